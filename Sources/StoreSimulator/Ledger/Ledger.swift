import Foundation
import SQLiteSupport
import SubscriptionKit
import SubscriptionWire

/// The durable record of everything the simulated store did: the only place
/// the simulator's state lives between runs.
///
/// Each lifecycle step (a purchase, a renewal, a refund, …) is written in one
/// SQLite transaction together with the webhook events it caused, so a step
/// and its events are on disk together or not at all. File ledgers use WAL
/// with `synchronous=NORMAL`: a commit survives the process being killed at any
/// instant (the WAL is in the OS's hands once `COMMIT` returns); `FULL` adds an
/// fsync per commit to survive power loss too (`Options.syncsEveryCommit`).
final class Ledger {
  let database: SQLiteDatabase
  private var priceTexts: [Decimal: String] = [:]

  init(location: LedgerLocation, syncsEveryCommit: Bool = false) throws {
    switch location {
    case .inMemory:
      database = try SQLiteDatabase(path: ":memory:")
    case .file(let url):
      database = try SQLiteDatabase(path: url.path)
      // Several processes may share one ledger (scripts running `subkit store`
      // at once, the demo beside them): each waits its turn for the write lock.
      database.setBusyTimeout(milliseconds: Ledger.busyTimeoutMilliseconds)
      try database.execute("PRAGMA journal_mode=WAL")
      try database.execute("PRAGMA synchronous=\(syncsEveryCommit ? "FULL" : "NORMAL")")
      try database.execute("PRAGMA cache_size=-\(Ledger.cacheKibibytes)")
    }
    try migrate()
  }

  /// The page cache's limit, in KiB (SQLite's default is 2 MiB). A bulk run
  /// (`store simulate`) is one transaction over tens of MiB of pages: with the
  /// default, dirty pages spill to the WAL before the commit and are read back
  /// to be changed again, twice the WAL reads and half again the writes. Pages
  /// are allocated as they are used, so small ledgers use no more memory.
  static let cacheKibibytes = 65_536

  /// How long a command waits for another process's write to finish.
  static let busyTimeoutMilliseconds: Int32 = 60_000

  /// Runs the migrations the file has not had yet, in one write transaction
  /// that reads the version it starts from (two processes opening a new file
  /// at once migrate it once).
  private func migrate() throws {
    guard try database.userVersion != LedgerSchema.migrations.count else { return }
    try database.transaction {
      let version = try database.userVersion
      guard version <= LedgerSchema.migrations.count else {
        throw StoreSimulatorError(
          .ledger,
          "The ledger has schema version \(version), newer than this StoreSimulator "
            + "(\(LedgerSchema.migrations.count)). Use a newer subkit or a new ledger file.")
      }
      for (index, migration) in LedgerSchema.migrations.enumerated().dropFirst(version) {
        try migration.run(on: database)
        try database.execute("PRAGMA user_version = \(index + 1)")
      }
    }
  }

  // MARK: Settings

  func setting(_ key: String) throws -> String? {
    let statement = try database.statement("SELECT value FROM settings WHERE key = ?")
    return try statement.bind(.text(key)).firstRow { $0.text(0) }
  }

