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
}
