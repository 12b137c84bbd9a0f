import AppleJWS
import Foundation
import SubscriptionKit
import SubscriptionWire

/// Checking an offer a customer redeems (docs/offers.md): it exists, they
/// are eligible, and a promotional offer's signature holds.
extension LifecycleEngine {
  /// Checks `request` for `productID` and `appUserID` at `date` without
  /// changing anything: the offer exists, the customer is eligible, and a
  /// promotional offer's signature is `key`'s, for this product and offer,
  /// not expired (and, in the Production environment, not the original
  /// API's). Every refusal is a `PurchaseError` with a one-line detail.
  func checkOffer(
    _ request: SubscriptionOfferRequest, productID: String, for appUserID: String,
    storeAccount: String? = nil, key: InAppPurchaseKey?, at date: Date, state: EngineState
  ) throws -> OfferRedemption {
    let product = try product(productID)
    guard let terms = product.subscription else { throw notASubscription(productID) }
    let account = storeAccount ?? policy.storeAccount
    let standing = OfferStanding(
      appUserID: appUserID, storeAccount: account, group: terms.groupID, state: state)
    switch request {
    case .promotional(let offerID, let signature):
      guard let offer = terms.promotionalOffers.first(where: { $0.offerID == offerID }) else {
        throw unknownOffer(.promotional, offerID, productID, known: terms.promotionalOffers)
      }
      guard standing.hasSubscribed else {
        throw PurchaseError(
          .ineligibleError,
          detail:
            "\(appUserID) has never subscribed in group \(terms.groupID): promotional offers are "
            + "for current and lapsed subscribers.")
      }
      try verify(signature, productID: productID, offerID: offerID, key: key, at: date)
      return OfferRedemption(
        applied: AppliedOffer(kind: .promotional, id: offerID), terms: offer,
        stacksWithIntroOffer: false)
    case .offerCode(let code):
      guard let offer = terms.codeOffers.first(where: { $0.isRedeemed(by: code) }) else {
        throw PurchaseError(
          .invalidPromotionalOfferError,
          detail:
            "No offer code \"\(code)\" on \(productID); its codes: "
            + Self.list(terms.codeOffers.map(\.code)) + ".")
      }
      let standingName = standing.codeEligibility
      guard offer.eligibility.contains(standingName) else {
        throw PurchaseError(
          .ineligibleError,
          detail:
            "Offer code \"\(offer.code)\" is for "
            + Self.list(offer.eligibility.map(\.rawValue).sorted()) + " customers; "
            + "\(appUserID) is \(standingName.rawValue) in group \(terms.groupID).")
      }
      return OfferRedemption(
        applied: AppliedOffer(kind: .offerCode, id: offer.code), terms: offer.terms,
        stacksWithIntroOffer: offer.isStackable)
    case .winBack(let offerID):
      guard let offer = terms.winBackOffers.first(where: { $0.offerID == offerID }) else {
        throw unknownOffer(.winBack, offerID, productID, known: terms.winBackOffers.map(\.terms))
      }
      if let reason = winBackIneligibility(offer, standing: standing, at: date, state: state) {
        throw PurchaseError(
          .ineligibleError,
          detail: "\(appUserID) is not eligible for win-back offer \"\(offerID)\": \(reason).")
      }
      return OfferRedemption(
        applied: AppliedOffer(kind: .winBack, id: offerID), terms: offer.terms,
        stacksWithIntroOffer: false)
    }
  }

  private func verify(
    _ signature: PromotionalOfferSignature, productID: String, offerID: String,
    key: InAppPurchaseKey?, at date: Date
  ) throws {
    guard let key else {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail:
          "The store has no In-App Purchase key to check promotional-offer signatures with "
          + "(subkit store apple-identity issues one).")
    }
    let bundleId = policy.appStoreApp.bundleId
    do {
      switch signature {
      case .jws(let jws):
        try key.verifyPromotionalOfferSignature(
          jws, productId: productID, offerIdentifier: offerID, bundleId: bundleId, now: date)
      case .legacy(let legacy):
        guard policy.appleEnvironment != .production else {
          throw PromotionalOfferRefusal(
            "the original API's signature is refused in the Production environment; sign a "
              + "StoreKit 2 JWS")
        }
        try key.verifyLegacyPromotionalOfferSignature(
          legacy.signature, keyIdentifier: legacy.keyIdentifier, productId: productID,
          offerIdentifier: offerID, applicationUsername: legacy.applicationUsername,
          nonce: legacy.nonce, timestamp: legacy.timestamp, bundleId: bundleId, now: date)
      }
    } catch let refusal as PromotionalOfferRefusal {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail: "Promotional offer \"\(offerID)\" refused: \(refusal.reason).")
    }
  }

  private func unknownOffer(
    _ kind: AppliedOffer.Kind, _ offerID: String, _ productID: String, known: [StoreKitOffer]
  ) -> PurchaseError {
    PurchaseError(
      .invalidPromotionalOfferError,
      detail:
        "No \(kind.name) \"\(offerID)\" on \(productID); its \(kind.name)s: "
        + Self.list(known.compactMap(\.offerID)) + ".")
  }

  static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
