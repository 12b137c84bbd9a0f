/// `secrets-not-ignored`: a key file that git would commit. It fires for a file
/// that holds a real key and that no ignore rule covers, when the file is a
/// Secrets file or has another common key-file name (`Config.swift`,
/// `APIKeys.swift`, `*Key*.plist`), or says in a comment that it must not be
/// committed; and for a key file the project builds (a build phase, a bundle
/// resource, a configuration's xcconfig) that is missing from the repository
/// and matched by no ignore rule — one `git add .` away from being leaked.
/// Ignore rules are read from `.gitignore` files and `.git/info/exclude`. A
/// key file git already tracks (`.git/index`) fires even when an ignore rule
/// lists it: ignoring never untracks a file, so its key is in every clone.
struct SecretsNotIgnoredRule: DoctorRule {
  var ids: [RuleID] { [.secretsNotIgnored] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(_ path: String, _ line: Int?, _ key: KeyLiteral, _ why: String = "") {
      guard !index.gitIgnore.isIgnored(path) else {
        guard index.trackedPaths?.contains(path) == true else { return }
        findings.append(
          Finding(
            rule: .secretsNotIgnored, file: path, line: line,
            message:
              "\(RelativePath.fileName(of: path)) holds API key \"\(key.redacted)\" and is committed: git tracks it although an ignore rule lists it (ignoring never untracks a file; run `git rm --cached`)."
          ))
        return
      }
      findings.append(
        Finding(
          rule: .secretsNotIgnored, file: path, line: line,
          message:
            "\(RelativePath.fileName(of: path)) holds API key \"\(key.redacted)\"\(why) but git does not ignore it."
        ))
    }
    for source in index.swiftSources
    where source.holdsKeyLiteral && (source.isKeyFile || source.warnsAgainstCommittingKey) {
      if let token = source.stringOffsets.lazy.map({ source.tokens[$0] }).first(where: {
        !KeyLiteral.realKeys(in: $0.text).isEmpty
      }),
        let key = KeyLiteral.realKeys(in: token.text).first
      {
        let why =
          source.warnsAgainstCommittingKey ? " and says it must not be committed," : ""
        report(source.path, token.line, key, why)
      }
    }
    for (path, file) in index.xcconfigs.sorted(by: { $0.key < $1.key })
    where SecretsFile.mayHoldSecrets(path) {
      if let assignment = file.assignments.first(where: {
        !KeyLiteral.realKeys(in: $0.value).isEmpty
      }),
        let key = KeyLiteral.realKeys(in: assignment.value).first
      {
        report(path, assignment.line, key)
      }
    }
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key })
    where SecretsFile.mayHoldSecrets(path) && index.allPaths.contains(path) {
      for leaf in plist.stringLeaves() {
        if let key = KeyLiteral.realKeys(in: leaf.value).first {
          report(path, leaf.line, key)
          break
        }
      }
    }
    findings += missingKeyFiles(index)
    return findings
  }

  /// Key files a project builds that are not in the folder and that no ignore rule covers.
  private func missingKeyFiles(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    // The folders holding files, gathered at the first missing path: a
    // lookup per path rather than a walk over every path (Provenance,
    // fifty-fourth round).
    var foldersOnce: Set<String>?
    func isFolderHere(_ path: String) -> Bool {
      if foldersOnce == nil {
        foldersOnce = ProjectIndex.folders(holding: index.allPaths, lowercased: false)
      }
      return foldersOnce?.contains(path) == true
    }
    for project in index.projects {
      let configurations = project.configurations + project.targets.flatMap(\.configurations)
      let referenced =
        Set(project.targets.flatMap(\.buildFiles))
        .union(configurations.compactMap(\.baseConfigurationPath))
      // Folders missing two or more other files: a partial commit, not a key
      // file kept out. A built folder (an asset catalog) is present when a
      // file lies inside it.
      var missingOthers: [String: Int] = [:]
      for path in referenced
      where !SecretsFile.mayHoldSecrets(path) && !index.allPaths.contains(path)
        && !path.hasPrefix("../") && !path.hasPrefix("/") && !path.contains("$(")
        && !isFolderHere(path)
      {
        missingOthers[RelativePath.directory(of: path), default: 0] += 1
      }
      let partlyMissing = Set(missingOthers.filter { $0.value >= 2 }.keys)
      for path in referenced.sorted()
      where SecretsFile.mayHoldSecrets(path) && !index.allPaths.contains(path)
        && !path.hasPrefix("../") && !path.hasPrefix("/")
        // Created on the developer's Mac, where git ignores letter case
        // (`keys.*` covers `Keys.swift`; BarTab, eighty-ninth round).
        && !index.gitIgnore.isIgnored(path, ignoringCase: true)
        && !partlyMissing.contains(RelativePath.directory(of: path))
      {
        findings.append(
          Finding(
            rule: .secretsNotIgnored, file: project.pbxprojPath, line: nil,
            message:
              "The project uses \(path), which is not in the repository and no ignore rule covers: the first `git add .` after creating it commits its keys."
          ))
      }
    }
    return findings
  }
}
