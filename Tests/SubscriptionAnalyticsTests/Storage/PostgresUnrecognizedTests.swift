import Foundation
import SubscriptionAnalyticsPostgres
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// New types, reasons and environments on PostgreSQL: the same counts and
/// state as on SQLite (issue 30).
@Suite(
  "PostgreSQL counts unrecognized values as SQLite does",
  .enabled(if: PostgresTestServer.isAvailable), .serialized)
struct PostgresUnrecognizedTests {
  @Test("Unknown type, reason and environment: same counts, state and metrics, after a rebuild too")
  func sameAsSQLite() throws {
    var events = Scenario.events()
    var newType = events[1]
    newType.id = "zz-new-type"
    newType.type = WebhookEventType(rawValue: "NEW_TYPE")
    var newReason = events[1]
    newReason.id = "zz-new-reason"
    newReason.type = .cancellation
    newReason.cancelReason = WebhookReason(rawValue: "NEW_REASON")
    var staging = events[1]
    staging.id = "zz-staging"
    staging.environment = "STAGING"
    events += [newType, newReason, staging]
    let sqlite = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    let postgres = try AnalyticsStore.open(
      PostgresTestServer.newDatabase(), engines: .withPostgres, now: { Scenario.now })
    _ = try sqlite.ingest(events)
    _ = try postgres.ingest(events)
    #expect(try postgres.unrecognizedValues() == sqlite.unrecognizedValues())
    #expect(try postgres.unrecognizedValues().counts[.eventTypes] == ["NEW_TYPE": 1])
    #expect(try postgres.stateDump() == sqlite.stateDump())
    try postgres.rebuild()
    #expect(try postgres.unrecognizedValues() == sqlite.unrecognizedValues())
    let from = EventFactory.date(0)
    let to = EventFactory.date(89)
    #expect(
      try MetricReport.all(postgres, from: from, to: to)
        == MetricReport.all(sqlite, from: from, to: to))
  }
}
