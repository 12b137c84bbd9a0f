import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// Promotional offers and offer codes through `SubscriptionManager`, as
/// RevenueCat's SDK names them (issue 28).
@Suite("Offers through the manager", .timeLimit(.minutes(10)))
struct ManagerOfferTests {
  @Test("A lapsed customer gets a signed promotional offer and buys it; a new one is refused")
  @MainActor
  func promotionalOffer() async throws {
    let clock = TestClock(start: Fixtures.start)
    let (store, _) = try OfferFixtures.store(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    await manager.loadOfferings()
    let package = try #require(
      manager.packages.first { $0.storeProduct.productIdentifier == "pro_monthly" })
    let discount = try #require(
      package.storeProduct.discounts.first { $0.offerIdentifier == "free_month" })
    await #expect(throws: PurchaseError.self) {
      _ = try await manager.promotionalOffer(
        forProductDiscount: discount, product: package.storeProduct)
    }

    await manager.purchase(package)
    try store.cancel(productID: "pro_monthly")
    await clock.advance(by: .days(10))
    try store.processDueEvents()
    await manager.refreshStatus()
    #expect(!manager.isPremium)
    let offer = try await manager.promotionalOffer(
      forProductDiscount: discount, product: package.storeProduct)
    guard case .jws = offer.signedData else {
      Issue.record("expected a StoreKit 2 signature")
      return
    }
    let outcome = await manager.purchase(package, promotionalOffer: offer)
    guard case .purchased = outcome else {
      Issue.record("expected a purchase, got \(outcome)")
      return
    }
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.periodType == .trial)
    #expect(try store.webhookEvents().last?.event.offerCode == "free_month")
  }

  @Test("An offer code redeemed through the manager; an ineligible code fails as an outcome")
  @MainActor
  func offerCode() async throws {
    let clock = TestClock(start: Fixtures.start)
    let (store, _) = try OfferFixtures.store(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    await manager.loadOfferings()
    let refused = await manager.redeemOfferCode("COMEBACK")
    guard case .failed(let error) = refused else {
      Issue.record("expected a failure, got \(refused)")
      return
    }
    #expect(error.code == .ineligibleError)
    #expect(manager.operation == nil)
    let outcome = await manager.redeemOfferCode("SPRING")
    guard case .purchased = outcome else {
      Issue.record("expected a purchase, got \(outcome)")
      return
    }
    #expect(manager.isPremium)
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(event.offerCode == "SPRING" && event.price == OfferFixtures.money("1.99"))
  }

  @Test("A cancelled or failed offer purchase stores nothing: the manager shows no alert for it")
  @MainActor
  func injectedFaults() async throws {
    let clock = TestClock(start: Fixtures.start)
    let (store, _) = try OfferFixtures.store(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    await manager.loadOfferings()
    store.failNextPurchase(with: .cancelled)
    #expect(await manager.redeemOfferCode("SPRING") == .cancelled)
    store.failNextPurchase(with: .network)
    let failed = await manager.redeemOfferCode("SPRING")
    guard case .failed = failed else {
      Issue.record("expected a failure, got \(failed)")
      return
    }
    #expect(try store.webhookEvents().isEmpty)
    #expect(!manager.isPremium)
  }
}
