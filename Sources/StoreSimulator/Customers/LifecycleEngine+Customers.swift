import Foundation
import SubscriptionKit

/// Customers removed and purchases moved through RevenueCat's API.
extension LifecycleEngine {
  /// Deletes `appUserID` as RevenueCat does, keeping its history under a
  /// tombstone (`DeletedCustomer`); returns the tombstone. No webhook:
  /// RevenueCat sends none for a deletion.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownCustomer` when the ledger does not know the ID.
  func deleteCustomer(
    _ appUserID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws -> String {
    guard state.customers[appUserID] != nil, !DeletedCustomer.isTombstone(appUserID) else {
      throw StoreSimulatorError(.unknownCustomer, "No customer '\(appUserID)' in this store.")
    }
    let tombstone = DeletedCustomer.tombstone(for: appUserID, at: date)
    rename(appUserID, to: tombstone, state: &state, step: &step)
    return tombstone
  }

  /// Moves every subscription and one-time purchase of `source` to `target`
  /// (RevenueCat v2's transfer action) and emits `TRANSFER`; returns how many
  /// transactions moved. Promotional grants, attributes and the customers
  /// themselves stay as they are.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownCustomer` for an ID the ledger
  ///   does not know, `.invalidTransfer` when both are the same customer.
  func transferPurchases(
    from source: String, to target: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> Int {
    for id in [source, target]
    where state.customers[id] == nil || DeletedCustomer.isTombstone(id) {
      throw StoreSimulatorError(.unknownCustomer, "No customer '\(id)' in this store.")
    }
    guard source != target else {
      throw StoreSimulatorError(
        .invalidTransfer, "A customer's purchases cannot be transferred to the same customer.")
    }
    let customer = state.customers[source]
    let transactionIDs = customer?.transactionIDs ?? []
    guard !transactionIDs.isEmpty else { return 0 }
    move(
      transactionIDs, customer?.subscriptionIDs ?? [], from: source, to: target, state: &state,
      step: &step)
    emitTransfer(from: [source], to: target, at: date, state: &state, step: &step)
    return transactionIDs.count
  }
}
