import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionWire
@testable import subkit

/// `subkit store deliver`'s retry schedule, driven on a test clock: the
/// command takes its one clock from `main`, so minutes of RevenueCat's
/// delays pass in no real time.
@Suite("store deliver: the retry schedule on the injected clock", .timeLimit(.minutes(10)))
struct StoreDeliverScheduleTests {
  /// A receiver that fails the first `failures` posts, recording when each
  /// post came (on the test clock) and which event it carried.
  final class Receiver: Sendable {
    private let state: Locked<(failures: Int, posts: [(at: Date, id: String)])>
    private let clock: TestClock

    init(failures: Int, clock: TestClock) {
      state = Locked((failures, []))
      self.clock = clock
    }

    func post(_ body: Data) throws {
      let id = (try? WebhookBody.decode(body).id) ?? "?"
      let fails = state.withLock { state -> Bool in
        state.posts.append((clock.date, id))
        guard state.failures > 0 else { return false }
        state.failures -= 1
        return true
      }
      if fails { throw Failure() }
    }

    /// Seconds after `start` at which each post came.
    func times(since start: Date) -> [TimeInterval] {
      state.withLock { $0.posts.map { $0.at.timeIntervalSince(start) } }
    }

    var eventIDs: [String] { state.withLock { $0.posts.map(\.id) } }

    struct Failure: Error {}
  }

  /// A store in memory holding a few webhook events.
  static func store() throws -> StoreSimulator {
    let examples = Repository.root.appendingPathComponent("Examples/InvoiceApp")
    let store = try StoreSimulator.open(
      storekit: examples.appendingPathComponent("InvoiceApp.storekit"),
      project: examples.appendingPathComponent("subscriptions.json"), ledger: .inMemory,
      clock: .stopped(at: Date(timeIntervalSince1970: 1_767_225_600)))
    try store.purchase(productID: "pro_monthly", for: "alice", storeAccount: "alice")
    try store.advance(by: .seconds(40 * 86_400))
    return store
  }

  static func deliver(
    _ store: StoreSimulator, to receiver: Receiver, delays: [TimeInterval], clock: TestClock
  ) -> Task<Int32, any Error> {
    Task {
      try await StoreDeliverCommand.deliver(
        store: store, target: "https://example.com/hook", delays: delays,
        clock: clock.subscriptionClock, post: receiver.post)
    }
  }

  @Test("A failed event is retried after 5, 10 and 20 minutes of the clock, then delivery goes on")
  func revenueCatSchedule() async throws {
    let store = try Self.store()
    let events = try store.webhookEvents()
    #expect(events.count >= 3)
    let clock = TestClock()
    let start = clock.date
    let receiver = Receiver(failures: 3, clock: clock)
    let delivery = Self.deliver(
      store, to: receiver, delays: StoreDeliverCommand.revenueCatDelays, clock: clock)

    await clock.waitForSleepers()  // attempt 1 failed; waiting 5 minutes
    #expect(receiver.times(since: start) == [0])
    await clock.advance(by: .seconds(299))
    #expect(receiver.times(since: start) == [0], "nothing is sent before the delay is up")
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers()  // attempt 2 failed; waiting 10 minutes
    #expect(receiver.times(since: start) == [0, 300])
    await clock.advance(by: .seconds(600))
    await clock.waitForSleepers()  // attempt 3 failed; waiting 20 minutes
    #expect(receiver.times(since: start) == [0, 300, 900])
    let state = try store.webhookDeliveryState(for: "https://example.com/hook")
    #expect(state.attempts == 3)
    #expect(state.nextAttemptAt == start.addingTimeInterval(2_100))

    await clock.advance(by: .seconds(1_200))
    #expect(try await delivery.value == 0)
    // The fourth attempt delivers; every later event follows at once, in order.
    #expect(
      receiver.times(since: start)
        == [0, 300, 900] + Array(repeating: 2_100, count: events.count))
    #expect(receiver.eventIDs == Array(repeating: events[0].id, count: 3) + events.map(\.id))
    #expect(
      try store.webhookDeliveryState(for: "https://example.com/hook")
        == WebhookDeliveryState(delivered: events[events.count - 1].sequence))
  }

  @Test("After the last retry it gives up (exit 1), with nothing delivered past the event")
  func givesUp() async throws {
    let store = try Self.store()
    let clock = TestClock()
    let start = clock.date
    let receiver = Receiver(failures: .max, clock: clock)
    let delivery = Self.deliver(store, to: receiver, delays: [60, 120], clock: clock)
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(60))
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(120))
    #expect(try await delivery.value == 1)
    #expect(receiver.times(since: start) == [0, 60, 180])
    let state = try store.webhookDeliveryState(for: "https://example.com/hook")
    #expect(state.delivered == 0 && state.attempts == 3 && state.nextAttemptAt == nil)
  }

  @Test("A delivery stopped while it waits resumes at the attempt time the ledger recorded")
  func resumesAtRecordedTime() async throws {
    let store = try Self.store()
    let clock = TestClock()
    let start = clock.date
    let first = Receiver(failures: 1, clock: clock)
    let stopped = Self.deliver(
      store, to: first, delays: StoreDeliverCommand.revenueCatDelays, clock: clock)
    await clock.waitForSleepers()
    stopped.cancel()  // as a killed process: the wait is recorded in the ledger
    await #expect(throws: CancellationError.self) { try await stopped.value }
    await clock.advance(by: .seconds(100))

    let second = Receiver(failures: 0, clock: clock)
    let resumed = Self.deliver(
      store, to: second, delays: StoreDeliverCommand.revenueCatDelays, clock: clock)
    await clock.waitForSleepers()
    #expect(second.times(since: start).isEmpty, "the recorded attempt time is not yet due")
    await clock.advance(by: .seconds(200))
    #expect(try await resumed.value == 0)
    #expect(second.times(since: start).first == 300)
  }

  @Test("An unreachable receiver ends delivery at once: no wait, no attempt recorded")
  func unreachableFailsFast() async throws {
    let store = try Self.store()
    let clock = TestClock()
    let status = try await StoreDeliverCommand.deliver(
      store: store, target: "https://example.com/hook",
      delays: StoreDeliverCommand.revenueCatDelays, clock: clock.subscriptionClock
    ) { _ in
      throw WebhookPoster.Failure(description: "no connection: refused", isUnreachable: true)
    }
    #expect(status == 1)
    #expect(
      try store.webhookDeliveryState(for: "https://example.com/hook") == WebhookDeliveryState())
  }

  @Test("Retry delays read as --retry-delays writes them")
  func retryText() {
    #expect(StoreDeliverCommand.retryText(300) == "5min")
    #expect(StoreDeliverCommand.retryText(7_200) == "2h")
    #expect(StoreDeliverCommand.retryText(45) == "45s")
    #expect(StoreDeliverCommand.parseDelays("5min,10min,2h") == [300, 600, 7_200])
    #expect(StoreDeliverCommand.parseDelays("5m") == nil)
  }
}
