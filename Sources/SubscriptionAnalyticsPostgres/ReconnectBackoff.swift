/// When to try reaching PostgreSQL again after a connection was lost:
/// the first try at once, then after waits that double from `first` up to
/// `limit`, so a database that stays away costs one attempt per `limit` and
/// one that comes back is reached within `limit`.
///
/// Pure: the caller gives the time (`Duration` since any fixed origin).
///
/// ```swift
/// var backoff = ReconnectBackoff()
/// backoff.failed(at: .seconds(10))        // next try at 10.25 s
/// backoff.mayAttempt(at: .seconds(10.1))  // false
/// ```
struct ReconnectBackoff: Sendable, Hashable {
  /// The wait after the first failed attempt.
  let first: Duration
  /// The longest wait between attempts.
  let limit: Duration
  /// When the next attempt may be made (nil: at once).
  private(set) var nextAttempt: Duration?
  private var wait: Duration

  /// A backoff waiting `first`, then twice as long each time, at most `limit`.
  init(first: Duration = .milliseconds(250), limit: Duration = .seconds(8)) {
    self.first = first
    self.limit = limit
    wait = first
  }

  /// Whether an attempt may be made at `now`.
  func mayAttempt(at now: Duration) -> Bool {
    nextAttempt.map { now >= $0 } ?? true
  }

  /// How long until the next attempt may be made (zero when it may now).
  func remaining(at now: Duration) -> Duration {
    max(.zero, (nextAttempt ?? now) - now)
  }

  /// An attempt at `now` failed: the next waits longer, up to `limit`.
  mutating func failed(at now: Duration) {
    nextAttempt = now + wait
    wait = min(wait * 2, limit)
  }

  /// The connection is back: the next loss is retried at once.
  mutating func succeeded() {
    nextAttempt = nil
    wait = first
  }
}
