import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// Prorated refunds, declined refunds and a prorated refund reversed (issue
/// 28): the engine, the manager, RevenueCat's events and Apple's notifications.
@Suite("Prorated and declined refunds", .timeLimit(.minutes(10)))
struct ProratedRefundTests {
  @Test(
    "A 50 % refund revokes access and refunds half: RevenueCat's price, Apple's revocationPercentage"
  )
  @MainActor
  func prorated() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    try await store.buy("pro_annual")
    await manager.refreshStatus()
    #expect(manager.isPremium)
    let refunded = try store.refund(productID: "pro_annual", percent: 50)
    await manager.refreshStatus()
    #expect(!manager.isPremium)

    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase, .cancellation])
    let refund = try #require(events.last)
    #expect(refund.cancelReason == .customerSupport)
    #expect(refund.price == -25 && refund.priceInPurchasedCurrency == -25)
    #expect(events.reduce(Decimal(0)) { $0 + $1.price } == Decimal(string: "24.99"))

    let apple = try #require(try store.appleNotifications().last)
    #expect(apple.payload.notificationType == "REFUND")
    #expect(apple.transaction?.transactionId == refunded.transactionIdentifier)
    #expect(apple.transaction?.revocationType == "REFUND_PRORATED")
    #expect(apple.transaction?.revocationPercentage == 50_000)
    #expect(apple.transaction?.revocationDate != nil)
  }

  @Test("A full refund is REFUND_FULL at 100000 milliunits and the whole price")
  func full() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.refund(productID: "pro_annual")
    #expect(try store.webhookEvents().last?.event.price == Decimal(string: "-49.99"))
    let apple = try #require(try store.appleNotifications().last)
    #expect(apple.transaction?.revocationType == "REFUND_FULL")
    #expect(apple.transaction?.revocationPercentage == 100_000)
  }

  @Test("Reversing a prorated refund gives back what was refunded, and Apple drops the percentage")
  func reversedProrated() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.refund(productID: "pro_annual", percent: 50)
    try store.reverseRefund(productID: "pro_annual")
    #expect(try await store.isPro())
    let events = try store.webhookEvents().map(\.event)
    #expect(events.last?.type == .refundReversed)
    #expect(events.last?.price == 25)
    #expect(events.reduce(Decimal(0)) { $0 + $1.price } == Decimal(string: "49.99"))
    let apple = try #require(try store.appleNotifications().last)
    #expect(apple.payload.notificationType == "REFUND_REVERSED")
    #expect(apple.transaction?.revocationPercentage == nil)
    #expect(apple.transaction?.revocationType == nil)
  }

  @Test("A declined refund sends Apple's REFUND_DECLINED and changes nothing else")
  @MainActor
  func declined() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    let bought = try await store.buy("pro_annual")
    let declined = try store.declineRefund(productID: "pro_annual")
    #expect(declined.transactionIdentifier == bought.transaction?.transactionIdentifier)
    await manager.refreshStatus()
    #expect(manager.isPremium)
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE"])
    let apple = try store.appleNotifications()
    #expect(apple.map(\.payload.notificationType) == ["SUBSCRIBED", "REFUND_DECLINED"])
    #expect(apple.last?.transaction?.revocationDate == nil)
    #expect(apple.last?.transaction?.revocationPercentage == nil)
  }

  @Test("A percent outside 1–100 is refused and nothing is written", arguments: [0, 101, -5])
  func badPercent(_ percent: Int) async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    let error = try #require(throws: StoreSimulatorError.self) {
      try store.refund(productID: "pro_annual", percent: percent)
    }
    #expect(error.code == .invalidRefund)
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE"])
    #expect(try store.appleNotifications().count == 1)
    #expect(try await store.isPro())
  }

  @Test("The refunded share survives reopening the ledger")
  func survivesReopen() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = LedgerLocation.file(folder.appendingPathComponent("ledger.sqlite"))
    do {
      let store = try Fixtures.simulator(ledger: ledger)
      try await store.buy("pro_annual")
      try store.refund(productID: "pro_annual", percent: 30)
    }
    let reopened = try Fixtures.simulator(ledger: ledger)
    try reopened.reverseRefund(productID: "pro_annual")
    #expect(try reopened.webhookEvents().last?.event.price == Decimal(string: "15.00"))
  }
}
