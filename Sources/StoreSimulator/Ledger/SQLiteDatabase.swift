import CSQLite
import Foundation

/// A connection to one SQLite database: our own small wrapper over the C API.
///
/// Not thread-safe by itself: the owner (`Ledger`) is used under one lock.
/// Statements written as literals are prepared once and cached.
final class SQLiteDatabase {
  private let handle: OpaquePointer
  private var statements: [UnsafeRawPointer: SQLiteStatement] = [:]

  /// Opens (creating if needed) the database at `path`; `":memory:"` for one in memory.
  init(path: String) throws {
    var pointer: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
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
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? lastMessage
      sqlite3_free(message)
      throw SQLiteError(code: code, message: text, context: "running \(sql.prefix(80))")
    }
  }

  /// The cached prepared statement for `sql`, reset (see `SQLiteStatement.reset()`).
  ///
  /// Cached by the literal's address: finding it costs a pointer hash, not a
  /// hash of the SQL text (the ledger looks up several per lifecycle step).
  func statement(_ sql: StaticString) throws -> SQLiteStatement {
    guard sql.hasPointerRepresentation else { return try prepare("\(sql)") }
    let key = UnsafeRawPointer(sql.utf8Start)
    if let cached = statements[key] {
      cached.reset()
      return cached
    }
    let statement = try prepare("\(sql)")
    statements[key] = statement
    return statement
  }

  /// A new prepared statement for `sql`, not cached: for SQL built at run time.
  func prepare(_ sql: String) throws -> SQLiteStatement {
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
    guard code == SQLITE_OK, let pointer else {
      throw SQLiteError(code: code, message: lastMessage, context: "preparing \(sql.prefix(80))")
    }
    return SQLiteStatement(handle: pointer, database: self)
  }

  /// Runs `body` in one transaction: committed if it returns, rolled back if it throws.
  func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    try statement("BEGIN IMMEDIATE").run()
    do {
      let result = try body()
      try statement("COMMIT").run()
      return result
    } catch {
      try? statement("ROLLBACK").run()
      throw error
    }
  }

  /// The schema version kept in the file header (`PRAGMA user_version`).
  var userVersion: Int {
    get throws {
      Int(try statement("PRAGMA user_version").firstRow { $0.int64(0) } ?? 0)
    }
  }

  /// The message of the last failure.
  var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}
