/// Why the analytics store refused input or could not do its work: one line
/// that says what happened and how to fix it, never a secret (no URL passwords).
///
/// The HTTP receiver answers 400 with `description` for `.malformedEvent`.
public struct AnalyticsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A stable code: match on it, not on the message. A struct, not an enum,
  /// so new codes can be added without breaking a caller's `switch`.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code's number (13xx: the analytics store).
    public let rawValue: Int
    /// A code with this number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The code's number, as text.
    public var description: String { String(rawValue) }

    /// A webhook body that is not JSON, or not RevenueCat's event shape.
    public static let malformedEvent = Code(rawValue: 1301)
    /// A `--database` value that is neither `sqlite:PATH` nor a PostgreSQL URL.
    public static let invalidDatabaseURL = Code(rawValue: 1302)
    /// The database could not be opened, read or written.
    public static let database = Code(rawValue: 1303)
    /// A metric query that cannot be answered (unknown name, empty range, …).
    public static let invalidQuery = Code(rawValue: 1304)
    /// A file to import could not be read.
    public static let unreadableFile = Code(rawValue: 1305)
  }

  /// What kind of failure it is.
  public let code: Code
  /// The one-line reason, with where it happened (`batch 2, body 5: …`).
  public private(set) var message: String
  /// Which batch of `ingest(batches:)` was refused (1-based), when there was more than one.
  public private(set) var batch: Int?
  /// Which body of a batch was refused (1-based), when the error is about one body.
  public private(set) var body: Int?
  /// What is wrong, without where (`batch`, `body`): `message` is this with the place first.
  public let detail: String
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
    self.batch = nil
    self.body = nil
    self.detail = message
    self.sqlState = sqlState
    self.isUnavailable = isUnavailable
  }

  /// The same error placed at body `body` of batch `batch` (both 1-based; a nil
  /// `batch` when there is only one): `message` then starts with the place.
  package func placed(batch: Int?, body: Int) -> AnalyticsError {
    var placed = self
    placed.place(batch: batch, body: body)
    return placed
  }

  private mutating func place(batch: Int?, body: Int) {
    self.batch = batch
    self.body = body
    message = (batch.map { "batch \($0), " } ?? "") + "body \(body): \(detail)"
  }

  /// The one-line reason.
  public var description: String { message }

  /// A deadlock or serialization failure between concurrent PostgreSQL writers:
  /// running the transaction again succeeds.
  package var isRetryableConflict: Bool { sqlState == "40P01" || sqlState == "40001" }
}
