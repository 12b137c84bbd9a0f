import CSQLite
import Foundation

/// A prepared SQLite statement: bind parameters (1-based), step, read columns (0-based).
package final class SQLiteStatement {
  private let handle: OpaquePointer
  private unowned let database: SQLiteDatabase

  package init(handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Ready to run again. Parameters keep their last values until bound
  /// again (every caller binds them all).
  package func reset() {
    sqlite3_reset(handle)
  }

  /// Binds `values` to parameters 1, 2, 3, ….
  @discardableResult
  package func bind(_ values: SQLiteValue...) throws -> SQLiteStatement {
    for (offset, value) in values.enumerated() {
      try bind(at: Int32(offset + 1), value)
    }
    return self
  }

  /// Binds one value to parameter `index` (1-based), for callers that hold
  /// their values in an array.
  package func bind(at index: Int32, _ value: SQLiteValue) throws {
    let code: Int32
    switch value {
    case .null: code = sqlite3_bind_null(handle, index)
    case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
    case .real(let number): code = sqlite3_bind_double(handle, index, number)
    case .text(let text):
      var text = text
      code = text.withUTF8 { bindText(UnsafeRawBufferPointer($0), at: index) }
    case .utf8(let bytes):
      code = bytes.withUnsafeBytes { bindText($0, at: index) }
    }
    guard code == SQLITE_OK else {
      throw SQLiteError(code: code, message: database.lastMessage, context: "binding \(index)")
    }
  }

  /// Binds UTF-8 text, every byte of it: the length is given, so a NUL
  /// inside is kept, never a place where the text silently ends.
  ///
  /// Bound `SQLITE_TRANSIENT`: SQLite copies the bytes before this returns, so
  /// no Swift buffer has to outlive the call.
  private func bindText(_ utf8: UnsafeRawBufferPointer, at index: Int32) -> Int32 {
    guard let base = utf8.baseAddress, !utf8.isEmpty else {
      return sqlite3_bind_text(handle, index, "", 0, SQLiteStatement.transient)
    }
    guard let length = Int32(exactly: utf8.count) else { return SQLITE_TOOBIG }
    return sqlite3_bind_text(
      handle, index, base.assumingMemoryBound(to: CChar.self), length,
      SQLiteStatement.transient)
  }

  /// SQLite's `SQLITE_TRANSIENT` destructor (the C macro is `(sqlite3_destructor_type)-1`).
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// Advances to the next row; false when done.
  @discardableResult
  package func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code:
      throw SQLiteError(
        code: code, message: database.lastMessage,
        context: "running \(String(cString: sqlite3_sql(handle)).prefix(80))")
    }
  }

  /// Reads the first row with `read` (nil when there is none), then resets.
  ///
  /// A statement left on a row keeps its read transaction open, and an open
  /// read transaction stops every WAL checkpoint: the WAL file would grow
  /// with each commit for as long as the connection lives.
  package func firstRow<Value>(_ read: (SQLiteStatement) -> Value) throws -> Value? {
    defer { sqlite3_reset(handle) }
    return try step() ? read(self) : nil
  }

  /// Runs a statement that returns no rows.
  package func run() throws {
    _ = try step()
    sqlite3_reset(handle)
  }

  /// Whether column `index` is NULL.
  package func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` as an integer.
  package func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

  /// Column `index` as an integer, or nil when NULL.
  package func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

  /// Column `index` as text ("" when NULL), every byte SQLite holds: read by
  /// its length, so a NUL inside does not cut it short.
  package func text(_ index: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// Column `index` as UTF-8 text, without copying (nil when NULL): valid
  /// only until the statement steps, resets or reads the column as another type.
  package func utf8(_ index: Int32) -> UnsafeRawBufferPointer? {
    guard let pointer = sqlite3_column_text(handle, index) else { return nil }
    return UnsafeRawBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(handle, index)))
  }

  /// Column `index`'s bytes as stored, text or blob (empty when NULL).
  package func bytes(_ index: Int32) -> [UInt8] {
    guard let pointer = sqlite3_column_blob(handle, index) else { return [] }
    let count = Int(sqlite3_column_bytes(handle, index))
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  /// Column `index` as text, or nil when NULL.
  package func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }
}

/// A value bound to a statement parameter.
package enum SQLiteValue {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  /// Text given as UTF-8 bytes, bound without first making a `String`.
  case utf8([UInt8])

  package static func optional(_ text: String?) -> SQLiteValue {
    text.map(SQLiteValue.text) ?? .null
  }
  package static func optional(_ number: Int64?) -> SQLiteValue {
    number.map(SQLiteValue.integer) ?? .null
  }
  package static func bool(_ flag: Bool) -> SQLiteValue { .integer(flag ? 1 : 0) }
}
