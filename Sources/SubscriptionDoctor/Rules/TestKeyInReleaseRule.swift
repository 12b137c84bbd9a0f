/// `test-key-in-release`: a Test Store (`test_`) key that a Release build uses —
/// through a key-named build setting or one its Info.plist reads, a literal in
/// its Info.plist, or a Swift literal outside `#if DEBUG`.
struct TestKeyInReleaseRule: DoctorRule {
  var ids: [RuleID] { [.testKeyInRelease] }

  private struct Place: Hashable {
    var file: String
    var line: Int?
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    var seen = Set<Place>()
    func report(_ file: String, _ line: Int?, _ message: String) {
      guard seen.insert(Place(file: file, line: line)).inserted else { return }
      findings.append(Finding(rule: .testKeyInRelease, file: file, line: line, message: message))
    }
    for entry in index.appTargetConfigurations() where entry.configuration.isRelease {
      let settings = entry.settings
      let plistPath = index.infoPlistPath(
        project: entry.project, target: entry.target, settings: settings)
      let plist = plistPath.flatMap { index.plists[$0] }
      var names = Set(settings.values.keys.filter(KeyLiteral.isKeyName))
      for leaf in plist?.stringLeaves() ?? [] {
        names.formUnion(SettingReference.names(in: leaf.value))
        if let plistPath,
          let key = KeyLiteral.realKeys(in: leaf.value).first(where: { $0.kind == .test })
        {
          report(
            plistPath, leaf.line,
            "Info.plist of \(entry.target.name) holds Test Store key \"\(key.redacted)\", which ships in \(entry.configuration.name)."
          )
        }
      }
      for name in names.sorted() {
        guard let value = settings.values[name] else { continue }
        let expanded = settings.expand(value.value)
        guard let key = KeyLiteral.realKeys(in: expanded.value).first(where: { $0.kind == .test })
        else {
          continue
        }
        let origin =
          (value.sources + expanded.sources).last { source in
            (index.assignmentValue(at: source) ?? "").contains("test_")
          } ?? value.sources.last
        guard let origin else { continue }
        report(
          origin.file, origin.line,
          "\(name) is Test Store key \"\(key.redacted)\" in \(entry.target.name)'s \(entry.configuration.name) configuration."
        )
      }
    }
    for source in index.swiftSources where source.holdsKeyLiteral {
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let token = source.tokens[offset]
        if let key = KeyLiteral.realKeys(in: token.text).first(where: { $0.kind == .test }) {
          report(
            source.path, token.line,
            "Test Store key \"\(key.redacted)\" is compiled into Release builds (it is not inside #if DEBUG)."
          )
        }
      }
    }
    return findings
  }
}
