import Foundation
import SubscriptionKit

/// Where a subscription on a monthly billing plan stands in its commitment.
public struct CommitmentStatus: Sendable, Hashable {
  /// Which monthly charge the current period is, and how many there are.
  public let installment: Int
  public let installments: Int
  /// The price of one charge and of the whole commitment (the file's currency).
  public let installmentPrice: Decimal
  public let commitmentPrice: Decimal
  /// When the commitment ends, and whether a new one starts then.
  public let endDate: Date
  public let willRenew: Bool
}

extension StoreSimulator {
  /// Buys `productID` on `billingPlan`: `.monthly` starts a commitment to
  /// the product's period (twelve monthly charges for a year) at the
  /// `.storekit` plan's price; `.billedUpfront` is an ordinary purchase.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownBillingPlan` when the file has
  ///   no enabled plan of that type for the product; `.noSuchSubscription`
  ///   when the customer already subscribes in the group. Nothing is written.
  @discardableResult
  public func purchase(
    productID: String, for appUserID: String? = nil, storeAccount: String? = nil,
    offeringID: String? = nil, billingPlan: BillingPlanType
  ) throws -> StoreTransaction {
    guard billingPlan == .monthly else {
      return try purchase(
        productID: productID, for: appUserID, storeAccount: storeAccount, offeringID: offeringID)
    }
    return try control { core in
      try core.perform { date, state, step in
        try core.engine.purchaseCommitment(
          productID, offeringID: offeringID, for: appUserID ?? core.currentAppUserID, at: date,
          storeAccount: storeAccount, state: &state, step: &step
        ).storeTransaction
      }
    }
  }

  /// The customer's commitment on `productID`, if they subscribe to it on a monthly plan.
  public func commitment(of productID: String, for appUserID: String? = nil) -> CommitmentStatus? {
    core.withLock { core in
      let user = appUserID ?? core.currentAppUserID
      guard
        let subscription = core.state.subscriptions(of: user).last(where: {
          $0.productID == productID && $0.commitment != nil
        }), let commitment = subscription.commitment
      else { return nil }
      return CommitmentStatus(
        installment: commitment.number, installments: commitment.installments,
        installmentPrice: commitment.price,
        commitmentPrice: commitment.price * Decimal(commitment.installments),
        endDate: commitment.end, willRenew: commitment.willRenew)
    }
  }
}
