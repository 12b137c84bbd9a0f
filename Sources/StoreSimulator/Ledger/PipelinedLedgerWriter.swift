import Dispatch
import Foundation
import SubscriptionKit
import SubscriptionWire

/// Commits a bulk run's batches on a thread of its own, in order, while the
/// engine works out the next batch: `store simulate` spends about as long
/// storing a batch in SQLite as making it (the engine's steps, then the
/// webhook bodies, written in `LedgerChanges`), so on two cores the run takes
/// about as long as the longer of the two, not their sum.
///
/// At most one batch is written while the next is made (`submit` waits for
/// the one before), so memory holds two batches at most. The first failure
/// stops the writing; `finish` throws it, and the run's transaction, which
/// the writes are savepoints of, is rolled back whole as before.
final class PipelinedLedgerWriter {
  /// The ledger, handed to the writer thread.
  ///
  /// @unchecked because: from `init` until `finish` or `waitUntilWritten`
  /// returns, only the writer thread touches the ledger. The thread that made
  /// the writer uses it again only after one of those waited for the writer's
  /// queue to drain, which orders every write before that use.
  private struct Handle: @unchecked Sendable {
    let ledger: Ledger
  }

  private let handle: Handle
  private let queue = DispatchQueue(label: "SubscriptionKit.StoreSimulator.ledger-writer")
  /// Room for one batch beyond the one being made.
  private let room = DispatchSemaphore(value: 1)
  private let failure = Locked<StoreSimulatorError?>(nil)

  init(ledger: Ledger) {
    handle = Handle(ledger: ledger)
  }

  /// Queues `changes` to be committed after those submitted before; waits
  /// while the previous batch is still being written.
  ///
  /// - Throws: the `StoreSimulatorError` of an earlier batch that failed.
  func submit(_ changes: LedgerChanges) throws {
    if let error = failure.current { throw error }
    room.wait()
    queue.async { [handle, failure, room] in
      defer { room.signal() }
      guard failure.current == nil else { return }
      do {
        try handle.ledger.commit(changes)
      } catch {
        failure.withLock { $0 = Self.ledgerError(error) }
      }
    }
  }

  /// Waits until every submitted batch is written (or skipped after a failure).
  func waitUntilWritten() {
    queue.sync {}
  }

  /// Waits until every submitted batch is written.
  ///
  /// - Throws: the `StoreSimulatorError` of the first batch that failed.
  func finish() throws {
    waitUntilWritten()
    if let error = failure.current { throw error }
  }

  private static func ledgerError(_ error: any Error) -> StoreSimulatorError {
    if let error = error as? StoreSimulatorError { return error }
    return StoreSimulatorError(.ledger, "Could not write to the ledger: \(error)")
  }
}
