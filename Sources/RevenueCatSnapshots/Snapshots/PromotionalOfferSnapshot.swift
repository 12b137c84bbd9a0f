import Foundation

/// RevenueCat's `PromotionalOffer` (its `discount` and `signedData`), copied.
package struct PromotionalOfferSnapshot: Sendable, Hashable {
  /// `discount`.
  package var discount: DiscountSnapshot
  /// `signedData.identifier`: the offer signed.
  package var identifier: String
  /// `signedData.keyIdentifier`.
  package var keyIdentifier: String
  /// `signedData.nonce`.
  package var nonce: UUID
  /// `signedData.signature` (base64).
  package var signature: String
  /// `signedData.timestamp`: milliseconds since 1970.
  package var timestamp: Int

  /// Creates a copy.
  package init(
    discount: DiscountSnapshot, identifier: String, keyIdentifier: String, nonce: UUID,
    signature: String, timestamp: Int
  ) {
    self.discount = discount
    self.identifier = identifier
    self.keyIdentifier = keyIdentifier
    self.nonce = nonce
    self.signature = signature
    self.timestamp = timestamp
  }
}
