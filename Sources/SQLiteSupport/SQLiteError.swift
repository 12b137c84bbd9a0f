/// A failure reported by SQLite: its result code and message, and what we were doing.
package struct SQLiteError: Error, Sendable, CustomStringConvertible {
  /// SQLite's (extended) result code, e.g. 1555 for a primary-key conflict.
  package let code: Int32
  /// SQLite's own message.
  package let message: String
  /// What we were doing, for the one-line error a person reads.
  package let context: String

  package init(code: Int32, message: String, context: String) {
    self.code = code
    self.message = message
    self.context = context
  }

  package var description: String { "SQLite error \(code) while \(context): \(message)" }

  /// Whether the database itself cannot be used just now — locked by another
  /// connection, the disk full or failing, the file unopenable or read-only —
  /// rather than refusing the statement's data: trying each row alone would
  /// fail the same way.
  package var isUnavailable: Bool {
    // Primary codes: BUSY 5, LOCKED 6, NOMEM 7, READONLY 8, IOERR 10, FULL 13, CANTOPEN 14.
    [5, 6, 7, 8, 10, 13, 14].contains(code & 0xFF)
  }

  /// Whether SQLite found the file damaged (`SQLITE_CORRUPT`) or not a
  /// database at all (`SQLITE_NOTADB`): nothing should be written to it.
  package var isDamaged: Bool {
    [11, 26].contains(code & 0xFF)
  }
}
