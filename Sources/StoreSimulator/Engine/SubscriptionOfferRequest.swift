import Foundation
import SubscriptionKit

/// What a customer asks for when buying with an offer other than the
/// introductory one (docs/offers.md).
public enum SubscriptionOfferRequest: Sendable, Hashable {
  /// A promotional offer (`adHocOffers`), with the developer's signature.
  case promotional(offerID: String, signature: PromotionalOfferSignature)
  /// An offer code (`codeOffers`): the code, the offer's reference name.
  case offerCode(String)
  /// A win-back offer (`winbackOffers`).
  case winBack(offerID: String)
}

/// An offer the engine checked, ready to be applied by a purchase.
struct OfferRedemption: Sendable, Hashable {
  var applied: AppliedOffer
  var terms: StoreKitOffer
  /// Whether a customer eligible for the introductory offer gets it first
  /// (a stackable offer code); otherwise this offer replaces it.
  var stacksWithIntroOffer: Bool
}
