import Foundation

/// What Get Notification History asks of the Apple outbox: notifications
/// signed in `[start, end)`, optionally of one type and subtype or about one
/// customer, optionally only those never delivered, after a sequence.
package struct AppleNotificationQuery: Sendable, Hashable {
  /// The earliest `signedDate` included.
  package var start: Date
  /// The first `signedDate` left out.
  package var end: Date
  /// Only this `notificationType`.
  package var notificationType: String?
  /// Only this `subtype` (with `notificationType`).
  package var subtype: String?
  /// Only notifications about the customer (store account) of this transaction.
  package var transactionID: String?
  /// Only notifications no attempt delivered.
  package var onlyFailures = false
  /// Notifications after this sequence (the previous page's last).
  package var afterSequence: Int64 = 0
  /// The page size.
  package var limit = 20

  /// Creates a query over `[start, end)`.
  package init(start: Date, end: Date) {
    self.start = start
    self.end = end
  }
}
