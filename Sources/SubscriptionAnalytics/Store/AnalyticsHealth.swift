/// Whether the analytics database can take webhooks now: what `/healthz` reports.
///
/// ```swift
/// let health = store.health()
/// if health.status != .ok { print(health.reason ?? "") }
/// ```
public struct AnalyticsHealth: Sendable, Hashable {
  /// The database's state.
  public enum Status: String, Sendable, Hashable {
    /// Readable and sound: webhooks are stored.
    case ok
    /// Cannot be reached or used just now (PostgreSQL away, SQLite locked or
    /// its disk failing): webhooks are refused with 503 until it is back.
    case unavailable
    /// The SQLite file fails its integrity check: webhooks are refused until
    /// the file is restored and the receiver restarted.
    case damaged
  }

  /// The database's state.
  public var status: Status
  /// How many events are stored (when `status` is `.ok`).
  public var events: Int?
  /// Why it is not `.ok`: one line, no secrets.
  public var reason: String?

  /// A report of `status`.
  public init(status: Status, events: Int? = nil, reason: String? = nil) {
    self.status = status
    self.events = events
    self.reason = reason
  }
}
