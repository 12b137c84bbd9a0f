import Testing

@testable import SubscriptionDoctor

/// One fixture project per rule: `fires` must produce the rule, `correct` must
/// produce nothing at all (precision first).
struct RuleFixtureTests {
  static let rules = RuleID.allCases

  @Test("The fixture that must fire produces the rule", arguments: rules)
  func fires(_ rule: RuleID) throws {
    let findings = try Fixtures.findings("Rules/\(rule.rawValue)/fires")
    #expect(findings.contains { $0.rule == rule }, "\(findings)")
  }

  @Test("The correct fixture produces no finding at all", arguments: rules)
  func correct(_ rule: RuleID) throws {
    let findings = try Fixtures.findings("Rules/\(rule.rawValue)/correct")
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("Every price form in the issue is recognised, one finding per line")
  func everyPriceForm() throws {
    let findings = try Fixtures.findings("Rules/hardcoded-price/fires")
      .filter { $0.rule == .hardcodedPrice }
    #expect(findings.map(\.line) == [2, 3, 4, 5, 6, 7, 8])
  }

  @Test("A malformed file of every kind is an unreadable-file finding, never a crash")
  func malformedFilesOfEveryKind() throws {
    let findings = try Fixtures.findings("Rules/unreadable-file/fires")
    let files = Set(findings.filter { $0.rule == .unreadableFile }.map(\.file))
    #expect(
      files == [
        ".subkit-doctor.json", "App.xcodeproj/project.pbxproj", "App/Broken.swift", "Broken.plist",
        "BrokenBinary.plist", "Configuration/Broken.xcconfig",
      ])
  }

  @Test("Both plan types are found")
  func planTypes() throws {
    let findings = try Fixtures.findings("Rules/plan-type-with-price/fires")
      .filter { $0.rule == .planTypeWithPrice }
    #expect(findings.map(\.line) == [1, 12])
  }

  @Test("A rule turned off in .subkit-doctor.json does not fire")
  func ruleTurnedOff() throws {
    #expect(try Fixtures.findings("Configuration/RuleOff").isEmpty)
  }
}
