/// A Swift file, tokenised once and annotated once; every Swift rule reads this.
public struct SwiftSource: Sendable {
  /// The file, relative to the audited directory.
  public var path: String
  /// Whether the project builds it into the app, into tests, or not at all.
  public var role: FileRole
  /// The tokens, comments dropped.
  public var tokens: [SwiftToken]
  /// One context per token.
  public var contexts: [TokenContext]
  /// Declared types and extensions, outermost first.
  public var types: [TypeDeclaration]
  /// Declared functions and initializers.
  public var functions: [FunctionDeclaration]
  /// Distinct `#if` branch paths; `contexts[i].branchPathIndex` points here.
  public var branchPaths: [[ConditionalBranch]]
  /// Imported modules.
  public var imports: Set<String>

  /// Tokenises and annotates `text`.
  /// - Throws: `ReaderError` when the file cannot be tokenised.
  public init(path: String, role: FileRole, bytes: [UInt8]) throws(ReaderError) {
    let tokens = try SwiftTokenizer.tokenize(bytes: bytes)
    var analyzer = SwiftSourceAnalyzer(tokens: tokens)
    analyzer.run()
    self.path = path
    self.role = role
    self.tokens = tokens
    self.contexts = analyzer.contexts
    self.types = analyzer.types
    self.functions = analyzer.functions
    self.branchPaths = analyzer.branchPaths
    self.imports = analyzer.imports
  }

  /// Whether findings about the token at `index` would cry wolf: the file is not
  /// app code, or the token is DEBUG-only or in a preview.
  public func isExempt(_ index: Int) -> Bool {
    role != .app || contexts[index].isDebugOnly || contexts[index].isPreview
  }

  /// The innermost type enclosing the token at `index`.
  public func enclosingType(_ index: Int) -> TypeDeclaration? {
    let typeIndex = Int(contexts[index].typeIndex)
    return typeIndex >= 0 ? types[typeIndex] : nil
  }

  /// The outermost type enclosing the token at `index` (extensions count as their type).
  public func outermostType(_ index: Int) -> TypeDeclaration? {
    var typeIndex = Int(contexts[index].typeIndex)
    guard typeIndex >= 0 else { return nil }
    while true {
      let type = types[typeIndex]
      guard
        let outer = types.indices.last(where: {
          $0 < typeIndex && types[$0].bodyStart < type.bodyStart && types[$0].bodyEnd > type.bodyEnd
        })
      else { return type }
      typeIndex = outer
    }
  }

  /// The `#if` branches enclosing the token at `index`.
  public func branches(_ index: Int) -> [ConditionalBranch] {
    branchPaths[Int(contexts[index].branchPathIndex)]
  }

  /// Whether tokens starting at `index` spell `words` (identifiers and punctuation).
  public func matches(_ words: [String], at index: Int) -> Bool {
    guard index >= 0, index + words.count <= tokens.count else { return false }
    for (offset, word) in words.enumerated() where !tokens[index + offset].is(word) {
      return false
    }
    return true
  }
}
