/// `hardcoded-api-key`: a public or Test Store RevenueCat key literal in app
/// Swift code (outside `#if DEBUG`, previews, tests and Secrets files, which
/// `secrets-not-ignored` covers), or a public key written into a committed
/// Info.plist a target uses.
struct HardcodedAPIKeyRule: DoctorRule {
  var ids: [RuleID] { [.hardcodedAPIKey] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    for source in index.swiftSources where source.holdsKeyLiteral && !source.isKeyFile {
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let token = source.tokens[offset]
        for key in KeyLiteral.realKeys(in: token.text) where key.kind != .secret {
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
