import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// What the App Store's own screens do: plan changes and their timing, refund
/// requests the store decides, Ask to Buy switched on and off.
@Suite("Store management: plan changes, refund requests, Ask to Buy controls")
struct StoreManagementTests {
  func terms(level: Int, period: String) -> StoreKitProduct.Subscription {
    .init(
      groupID: "G", level: level,
      period: SubscriptionPeriod(iso8601: period) ?? .init(value: 1, unit: .month))
  }

  @Test("Plan changes: upgrade now, downgrade at renewal, crossgrade by period")
  func planChange() {
    #expect(
      PlanChange(from: terms(level: 2, period: "P1M"), to: terms(level: 1, period: "P1Y"))
        == .upgrade)
    #expect(
      PlanChange(from: terms(level: 1, period: "P1M"), to: terms(level: 2, period: "P1M"))
        == .downgrade)
    #expect(
      PlanChange(from: terms(level: 1, period: "P1M"), to: terms(level: 1, period: "P1M"))
        == .crossgrade(isImmediate: true))
    #expect(
      PlanChange(from: terms(level: 1, period: "P1M"), to: terms(level: 1, period: "P1Y"))
        == .crossgrade(isImmediate: false))
    #expect(PlanChange.upgrade.isImmediate && !PlanChange.downgrade.isImmediate)
  }

  @Test("A refund request within 14 days of a charge is granted and revokes access")
  func refundGranted() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.advance(by: Duration.days(3))
    let decision = try store.requestRefund(productID: "pro_annual")
    guard case .granted(let transaction) = decision else {
      Issue.record("declined: \(decision)")
      return
    }
    #expect(transaction.productIdentifier == "pro_annual")
    #expect(try await !store.isPro())
    #expect(try store.webhookEvents().last?.event.cancelReason == .customerSupport)
  }

  @Test("A refund request is declined for a free trial and after 14 days; nothing changes")
  func refundDeclined() async throws {
    let trial = try Fixtures.simulator()
    try await trial.buy("pro_monthly")
    let events = try trial.eventTypes()
    guard case .declined(let reason) = try trial.requestRefund(productID: "pro_monthly") else {
      Issue.record("a trial was refunded")
      return
    }
    #expect(reason.contains("free trial"))
    #expect(try await trial.isPro())
    #expect(try trial.eventTypes() == events)

    let late = try Fixtures.simulator()
    try await late.buy("pro_annual")
    try late.advance(by: Duration.days(15))
    guard case .declined(let tooLate) = try late.requestRefund(productID: "pro_annual") else {
      Issue.record("a 15-day-old charge was refunded")
      return
    }
    #expect(tooLate.contains("14 days"))
    #expect(try await late.isPro())
    #expect(throws: StoreSimulatorError.self) { try late.requestRefund(productID: "pro_lifetime") }
  }

  @Test("The manager's refund request goes to the store; a granted one locks it by the stream")
  @MainActor func managerRefundRequest() async throws {
    let store = try Fixtures.simulator()
    let manager = SubscriptionManager(
      backend: store, configuration: .fixture(), clock: store.storeClock, cache: .inMemory())
    await manager.waitUntilSettled()
    await manager.loadOfferings()
    _ = await manager.purchase(try #require(manager.offering?.annual))
    #expect(manager.isPremium)
    #expect(await manager.beginRefundRequest(forProduct: "pro_annual") == .submitted)
    #expect(
      store.lastRefundRequestDecision.map { if case .granted = $0 { true } else { false } } == true)
    #expect(await manager.settle(until: { !manager.isPremium }))
    let failed = await manager.beginRefundRequest(forProduct: "pro_annual")
    guard case .failed(let error) = failed else {
      Issue.record("a second refund of nothing was submitted")
      return
    }
    #expect(error.code == ErrorCode.beginRefundRequestError)
  }

  @Test("A backend without refund requests says so")
  @MainActor func unsupportedRefundRequest() async throws {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [.fixture(.annual, price: 49.99)], entitlement: "pro",
      clock: clock.subscriptionClock)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    guard case .failed(let error) = await manager.beginRefundRequest(forProduct: "x") else {
      Issue.record("an in-memory backend took a refund request")
      return
    }
    #expect(error.code == ErrorCode.unsupportedError)
  }

  @Test("Ask to Buy: switched on and off, or for the next purchase only")
  func askToBuyControls() async throws {
    let store = try Fixtures.simulator()
    #expect(!store.isAskToBuyEnabled)
    store.askToBuyNextPurchase()
    await #expect(throws: PurchaseError.self) { try await store.buy("pro_annual") }
    #expect(store.pendingPurchases().count == 1)
    // Only the next one: a second purchase goes through.
    try await store.buy("pro_lifetime")
    #expect(try await store.isPro())

    let parent = try Fixtures.simulator()
    parent.setAskToBuyEnabled(true)
    #expect(parent.isAskToBuyEnabled)
    await #expect(throws: PurchaseError.self) { try await parent.buy("pro_annual") }
    await #expect(throws: PurchaseError.self) { try await parent.buy("pro_monthly") }
    #expect(parent.pendingPurchases().count == 2)
    parent.setAskToBuyEnabled(false)
    parent.askToBuyNextPurchase()
    parent.clearNextPurchaseFailure()
    try await parent.buy("pro_lifetime")
    #expect(try await parent.isPro())
  }
}
