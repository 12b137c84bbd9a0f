import Foundation
import SubscriptionWire

/// How the ledger records a customer deleted through RevenueCat's API
/// (`DELETE /v1/subscribers/{id}`, v2's customer delete) without losing history.
///
/// RevenueCat forgets a deleted customer: the API answers as if the ID were
/// never seen, and the same ID comes back as a new customer. The ledger keeps
/// what happened instead: the customer's rows (transactions, subscriptions,
/// attributes, experiment enrolments, promotional grants) are moved to a
/// tombstone ID, `$SubkitDeleted:<deletion ms>:<app user id>`, in one step,
/// and the webhook events already in the outbox are left as they were sent.
/// No schema change is needed and nothing is erased: the audit, the outbox
/// and the analytics keep every event.
///
/// A tombstone is never answered by the API, never listed, and never sent a
/// webhook (RevenueCat no longer knows the customer); the App Store still
/// bills its subscriptions and writes Apple's notifications, and a restore
/// from the same store account moves its purchases to the restoring customer,
/// as RevenueCat does when the receipt comes back.
package enum DeletedCustomer {
  /// The prefix of every tombstone ID; an app user ID may not start with it.
  package static let prefix = "$SubkitDeleted:"

  /// The tombstone ID for `appUserID` deleted at `date`.
  static func tombstone(for appUserID: String, at date: Date) -> String {
    prefix + String(ISO8601.milliseconds(date)) + ":" + appUserID
  }

  /// Whether `appUserID` is a deleted customer's tombstone.
  package static func isTombstone(_ appUserID: String) -> Bool {
    appUserID.hasPrefix(prefix)
  }
}
