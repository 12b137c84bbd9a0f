import Foundation
import SQLiteSupport
import SubscriptionAnalyticsPostgres
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// `REFUND_REVERSED`, `SUBSCRIPTION_PAUSED` and `TRANSFER` move the metrics
/// as RevenueCat's event docs say; LTV lifetime windows; the retention grid.
/// Each runs on SQLite and, when a server is available, on PostgreSQL, and
/// in both arrival orders.
@Suite("Lifecycle events, LTV windows and the retention grid")
struct LifecycleEventTests {
  /// SQLite, and PostgreSQL when the tests have one.
  static func stores(now: Date) throws -> [AnalyticsStore] {
    var stores = [try AnalyticsStore.open(.inMemory, now: { now })]
    if PostgresTestServer.isAvailable {
      stores.append(
        try AnalyticsStore.open(
          PostgresTestServer.newDatabase(), engines: .withPostgres, now: { now }))
    }
    return stores
  }

  /// `name` per month over January–March 2026, from `events` in order and reversed.
  static func values(_ name: MetricName, _ events: [WebhookEvent], lifetime: Int? = nil)
    throws -> [Decimal]
  {
    var answers: [[Decimal]] = []
    for order in [events, events.reversed()] {
      for store in try stores(now: EventFactory.date(90)) {
        _ = try store.ingest(Array(order))
        let query = MetricQuery(
          name, from: EventFactory.date(0), to: EventFactory.date(89), resolution: .month,
          lifetimeDays: lifetime)
        answers.append(try store.metric(query).points.map(\.value))
      }
    }
    #expect(Set(answers.map { $0.map(\.description) }).count == 1, "\(answers)")
    return answers[0]
  }

  /// u1 buys monthly $9.99 on D0 (to D31), refunded on D5.
  static func refunded() -> (EventFactory, [WebhookEvent]) {
    var make = EventFactory()
    let purchase = make.period(
      user: "u1", product: "pro_monthly", transaction: "t1", original: "t1", start: 0, end: 31,
      price: .exactly("9.99"))
    let refund = make.refund(
      user: "u1", product: "pro_monthly", transaction: "t1", original: "t1", at: 5,
      price: .exactly("9.99"))
    return (make, [purchase, refund])
  }

  @Test("REFUND_REVERSED: the refund no longer counts — revenue, refund rate and access return")
  func refundReversed() throws {
    var (make, events) = Self.refunded()
    #expect(try Self.values(.revenue, events) == [0, 0, 0])
    #expect(try Self.values(.refundRate, events) == [100, 0, 0])
    events.append(
      make.event(
        .refundReversed, user: "u1", product: "pro_monthly", transaction: "t1", original: "t1",
        at: 6, start: 0, end: 31, price: .exactly("9.99")))
    #expect(try Self.values(.revenue, events) == [Decimal.exactly("9.99"), 0, 0])
    #expect(try Self.values(.refundRate, events) == [0, 0, 0])
    // Active again until D31: counted at January's end (D31 − 1 ms), not February's.
    #expect(try Self.values(.actives, events) == [1, 0, 0])
  }

  @Test(
    "SUBSCRIPTION_PAUSED turns auto-renew off (an abandoned trial); a later UNCANCELLATION undoes it"
  )
  func paused() throws {
    var make = EventFactory()
    let trial = make.period(
      user: "p1", product: "pro_monthly", transaction: "t1", original: "t1", start: 85, end: 92,
      price: 0, periodType: "TRIAL")
    let pause = make.event(
      .subscriptionPaused, user: "p1", product: "pro_monthly", transaction: "t1",
      original: "t1", at: 86, start: 85, end: 92)
    #expect(try Self.values(.trialsPending, [trial]) == [0, 0, 1])
    #expect(try Self.values(.trialsPending, [trial, pause]) == [0, 0, 0])
    #expect(try Self.values(.trialsAbandoned, [trial, pause]) == [0, 0, 1])
    // Access is not revoked by the pause itself (RevenueCat: only by the EXPIRATION that follows).
    #expect(try Self.values(.trials, [trial, pause]) == [0, 0, 1])
    let resume = make.event(
      .uncancellation, user: "p1", product: "pro_monthly", transaction: "t1", original: "t1",
      at: 87, start: 85, end: 92)
    #expect(try Self.values(.trialsPending, [trial, pause, resume]) == [0, 0, 1])
  }

