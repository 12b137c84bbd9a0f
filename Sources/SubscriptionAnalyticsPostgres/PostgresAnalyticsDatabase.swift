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
///
/// A lost connection (the server restarted or failed over, the backend was
/// terminated, a pooler closed it) is reconnected: at once when the loss is
/// found, then no more often than `ReconnectBackoff` allows (a quarter
/// second, doubling up to 8 s), with every statement prepared again and the
/// session's `SET SESSION` settings made again on the new connection. A
/// transaction cut off by the loss is run again once on the new connection:
/// the store's transactions are idempotent (events are inserted
/// once by id, merges are commutative), so even one whose `COMMIT` was cut
/// off, and may have been applied, is safe to run again. While the server
/// cannot be reached every call fails at once with an unavailable
/// `AnalyticsError` saying so (the receiver answers 503).
package final class PostgresAnalyticsDatabase: AnalyticsDatabase {
  private let connection: OpaquePointer
  /// The connection string, for cleaning libpq's messages of its secrets.
  private let url: String
  private var prepared: [String: String] = [:]
  private var depth = 0
  /// Time since this connection was made, on the injected clock.
  private let elapsed: @Sendable () -> Duration
  private var backoff = ReconnectBackoff()
  /// Why the server cannot be reached, while it cannot.
  private var outage: String?
  /// Session settings run outside a transaction (`SET SESSION …`, such as
  /// a reader's read-only session): run again on every new connection.
  private var sessionSettings: [String] = []

  /// Connects with a libpq connection URL (`postgres://user@host:5432/db`,
  /// `postgresql:///db?host=/socket/dir`).
  ///
  /// - Parameter clock: times the waits between reconnection attempts.
  /// - Throws: an unavailable `AnalyticsError` when the server cannot be
  ///   reached; its message never holds a password from `url`.
  package init(url: String, clock: some Clock<Duration> = ContinuousClock()) throws {
    // A connection attempt gives up after 10 s unless the URL says otherwise
    // (the URL's parameters come later, so they win).
    let keywords = ["connect_timeout", "dbname"]
    let values = ["10", url]
    let connection = Self.withCStrings(keywords) { keywords in
      Self.withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) }
    }
    guard let connection else {
      throw AnalyticsError(
        .database, "Cannot connect to PostgreSQL: out of memory.", isUnavailable: true)
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let message = DatabaseCredentials.scrubbing(
        Self.oneLine(PQerrorMessage(connection)), of: url)
      PQfinish(connection)
      throw AnalyticsError(
        .database, "Cannot connect to PostgreSQL: \(message)", isUnavailable: true)
    }
    self.connection = connection
    self.url = url
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    // Notices ("relation already exists, skipping") would go to stderr.
    PQsetNoticeProcessor(connection, { _, _ in }, nil)
  }

  deinit {
    PQfinish(connection)
  }

  package var dialect: SQLDialect { .postgres }

  package func execute(_ sql: String) throws {
    try live { try executeOnce(sql) }
    if depth == 0, sql.uppercased().hasPrefix("SET SESSION") { sessionSettings.append(sql) }
  }

  /// Runs `sql` on the connection as it is: never again on a new one (a
  /// `COMMIT` run again there would commit nothing and report success).
  private func executeOnce(_ sql: String) throws {
    let result = PQexec(connection, sql)
    defer { PQclear(result) }
    try check(result, sql: sql)
  }

  @discardableResult
  package func run(_ sql: String, _ values: [SQLValue]) throws -> Int {
    try live {
      let result = try perform(sql, values)
      defer { PQclear(result) }
      return Int(String(cString: PQcmdTuples(result))) ?? 0
    }
  }

  package func query(_ sql: String, _ values: [SQLValue], row: (any SQLRow) throws -> Void) throws {
    let result = try live { try perform(sql, values) }
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
    try reconnectIfDue()
    var attempt = 0
    var hasReconnected = false
    while true {
      attempt += 1
      do {
        try executeOnce("BEGIN")
        depth += 1
        let value: Result
        do {
          value = try body()
        } catch {
          depth -= 1
          throw error
        }
        depth -= 1
        try executeOnce("COMMIT")
        return value
      } catch let error as AnalyticsError where error.isRetryableConflict && attempt < 5 {
        try? executeOnce("ROLLBACK")
      } catch {
        guard isLost else {
          try? executeOnce("ROLLBACK")
          throw error
        }
        // The server rolled back whatever was not committed: run it again
        // on a new connection, once.
        guard !hasReconnected else { throw lost(error) }
        hasReconnected = true
        try reconnect()
      }
    }
  }

  /// Whether the connection is gone (libpq found the socket closed or broken).
  private var isLost: Bool { PQstatus(connection) != CONNECTION_OK }

  /// Runs `operation` on a live connection. Outside a transaction, a
  /// connection lost during it is reconnected and `operation` run once more;
  /// inside one, `transaction` does that for the whole transaction.
  private func live<Value>(_ operation: () throws -> Value) throws -> Value {
    if depth > 0 { return try operation() }
    try reconnectIfDue()
    do {
      return try operation()
    } catch {
      guard isLost else { throw error }
      try reconnect()
      do {
        return try operation()
      } catch {
        throw isLost ? lost(error) : error
      }
    }
  }

  /// While the server is away: reconnects when the backoff allows, and
  /// otherwise fails at once.
  private func reconnectIfDue() throws {
    guard let outage else { return }
    let now = elapsed()
    guard backoff.mayAttempt(at: now) else {
      throw unreachable(outage, nextTry: backoff.remaining(at: now))
    }
    try reconnect()
  }

  /// Connects again with the same parameters; every statement will be
  /// prepared again. Records the outage and throws when the server cannot be
  /// reached.
  private func reconnect() throws {
    prepared.removeAll()
    PQreset(connection)
    guard isLost else {
      for setting in sessionSettings { try executeOnce(setting) }
      outage = nil
      backoff.succeeded()
      return
    }
    let reason = DatabaseCredentials.scrubbing(Self.oneLine(PQerrorMessage(connection)), of: url)
    let now = elapsed()
    backoff.failed(at: now)
    outage = reason
    throw unreachable(reason, nextTry: backoff.remaining(at: now))
  }

  /// `error`, from a connection lost again right after reconnecting: the
  /// next call reconnects when the backoff allows.
  private func lost(_ error: any Error) -> any Error {
    prepared.removeAll()
    backoff.failed(at: elapsed())
    outage = "\(error)"
    return error
  }

  private func unreachable(_ reason: String, nextTry: Duration) -> AnalyticsError {
    let milliseconds =
      nextTry.components.seconds * 1000 + nextTry.components.attoseconds / 1_000_000_000_000_000
    return AnalyticsError(
      .database,
      "PostgreSQL cannot be reached (\(reason)); reconnecting "
        + (milliseconds > 0 ? "in \(milliseconds) ms" : "now")
        + " (check that the server is running and reachable)",
      isUnavailable: true)
  }

  /// Calls `body` with `strings` as a NULL-terminated array of C strings.
  private static func withCStrings<Value>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Value
  ) -> Value {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
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
    let message = DatabaseCredentials.scrubbing(
      Self.oneLine(PQresultErrorMessage(result)), of: url)
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
