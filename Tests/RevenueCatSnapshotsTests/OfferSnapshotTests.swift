import Foundation
import RevenueCatSnapshots
import SubscriptionKit
import Testing

/// What the adapter's offer calls decide: which of the SDK's discounts is
/// ours, how the SDK's signed and win-back offers read, which SDK object a
/// purchase with an offer uses, and what each refusal says.
@Suite("Offers from the SDK's snapshot")
struct OfferSnapshotTests {
  static let month = PeriodSnapshot(value: 1, unitRawValue: 2)

  static func sdkDiscount(_ offerID: String?, type: Int, paymentMode: Int = 0) -> DiscountSnapshot {
    DiscountSnapshot(
      offerIdentifier: offerID, price: Decimal(string: "2.99")!, currencyCode: nil,
      paymentModeRawValue: paymentMode, subscriptionPeriod: month, numberOfPeriods: 3,
      typeRawValue: type)
  }

  static let product = StoreProduct(
    productIdentifier: "pro_monthly", productType: .autoRenewableSubscription,
    localizedTitle: "Pro", price: Decimal(string: "9.99")!, currencyCode: "EUR",
    priceLocale: Locale(identifier: "de_DE"),
    subscriptionPeriod: SubscriptionPeriod(value: 1, unit: .month),
    subscriptionGroupIdentifier: "pro")

  static func ours(_ offerID: String?, type: StoreProductDiscount.DiscountType)
    -> StoreProductDiscount
  {
    StoreProductDiscount(
      offerIdentifier: offerID, price: Decimal(string: "2.99")!, currencyCode: "EUR",
      paymentMode: .payAsYouGo, subscriptionPeriod: SubscriptionPeriod(value: 1, unit: .month),
      numberOfPeriods: 3, type: type, priceLocale: Locale(identifier: "de_DE"))
  }

