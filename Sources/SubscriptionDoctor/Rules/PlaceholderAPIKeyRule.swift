/// `placeholder-api-key`: a placeholder (`YOUR_API_KEY_HERE`, `test_YOUR_TEST_KEY_HERE`…)
/// assigned where the key belongs: to a key-named Swift constant or `withAPIKey:`
/// argument, a key-named build setting, or a key-named plist entry.
///
/// Comments are skipped, so commented-out templates never fire; template files
/// (`*.template`, `*example*`) and xcconfigs no configuration uses are skipped;
/// a placeholder inside a list (the guard `placeholders.contains(key)`) is not an assignment.
struct PlaceholderAPIKeyRule: DoctorRule {
  var ids: [RuleID] { [.placeholderAPIKey] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(_ file: String, _ line: Int?, _ where: String) {
      findings.append(
        Finding(
          rule: .placeholderAPIKey, file: file, line: line,
          message: "\(`where`) is still a placeholder, not a real RevenueCat API key."))
    }
    for source in index.swiftSources where !SecretsFile.isTemplate(source.path) {
      let isSecrets = SecretsFile.isSecretsFile(source.path)
      for (offset, token) in source.tokens.enumerated()
      where token.kind == .string && !source.isExempt(offset) {
        if let name = assignedName(source, offset), isSecrets || KeyLiteral.isKeyName(name),
          KeyLiteral.isPlaceholder(token.text)
        {
          report(source.path, token.line, "The API key in \(name)")
        }
      }
    }
    for (file, assignment) in index.settingAssignments()
    where !SecretsFile.isTemplate(file) && KeyLiteral.isKeyName(assignment.name)
      && KeyLiteral.isPlaceholder(assignment.value)
    {
      report(file, assignment.line, "Build setting \(assignment.name)")
    }
    for (path, plist) in index.plists.sorted(by: { $0.key < $1.key })
    where !SecretsFile.isTemplate(path) && !ProjectIndex.looksLikeTest(path) {
      for entry in plist.entries ?? []
      where KeyLiteral.isKeyName(entry.key) && KeyLiteral.isPlaceholder(entry.value.string ?? "") {
        report(path, entry.line, "Info.plist key \(entry.key)")
      }
    }
    return findings
  }

  /// The name a literal is assigned or passed to: `let apiKey = "…"`,
  /// `let apiKey: String = "…"`, `withAPIKey: "…"`; `nil` inside lists and calls.
  private func assignedName(_ source: SwiftSource, _ offset: Int) -> String? {
    guard offset >= 2 else { return nil }
    let tokens = source.tokens
    let previous = tokens[offset - 1]
    if previous.is(":"), tokens[offset - 2].kind == .identifier {
      return tokens[offset - 2].text
    }
    guard previous.is("=") else { return nil }
    var back = offset - 2
    while back >= 0, offset - back < 8, tokens[back].line == previous.line {
      if tokens[back].kind == .identifier, back > 0,
        tokens[back - 1].is("let") || tokens[back - 1].is("var") || tokens[back - 1].is(".")
          || tokens[back - 1].is("self")
      {
        return tokens[back].text
      }
      back -= 1
    }
    if tokens[offset - 2].kind == .identifier { return tokens[offset - 2].text }
    return nil
  }
}
