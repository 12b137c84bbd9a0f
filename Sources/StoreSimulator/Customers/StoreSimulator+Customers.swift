import Foundation
import SubscriptionKit

/// Deleting customers, moving purchases between them and finding who holds a
/// purchase, for the served API (each write one ledger transaction).
extension StoreSimulator {
  /// Deletes `appUserID` as RevenueCat's `DELETE /v1/subscribers/{id}` does:
  /// the API no longer answers for it and the same ID comes back as a new
  /// customer; the ledger keeps its history under a tombstone
  /// (`DeletedCustomer`). A current customer (this device's) is created
  /// again at once, as the SDK's next request would. Returns the store time
  /// of the deletion.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownCustomer` when the ledger does
  ///   not know the ID (nothing is written), `.ledger` when it cannot be written.
  @discardableResult
  package func deleteCustomer(_ appUserID: String) throws -> Date {
    let id = try AppUserID.validated(appUserID)
    let date = try core.withLock { core in
      try core.perform { date, state, step in
        _ = try core.engine.deleteCustomer(id, at: date, state: &state, step: &step)
        if id == core.currentAppUserID {
          core.engine.ensureCustomer(id, at: date, state: &state, step: &step)
        }
        return date
      }
    }
    broadcastChanges()
    return date
  }

  /// Moves every purchase of `source` to `target` (RevenueCat v2's transfer
  /// action), with a `TRANSFER` webhook when anything moved; returns how many
  /// transactions moved.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownCustomer`, `.invalidTransfer`;
  ///   nothing is written then.
  @discardableResult
  package func transferPurchases(from source: String, to target: String) throws -> Int {
    let from = try AppUserID.validated(source)
    let to = try AppUserID.validated(target)
    let moved = try core.withLock { core in
      try core.perform { date, state, step in
        try core.engine.transferPurchases(
          from: from, to: to, at: date, state: &state, step: &step)
      }
    }
    broadcastChanges()
    return moved
  }

  /// The holder and product of the subscription `identifier` names: its
  /// original transaction or any of its transactions. Nil when there is
  /// none (a one-time purchase has no subscription), or its holder was deleted.
  package func subscriptionHolder(_ identifier: String) -> (appUserID: String, productID: String)? {
    core.withLock { core in
      try? core.refresh()
      let state = core.state
      guard
        let record = state.subscriptions[identifier]
          ?? state.transactions[identifier].flatMap({ state.subscriptions[$0.originalID] }),
        !DeletedCustomer.isTombstone(record.appUserID)
      else { return nil }
      return (record.appUserID, record.productID)
    }
  }
}

extension StoreSimulatorError.Code {
  /// No customer with that app user ID in the ledger.
  public static let unknownCustomer = StoreSimulatorError.Code(rawValue: "unknown_customer")
  /// A transfer that cannot be made (a customer to itself).
  public static let invalidTransfer = StoreSimulatorError.Code(rawValue: "invalid_transfer")
}
