import Foundation
import HTTPCore
import SubscriptionAnalytics

/// Group commit for webhooks arriving at once: concurrent requests share one
/// durable transaction instead of paying for one each.
///
/// Each request reads its body on its own thread first
/// (`AnalyticsStore.decode(webhook:)`): a malformed body is refused there
/// and never joins a batch, and bodies are read while a commit waits for the
/// disk. It then waits in line, on a semaphore of its own, while one
/// committer thread takes everything in line (at most `batchLimit`), commits
/// it in one transaction through `AnalyticsStore.ingest(decoded:)`, hands
/// each request its own outcome and goes straight on to the next batch.
/// A request returns only when its event is committed, so "200 only after
/// the durable commit" holds for every one of them. If a batch fails, each of
/// its bodies is committed on its own, so only one that cannot be stored gets
/// the error — unless the database itself is unavailable (locked by another
/// process, unreachable, its disk full): then every request of the batch gets
/// that error at once (a 503, which RevenueCat retries), instead of each
/// waiting out the same failure alone.
///
/// Why one committer thread, and wake-ups that fan out: when a waiting
/// request led the next commit, and a condition broadcast woke every waiting
/// thread after each one, 0.3 ms passed between commits of 0.75 ms (16
/// clients, two cores): handing over the lead, and wake-ups that found
/// nothing to do. A committer that wakes each request itself brought that to
/// 0.1 ms; waking only the batch's first request, each woken request waking
/// two more, brings it to about 15 µs.
///
/// The committer starts with the first request and ends when the queue is
/// released (with the handler that owns it, when its server stops).
final class IngestQueue: Sendable {
  private let line: Line

  /// A queue committing into `store`.
  convenience init(store: AnalyticsStore, batchLimit: Int = 256) {
    self.init(batchLimit: batchLimit) { try store.ingest(decoded: $0) }
  }

  /// - Parameters:
  ///   - committerEnded: called on the committer thread as it ends (for
  ///     tests: it ends once the queue is released).
  ///   - commit: commits a batch in one transaction and returns each
  ///     webhook's outcome, in order (`AnalyticsStore.ingest(decoded:)`).
  init(
    batchLimit: Int = 256, committerEnded: (@Sendable () -> Void)? = nil,
    commit: @escaping @Sendable ([DecodedWebhook]) throws -> [IngestOutcome]
  ) {
    line = Line(commit: commit, batchLimit: batchLimit, committerEnded: committerEnded)
  }

  deinit {
    line.close()
  }

  /// Commits `body` (with whatever else is waiting) and returns its outcome.
  ///
  /// - Throws: `AnalyticsError` (`.malformedEvent`) for a body that is not
  ///   RevenueCat's shape, before it waits for anything; the store's error
  ///   when the event cannot be committed.
  func ingest(_ body: Data) throws -> IngestOutcome {
    try line.commit(try AnalyticsStore.decode(webhook: body)).get()
  }

  /// The requests waiting and the committer thread that serves them. Held by
  /// the thread too, so it is a separate object from the queue: releasing
  /// the queue closes the line and the thread ends.
  // @unchecked because: `waiting`, `hasCommitter` and `isClosed` are guarded
  // by `condition`; a `Slot`'s `result` and `woken` are written by the
  // committer before it signals the batch's first slot, and read only after
  // that slot's wait returns (or, down the tree, after a wait that follows it).
  private final class Line: @unchecked Sendable {
    private final class Slot {
      let webhook: DecodedWebhook
      let done = DispatchSemaphore(value: 0)
      var result: Result<IngestOutcome, any Error>?
      /// Who this slot's thread wakes once it is woken.
      var woken: ArraySlice<Slot> = []

      init(webhook: DecodedWebhook) {
        self.webhook = webhook
      }
    }

    private let commitBatch: @Sendable ([DecodedWebhook]) throws -> [IngestOutcome]
    private let batchLimit: Int
    private let condition = NSCondition()
    private var waiting: [Slot] = []
    private var hasCommitter = false
    private var isClosed = false

    private let committerEnded: (@Sendable () -> Void)?

    init(
      commit: @escaping @Sendable ([DecodedWebhook]) throws -> [IngestOutcome], batchLimit: Int,
      committerEnded: (@Sendable () -> Void)?
    ) {
      commitBatch = commit
      self.batchLimit = batchLimit
      self.committerEnded = committerEnded
    }

    func commit(_ webhook: DecodedWebhook) -> Result<IngestOutcome, any Error> {
      let slot = Slot(webhook: webhook)
      condition.lock()
      waiting.append(slot)
      if !hasCommitter {
        hasCommitter = true
        Thread { [self] in
          Thread.current.name = "subkit-ingest"
          run()
        }.start()
      } else if waiting.count == 1 {
        condition.signal()
      }
      condition.unlock()
      slot.done.wait()
      for next in slot.woken { next.done.signal() }
      return slot.result ?? .failure(HTTPServerError("the event's commit ended without an outcome"))
    }

    func close() {
      condition.lock()
      isClosed = true
      condition.signal()
      condition.unlock()
    }

    /// The committer: commits what is waiting, batch after batch; sleeps
    /// while nothing is; ends when the line is closed and empty.
    private func run() {
      condition.lock()
      while true {
        while waiting.isEmpty && !isClosed { condition.wait() }
        if waiting.isEmpty { break }
        let batch = Array(waiting.prefix(batchLimit))
        waiting.removeFirst(batch.count)
        condition.unlock()
        let results = commit(batch.map(\.webhook))
        // Wake-ups fan out as a binary tree: this thread wakes the first
        // request, and each request wakes two more before it answers.
        for (index, slot) in batch.enumerated() {
          slot.result = results[index]
          slot.woken = batch[min(2 * index + 1, batch.count)..<min(2 * index + 3, batch.count)]
        }
        batch.first?.done.signal()
        condition.lock()
      }
      hasCommitter = false
      condition.unlock()
      committerEnded?()
    }

    private func commit(_ webhooks: [DecodedWebhook]) -> [Result<IngestOutcome, any Error>] {
      do {
        let outcomes = try commitBatch(webhooks)
        if outcomes.count == webhooks.count { return outcomes.map { .success($0) } }
      } catch let error as AnalyticsError where error.isUnavailable {
        return webhooks.map { _ in .failure(error) }
      } catch {
        // One of them may be what the database refuses: find it, below.
      }
      return webhooks.map { webhook in
        Result {
          guard let outcome = try commitBatch([webhook]).first else {
            throw HTTPServerError("the store gave no outcome for event \(webhook.eventID)")
          }
          return outcome
        }
      }
    }
  }
}
