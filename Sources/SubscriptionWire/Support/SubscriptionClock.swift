import Foundation

/// Where SubscriptionKit's time comes from: the wall clock it judges access
/// by, and the sleeps it waits with. One value carries both, injected once.
///
/// Apps use `.live`. Tests inject `TestClock.subscriptionClock` (from
/// SubscriptionKitTesting), whose time moves only when the test advances it;
/// `SubscriptionClock.unimplemented` fails the test that reads a clock it
/// never injected.
///
/// ```swift
/// let clock = TestClock()
/// let manager = SubscriptionManager(
///   backend: backend, configuration: configuration, clock: clock.subscriptionClock)
/// await clock.advance(by: .days(31))
/// ```
public struct SubscriptionClock: Sendable {
  private let readNow: @Sendable () -> Date
  private let sleepFor: @Sendable (Duration) async throws -> Void

  /// A clock reading the date from `now` and waiting with `sleep`.
  ///
  /// - Parameters:
  ///   - now: the current wall-clock date.
  ///   - sleep: suspends for a duration on the same time line as `now`
  ///     (throws `CancellationError` when the task is cancelled).
  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    readNow = now
    sleepFor = sleep
  }

  /// A clock reading the date from `now` and waiting on `clock`.
  public init<C: Clock>(now: @escaping @Sendable () -> Date, clock: C)
  where C.Duration == Duration {
    self.init(now: now, sleep: { try await clock.sleep(for: $0) })
  }

  /// The device's clock: `Date.now`, waits on `ContinuousClock`.
  public static let live = SubscriptionClock(now: { Date.now }, clock: ContinuousClock())

  /// A clock standing still at `date`: `now` is always `date`, and since no
  /// time ever passes on it a sleep ends only when its task is cancelled
  /// (throwing `CancellationError`).
  ///
  /// For a store whose time moves only when told (`StoreSimulator.advance(by:)`),
  /// such as a terminal demo or a benchmark.
  public static func stopped(at date: Date) -> SubscriptionClock {
    SubscriptionClock(now: { date }, sleep: { _ in try await suspendUntilCancelled() })
  }

  /// Suspends until the task is cancelled, then throws `CancellationError`.
  private static func suspendUntilCancelled() async throws {
    let (never, continuation) = AsyncStream<Never>.makeStream()
    // An AsyncStream's iteration ends when the iterating task is cancelled.
    for await _ in never {}
    continuation.finish()
    throw CancellationError()
  }

  /// The current wall-clock date.
  public func now() -> Date { readNow() }

  /// The current wall-clock date, as the closure older APIs take.
  public var dateProvider: @Sendable () -> Date { readNow }

  /// Suspends for `duration`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(for duration: Duration) async throws {
    try await sleepFor(max(duration, .zero))
  }

  /// Suspends until `date` on this clock's time line; returns at once when it
  /// has passed. The wait is fixed when called: it never wakes before `date`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until date: Date) async throws {
    let remaining = date.timeIntervalSince(now())
    guard remaining > 0 else { return }
    try await sleep(for: Self.duration(atLeast: remaining))
  }

  /// `seconds` as a `Duration`, rounded up to the nanosecond, so a wait never
  /// ends before the instant it aims at.
  static func duration(atLeast seconds: TimeInterval) -> Duration {
    let whole = seconds.rounded(.down)
    let nanoseconds = ((seconds - whole) * 1e9).rounded(.up)
    return .seconds(Int64(whole)) + .nanoseconds(Int64(nanoseconds))
  }
}
