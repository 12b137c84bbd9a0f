import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// A refund request as Apple tells it (issue 24): `CONSUMPTION_REQUEST` with
/// the customer's reason first, then the decision, in the same step.
@Suite("Apple notifications of a refund request")
struct AppleRefundRequestTests {
  static func kinds(_ notifications: [AppleNotification]) -> [String] {
    notifications.map { $0.payload.notificationType + "/" + ($0.payload.subtype ?? "-") }
  }

  @Test("Granted: CONSUMPTION_REQUEST with the reason, then REFUND, about the same transaction")
  func granted() throws {
    let store = try Fixtures.simulator()
    let bought = try store.purchase(productID: "pro_annual", for: "ann", storeAccount: "ann")
    try store.advance(by: .seconds(3 * 86_400))
    let before = try store.appleNotifications()
    let decision = try store.requestRefund(
      productID: "pro_annual", for: "ann", reason: .unintendedPurchase)
    guard case .granted = decision else {
      Issue.record("declined: \(decision)")
      return
    }
    let step = try store.appleNotifications(after: before.last?.sequence ?? 0)
    #expect(Self.kinds(step) == ["CONSUMPTION_REQUEST/-", "REFUND/-"])
    #expect(step.first?.payload.data?.consumptionRequestReason == "UNINTENDED_PURCHASE")
    #expect(step.last?.payload.data?.consumptionRequestReason == nil)
    #expect(
      step.map { $0.transaction?.transactionId } == [
        bought.transactionIdentifier, bought.transactionIdentifier,
      ])
    // The request precedes the refund: the transaction is not yet revoked.
    #expect(step.first?.transaction?.revocationDate == nil)
    #expect(step.last?.transaction?.revocationDate != nil)
    // RevenueCat has no counterpart: the refund is the only new event.
    #expect(try store.webhookEvents().last?.event.cancelReason == .customerSupport)
  }

  @Test("Declined: CONSUMPTION_REQUEST (the default reason), then REFUND_DECLINED")
  func declined() throws {
    let store = try Fixtures.simulator()
    _ = try store.purchase(productID: "pro_annual", for: "dan", storeAccount: "dan")
    try store.advance(by: .seconds(20 * 86_400))
    let events = try store.webhookEvents().count
    let before = try store.appleNotifications().count
    guard case .declined = try store.requestRefund(productID: "pro_annual", for: "dan") else {
      Issue.record("a 20-day-old charge was refunded")
      return
    }
    let step = Array(try store.appleNotifications().dropFirst(before))
    #expect(Self.kinds(step) == ["CONSUMPTION_REQUEST/-", "REFUND_DECLINED/-"])
    #expect(step.first?.payload.data?.consumptionRequestReason == "UNSATISFIED_WITH_PURCHASE")
    #expect(try store.webhookEvents().count == events)
  }

  @Test("A request without a purchase to refund sends nothing and stores nothing")
  func nothingToRefund() throws {
    let store = try Fixtures.simulator()
    _ = try store.purchase(productID: "pro_annual", for: "eve", storeAccount: "eve")
    let before = try store.appleNotifications()
    #expect(throws: StoreSimulatorError.self) {
      try store.requestRefund(productID: "pro_lifetime", for: "eve", reason: .legal)
    }
    #expect(try store.appleNotifications() == before)
    // The next notification takes the next sequence: none was used up.
    _ = try store.requestTestNotification()
    #expect(try store.appleNotifications().last?.sequence == (before.last?.sequence ?? 0) + 1)
  }

  @Test("Every reason is Apple's raw value")
  func reasons() {
    #expect(
      AppleConsumptionRequestReason.allCases.map(\.rawValue) == [
        "UNINTENDED_PURCHASE", "FULFILLMENT_ISSUE", "UNSATISFIED_WITH_PURCHASE", "LEGAL", "OTHER",
      ])
  }
}
