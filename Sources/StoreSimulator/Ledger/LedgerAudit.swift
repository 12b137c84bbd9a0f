import Foundation
import SQLiteSupport

/// Checks a ledger file's invariants: what must hold however the process that
/// wrote it died. Used by the kill test and by `subkit store` diagnostics.
package struct LedgerAudit: Sendable {
  /// Every transaction identifier in the ledger.
  package let transactionIDs: Set<String>
  /// Each violated invariant, in words; empty when the ledger is sound.
  package let problems: [String]
  /// How many webhook events the outbox holds.
  package let eventCount: Int
  /// How many App Store Server Notifications the Apple outbox holds.
  package let notificationCount: Int
  /// What the ledger's charges brought in: every transaction's price, less
  /// the refunded ones (what the events' `price`s must sum to).
  package let revenue: Decimal

  /// Audits the ledger at `url`.
  package init(ledgerAt url: URL) throws {
    try self.init(database: try SQLiteDatabase(path: url.path))
  }

  /// Audits the ledger open in `database` (an in-memory ledger's own connection).
  package init(database: SQLiteDatabase) throws {
    func strings(_ sql: String) throws -> [String] {
      let statement = try database.prepare(sql)
      var rows: [String] = []
      while try statement.step() { rows.append(statement.text(0)) }
      return rows
    }
    var problems: [String] = []
    let integrity = try strings("PRAGMA integrity_check")
    if integrity != ["ok"] { problems.append("integrity_check: \(integrity)") }
    transactionIDs = Set(try strings("SELECT transaction_id FROM transactions"))
    var revenue = Decimal(0)
    let charges = try database.prepare("SELECT price, revoked_ms IS NOT NULL FROM transactions")
    while try charges.step() {
      let price = Decimal(string: charges.text(0), locale: Locale(identifier: "en_US_POSIX")) ?? 0
      revenue += charges.int64(1) != 0 ? 0 : price
    }
    self.revenue = revenue
    let sequences = try strings("SELECT sequence FROM outbox ORDER BY sequence").compactMap {
      Int($0)
    }
    eventCount = sequences.count
    if sequences != Array(stride(from: 1, through: sequences.count, by: 1)) {
      problems.append("outbox sequence has gaps or does not start at 1")
    }
    let notifications = try strings("SELECT sequence FROM apple_outbox ORDER BY sequence")
      .compactMap { Int($0) }
    notificationCount = notifications.count
    if notifications != Array(stride(from: 1, through: notifications.count, by: 1)) {
      problems.append("Apple outbox sequence has gaps or does not start at 1")
    }
    let checks: [(String, String)] = [
      (
        // A deleted customer's renewals are charged with no webhook
        // (`DeletedCustomer`): at most one event for those.
        "charges without exactly one purchase event",
        """
        SELECT t.transaction_id FROM transactions t
        WHERE (SELECT COUNT(*) FROM outbox o WHERE o.transaction_id = t.transaction_id
          AND o.type IN ('INITIAL_PURCHASE', 'RENEWAL', 'NON_RENEWING_PURCHASE'))
          NOT IN (1, CASE WHEN substr(t.app_user_id, 1, 15) = '$SubkitDeleted:' THEN 0 ELSE 1 END)
        """
      ),
      (
        "purchase events without their transaction",
        """
        SELECT o.event_id FROM outbox o
        WHERE o.type IN ('INITIAL_PURCHASE', 'RENEWAL', 'NON_RENEWING_PURCHASE')
          AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.transaction_id = o.transaction_id)
          AND o.transaction_id NOT IN (SELECT transaction_id FROM family_transactions)
        """
      ),
      (
        // A period replaced the instant it began (plan changes back and
        // forth at one instant) granted nothing: not a period charged twice.
        "periods charged twice",
        """
        SELECT original_transaction_id FROM transactions WHERE revoked_ms IS NULL
          AND (expires_ms IS NULL OR expires_ms > purchased_ms)
        GROUP BY original_transaction_id, purchased_ms, product_id, expires_ms
        HAVING COUNT(*) > 1
        """
      ),
      (
        "subscriptions whose latest transaction is missing",
        """
        SELECT s.original_transaction_id FROM subscriptions s
        WHERE NOT EXISTS (SELECT 1 FROM transactions t
          WHERE t.transaction_id = s.latest_transaction_id)
        """
      ),
      (
        "refunds without exactly one refund event",
        """
        SELECT t.transaction_id FROM transactions t
        WHERE t.revoked_ms IS NOT NULL AND (SELECT COUNT(*) FROM outbox o
          WHERE o.transaction_id = t.transaction_id AND o.type = 'CANCELLATION'
          AND o.body LIKE '%CUSTOMER_SUPPORT%') != 1
        """
      ),
      (
        "refund events without their refunded transaction",
        """
        SELECT o.event_id FROM outbox o
        WHERE o.type = 'CANCELLATION' AND o.body LIKE '%CUSTOMER_SUPPORT%'
          AND NOT EXISTS (SELECT 1 FROM transactions t
            WHERE t.transaction_id = o.transaction_id AND t.revoked_ms IS NOT NULL)
          AND o.transaction_id NOT IN (SELECT transaction_id FROM family_transactions)
        """
      ),
      (
        "store accounts with more than one subscription with access in a group",
        """
        SELECT store_account FROM subscriptions WHERE status IN ('active', 'grace_period')
        GROUP BY store_account, group_id HAVING COUNT(*) > 1
        """
      ),
    ]
    problems += try Self.appleOutboxProblems(database)
    for (name, sql) in checks {
      let rows = try strings(sql)
      if !rows.isEmpty { problems.append("\(name): \(rows.prefix(5))") }
    }
    self.problems = problems
  }

  /// The Apple outbox's invariants, read in one pass over each table (no
  /// per-row query: a large ledger audits in linear time). Transactions from
  /// before the Apple outbox existed (migration 7 records the last one) are
  /// left out.
  ///
  /// Written in the step's commit, every charge's first Apple notification is
  /// the one of the charge (a purchase, renewal, resubscription, immediate plan
  /// change or one-time charge, signed at the charge's instant), every refund
  /// has one `REFUND`, and every notification's transaction exists.
  private static func appleOutboxProblems(_ database: SQLiteDatabase) throws -> [String] {
    let cutoff = try database.prepare(
      "SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'apple_outbox_after_transaction'")
    let after = try cutoff.step() ? cutoff.int64(0) : 0
    cutoff.reset()
    let chargeTypes: Set<String> = [
      "SUBSCRIBED", "DID_RENEW", "ONE_TIME_CHARGE", "DID_CHANGE_RENEWAL_PREF",
    ]
    var first: [String: (type: String, signedMs: Int64)] = [:]
    var refunds: [String: Int] = [:]
    let notifications = try database.prepare(
      """
      SELECT transaction_id, notification_type, signed_date_ms FROM apple_outbox
      WHERE transaction_id IS NOT NULL ORDER BY sequence
      """)
    while try notifications.step() {
      let id = notifications.text(0)
      if first[id] == nil { first[id] = (notifications.text(1), notifications.int64(2)) }
      if notifications.text(1) == "REFUND" { refunds[id, default: 0] += 1 }
    }
    var unannounced: [String] = []
    var unrefunded: [String] = []
    var known: Set<String> = []
    let transactions = try database.prepare(
      "SELECT transaction_id, purchased_ms, revoked_ms IS NOT NULL FROM transactions")
    while try transactions.step() {
      let id = transactions.text(0)
      known.insert(id)
      guard transactions.int64(0) > after else { continue }
      let charge = first[id]
      let isAnnounced =
        charge.map { chargeTypes.contains($0.type) && $0.signedMs == transactions.int64(1) }
        ?? false
      if !isAnnounced { unannounced.append(id) }
      if transactions.int64(2) != 0 && refunds[id] != 1 { unrefunded.append(id) }
    }
    // A family member's transactions (FamilyShare) are not charges of their own.
    let shared = try database.prepare("SELECT transaction_id FROM family_transactions")
    while try shared.step() { known.insert(shared.text(0)) }
    var problems: [String] = []
    if !unannounced.isEmpty {
      problems.append(
        "charges whose first Apple notification is not of the charge: \(unannounced.prefix(5))")
    }
    if !unrefunded.isEmpty {
      problems.append("refunds without exactly one Apple REFUND: \(unrefunded.prefix(5))")
    }
    let orphans = first.keys.filter { !known.contains($0) }.sorted()
    if !orphans.isEmpty {
      problems.append("Apple notifications without their transaction: \(orphans.prefix(5))")
    }
    return problems
  }
}
