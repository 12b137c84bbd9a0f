import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// Apple reverses a refund it granted (a dispute went the developer's way):
  /// the charge counts again, and the access it paid for is reinstated for
  /// what is left of its period. Auto-renew stays off, as the refund left it,
  /// so a reinstated subscription expires at its period's end.
  ///
  /// Writes RevenueCat's `REFUND_REVERSED` (what was refunded of the charge,
  /// positive: the money comes back) and Apple's `REFUND_REVERSED` notification,
  /// whose transaction no longer has a `revocationPercentage`.
  ///
  /// - Throws: `StoreSimulatorError` (`.unknownTransaction`) when the
  ///   transaction is not in the ledger or was never refunded.
  func reverseRefund(
    _ transactionID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    let percentage =
      state.transactions[transactionID]?.terms?.revocationPercentage ?? Revocation.full
    var transaction = try markRefunded(transactionID, at: nil, state: &state, step: &step)
    transaction = recordRevocation(of: transaction, percentage: nil, state: &state)
    if var subscription = state.subscriptions[transaction.originalID],
      subscription.latestTransactionID == transactionID, subscription.status == .revoked
    {
      // Auto-renew stays off, as the refund left it: from the refund on.
      subscription.unsubscribeDetectedAt =
        subscription.unsubscribeDetectedAt ?? subscription.refundedAt ?? date
      subscription.refundedAt = nil
      subscription.status = subscription.periodEnd > date ? .active : .expired
      save(subscription, state: &state, step: &step)
    }
    emit(
      .refundReversed, transaction: transaction, at: date, state: &state, step: &step,
      movesMoney: true
    ) {
      // What comes back is what was refunded: the refunded share of the charge.
      $0.price = Revocation.share(of: $0.price, percentage: percentage)
      $0.priceInPurchasedCurrency = Revocation.share(
        of: $0.priceInPurchasedCurrency, percentage: percentage)
    }
    notifyApple(
      AppleNotificationType.refundReversed, transaction: transaction, at: date, state: &state,
      step: &step)
    return transaction
  }

}
