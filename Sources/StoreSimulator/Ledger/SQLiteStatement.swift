import CSQLite
import Foundation

/// A prepared SQLite statement: bind parameters (1-based), step, read columns (0-based).
final class SQLiteStatement {
  private let handle: OpaquePointer
  private unowned let database: SQLiteDatabase

  /// SQLite copies bound text and blobs before `bind` returns.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  init(handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit { sqlite3_finalize(handle) }

  /// Ready to run again. Parameters keep their last values until bound
  /// again (every caller binds them all), so SQLite can reuse the buffers it
  /// copied bound text into instead of freeing and allocating them each run.
  func reset() {
    sqlite3_reset(handle)
  }

  /// Binds `values` to parameters 1, 2, 3, ….
  @discardableResult
  func bind(_ values: SQLiteValue...) throws -> SQLiteStatement {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .text(let text): code = bindText(text, at: index)
      }
      guard code == SQLITE_OK else {
        throw SQLiteError(code: code, message: database.lastMessage, context: "binding \(index)")
      }
    }
    return self
  }

  /// Binds text by pointer and length: a small (inline) Swift string passed
  /// as a `char *` would first be copied into a new array on the heap. As with
  /// a C string, the text ends at its first NUL.
  private func bindText(_ text: String, at index: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else {
        return sqlite3_bind_text(handle, index, "", 0, Self.transient)
      }
      return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
        let length = strnlen($0, utf8.count)
        return sqlite3_bind_text(handle, index, $0, Int32(length), Self.transient)
      }
    }
  }

  /// Advances to the next row; false when done.
  @discardableResult
  func step() throws -> Bool {
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
  func firstRow<Value>(_ read: (SQLiteStatement) -> Value) throws -> Value? {
    defer { sqlite3_reset(handle) }
    return try step() ? read(self) : nil
  }

  /// Runs a statement that returns no rows.
  func run() throws {
    _ = try step()
    sqlite3_reset(handle)
  }

  /// Whether column `index` is NULL.
  func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` as an integer.
  func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

  /// Column `index` as an integer, or nil when NULL.
  func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }

  /// Column `index` as text ("" when NULL).
  func text(_ index: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, index) else { return "" }
    return String(cString: pointer)
  }

  /// Column `index` as text, or nil when NULL.
  func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)

  static func optional(_ text: String?) -> SQLiteValue { text.map(SQLiteValue.text) ?? .null }
  static func optional(_ number: Int64?) -> SQLiteValue { number.map(SQLiteValue.integer) ?? .null }
  static func bool(_ flag: Bool) -> SQLiteValue { .integer(flag ? 1 : 0) }
}
