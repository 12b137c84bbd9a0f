import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionAnalyticsPostgres

/// The `--database URL` option every command takes.
enum DatabaseOption {
  /// Opens the store `--database` names (default `sqlite:.subkit/analytics.sqlite`).
  ///
  /// - Parameter mustExist: refuse a SQLite file that is not there yet
  ///   (reading commands), instead of creating an empty one.
  /// - Parameter now: the instant the store judges metrics at.
  static func open(
    _ arguments: Arguments, mustExist: Bool, now: @escaping @Sendable () -> Date
  ) throws -> AnalyticsStore {
    let url = try arguments.value("database").map(AnalyticsDatabaseURL.init) ?? .default
    if mustExist, let path = url.sqlitePath, path != ":memory:",
      !FileManager.default.fileExists(atPath: path)
    {
      throw CommandError(
        "no analytics database at \(path) (import events first, or pass --database)")
    }
    return try AnalyticsStore.open(url, engines: .withPostgres, now: now)
  }
}

/// A failure a command reports in one line, exit code 1.
struct CommandError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
