import Foundation
import Testing

@testable import SubscriptionDoctor

struct RendererTests {
  private let findings = [
    Finding(
      rule: .hardcodedPrice, file: "App/A.swift", line: 3, message: "Price \"$9.99\" is hard-coded."
    ),
    Finding(
      rule: .testKeyInRelease, file: "Config/Release xc.xcconfig", line: 1,
      message: "KEY is test_Qw3rTy7uIo9pAs2dFg4hJk6lZx."),
    Finding(rule: .infoPlistInSyncedFolder, file: "App/Info.plist", line: nil, message: "Inside."),
  ].sorted()

  @Test("Text groups by severity, errors first, and redacts keys")
  func text() {
    let text = TextRenderer(useColor: false).render(findings)
    let errors = text.firstRange(of: "Errors (2)")?.lowerBound
    let warnings = text.firstRange(of: "Warnings (1)")?.lowerBound
    #expect(errors != nil && warnings != nil)
    if let errors, let warnings { #expect(errors < warnings) }
    #expect(text.contains("test_…"))
    #expect(!text.contains("Qw3rTy"))
    #expect(!text.contains("\u{1B}["))
    #expect(text.hasSuffix("subkit doctor: 2 errors, 1 warning.\n"))
    #expect(TextRenderer(useColor: true).render(findings).contains("\u{1B}[1;31m"))
  }

  @Test("JSON has the documented shape")
  func json() throws {
    let data = Data(JSONRenderer.render(findings).utf8)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let list = try #require(root["findings"] as? [[String: Any]])
    #expect(list.count == 3)
    for item in list {
      #expect(Set(item.keys) == ["rule", "severity", "file", "line", "message", "fix"])
    }
    #expect(list.contains { $0["line"] is NSNull })
    #expect(!JSONRenderer.render(findings).contains("Qw3rTy"))
  }

  @Test("SARIF 2.1.0 carries what GitHub code scanning requires")
  func sarif() throws {
    let data = Data(SARIFRenderer.render(findings).utf8)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    #expect((root["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "subkit doctor")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(RuleID(rawValue: ruleID) != nil)
      #expect(["error", "warning", "note"].contains(result["level"] as? String))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.hasPrefix("/"))
      #expect(!uri.contains(" "))
      if ruleID != RuleID.infoPlistInSyncedFolder.rawValue {
        #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
      }
    }
  }

  @Test("Every rule has catalog wording")
  func catalog() {
    for rule in RuleID.allCases {
      let entry = RuleCatalog.entry(for: rule)
      #expect(!entry.title.isEmpty && !entry.why.isEmpty && !entry.fix.isEmpty)
    }
  }
}
