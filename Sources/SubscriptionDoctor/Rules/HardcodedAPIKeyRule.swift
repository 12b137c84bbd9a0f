/// `hardcoded-api-key`: a public or Test Store RevenueCat key literal in app
/// Swift code (outside `#if DEBUG`, previews, tests and Secrets files, which
/// `secrets-not-ignored` covers).
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
    return findings
  }
}
