import CSQLite
import Foundation

/// A connection to one SQLite database: our own small wrapper over the C API.
///
/// Why not GRDB or SQLite.swift: this package may depend on nothing outside the
/// toolchain (it must build on CI boxes that cannot fetch packages), and the
/// simulator's ledger and the analytics store need only prepared statements,
/// transactions and a few column readers — about 250 lines.
///
/// Not thread-safe by itself: each owner (`Ledger`, the analytics store) uses
/// its connection from one isolation domain at a time. Prepared statements are
/// cached by their SQL text.
package final class SQLiteDatabase {
  private let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]
  /// The last few statements used, looked up before `statements`: callers
  /// pass the same `static let` SQL again and again, and comparing a string
  /// with itself is one pointer check, where hashing reads every byte.
  private var recent: [(sql: String, statement: SQLiteStatement)] = []

  /// Opens (creating if needed) the database at `path`; `":memory:"` for one in memory.
  ///
  /// - Parameter readOnly: open it only to read (`SQLITE_OPEN_READONLY`, and
  ///   `path` may be a `file:` URI such as `file:/x.sqlite?immutable=1`):
  ///   nothing is created and every write fails with `SQLITE_READONLY`.
  package init(path: String, readOnly: Bool = false) throws {
    var pointer: OpaquePointer?
    let flags =
      readOnly
      ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
      : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
    guard code == SQLITE_OK, let pointer else {
      let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      if let pointer { sqlite3_close_v2(pointer) }
      throw SQLiteError(code: code, message: message, context: "opening \(path)")
    }
    handle = pointer
    sqlite3_busy_timeout(handle, 5_000)
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit {
    recent.removeAll()
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows.
  package func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? lastMessage
      sqlite3_free(message)
      throw SQLiteError(code: code, message: text, context: "running \(sql.prefix(80))")
    }
  }

  /// The cached prepared statement for `sql`, reset (see `SQLiteStatement.reset()`).
  package func statement(_ sql: String) throws -> SQLiteStatement {
    for entry in recent where entry.sql == sql {
      entry.statement.reset()
      return entry.statement
    }
    let statement: SQLiteStatement
    if let cached = statements[sql] {
      cached.reset()
      statement = cached
    } else {
      statement = try prepare(sql)
      statements[sql] = statement
    }
    if recent.count == 8 { recent.removeFirst() }
    recent.append((sql, statement))
    return statement
  }

  /// A new prepared statement for `sql`, not cached: for SQL used once.
  package func prepare(_ sql: String) throws -> SQLiteStatement {
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
    guard code == SQLITE_OK, let pointer else {
      throw SQLiteError(code: code, message: lastMessage, context: "preparing \(sql.prefix(80))")
    }
    return SQLiteStatement(handle: pointer, database: self)
  }

  /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`, so the write lock
  /// is taken before anything is read): committed if it returns, rolled back if
  /// it throws.
  ///
  /// Called inside another transaction it runs as a savepoint: its changes are
  /// undone if it throws, and made durable only when the outermost one commits.
  package func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    if isInTransaction { return try savepoint(body) }
    return try run(begin: "BEGIN IMMEDIATE", body)
  }

  /// Runs `body` in one read transaction (`BEGIN DEFERRED`), so everything it
  /// reads comes from one snapshot even while other processes commit. Inside
  /// another transaction it simply runs.
  package func readTransaction<Result>(_ body: () throws -> Result) throws -> Result {
    if isInTransaction { return try body() }
    return try run(begin: "BEGIN DEFERRED", body)
  }

  /// Begins with `begin`, runs `body`, then commits, or rolls back if it throws.
  private func run<Result>(begin: String, _ body: () throws -> Result) throws -> Result {
    try statement(begin).run()
    do {
      let result = try body()
      try statement("COMMIT").run()
      return result
    } catch {
      try? statement("ROLLBACK").run()
      throw error
    }
  }

  private func savepoint<Result>(_ body: () throws -> Result) throws -> Result {
    try statement("SAVEPOINT nested").run()
    do {
      let result = try body()
      try statement("RELEASE nested").run()
      return result
    } catch {
      try? statement("ROLLBACK TO nested").run()
      try? statement("RELEASE nested").run()
      throw error
    }
  }

  /// Whether a transaction is open on this connection.
  package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// `PRAGMA data_version`: changes when another connection (another
  /// process) commits, and never for this connection's own commits — the
  /// cheap way to know whether state read earlier is still current.
  package var dataVersion: Int64 {
    get throws { try statement("PRAGMA data_version").firstRow { $0.int64(0) } ?? 0 }
  }

  /// How long a statement waits for another connection's lock before failing
  /// with `SQLITE_BUSY` (5 seconds unless set).
  package func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// The schema version kept in the file header (`PRAGMA user_version`).
  package var userVersion: Int {
    get throws {
      Int(try statement("PRAGMA user_version").firstRow { $0.int64(0) } ?? 0)
    }
  }

  /// The number of rows the last INSERT, UPDATE or DELETE changed.
  package var changes: Int { Int(sqlite3_changes(handle)) }

  /// The rowid of the last successful INSERT.
  package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The message of the last failure.
  package var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}
