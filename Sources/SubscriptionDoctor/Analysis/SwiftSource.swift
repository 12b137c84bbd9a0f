import SubscriptionKit

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
  package let interpolatedParts: InterpolatedParts
  /// One context per token (`contexts[i]`), kept as runs.
  package let contexts: TokenContexts
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
  /// The private view members (`private var content: some View {`).
  package let privateViewMembers: [PrivateViewMember]
  /// Which words rules look for occur in the file.
  package let words: SwiftWords
  /// The body starts of the file's `@objc` functions that nothing can call
  /// by selector (`ObjCSelectors`): only calls by name run them. Set by the
  /// project's index, which sees the interface files and Objective-C.
  package let unselectedObjCFunctions: Set<Int>
  /// Whether the file's name is a common key-file name (`SecretsFile.mayHoldSecrets`).
  /// Worked out when asked: the rules ask it only of files holding a key.
  package var isKeyFile: Bool { SecretsFile.mayHoldSecrets(path) }
  /// Whether the file is a Secrets file (`SecretsFile.isSecretsFile`).
  package var isSecretsFile: Bool { SecretsFile.isSecretsFile(path) }
  /// Whether the file is a template or example (`SecretsFile.isTemplate`).
  package var isTemplate: Bool { SecretsFile.isTemplate(path) }

  /// File facts: what some string literal of the file holds, noted once while
  /// the file is at hand, so a rule that reports only such literals skips
  /// files without one instead of walking every file's strings again. Each is
  /// the very test the rule applies to each literal, asked of all of them, so
  /// a skipped file is one where the rule would find nothing.
  /// (`true` for every file when built without facts, to prove exactly that.)
  ///
  /// Some literal holds a real RevenueCat key (`KeyLiteral.realKeys`).
  package let holdsKeyLiteral: Bool
  /// Some literal is long enough to hold a server secret (`ServerSecret.minimumLength`).
  package let holdsLongString: Bool
  /// Some literal holds a price (`price(at:)`).
  package let holdsPrice: Bool
  /// Some literal assigned (`= "…"`) or given after a label (`key: "…"`) is a
  /// placeholder key (`APIKey.isPlaceholder`).
  package let holdsAssignedPlaceholder: Bool
  /// Some plain, non-empty literal is assigned (`= "…"`) or used as an
  /// entitlement identifier (`EntitlementIDLiteralRule.isEntitlementUse`).
  package let holdsEntitlementCandidate: Bool
  /// Whether the file holds a real API key literal and its text (comments
  /// included) says it must not be committed.
  package let warnsAgainstCommittingKey: Bool

  /// Tokenises and annotates `text`; without `usesFileFacts` every file fact
  /// is `true`, so no rule skips the file.
  /// - Throws: `ReaderError` when the file cannot be tokenised.
  package init(path: String, role: FileRole, bytes: [UInt8], usesFileFacts: Bool = true)
    throws(ReaderError)
  {
    let scanned = try SwiftTokenizer.scan(bytes: bytes)
    let tokens = scanned.tokens
    var analyzer = SwiftSourceAnalyzer(tokens: tokens)
    analyzer.run()
    self.path = path
    self.role = role
    self.tokens = tokens
    self.interpolatedParts = scanned.interpolatedParts
    self.contexts = analyzer.contexts
    self.types =
      analyzer.typeAliases.isEmpty
      ? analyzer.types : Self.resolvingAliases(analyzer.types, analyzer.typeAliases)
    self.functions = analyzer.functions
    self.branchPaths = analyzer.branchPaths
    self.imports = analyzer.imports
    self.outermostTypes = analyzer.outermostTypes
    self.stringOffsets = analyzer.stringOffsets
    self.privateViewMembers = analyzer.privateViewMembers
    self.words = analyzer.words
    self.unselectedObjCFunctions = []
    var holdsKey = false
    var holdsLongString = false
    var holdsPrice = false
    var holdsPlaceholder = false
    var holdsEntitlement = false
    for offset in analyzer.stringOffsets {
      let text = tokens[offset].text
      holdsKey = holdsKey || !KeyLiteral.realKeys(in: text).isEmpty
      holdsLongString = holdsLongString || text.utf8.count >= ServerSecret.minimumLength
      holdsPrice =
        holdsPrice || Self.price(tokens[offset], parts: scanned.interpolatedParts[offset]) != nil
      guard offset >= 2 else { continue }
      // `=` and `:` are one-byte punctuation: compared as bytes.
      let before = tokens[offset - 1].punctuationByte
      let isAssigned = before == UInt8(ascii: "=")
      holdsPlaceholder =
        holdsPlaceholder
        || (isAssigned || before == UInt8(ascii: ":")) && APIKey.isPlaceholder(text)
      holdsEntitlement =
        holdsEntitlement
        || !text.isEmpty && !tokens[offset].isInterpolated
          && (isAssigned || EntitlementIDLiteralRule.isEntitlementUse(tokens, offset))
    }
    self.warnsAgainstCommittingKey = holdsKey && SecretsFile.warnsAgainstCommitting(bytes)
    self.holdsKeyLiteral = holdsKey || !usesFileFacts
    self.holdsLongString = holdsLongString || !usesFileFacts
    self.holdsPrice = holdsPrice || !usesFileFacts
    self.holdsAssignedPlaceholder = holdsPlaceholder || !usesFileFacts
    self.holdsEntitlementCandidate = holdsEntitlement || !usesFileFacts
  }

  /// A copy of `source` whose tokens in `ranges` never run: switch cases no
  /// value reaches (`UnreachableCases`), exempt like `#if DEBUG` code; with
  /// `unselectedObjCFunctions`, those replace the source's.
  package init(
    _ source: SwiftSource, unreachable ranges: [Range<Int>] = [],
    unselectedObjCFunctions: Set<Int>? = nil
  ) {
    var contexts = source.contexts
    for range in ranges { contexts.markUnreachable(range) }
    self.contexts = contexts
    path = source.path
    role = source.role
    tokens = source.tokens
    interpolatedParts = source.interpolatedParts
    types = source.types
    functions = source.functions
    branchPaths = source.branchPaths
    imports = source.imports
    outermostTypes = source.outermostTypes
    stringOffsets = source.stringOffsets
    privateViewMembers = source.privateViewMembers
    words = source.words
    self.unselectedObjCFunctions = unselectedObjCFunctions ?? source.unselectedObjCFunctions
    holdsKeyLiteral = source.holdsKeyLiteral
    holdsLongString = source.holdsLongString
    holdsPrice = source.holdsPrice
    holdsAssignedPlaceholder = source.holdsAssignedPlaceholder
    holdsEntitlementCandidate = source.holdsEntitlementCandidate
    warnsAgainstCommittingKey = source.warnsAgainstCommittingKey
  }

  /// The literal pieces of the string literal at `index` (interpolations lie
  /// between them): its text alone when it has no interpolation.
  package func stringParts(at index: Int) -> [String] {
    interpolatedParts[index] ?? [tokens[index].text]
  }

  /// The first price in the string literal at `index` (`PriceDetector`).
  package func price(at index: Int) -> String? {
    Self.price(tokens[index], parts: interpolatedParts[index])
  }

  /// `types` with every extension of a file-level alias named for its target
  /// (`private typealias View = Module.ViewController` then `private extension
  /// View { … }` extends `Module.ViewController`, not SwiftUI's `View`;
  /// dudinvlad/sample, seventy-second round). Chains of aliases are followed.
  private static func resolvingAliases(
    _ types: [TypeDeclaration], _ aliases: [String: String]
  ) -> [TypeDeclaration] {
    types.map { type in
      guard type.kind == "extension" else { return type }
      var resolved = type
      for _ in 0..<4 {
        let head = resolved.name.prefix { $0 != "." }
        guard let target = aliases[String(head)], target != resolved.name else { break }
        resolved.name = target + resolved.name.dropFirst(head.count)
      }
      return resolved
    }
  }

  private static func price(_ token: SwiftToken, parts: [String]?) -> String? {
    if token.isInterpolated, let parts { return PriceDetector.price(inParts: parts) }
    return PriceDetector.price(in: token.text)
  }

  /// Whether findings about the token at `index` would cry wolf: the file is not
  /// app code, or the token is DEBUG-only or in a preview.
  package func isExempt(_ index: Int) -> Bool {
    let context = contexts[index]
    return role != .app || context.isDebugOnly || context.isPreview || context.isUnreachable
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
