import Foundation
import SubscriptionKit
import SubscriptionWire

/// What one lifecycle step changed: the records to write and the webhook
/// events to append, all in one ledger transaction.
///
/// Every change to what is written counts in `changes` (the observers below
/// do not read the old value, so the collections are still changed in
/// place): a bulk run records many steps into one batch and tells a step
/// that wrote something by it, as `isEmpty` tells a step of its own.
struct LifecycleStep: Sendable {
  var customers: TouchedIDs = [] { didSet { changes &+= 1 } }
  var subscriptions: TouchedIDs = [] { didSet { changes &+= 1 } }
  var transactions: TouchedIDs = [] { didSet { changes &+= 1 } }
  var pendingWritten: TouchedIDs = [] { didSet { changes &+= 1 } }
  var pendingRemoved: TouchedIDs = [] { didSet { changes &+= 1 } }
  /// Customers whose enrolments or attributes changed (rewritten whole).
  var customerDetails: TouchedIDs = [] { didSet { changes &+= 1 } }
  var events: [WebhookEvent] = [] { didSet { changes &+= 1 } }
  /// The App Store Server Notifications the step causes (the Apple outbox).
  var appleNotifications: [AppleNotification] = [] { didSet { changes &+= 1 } }
  /// Products whose price was raised.
  var priceIncreases: [ProductPriceIncrease] = [] { didSet { changes &+= 1 } }
  /// Products removed from sale in this step.
  var removedFromSale: [String] = [] { didSet { changes &+= 1 } }
  /// Family shares written (`FamilyShare`, by member original transaction ID).
  var familyShares: TouchedIDs = [] { didSet { changes &+= 1 } }
  /// Members' new transactions: (transaction, member original, purchaser's transaction).
  var familyTransactions: [FamilyTransaction] = [] { didSet { changes &+= 1 } }
  /// App users whose customer info may have changed.
  var affectedUsers: Set<String> = []
  /// How many times a record set or the events above were changed.
  private(set) var changes = 0

  var isEmpty: Bool {
    customers.isEmpty && subscriptions.isEmpty && transactions.isEmpty && pendingWritten.isEmpty
      && pendingRemoved.isEmpty && customerDetails.isEmpty && events.isEmpty
      && appleNotifications.isEmpty && priceIncreases.isEmpty && familyShares.isEmpty
      && familyTransactions.isEmpty && removedFromSale.isEmpty
  }
}
