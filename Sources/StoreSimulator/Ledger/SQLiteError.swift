/// A failure reported by SQLite: its result code and message, and what we were doing.
struct SQLiteError: Error, Sendable, CustomStringConvertible {
  let code: Int32
  let message: String
  let context: String

  var description: String { "SQLite error \(code) while \(context): \(message)" }
}
