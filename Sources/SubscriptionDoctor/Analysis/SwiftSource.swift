/// A Swift file, tokenised once and annotated once; every Swift rule reads this.
///
/// A class, immutable: the rules walk thousands of these, and handing one
/// around costs one reference count instead of one per array it holds.
package final class SwiftSource: Sendable {
  /// The file, relative to the audited directory.
  package let path: String
  /// Whether the project builds it into the app, into tests, or not at all.
  package let role: FileRole
  /// The tokens, comments dropped.
  package let tokens: [SwiftToken]
  /// The literal pieces of each interpolated string literal, by token index.
  package let interpolatedParts: [Int: [String]]
  /// One context per token.
  package let contexts: [TokenContext]
  /// Declared types and extensions, outermost first.
  package let types: [TypeDeclaration]
  /// Declared functions and initializers.
  package let functions: [FunctionDeclaration]
  /// Distinct `#if` branch paths; `contexts[i].branchPathIndex` points here.
  package let branchPaths: [[ConditionalBranch]]
  /// Imported modules.
  package let imports: Set<String>
  /// For each type, the index of the outermost type enclosing it.
  package let outermostTypes: [Int32]
  /// Indices of the string-literal tokens.
  package let stringOffsets: [Int]
  /// Which words rules look for occur in the file.
  package let words: SwiftWords
  /// Whether the file's name is a common key-file name (`SecretsFile.mayHoldSecrets`).
  package let isKeyFile: Bool
  /// Whether the file holds a real API key literal and its text (comments
  /// included) says it must not be committed.
  package let warnsAgainstCommittingKey: Bool

  /// Tokenises and annotates `text`.
  /// - Throws: `ReaderError` when the file cannot be tokenised.
  package init(path: String, role: FileRole, bytes: [UInt8]) throws(ReaderError) {
    let scanned = try SwiftTokenizer.scan(bytes: bytes)
    let tokens = scanned.tokens
    var analyzer = SwiftSourceAnalyzer(tokens: tokens)
    analyzer.run()
    self.path = path
    self.role = role
    self.tokens = tokens
    self.interpolatedParts = scanned.interpolatedParts
    self.contexts = analyzer.contexts
    self.types = analyzer.types
    self.functions = analyzer.functions
    self.branchPaths = analyzer.branchPaths
    self.imports = analyzer.imports
    self.outermostTypes = analyzer.outermostTypes
    self.stringOffsets = analyzer.stringOffsets
    self.words = analyzer.words
    self.isKeyFile = SecretsFile.mayHoldSecrets(path)
    let holdsKey = analyzer.stringOffsets.contains {
      !KeyLiteral.realKeys(in: tokens[$0].text).isEmpty
    }
    self.warnsAgainstCommittingKey = holdsKey && SecretsFile.warnsAgainstCommitting(bytes)
  }

  /// The literal pieces of the string literal at `index` (interpolations lie
  /// between them): its text alone when it has no interpolation.
  package func stringParts(at index: Int) -> [String] {
    interpolatedParts[index] ?? [tokens[index].text]
  }

  /// The first price in the string literal at `index` (`PriceDetector`).
  package func price(at index: Int) -> String? {
    if tokens[index].isInterpolated, let parts = interpolatedParts[index] {
      return PriceDetector.price(inParts: parts)
    }
    return PriceDetector.price(in: tokens[index].text)
  }

  /// Whether findings about the token at `index` would cry wolf: the file is not
  /// app code, or the token is DEBUG-only or in a preview.
  package func isExempt(_ index: Int) -> Bool {
    role != .app || contexts[index].isDebugOnly || contexts[index].isPreview
  }

  /// The innermost type enclosing the token at `index`.
  package func enclosingType(_ index: Int) -> TypeDeclaration? {
    let typeIndex = Int(contexts[index].typeIndex)
    return typeIndex >= 0 ? types[typeIndex] : nil
  }

  /// The outermost type enclosing the token at `index` (extensions count as their type).
  package func outermostType(_ index: Int) -> TypeDeclaration? {
    let typeIndex = Int(contexts[index].typeIndex)
    guard typeIndex >= 0 else { return nil }
    return types[Int(outermostTypes[typeIndex])]
  }

  /// The `#if` branches enclosing the token at `index`.
  package func branches(_ index: Int) -> [ConditionalBranch] {
    branchPaths[Int(contexts[index].branchPathIndex)]
  }

  /// Whether tokens starting at `index` spell `words` (identifiers and punctuation).
  package func matches(_ words: [String], at index: Int) -> Bool {
    guard index >= 0, index + words.count <= tokens.count else { return false }
    for (offset, word) in words.enumerated() where !tokens[index + offset].is(word) {
      return false
    }
    return true
  }
}
