import CSQLite
import Foundation

/// Every row of an SQLite file, with the statements that made its tables and
/// indexes: the population and batch import benchmarks' baselines write
/// exactly what a run wrote, with plain prepared INSERTs.
struct LedgerCopy {
  /// A column's value as stored.
  enum Value {
    case null
    case integer(Int64)
    case real(Double)
    case text([UInt8])
    case blob([UInt8])
  }

  /// One table: its `CREATE` statement, its indexes' and its rows.
  struct Table {
    var name: String
    var schema: [String]
    var columns: Int32
    var rows: [[Value]]
  }

  var tables: [Table]

  /// How many rows, over every table.
  var rowCount: Int { tables.reduce(0) { $0 + $1.rows.count } }

  /// Reads every table of the file at `url` (SQLite's own tables aside).
  static func read(_ url: URL) throws -> LedgerCopy {
    let db = try open(url)
    defer { sqlite3_close(db) }
    var tables: [Table] = []
    for (name, sql) in try query(
      db,
      "SELECT name, sql FROM sqlite_master WHERE type = 'table'"
        + " AND name NOT LIKE 'sqlite_%' ORDER BY name")
    {
      let indexes = try query(
        db,
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
          + " AND tbl_name = '\(name)'"
      ).map(\.1)
      var statement: OpaquePointer?
      guard sqlite3_prepare_v2(db, "SELECT * FROM \"\(name)\"", -1, &statement, nil) == SQLITE_OK
      else { throw failure(db) }
      defer { sqlite3_finalize(statement) }
      let columns = sqlite3_column_count(statement)
      var rows: [[Value]] = []
      while sqlite3_step(statement) == SQLITE_ROW {
        rows.append((0..<columns).map { value(statement, $0) })
      }
      tables.append(Table(name: name, schema: [sql] + indexes, columns: columns, rows: rows))
    }
    return LedgerCopy(tables: tables)
  }

  /// Writes every row into a new file with the same tables and indexes, in
  /// `commits` transactions of equal size, in WAL mode with `synchronous` as
  /// the file's writer runs it (the simulator's ledger `NORMAL`, the
  /// analytics store `FULL`).
  func insert(commits: Int, synchronous: String = "NORMAL", into url: URL) throws {
    let db = try Self.open(url)
    defer { sqlite3_close(db) }
    for sql in ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=\(synchronous)"]
      + tables.flatMap(\.schema)
    where sqlite3_exec(db, sql, nil, nil, nil) != SQLITE_OK {
      throw Self.failure(db)
    }
    var statements: [OpaquePointer] = []
    defer { for statement in statements { sqlite3_finalize(statement) } }
    for table in tables {
      let marks = Array(repeating: "?", count: Int(table.columns)).joined(separator: ", ")
      var statement: OpaquePointer?
      guard
        sqlite3_prepare_v2(
          db, "INSERT INTO \"\(table.name)\" VALUES (\(marks))", -1, &statement, nil)
          == SQLITE_OK, let statement
      else { throw Self.failure(db) }
      statements.append(statement)
    }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    let perCommit = max(1, (rowCount + max(commits, 1) - 1) / max(commits, 1))
    var inTransaction = 0
    sqlite3_exec(db, "BEGIN", nil, nil, nil)
    for (table, statement) in zip(tables, statements) {
      for row in table.rows {
        sqlite3_reset(statement)
        for (index, value) in row.enumerated() {
          let column = Int32(index + 1)
          switch value {
          case .null: sqlite3_bind_null(statement, column)
          case .integer(let number): sqlite3_bind_int64(statement, column, number)
          case .real(let number): sqlite3_bind_double(statement, column, number)
          case .text(let bytes):
            bytes.withUnsafeBytes {
              _ = sqlite3_bind_text(
                statement, column, $0.baseAddress?.assumingMemoryBound(to: CChar.self),
                Int32($0.count), transient)
            }
          case .blob(let bytes):
            bytes.withUnsafeBytes {
              _ = sqlite3_bind_blob(statement, column, $0.baseAddress, Int32($0.count), transient)
            }
          }
        }
        guard sqlite3_step(statement) == SQLITE_DONE else { throw Self.failure(db) }
        inTransaction += 1
        if inTransaction == perCommit {
          sqlite3_exec(db, "COMMIT", nil, nil, nil)
          sqlite3_exec(db, "BEGIN", nil, nil, nil)
          inTransaction = 0
        }
      }
    }
    sqlite3_exec(db, "COMMIT", nil, nil, nil)
  }

  private static func open(_ url: URL) throws -> OpaquePointer {
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let db = handle else {
      throw SimulatorBenchmarks.BenchmarkError("cannot open \(url.path)")
    }
    return db
  }

  private static func failure(_ db: OpaquePointer) -> SimulatorBenchmarks.BenchmarkError {
    SimulatorBenchmarks.BenchmarkError(String(cString: sqlite3_errmsg(db)))
  }

  private static func query(_ db: OpaquePointer, _ sql: String) throws -> [(String, String)] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
      throw failure(db)
    }
    defer { sqlite3_finalize(statement) }
    var rows: [(String, String)] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      let name = sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? ""
      let sql = sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
      rows.append((name, sql))
    }
    return rows
  }

  private static func value(_ statement: OpaquePointer?, _ column: Int32) -> Value {
    func bytes(_ pointer: UnsafeRawPointer?) -> [UInt8] {
      let count = Int(sqlite3_column_bytes(statement, column))
      guard let pointer, count > 0 else { return [] }
      return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
    switch sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
    case SQLITE_TEXT: return .text(bytes(sqlite3_column_text(statement, column)))
    case SQLITE_BLOB: return .blob(bytes(sqlite3_column_blob(statement, column)))
    default: return .null
    }
  }
}
