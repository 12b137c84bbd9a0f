import Foundation
import SubscriptionKit

/// What one lifecycle step changed: the records to write and the webhook
/// events to append, all in one ledger transaction.
struct LifecycleStep: Sendable {
  var customers: Set<String> = []
  var subscriptions: Set<String> = []
  var transactions: Set<String> = []
  var pendingWritten: Set<String> = []
  var pendingRemoved: Set<String> = []
  /// Customers whose enrolments or attributes changed (rewritten whole).
  var customerDetails: Set<String> = []
  var events: [WebhookEvent] = []
  /// App users whose customer info may have changed.
  var affectedUsers: Set<String> = []

  var isEmpty: Bool {
    customers.isEmpty && subscriptions.isEmpty && transactions.isEmpty && pendingWritten.isEmpty
      && pendingRemoved.isEmpty && customerDetails.isEmpty && events.isEmpty
  }
}
