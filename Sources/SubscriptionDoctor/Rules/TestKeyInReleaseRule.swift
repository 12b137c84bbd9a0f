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
    var debugFlags: DebugFlagBranch?
    for source in index.swiftSources where source.holdsKeyLiteral {
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let token = source.tokens[offset]
        guard let key = KeyLiteral.realKeys(in: token.text).first(where: { $0.kind == .test })
        else { continue }
        let flags = debugFlags ?? DebugFlagBranch(index)
        debugFlags = flags
        if !flags.holds(source, offset),
          !Self.isReadOnlyInDebug(source, offset, in: index.swiftSources)
        {
          report(
            source.path, token.line,
            "Test Store key \"\(key.redacted)\" is compiled into Release builds (it is not inside #if DEBUG)."
          )
        }
      }
    }
    return findings
  }

  /// Whether the literal at `offset` is a constant's value (`static let
  /// sandboxAPIKey = "test_…"`) that app code reads only inside `#if DEBUG`
  /// (`#if DEBUG return sandboxAPIKey #else return productionAPIKey
  /// #endif`; ScreenTime-BMAD, fifty-first round): no Release build uses it.
  private static func isReadOnlyInDebug(
    _ source: SwiftSource, _ offset: Int, in sources: [SwiftSource]
  ) -> Bool {
    let tokens = source.tokens
    // `let name = "…"` or `let name: String = "…"`.
    guard offset >= 2, tokens[offset - 1].is("=") else { return false }
    var name = offset - 2
    if name >= 2, tokens[name].is("String"), tokens[name - 1].is(":") { name -= 2 }
    guard name >= 1, tokens[name].kind == .identifier,
      tokens[name - 1].keyword == .let || tokens[name - 1].keyword == .var
    else { return false }
    let constant = tokens[name].text
    var read = false
    for other in sources where other.role == .app {
      for index in other.tokens.indices where other.tokens[index].is(constant) {
        if other === source, index == name { continue }
        guard other.contexts[index].isDebugOnly else { return false }
        read = true
      }
    }
    return read
  }
}
