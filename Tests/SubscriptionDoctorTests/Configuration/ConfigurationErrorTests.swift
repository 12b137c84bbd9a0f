import Testing

@testable import SubscriptionDoctor

/// `.subkit-doctor.json` errors say how to fix this file, and suggest the rule
/// id that was meant (issue 29 §6).
struct ConfigurationErrorTests {
  private func configurationFinding(_ json: String) -> Finding? {
    Fixtures.findings(files: [".subkit-doctor.json": json, "App/A.swift": "let a = 1\n"])
      .first { $0.file == ".subkit-doctor.json" }
  }

  @Test(
    "A mistyped rule id gets a did-you-mean",
    arguments: [
      ("hardcoded-prices", "hardcoded-price"), ("HardcodedPrice", "hardcoded-price"),
      ("paywall_missing_restore", "paywall-missing-restore"), ("secret-api-keys", "secret-api-key"),
      ("paywal-missing-legal-link", "paywall-missing-legal-links"),
    ])
  func didYouMean(_ typed: String, _ meant: String) throws {
    let finding = try #require(configurationFinding(#"{"rules": {"\#(typed)": "off"}}"#))
    #expect(finding.rule == .unreadableFile)
    #expect(finding.message.contains("did you mean \"\(meant)\"?"), "\(finding.message)")
  }

  @Test("An id close to nothing gets no guess")
  func noGuess() throws {
    let finding = try #require(configurationFinding(#"{"rules": {"colour-scheme": "off"}}"#))
    #expect(!finding.message.contains("did you mean"))
    #expect(finding.message.contains("unknown rule id \"colour-scheme\""))
  }

  @Test("The fix is about the configuration file, never Xcode or plutil")
  func fixText() throws {
    for json in [#"{"rules": {"nope": "off"}}"#, "{ not json", #"{"exclude": "Legacy"}"#] {
      let finding = try #require(configurationFinding(json))
      #expect(finding.fix.contains(".subkit-doctor.json"))
      #expect(!finding.fix.contains("plutil") && !finding.fix.contains("Xcode"), "\(finding.fix)")
    }
  }
}