  @Test("TRANSFER: purchases made before it belong to the receiving customer's LTV cohort")
  func transfer() throws {
    var make = EventFactory()
    let purchase = make.period(
      user: "from", product: "pro_monthly", transaction: "t1", original: "t1", start: 0, end: 31,
      price: .exactly("9.99"))
    var own = make.event(
      .nonRenewingPurchase, user: "to", product: "coins", transaction: "t2", original: "t2",
      at: 35, start: 35, price: .exactly("1.00"))
    own.expirationAtMs = nil
    // Without the transfer: January's customer has 9.99, February's 1.00.
    #expect(try Self.values(.ltvPerCustomer, [purchase, own]) == [Decimal.exactly("9.99"), 1, 0])
    var transfer = make.event(
      .transfer, user: "to", product: nil, transaction: nil, original: nil, at: 40)
    transfer.appUserID = nil
    transfer.transferredFrom = ["from"]
    transfer.transferredTo = ["to"]
    let events = [purchase, own, transfer]
    #expect(try Self.values(.ltvPerCustomer, events) == [0, Decimal.exactly("10.99"), 0])
    #expect(try Self.values(.ltvPerPayingCustomer, events) == [0, Decimal.exactly("10.99"), 0])
    // Revenue does not move in time: it stays in January.
    #expect(try Self.values(.revenue, events) == [Decimal.exactly("9.99"), 1, 0])
  }

  @Test("LTV with a 7-day lifetime counts each customer's days 0–7 only")
  func lifetimeWindow() throws {
    // January cohort (see Scenario): alice's conversion D7 (in), bob D10, carol
    // D20, erin D0 and frank D0 (each first seen that day; their later periods
    // fall outside): 9.99 + 49.99 + 99.99 + 9.99 + 9.99 = 179.95; ÷ 6 customers
    // = 29.99, ÷ 5 paying = 35.99. February: dave 0 (refunded) + gina 9.99, ÷ 2.
    let events = Scenario.events()
    #expect(
      try Self.values(.ltvPerCustomer, events, lifetime: 7)
        == ["29.99", "5.00", "0"].map(
          Decimal.exactly))
    #expect(
      try Self.values(.ltvPerPayingCustomer, events, lifetime: 7)
        == ["35.99", "5.00", "0"].map(
          Decimal.exactly))
    // A zero-day lifetime is the first-seen day alone: alice's conversion (D7)
    // falls out: 49.99 + 99.99 + 9.99 + 9.99 = 169.96; ÷ 6 = 28.33.
    #expect(
      try Self.values(.ltvPerCustomer, events, lifetime: 0).first == Decimal.exactly("28.33"))
  }

  @Test(
    "Subscription retention is a cohort grid: each month's new monthly journeys, cycle by cycle")
  func retentionGrid() throws {
    let store = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    _ = try store.ingest(Scenario.events())
    var query = MetricQuery(
      .subscriptionRetention, from: EventFactory.date(0), to: EventFactory.date(89),
      resolution: .month)
    let series = try store.metric(query)
    // January: alice (standard from D7: cycles Jan 8, Feb 8, Mar 8, all paid), erin
    // (Jan 1 … Apr 1: paid the first three) and frank's monthly plan (paid once, then
    // annual: another journey). February: dave (refunded: no cycle kept) and gina
    // (one cycle, then expired), three cycles begun each. March: none.
    #expect(
      series.cohorts == [
        MetricCohort(
          date: "2026-01-01", size: 3,
          values: [100, Decimal.exactly("66.67"), Decimal.exactly("66.67"), 0]),
        MetricCohort(date: "2026-02-01", size: 2, values: [50, 0, 0]),
        MetricCohort(date: "2026-03-01", size: 0, values: []),
      ])
    // The points are each row's latest cycle.
    #expect(series.points.map(\.value) == [0, 0, 0])
    #expect(
      series.jsonText.contains(
        #""cohorts": [{"date": "2026-01-01", "size": 3, "values": [100, 66.67, 66.67, 0]}"#))
    // Yearly: bob's and frank's annual plans, in their first year.
    query.retentionPeriod = .year
    #expect(
      try store.metric(query).cohorts?.first
        == MetricCohort(date: "2026-01-01", size: 2, values: [100]))
  }

  @Test("A version 1 database is brought up to date and its tables rebuilt when opened")
  func migration() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "subkit-migration-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.sqlite").path
    var (make, events) = Self.refunded()
    events.append(
      make.event(
        .refundReversed, user: "u1", product: "pro_monthly", transaction: "t1", original: "t1",
        at: 6, start: 0, end: 31))
    do {
      let store = try AnalyticsStore.open(AnalyticsDatabaseURL("sqlite:" + path))
      _ = try store.ingest(events)
    }
    // Make it what version 1 wrote: no reversal column, no transfers, version 1.
    let raw = try SQLiteDatabase(path: path)
    try raw.execute(
      """
      ALTER TABLE transactions DROP COLUMN refund_reversed_at_ms; DROP TABLE transfers;
      UPDATE schema_info SET version = 1
      """)
    let store = try AnalyticsStore.open(
      AnalyticsDatabaseURL("sqlite:" + path), now: { EventFactory.date(90) })
    let revenue = try store.metric(
      MetricQuery(.revenue, from: EventFactory.date(0), to: EventFactory.date(30)))
    #expect(revenue.points.map(\.value).reduce(0, +) == Decimal.exactly("9.99"))
    let version = try raw.statement("SELECT version FROM schema_info")
    #expect(try version.step())
    #expect(version.int64(0) == 3)
    #expect(try raw.statement("SELECT COUNT(*) FROM apple_notifications").step())
  }
}
