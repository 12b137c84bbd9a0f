import AppleJWS
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// Promotional offers (`adHocOffers`, issue 28): eligibility, the StoreKit 2
/// signature checked against the store's In-App Purchase key, the original
/// API's refused in Production; RevenueCat's events and Apple's notifications.
@Suite("Promotional offers")
struct PromotionalOfferTests {
  @Test(
    "A subscriber's promotional offer starts at the next renewal: offer_code, INTRO, offerType 2")
  func subscriberGetsOfferAtRenewal() async throws {
    let (store, _) = try OfferFixtures.store()
    try await store.buy("pro_monthly")
    let jws = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "half_off")
    _ = try store.purchase(
      productID: "pro_monthly", offer: .promotional(offerID: "half_off", signature: .jws(jws)))
    let redeemed = try #require(try store.appleNotifications().last)
    #expect(redeemed.payload.notificationType == "OFFER_REDEEMED")
    #expect(redeemed.payload.subtype == nil)
    #expect(redeemed.renewalInfo?.offerType == 2)
    #expect(redeemed.renewalInfo?.offerIdentifier == "half_off")
    #expect(redeemed.renewalInfo?.renewalPrice == 4_990)
    #expect(try store.webhookEvents().map(\.event.type) == [.initialPurchase])

    try store.advance(by: .days(7))  // the trial ends: the offer's first month
    for _ in 0..<3 { try store.advance(by: StoreDuration(1, .month)) }
    let charges = try store.webhookEvents().map(\.event).filter { $0.type == .renewal }
    #expect(charges.map(\.price) == ["4.99", "4.99", "4.99", "9.99"].map(OfferFixtures.money))
    #expect(charges.map(\.periodType) == ["INTRO", "INTRO", "INTRO", "NORMAL"])
    #expect(charges.map(\.offerCode) == ["half_off", "half_off", "half_off", nil])
    let renewals = try store.appleNotifications().filter {
      $0.payload.notificationType == "DID_RENEW"
    }
    let first = try #require(renewals.first?.transaction)
    #expect(first.offerType == 2 && first.offerIdentifier == "half_off")
    #expect(first.offerDiscountType == "PAY_AS_YOU_GO" && first.offerPeriod == "P1M")
    #expect(first.price == 4_990)
    #expect(renewals.last?.transaction?.offerType == nil)
    #expect(renewals.last?.transaction?.price == 9_990)
  }

  @Test("A lapsed subscriber resubscribes with a free promotional month: TRIAL, price 0")
  func lapsedSubscriberResubscribes() async throws {
    let (store, _) = try OfferFixtures.store()
    try await store.buy("pro_monthly")
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: .days(10))
    let jws = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "free_month")
    _ = try store.purchase(
      productID: "pro_monthly", offer: .promotional(offerID: "free_month", signature: .jws(jws)))
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(event.type == .renewal && event.periodType == "TRIAL" && event.price == 0)
    #expect(event.offerCode == "free_month")
    let apple = try #require(try store.appleNotifications().last)
    #expect(apple.payload.notificationType == "SUBSCRIBED")
    #expect(apple.payload.subtype == "RESUBSCRIBE")
    #expect(
      apple.transaction?.offerType == 2 && apple.transaction?.offerDiscountType == "FREE_TRIAL")
    #expect(try await store.isPro())
  }

  @Test("Someone who never subscribed in the group is refused; nothing is stored")
  func newCustomerRefused() async throws {
    let (store, _) = try OfferFixtures.store()
    let jws = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "half_off")
    let error = try OfferFixtures.refusal(store) {
      _ = try store.purchase(
        productID: "pro_monthly", offer: .promotional(offerID: "half_off", signature: .jws(jws)))
    }
    #expect(error.code == .ineligibleError)
    #expect(error.detail?.contains("never subscribed") == true)
  }

  @Test("Bad, expired, foreign-key, wrong-product and wrong-offer signatures are refused")
  func badSignatures() async throws {
    let (store, key) = try OfferFixtures.store()
    try await store.buy("pro_monthly")
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: .days(10))
    let bundleId = store.appStoreApp.bundleId
    func buy(_ offerID: String, _ signature: PromotionalOfferSignature) throws {
      _ = try store.purchase(
        productID: "pro_monthly", offer: .promotional(offerID: offerID, signature: signature))
    }
    let impostor = InAppPurchaseKey(
      keyId: key.keyId, issuerId: key.issuerId, privateKey: try .generate())
    let cases: [(String, String)] = [
      ("garbage", "not a compact JWS"),
      ("not.a.jws", "base64url JSON"),
      (
        try impostor.promotionalOfferSignature(
          productId: "pro_monthly", offerIdentifier: "half_off", bundleId: bundleId,
          issuedAt: store.now), "not made with this store's key"
      ),
      (
        try InAppPurchaseKey.issue().promotionalOfferSignature(
          productId: "pro_monthly", offerIdentifier: "half_off", bundleId: bundleId,
          issuedAt: store.now), "kid"
      ),
      (
        try key.promotionalOfferSignature(
          productId: "pro_annual", offerIdentifier: "half_off", bundleId: bundleId,
          issuedAt: store.now), "for product \"pro_annual\""
      ),
      (
        try key.promotionalOfferSignature(
          productId: "pro_monthly", offerIdentifier: "free_month", bundleId: bundleId,
          issuedAt: store.now), "for offer \"free_month\""
      ),
      (
        try key.promotionalOfferSignature(
          productId: "pro_monthly", offerIdentifier: "half_off", bundleId: "com.other.app",
          issuedAt: store.now), "bid"
      ),
    ]
    for (signature, reason) in cases {
      let error = try OfferFixtures.refusal(store) { try buy("half_off", .jws(signature)) }
      #expect(error.code == .invalidPromotionalOfferError)
      #expect(error.detail?.contains(reason) == true, "\(error.detail ?? "")")
    }
    let old = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "half_off")
    try store.advance(by: .days(2))
    let expired = try OfferFixtures.refusal(store) { try buy("half_off", .jws(old)) }
    #expect(expired.detail?.contains("expired") == true)
    let unknown = try OfferFixtures.refusal(store) { try buy("nope", .jws(old)) }
    #expect(unknown.detail?.contains("\"half_off\", \"free_month\"") == true)

    let fresh = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "half_off")
    try buy("half_off", .jws(fresh))
    #expect(try store.webhookEvents().last?.event.offerCode == "half_off")
  }

  @Test("The original API's signature: accepted in Sandbox, refused in Production")
  func legacySignature() async throws {
    for environment in [StoreSimulatorOptions.Environment.sandbox, .production] {
      let (store, key) = try OfferFixtures.store(options: .init(environment: environment))
      try await store.buy("pro_monthly")
      let nonce = UUID()
      let timestamp = ISO8601.milliseconds(store.now)
      let signature = try key.legacyPromotionalOfferSignature(
        productId: "pro_monthly", offerIdentifier: "free_month", nonce: nonce,
        timestamp: timestamp, bundleId: store.appStoreApp.bundleId)
      let legacy = PromotionalOfferSignature.legacy(
        LegacyPromotionalOfferSignature(
          keyIdentifier: key.keyId, nonce: nonce, timestamp: timestamp, signature: signature))
      let request = SubscriptionOfferRequest.promotional(offerID: "free_month", signature: legacy)
      if environment == .production {
        let error = try OfferFixtures.refusal(store) {
          _ = try store.purchase(productID: "pro_monthly", offer: request)
        }
        #expect(error.detail?.contains("Production") == true)
      } else {
        let tampered = PromotionalOfferSignature.legacy(
          LegacyPromotionalOfferSignature(
            keyIdentifier: key.keyId, nonce: UUID(), timestamp: timestamp, signature: signature))
        _ = try OfferFixtures.refusal(store) {
          _ = try store.purchase(
            productID: "pro_monthly",
            offer: .promotional(offerID: "free_month", signature: tampered))
        }
        _ = try store.purchase(productID: "pro_monthly", offer: request)
        #expect(try store.appleNotifications().last?.renewalInfo?.offerIdentifier == "free_month")
      }
    }
  }

  @Test("Without an In-App Purchase key every promotional offer is refused")
  func noKey() async throws {
    let (store, key) = try OfferFixtures.store()
    try await store.buy("pro_monthly")
    let jws = try key.promotionalOfferSignature(
      productId: "pro_monthly", offerIdentifier: "half_off",
      bundleId: store.appStoreApp.bundleId, issuedAt: store.now)
    store.usePromotionalOfferKey(nil)
    let error = try OfferFixtures.refusal(store) {
      _ = try store.purchase(
        productID: "pro_monthly", offer: .promotional(offerID: "half_off", signature: .jws(jws)))
    }
    #expect(error.detail?.contains("In-App Purchase key") == true)
  }

  @Test("A redeemed offer survives reopening the ledger and applies at the renewal")
  func pendingOfferPersists() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = LedgerLocation.file(folder.appendingPathComponent("ledger.sqlite"))
    do {
      let (store, _) = try OfferFixtures.store(ledger: ledger)
      try await store.buy("pro_monthly")
      let jws = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "half_off")
      _ = try store.purchase(
        productID: "pro_monthly", offer: .promotional(offerID: "half_off", signature: .jws(jws)))
    }
    let (reopened, _) = try OfferFixtures.store(ledger: ledger)
    try reopened.advance(by: .days(7))
    try reopened.advance(by: StoreDuration(1, .month))
    let charges = try reopened.webhookEvents().map(\.event).filter { $0.type == .renewal }
    #expect(charges.map(\.offerCode) == ["half_off", "half_off"])
    #expect(charges.map(\.price) == [OfferFixtures.money("4.99"), OfferFixtures.money("4.99")])
  }

  @Test("An upgrade with an offer starts now (OFFER_REDEEMED UPGRADE); a downgrade at the renewal")
  func planChangesWithOffers() async throws {
    let (store, _) = try OfferFixtures.store()
    try await store.buy("pro_monthly")
    try store.advance(by: .days(7))
    let upgrade = try store.signPromotionalOffer(productID: "pro_annual", offerID: "annual_upgrade")
    _ = try store.purchase(
      productID: "pro_annual",
      offer: .promotional(offerID: "annual_upgrade", signature: .jws(upgrade)))
    let events = try store.webhookEvents().map(\.event).suffix(2)
    #expect(events.map(\.type) == [.productChange, .renewal])
    let renewal = try #require(events.last)
    #expect(renewal.productID == "pro_annual" && renewal.price == OfferFixtures.money("39.99"))
    #expect(renewal.periodType == "INTRO" && renewal.offerCode == "annual_upgrade")
    let redeemed = try #require(try store.appleNotifications().last)
    #expect(redeemed.payload.notificationType == "OFFER_REDEEMED")
    #expect(redeemed.payload.subtype == "UPGRADE")
    #expect(redeemed.transaction?.offerType == 2 && redeemed.transaction?.price == 39_990)
    #expect(redeemed.transaction?.offerDiscountType == "PAY_UP_FRONT")

    let downgrade = try store.signPromotionalOffer(productID: "pro_monthly", offerID: "half_off")
    _ = try store.purchase(
      productID: "pro_monthly", offer: .promotional(offerID: "half_off", signature: .jws(downgrade))
    )
    #expect(try store.webhookEvents().last?.event.type == .productChange)
    let pending = try #require(try store.appleNotifications().last)
    #expect(pending.payload.notificationType == "OFFER_REDEEMED")
    #expect(pending.payload.subtype == "DOWNGRADE")
    #expect(pending.renewalInfo?.autoRenewProductId == "pro_monthly")
    #expect(pending.renewalInfo?.offerType == 2 && pending.renewalInfo?.renewalPrice == 4_990)
    try store.advance(by: StoreDuration(1, .year))
    let next = try #require(try store.webhookEvents().last?.event)
    #expect(next.type == .renewal && next.productID == "pro_monthly")
    #expect(next.price == OfferFixtures.money("4.99") && next.offerCode == "half_off")
  }
}
