import Foundation
import SubscriptionWire

extension AnalyticsStore {
  /// Opens the database at `url` only to read it (`report`): nothing is
  /// created, migrated or written, so a read-only file in a read-only folder
  /// (a backup, another user's receiver) can be reported on.
  ///
  /// SQLite is opened read-only without leaving a `-wal`, `-shm` or journal
  /// beside the file (`SQLiteReadOnlyPath`); a PostgreSQL session is made
  /// read-only. Ingesting into such a store fails.
  ///
  /// - Throws: `AnalyticsError` (`.database`) when there is no database at
  ///   `url`, when it is not an analytics database, or when it was written
  ///   by another version of the schema (the message says to run
  ///   `subkit-analytics rebuild` once with write access to bring it up to
  ///   date); (`.invalidDatabaseURL`) for PostgreSQL in a program without it.
  public static func openForReading(
    _ url: AnalyticsDatabaseURL, engines: AnalyticsEngines = .sqlite,
    now: @escaping @Sendable () -> Date = SubscriptionClock.live.dateProvider
  ) throws -> AnalyticsStore {
    let database: any AnalyticsDatabase
    do {
      switch url.location {
      case .sqlite(let path):
        guard path == ":memory:" || FileManager.default.fileExists(atPath: path) else {
          throw AnalyticsError(.database, "no analytics database at \(path)")
        }
        database = try SQLiteAnalyticsDatabase(readingAt: path)
      case .postgres(let text):
        database = try engines.connectPostgres(text, url: url)
        try database.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
      }
      try checkSchema(of: database, at: url)
    } catch let error as AnalyticsError {
      throw error
    } catch {
      throw AnalyticsError(.database, "cannot open \(url) to read: \(error)")
    }
    return AnalyticsStore(url: url, database: database, now: now)
  }

  /// Refuses a database a reader cannot use as it is: not an analytics
  /// database, or one whose schema `open` would first have to migrate.
  private static func checkSchema(of database: any AnalyticsDatabase, at url: AnalyticsDatabaseURL)
    throws
  {
    guard try database.hasTable("schema_info") else {
      throw AnalyticsError(
        .database,
        "\(url) is not an analytics database (it has no schema_info table); "
          + "pass the --database that subkit-analytics import or serve wrote")
    }
    var versions: [String: Int64] = [:]
    try database.query("SELECT name, version FROM schema_info", []) {
      versions[$0.text(0)] = $0.int64(1)
    }
    let expected = Int64(AnalyticsSchema.version)
    guard let found = versions["analytics"] else {
      throw AnalyticsError(
        .database,
        "\(url) is not an analytics database (schema_info names no analytics schema); "
          + "pass the --database that subkit-analytics import or serve wrote")
    }
    guard found <= expected else {
      throw AnalyticsError(
        .database,
        "\(url) holds analytics schema version \(found), newer than this subkit-analytics"
          + " reads (\(expected)): report with the subkit-analytics that wrote it")
    }
    guard found == expected, versions["experiments"] != nil else {
      throw AnalyticsError(
        .database,
        "\(url) holds analytics schema version \(found)"
          + (versions["experiments"] == nil ? " without experiment tables" : "")
          + "; this subkit-analytics reads version \(expected): run 'subkit-analytics rebuild"
          + " --database \(url)' once with write access to bring it up to date, then report")
    }
  }
}
