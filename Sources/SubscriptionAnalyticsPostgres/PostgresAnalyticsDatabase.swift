import CLibPQ
import Foundation
import SubscriptionAnalytics

/// A PostgreSQL connection through libpq, for teams that outgrow one file.
///
/// Statements are prepared once per connection (named by their SQL) and run
/// with text parameters. Several receivers may write to one database at once:
/// every write the store makes is an `INSERT … ON CONFLICT` whose merge is
/// commutative, and a transaction that loses a deadlock or serialization race
/// is rolled back and run again.
package final class PostgresAnalyticsDatabase: AnalyticsDatabase {
  private let connection: OpaquePointer
  private var prepared: [String: String] = [:]
  private var depth = 0

  /// Connects with a libpq connection URL (`postgres://user@host:5432/db`,
  /// `postgresql:///db?host=/socket/dir`).
  package init(url: String) throws {
    guard let connection = PQconnectdb(url) else {
      throw AnalyticsError(
        .database, "Cannot connect to PostgreSQL: out of memory.", isUnavailable: true)
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let message = Self.oneLine(PQerrorMessage(connection))
      PQfinish(connection)
      throw AnalyticsError(
        .database, "Cannot connect to PostgreSQL: \(message)", isUnavailable: true)
    }
    self.connection = connection
    // Notices ("relation already exists, skipping") would go to stderr.
    PQsetNoticeProcessor(connection, { _, _ in }, nil)
  }

  deinit {
    PQfinish(connection)
  }

  package var dialect: SQLDialect { .postgres }

  package func execute(_ sql: String) throws {
    let result = PQexec(connection, sql)
    defer { PQclear(result) }
    try check(result, sql: sql)
  }

  @discardableResult
  package func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    let result = try perform(sql, values)
    defer { PQclear(result) }
    return Int(String(cString: PQcmdTuples(result))) ?? 0
  }

  package func query(_ sql: String, _ values: [SQLValue], row: (any SQLRow) throws -> Void) throws {
    let result = try perform(sql, values)
    defer { PQclear(result) }
    let count = PQntuples(result)
    var reader = PostgresRow(result: result, row: 0)
    for index in 0..<count {
      reader.row = index
      try row(reader)
    }
  }

  package func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    if depth > 0 { return try body() }
    var attempt = 0
    while true {
      attempt += 1
      try execute("BEGIN")
      depth += 1
      do {
        let value = try body()
        depth -= 1
        try execute("COMMIT")
        return value
      } catch let error as AnalyticsError where error.isRetryableConflict && attempt < 5 {
        depth -= 1
        try? execute("ROLLBACK")
      } catch {
        depth -= 1
        try? execute("ROLLBACK")
        throw error
      }
    }
  }

  /// Prepares `sql` (once) and runs it; the caller clears the result.
  private func perform(_ sql: String, _ values: [SQLValue]) throws -> OpaquePointer? {
    let name: String
    if let known = prepared[sql] {
      name = known
    } else {
      name = "s\(prepared.count + 1)"
      let text = Self.numberingPlaceholders(sql)
      let result = PQprepare(connection, name, text, Int32(values.count), nil)
      defer { PQclear(result) }
      try check(result, sql: sql)
      prepared[sql] = name
    }
    let texts: [String?] = values.map {
      switch $0 {
      case .null: nil
      case .integer(let number): String(number)
      case .text(let text): text
      }
    }
    let pointers = texts.map { $0.flatMap { strdup($0) } }
    defer { for pointer in pointers { free(pointer) } }
    let result = pointers.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
      PQexecPrepared(connection, name, Int32(buffer.count), buffer.baseAddress, nil, nil, 0)
    }
    do {
      try check(result, sql: sql)
    } catch {
      PQclear(result)
      throw error
    }
    return result
  }

  private func check(_ result: OpaquePointer?, sql: String) throws {
    let status = PQresultStatus(result)
    guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK else { return }
    let message = Self.oneLine(PQresultErrorMessage(result))
    let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
    // No SQLSTATE: the connection itself failed. Classes 08 (connection),
    // 53 (out of resources) and 57P (shutting down) say the server cannot
    // serve now, whatever the statement.
    let unavailable =
      state.map { $0.hasPrefix("08") || $0.hasPrefix("53") || $0.hasPrefix("57P") } ?? true
    throw AnalyticsError(
      .database, "PostgreSQL error \(state ?? "?") while running \(sql.prefix(60)): \(message)",
      sqlState: state, isUnavailable: unavailable)
  }

  /// `?` → `$1`, `$2`, …: libpq's placeholders. The store's SQL has no `?` in literals.
  static func numberingPlaceholders(_ sql: String) -> String {
    var text = ""
    var number = 0
    for character in sql {
      if character == "?" {
        number += 1
        text += "$\(number)"
      } else {
        text.append(character)
      }
    }
    return text
  }

  private static func oneLine(_ message: UnsafePointer<CChar>?) -> String {
    guard let message else { return "unknown error" }
    return String(cString: message).split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

/// One row of a libpq result (text format).
private struct PostgresRow: SQLRow {
  let result: OpaquePointer?
  var row: Int32

  func isNull(_ index: Int32) -> Bool { PQgetisnull(result, row, index) == 1 }

  func int64(_ index: Int32) -> Int64 {
    guard let value = PQgetvalue(result, row, index) else { return 0 }
    return strtoll(value, nil, 10)
  }

  func text(_ index: Int32) -> String {
    guard let value = PQgetvalue(result, row, index) else { return "" }
    return String(cString: value)
  }

  func utf8(_ index: Int32) -> UnsafeRawBufferPointer? {
    guard PQgetisnull(result, row, index) == 0, let value = PQgetvalue(result, row, index) else {
      return nil
    }
    return UnsafeRawBufferPointer(start: value, count: Int(PQgetlength(result, row, index)))
  }
}
