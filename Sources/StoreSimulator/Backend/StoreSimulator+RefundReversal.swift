import SubscriptionKit

extension StoreSimulator {
  /// Apple reverses the refund of `transactionID`: the charge counts again
  /// and the access it paid for returns for the rest of its period (auto-renew
  /// stays off). Writes `REFUND_REVERSED` to both outboxes.
  ///
  /// - Throws: `StoreSimulatorError` (`.unknownTransaction`) when it was never refunded.
  public func reverseRefund(transactionID: String) throws {
    try control { core in
      _ = try core.perform { date, state, step in
        try core.engine.reverseRefund(transactionID, at: date, state: &state, step: &step)
      }
    }
  }

  /// Apple reverses the refund of the customer's latest refunded purchase of
  /// `productID`. Returns the transaction whose refund was reversed.
  @discardableResult
  public func reverseRefund(productID: String, for appUserID: String? = nil) throws
    -> StoreTransaction
  {
    try actOnLatest(productID, for: appUserID, refunded: true) { engine, id, date, state, step in
      try engine.reverseRefund(id, at: date, state: &state, step: &step)
    }
  }
}
