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
}
