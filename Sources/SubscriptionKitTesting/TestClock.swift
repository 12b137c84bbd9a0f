import Foundation
import SubscriptionKit

/// A clock that moves only when a test says so.
///
/// It is both a wall clock (`date`, and `now` for code that takes
/// `@Sendable () -> Date`) and a `Clock` for code that waits
/// (`try await clock.sleep(for: .seconds(60))`). Sleepers wake when
/// `advance(by:)` or `advance(to:)` moves time past their deadline, so a year
/// of renewals runs in milliseconds and no test waits on real time.
///
/// ```swift
/// let clock = TestClock()
/// let manager = SubscriptionManager(
///   backend: backend, configuration: configuration, clock: clock.subscriptionClock)
/// await clock.advance(by: .days(31))
/// ```
// @unchecked because: all mutable state is guarded by `lock`.
public final class TestClock: Clock, @unchecked Sendable {
  /// A point on the test clock: the time elapsed since it started.
  public struct Instant: InstantProtocol, Hashable, Sendable {
    /// Time since the clock's start.
    public var offset: Duration

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var offset: Duration = .zero
  private var sleepers: [UUID: Sleeper] = [:]
  /// `waitForSleepers(_:)` calls, each with the count it waits for.
  private var watchers: [UUID: (count: Int, wait: BoundedWait)] = [:]
  /// Sleepers an advance woke that have not yet resumed running, and the
  /// advance waiting for them.
  private var waking: Set<UUID> = []
  private var wakingWait: BoundedWait?

  /// The wall-clock date at which the clock starts.
  public let start: Date

  /// A clock starting at `start` (by default 2026-01-01 00:00:00 UTC).
  public init(start: Date = Date(timeIntervalSince1970: 1_767_225_600)) {
    self.start = start
  }

  /// The current instant.
  public var now: Instant { lock.withLock { Instant(offset: offset) } }

  /// The current wall-clock date.
  public var date: Date { start.addingTimeInterval(Self.seconds(lock.withLock { offset })) }

  /// The wall clock as the closure SubscriptionKit's types take (`now:`).
  public var dateProvider: @Sendable () -> Date { { [self] in self.date } }

  /// This clock as the one value SubscriptionKit injects: its `now` is
  /// `date`, its sleeps wait on this clock.
  public var subscriptionClock: SubscriptionClock {
    SubscriptionClock(now: dateProvider, clock: self)
  }

  /// No resolution limit.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are waiting on the clock.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until the clock reaches `deadline` (or the task is cancelled).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (isDue, met) = lock.withLock { () -> (Bool, [BoundedWait]) in
          if deadline.offset <= offset { return (true, []) }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return (false, takeSatisfiedWatchers())
        }
        for wait in met { wait.finish() }
        if isDue { continuation.resume() }
      }
    } onCancel: {
      let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    // Running again: tell an advance that woke this sleeper it may move on.
    let advance = lock.withLock { () -> BoundedWait? in
      guard waking.remove(id) != nil, waking.isEmpty else { return nil }
      defer { wakingWait = nil }
      return wakingWait
    }
    advance?.finish()
  }

  /// Moves time forward by `duration`, stepping from deadline to deadline:
  /// the clock stops at each sleeper's deadline in order, wakes the sleepers
  /// due then, and waits until every one of them is running again before it
  /// moves on, so sleepers wake in deadline order and each resumes while the
  /// clock reads its deadline.
  ///
  /// What a woken task does after waking runs concurrently with the rest of
  /// the advance and after it: wait for what it leads to, never for a number
  /// of yields — `waitForSleepers(_:)` for a task that sleeps again, the
  /// manager's `waitUntilSettled()` (or state observed) for a manager.
  public func advance(by duration: Duration) async {
    let end = lock.withLock { offset + max(duration, .zero) }
    while let (due, wait) = nextDue(notAfter: end) {
      for sleeper in due { sleeper.continuation.resume() }
      await wait.wait(
        orFailAfter: Self.realTimeLimit,
        "TestClock.advance: \(due.count) woken sleeper(s) did not resume running")
    }
    lock.withLock { offset = max(offset, end) }
  }

  /// Moves to the earliest deadline not after `end` and takes its sleepers
  /// out, with the wait that ends when all of them run again; nil when no
  /// sleeper is due by `end`.
  private func nextDue(notAfter end: Duration) -> ([Sleeper], BoundedWait)? {
    lock.withLock { () -> ([Sleeper], BoundedWait)? in
      guard let earliest = sleepers.values.map(\.deadline.offset).min(), earliest <= end else {
        return nil
      }
      offset = max(offset, earliest)
      let due = sleepers.filter { $0.value.deadline.offset <= offset }
      for id in due.keys { sleepers.removeValue(forKey: id) }
      let wait = BoundedWait()
      waking = Set(due.keys)
      wakingWait = wait
      return (Array(due.values), wait)
    }
  }

  /// Suspends until at least `count` tasks are sleeping on the clock — the
  /// way for a test to know the code under test has started waiting. Ends as
  /// soon as the sleepers register (no yields, no polling). If they never
  /// come, the wait ends after `timeLimit` of real time and fails the running
  /// test with a message (outside a test it stops the program), so a test
  /// never hangs on it.
  public func waitForSleepers(
    _ count: Int = 1, timeLimit: Duration = TestClock.realTimeLimit,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let id = UUID()
    let wait = BoundedWait()
    let isMet = lock.withLock { () -> Bool in
      if sleepers.count >= count { return true }
      watchers[id] = (count, wait)
      return false
    }
    guard !isMet else { return }
    let isSatisfied = await wait.wait(
      orFailAfter: timeLimit,
      "TestClock.waitForSleepers: \(count) sleeper(s) expected, "
        + "\(sleeperCount) registered after \(timeLimit) of real time",
      at: TestFailure.Site(fileID: fileID, filePath: filePath, line: line, column: column))
    if !isSatisfied { lock.withLock { _ = watchers.removeValue(forKey: id) } }
  }

  /// How long the clock's own waits may take in real time before they fail
  /// the test: a bound for a hang, never a pause (each wait ends the moment
  /// what it waits for happens).
  public static let realTimeLimit: Duration = .seconds(20)

  /// Takes out the watchers whose sleeper count is met (called under `lock`).
  private func takeSatisfiedWatchers() -> [BoundedWait] {
    let met = watchers.filter { $0.value.count <= sleepers.count }
    for id in met.keys { watchers.removeValue(forKey: id) }
    return met.values.map(\.wait)
  }

  /// Moves time forward to `date` (never backward).
  public func advance(to date: Date) async {
    await advance(by: Self.duration(date.timeIntervalSince(self.date)))
  }

  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  static func duration(_ interval: TimeInterval) -> Duration {
    .nanoseconds(Int64((interval * 1e9).rounded()))
  }
}

extension Duration {
  /// `count` days of 86,400 seconds.
  public static func days(_ count: Int) -> Duration { .seconds(count * 86_400) }
}
