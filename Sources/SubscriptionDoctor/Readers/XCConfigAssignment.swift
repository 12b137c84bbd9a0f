/// One build-setting assignment: `NAME[config=Release][sdk=iphoneos*] = value`.
package struct XCConfigAssignment: Sendable, Hashable {
  /// The setting's name, e.g. `REVENUECAT_API_KEY`.
  package var name: String
  /// Conditions such as `config` → `Release` or `sdk` → `iphoneos*` (patterns may use `*`).
  package var conditions: [String: String]
  /// The value as written (trimmed), before `$(VAR)` substitution.
  package var value: String
  /// The 1-based line of the assignment (for pbxproj settings, of the key).
  package var line: Int?

  /// Creates an assignment.
  package init(name: String, conditions: [String: String] = [:], value: String, line: Int?) {
    self.name = name
    self.conditions = conditions
    self.value = value
    self.line = line
  }

  /// Parses a build-setting key such as `KEY[config=Release][sdk=iphoneos*]`
  /// into its name and conditions; `nil` when it is not a valid key.
  package static func parseKey(_ key: String) -> (name: String, conditions: [String: String])? {
    let trimmed = key.trimmingWhitespace()
    var name = ""
    var rest = Substring(trimmed)
    while let first = rest.first, first.isLetter || first.isNumber || first == "_" {
      name.append(first)
      rest = rest.dropFirst()
    }
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    var conditions: [String: String] = [:]
    while let first = rest.first {
      guard first == "[", let close = rest.firstIndex(of: "]") else { return nil }
      let body = rest[rest.index(after: rest.startIndex)..<close]
      guard let equals = body.firstIndex(of: "=") else { return nil }
      conditions[String(body[..<equals]).trimmingWhitespace()] = String(
        body[body.index(after: equals)...]
      ).trimmingWhitespace()
      rest = rest[rest.index(after: close)...]
      rest = rest.drop { $0 == " " || $0 == "\t" }
    }
    return (name, conditions)
  }

  /// Whether this assignment applies to the configuration named `configuration`
  /// (conditions other than `config`, such as `sdk` or `arch`, are assumed to hold).
  package func applies(toConfiguration configuration: String) -> Bool {
    guard let pattern = conditions["config"] else { return true }
    return Glob.matches(pattern, configuration)
  }
}
