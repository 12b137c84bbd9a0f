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

  private struct Watcher {
    var count: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private let lock = NSLock()
  private var offset: Duration = .zero
  private var sleepers: [UUID: Sleeper] = [:]
  private var watchers: [UUID: Watcher] = [:]

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
        let (isDue, watchers) = lock.withLock { () -> (Bool, [Watcher]) in
          if deadline.offset <= offset { return (true, []) }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return (false, takeSatisfiedWatchers())
        }
        for watcher in watchers { watcher.continuation.resume() }
        if isDue { continuation.resume() }
      }
    } onCancel: {
      let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, stepping from deadline to deadline:
  /// the clock stops at each sleeper's deadline in order, wakes the sleepers
  /// due then and lets them run, so a task that sleeps again from there sees
  /// the time it woke at, not the end of the advance.
  public func advance(by duration: Duration) async {
    let end = lock.withLock { offset + max(duration, .zero) }
    while let due = nextDue(notAfter: end) {
      for sleeper in due { sleeper.continuation.resume() }
      await Self.yieldToOtherTasks()
    }
    lock.withLock { offset = max(offset, end) }
    await Self.yieldToOtherTasks()
  }

  /// Moves to the earliest deadline not after `end` and takes its sleepers
  /// out; nil when no sleeper is due by `end`.
  private func nextDue(notAfter end: Duration) -> [Sleeper]? {
    lock.withLock { () -> [Sleeper]? in
      guard let earliest = sleepers.values.map(\.deadline.offset).min(), earliest <= end else {
        return nil
      }
      offset = max(offset, earliest)
      let due = sleepers.filter { $0.value.deadline.offset <= offset }
      for id in due.keys { sleepers.removeValue(forKey: id) }
      return Array(due.values)
    }
  }

  /// Suspends until at least `count` tasks are sleeping on the clock — the
  /// bounded way for a test to know the code under test has started waiting.
  /// Pair it with a suite `.timeLimit`, which fails the test with a message
  /// if the sleepers never come.
  public func waitForSleepers(_ count: Int = 1) async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isMet = lock.withLock { () -> Bool in
          if sleepers.count >= count { return true }
          watchers[id] = Watcher(count: count, continuation: continuation)
          return false
        }
        if isMet { continuation.resume() }
      }
    } onCancel: {
      lock.withLock { watchers.removeValue(forKey: id) }?.continuation.resume()
    }
  }

  /// Takes out the watchers whose sleeper count is met (called under `lock`).
  private func takeSatisfiedWatchers() -> [Watcher] {
    let met = watchers.filter { $0.value.count <= sleepers.count }
    for id in met.keys { watchers.removeValue(forKey: id) }
    return Array(met.values)
  }

  /// Moves time forward to `date` (never backward).
  public func advance(to date: Date) async {
    await advance(by: Self.duration(date.timeIntervalSince(self.date)))
  }

  /// Lets other tasks (a manager reacting to an update) run to their next
  /// suspension point, without waiting on real time.
  public static func yieldToOtherTasks(times: Int = 100) async {
    for _ in 0..<times { await Task.yield() }
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
