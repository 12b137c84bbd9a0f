import Dispatch
import Foundation
import SQLiteSupport
import SubscriptionAnalytics
import SubscriptionKit
import Testing

@testable import AnalyticsServer

/// Group commit without HTTP: many threads handing bodies to one queue.
@Suite("Ingest queue", .timeLimit(.minutes(2)))
struct IngestQueueTests {
  @Test("49 threads posting at once, in batches of five, each get their own outcome")
  func eachGetsItsOwnOutcome() throws {
    let directory = try ServerFixtures.temporaryDirectory()
    let store = try AnalyticsStore.open(
      try AnalyticsDatabaseURL("sqlite:" + directory.appendingPathComponent("a.sqlite").path))
    let bodies = Array(try ServerFixtures.bodies(customers: 40, months: 2).prefix(24))
    let malformed = Data("{\"api_version\": \"1.0\"}".utf8)
    // Every body twice (the second a duplicate, whichever commits first) and one malformed.
    let posts = bodies + bodies + [malformed]
    let queue = IngestQueue(store: store, batchLimit: 5)
    let outcomes = Locked([String?](repeating: nil, count: posts.count))
    let group = DispatchGroup()
    for index in posts.indices {
      group.enter()
      Thread {
        defer { group.leave() }
        let outcome: String
        do {
          outcome = "\(try queue.ingest(posts[index]))"
        } catch {
          outcome = "error"
        }
        outcomes.withLock { $0[index] = outcome }
      }.start()
    }
    // A bound, not a pause: the wait ends as soon as the last thread does.
    #expect(group.wait(timeout: .now() + 60) == .success, "a post never got its outcome")
    let answered = outcomes.withLock { $0 }
    #expect(answered.last == "error")
    for index in bodies.indices {
      let pair = [answered[index], answered[index + bodies.count]].compactMap { $0 }.sorted()
      #expect(pair == ["duplicate", "stored"], "body \(index)")
    }
    #expect(try store.eventCount() == bodies.count)
  }

  @Test("An event the database refuses fails alone; the rest of its batch is stored")
  func refusedEventFailsAlone() throws {
    let file = try ServerFixtures.temporaryDirectory().appendingPathComponent("a.sqlite")
    let store = try AnalyticsStore.open(try AnalyticsDatabaseURL("sqlite:" + file.path))
    let bodies = Array(try ServerFixtures.bodies(customers: 30, months: 2).prefix(40))
    let refused = try AnalyticsStore.decode(webhook: bodies[17]).eventID
    // Another connection makes the database refuse that one event, as a full
    // disk or a broken row would: a batch holding it fails as a whole.
    try SQLiteDatabase(path: file.path).execute(
      """
      CREATE TRIGGER refuse BEFORE INSERT ON events WHEN NEW.event_id = '\(refused)'
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
      """)
    let queue = IngestQueue(store: store)
    let outcomes = Locked([String?](repeating: nil, count: bodies.count))
    let group = DispatchGroup()
    for index in bodies.indices {
      group.enter()
      Thread {
        defer { group.leave() }
        let outcome = (try? queue.ingest(bodies[index])).map { "\($0)" } ?? "error"
        outcomes.withLock { $0[index] = outcome }
      }.start()
    }
    // A bound, not a pause: the wait ends as soon as the last thread does.
    #expect(group.wait(timeout: .now() + 60) == .success, "a post never got its outcome")
    let answered = outcomes.withLock { $0 }
    #expect(answered[17] == "error")
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
    let outcomes = Locked([String?](repeating: nil, count: bodies.count))
    let group = DispatchGroup()
    for index in bodies.indices {
      group.enter()
      Thread {
        defer { group.leave() }
        do {
          _ = try queue.ingest(bodies[index])
          outcomes.withLock { $0[index] = "stored" }
        } catch {
          outcomes.withLock { $0[index] = "\(error)" }
        }
      }.start()
    }
    // A bound, not a pause: the wait ends as soon as the last thread does.
    #expect(group.wait(timeout: .now() + 60) == .success, "a post never got its outcome")
    #expect(outcomes.withLock { $0 }.allSatisfy { $0 == "database is locked" })
    // One attempt per batch; retrying each event alone would add one per event.
    #expect(attempts.withLock { $0 } <= bodies.count)
  }

  @Test("The committer thread ends once its queue is released")
  func committerEnds() throws {
    let directory = try ServerFixtures.temporaryDirectory()
    let store = try AnalyticsStore.open(
      try AnalyticsDatabaseURL("sqlite:" + directory.appendingPathComponent("a.sqlite").path))
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
