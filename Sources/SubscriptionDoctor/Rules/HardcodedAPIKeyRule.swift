/// `hardcoded-api-key`: a public or Test Store RevenueCat key literal in app
/// Swift code (outside `#if DEBUG` — or `#if DEBUG || FLAG` with `FLAG` set by
/// no Release configuration — previews, tests and Secrets files, which
/// `secrets-not-ignored` covers), or a public key written into a committed
/// Info.plist a target uses.
struct HardcodedAPIKeyRule: DoctorRule {
  var ids: [RuleID] { [.hardcodedAPIKey] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    var debugFlags: DebugFlagBranch?
    for source in index.swiftSources where source.holdsKeyLiteral && !source.isKeyFile {
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let token = source.tokens[offset]
        let keys = KeyLiteral.realKeys(in: token.text).filter { $0.kind != .secret }
        guard !keys.isEmpty else { continue }
        // `#if DEBUG || DEVELOPMENT` with no Release configuration defining
        // `DEVELOPMENT` is a Debug block.
        let flags = debugFlags ?? DebugFlagBranch(index)
        debugFlags = flags
        if flags.holds(source, offset) { continue }
        for key in keys {
          findings.append(
            Finding(
              rule: .hardcodedAPIKey, file: source.path, line: token.line,
              message: "RevenueCat API key \"\(key.redacted)\" is hard-coded in Swift source."))
        }
      }
    }
    // A key from before platform prefixes (32 letters and digits) handed
    // straight to the SDK: no prefix to recognise it by, but the call says
    // what it is (glymps-ios, seventy-fourth round).
    for source in index.swiftSources
    where source.words.contains(.apiKeyArgument) && source.words.contains(.purchasesSDK)
      && !source.isKeyFile
    {
      for offset in source.stringOffsets
      where !source.isExempt(offset) && Self.isLegacyKeyArgument(source.tokens, offset) {
        let flags = debugFlags ?? DebugFlagBranch(index)
        debugFlags = flags
        if flags.holds(source, offset) { continue }
        let token = source.tokens[offset]
        findings.append(
          Finding(
            rule: .hardcodedAPIKey, file: source.path, line: token.line,
            message:
              "RevenueCat API key \"\(token.text.prefix(4))…\" (a legacy key, without a platform prefix) is hard-coded in Swift source."
          ))
      }
    }
    // The same key written into a committed Info.plist a target uses: in git
    // history and in every configuration alike, like a Swift literal. A Test
    // Store key there is `test-key-in-release`'s; `$(REVENUECAT_API_KEY)` is the fix.
    for path in index.usedInfoPlists().sorted()
    where !ProjectIndex.looksLikeTest(path) && !index.gitIgnore.isIgnored(path) {
      for leaf in index.plists[path]?.stringLeaves() ?? [] {
        for key in KeyLiteral.realKeys(in: leaf.value)
        where key.kind != .secret && key.kind != .test {
          findings.append(
            Finding(
              rule: .hardcodedAPIKey, file: path, line: leaf.line,
              message:
                "RevenueCat API key \"\(key.redacted)\" is written into this Info.plist: it is committed and the same in every configuration."
            ))
        }
      }
    }
    return findings
  }

  /// Whether the literal at `offset` is a legacy RevenueCat key (20 to 64
  /// letters and digits of mixed kinds, no prefix, no placeholder) given as
  /// the key of `Purchases.configure(withAPIKey:)` or
  /// `Configuration.Builder(withAPIKey:)`.
  static func isLegacyKeyArgument(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 6, !tokens[offset].isInterpolated, tokens[offset - 1].is(":"),
      tokens[offset - 2].is("withAPIKey"), tokens[offset - 3].is("("),
      tokens[offset - 4].is("configure") && tokens[offset - 6].is("Purchases")
        || tokens[offset - 4].is("Builder")
    else { return false }
    let text = tokens[offset].text
    guard text.unicodeScalars.count <= 64,
      text.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
      })
    else { return false }
    // Generated, not words run together (`MyRevenueCatPublicKey`): a digit
    // or two capitals in a row (`EEQPqlAIaJUk…`).
    let scalars = Array(text.unicodeScalars)
    let isUpper = { (scalar: Unicode.Scalar) in ("A"..."Z").contains(scalar) }
    let generated =
      scalars.contains { ("0"..."9").contains($0) }
      || zip(scalars, scalars.dropFirst()).contains { isUpper($0) && isUpper($1) }
    return generated && KeyLiteral.isRealKeyBody(text)
  }
}
