import Foundation
import SQLiteSupport
import SubscriptionAnalyticsPostgres
import Testing

@testable import SubscriptionAnalytics

/// A database the store must not write: not SQLite at all, another
/// program's tables (on SQLite and PostgreSQL), or an analytics file that
/// SQLite finds corrupt.
@Suite("Database integrity and ownership")
struct DatabaseIntegrityTests {
  @Test("A file that is not a database is refused, unchanged")
  func notADatabase() throws {
    let file = try Fixtures.temporaryFolder().appendingPathComponent("notes.sqlite")
    let text = Data(String(repeating: "not a database at all\n", count: 400).utf8)
    try text.write(to: file)
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + file.path))
    }
    #expect(error.description.contains("is damaged"), "\(error)")
    #expect(try Data(contentsOf: file) == text)
  }

  @Test("An empty file and an analytics file open; another program's tables do not")
  func ownership() throws {
    let folder = try Fixtures.temporaryFolder()
    let empty = folder.appendingPathComponent("empty.sqlite")
    _ = FileManager.default.createFile(atPath: empty.path, contents: nil)
    let store = try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + empty.path))
    _ = try store.ingest(Scenario.events())
    #expect(store.health() == AnalyticsHealth(status: .ok, events: Scenario.events().count))
    // Opened again: it is ours.
    _ = try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + empty.path))

    let other = folder.appendingPathComponent("other.sqlite")
    try SQLiteDatabase(path: other.path).execute(
      "CREATE TABLE schema_info (name TEXT, version INTEGER); CREATE TABLE t (x)")
    let before = try Data(contentsOf: other)
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + other.path))
    }
    #expect(error.description.contains("not an analytics database"), "\(error)")
    #expect(error.description.contains("schema_info, t"), "\(error)")
    #expect(try Data(contentsOf: other) == before)
  }

  @Test(
    "PostgreSQL: a database holding other tables is refused, nothing created",
    .enabled(if: PostgresTestServer.isAvailable))
  func postgresOwnership() throws {
    let url = try PostgresTestServer.newDatabase()
    guard case .postgres(let text) = url.location else { return }
    let other = try PostgresAnalyticsDatabase(url: text)
    try other.execute("CREATE TABLE invoices (id INTEGER)")
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsStore.open(url, engines: .withPostgres)
    }
    #expect(error.description.contains("not an analytics database"), "\(error)")
    var tables: [String] = []
    try other.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()", []
    ) { tables.append($0.text(0)) }
    #expect(tables == ["invoices"])
  }

  @Test("Corruption met while reading makes the store refuse every later ingest")
  func corruptionIsSticky() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let damage = store.state.withLock { state in
      store.noteDamage(
        SQLiteError(code: 11, message: "database disk image is malformed", context: "reading"),
        in: &state, doing: "reading metrics")
    }
    #expect(damage.isUnavailable)
    let refused = try #require(throws: AnalyticsError.self) {
      try store.ingest(Scenario.events())
    }
    #expect(refused.description.contains("is damaged"), "\(refused)")
    #expect(try store.eventCount() == 0)
    #expect(store.health().status == .damaged)
  }
}
