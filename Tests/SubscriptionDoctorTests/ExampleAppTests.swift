import Foundation
import Testing

@testable import SubscriptionDoctor

/// The bundled example app passes the paywall rules for the right reasons
/// (issue 29 §7): each screen that sells renders restore and the legal links.
struct ExampleAppTests {
  static let example = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/InvoiceApp")

  @Test(
    "Every paywall of the example renders restore, Terms and Privacy; ManageSubscriptionView is one"
  )
  func examplePaywalls() throws {
    let report = try Doctor.audit(directory: Self.example.path)
    let paywallRules: Set<RuleID> = [
      .paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore,
    ]
    let paywallFindings = report.findings.filter { paywallRules.contains($0.rule) }
    #expect(paywallFindings.isEmpty, "\(paywallFindings)")
    #expect(
      report.summary.paywalls.contains { $0.hasPrefix("ManageSubscriptionView ") },
      "\(report.summary.paywalls)")
    #expect(report.summary.storeKitFiles.contains { $0.hasPrefix("InvoiceApp.storekit") })
  }

  @Test(
    "Without its legal links, ManageSubscriptionView fires, even though the configuration names both URLs"
  )
  func manageScreenWithoutLinks() throws {
    let path = Self.example.appendingPathComponent("InvoiceApp/ManageSubscriptionView.swift")
    var text = try String(contentsOf: path, encoding: .utf8)
    guard let start = text.range(of: "        Link("), let end = text.range(of: "privacyPolicyURL)")
    else {
      Issue.record("the example's links moved; update this test")
      return
    }
    text.removeSubrange(start.lowerBound..<end.upperBound)
    let config = try String(
      contentsOf: Self.example.appendingPathComponent("Shared/AppSubscriptions.swift"),
      encoding: .utf8)
    let findings = Fixtures.findings(files: [
      "InvoiceApp/ManageSubscriptionView.swift": text, "Shared/AppSubscriptions.swift": config,
    ])
    #expect(
      findings.contains {
        $0.rule == .paywallMissingLegalLinks && $0.file == "InvoiceApp/ManageSubscriptionView.swift"
          && $0.severity == .error
      }, "\(findings)")
  }
}
