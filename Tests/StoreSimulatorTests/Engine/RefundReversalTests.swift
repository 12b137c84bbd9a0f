import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// Apple reverses a refund (issue 28): the engine, the manager, RevenueCat's
/// `REFUND_REVERSED` and Apple's notification.
@Suite("Refund reversed", .timeLimit(.minutes(10)))
struct RefundReversalTests {
  @Test("A reversed refund counts the charge again and returns access to the period's end")
  @MainActor
  func reversal() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    try await store.buy("pro_annual")
    await clock.advance(by: .days(3))
    try store.processDueEvents()
    try store.refund(productID: "pro_annual")
    await manager.refreshStatus()
    #expect(!manager.isPremium)

    await clock.advance(by: .days(30))
    try store.processDueEvents()
    let reversed = try store.reverseRefund(productID: "pro_annual")
    await manager.refreshStatus()
    #expect(manager.isPremium)
    let entitlement = try #require(try await store.customerInfo().entitlements["pro"])
    #expect(entitlement.isActive)
    #expect(!entitlement.willRenew)

    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase, .cancellation, .refundReversed])
    let reversal = try #require(events.last)
    #expect(reversal.transactionID == reversed.transactionIdentifier)
    #expect(reversal.price == 49.99)
    #expect(events.reduce(Decimal(0)) { $0 + $1.price } == 49.99)

    let apple = try store.appleNotifications()
    #expect(apple.map(\.payload.notificationType) == ["SUBSCRIBED", "REFUND", "REFUND_REVERSED"])
    let notification = try #require(apple.last)
    #expect(notification.transaction?.revocationDate == nil)
    #expect(notification.transaction?.transactionId == reversed.transactionIdentifier)

    // Auto-renew stays off: the reinstated year ends with an EXPIRATION.
    await clock.advance(by: .days(340))
    try store.processDueEvents()
    #expect(try store.webhookEvents().map(\.event.type).last == .expiration)
    #expect(try await !store.isPro())
  }

  @Test("A reversed refund of a lifetime purchase gives it back")
  func lifetime() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_lifetime")
    try store.refund(productID: "pro_lifetime")
    #expect(try await !store.isPro())
    try store.reverseRefund(productID: "pro_lifetime")
    #expect(try await store.isPro())
    #expect(try store.eventTypes().last == "REFUND_REVERSED")
  }

  @Test("Reversing a refund that never happened is refused and changes nothing")
  func neverRefunded() async throws {
    let store = try Fixtures.simulator()
    let bought = try await store.buy("pro_annual")
    let error = try #require(throws: StoreSimulatorError.self) {
      try store.reverseRefund(productID: "pro_annual")
    }
    #expect(error.code == .unknownTransaction)
    #expect(throws: StoreSimulatorError.self) {
      try store.reverseRefund(transactionID: bought.transaction?.transactionIdentifier ?? "")
    }
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE"])
    #expect(try store.appleNotifications().count == 1)
  }
}
