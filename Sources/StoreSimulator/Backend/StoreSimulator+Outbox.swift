import Foundation

extension StoreSimulator {
  /// The sequence of the newest webhook event in the outbox (0: none yet).
  ///
  /// Read it before a control and pass it to `webhookEvents(after:)` after
  /// it to see exactly the events the control caused, without reading the
  /// whole outbox.
  ///
  /// - Throws: `StoreSimulatorError` `.ledger` when the outbox cannot be read.
  public func lastWebhookSequence() throws -> Int64 {
    try core.withLock { core in
      do {
        let newest = try core.ledger.database.statement(
          "SELECT COALESCE(MAX(sequence), 0) FROM outbox")
        return try newest.firstRow { $0.int64(0) } ?? 0
      } catch {
        throw StoreSimulatorError(.ledger, "Cannot read the webhook outbox: \(error)")
      }
    }
  }
}
