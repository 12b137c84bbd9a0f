import Foundation
import SubscriptionKit
import SubscriptionWire

extension Revocation {
  /// A whole refund, in Apple's milliunits (`revocationPercentage` 100000).
  static let full = 100_000

  /// The refunded share of `amount`: `percentage` milliunits of it, to the cent.
  static func share(of amount: Decimal, percentage: Int) -> Decimal {
    guard percentage != full else { return amount }
    var scaled = amount * Decimal(percentage) / Decimal(full)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 2, .plain)
    return rounded
  }

  /// Apple's `revocationType` for a refund of `percentage` milliunits.
  static func type(percentage: Int) -> String {
    percentage >= full ? "REFUND_FULL" : "REFUND_PRORATED"
  }

  /// Apple's `revocationType` for a family member's access taken away
  /// (sharing stopped, or the purchaser refunded): no refunded share.
  static let familyRevoke = "FAMILY_REVOKE"
}

extension LifecycleEngine {
  /// Records the refunded share of a transaction (nil: its refund was
  /// reversed), as Apple's `revocationPercentage` reports it.
  func recordRevocation(
    of transaction: TransactionRecord, percentage: Int?, state: inout EngineState
  ) -> TransactionRecord {
    var transaction = transaction
    guard percentage != nil || transaction.terms != nil else { return transaction }
    transaction.terms = transaction.terms ?? TransactionTerms()
    transaction.terms?.revocationPercentage = percentage
    state.store(transaction)
    return transaction
  }

  /// Apple declines a refund request: only Apple's `REFUND_DECLINED` says so
  /// (RevenueCat sends no event), and nothing else changes.
  func declineRefund(
    _ transactionID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    guard let transaction = state.transactions[transactionID], transaction.revokedAt == nil else {
      throw StoreSimulatorError(
        .unknownTransaction, "No unrefunded transaction \"\(transactionID)\" in the ledger.")
    }
    notifyApple(
      AppleNotificationType.refundDeclined, transaction: transaction, at: date, state: &state,
      step: &step)
    return transaction
  }
}
