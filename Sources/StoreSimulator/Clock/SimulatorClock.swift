import Foundation

/// Where the simulator's time comes from, and how fast store time runs.
///
/// Store time is `origin + (now() − origin) × rate + skipped`, where `origin`
/// is the clock's reading when the ledger was created and `skipped` is all the
/// time `StoreSimulator.advance(by:)` has jumped over. Both are kept in the
/// ledger, so a file ledger reopened later continues where it was.
///
/// ```swift
/// .manual(start: date)                 // moves only by advance(by:) — tests
/// .system(rate: .monthlyRenewalEveryFiveMinutes)   // the wall clock, sped up — demos
/// .custom(now: testClock.dateProvider) // follows a test clock the test advances
/// ```
public struct SimulatorClock: Sendable {
  /// The underlying wall clock.
  public let now: @Sendable () -> Date
  /// How fast store time runs against `now`; nil means the `.storekit` file's `_timeRate`.
  public let rate: TimeRate?

  /// A clock reading `now`, sped up by `rate`.
  public static func custom(now: @escaping @Sendable () -> Date, rate: TimeRate? = nil)
    -> SimulatorClock
  {
    SimulatorClock(now: now, rate: rate)
  }

  /// The wall clock, sped up by `rate` (nil: the `.storekit` file's `_timeRate`).
  public static func system(
    rate: TimeRate? = nil, now: @escaping @Sendable () -> Date = Date.init
  ) -> SimulatorClock {
    SimulatorClock(now: now, rate: rate)
  }

  /// A clock standing still at `start`: store time moves only by `advance`.
  public static func manual(start: Date) -> SimulatorClock {
    SimulatorClock(now: { start }, rate: .realTime)
  }
}
