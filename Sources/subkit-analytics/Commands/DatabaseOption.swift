import CommandLineSupport
import Foundation
import SubscriptionAnalytics
import SubscriptionAnalyticsPostgres

/// The `--database URL` option every command takes.
enum DatabaseOption {
  /// The option as every command declares it.
  static let option = CommandOption(
    "database", value: "URL",
    help: "sqlite:PATH (default sqlite:.subkit/analytics.sqlite)\nor postgres://USER@HOST/DB")

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

extension DatabaseOption {
  /// Runs `body` on the store `--database` names, opened only to read
  /// (`AnalyticsStore.openForReading`): nothing beside the file is created
  /// and nothing in it changes, so `report` works on a read-only database.
  ///
  /// `date` is the instant the store judges metrics at. A SQLite file
  /// without a `-wal` is read as immutable; when it changes
  /// while `body` reads it (a writer started and checkpointed), `body` runs
  /// again on a fresh connection, three times at most.
  static func read<Result>(
    _ arguments: Arguments, now date: Date, _ body: (AnalyticsStore) throws -> Result
  ) throws -> Result {
    let now: @Sendable () -> Date = { date }
    let url = try arguments.value("database").map(AnalyticsDatabaseURL.init) ?? .default
    guard let path = url.sqlitePath, path != ":memory:" else {
      return try body(try AnalyticsStore.openForReading(url, engines: .withPostgres, now: now))
    }
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandError(
        "no analytics database at \(path) (import events first, or pass --database)")
    }
    for _ in 1...3 {
      let before = FileStamp(path)
      do {
        let result = try body(try AnalyticsStore.openForReading(url, now: now))
        if FileStamp(path).isSameRead(as: before) { return result }
      } catch {
        if FileStamp(path).isSameRead(as: before) { throw error }
      }
    }
    throw CommandError(
      "\(path) kept changing while it was read (a writer is busy with it); run the command again")
  }

  /// What says a SQLite file changed: its size and modification time, and
  /// whether its write-ahead log is there.
  private struct FileStamp: Equatable {
    var size: UInt64?
    var modified: Date?
    var hasLog: Bool

    init(_ path: String) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      size = (attributes?[.size] as? NSNumber)?.uint64Value
      modified = attributes?[.modificationDate] as? Date
      hasLog = FileManager.default.fileExists(atPath: path + "-wal")
    }

    /// Whether a read between `before` and this stamp saw one state: the
    /// file did not change, or a `-wal` was there all along (the read
    /// joined the writer's log, where SQLite keeps readers consistent).
    func isSameRead(as before: FileStamp) -> Bool {
      self == before || (before.hasLog && hasLog)
    }
  }
}

/// A failure a command reports in one line, exit code 1.
struct CommandError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
