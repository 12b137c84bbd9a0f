/// `secret-api-key`: a secret `sk_` key in the app's Swift code (including
/// `#if DEBUG` and previews: a secret there still ships in the repository and in
/// debug builds), xcconfig files, property lists or build settings.
struct SecretAPIKeyRule: DoctorRule {
  var ids: [RuleID] { [.secretAPIKey] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(_ file: String, _ line: Int?, _ key: KeyLiteral, _ place: String) {
      findings.append(
        Finding(
          rule: .secretAPIKey, file: file, line: line,
          message: "Secret API key \"\(key.redacted)\" in \(place); it must never ship in an app."))
    }
    for source in index.swiftSources where source.role == .app {
      for offset in source.stringOffsets {
        let token = source.tokens[offset]
        for key in KeyLiteral.realKeys(in: token.text) where key.kind == .secret {
          report(source.path, token.line, key, "Swift source")
        }
      }
    }
    for (path, file) in index.xcconfigs.sorted(by: { $0.key < $1.key }) {
      for assignment in file.assignments {
        for key in KeyLiteral.realKeys(in: assignment.value) where key.kind == .secret {
          report(path, assignment.line, key, "build setting \(assignment.name)")
        }
      }
    }
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key }) {
      for leaf in plist.stringLeaves() {
        for key in KeyLiteral.realKeys(in: leaf.value) where key.kind == .secret {
          report(path, leaf.line, key, "a property list")
        }
      }
    }
    for project in index.projects {
      for configuration in project.configurations + project.targets.flatMap(\.configurations) {
        for assignment in configuration.settings {
          for key in KeyLiteral.realKeys(in: assignment.value) where key.kind == .secret {
            report(project.pbxprojPath, assignment.line, key, "build setting \(assignment.name)")
          }
        }
      }
    }
    return findings
  }
}
