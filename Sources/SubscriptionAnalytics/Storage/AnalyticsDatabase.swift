import Foundation

/// One connection to the analytics database, whatever engine holds it.
///
/// The store speaks to SQLite and PostgreSQL through this small protocol with
/// one set of SQL: statements use `?` placeholders (PostgreSQL connections
/// number them), `INSERT … ON CONFLICT`, row values and `CASE`, which both
/// engines read the same way. Only the schema differs, in two words (see
/// `AnalyticsSchema`).
///
/// Not thread-safe by itself: `AnalyticsStore` uses a connection under its lock.
package protocol AnalyticsDatabase: AnyObject {
  /// Which engine this is.
  var dialect: SQLDialect { get }

  /// Runs statements that take no parameters and return no rows (schema).
  func execute(_ sql: String) throws

  /// Runs one statement with parameters; returns how many rows it changed.
  @discardableResult
  func run(_ sql: String, _ values: [SQLValue]) throws -> Int

  /// Runs one query, calling `row` for each result row in order.
  func query(_ sql: String, _ values: [SQLValue], row: (any SQLRow) throws -> Void) throws

  /// Runs `body` in one transaction: committed when it returns, rolled back
  /// when it throws. Conflicts between concurrent writers (PostgreSQL's
  /// deadlock and serialization failures) are retried a few times.
  func transaction<Result>(_ body: () throws -> Result) throws -> Result
}

/// The SQL engines the store runs on.
package enum SQLDialect: Sendable {
  case sqlite
  case postgres
}

/// A parameter value: the only three kinds the schema uses (money is exact decimal text).
package enum SQLValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case text(String)

  package static func optional(_ text: String?) -> SQLValue { text.map(SQLValue.text) ?? .null }
  package static func optional(_ number: Int64?) -> SQLValue {
    number.map(SQLValue.integer) ?? .null
  }
  package static func bool(_ flag: Bool) -> SQLValue { .integer(flag ? 1 : 0) }
}

/// One result row; columns are 0-based.
package protocol SQLRow {
  /// Whether column `index` is NULL.
  func isNull(_ index: Int32) -> Bool
  /// Column `index` as an integer (0 when NULL).
  func int64(_ index: Int32) -> Int64
  /// Column `index` as text ("" when NULL).
  func text(_ index: Int32) -> String
  /// Column `index`'s text as UTF-8 bytes, without making a `String` (nil
  /// when NULL): valid only until the next row is read.
  func utf8(_ index: Int32) -> UnsafeRawBufferPointer?
}

extension SQLRow {
  /// Column `index` as an integer, or nil when NULL.
  package func optionalInt64(_ index: Int32) -> Int64? { isNull(index) ? nil : int64(index) }
  /// Column `index` as text, or nil when NULL.
  package func optionalText(_ index: Int32) -> String? { isNull(index) ? nil : text(index) }
}
