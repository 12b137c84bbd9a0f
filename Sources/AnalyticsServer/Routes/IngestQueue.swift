import Foundation
import SubscriptionAnalytics

/// Group commit for webhooks arriving at once: concurrent requests share one
/// durable transaction instead of paying for one each.
///
/// Each request reads its body on its own thread first
/// (`AnalyticsStore.decode(webhook:)`): a malformed body is refused there
/// and never joins a batch, and bodies are read while a commit waits for the
/// disk. The first request to arrive while no commit is running leads: it
/// takes every body waiting (its own included, at most `batchLimit`),
/// commits them in one transaction through `AnalyticsStore.ingest(decoded:)`,
/// and hands each waiting request its own outcome. A request returns only
/// when its event is committed, so "200 only after the durable commit" holds
/// for every one of them. If the batch fails, each of its bodies is committed
/// on its own, so only one that cannot be stored gets the error.
// @unchecked because: `waiting` and `isCommitting` are guarded by `condition`;
// a `Slot`'s result is written by the leader under it and read under it.
final class IngestQueue: @unchecked Sendable {
  private final class Slot {
    let webhook: DecodedWebhook
    var result: Result<IngestOutcome, any Error>?

    init(webhook: DecodedWebhook) {
      self.webhook = webhook
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
  ///
  /// - Throws: `AnalyticsError` (`.malformedEvent`) for a body that is not
  ///   RevenueCat's shape, before it waits for anything; the store's error
  ///   when the event cannot be committed.
  func ingest(_ body: Data) throws -> IngestOutcome {
    let slot = Slot(webhook: try AnalyticsStore.decode(webhook: body))
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
      let results = commit(batch.map(\.webhook))
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

  private func commit(_ webhooks: [DecodedWebhook]) -> [Result<IngestOutcome, any Error>] {
    if let outcomes = try? store.ingest(decoded: webhooks), outcomes.count == webhooks.count {
      return outcomes.map { .success($0) }
    }
    return webhooks.map { webhook in Result { try store.ingest(decoded: [webhook])[0] } }
  }
}
