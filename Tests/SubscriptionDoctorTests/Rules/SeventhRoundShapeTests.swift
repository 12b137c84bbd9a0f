import Testing

@testable import SubscriptionDoctor

/// Shapes from the seventh round's measurement that are about how often a
/// rule reports, not whether (docs/doctor-rules.md, "Seventh round").
struct SeventhRoundShapeTests {
  private static func notificationFindings(_ declaration: String) -> [Finding] {
    let source = """
      import StoreKit

      extension Notification.Name {
      \(declaration)
      }

      """
    return Fixtures.findings(files: ["App/Store.swift": source])
      .filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("A Notification.Name declared over two lines is reported once, as on one line")
  func declarationOverTwoLines() {
    let oneLine = Self.notificationFindings(
      "  static let subscriptionStatusChanged = Notification.Name(\"subscriptionStatusChanged\")")
    let twoLines = Self.notificationFindings(
      "  static let subscriptionStatusChanged =\n    Notification.Name(\"subscriptionStatusChanged\")"
    )
    #expect(oneLine.count == 1, "\(oneLine)")
    #expect(twoLines.count == 1, "\(twoLines)")
    #expect(twoLines.first?.message.contains("Notification name subscriptionStatusChanged") == true)
  }
}
