import Foundation
import SQLiteSupport

/// The embedded default: one SQLite file in WAL mode, every commit synced
/// (`synchronous=FULL`), so an event is on disk when `ingest` returns.
final class SQLiteAnalyticsDatabase: AnalyticsDatabase {
  private let database: SQLiteDatabase

  /// Opens (creating if needed) the file at `path`, or `":memory:"`.
  init(path: String) throws {
    if path != ":memory:" {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    database = try SQLiteDatabase(path: path)
    try database.execute(
      "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=OFF")
  }

  /// Opens the file at `path` only to read: nothing is created or changed,
  /// not even a `-wal` or `-shm` beside it (see `SQLiteReadOnlyPath`).
  init(readingAt path: String) throws {
    database = try SQLiteDatabase(path: SQLiteReadOnlyPath.uri(for: path), readOnly: true)
  }

  var dialect: SQLDialect { .sqlite }

  func execute(_ sql: String) throws {
    try database.execute(sql)
  }

  @discardableResult
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    let statement = try database.statement(sql)
    try bind(values, to: statement)
    try statement.run()
    return database.changes
  }

  func query(_ sql: String, _ values: [SQLValue], row: (any SQLRow) throws -> Void) throws {
    let statement = try database.statement(sql)
    try bind(values, to: statement)
    defer { statement.reset() }
    let reader = SQLiteRow(statement: statement)
    while try statement.step() {
      try row(reader)
    }
  }

  func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    try database.transaction(body)
  }

  private func bind(_ values: [SQLValue], to statement: SQLiteStatement) throws {
    for (offset, value) in values.enumerated() {
      try statement.bind(at: Int32(offset + 1), value.sqliteValue)
    }
  }
}

/// A row of a SQLite statement that is on that row.
private struct SQLiteRow: SQLRow {
  let statement: SQLiteStatement

  func isNull(_ index: Int32) -> Bool { statement.isNull(index) }
  func int64(_ index: Int32) -> Int64 { statement.int64(index) }
  func text(_ index: Int32) -> String { statement.text(index) }
  func utf8(_ index: Int32) -> UnsafeRawBufferPointer? { statement.utf8(index) }
}

extension SQLValue {
  fileprivate var sqliteValue: SQLiteValue {
    switch self {
    case .null: .null
    case .integer(let number): .integer(number)
    case .text(let text): .text(text)
    }
  }
}
