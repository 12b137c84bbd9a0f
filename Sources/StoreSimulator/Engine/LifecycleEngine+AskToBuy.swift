import Foundation

extension LifecycleEngine {
  /// Records a purchase that waits for a parent (Ask to Buy).
  func requestApproval(
    _ productID: String, offeringID: String?, for appUserID: String, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> PendingPurchase {
    _ = try product(productID)
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    let request = PendingPurchase(
      id: "ask-" + state.makeTransactionID(), appUserID: appUserID, productID: productID,
      offeringID: offeringID, requestedAt: date)
    state.pending[request.id] = request
    step.pendingWritten.insert(request.id)
    return request
  }

  /// A parent approved: the purchase happens now. Declined: it is dropped.
  func resolvePending(
    _ id: String, approve: Bool, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> TransactionRecord? {
    guard let request = state.pending.removeValue(forKey: id) else {
      throw StoreSimulatorError(
        .unknownPendingPurchase, "No pending Ask-to-Buy request \"\(id)\".")
    }
    step.pendingRemoved.insert(id)
    guard approve else { return nil }
    return try purchase(
      request.productID, offeringID: request.offeringID, for: request.appUserID, at: date,
      state: &state, step: &step)
  }
}
