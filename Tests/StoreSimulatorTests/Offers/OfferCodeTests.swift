import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// Offer codes (`codeOffers`, issue 28): new, existing and expired customers
/// as the file says, stackable or not with the intro offer, RevenueCat's
/// `offer_code` and Apple's offer type 3.
@Suite("Offer codes")
struct OfferCodeTests {
  @Test("A stackable code for a new customer: the trial first, then the code's free month")
  func stackableAfterTrial() async throws {
    let (store, _) = try OfferFixtures.store()
    _ = try store.redeem(offerCode: "welcome")  // codes match without regard to case
    let first = try #require(try store.webhookEvents().last?.event)
    #expect(first.type == .initialPurchase && first.periodType == "TRIAL")
    #expect(first.offerCode == nil)
    let subscribed = try #require(try store.appleNotifications().last)
    #expect(subscribed.transaction?.offerType == 1)
    #expect(subscribed.renewalInfo?.offerType == 3)
    #expect(subscribed.renewalInfo?.offerIdentifier == "WELCOME")

    try store.advance(by: .days(7))
    try store.advance(by: StoreDuration(1, .month))
    let renewals = try store.webhookEvents().map(\.event).filter { $0.type == .renewal }
    #expect(renewals.map(\.periodType) == ["TRIAL", "NORMAL"])
    #expect(renewals.map(\.offerCode) == ["WELCOME", nil])
    #expect(renewals.map(\.price) == [0, OfferFixtures.money("9.99")])
    let renewed = try #require(
      try store.appleNotifications().first { $0.payload.notificationType == "DID_RENEW" })
    #expect(renewed.transaction?.offerType == 3)
    #expect(renewed.transaction?.offerIdentifier == "WELCOME")
    #expect(renewed.transaction?.offerDiscountType == "FREE_TRIAL")
  }

  @Test("A code that does not stack replaces the trial: two months at 1.99, then 9.99")
  func notStackableReplacesTrial() async throws {
    let (store, _) = try OfferFixtures.store()
    _ = try store.redeem(offerCode: "SPRING")
    try store.advance(by: StoreDuration(1, .month))
    try store.advance(by: StoreDuration(1, .month))
    let charges = try store.webhookEvents().map(\.event)
    #expect(charges.map(\.type) == [.initialPurchase, .renewal, .renewal])
    #expect(charges.map(\.price) == ["1.99", "1.99", "9.99"].map(OfferFixtures.money))
    #expect(charges.map(\.periodType) == ["INTRO", "INTRO", "NORMAL"])
    #expect(charges.map(\.offerCode) == ["SPRING", "SPRING", nil])
    let subscribed = try #require(try store.appleNotifications().first)
    #expect(subscribed.payload.subtype == "INITIAL_BUY")
    #expect(subscribed.transaction?.offerType == 3)
    #expect(subscribed.transaction?.offerIdentifier == "SPRING")
    #expect(subscribed.transaction?.price == 1_990)
  }

  @Test("Eligibility: new, existing, expired as the file says; each mismatch is refused")
  func eligibility() async throws {
    let (store, _) = try OfferFixtures.store()
    for code in ["COMEBACK", "LOYAL"] {
      let error = try OfferFixtures.refusal(store) { _ = try store.redeem(offerCode: code) }
      #expect(error.code == .ineligibleError)
      #expect(error.detail?.contains("is new in group G1") == true)
    }
    try await store.buy("pro_monthly")
    let notNew = try OfferFixtures.refusal(store) { _ = try store.redeem(offerCode: "WELCOME") }
    #expect(notNew.detail?.contains("is existing") == true)
    _ = try store.redeem(offerCode: "LOYAL")
    #expect(try store.appleNotifications().last?.payload.notificationType == "OFFER_REDEEMED")

    try store.cancel(productID: "pro_monthly")
    try store.advance(by: StoreDuration(3, .month))
    _ = try OfferFixtures.refusal(store) { _ = try store.redeem(offerCode: "LOYAL") }
    _ = try store.redeem(offerCode: "COMEBACK")
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(
      event.type == .renewal && event.price == OfferFixtures.money("14.99")
        && event.periodType == "INTRO")
    #expect(event.offerCode == "COMEBACK")
    let months = (event.expirationAtMs ?? 0) - (event.purchasedAtMs ?? 0)
    #expect(months > 89 * 86_400_000 && months < 93 * 86_400_000)  // the P3M paid up front
  }

  @Test("An unknown code, or one on two products without naming one, is refused")
  func unknownAndAmbiguous() async throws {
    let (store, _) = try OfferFixtures.store()
    let unknown = try OfferFixtures.refusal(store) { _ = try store.redeem(offerCode: "NOPE") }
    #expect(unknown.detail == "No product in the .storekit file has offer code \"NOPE\".")
    let both = try OfferFixtures.refusal(store) { _ = try store.redeem(offerCode: "SHARED") }
    #expect(both.detail?.contains("name the product") == true)
    let wrong = try OfferFixtures.refusal(store) {
      _ = try store.redeem(offerCode: "NOPE", productID: "pro_monthly")
    }
    #expect(wrong.detail?.contains("\"WELCOME\"") == true)
    _ = try store.redeem(offerCode: "SHARED", productID: "pro_annual")
    #expect(try store.webhookEvents().last?.event.offerCode == "SHARED")
  }
}