  func writeSettings(_ values: [String: String]) throws {
    let statement = try database.statement(
      """
      INSERT INTO settings (key, value) VALUES (?, ?)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value
      """)
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      statement.reset()
      try statement.bind(.text(key), .text(value)).run()
    }
  }

  // MARK: Writing steps

  /// Writes one step, and any settings that go with it, in one transaction.
  func commit(_ step: LifecycleStep, state: EngineState, settings: [String: String] = [:]) throws {
    try commit(try LedgerChanges(step, state: state, settings: settings))
  }

  /// Writes `changes` in one transaction (a savepoint inside an open one).
  func commit(_ changes: LedgerChanges) throws {
    guard !changes.isEmpty else { return }
    try database.transaction {
      for (id, customer) in changes.customers { try write(customer: id, customer) }
      for (id, customer) in changes.customerDetails { try writeDetails(of: id, customer) }
      for index in changes.transactions.indices { try write(changes.transactions[index]) }
      for index in changes.subscriptions.indices { try write(changes.subscriptions[index]) }
      try writeBillingTerms(changes)
      for removal in changes.removedFromSale { try write(removal) }
      for request in changes.pendingWritten { try write(request) }
      for id in changes.pendingRemoved {
        try database.statement("DELETE FROM pending_purchases WHERE id = ?").bind(.text(id)).run()
      }
      for index in changes.outbox.indices { try append(changes.outbox[index]) }
      for notification in changes.appleOutbox { try append(notification) }
      for share in changes.familyShares { try write(share) }
      for transaction in changes.familyTransactions { try write(transaction) }
      if !changes.settings.isEmpty { try writeSettings(changes.settings) }
    }
  }

  private func write(customer id: String, _ customer: CustomerRecord?) throws {
    guard let customer else {
      try database.statement("DELETE FROM customers WHERE app_user_id = ?").bind(.text(id)).run()
      return
    }
    try database.statement(
      """
      INSERT INTO customers (app_user_id, original_app_user_id, first_seen_ms)
      VALUES (?, ?, ?)
      ON CONFLICT (app_user_id) DO UPDATE SET original_app_user_id = excluded.original_app_user_id
      """
    ).bind(
      .text(customer.appUserID), .text(customer.originalAppUserID),
      .integer(ISO8601.milliseconds(customer.firstSeen))
    ).run()
  }

  /// Rewrites a customer's enrolments and attributes (removed with the customer).
  private func writeDetails(of id: String, _ customer: CustomerRecord?) throws {
    try database.statement("DELETE FROM experiment_enrollments WHERE app_user_id = ?")
      .bind(.text(id)).run()
    try database.statement("DELETE FROM subscriber_attributes WHERE app_user_id = ?")
      .bind(.text(id)).run()
    try database.statement("DELETE FROM promotional_grants WHERE app_user_id = ?")
      .bind(.text(id)).run()
    guard let customer else { return }
    for grant in customer.promotionals {
      try database.statement(
        """
        INSERT INTO promotional_grants (app_user_id, entitlement_id, duration, starts_ms, ends_ms)
        VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (app_user_id, entitlement_id, starts_ms) DO UPDATE SET
          duration = excluded.duration, ends_ms = excluded.ends_ms
        """
      ).bind(
        .text(id), .text(grant.entitlementID), .text(grant.duration),
        .integer(ms(grant.start)), grant.end.map { .integer(ms($0)) } ?? .null
      ).run()
    }
    for enrollment in customer.enrollments {
      try database.statement(
        """
        INSERT INTO experiment_enrollments (app_user_id, experiment_id, variant, offering_id,
          enrolled_ms) VALUES (?, ?, ?, ?, ?)
        """
      ).bind(
        .text(id), .text(enrollment.experimentID), .text(enrollment.variant),
        .text(enrollment.offeringID), .integer(ms(enrollment.enrolledAt))
      ).run()
    }
    for (name, attribute) in customer.attributes.sorted(by: { $0.key < $1.key }) {
      try database.statement(
        "INSERT INTO subscriber_attributes (app_user_id, name, value, updated_ms) VALUES (?, ?, ?, ?)"
      ).bind(.text(id), .text(name), .text(attribute.value), .integer(attribute.updatedAtMs)).run()
    }
  }

  /// Inserts a new transaction, or updates the fields that may change (expiry,
  /// refund, owner after a restore or log-in) of the same purchase. A row with
  /// this identifier that records a different purchase is never replaced: the
  /// step fails instead, so no customer silently loses what they bought.
  private func write(_ transaction: TransactionRecord) throws {
    try database.statement(
      """
      INSERT INTO transactions (transaction_id, original_transaction_id, app_user_id,
        product_id, purchased_ms, expires_ms, period_type, price, currency, offering_id,
        revoked_ms, store_account, storefront, offer_type, offer_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (transaction_id) DO UPDATE SET app_user_id = excluded.app_user_id,
        expires_ms = excluded.expires_ms, revoked_ms = excluded.revoked_ms
      WHERE original_transaction_id = excluded.original_transaction_id
        AND product_id = excluded.product_id AND purchased_ms = excluded.purchased_ms
      """
    ).bind(
      .text(transaction.id), .text(transaction.originalID), .text(transaction.appUserID),
      .text(transaction.productID), .integer(ms(transaction.purchaseDate)),
      .optional(transaction.expiresDate.map(ms)), .text(transaction.periodType.jsonValue),
      .text(priceText(transaction.price)), .text(transaction.currency),
      .optional(transaction.offeringID), .optional(transaction.revokedAt.map(ms)),
      .text(transaction.storeAccount), .optional(transaction.storefront),
      .optional(transaction.offer.map { Int64($0.kind.rawValue) }),
      .optional(transaction.offer?.id)
    ).run()
    guard database.changes == 1 else {
      throw StoreSimulatorError(
        .ledger,
        "Transaction \(transaction.id) already records another purchase; nothing was written.")
    }
  }

  private func write(_ subscription: SubscriptionRecord) throws {
    try database.statement(
      """
      INSERT INTO subscriptions (original_transaction_id, app_user_id, group_id,
        product_id, renewal_product_id, original_purchase_ms, period_start_ms, period_end_ms,
        period_type, intro_periods_remaining, will_auto_renew, unsubscribe_ms, billing_issue_ms,
        grace_end_ms, retry_end_ms, payment_fails, status, latest_transaction_id, refunded_ms,
        renewal_count, offering_id, store_account, offer_type, offer_id, pending_offer_type,
        pending_offer_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (original_transaction_id) DO UPDATE SET app_user_id = excluded.app_user_id,
        product_id = excluded.product_id, renewal_product_id = excluded.renewal_product_id,
        period_start_ms = excluded.period_start_ms, period_end_ms = excluded.period_end_ms,
        period_type = excluded.period_type,
        intro_periods_remaining = excluded.intro_periods_remaining,
        will_auto_renew = excluded.will_auto_renew, unsubscribe_ms = excluded.unsubscribe_ms,
        billing_issue_ms = excluded.billing_issue_ms, grace_end_ms = excluded.grace_end_ms,
        retry_end_ms = excluded.retry_end_ms, payment_fails = excluded.payment_fails,
        status = excluded.status, latest_transaction_id = excluded.latest_transaction_id,
        refunded_ms = excluded.refunded_ms, renewal_count = excluded.renewal_count,
        offering_id = excluded.offering_id, store_account = excluded.store_account,
        offer_type = excluded.offer_type, offer_id = excluded.offer_id,
        pending_offer_type = excluded.pending_offer_type,
        pending_offer_id = excluded.pending_offer_id
      WHERE group_id = excluded.group_id
        AND original_purchase_ms = excluded.original_purchase_ms
      """
    ).bind(
      .text(subscription.originalTransactionID), .text(subscription.appUserID),
      .text(subscription.groupID), .text(subscription.productID),
      .optional(subscription.renewalProductID), .integer(ms(subscription.originalPurchaseDate)),
      .integer(ms(subscription.periodStart)), .integer(ms(subscription.periodEnd)),
      .text(subscription.periodType.jsonValue),
      .integer(Int64(subscription.introPeriodsRemaining)), .bool(subscription.willAutoRenew),
      .optional(subscription.unsubscribeDetectedAt.map(ms)),
      .optional(subscription.billingIssueDetectedAt.map(ms)),
      .optional(subscription.gracePeriodEnd.map(ms)),
      .optional(subscription.billingRetryEnd.map(ms)), .bool(subscription.paymentFails),
      .text(subscription.status.rawValue), .text(subscription.latestTransactionID),
      .optional(subscription.refundedAt.map(ms)), .integer(Int64(subscription.renewalCount)),
      .optional(subscription.offeringID), .text(subscription.storeAccount),
      .optional(subscription.offer.map { Int64($0.kind.rawValue) }),
      .optional(subscription.offer?.id),
      .optional(subscription.pendingOffer.map { Int64($0.kind.rawValue) }),
      .optional(subscription.pendingOffer?.id)
    ).run()
    guard database.changes == 1 else {
      throw StoreSimulatorError(
        .ledger,
        "Subscription \(subscription.originalTransactionID) already records another purchase; "
          + "nothing was written.")
    }
  }

  private func write(_ request: PendingPurchase) throws {
    try database.statement(
      """
      INSERT INTO pending_purchases (id, app_user_id, product_id, offering_id,
        requested_ms) VALUES (?, ?, ?, ?, ?)
      """
    ).bind(
      .text(request.id), .text(request.appUserID), .text(request.productID),
      .optional(request.offeringID), .integer(ms(request.requestedAt))
    ).run()
  }

  private func append(_ row: OutboxRow) throws {
    try database.statement(
      """
      INSERT INTO outbox (sequence, event_id, type, app_user_id, transaction_id,
        event_timestamp_ms, body) VALUES (?, ?, ?, ?, ?, ?, ?)
      """
    ).bind(
      .integer(row.sequence), .text(row.eventID), .text(row.type), .optional(row.appUserID),
      .optional(row.transactionID), .integer(row.eventTimestampMs), .utf8(row.body)
    ).run()
  }

  // MARK: Reading the outbox

  /// Outbox events after `sequence`, in order, at most `limit` of them.
  func deliveries(after sequence: Int64, limit: Int) throws -> [WebhookDelivery] {
    let statement = try database.statement(
      "SELECT sequence, body FROM outbox WHERE sequence > ? ORDER BY sequence LIMIT ?")
    try statement.bind(.integer(sequence), .integer(Int64(limit)))
    var result: [WebhookDelivery] = []
    while try statement.step() {
      let body = Data(statement.bytes(1))
      result.append(
        WebhookDelivery(
          sequence: statement.int64(0), event: try WebhookBody.decode(body), body: body))
    }
    return result
  }

  private func ms(_ date: Date) -> Int64 { ISO8601.milliseconds(date) }

  /// `"\(price)"`, remembered: `Decimal.description` is slow on Linux, and a
  /// catalog has only a handful of prices.
  private func priceText(_ price: Decimal) -> String {
    if let text = priceTexts[price] { return text }
    let text = "\(price)"
    priceTexts[price] = text
    return text
  }
}
