import Foundation

/// A subscription offer other than the introductory one, as a transaction or
/// subscription records it: Apple's `offerType` and `offerIdentifier`.
struct AppliedOffer: Sendable, Hashable {
  /// Apple's `offerType` for the offers a customer redeems by name.
  enum Kind: Int, Sendable, Hashable {
    /// `adHocOffers`, signed by the developer.
    case promotional = 2
    /// `codeOffers`, redeemed with a code.
    case offerCode = 3
    /// `winbackOffers`, for lapsed subscribers.
    case winBack = 4

    /// How the CLI and errors name it.
    var name: String {
      switch self {
      case .promotional: "promotional offer"
      case .offerCode: "offer code"
      case .winBack: "win-back offer"
      }
    }
  }

  var kind: Kind
  /// The offer's identifier: `offerID`, or an offer code's reference name.
  var id: String
}

extension Catalog {
  /// The terms of `offer` on `productID`, if the `.storekit` file has them.
  func terms(of offer: AppliedOffer, on productID: String) -> StoreKitOffer? {
    guard let subscription = products[productID]?.subscription else { return nil }
    switch offer.kind {
    case .promotional: return subscription.promotionalOffers.first { $0.offerID == offer.id }
    case .offerCode: return subscription.codeOffers.first { $0.code == offer.id }?.terms
    case .winBack: return subscription.winBackOffers.first { $0.offerID == offer.id }?.terms
    }
  }
}

extension AppliedOffer {
  /// The offer a ledger row records, if both its columns are set.
  init?(type: Int64?, id: String?) {
    guard let type, let kind = Kind(rawValue: Int(type)), let id else { return nil }
    self.init(kind: kind, id: id)
  }
}
