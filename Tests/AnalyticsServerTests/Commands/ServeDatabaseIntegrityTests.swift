import Foundation
import SQLiteSupport
import SubscriptionAnalytics
import TestSupport
import Testing

@testable import AnalyticsServer

/// `subkit-analytics serve` on a SQLite file it must not write: one damaged
/// on disk (before it starts, or under it), or another program's database.
@Suite("subkit-analytics serve refuses damaged and unrelated databases", .timeLimit(.minutes(10)))
struct ServeDatabaseIntegrityTests {
  /// A populated analytics file, closed (its WAL checkpointed into it).
  private static func populatedFile(in directory: URL) throws -> URL {
    let file = directory.appendingPathComponent("analytics.sqlite")
    let store = try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + file.path))
    _ = try store.ingest(bodies: try ServerFixtures.bodies(customers: 40, months: 3))
    return file
  }

  /// Overwrites a run of pages in the middle of `file` with junk (never page 1).
  private static func scribble(_ file: URL) throws {
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
    let pages = size / 4096
    #expect(pages >= 8, "the file has only \(pages) pages")
    var junk = [UInt8](repeating: 0, count: 4096 * max(1, pages / 4))
    var state: UInt32 = 12_345
    for index in junk.indices {
      state = state &* 1_103_515_245 &+ 12_345
      junk[index] = UInt8(truncatingIfNeeded: state >> 16)
    }
    let handle = try FileHandle(forWritingTo: file)
    try handle.seek(toOffset: UInt64(4096 * (pages / 3)))
    try handle.write(contentsOf: junk)
    try handle.synchronize()
    try handle.close()
  }

  @Test("A file scribbled before it starts: one line, non-zero exit, the file untouched")
  func damagedAtOpen() throws {
    let directory = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try Self.populatedFile(in: directory)
    try Self.scribble(file)
    let before = try Data(contentsOf: file)

    let output = try ProcessRunner.run(
      ServerFixtures.analyticsBinary,
      ["serve", "--port", "0", "--database", "sqlite:" + file.path],
      timeLimit: .seconds(60))
    #expect(output.status != 0)
    #expect(!output.stdout.contains("serving"), "\(output.stdout)")
    #expect(output.stderr.contains("is damaged"), "\(output.stderr)")
    #expect(output.stderr.contains("quick_check"), "\(output.stderr)")
    #expect(output.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: file) == before)
  }

  @Test("A file scribbled under a running server: /healthz says damaged, webhooks get 503")
  func damagedWhileServing() throws {
    let directory = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try Self.populatedFile(in: directory)
    let server = try ServeProcess(["--database", "sqlite:" + file.path])
    let healthy = try server.request("GET", "/healthz")
    #expect(healthy.status == 200, "\(healthy.text)")

    try Self.scribble(file)
    let health = try server.request("GET", "/healthz")
    #expect(health.status == 503, "\(health.text)")
    #expect(health.text.contains("\"status\": \"damaged\""), "\(health.text)")
    #expect(health.text.contains("quick_check"), "\(health.text)")
    #expect(health.headers["retry-after"] != nil)

    let fresh = try #require(
      try ServerFixtures.bodies(customers: 2, months: 1, seed: 99, environment: .sandbox).first)
    let posted = try server.post(fresh)
    #expect(posted.status == 503, "\(posted.text)")
    #expect(posted.text.contains("damaged"), "\(posted.text)")
    #expect(try server.request("GET", "/healthz").status == 503)
  }

  @Test("Another program's database: refused before anything is written, byte for byte")
  func unrelatedDatabase() throws {
    let directory = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("invoices.sqlite")
    do {
      let other = try SQLiteDatabase(path: file.path)
      try other.execute(
        """
        CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer TEXT, total TEXT);
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);
        INSERT INTO invoices (customer, total) VALUES ('ada', '12.50'), ('grace', '99.00');
        """)
    }
    let before = try Data(contentsOf: file)
    let empty = directory.appendingPathComponent("none.json")
    try Data().write(to: empty)

    for arguments in [
      ["serve", "--port", "0", "--database", "sqlite:" + file.path],
      ["import", "--database", "sqlite:" + file.path, empty.path],
    ] {
      let output = try ProcessRunner.run(
        ServerFixtures.analyticsBinary, arguments, timeLimit: .seconds(60))
      #expect(output.status != 0, "\(arguments)")
      #expect(output.stderr.contains("is not an analytics database"), "\(output.stderr)")
      #expect(output.stderr.contains("customers, invoices"), "\(output.stderr)")
      #expect(output.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1)
      #expect(try Data(contentsOf: file) == before, "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
    }
  }
}
