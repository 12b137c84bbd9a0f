import Foundation
import SQLiteSupport

/// The embedded default: one SQLite file in WAL mode, every commit synced
/// (`synchronous=FULL`), so an event is on disk when `ingest` returns.
///
/// An existing file is checked before anything is written to it: it must
/// pass `PRAGMA quick_check` and be an analytics database (or hold no
/// tables at all), so a damaged or unrelated file is refused unchanged.
final class SQLiteAnalyticsDatabase: AnalyticsDatabase {
  private let database: SQLiteDatabase

  /// Opens (creating if needed) the file at `path`, or `":memory:"`.
  ///
  /// - Throws: `AnalyticsError` (`.database`) for a file that is damaged, is
  ///   not a SQLite database, or holds another program's tables; nothing is
  ///   written to it then.
  init(path: String) throws {
    if path != ":memory:" {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    database = try SQLiteDatabase(path: path)
    if path != ":memory:" {
      if let problem = try Self.damage(of: database) {
        throw Self.damaged("sqlite:\(path)", problem)
      }
      try AnalyticsSchema.refuseForeign(self, name: "sqlite:\(path)")
    }
    try database.execute(
      "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=OFF")
  }

  /// Opens the file at `path` only to read: nothing is created or changed,
  /// not even a `-wal` or `-shm` beside it (see `SQLiteReadOnlyPath`).
  init(readingAt path: String) throws {
    database = try SQLiteDatabase(path: SQLiteReadOnlyPath.uri(for: path), readOnly: true)
  }

  /// What `PRAGMA quick_check` finds wrong with the file at `path`, read on
  /// a connection of its own (so nothing cached hides a change on disk, and
  /// the store's connection is not held while it reads), or nil when the
  /// file is sound.
  static func damage(ofFileAt path: String) throws -> String? {
    // Absolute, so a name starting with `file:` is never read as a URI; not
    // immutable (as `SQLiteReadOnlyPath` may be), so the running writer's
    // `-wal` is read too.
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return try damage(of: SQLiteDatabase(path: absolute, readOnly: true))
  }

  /// What `PRAGMA quick_check` finds wrong through `database`, or nil.
  private static func damage(of database: SQLiteDatabase) throws -> String? {
    do {
      return try database.quickCheckProblem()
    } catch let error as SQLiteError where error.isDamaged {
      return error.message
    }
  }

  /// What `PRAGMA quick_check` finds wrong through this connection (for a
  /// database in memory), or nil.
  func damage() throws -> String? {
    try Self.damage(of: database)
  }

  /// The error for a damaged file: nothing is stored in it.
  static func damaged(_ name: String, _ problem: String) -> AnalyticsError {
    AnalyticsError(
      .database,
      "\(name) is damaged (PRAGMA quick_check: \(problem.prefix(200))); nothing was written to it."
        + " Restore it from a backup, or recover it (sqlite3 FILE .recover), and start again",
      isUnavailable: true)
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
