/// Files a continuous-integration script writes before it builds.
///
/// Xcode Cloud runs `ci_scripts/ci_post_clone.sh` (and `ci_pre_xcodebuild.sh`)
/// after cloning; GitHub Actions, Bitrise, Codemagic and GitLab run the steps
/// of their YAML files. A team that keeps its keys there often commits a
/// placeholder under the real file's name (`BP_REVENUECAT_KEY = replace.me` in
/// `Release.xcconfig`) and has the script overwrite it: the build that ships
/// never sees the placeholder.
extension ProjectIndex {
  /// Whether the file at `path` is one a CI service runs: a shell script in Xcode
  /// Cloud's `ci_scripts` folder (the doctor reads these for
  /// `isWrittenBeforeBuild`).
  static func isContinuousIntegrationScript(path: String) -> Bool {
    path.hasSuffix(".sh")
      && (path.hasPrefix("ci_scripts/") || path.contains("/ci_scripts/"))
  }

  /// Whether a YAML file at `path` is a CI service's pipeline.
  static func isPipeline(path: String) -> Bool {
    let name = RelativePath.fileName(of: path)
    return path.contains(".github/workflows/")
      || [
        "bitrise.yml", "codemagic.yaml", "codemagic.yml", ".gitlab-ci.yml", ".travis.yml",
        "azure-pipelines.yml", "config.yml",
      ].contains(name) && (name != "config.yml" || path.contains(".circleci/"))
  }

  /// Marks of a command line that writes a file: a shell redirect, an
  /// in-place edit, a copy or move, `tee`, `envsubst`, or a plist editor.
  private static let writeMarks = [
    ">", "sed -i", "tee ", "cp ", "mv ", "envsubst", "PlistBuddy", "plutil ", "install ",
  ]

  /// Whether a CI script or pipeline writes the file at `path` (names it on
  /// a line that writes, matched by file name: `echo "KEY = $KEY" >
  /// ../BuildConfiguration/Release.xcconfig`).
  func isWrittenBeforeBuild(_ path: String) -> Bool {
    let name = RelativePath.fileName(of: path)
    guard !name.isEmpty else { return false }
    let scripts =
      continuousIntegrationScripts.values.map { Substring($0) }
      + yamlFiles.filter { Self.isPipeline(path: $0.key) }.map {
        Substring(String(decoding: $0.value, as: UTF8.self))
      }
    for script in scripts where script.contains(name) {
      for line in script.split(separator: "\n") where Self.names(line, file: name) {
        let code = line.drop { $0 == " " || $0 == "\t" }
        if code.hasPrefix("#") { continue }
        if Self.writeMarks.contains(where: { code.contains($0) }) { return true }
      }
    }
    return false
  }

  /// Whether `line` names `file` as a whole path component (`../Config/Release.xcconfig`,
  /// `"Release.xcconfig"`), not as part of a longer name (`Release.xcconfig.template`).
  private static func names(_ line: Substring, file: String) -> Bool {
    var rest = line[...]
    while let range = rest.range(of: file) {
      let before = rest[..<range.lowerBound].last
      let after = rest[range.upperBound...].first
      let startsName = before.map { " /\"'>=(".contains($0) } ?? true
      let endsName = after.map { " \"';)\t\r".contains($0) } ?? true
      if startsName && endsName { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }
}
