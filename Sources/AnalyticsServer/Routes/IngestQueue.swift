import Foundation
import SubscriptionAnalytics

/// Group commit for webhooks arriving at once: concurrent requests share one
/// durable transaction instead of paying for one each.
///
/// The first request to arrive while no commit is running leads: it takes
/// every body waiting (its own included, at most `batchLimit`), commits them
/// in one transaction through `AnalyticsStore.ingest(bodies:)`, and hands each
/// waiting request its own outcome. A request returns only when its event is
/// committed, so "200 only after the durable commit" holds for every one of
/// them. If the batch fails (one malformed body fails the whole batch), each
/// of its bodies is committed on its own, so only the bad one gets the error.
// @unchecked because: `waiting` and `isCommitting` are guarded by `condition`;
// a `Slot`'s result is written by the leader under it and read under it.
final class IngestQueue: @unchecked Sendable {
  private final class Slot {
    let body: Data
    var result: Result<IngestOutcome, any Error>?

    init(body: Data) {
      self.body = body
    }
  }

  private let store: AnalyticsStore
  private let batchLimit: Int
  private let condition = NSCondition()
  private var waiting: [Slot] = []
  private var isCommitting = false

  init(store: AnalyticsStore, batchLimit: Int = 256) {
    self.store = store
    self.batchLimit = batchLimit
  }

  /// Commits `body` (with whatever else is waiting) and returns its outcome.
  func ingest(_ body: Data) throws -> IngestOutcome {
    let slot = Slot(body: body)
    condition.lock()
    waiting.append(slot)
    while slot.result == nil {
      if isCommitting {
        condition.wait()
        continue
      }
      // Lead: commit a batch (which includes this slot unless an earlier leader
      // left more than `batchLimit` waiting, in which case the loop leads again).
      isCommitting = true
      let batch = Array(waiting.prefix(batchLimit))
      waiting.removeFirst(batch.count)
      condition.unlock()
      let results = commit(batch.map(\.body))
      condition.lock()
      for (slot, result) in zip(batch, results) { slot.result = result }
      isCommitting = false
      condition.broadcast()
    }
    let result = slot.result
    condition.unlock()
    guard let result else {
      // Never happens: the loop above ends only once the slot is filled.
      throw HTTPServerError("the event's commit ended without an outcome")
    }
    return try result.get()
  }

  private func commit(_ bodies: [Data]) -> [Result<IngestOutcome, any Error>] {
    if let outcomes = try? store.ingest(bodies: bodies), outcomes.count == bodies.count {
      return outcomes.map { .success($0) }
    }
    return bodies.map { body in Result { try store.ingest(body: body) } }
  }
}
