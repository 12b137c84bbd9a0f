import Foundation

/// A promotional offer signed for the current customer: what `purchase(_:promotionalOffer:)`
/// buys with (RevenueCat's `PromotionalOffer`).
///
/// Get one from `SubscriptionManager.promotionalOffer(forProductDiscount:product:)`,
/// which asks the backend to sign `discount` (RevenueCat signs with the app's
/// In-App Purchase key; the simulator with its store folder's).
public struct PromotionalOffer: Sendable, Hashable {
  /// The offer: one of the product's `discounts`.
  public let discount: StoreProductDiscount
  /// The signature the store checks before it sells the offer.
  public let signedData: PromotionalOfferSignature

  /// Creates a signed offer.
  public init(discount: StoreProductDiscount, signedData: PromotionalOfferSignature) {
    self.discount = discount
    self.signedData = signedData
  }
}

/// A promotional-offer signature: StoreKit 2's JWS, or the original API's.
public enum PromotionalOfferSignature: Sendable, Hashable {
  /// A compact JWS (ES256, `aud` `promotional-offer`).
  case jws(String)
  /// The original API's signature (`SKPaymentDiscount`); refused in the
  /// Production environment by the simulator.
  case legacy(LegacyPromotionalOfferSignature)
}

/// The original API's promotional-offer signature and what it signs.
public struct LegacyPromotionalOfferSignature: Sendable, Hashable {
  /// The In-App Purchase key's identifier.
  public let keyIdentifier: String
  /// The one-time nonce signed.
  public let nonce: UUID
  /// Milliseconds since 1970 when it was signed (good for 24 hours).
  public let timestamp: Int64
  /// Base64 of the DER ECDSA signature.
  public let signature: String
  /// The application username signed (may be empty).
  public let applicationUsername: String

  /// Creates a signature value.
  public init(
    keyIdentifier: String, nonce: UUID, timestamp: Int64, signature: String,
    applicationUsername: String = ""
  ) {
    self.keyIdentifier = keyIdentifier
    self.nonce = nonce
    self.timestamp = timestamp
    self.signature = signature
    self.applicationUsername = applicationUsername
  }
}

/// A win-back offer the current customer is eligible for (RevenueCat's
/// `WinBackOffer`), from `SubscriptionManager.eligibleWinBackOffers(forProduct:)`.
public struct WinBackOffer: Sendable, Hashable {
  /// The offer's terms; `type` is `.winBack`.
  public let discount: StoreProductDiscount

  /// Creates a win-back offer value.
  public init(discount: StoreProductDiscount) {
    self.discount = discount
  }
}
