import Foundation
import SubscriptionKit
import SubscriptionWire

/// What the App Store Server API (`subkit-server store`) reads from the
/// store: a customer's transactions and subscriptions as Apple signs them,
/// at the store's time. A customer is an Apple ID (the store account): any
/// of its transactions names all of them, whichever app user holds them.
extension StoreSimulator {
  /// The store's time, after catching up on what fell due.
  package func appleAPINow() throws -> Date {
    try appleRead { _, date in date }
  }

  /// `body` on the ledger's latest state at the store's time (caught up).
  private func appleRead<Result>(
    _ body: (inout sending SimulatorCore, Date) throws -> sending Result
  ) throws -> sending Result {
    try core.withLock { core in
      try core.refresh()
      let date = try core.catchUp()
      return try body(&core, date)
    }
  }

  /// Every transaction of the customer who made `transactionID`, oldest
  /// first, signed now; nil when the store has no such transaction.
  /// Consumables the app finished (Finish Transaction) and that were not
  /// refunded are left out, as Get Transaction History leaves them out.
  package func appleCustomerTransactions(of transactionID: String) throws
    -> [AppleTransactionPayload]?
  {
    try appleRead { core, date in
      guard let account = core.state.transactions[transactionID]?.storeAccount else {
        return try core.familyAppleTransactions(
          ofMember: transactionID, signedDate: ISO8601.milliseconds(date))
      }
      let finished = try core.ledger.finishedTransactionIDs()
      let signedDate = ISO8601.milliseconds(date)
      return core.state.transactions.values
        .filter { transaction in
          transaction.storeAccount == account
            && !(finished.contains(transaction.id) && transaction.revokedAt == nil
              && core.engine.catalog.products[transaction.productID]?.kind == .consumable)
        }
        .sorted { ($0.purchaseDate, $0.id) < ($1.purchaseDate, $1.id) }
        .map { core.engine.appleTransaction($0, signedDate: signedDate, state: core.state) }
    }
  }

  /// One transaction, signed now; nil when the store has no such transaction.
  package func appleTransaction(_ transactionID: String) throws -> AppleTransactionPayload? {
    try appleRead { core, date in
      try core.state.transactions[transactionID].map {
        core.engine.appleTransaction(
          $0, signedDate: ISO8601.milliseconds(date), state: core.state)
      } ?? core.familyAppleTransaction(transactionID, signedDate: ISO8601.milliseconds(date))
    }
  }

  /// Every auto-renewable subscription of the customer who made
  /// `transactionID`, with its status, latest transaction and renewal info,
  /// signed now; nil when the store has no such transaction.
  package func appleSubscriptionStates(of transactionID: String) throws
    -> [AppleSubscriptionState]?
  {
    try appleRead { core, date in
      let signedDate = ISO8601.milliseconds(date)
      guard let account = core.state.transactions[transactionID]?.storeAccount else {
        return try core.familyAppleSubscriptionStates(
          ofMember: transactionID, signedDate: signedDate)
      }
      return core.state.subscriptions(ofStoreAccount: account)
        .sorted {
          ($0.originalPurchaseDate, $0.originalTransactionID) < (
            $1.originalPurchaseDate, $1.originalTransactionID
          )
        }
        .compactMap { subscription in
          guard let latest = core.state.transactions[subscription.latestTransactionID] else {
            return nil
          }
          var renewalInfo = core.engine.appleRenewalInfo(
            subscription, signedDate: signedDate, state: core.state)
          renewalInfo.eligibleWinBackOfferIds = core.engine.eligibleWinBackOfferIDs(
            subscription, at: date, state: core.state)
          return AppleSubscriptionState(
            subscriptionGroupIdentifier: subscription.groupID,
            originalTransactionId: subscription.originalTransactionID,
            status: AppleStatusRule.status(of: subscription),
            transaction: core.engine.appleTransaction(
              latest, signedDate: signedDate, state: core.state),
            renewalInfo: renewalInfo)
        }
    }
  }

  /// The notifications Get Notification History answers for `query` (one
  /// more than a page when there are more), each with its delivery attempts.
  /// A customer filter naming an unknown transaction matches nothing.
  package func appleNotificationHistory(_ query: AppleNotificationQuery) throws
    -> [(notification: AppleNotification, attempts: [AppleSendAttempt])]
  {
    try core.withLock { core in
      try core.refresh()
      var originalIDs: Set<String>? = nil
      if let id = query.transactionID {
        if let account = core.state.transactions[id]?.storeAccount {
          originalIDs = Set(
            core.state.transactions.values.filter { $0.storeAccount == account }.map(\.originalID))
        } else if let members = try core.familyOriginalIDs(ofMember: id) {
          originalIDs = members  // a family member's: their shared subscriptions
        } else {
          return []
        }
      }
      do {
        return try core.ledger.appleNotifications(matching: query, originalIDs: originalIDs).map {
          ($0, try core.ledger.appleSendAttempts(sequence: $0.sequence))
        }
      } catch let error as StoreSimulatorError {
        throw error
      } catch {
        throw StoreSimulatorError(.ledger, "Cannot read the Apple outbox: \(error)")
      }
    }
  }

  /// The Apple outbox's notification `sequence` and its delivery attempts.
  package func appleNotification(sequence: Int64) throws
    -> (notification: AppleNotification, attempts: [AppleSendAttempt])?
  {
    try core.withLock { core in
      try core.refresh()
      do {
        guard let notification = try core.ledger.appleNotification(sequence: sequence) else {
          return nil
        }
        return (notification, try core.ledger.appleSendAttempts(sequence: sequence))
      } catch let error as StoreSimulatorError {
        throw error
      } catch {
        throw StoreSimulatorError(.ledger, "Cannot read the Apple outbox: \(error)")
      }
    }
  }
}
