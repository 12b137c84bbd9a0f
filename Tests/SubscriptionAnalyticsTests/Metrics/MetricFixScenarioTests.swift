import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import SubscriptionAnalytics

/// Hand-computed scenarios for the metrics issue 26 found wrong: new MRR
/// against reactivation, experiment enrolments' customers, "as of now", the
/// half-cent tie, a purchase refunded in its own millisecond, and filters
/// written in another case. Each is computed from the events in order,
/// reversed, and shuffled with duplicates in batches, and must agree.
@Suite("Metric fixes over hand-computed scenarios (issue 26)")
struct MetricFixScenarioTests {
  /// `query` over `events` ingested in several orders (one answer, or the test fails).
  static func series(_ query: MetricQuery, _ events: [WebhookEvent], now: Date) throws
    -> MetricSeries
  {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "metricFixes")
    var random = SeededRandomNumberGenerator(seed: seed)
    var shuffled = events + events.prefix(Int.random(in: 0...events.count, using: &random))
    shuffled.shuffle(using: &random)
    var answers: [String] = []
    var first: MetricSeries?
    for order in [events, events.reversed(), shuffled] {
      let store = try AnalyticsStore.open(.inMemory, now: { now })
      for chunk in stride(from: 0, to: order.count, by: 3) {
        _ = try store.ingest(Array(order[chunk..<min(chunk + 3, order.count)]))
      }
      let series = try store.metric(query)
      answers.append(series.jsonText)
      first = first ?? series
    }
    #expect(Set(answers).count == 1, "seed \(seed): \(answers)")
    return try #require(first)
  }

  /// `name` per month of January–March 2026 (or `to`), judged at `now`.
  static func values(
    _ name: MetricName, _ events: [WebhookEvent], now: Int = 90, to: Int = 89,
    environment: AnalyticsEnvironment = .production
  ) throws -> [Decimal] {
    let query = MetricQuery(
      name, from: EventFactory.date(0), to: EventFactory.date(to), resolution: .month,
      environment: environment)
    return try series(query, events, now: EventFactory.date(now)).points.map(\.value)
  }

  static func money(_ texts: String...) -> [Decimal] { texts.map(Decimal.exactly) }

  // MARK: 1. New MRR against reactivation

  /// - u1: weekly $4.99 D0–D7, lapses; back on D35 (same subscription) and
  ///   renews weekly to D63. No snapshot sees the first week (January's is
  ///   D31 − 1 ms), so the run February's snapshot sees starts at D56 with a
  ///   renewal that follows its predecessor without a gap — yet the
  ///   subscription had MRR before: reactivation, 4 × 4.99 = 19.96.
  /// - u2: a $0 offer-code period D0–D31 (`INTRO`, no MRR), then paid monthly
  ///   $9.99 D40–D71: its first MRR ever, so new — though its transaction
  ///   follows a lapse after a non-trial period.
  static func returns() -> [WebhookEvent] {
    var make = EventFactory()
    var events = [
      make.period(
        user: "u1", product: "pro_weekly", transaction: "w0", original: "w", start: 0, end: 7,
        price: .exactly("4.99"))
    ]
    for (index, start) in [35, 42, 49, 56].enumerated() {
      events.append(
        make.period(
          .renewal, user: "u1", product: "pro_weekly", transaction: "w\(index + 1)",
          original: "w", start: start, end: start + 7, price: .exactly("4.99")))
    }
    events.append(
      make.period(
        user: "u2", product: "pro_monthly", transaction: "m0", original: "m", start: 0, end: 31,
        price: 0, periodType: "INTRO"))
    events.append(
      make.period(
        .renewal, user: "u2", product: "pro_monthly", transaction: "m1", original: "m",
        start: 40, end: 71, price: .exactly("9.99")))
    return events
  }

  @Test("MRR movement: new and reactivation come from the subscription's history")
  func newAgainstReactivation() throws {
    let events = Self.returns()
    #expect(try Self.values(.mrr, events) == Self.money("0", "29.95", "0"))
    #expect(try Self.values(.mrrNew, events) == Self.money("0", "9.99", "0"))
    #expect(try Self.values(.mrrReactivation, events) == Self.money("0", "19.96", "0"))
    #expect(try Self.values(.mrrChurned, events) == Self.money("0", "0", "-29.95"))
    #expect(try Self.values(.mrrMovement, events) == Self.money("0", "29.95", "-29.95"))
  }

  // MARK: 2. Experiment enrolments carry no environment

  /// RevenueCat's `EXPERIMENT_ENROLLMENT` body, which has no `environment`.
  static func enrolment(_ id: String, user: String, day: Int) -> Data {
    let ms = EventFactory.ms(day)
    return Data(
      """
      {"api_version": "1.0", "event": {"type": "EXPERIMENT_ENROLLMENT", "id": "\(id)",
      "event_timestamp_ms": \(ms), "app_user_id": "\(user)", "original_app_user_id": "\(user)",
      "aliases": ["\(user)"], "experiment_id": "prexp_1", "experiment_variant": "b",
      "offering_id": "offering_b", "experiment_enrolled_at_ms": \(ms)}}
      """.utf8)
  }

  /// - x: enrolled D2, never buys (a production customer first seen D2).
  /// - y: enrolled D3, buys monthly $9.99 on D10 (first seen D3, not D10).
  /// - z: buys monthly $9.99 on D5, never enrolled.
  @Test("Enrolled customers count in production's new customers and LTV, first seen at enrolment")
  func enrolledCustomers() throws {
    var make = EventFactory()
    let purchases = [
      make.period(
        user: "y", product: "pro_monthly", transaction: "y1", original: "y1", start: 10, end: 41,
        price: .exactly("9.99")),
      make.period(
        user: "z", product: "pro_monthly", transaction: "z1", original: "z1", start: 5, end: 36,
        price: .exactly("9.99")),
    ]
    let bodies = [
      Self.enrolment("e-x", user: "x", day: 2), Self.enrolment("e-y", user: "y", day: 3),
    ]
    for order in [false, true] {
      let store = try AnalyticsStore.open(.inMemory, now: { EventFactory.date(90) })
      if order { _ = try store.ingest(purchases) }
      _ = try store.ingest(bodies: bodies)
      if !order { _ = try store.ingest(purchases) }
      func values(_ name: MetricName, _ environment: AnalyticsEnvironment = .production) throws
        -> [Decimal]
      {
        try store.metric(
          MetricQuery(
            name, from: EventFactory.date(0), to: EventFactory.date(89), resolution: .month,
            environment: environment)
        ).points.map(\.value)
      }
      #expect(try values(.customersNew) == [3, 0, 0])
      #expect(try values(.customersNew, .sandbox) == [0, 0, 0])
      // (9.99 + 9.99) / 3 = 6.66; per paying customer (y, z): 9.99.
      #expect(try values(.ltvPerCustomer) == Self.money("6.66", "0", "0"))
      #expect(try values(.ltvPerPayingCustomer) == Self.money("9.99", "0", "0"))
      // y's first sighting is the enrolment (D3), not the purchase: by day, D3 has one.
      let daily = try store.metric(
        MetricQuery(.customersNew, from: EventFactory.date(0), to: EventFactory.date(10)))
      #expect(daily.points.map(\.value) == [0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0])
      try store.rebuild()
      #expect(try values(.customersNew) == [3, 0, 0])
    }
    // A store whose events are all sandbox (a simulator) places the enrolee there.
    let sandbox = try AnalyticsStore.open(.inMemory, now: { EventFactory.date(90) })
    var test = EventFactory()
    test.environment = "SANDBOX"
    _ = try sandbox.ingest([
      test.period(
        user: "t", product: "pro_monthly", transaction: "t1", original: "t1", start: 5, end: 36,
        price: .exactly("9.99"))
    ])
    _ = try sandbox.ingest(bodies: [Self.enrolment("e-x", user: "x", day: 2)])
    let query = MetricQuery(
      .customersNew, from: EventFactory.date(0), to: EventFactory.date(89), resolution: .month,
      environment: .sandbox)
    #expect(try sandbox.metric(query).points.map(\.value) == [2, 0, 0])
    var production = query
    production.environment = .production
    #expect(try sandbox.metric(production).points.map(\.value) == [0, 0, 0])
  }

  // MARK: 3. As of now

  /// Judged at D40 (February 10), over January–February:
  /// - a: monthly $10 D0–D31, renewed D31–D59.
  /// - b: monthly $10 D5–D36, expires D36; resubscribes on D45 (after now).
  /// - c: monthly $10 D10–D41, refunded on D50 (after now).
  /// - d: trial D35–D42, converts on D42 (after now).
  /// - e: first seen on D50 (after now), buying monthly $10.
  static func asOfEvents() -> [WebhookEvent] {
    var make = EventFactory()
    let ten = Decimal(10)
    var events = [
      make.period(
        user: "a", product: "m", transaction: "a1", original: "a", start: 0, end: 31, price: ten),
      make.period(
        .renewal, user: "a", product: "m", transaction: "a2", original: "a", start: 31, end: 59,
        price: ten),
      make.period(
        user: "b", product: "m", transaction: "b1", original: "b", start: 5, end: 36, price: ten),
      make.period(
        .renewal, user: "b", product: "m", transaction: "b2", original: "b", start: 45, end: 76,
        price: ten),
      make.period(
        user: "c", product: "m", transaction: "c1", original: "c", start: 10, end: 41, price: ten),
      make.refund(user: "c", product: "m", transaction: "c1", original: "c", at: 50, price: ten),
      make.period(
        user: "d", product: "m", transaction: "d1", original: "d", start: 35, end: 42, price: 0,
        periodType: "TRIAL"),
      make.period(
        .renewal, user: "d", product: "m", transaction: "d2", original: "d", start: 42, end: 73,
        price: ten),
      make.period(
        user: "e", product: "m", transaction: "e1", original: "e", start: 50, end: 81, price: ten),
    ]
    var expiry = make.event(
      .expiration, user: "b", product: "m", transaction: "b1", original: "b", at: 36, start: 5,
      end: 36)
    expiry.expirationReason = .unsubscribe
    events.append(expiry)
    return events
  }

  @Test("--now in the past: events after it do not exist, for every metric")
  func asOfNow() throws {
    let events = Self.asOfEvents()
    func values(_ name: MetricName) throws -> [Decimal] {
      try Self.values(name, events, now: 40, to: 58)
    }
    // Jan: a1 + b1 + c1 (its refund comes later); Feb: a2 only.
    #expect(try values(.revenue) == Self.money("30", "10"))
    // Feb: 3 actives on Jan 31 (a1, b1, c1); b ended D36; its return is later.
    #expect(try values(.churn) == Self.money("0", "33.33"))
    #expect(try values(.trialsConverted) == [0, 0])
    #expect(try values(.trialsPending) == [0, 1])
    #expect(try values(.customersNew) == [3, 1])
    // Jan cohort a (10 + 10), b (10), c (10): 40 / 3.
    #expect(try values(.ltvPerCustomer) == Self.money("13.33", "0"))
    #expect(try values(.actives) == [3, 2])  // at D40: a2, c1
    #expect(try values(.activesNew) == [3, 0])
    // Judged after every event, the same store sees them all.
    #expect(try Self.values(.revenue, events, now: 90, to: 58) == Self.money("20", "40"))
  }

  /// A clock a test moves.
  final class MovableClock: @unchecked Sendable {  // @unchecked because: `lock` guards `day`.
    private let lock = NSLock()
    private var day = 0

    func move(to day: Int) { lock.withLock { self.day = day } }
    func now() -> Date { lock.withLock { EventFactory.date(day) } }
  }

  @Test("One store asked at several instants answers as of each, its cached snapshot or not")
  func asOfMovingClock() throws {
    let clock = MovableClock()
    let store = try AnalyticsStore.open(.inMemory, now: { clock.now() })
    var make = EventFactory()
    _ = try store.ingest([
      make.period(
        user: "a", product: "m", transaction: "a1", original: "a", start: 10, end: 41, price: 10),
      make.period(
        user: "b", product: "m", transaction: "b1", original: "b", start: 50, end: 81, price: 20),
      make.refund(user: "a", product: "m", transaction: "a1", original: "a", at: 55, price: 10),
    ])
    func revenue() throws -> [Decimal] {
      try store.metric(
        MetricQuery(
          .revenue, from: EventFactory.date(0), to: EventFactory.date(89), resolution: .month)
      ).points.map(\.value)
    }
    for (day, expected) in [
      (20, Self.money("10", "0", "0")), (52, Self.money("10", "20", "0")),
      (90, Self.money("0", "20", "0")), (20, Self.money("10", "0", "0")),
      (53, Self.money("10", "20", "0")), (56, Self.money("0", "20", "0")),
    ] {
      clock.move(to: day)
      #expect(try revenue() == expected, "as of D\(day)")
    }
    var validity = SnapshotValidity(asOf: 100)
    for instant in [TransactionFact.none, 40, 100, 150, 120] { validity.note(instant) }
    #expect(validity.isValid(at: 100) && validity.isValid(at: 119))
    #expect(!validity.isValid(at: 99) && !validity.isValid(at: 120))
  }

  // MARK: 4. Half-cent ties

  @Test("MRR of six $49.99 annual plans is 24.995, rounded half away from zero to 25.00")
  func halfCentTie() throws {
    var make = EventFactory()
    let events = (0..<6).map { index in
      make.period(
        user: "u\(index)", product: "pro_annual", transaction: "t\(index)",
        original: "t\(index)", start: 0, end: 365, price: .exactly("49.99"))
    }
    let query = MetricQuery(.mrr, from: EventFactory.date(0), to: EventFactory.date(0))
    let series = try Self.series(query, events, now: EventFactory.date(90))
    #expect(series.points.map(\.value) == Self.money("25"))
    #expect(MetricCalculator.rounded(.exactly("-24.995"), places: 2) == .exactly("-25"))
    #expect(MetricCalculator.rounded(.exactly("24.994"), places: 2) == .exactly("24.99"))
  }

  // MARK: 6. Refunded in the same millisecond

  /// v holds monthly $9.99 from D0 on (renewed D31–D59, D59–D90); u buys
  /// monthly $9.99 on D40 and is refunded in the same millisecond.
  @Test("A purchase refunded in its own millisecond is new, churned and in its retention cohort")
  func refundedAtOnce() throws {
    var make = EventFactory()
    let price = Decimal.exactly("9.99")
    var events = [(0, 31), (31, 59), (59, 90)].enumerated().map { index, days in
      make.period(
        index == 0 ? .initialPurchase : .renewal, user: "v", product: "pro_monthly",
        transaction: "v\(index)", original: "v", start: days.0, end: days.1, price: price)
    }
    events.append(
      make.period(
        user: "u", product: "pro_monthly", transaction: "u1", original: "u", start: 40, end: 71,
        price: price))
    events.append(
      make.refund(
        user: "u", product: "pro_monthly", transaction: "u1", original: "u", at: 40, price: price))
    #expect(try Self.values(.activesNew, events) == [1, 1, 0])
    // Feb: v active on Jan 31 (1); u churned → 1 / 1.
    #expect(try Self.values(.churn, events) == Self.money("0", "100", "0"))
    #expect(try Self.values(.actives, events) == [1, 1, 1])
    let query = MetricQuery(
      .subscriptionRetention, from: EventFactory.date(0), to: EventFactory.date(89),
      resolution: .month)
    let grid = try #require(try Self.series(query, events, now: EventFactory.date(90)).cohorts)
    #expect(grid.map(\.size) == [1, 1, 0])
    #expect(grid[1].values == [0, 0])
  }

  // MARK: 7. Filters in another case

  @Test("Filters match whatever the case, the same way for every filter, CLI and API alike")
  func filterCase() throws {
    let store = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    _ = try store.ingest(Scenario.events())
    func values(_ parameters: [String: String], _ name: MetricName = .revenue) throws -> [Decimal] {
      var all = parameters
      all["from"] = "2026-01-01"
      all["to"] = "2026-03-31"
      all["resolution"] = "month"
      let query = try MetricQueryParameters(all, now: Scenario.now).queries([name])[0]
      return try store.metric(query).points.map(\.value)
    }
    let everything = try values([:])
    #expect(try values(["store": "app_store"]) == everything)
    #expect(try values(["store": "APP_STORE"]) == everything)
    #expect(try values(["country": "de"], .actives) == [1, 1, 1])
    #expect(try values(["currency": "eur"]) == Self.money("45.99", "0", "0"))
    #expect(try values(["product": "PRO_ANNUAL"], .actives) == [2, 2, 2])
    #expect(try values(["entitlement": "LIFETIME"]) == Self.money("99.99", "0", "0"))
    #expect(try values(["store": "play_store"]) == [0, 0, 0])
    let query = try MetricQueryParameters(["currency": "eur"], now: Scenario.now).queries([.mrr])
    #expect(query[0].unitLabel == "EUR")
  }
}
