import Foundation
import SQLiteSupport
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// Telling "the database cannot be used now" from "it refuses this input":
/// the webhook server fails a whole batch at once for the first, and looks
/// for the one bad event for the second.
@Suite("Unavailable database", .timeLimit(.minutes(10)))
struct UnavailableDatabaseTests {
  @Test("A database locked by another connection is unavailable; a refused event is not")
  func lockedAndRefused() throws {
    let file = try Fixtures.temporaryFolder().appendingPathComponent("a.sqlite")
    let store = try AnalyticsStore.open(try AnalyticsDatabaseURL("sqlite:" + file.path))
    let events = Scenario.events()
    let body = { (index: Int) in try WebhookBody.encode(events[index]) }
    let other = try SQLiteDatabase(path: file.path)

    // Another writer holds the lock past the store's 5 s busy timeout.
    try other.execute("BEGIN IMMEDIATE")
    let locked = try #require(throws: AnalyticsError.self) {
      try store.ingest(bodies: [try body(0)])
    }
    #expect(locked.code == .database)
    #expect(locked.isUnavailable, "\(locked)")
    try other.execute("ROLLBACK")

    try other.execute(
      """
      CREATE TRIGGER refuse BEFORE INSERT ON events WHEN NEW.event_id = '\(events[1].id)'
      BEGIN SELECT RAISE(ABORT, 'refused'); END
      """)
    let refused = try #require(throws: AnalyticsError.self) {
      try store.ingest(bodies: [try body(1)])
    }
    #expect(refused.code == .database)
    #expect(!refused.isUnavailable, "\(refused)")
    #expect(try store.ingest(bodies: [try body(0)]) == [.stored])
  }

  @Test("SQLite's codes: busy, locked, read-only, I/O, full and cannot-open are unavailable")
  func sqliteCodes() {
    func error(_ code: Int32) -> SQLiteError { SQLiteError(code: code, message: "", context: "") }
    // BUSY, BUSY_SNAPSHOT, LOCKED, NOMEM, READONLY, IOERR, IOERR_FSYNC, FULL, CANTOPEN
    for code: Int32 in [5, 517, 6, 7, 8, 10, 1034, 13, 14] {
      #expect(error(code).isUnavailable, "code \(code)")
      #expect(AnalyticsStore.databaseError(error(code), doing: "x").isUnavailable)
    }
    // ERROR, CONSTRAINT, CONSTRAINT_PRIMARYKEY, MISMATCH, TOOBIG
    for code: Int32 in [1, 19, 1555, 20, 18] {
      #expect(!error(code).isUnavailable, "code \(code)")
      #expect(!AnalyticsStore.databaseError(error(code), doing: "x").isUnavailable)
    }
  }
}
