import Dispatch
import Foundation
import SQLiteSupport
import SubscriptionAnalytics
import SubscriptionKit
import Testing

@testable import AnalyticsServer
@testable import SubscriptionWire

/// Group commit without HTTP: many threads handing bodies to one queue.
@Suite("Ingest queue", .timeLimit(.minutes(10)))
struct IngestQueueTests {
  /// A store in a new SQLite file, and the file.
  static func store() throws -> (AnalyticsStore, URL) {
    let file = try ServerFixtures.temporaryDirectory().appendingPathComponent("a.sqlite")
    return (try AnalyticsStore.open(try AnalyticsDatabaseURL("sqlite:" + file.path)), file)
  }

  /// Posts every body at once, each from its own thread, and returns each
  /// one's outcome in order: `stored`, `duplicate` or `error: …`.
  static func postAtOnce(_ bodies: [Data], to queue: IngestQueue) -> [String] {
    let outcomes = Locked([String](repeating: "unanswered", count: bodies.count))
    let group = DispatchGroup()
    for index in bodies.indices {
      group.enter()
      Thread {
        defer { group.leave() }
        let outcome: String
        do {
          outcome = "\(try queue.ingest(bodies[index]))"
        } catch {
          outcome = "error: \(error)"
        }
        outcomes.withLock { $0[index] = outcome }
      }.start()
    }
    // A bound, not a pause: the wait ends as soon as the last thread does.
    #expect(group.wait(timeout: .now() + 60) == .success, "a post never got its outcome")
    return outcomes.withLock { $0 }
  }

  @Test("49 threads posting at once, in batches of five, each get their own outcome")
  func eachGetsItsOwnOutcome() throws {
    let (store, _) = try Self.store()
    let bodies = Array(try ServerFixtures.bodies(customers: 40, months: 2).prefix(24))
    let malformed = Data("{\"api_version\": \"1.0\"}".utf8)
    // Every body twice (the second a duplicate, whichever commits first) and one malformed.
    let posts = bodies + bodies + [malformed]
    let queue = IngestQueue(store: store, batchLimit: 5)
    let answered = Self.postAtOnce(posts, to: queue)
    #expect(answered.last?.hasPrefix("error: ") == true)
    for index in bodies.indices {
      let pair = [answered[index], answered[index + bodies.count]].sorted()
      #expect(pair == ["duplicate", "stored"], "body \(index)")
    }
    #expect(try store.eventCount() == bodies.count)
  }

  @Test("An event the database refuses fails alone; the rest of its batch is stored")
  func refusedEventFailsAlone() throws {
    let (store, file) = try Self.store()
    let bodies = Array(try ServerFixtures.bodies(customers: 30, months: 2).prefix(40))
    let refused = try AnalyticsStore.decode(webhook: bodies[17]).eventID
    // Another connection makes the database refuse that one event, as a full
    // disk or a broken row would: a batch holding it fails as a whole.
    try SQLiteDatabase(path: file.path).execute(
      """
      CREATE TRIGGER refuse BEFORE INSERT ON events WHEN NEW.event_id = '\(refused)'
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
      """)
    let answered = Self.postAtOnce(bodies, to: IngestQueue(store: store))
    #expect(answered[17].hasPrefix("error: "))
    #expect(answered.indices.allSatisfy { $0 == 17 || answered[$0] == "stored" }, "\(answered)")
    #expect(try store.eventCount() == bodies.count - 1)
  }

  @Test("An unavailable database fails every request of a batch at once, none retried alone")
  func unavailableDatabaseFailsTheBatch() throws {
    let bodies = Array(try ServerFixtures.bodies(customers: 10, months: 2).prefix(12))
    let attempts = Locked(0)
    let queue = IngestQueue { _ in
      attempts.withLock { $0 += 1 }
      throw AnalyticsError(.database, "database is locked", isUnavailable: true)
    }
    let answered = Self.postAtOnce(bodies, to: queue)
    #expect(answered.allSatisfy { $0 == "error: database is locked" }, "\(answered)")
    // One attempt per batch; retrying each event alone would add one per event.
    #expect(attempts.withLock { $0 } <= bodies.count)
  }

  @Test("The committer thread ends once its queue is released")
  func committerEnds() throws {
    let (store, _) = try Self.store()
    let body = try #require(try ServerFixtures.bodies(customers: 2, months: 1).first)
    let ended = DispatchSemaphore(value: 0)
    var queue: IngestQueue? = IngestQueue(
      committerEnded: { ended.signal() }, commit: { try store.ingest(decoded: $0) })
    #expect(try queue?.ingest(body) == .stored)
    #expect(ended.wait(timeout: .now()) == .timedOut, "the committer ended while in use")
    queue = nil
    // A bound, not a pause: the wait ends as soon as the thread does.
    #expect(ended.wait(timeout: .now() + 30) == .success, "the committer outlived its queue")
  }
}
