import Foundation
import SQLiteSupport
import SubscriptionKit
import SubscriptionWire

extension Ledger {
  /// Appends one notification to the Apple outbox (inside the step's commit).
  func append(_ notification: AppleNotification) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = try encoder.encode(notification)
    try database.statement(
      """
      INSERT INTO apple_outbox (sequence, notification_uuid, notification_type, subtype,
        transaction_id, original_transaction_id, signed_date_ms, body)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """
    ).bind(
      .integer(notification.sequence), .text(notification.payload.notificationUUID),
      .text(notification.payload.notificationType), .optional(notification.payload.subtype),
      .optional(notification.transaction?.transactionId),
      .optional(notification.transaction?.originalTransactionId),
      .integer(notification.payload.signedDate), .utf8(Array(body))
    ).run()
  }

  /// Apple outbox notifications after `sequence`, in order, at most `limit`.
  ///
  /// - Throws: `StoreSimulatorError` (`.ledger`) for a body that does not decode.
  func appleNotifications(after sequence: Int64, limit: Int) throws -> [AppleNotification] {
    let statement = try database.statement(
      "SELECT sequence, body FROM apple_outbox WHERE sequence > ? ORDER BY sequence LIMIT ?")
    try statement.bind(.integer(sequence), .integer(Int64(limit)))
    var result: [AppleNotification] = []
    let decoder = JSONDecoder()
    while try statement.step() { result.append(try notification(statement, decoder)) }
    return result
  }

  /// The notification in a row whose columns 0 and 1 are `sequence` and `body`.
  ///
  /// - Throws: `StoreSimulatorError` (`.ledger`) for a body that does not decode.
  func notification(_ row: SQLiteStatement, _ decoder: JSONDecoder) throws -> AppleNotification {
    do {
      return try decoder.decode(AppleNotification.self, from: Data(row.bytes(1)))
    } catch {
      throw StoreSimulatorError(
        .ledger, "Apple notification \(row.int64(0)) in the ledger is unreadable: \(error)")
    }
  }

  /// Records one attempt to deliver notification `sequence` to `target`.
  func recordAppleSendAttempt(
    target: String, sequence: Int64, attempt: Int, at date: Date, result: String
  ) throws {
    try database.statement(
      """
      INSERT OR REPLACE INTO apple_send_attempts (target, sequence, attempt, attempt_ms, result)
      VALUES (?, ?, ?, ?, ?)
      """
    ).bind(
      .text(target), .integer(sequence), .integer(Int64(attempt)),
      .integer(ISO8601.milliseconds(date)), .text(result)
    ).run()
  }

  /// Every recorded attempt to deliver notification `sequence`, oldest first.
  func appleSendAttempts(sequence: Int64) throws -> [AppleSendAttempt] {
    let statement = try database.statement(
      """
      SELECT target, attempt, attempt_ms, result FROM apple_send_attempts
      WHERE sequence = ? ORDER BY attempt_ms, target, attempt
      """)
    try statement.bind(.integer(sequence))
    var attempts: [AppleSendAttempt] = []
    while try statement.step() {
      attempts.append(
        AppleSendAttempt(
          target: statement.text(0), attempt: Int(statement.int64(1)),
          attemptDate: Date(timeIntervalSince1970: Double(statement.int64(2)) / 1000),
          result: statement.text(3)))
    }
    return attempts
  }
}
