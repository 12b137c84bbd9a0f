import Foundation
import SubscriptionAnalyticsPostgres
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionAnalytics

/// The same events on SQLite and on PostgreSQL give the same tables and the
/// same answers; several writers may share one PostgreSQL database.
@Suite(
  "PostgreSQL gives SQLite's answers", .enabled(if: PostgresTestServer.isAvailable),
  .serialized)
struct PostgresTests {
  @Test("The hand-computed scenario: identical state and every metric")
  func scenario() throws {
    let sqlite = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    let postgres = try AnalyticsStore.open(
      PostgresTestServer.newDatabase(), engines: .withPostgres, now: { Scenario.now })
    _ = try sqlite.ingest(Scenario.events())
    _ = try postgres.ingest(Scenario.events())
    #expect(try postgres.stateDump() == sqlite.stateDump())
    let from = EventFactory.date(0)
    let to = EventFactory.date(89)
    #expect(
      try MetricReport.all(postgres, from: from, to: to)
        == MetricReport.all(sqlite, from: from, to: to))
    try postgres.rebuild()
    #expect(try postgres.stateDump() == sqlite.stateDump())
  }

  @Test("A simulated population, delivered shuffled to four concurrent writers")
  func concurrentWriters() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "concurrentWriters")
    var random = SeededRandomNumberGenerator(seed: seed)
    let population = try SimulatedPopulation.make(seed: random.next(), customers: 20, days: 120)
    let now = { @Sendable in population.end }
    let sqlite = try AnalyticsStore.open(.inMemory, now: now)
    _ = try sqlite.ingest(bodies: population.bodies)
    let url = try PostgresTestServer.newDatabase()
    let writers = try (0..<4).map { _ in
      try AnalyticsStore.open(url, engines: .withPostgres, now: now)
    }
    var shuffled = population.bodies + population.bodies.prefix(population.bodies.count / 3)
    shuffled.shuffle(using: &random)
    let shares = (0..<4).map { writer in
      stride(from: writer, to: shuffled.count, by: 4).map { shuffled[$0] }
    }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 4) { writer in
      do {
        var remaining = shares[writer][...]
        while !remaining.isEmpty {
          _ = try writers[writer].ingest(bodies: Array(remaining.prefix(7)))
          remaining = remaining.dropFirst(7)
        }
      } catch {
        failures.add("\(error)")
      }
    }
    #expect(failures.all.isEmpty, "seed \(seed)")
    #expect(try writers[0].stateDump() == sqlite.stateDump(), "seed \(seed)")
    #expect(
      try MetricReport.all(writers[1], from: SimulatedPopulation.start, to: population.end)
        == MetricReport.all(sqlite, from: SimulatedPopulation.start, to: population.end),
      "seed \(seed)")
  }

  @Test("A terminated backend: the next write and read reconnect and succeed, nothing doubled")
  func terminatedBackend() throws {
    let url = try PostgresTestServer.newDatabase()
    guard case .postgres(let text) = url.location else { return }
    let store = try AnalyticsStore.open(url, engines: .withPostgres, now: { Scenario.now })
    let events = Scenario.events()
    let half = events.count / 2
    _ = try store.ingest(Array(events.prefix(half)))
    let admin = try PostgresAnalyticsDatabase(url: text)
    func terminate() throws {
      var ended: Int64 = 0
      try admin.query(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
          + " WHERE datname = current_database() AND pid <> pg_backend_pid()"
          + " AND backend_type = 'client backend'", []
      ) { ended = $0.int64(0) }
      #expect(ended == 1)
    }
    try terminate()
    #expect(try store.ingest(Array(events.dropFirst(half))).allSatisfy { $0 == .stored })
    try terminate()
    #expect(try store.eventCount() == events.count)
    try terminate()
    #expect(store.health() == AnalyticsHealth(status: .ok, events: events.count))

    let sqlite = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    _ = try sqlite.ingest(events)
    #expect(try store.stateDump() == sqlite.stateDump())
  }

  @Test("A bad URL or an unreachable server is one clear line")
  func unreachable() throws {
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsStore.open(
        AnalyticsDatabaseURL("postgresql://nobody:secret@/nowhere?host=/nonexistent-socket-dir"),
        engines: .withPostgres)
    }
    #expect(error.code == .database)
    #expect(error.isUnavailable)
    #expect(!error.description.contains("\n"))
    #expect(!error.description.contains("secret"))
  }
}

/// Errors collected from concurrent workers.
final class Failures: @unchecked Sendable {
  // @unchecked because: `lock` guards `list`.
  private let lock = NSLock()
  private var list: [String] = []

  func add(_ failure: String) {
    lock.lock()
    list.append(failure)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

@Suite("Engines")
struct EngineTests {
  @Test("Without the PostgreSQL module a postgres:// URL is one clear line, nothing opened")
  func sqliteOnly() throws {
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsStore.open(AnalyticsDatabaseURL("postgresql://user:secret@/db?host=/tmp"))
    }
    #expect(error.code == .invalidDatabaseURL)
    #expect(error.description.contains("does not link"))
    #expect(!error.description.contains("secret"))
  }
}
