/// Why the analytics store refused input or could not do its work: one line
/// that says what happened and how to fix it, never a secret (no URL passwords).
///
/// The HTTP receiver answers 400 with `description` for `.malformedEvent`.
public struct AnalyticsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kinds of failure; codes are stable.
  public enum Code: Int, Sendable, Hashable {
    /// A webhook body that is not JSON, or not RevenueCat's event shape.
    case malformedEvent = 1301
    /// A `--database` value that is neither `sqlite:PATH` nor a PostgreSQL URL.
    case invalidDatabaseURL = 1302
    /// The database could not be opened, read or written.
    case database = 1303
    /// A metric query that cannot be answered (unknown name, empty range, …).
    case invalidQuery = 1304
    /// A file to import could not be read.
    case unreadableFile = 1305
  }

  /// What kind of failure it is.
  public let code: Code
  /// The one-line reason.
  public let message: String
  /// PostgreSQL's SQLSTATE, when PostgreSQL reported the failure.
  package let sqlState: String?
  /// Whether the database could not be used at all (locked, unreachable, the
  /// disk full), as opposed to refusing this input: the same work fails the
  /// same way until the database recovers.
  package let isUnavailable: Bool

  package init(
    _ code: Code, _ message: String, sqlState: String? = nil, isUnavailable: Bool = false
  ) {
    self.code = code
    self.message = message
    self.sqlState = sqlState
    self.isUnavailable = isUnavailable
  }

  /// The one-line reason.
  public var description: String { message }

  /// A deadlock or serialization failure between concurrent PostgreSQL writers:
  /// running the transaction again succeeds.
  package var isRetryableConflict: Bool { sqlState == "40P01" || sqlState == "40001" }
}
