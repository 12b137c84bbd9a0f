/// `secrets-not-ignored`: a Secrets*.swift or Secrets*.xcconfig holding a real
/// key that git does not ignore (git's answer when the directory is a work
/// tree, else the `.gitignore` files).
struct SecretsNotIgnoredRule: DoctorRule {
  var ids: [RuleID] { [.secretsNotIgnored] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(_ path: String, _ line: Int?, _ key: KeyLiteral) {
      guard !index.gitIgnore.isIgnored(path) else { return }
      findings.append(
        Finding(
          rule: .secretsNotIgnored, file: path, line: line,
          message:
            "\(RelativePath.fileName(of: path)) holds API key \"\(key.redacted)\" but git does not ignore it."
        ))
    }
    for source in index.swiftSources where SecretsFile.isSecretsFile(source.path) {
      if let token = source.tokens.first(where: {
        $0.kind == .string && !KeyLiteral.realKeys(in: $0.text).isEmpty
      }),
        let key = KeyLiteral.realKeys(in: token.text).first
      {
        report(source.path, token.line, key)
      }
    }
    for (path, file) in index.xcconfigs.sorted(by: { $0.key < $1.key })
    where SecretsFile.isSecretsFile(path) {
      if let assignment = file.assignments.first(where: {
        !KeyLiteral.realKeys(in: $0.value).isEmpty
      }),
        let key = KeyLiteral.realKeys(in: assignment.value).first
      {
        report(path, assignment.line, key)
      }
    }
    return findings
  }
}
