import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// Win-back offers (`winbackOffers`, issue 28): App Store Connect's rules
/// (paid duration, time since lapse, wait between offers), the manager's
/// `eligibleWinBackOffers`, RevenueCat's events and Apple's offer type 4.
@Suite("Win-back offers", .timeLimit(.minutes(10)))
struct WinBackOfferTests {
  @Test("Two paid months, lapsed a month: eligible; bought as a RENEWAL at 2.99, offer type 4")
  func eligibleAndBought() async throws {
    let (store, _) = try OfferFixtures.store()
    try await OfferFixtures.lapsedAfterTwoPaidMonths(store)
    #expect(try store.eligibleWinBackOffers(forProduct: "pro_monthly").isEmpty)  // lapsed today
    let tooSoon = try OfferFixtures.refusal(store) {
      _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    }
    #expect(tooSoon.code == .ineligibleError)
    #expect(tooSoon.detail?.contains("lapsed 0 month(s) ago, the offer asks 1–12") == true)

    try store.advance(by: StoreDuration(1, .month))
    let offers = try store.eligibleWinBackOffers(forProduct: "pro_monthly")
    #expect(offers.map(\.offerIdentifier) == ["winback_3m"])
    #expect(offers.first?.type == .winBack && offers.first?.price == OfferFixtures.money("2.99"))
    _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(
      event.type == .renewal && event.price == OfferFixtures.money("2.99")
        && event.periodType == "INTRO")
    #expect(event.offerCode == "winback_3m")
    let apple = try #require(try store.appleNotifications().last)
    #expect(apple.payload.notificationType == "SUBSCRIBED")
    #expect(apple.payload.subtype == "RESUBSCRIBE")
    #expect(apple.transaction?.offerType == 4)
    #expect(apple.transaction?.offerIdentifier == "winback_3m")
    #expect(apple.renewalInfo?.offerType == 4 && apple.renewalInfo?.renewalPrice == 2_990)
    #expect(try store.eligibleWinBackOffers(forProduct: "pro_monthly").isEmpty)  // subscribed
  }

  @Test("The App Store Server API's renewal info lists the eligible win-back offers")
  func renewalInfoListsThem() async throws {
    let (store, _) = try OfferFixtures.store()
    try await OfferFixtures.lapsedAfterTwoPaidMonths(store)
    let transaction = try #require(try store.webhookEvents().last?.event.transactionID)
    let lapsedToday = try #require(try store.appleSubscriptionStates(of: transaction)?.first)
    #expect(lapsedToday.renewalInfo.eligibleWinBackOfferIds == [])
    try store.advance(by: StoreDuration(1, .month))
    let later = try #require(try store.appleSubscriptionStates(of: transaction)?.first)
    #expect(later.renewalInfo.eligibleWinBackOfferIds == ["winback_3m"])
    _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    let back = try #require(try store.appleSubscriptionStates(of: transaction)?.first)
    #expect(back.renewalInfo.eligibleWinBackOfferIds == nil)
  }

  @Test("Too little paid service (a trial only) is not eligible")
  func paidDuration() async throws {
    let (store, _) = try OfferFixtures.store()
    try await store.buy("pro_monthly")
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: StoreDuration(2, .month))
    let error = try OfferFixtures.refusal(store) {
      _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    }
    #expect(error.detail?.contains("0 paid month(s) in the group, the offer asks 2") == true)
  }

  @Test("Lapsed longer than the offer's maximum is not eligible")
  func tooLongAgo() async throws {
    let (store, _) = try OfferFixtures.store()
    try await OfferFixtures.lapsedAfterTwoPaidMonths(store)
    try store.advance(by: StoreDuration(13, .month))
    #expect(try store.eligibleWinBackOffers(forProduct: "pro_monthly").isEmpty)
    let error = try OfferFixtures.refusal(store) {
      _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    }
    #expect(error.detail?.contains("lapsed 13 month(s) ago") == true)
  }

  @Test("After a win-back offer the next one waits the offer's six months")
  func waitBetweenOffers() async throws {
    let (store, _) = try OfferFixtures.store()
    try await OfferFixtures.lapsedAfterTwoPaidMonths(store)
    try store.advance(by: StoreDuration(1, .month))
    _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: StoreDuration(2, .month))  // lapsed a month ago, redeemed two
    let error = try OfferFixtures.refusal(store) {
      _ = try store.purchase(productID: "pro_monthly", offer: .winBack(offerID: "winback_3m"))
    }
    #expect(error.detail?.contains("a wait of 6") == true)
    try store.advance(by: StoreDuration(4, .month))
    #expect(try store.eligibleWinBackOffers(forProduct: "pro_monthly").count == 1)
  }

  @Test("The manager lists and buys win-back offers; an ineligible one fails as an outcome")
  @MainActor
  func manager() async throws {
    let clock = TestClock(start: Fixtures.start)
    let (store, _) = try OfferFixtures.store(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    await manager.loadOfferings()
    let package = try #require(
      manager.packages.first { $0.storeProduct.productIdentifier == "pro_monthly" })
    #expect(try await manager.eligibleWinBackOffers(forProduct: package.storeProduct).isEmpty)
    let refused = await manager.purchase(
      package,
      winBackOffer: WinBackOffer(
        discount: StoreProductDiscount(
          offerIdentifier: "winback_3m", price: 2.99, currencyCode: "USD",
          paymentMode: .payAsYouGo, subscriptionPeriod: .init(value: 1, unit: .month),
          type: .winBack)))
    guard case .failed(let error) = refused else {
      Issue.record("expected a failure, got \(refused)")
      return
    }
    #expect(error.code == .ineligibleError)

    await manager.purchase(package)
    await clock.advance(by: .days(7))
    try store.processDueEvents()
    await clock.advance(by: .days(31))
    try store.processDueEvents()
    try store.cancel(productID: "pro_monthly")
    await clock.advance(by: .days(62))
    try store.processDueEvents()
    await manager.refreshStatus()
    #expect(!manager.isPremium)
    let offers = try await manager.eligibleWinBackOffers(forProduct: package.storeProduct)
    let offer = try #require(offers.first)
    #expect(offer.discount.offerIdentifier == "winback_3m")
    let outcome = await manager.purchase(package, winBackOffer: offer)
    guard case .purchased(let info) = outcome else {
      Issue.record("expected a purchase, got \(outcome)")
      return
    }
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(manager.isPremium)
    #expect(try store.webhookEvents().last?.event.offerCode == "winback_3m")
  }
}
