import Foundation
import SubscriptionKit

extension PromotionalOffer {
  /// The SDK's signed offer for `product`. RevenueCat signs the original
  /// API's way (`SKPaymentDiscount`'s fields), so the signature is `.legacy`;
  /// the SDK does not hand out the application username it signed, so it is
  /// empty here — the adapter buys with the SDK's own object, never with
  /// these fields.
  package init(snapshot: PromotionalOfferSnapshot, product: StoreProduct) {
    self.init(
      discount: StoreProductDiscount(
        snapshot: snapshot.discount, currencyCode: product.currencyCode,
        locale: product.priceLocale),
      signedData: .legacy(
        LegacyPromotionalOfferSignature(
          keyIdentifier: snapshot.keyIdentifier, nonce: snapshot.nonce,
          timestamp: Int64(snapshot.timestamp), signature: snapshot.signature)))
  }
}

extension WinBackOffer {
  /// The SDK's win-back offer (its `discount`) on `product`.
  package init(snapshot: DiscountSnapshot, product: StoreProduct) {
    self.init(
      discount: StoreProductDiscount(
        snapshot: snapshot, currencyCode: product.currencyCode, locale: product.priceLocale))
  }
}
