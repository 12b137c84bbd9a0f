import Foundation
import SQLiteSupport
import Testing

/// `SQLiteSupport` on its own: opening, binding, transactions, read-only
/// connections and how errors are classified.
@Suite("SQLiteSupport")
final class SQLiteDatabaseTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sqlite-support-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  // Each test gets its own instance: its folder goes with it.
  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  @Test("Opening creates the file; an in-memory database runs statements")
  func open() throws {
    let file = path("new.sqlite")
    let database = try SQLiteDatabase(path: file)
    try database.execute("CREATE TABLE t (x INTEGER)")
    #expect(FileManager.default.fileExists(atPath: file))
    let memory = try SQLiteDatabase(path: ":memory:")
    #expect(try memory.prepare("SELECT 41 + 1").firstRow { $0.int64(0) } == 42)
  }

  @Test("Bound text comes back byte for byte: a NUL inside, the empty string, NULL")
  func bindRoundTrip() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, value TEXT)")
    let values: [SQLiteValue] = [
      .text("a\u{0}b"), .text(""), .utf8(Array("c\u{0}".utf8)), .optional(nil as String?),
      .text("é✓"),
    ]
    for (offset, value) in values.enumerated() {
      try database.prepare("INSERT INTO t (id, value) VALUES (?, ?)")
        .bind(.integer(Int64(offset)), value).run()
    }
    func row(_ id: Int64) throws -> (bytes: [UInt8], isNull: Bool, length: Int64) {
      try database.prepare("SELECT value, length(CAST(value AS BLOB)) FROM t WHERE id = ?")
        .bind(.integer(id)).firstRow { ($0.bytes(0), $0.isNull(0), $0.int64(1)) }!
    }
    #expect(try row(0).bytes == Array("a\u{0}b".utf8))
    #expect(try row(0).length == 3)
    #expect(try row(1).bytes.isEmpty)
    #expect(try row(1).isNull == false)
    #expect(try row(2).bytes == Array("c\u{0}".utf8))
    #expect(try row(3).isNull)
    #expect(try row(4).bytes == Array("é✓".utf8))
    // Read as text too, by length: a NUL inside does not cut it short.
    let texts = try (0..<5).map { id in
      try database.prepare("SELECT value FROM t WHERE id = ?").bind(.integer(Int64(id)))
        .firstRow { $0.text(0) }
    }
    #expect(texts == ["a\u{0}b", "", "c\u{0}", "", "é✓"])
    let empty = try database.prepare("SELECT value FROM t WHERE id = 1").firstRow {
      $0.optionalText(0)
    }
    #expect(empty == "")
  }

  @Test("A transaction whose body throws leaves nothing behind")
  func rollback() throws {
    struct Refused: Error {}
    let database = try SQLiteDatabase(path: path("rollback.sqlite"))
    try database.execute("CREATE TABLE t (x INTEGER)")
    #expect(throws: Refused.self) {
      try database.transaction {
        try database.prepare("INSERT INTO t VALUES (1)").run()
        throw Refused()
      }
    }
    #expect(!database.isInTransaction)
    #expect(try database.prepare("SELECT count(*) FROM t").firstRow { $0.int64(0) } == 0)
    try database.transaction { try database.prepare("INSERT INTO t VALUES (2)").run() }
    #expect(try database.prepare("SELECT count(*) FROM t").firstRow { $0.int64(0) } == 1)
  }

  @Test("A read-only connection reads, refuses every write as unavailable, creates nothing")
  func readOnly() throws {
    let file = path("readonly.sqlite")
    let writer = try SQLiteDatabase(path: file)
    try writer.execute("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (7)")
    let reader = try SQLiteDatabase(path: file, readOnly: true)
    #expect(try reader.prepare("SELECT x FROM t").firstRow { $0.int64(0) } == 7)
    do {
      try reader.execute("INSERT INTO t VALUES (8)")
      Issue.record("a read-only connection wrote")
    } catch let error as SQLiteError {
      #expect(error.code & 0xFF == 8)  // SQLITE_READONLY
      #expect(error.isUnavailable)
      #expect(!error.isDamaged)
    }
    #expect(try writer.prepare("SELECT count(*) FROM t").firstRow { $0.int64(0) } == 1)
    let missing = path("missing.sqlite")
    #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: missing, readOnly: true) }
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test("Errors are told apart: busy, full and unopenable are unavailable; bad data is not")
  func classification() throws {
    for code: Int32 in [5, 6, 7, 8, 10, 13, 14, 10 | (3 << 8)] {
      #expect(SQLiteError(code: code, message: "", context: "").isUnavailable, "\(code)")
    }
    for code: Int32 in [1, 19, 19 | (8 << 8), 11, 26] {
      #expect(!SQLiteError(code: code, message: "", context: "").isUnavailable, "\(code)")
    }
    #expect(SQLiteError(code: 11, message: "", context: "").isDamaged)
    #expect(SQLiteError(code: 26, message: "", context: "").isDamaged)
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute("CREATE TABLE t (x INTEGER PRIMARY KEY)")
    try database.execute("INSERT INTO t VALUES (1)")
    do {
      try database.execute("INSERT INTO t VALUES (1)")
      Issue.record("a duplicate key was stored")
    } catch let error as SQLiteError {
      #expect(error.code & 0xFF == 19)  // SQLITE_CONSTRAINT
      #expect(!error.isUnavailable)
    }
    let notADatabase = path("garbage.sqlite")
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: notADatabase))
    do {
      let database = try SQLiteDatabase(path: notADatabase)
      try database.execute("SELECT * FROM sqlite_master")
      Issue.record("garbage read as a database")
    } catch let error as SQLiteError {
      #expect(error.isDamaged, "\(error)")
      #expect(!error.isUnavailable)
    }
  }
}
