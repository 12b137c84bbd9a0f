import Foundation
import SQLiteSupport
import StoreSimulator
import SubscriptionKit
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

/// Migration 5: outbox bodies that ledgers up to schema version 4 stored in a
/// coded form are rewritten as the JSON text they stand for.
@Suite("Ledger migration 5: webhook bodies as JSON text", .timeLimit(.minutes(10)))
struct LedgerBodyMigrationTests {
  /// A ledger written by the last StoreSimulator with coded bodies (schema
  /// version 4): ten events stored coded, then one stored as JSON text (the
  /// same ledger reopened with plain bodies), checkpointed into one file.
  static let fixture = Fixtures.directory.appendingPathComponent(
    "ledgers/ledger-v4-coded-bodies.sqlite")
  /// What that StoreSimulator's `webhookEvents()` returned for it: one body a line.
  static let expectedBodies = Fixtures.directory.appendingPathComponent(
    "ledgers/ledger-v4-coded-bodies.events.jsonl")

  /// A copy of the fixture in a fresh directory (opening migrates it).
  static func copyOfFixture() throws -> (directory: URL, ledger: URL) {
    let directory = try Fixtures.temporaryDirectory()
    let url = directory.appendingPathComponent("ledger.sqlite")
    try FileManager.default.copyItem(at: fixture, to: url)
    return (directory, url)
  }

  /// The outbox's stored bodies, in sequence order, as they are on disk.
  static func storedBodies(at url: URL) throws -> [[UInt8]] {
    let statement = try SQLiteDatabase(path: url.path).prepare(
      "SELECT body FROM outbox ORDER BY sequence")
    var bodies: [[UInt8]] = []
    while try statement.step() { bodies.append(statement.bytes(0)) }
    statement.reset()
    return bodies
  }

  @Test("The fixture is what it claims: schema version 4, ten coded bodies and one JSON text")
  func fixtureIsVersion4() throws {
    let database = try SQLiteDatabase(path: Self.fixture.path)
    #expect(try database.userVersion == 4)
    let bodies = try Self.storedBodies(at: Self.fixture)
    #expect(bodies.count == 11)
    #expect(bodies.filter(LegacyCodedWebhookBody.isCoded).count == 10)
  }

  @Test("An old ledger opens migrated: every body JSON text, events identical to before")
  func migratesCodedBodies() async throws {
    let (directory, url) = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected = try String(contentsOf: Self.expectedBodies, encoding: .utf8)
      .split(separator: "\n").map { Array($0.utf8) }
    #expect(expected.count == 11)

    let store = try Fixtures.simulator(ledger: .file(url))
    let deliveries = try store.webhookEvents()
    #expect(deliveries.map(\.sequence) == Array(1...11))
    #expect(deliveries.map { [UInt8]($0.body) } == expected)
    for (delivery, body) in zip(deliveries, expected) {
      #expect(delivery.event == (try WebhookBody.decode(Data(body))))
      #expect(WebhookBodyWriter.utf8(delivery.event) == body)
    }

    let stored = try Self.storedBodies(at: url)
    #expect(stored == expected)
    #expect(!stored.contains(where: LegacyCodedWebhookBody.isCoded))
    #expect(try SQLiteDatabase(path: url.path).userVersion == LedgerSchema.migrations.count)
    #expect(try LedgerAudit(ledgerAt: url).problems.isEmpty)

    // The migrated ledger carries on: new events follow as JSON text.
    try await store.buy("pro_monthly")
    try store.advance(by: .days(40))
    let after = try store.webhookEvents(after: 11, limit: 100)
    #expect(after.count >= 2)
    for delivery in after {
      #expect([UInt8](delivery.body) == WebhookBodyWriter.utf8(delivery.event))
    }
  }

  @Test("A rewrite that fails leaves the old ledger as it was: version 4, bodies coded")
  func failedRewriteChangesNothing() throws {
    let (directory, url) = try Self.copyOfFixture()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Self.storedBodies(at: url)
    do {
      // A trigger that refuses the rewrite of the last coded row, after the
      // earlier rows were already rewritten inside the same transaction.
      let database = try SQLiteDatabase(path: url.path)
      try database.execute(
        """
        CREATE TRIGGER refuse_rewrite BEFORE UPDATE OF body ON outbox WHEN old.sequence = 10
        BEGIN SELECT RAISE(ABORT, 'refused'); END
        """)
    }
    #expect(throws: StoreSimulatorError.self) { try Fixtures.simulator(ledger: .file(url)) }
    let database = try SQLiteDatabase(path: url.path)
    #expect(try database.userVersion == 4)
    #expect(try Self.storedBodies(at: url) == before)
  }

  @Test("The legacy reader decodes table entries, literal bytes, and passes JSON text through")
  func legacyReader() {
    #expect(LegacyCodedWebhookBody.table.count == 30)
    #expect(
      LegacyCodedWebhookBody.decode([0x01, 0x1E, 0x41, 0x1F, 0x0A])
        == Array(#","type":"A"#.utf8) + [0x0A])
    let plain = Array(#"{"api_version":"1.0","event":{"type":"RENEWAL"}}"#.utf8)
    #expect(LegacyCodedWebhookBody.decode(plain) == plain)
    #expect(LegacyCodedWebhookBody.decode([UInt8]()) == [])
  }
}
