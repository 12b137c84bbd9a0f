import Foundation
import SubscriptionKit

/// What one commit writes: the records a step (or a bulk run's batch of
/// steps) touched, as the state held them when it was committed, and its
/// webhook events as outbox rows (their bodies written here).
///
/// Holding the records themselves, not their identifiers, makes a commit a
/// value that needs no state to write: a bulk run hands each batch to a
/// writer thread and goes on changing the state (`PipelinedLedgerWriter`).
struct LedgerChanges: Sendable {
  /// Customers to write, in first-touch order; `nil` removes the customer.
  var customers: [(id: String, record: CustomerRecord?)] = []
  /// Customers whose enrolments and attributes are rewritten whole (`nil`:
  /// removed with the customer).
  var customerDetails: [(id: String, record: CustomerRecord?)] = []
  var transactions: [TransactionRecord] = []
  var subscriptions: [SubscriptionRecord] = []
  var pendingWritten: [PendingPurchase] = []
  var pendingRemoved: [String] = []
  var outbox: [OutboxRow] = []
  /// Apple's notifications, encoded when written (on the writer's thread in a bulk run).
  var appleOutbox: [AppleNotification] = []
  /// Family shares to write (`FamilyShare`).
  var familyShares: [FamilyShare] = []
  var familyTransactions: [FamilyTransaction] = []
  var settings: [String: String] = [:]
  /// Products whose price was raised.
  var priceIncreases: [ProductPriceIncrease] = []
  /// Products removed from sale, with when.
  var removedFromSale: [ProductRemoval] = []

  /// The step's records as `state` holds them now, and its events' rows.
  ///
  /// - Throws: `StoreSimulatorError` (`.ledger`) for an event without a
  ///   sequence number.
  init(_ step: LifecycleStep, state: EngineState, settings: [String: String] = [:]) throws {
    customers = step.customers.ordered.map { ($0, state.customers[$0]) }
    customerDetails = step.customerDetails.ordered.map { ($0, state.customers[$0]) }
    transactions = step.transactions.ordered.compactMap { state.transactions[$0] }
    subscriptions = step.subscriptions.ordered.compactMap { state.subscriptions[$0] }
    pendingWritten = step.pendingWritten.ordered.compactMap { state.pending[$0] }
    pendingRemoved = step.pendingRemoved.ordered
    outbox = try step.events.map(OutboxRow.init)
    appleOutbox = step.appleNotifications
    priceIncreases = step.priceIncreases
    removedFromSale = step.removedFromSale.compactMap { id in
      state.removedFromSale[id].map { ProductRemoval(productID: id, date: $0) }
    }
    familyShares = step.familyShares.ordered.compactMap { state.familyShares[$0] }
    familyTransactions = step.familyTransactions
    self.settings = settings
  }

  /// Whether there is nothing to write.
  var isEmpty: Bool {
    customers.isEmpty && customerDetails.isEmpty && transactions.isEmpty
      && subscriptions.isEmpty && pendingWritten.isEmpty && pendingRemoved.isEmpty
      && outbox.isEmpty && appleOutbox.isEmpty && settings.isEmpty && priceIncreases.isEmpty
      && familyShares.isEmpty && familyTransactions.isEmpty && removedFromSale.isEmpty
  }
}
