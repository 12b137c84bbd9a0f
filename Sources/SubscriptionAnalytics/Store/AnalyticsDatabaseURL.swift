/// Where the analytics live: `sqlite:PATH` (the default,
/// `sqlite:.subkit/analytics.sqlite`) or a PostgreSQL URL (`postgres://…`,
/// `postgresql://…`, as libpq reads them).
///
/// ```swift
/// let store = try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:/var/lib/subkit/a.sqlite"))
/// ```
public struct AnalyticsDatabaseURL: Sendable, Hashable, CustomStringConvertible {
  /// The engines a URL can name.
  enum Location: Sendable, Hashable {
    case sqlite(path: String)
    case postgres(url: String)
  }

  /// The default: `sqlite:.subkit/analytics.sqlite`, relative to the working folder.
  public static let `default` = AnalyticsDatabaseURL(
    location: .sqlite(path: ".subkit/analytics.sqlite"))

  /// A SQLite database kept in memory, gone with the store: for tests.
  public static let inMemory = AnalyticsDatabaseURL(location: .sqlite(path: ":memory:"))

  let location: Location

  private init(location: Location) {
    self.location = location
  }

  /// Reads `sqlite:PATH` or `postgres://…` / `postgresql://…`.
  ///
  /// - Throws: `AnalyticsError` (`.invalidDatabaseURL`) for anything else.
  public init(_ text: String) throws {
    if text.hasPrefix("sqlite:") {
      let path = String(text.dropFirst("sqlite:".count))
      guard !path.isEmpty else {
        throw AnalyticsError(
          .invalidDatabaseURL, "'sqlite:' needs a path, as in sqlite:data/analytics.sqlite")
      }
      location = .sqlite(path: path)
    } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
      location = .postgres(url: text)
    } else {
      throw AnalyticsError(
        .invalidDatabaseURL,
        "unknown database '\(Self.redacted(text))': use sqlite:PATH or postgres://USER@HOST/DB")
    }
  }

  /// The file a `sqlite:` URL names; nil for PostgreSQL.
  public var sqlitePath: String? {
    if case .sqlite(let path) = location { return path }
    return nil
  }

  /// The URL with every password (userinfo, `password=` or `sslpassword=`
  /// query parameters) replaced by `***`, for messages and logs.
  public var description: String {
    switch location {
    case .sqlite(let path): "sqlite:\(path)"
    case .postgres(let url): Self.redacted(url)
    }
  }

  /// The text with every password libpq would read from it replaced by
  /// `***` (see `DatabaseCredentials`).
  static func redacted(_ text: String) -> String {
    DatabaseCredentials.redacted(text)
  }
}