  @Test("Our discount is the SDK's with the same offer identifier; none without one")
  func discountIndex() {
    let sdk = [
      Self.sdkDiscount("promo_a", type: 1), Self.sdkDiscount("winback_b", type: 2),
      Self.sdkDiscount("promo_c", type: 1),
    ]
    #expect(RevenueCatOffers.index(of: Self.ours("promo_c", type: .promotional), in: sdk) == 2)
    #expect(RevenueCatOffers.index(of: Self.ours("winback_b", type: .winBack), in: sdk) == 1)
    #expect(RevenueCatOffers.index(of: Self.ours("gone", type: .promotional), in: sdk) == nil)
    #expect(RevenueCatOffers.index(of: Self.ours(nil, type: .introductory), in: sdk) == nil)
    #expect(
      RevenueCatOffers.index(
        of: Self.ours(nil, type: .introductory), in: [Self.sdkDiscount(nil, type: 0)]) == nil)
  }

  @Test("The SDK's signed offer reads as a legacy signature, with the product's currency")
  func promotionalOffer() throws {
    let nonce = try #require(UUID(uuidString: "6F1F5F3A-2C7B-4E0A-9C7E-1D2B3C4D5E6F"))
    let snapshot = PromotionalOfferSnapshot(
      discount: Self.sdkDiscount("promo_a", type: 1, paymentMode: 1), identifier: "promo_a",
      keyIdentifier: "KEY123", nonce: nonce, signature: "MEUCIQ==", timestamp: 1_767_225_600_000)
    let offer = PromotionalOffer(snapshot: snapshot, product: Self.product)
    #expect(offer.discount.offerIdentifier == "promo_a")
    #expect(offer.discount.type == .promotional)
    #expect(offer.discount.paymentMode == .payUpFront)
    #expect(offer.discount.currencyCode == "EUR")
    #expect(offer.discount.priceLocale.identifier == "de_DE")
    #expect(offer.discount.numberOfPeriods == 3)
    #expect(
      offer.signedData
        == .legacy(
          LegacyPromotionalOfferSignature(
            keyIdentifier: "KEY123", nonce: nonce, timestamp: 1_767_225_600_000,
            signature: "MEUCIQ==", applicationUsername: "")))
  }

  @Test("The SDK's win-back offer reads as a win-back discount")
  func winBackOffer() {
    let offer = WinBackOffer(
      snapshot: Self.sdkDiscount("winback_b", type: 2, paymentMode: 2), product: Self.product)
    #expect(offer.discount.type == .winBack)
    #expect(offer.discount.paymentMode == .freeTrial)
    #expect(offer.discount.price == 0)
    #expect(offer.discount.offerIdentifier == "winback_b")
    #expect(offer.discount.currencyCode == "EUR")
  }

  @Test("A purchase finds the SDK object handed out for that offer and product only")
  func lookupByOfferAndProduct() throws {
    let nonce = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    let signed = PromotionalOffer(
      discount: Self.ours("promo_a", type: .promotional),
      signedData: .legacy(
        LegacyPromotionalOfferSignature(
          keyIdentifier: "K", nonce: nonce, timestamp: 1, signature: "S")))
    let resigned = PromotionalOffer(
      discount: signed.discount,
      signedData: .legacy(
        LegacyPromotionalOfferSignature(
          keyIdentifier: "K", nonce: UUID(), timestamp: 2, signature: "T")))
    let lookup = OfferLookup<String>()
    lookup.remember("sdk offer", for: OfferKey(signed, productIdentifier: "pro_monthly"))
    #expect(lookup.object(for: OfferKey(signed, productIdentifier: "pro_monthly")) == "sdk offer")
    #expect(lookup.object(for: OfferKey(signed, productIdentifier: "pro_annual")) == nil)
    #expect(lookup.object(for: OfferKey(resigned, productIdentifier: "pro_monthly")) == nil)

    let winBack = WinBackOffer(discount: Self.ours("promo_a", type: .winBack))
    lookup.remember("sdk win-back", for: OfferKey(winBack, productIdentifier: "pro_monthly"))
    #expect(
      lookup.object(for: OfferKey(winBack, productIdentifier: "pro_monthly")) == "sdk win-back")
    #expect(lookup.object(for: OfferKey(signed, productIdentifier: "pro_monthly")) == "sdk offer")

    lookup.removeAll()
    #expect(lookup.count == 0)
    #expect(lookup.object(for: OfferKey(signed, productIdentifier: "pro_monthly")) == nil)
  }

  @Test("The lookup holds the newest offers; remembering one again makes it newest")
  func lookupForgetsTheOldest() {
    let lookup = OfferLookup<Int>(capacity: 2)
    let keys = ["a", "b", "c"].map {
      OfferKey(WinBackOffer(discount: Self.ours($0, type: .winBack)), productIdentifier: "p")
    }
    lookup.remember(0, for: keys[0])
    lookup.remember(1, for: keys[1])
    lookup.remember(10, for: keys[0])  // a is newest now, b oldest
    lookup.remember(2, for: keys[2])
    #expect(lookup.count == 2)
    #expect(lookup.object(for: keys[0]) == 10)
    #expect(lookup.object(for: keys[1]) == nil)
    #expect(lookup.object(for: keys[2]) == 2)
    #expect(OfferLookup<Int>(capacity: 0).count == 0)
  }

  @Test("The code sheet's answer buys nothing and keeps the customer as the SDK has them")
  func redemptionSheetShown() throws {
    let requestDate = Date(timeIntervalSince1970: 1_565_951_442)
    let info = try CustomerInfo(
      snapshot: CustomerInfoSnapshot(
        rawJSON: Data(contentsOf: CustomerInfoSnapshotTests.fixture), requestDate: requestDate,
        verificationRawValue: 0),
      now: requestDate)
    let result = RevenueCatOffers.redemptionSheetShown(customerInfo: info)
    #expect(result.userCancelled)
    #expect(result.transaction == nil)
    #expect(result.customerInfo == info)
  }

  @Test("Each refusal has the code a caller handles and a one-line message naming what to do")
  func refusals() {
    let promo = Self.ours("promo_a", type: .promotional)
    let cases: [(PurchaseError, ErrorCode, String)] = [
      (RevenueCatOffers.unknownProduct("pro_x"), .productNotAvailableForPurchaseError, "pro_x"),
      (
        RevenueCatOffers.unknownDiscount(promo, productIdentifier: "pro_monthly"),
        .productNotAvailableForPurchaseError, "promo_a"
      ),
      (
        RevenueCatOffers.unknownDiscount(
          Self.ours(nil, type: .introductory), productIdentifier: "pro_monthly"),
        .productDiscountMissingIdentifierError, "introductory"
      ),
      (
        RevenueCatOffers.unknownPromotionalOffer(
          PromotionalOffer(discount: promo, signedData: .jws("x")),
          productIdentifier: "pro_monthly"),
        .invalidPromotionalOfferError, "promotionalOffer(forProductDiscount:product:)"
      ),
      (
        RevenueCatOffers.ineligibleWinBackOffer(
          WinBackOffer(discount: Self.ours("winback_b", type: .winBack)),
          productIdentifier: "pro_monthly"),
        .ineligibleError, "winback_b"
      ),
      (RevenueCatOffers.winBackOffersUnavailable, .unsupportedError, "iOS 18"),
      (RevenueCatOffers.offerCodesUnavailable, .unsupportedError, "iOS and visionOS"),
    ]
    for (error, code, mention) in cases {
      #expect(error.code == code)
      let detail = error.detail ?? ""
      #expect(detail.contains(mention), "\(detail)")
      #expect(!detail.contains("\n"), "\(detail)")
    }
  }
}
