import Foundation

/// An offer code on a subscription (`codeOffers` in a `.storekit` file): the
/// terms a customer gets by redeeming a code, who may redeem it, and whether
/// it comes after the introductory offer or instead of it.
///
/// The file names no code: the offer's `referenceName` is the code the
/// simulator redeems (and the `offerIdentifier` Apple reports, RevenueCat's
/// `offer_code`), matched without regard to case; its `internalID` works too.
public struct StoreKitCodeOffer: Sendable, Hashable {
  /// Who may redeem the code (App Store Connect's customer eligibility).
  public enum Eligibility: String, Sendable, Hashable, CaseIterable {
    /// Never subscribed in the group.
    case new
    /// Subscribed in the group now (with access).
    case existing
    /// Subscribed in the group before; lapsed now.
    case expired
  }

  /// The code: the file's `referenceName`.
  public let code: String
  /// The file's `internalID`, if any.
  public let internalID: String?
  /// What the customer pays; its `offerID` is `code`.
  public let terms: StoreKitOffer
  /// Who may redeem it.
  public let eligibility: Set<Eligibility>
  /// Whether a customer eligible for the introductory offer gets it first and
  /// this offer after it (true), or this offer instead of it (false).
  public let isStackable: Bool

  /// Creates a code offer.
  public init(
    code: String, internalID: String? = nil, terms: StoreKitOffer,
    eligibility: Set<Eligibility>, isStackable: Bool
  ) {
    self.code = code
    self.internalID = internalID
    self.terms = terms
    self.eligibility = eligibility
    self.isStackable = isStackable
  }

  /// Whether `text` redeems this offer: its code (any case) or internal ID.
  public func isRedeemed(by text: String) -> Bool {
    code.caseInsensitiveCompare(text) == .orderedSame || internalID == text
  }
}
