import Foundation
import SQLiteSupport
import SubscriptionWire

/// Family Sharing's rows (migration 11): the shares and the members' transactions.
extension Ledger {
  func write(_ share: FamilyShare) throws {
    try database.statement(
      """
      INSERT INTO family_shares (member_original_transaction_id, member_transaction_id,
        subscription_id, member_app_user_id, shared_ms, source_transaction_id, ended_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (member_original_transaction_id) DO UPDATE SET
        member_transaction_id = excluded.member_transaction_id,
        subscription_id = excluded.subscription_id,
        member_app_user_id = excluded.member_app_user_id,
        source_transaction_id = excluded.source_transaction_id, ended_ms = excluded.ended_ms
      """
    ).bind(
      .text(share.memberOriginalTransactionID), .text(share.memberTransactionID),
      .text(share.subscriptionID), .text(share.memberAppUserID),
      .integer(ISO8601.milliseconds(share.sharedAt)), .text(share.sourceTransactionID),
      share.endedAt.map { .integer(ISO8601.milliseconds($0)) } ?? .null
    ).run()
  }

  func write(_ transaction: FamilyTransaction) throws {
    try database.statement(
      """
      INSERT INTO family_transactions (transaction_id, member_original_transaction_id,
        source_transaction_id)
      VALUES (?, ?, ?) ON CONFLICT (transaction_id) DO NOTHING
      """
    ).bind(
      .text(transaction.id), .text(transaction.memberOriginalTransactionID),
      .text(transaction.sourceTransactionID)
    ).run()
  }

  /// Reads every share into `state`; returns the highest transaction
  /// counter the members' transactions used (0 when none).
  func loadFamilyShares(into state: inout EngineState) throws -> Int64 {
    let shares = try database.statement(
      """
      SELECT member_original_transaction_id, member_transaction_id, subscription_id,
        member_app_user_id, shared_ms, source_transaction_id, ended_ms
      FROM family_shares
      """)
    while try shares.step() {
      let share = FamilyShare(
        memberOriginalTransactionID: shares.text(0), memberTransactionID: shares.text(1),
        subscriptionID: shares.text(2), memberAppUserID: shares.text(3),
        sharedAt: ISO8601.date(milliseconds: shares.int64(4)),
        sourceTransactionID: shares.text(5),
        endedAt: shares.optionalInt64(6).map { ISO8601.date(milliseconds: $0) })
      state.familyShares[share.memberOriginalTransactionID] = share
    }
    var highest: Int64 = 0
    let transactions = try database.statement("SELECT transaction_id FROM family_transactions")
    while try transactions.step() {
      highest = max(highest, Self.number(of: transactions.text(0)))
    }
    return highest
  }
}
