/// The database engines a program can open an ``AnalyticsStore`` on.
///
/// SQLite is always there: this module needs only the toolchain and SQLite,
/// so a program such as `subkit demo` can link it on a fresh machine.
/// PostgreSQL lives in the `SubscriptionAnalyticsPostgres` module (it links
/// libpq); a program that links it opens stores with `engines: .withPostgres`.
///
/// ```swift
/// import SubscriptionAnalyticsPostgres
/// let store = try AnalyticsStore.open(url, engines: .withPostgres)
/// ```
public struct AnalyticsEngines: Sendable {
  /// Opens a PostgreSQL connection from a libpq URL.
  package typealias Connect = @Sendable (String) throws -> sending any AnalyticsDatabase

  /// How to reach PostgreSQL, when the program links it.
  package let postgres: Connect?

  /// Engines with PostgreSQL reached through `postgres`.
  package init(postgres: Connect?) {
    self.postgres = postgres
  }

  /// SQLite only: what every program has.
  public static let sqlite = AnalyticsEngines(postgres: nil)

  /// A PostgreSQL connection to `text` (the URL `url` names, redacted).
  ///
  /// - Throws: `AnalyticsError` (`.invalidDatabaseURL`) when the program does
  ///   not link PostgreSQL; what the engine throws when it cannot connect.
  func connectPostgres(_ text: String, url: AnalyticsDatabaseURL) throws
    -> sending any AnalyticsDatabase
  {
    guard let postgres else {
      throw AnalyticsError(
        .invalidDatabaseURL,
        "\(url) is PostgreSQL, which this program does not link: use a sqlite:PATH database"
          + " (or subkit-analytics)")
    }
    return try postgres(text)
  }
}
