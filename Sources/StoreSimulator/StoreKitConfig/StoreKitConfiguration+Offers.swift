import Foundation
import SubscriptionKit
import SubscriptionWire

/// Reading a subscription's promotional offers, offer codes and win-back
/// offers (store-and-webhooks.md A.3; docs/offers.md). A malformed entry is a
/// `StoreKitConfigurationError` at its JSON path: nothing of the file loads.
extension StoreKitConfiguration {
  /// `adHocOffers`: each needs a non-empty `offerID`, once per subscription.
  static func promotionalOffers(_ subscription: JSONCursor) throws -> [StoreKitOffer] {
    var seen = Set<String>()
    return try subscription.array("adHocOffers").map { cursor in
      _ = try cursor.object()
      let idCursor = try cursor.required("offerID")
      let offerID = try idCursor.string()
      guard !offerID.isEmpty, seen.insert(offerID).inserted else {
        throw idCursor.mismatch("a non-empty offerID, once per subscription")
      }
      return try offer(cursor, offerID: offerID)
    }
  }

  /// `codeOffers`: `referenceName` (the code), `eligibility` (a non-empty
  /// array of "new", "existing", "expired") and `isStackable`.
  static func codeOffers(_ subscription: JSONCursor) throws -> [StoreKitCodeOffer] {
    var seen = Set<String>()
    return try subscription.array("codeOffers").map { cursor in
      _ = try cursor.object()
      let nameCursor = try cursor.required("referenceName")
      let code = try nameCursor.string()
      guard !code.isEmpty, seen.insert(code.lowercased()).inserted else {
        throw nameCursor.mismatch("a non-empty referenceName (the code), once per subscription")
      }
      let eligibilityCursor = try cursor.required("eligibility")
      var eligibility = Set<StoreKitCodeOffer.Eligibility>()
      for element in try eligibilityCursor.array() {
        guard let value = StoreKitCodeOffer.Eligibility(rawValue: try element.string()) else {
          throw element.mismatch("\"new\", \"existing\" or \"expired\"")
        }
        eligibility.insert(value)
      }
      guard !eligibility.isEmpty else {
        throw eligibilityCursor.mismatch("at least one of \"new\", \"existing\", \"expired\"")
      }
      return StoreKitCodeOffer(
        code: code, internalID: try cursor.optional("internalID")?.string(),
        terms: try offer(cursor, offerID: code), eligibility: eligibility,
        isStackable: try cursor.optional("isStackable")?.bool() ?? false)
    }
  }

  /// `winbackOffers`, in this simulator's reading (`StoreKitWinBackOffer`).
  static func winBackOffers(_ subscription: JSONCursor) throws -> [StoreKitWinBackOffer] {
    var seen = Set<String>()
    return try subscription.array("winbackOffers").map { cursor in
      guard case .object = cursor.value else {
        throw cursor.mismatch(
          "a win-back offer object with offerID, paymentMode, subscriptionPeriod and the "
            + "customerEligibility… keys (docs/offers.md)")
      }
      let idCursor = try cursor.required("offerID")
      let offerID = try idCursor.string()
      guard !offerID.isEmpty, seen.insert(offerID).inserted else {
        throw idCursor.mismatch("a non-empty offerID, once per subscription")
      }
      let paidKey = "customerEligibilityPaidSubscriptionDurationInMonths"
      let paidCursor = try cursor.required(paidKey)
      let paid = try paidCursor.int()
      guard paid >= 0 else { throw paidCursor.mismatch("a number of months of at least 0") }
      let sinceCursor = try cursor.required("customerEligibilityTimeSinceLastSubscribedInMonths")
      let minimumCursor = try sinceCursor.required("minimum")
      let minimum = try minimumCursor.int()
      let maximumCursor = try sinceCursor.required("maximum")
      let maximum = try maximumCursor.int()
      guard minimum >= 0 else { throw minimumCursor.mismatch("a number of months of at least 0") }
      guard maximum >= minimum else {
        throw maximumCursor.mismatch("a number of months of at least the minimum, \(minimum)")
      }
      let waitCursor = try cursor.optional("customerEligibilityWaitBetweenOffersInMonths")
      let wait = try waitCursor?.int()
      if let wait, wait < 0, let waitCursor {
        throw waitCursor.mismatch("a number of months of at least 0")
      }
      return StoreKitWinBackOffer(
        terms: try offer(cursor, offerID: offerID), minimumPaidMonths: paid,
        monthsSinceLapse: minimum...maximum, waitBetweenOffersMonths: wait)
    }
  }
}
