import Foundation
import SubscriptionWire

extension AnalyticsStore {
  /// Stores a verified App Store Server Notification V2 and the RevenueCat
  /// events it implies (`AppleNotificationEvents`), in one transaction:
  /// the notification append-only in `apple_notifications`, once per
  /// `notificationUUID`, so a redelivery changes nothing.
  ///
  /// - Returns: `.stored` for a new `notificationUUID`, `.duplicate` for one already stored.
  /// - Throws: `AnalyticsError` (`.malformedEvent`) when what it implies
  ///   cannot be stored (an absurd price), (`.database`) when it cannot be
  ///   written. Nothing is stored when it throws.
  public func ingest(apple notification: VerifiedAppleNotification) throws -> IngestOutcome {
    let payload = notification.payload
    guard !payload.notificationUUID.isEmpty, !payload.notificationType.isEmpty else {
      throw AnalyticsError(.malformedEvent, "the notification has no notificationUUID or type")
    }
    let records = try Self.records(AppleNotificationEvents.events(for: notification))
    let environment =
      (payload.data?.environment ?? notification.transaction?.environment) == .production
      ? "PRODUCTION" : "SANDBOX"
    let insert = (
      sql: """
      INSERT INTO apple_notifications (notification_uuid, environment, notification_type,
        subtype, original_transaction_id, signed_date_ms, signed_payload)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (notification_uuid) DO NOTHING
      """,
      values: [
        SQLValue.text(payload.notificationUUID), .text(environment),
        .text(payload.notificationType), .optional(payload.subtype),
        .optional(notification.transaction?.originalTransactionId),
        .integer(payload.signedDate), .text(notification.signedPayload),
      ]
    )
    return try store(records, first: insert).isFirstNew ? .stored : .duplicate
  }

  /// How many Apple notifications are stored (every environment).
  public func appleNotificationCount() throws -> Int {
    try state.withLock { state in
      var count = 0
      try state.database.query("SELECT COUNT(*) FROM apple_notifications", []) {
        count = Int($0.int64(0))
      }
      return count
    }
  }
}
