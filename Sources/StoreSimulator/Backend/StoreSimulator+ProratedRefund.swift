import Foundation
import SubscriptionKit

extension StoreSimulator {
  /// Apple refunds `percent` % of the customer's latest unrefunded purchase
  /// of `productID` (a prorated refund, `REFUND_PRORATED`; 100: in full).
  ///
  /// Access ends at once, as with any refund. RevenueCat's `CANCELLATION`
  /// (`CUSTOMER_SUPPORT`) carries minus that share of the price; Apple's
  /// `REFUND` transaction has `revocationType` and `revocationPercentage`
  /// (milliunits: 50 % is 50000). Returns the refunded transaction.
  ///
  /// - Throws: `StoreSimulatorError` `.invalidRefund` for a percent outside
  ///   1–100 (nothing is written), `.unknownTransaction` without such a purchase.
  @discardableResult
  public func refund(productID: String, for appUserID: String? = nil, percent: Int) throws
    -> StoreTransaction
  {
    guard (1...100).contains(percent) else {
      throw StoreSimulatorError(
        .invalidRefund, "A refund is 1 to 100 percent of the charge, not \(percent).")
    }
    return try actOnLatest(productID, for: appUserID, refunded: false) {
      engine, id, date, state, step in
      try engine.refund(
        id, percentage: percent * Revocation.full / 100, at: date, state: &state, step: &step)
    }
  }

  /// Apple declines a refund of the customer's latest unrefunded purchase of
  /// `productID`: Apple's `REFUND_DECLINED` notification, and no other change
  /// (RevenueCat has no event for it). Returns the transaction concerned.
  @discardableResult
  public func declineRefund(productID: String, for appUserID: String? = nil) throws
    -> StoreTransaction
  {
    try actOnLatest(productID, for: appUserID, refunded: false) { engine, id, date, state, step in
      try engine.declineRefund(id, at: date, state: &state, step: &step)
    }
  }
}
