import SubscriptionKit

/// The adapter's offer calls, decided here so they are tested on Linux:
/// which of the SDK's discounts is ours, and every refusal's wording.
package enum RevenueCatOffers {
  /// The index in `discounts` (the SDK's, copied in order) of the discount
  /// that is `discount`: the one with the same offer identifier. Nil when
  /// `discount` has no identifier (an introductory offer is never signed
  /// or won back) or the SDK lists no such offer.
  package static func index(of discount: StoreProductDiscount, in discounts: [DiscountSnapshot])
    -> Int?
  {
    guard let offerID = discount.offerIdentifier else { return nil }
    return discounts.firstIndex { $0.offerIdentifier == offerID }
  }

  /// What `redeemOfferCode(_:)` answers once StoreKit's redemption sheet is
  /// up: the sheet reports nothing back, so nothing was bought by this call
  /// (`userCancelled`: the manager's `.cancelled`, nothing to show) and the
  /// customer is as the SDK has them; a code the customer redeems in the
  /// sheet reaches the manager later through `customerInfoStream`.
  package static func redemptionSheetShown(customerInfo: CustomerInfo) -> PurchaseResult {
    PurchaseResult(transaction: nil, customerInfo: customerInfo, userCancelled: true)
  }

  /// The SDK does not know `productIdentifier` (not in App Store Connect, or
  /// not yet fetched by StoreKit).
  package static func unknownProduct(_ productIdentifier: String) -> PurchaseError {
    PurchaseError(
      .productNotAvailableForPurchaseError,
      detail: "RevenueCat has no product \(productIdentifier) from the App Store.")
  }

  /// `discount` is not one of the SDK's offers on the product.
  package static func unknownDiscount(
    _ discount: StoreProductDiscount, productIdentifier: String
  ) -> PurchaseError {
    guard let offerID = discount.offerIdentifier else {
      return PurchaseError(
        .productDiscountMissingIdentifierError,
        detail: "Only a promotional offer (one of the product's discounts, with an offer "
          + "identifier) can be signed; \(productIdentifier)'s introductory offer cannot.")
    }
    return PurchaseError(
      .productNotAvailableForPurchaseError,
      detail: "The App Store lists no offer \(offerID) on \(productIdentifier).")
  }

  /// A promotional offer this backend did not sign for the current customer
  /// (or signed for another product, or long enough ago to be forgotten).
  package static func unknownPromotionalOffer(_ offer: PromotionalOffer, productIdentifier: String)
    -> PurchaseError
  {
    PurchaseError(
      .invalidPromotionalOfferError,
      detail: "Promotional offer \(offer.discount.offerIdentifier ?? "(no identifier)") was not "
        + "signed for \(productIdentifier) by this RevenueCatBackend for the current customer; "
        + "get it from SubscriptionManager.promotionalOffer(forProductDiscount:product:) "
        + "just before buying.")
  }

  /// The customer is not (or no longer) eligible for `offer`.
  package static func ineligibleWinBackOffer(_ offer: WinBackOffer, productIdentifier: String)
    -> PurchaseError
  {
    PurchaseError(
      .ineligibleError,
      detail: "The customer is not eligible for win-back offer "
        + "\(offer.discount.offerIdentifier ?? "(no identifier)") on \(productIdentifier); "
        + "offer one from eligibleWinBackOffers(forProduct:).")
  }

  /// Win-back offers on an OS before StoreKit has them.
  package static var winBackOffersUnavailable: PurchaseError {
    PurchaseError(
      .unsupportedError,
      detail: "Win-back offers need iOS 18, macOS 15, tvOS 18, watchOS 11 or visionOS 2 "
        + "(StoreKit 2); this device lists none.")
  }

  /// Offer codes where RevenueCat has no redemption sheet.
  package static var offerCodesUnavailable: PurchaseError {
    PurchaseError(
      .unsupportedError,
      detail: "Offer codes are redeemed in StoreKit's sheet, which RevenueCat shows on iOS and "
        + "visionOS only (not macOS, Mac Catalyst, tvOS or watchOS).")
  }
}
