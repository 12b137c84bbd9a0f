import Foundation
import SQLiteSupport
import SubscriptionWire

/// The rows the App Store Server API writes and reads (migration 8), and
/// Get Notification History's query over the Apple outbox.
extension Ledger {
  /// The renewal date a recorded extension request gave, if it was recorded.
  func renewalExtension(of originalID: String, request: String) throws -> Date? {
    try database.statement(
      """
      SELECT effective_ms FROM apple_renewal_extensions
      WHERE original_transaction_id = ? AND request_identifier = ?
      """
    ).bind(.text(originalID), .text(request)).firstRow { ISO8601.date(milliseconds: $0.int64(0)) }
  }

  /// How many times a subscription was extended after `date`.
  func renewalExtensionCount(of originalID: String, after date: Date) throws -> Int {
    try database.statement(
      """
      SELECT COUNT(*) FROM apple_renewal_extensions
      WHERE original_transaction_id = ? AND extended_ms > ?
      """
    ).bind(.text(originalID), .integer(ISO8601.milliseconds(date))).firstRow {
      Int($0.int64(0))
    } ?? 0
  }

  /// Records one extension of one subscription.
  func recordRenewalExtension(
    of originalID: String, request: String, massRequest: String?, days: Int, reason: Int,
    at date: Date, effective: Date
  ) throws {
    try database.statement(
      """
      INSERT INTO apple_renewal_extensions (original_transaction_id, request_identifier,
        mass_request_identifier, days, reason, extended_ms, effective_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """
    ).bind(
      .text(originalID), .text(request), .optional(massRequest), .integer(Int64(days)),
      .integer(Int64(reason)), .integer(ISO8601.milliseconds(date)),
      .integer(ISO8601.milliseconds(effective))
    ).run()
  }

  /// A recorded mass extension.
  func massExtension(product: String, request: String) throws -> AppleMassExtension? {
    try database.statement(
      """
      SELECT completed_ms, succeeded, failed FROM apple_mass_extensions
      WHERE product_id = ? AND request_identifier = ?
      """
    ).bind(.text(product), .text(request)).firstRow {
      AppleMassExtension(
        requestIdentifier: request, productId: product,
        completeDate: ISO8601.date(milliseconds: $0.int64(0)), succeededCount: Int($0.int64(1)),
        failedCount: Int($0.int64(2)))
    }
  }

  /// Records a completed mass extension.
  func recordMassExtension(
    _ outcome: AppleMassExtension, days: Int, reason: Int, storefronts: [String]
  ) throws {
    try database.statement(
      """
      INSERT INTO apple_mass_extensions (product_id, request_identifier, days, reason,
        storefronts, completed_ms, succeeded, failed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """
    ).bind(
      .text(outcome.productId), .text(outcome.requestIdentifier), .integer(Int64(days)),
      .integer(Int64(reason)), .text(storefronts.joined(separator: ",")),
      .integer(ISO8601.milliseconds(outcome.completeDate)),
      .integer(Int64(outcome.succeededCount)), .integer(Int64(outcome.failedCount))
    ).run()
  }

  /// Sets (or replaces) a purchase's app account token.
  func writeAppAccountToken(_ token: String, for originalID: String, at date: Date) throws {
    try database.statement(
      """
      INSERT INTO apple_app_account_tokens (original_transaction_id, token, set_ms)
      VALUES (?, ?, ?)
      ON CONFLICT (original_transaction_id) DO UPDATE SET
        token = excluded.token, set_ms = excluded.set_ms
      """
    ).bind(.text(originalID), .text(token), .integer(ISO8601.milliseconds(date))).run()
  }

  /// Records (or replaces) the consumption information sent for a transaction.
  func writeConsumption(_ body: String, for transactionID: String, at date: Date) throws {
    try database.statement(
      """
      INSERT INTO apple_consumption (transaction_id, body, received_ms) VALUES (?, ?, ?)
      ON CONFLICT (transaction_id) DO UPDATE SET
        body = excluded.body, received_ms = excluded.received_ms
      """
    ).bind(.text(transactionID), .text(body), .integer(ISO8601.milliseconds(date))).run()
  }

  /// The consumption information last sent for a transaction.
  func consumption(of transactionID: String) throws -> String? {
    try database.statement("SELECT body FROM apple_consumption WHERE transaction_id = ?")
      .bind(.text(transactionID)).firstRow { $0.text(0) }
  }

  /// Marks a transaction finished (the first time counts).
  func finish(_ transactionID: String, at date: Date) throws {
    try database.statement(
      """
      INSERT INTO apple_finished_transactions (transaction_id, finished_ms) VALUES (?, ?)
      ON CONFLICT (transaction_id) DO NOTHING
      """
    ).bind(.text(transactionID), .integer(ISO8601.milliseconds(date))).run()
  }

  /// Every finished transaction's identifier.
  func finishedTransactionIDs() throws -> Set<String> {
    let statement = try database.statement("SELECT transaction_id FROM apple_finished_transactions")
    var ids: Set<String> = []
    while try statement.step() { ids.insert(statement.text(0)) }
    return ids
  }

  /// One page of Get Notification History: notifications matching `query`
  /// after its sequence, in order, one more than the page so the caller
  /// knows whether there are more; `originalIDs` limits them to a customer's
  /// subscriptions and purchases (nil: no limit).
  func appleNotifications(matching query: AppleNotificationQuery, originalIDs: Set<String>?)
    throws -> [AppleNotification]
  {
    var sql = """
      SELECT sequence, body, original_transaction_id FROM apple_outbox
      WHERE sequence > ? AND signed_date_ms >= ? AND signed_date_ms < ?
      """
    var values: [SQLiteValue] = [
      .integer(query.afterSequence), .integer(ISO8601.milliseconds(query.start)),
      .integer(ISO8601.milliseconds(query.end)),
    ]
    if let type = query.notificationType {
      sql += " AND notification_type = ?"
      values.append(.text(type))
      if let subtype = query.subtype {
        sql += " AND subtype = ?"
        values.append(.text(subtype))
      } else {
        sql += " AND subtype IS NULL"
      }
    }
    if originalIDs != nil { sql += " AND original_transaction_id IS NOT NULL" }
    if query.onlyFailures {
      sql += """
         AND NOT EXISTS (SELECT 1 FROM apple_send_attempts a
          WHERE a.sequence = apple_outbox.sequence AND a.result = 'SUCCESS')
        """
    }
    sql += " ORDER BY sequence"
    let statement = try database.prepare(sql)
    for (offset, value) in values.enumerated() { try statement.bind(at: Int32(offset + 1), value) }
    var result: [AppleNotification] = []
    let decoder = JSONDecoder()
    while try statement.step(), result.count <= query.limit {
      if let originalIDs, !originalIDs.contains(statement.text(2)) { continue }
      result.append(try notification(statement, decoder))
    }
    return result
  }

  /// The notification with `sequence`, if the outbox has it.
  func appleNotification(sequence: Int64) throws -> AppleNotification? {
    try appleNotifications(after: sequence - 1, limit: 1).first { $0.sequence == sequence }
  }
}
