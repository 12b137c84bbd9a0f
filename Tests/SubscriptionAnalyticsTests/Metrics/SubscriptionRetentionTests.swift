import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import SubscriptionAnalytics

/// Subscription retention as RevenueCat's chart defines it
/// (charts/subscription-retention-chart): per product duration, billing cycle
/// by billing cycle, intro periods left out. Hand-computed, then against an
/// independent computation over seeded simulated populations.
@Suite("Subscription retention per duration and billing cycle (issue 26)")
struct SubscriptionRetentionTests {
  static func grid(
    _ events: [WebhookEvent], period: BillingPeriod = .month, now: Int = 150
  ) throws -> [MetricCohort] {
    var query = MetricQuery(
      .subscriptionRetention, from: EventFactory.date(0), to: EventFactory.date(89),
      resolution: .month)
    query.retentionPeriod = period
    return try #require(
      try MetricFixScenarioTests.series(query, events, now: EventFactory.date(now)).cohorts)
  }

  /// a: trial D0–D7, intro D7–D38, then standard D38, D69, lapses, returns D120.
  /// b: monthly D10, D41, refunded D41's payment, then D72 (resubscribed).
  /// c: monthly D15, changes to pro_plus on D46 (a new journey), renews D77.
  /// w: a weekly plan D5 (another duration: not in the monthly grid).
  @Test("Cohorts by first standard payment; cycles count payments; refunds churn; products apart")
  func handComputed() throws {
    var make = EventFactory()
    let price = Decimal.exactly("9.99")
    var events = [
      make.period(
        user: "a", product: "m", transaction: "a0", original: "a", start: 0, end: 7, price: 0,
        periodType: "TRIAL"),
      make.period(
        .renewal, user: "a", product: "m", transaction: "a1", original: "a", start: 7, end: 38,
        price: 1, periodType: "INTRO"),
      make.period(
        .renewal, user: "a", product: "m", transaction: "a2", original: "a", start: 38, end: 69,
        price: price),
      make.period(
        .renewal, user: "a", product: "m", transaction: "a3", original: "a", start: 69, end: 100,
        price: price),
      make.period(
        .renewal, user: "a", product: "m", transaction: "a4", original: "a", start: 120,
        end: 151, price: price),
      make.period(
        user: "b", product: "m", transaction: "b0", original: "b", start: 10, end: 41,
        price: price),
      make.period(
        .renewal, user: "b", product: "m", transaction: "b1", original: "b", start: 41, end: 72,
        price: price),
      make.period(
        .renewal, user: "b", product: "m", transaction: "b2", original: "b", start: 72, end: 103,
        price: price),
      make.period(
        user: "c", product: "m", transaction: "c0", original: "c", start: 15, end: 46,
        price: price),
      make.period(
        .renewal, user: "c", product: "plus", transaction: "c1", original: "c", start: 46,
        end: 77, price: price),
      make.period(
        .renewal, user: "c", product: "plus", transaction: "c2", original: "c", start: 77,
        end: 108, price: price),
      make.period(
        user: "w", product: "weekly", transaction: "w0", original: "w", start: 5, end: 12,
        price: price),
    ]
    events.append(
      make.refund(user: "b", product: "m", transaction: "b1", original: "b", at: 50, price: price))
    // Now D150 (May 31). January: b (D10: cycles Jan 11, Feb 11, Mar 11, Apr 11, May 11)
    // and c on m (D15: Jan 16 … May 16): 5 cycles each. b paid 0, 1 (refunded), 2;
    // c paid 0 only. → [100, 0, 50, 0, 0].
    // February: a (first standard payment D38 = Feb 8: cycles Feb 8 … May 8, 4) paid
    // D38, D69, D120 → [100, 100, 100, 0]; c on plus (D46 = Feb 16: 4 cycles) paid
    // D46, D77 → [100, 100, 0, 0]. Together [100, 100, 50, 0].
    let grid = try Self.grid(events)
    #expect(
      grid == [
        MetricCohort(date: "2026-01-01", size: 2, values: [100, 0, 50, 0, 0]),
        MetricCohort(date: "2026-02-01", size: 2, values: [100, 100, 50, 0]),
        MetricCohort(date: "2026-03-01", size: 0, values: []),
      ])
    // The weekly plan is its own duration: w paid one week of the 21 begun by D150.
    let weekly = try Self.grid(events, period: .week)
    #expect(weekly[0].size == 1)
    #expect(weekly[0].values.count == 21)
    #expect(weekly[0].values.first == 100 && weekly[0].values.dropFirst().allSatisfy { $0 == 0 })
    #expect(try Self.grid(events, period: .year).map(\.size) == [0, 0, 0])
  }

  @Test("retention is read and refused like every other parameter")
  func parameter() throws {
    let now = EventFactory.date(90)
    let query = try MetricQueryParameters(["retention": "year"], now: now)
      .queries([.subscriptionRetention])[0]
    #expect(query.retentionPeriod == .year)
    #expect(
      try MetricQueryParameters([:], now: now).queries([.subscriptionRetention])[0]
        .retentionPeriod == .month)
    #expect(throws: AnalyticsError.self) {
      try MetricQueryParameters(["retention": "fortnight"], now: now)
        .queries([.subscriptionRetention])
    }
  }

  @Test(
    "Retention equals an independent computation over simulated populations, high refunds too",
    arguments: [0, 12])
  func agreesWithIndependentComputation(refundPercent: Int) throws {
    let seed = SeededRandomNumberGenerator.seed(
      from: "SUBKIT_TEST_SEED", test: "retention, refunds \(refundPercent)%")
    let population = try SimulatedPopulation.make(
      seed: seed, customers: 40, days: 240, refundPercent: refundPercent, separateAccounts: true)
    let store = try AnalyticsStore.open(.inMemory, now: { population.end })
    _ = try store.ingest(bodies: population.bodies)
    let refunds = population.bodies.filter {
      String(decoding: $0, as: UTF8.self).contains("CUSTOMER_SUPPORT")
    }.count
    for period in [BillingPeriod.month, .year] {
      var query = MetricQuery(
        .subscriptionRetention, from: SimulatedPopulation.start, to: population.end,
        resolution: .month)
      query.retentionPeriod = period
      let answer = try store.metric(query).cohorts ?? []
      let referee = try IndependentRetention(bodies: population.bodies, now: population.end)
      let expected = referee.grid(period: period, months: answer.count)
      #expect(
        answer == expected,
        """
        seed \(seed), refunds \(refundPercent)% (\(refunds) refunded), \(period.rawValue):
        \(referee.trace)
        """)
      if period == .month {
        #expect(answer.map(\.size).reduce(0, +) >= 20, "seed \(seed)")
        #expect(refundPercent == 0 || refunds >= 20, "seed \(seed): \(refunds) refunds")
      }
    }
  }
}

/// Retention worked out from the webhook bodies alone, with Foundation's
/// calendar and `JSONSerialization` (none of the analytics code): a payment
/// is an `INITIAL_PURCHASE` or `RENEWAL` of a `NORMAL` period; a customer's
/// payments of one product, in order, are cycles 0, 1, …; a refund
/// (`CANCELLATION`, `CUSTOMER_SUPPORT`) unkeeps its transaction; a
/// `TRANSFER` (one store account bought for another app user) gives the
/// purchases made before it to the receiving user, in time order.
struct IndependentRetention {
  struct Payment {
    var user: String
    var product: String
    var start: Int64
    var end: Int64
    var transaction: String
  }

  var payments: [Payment] = []
  var refunded: Set<String> = []
  var transfers: [(at: Int64, from: [String], to: String)] = []
  var now: Date

  init(bodies: [Data], now: Date) throws {
    self.now = now
    for body in bodies {
      let root = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
      let event = try #require(root["event"] as? [String: Any])
      guard event["environment"] as? String == "PRODUCTION" else { continue }
      let type = event["type"] as? String
      if type == "CANCELLATION", event["cancel_reason"] as? String == "CUSTOMER_SUPPORT",
        let transaction = event["transaction_id"] as? String
      {
        refunded.insert(transaction)
      }
      if type == "TRANSFER", let to = (event["transferred_to"] as? [String])?.first,
        let at = (event["event_timestamp_ms"] as? NSNumber)?.int64Value
      {
        transfers.append((at, event["transferred_from"] as? [String] ?? [], to))
      }
      guard type == "INITIAL_PURCHASE" || type == "RENEWAL",
        event["period_type"] as? String == "NORMAL",
        let start = (event["purchased_at_ms"] as? NSNumber)?.int64Value,
        let end = (event["expiration_at_ms"] as? NSNumber)?.int64Value
      else { continue }
      payments.append(
        Payment(
          user: try #require(event["app_user_id"] as? String),
          product: try #require(event["product_id"] as? String), start: start, end: end,
          transaction: try #require(event["transaction_id"] as? String)))
    }
  }

  /// Every payment and transfer, for a failure message.
  var trace: String {
    payments.sorted { ($0.user, $0.start) < ($1.user, $1.start) }.map {
      "\($0.user) \($0.product) \($0.transaction) \($0.start)–\($0.end)"
        + (refunded.contains($0.transaction) ? " refunded" : "")
    }.joined(separator: "\n")
      + "\n"
      + transfers.map { "transfer \($0.from) → \($0.to) at \($0.at)" }.joined(separator: "\n")
  }

  func grid(period: BillingPeriod, months: Int) -> [MetricCohort] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let (unit, amount, days): (Calendar.Component, Int, ClosedRange<Int>) =
      period == .month ? (.month, 1, 27...33) : (.year, 1, 363...375)
    let ordered = transfers.sorted { $0.at < $1.at }
    let owned = payments.map { payment in
      var payment = payment
      for transfer in ordered
      where transfer.at >= payment.start && transfer.from.contains(payment.user) {
        payment.user = transfer.to
      }
      return payment
    }
    let journeys = Dictionary(grouping: owned) { "\($0.user)\u{0}\($0.product)" }
    var rows = [(size: Int, reached: [Int], kept: [Int])](
      repeating: (0, [], []), count: months)
    let origin = Date(timeIntervalSince1970: 1_767_225_600)
    for (_, unordered) in journeys {
      let journey = unordered.sorted { ($0.start, $0.transaction) < ($1.start, $1.transaction) }
      let first = journey[0]
      let firstDate = Date(timeIntervalSince1970: Double(first.start) / 1_000)
      let endDate = Date(timeIntervalSince1970: Double(first.end) / 1_000)
      let length =
        calendar.dateComponents(
          [.day], from: calendar.startOfDay(for: firstDate), to: calendar.startOfDay(for: endDate)
        ).day ?? -1
      guard days.contains(length) else { continue }
      let row = calendar.dateComponents([.month], from: origin, to: firstDate).month ?? -1
      guard row >= 0 && row < months else { continue }
      var begun = 0
      while let date = calendar.date(byAdding: unit, value: begun * amount, to: firstDate),
        date <= now
      {
        begun += 1
      }
      let cycles = max(begun, journey.count)
      rows[row].size += 1
      while rows[row].reached.count < cycles {
        rows[row].reached.append(0)
        rows[row].kept.append(0)
      }
      for cycle in 0..<cycles {
        rows[row].reached[cycle] += 1
        if cycle < journey.count && !refunded.contains(journey[cycle].transaction) {
          rows[row].kept[cycle] += 1
        }
      }
    }
    return rows.enumerated().map { index, row in
      let date = calendar.date(byAdding: .month, value: index, to: origin) ?? origin
      let text = ISO8601DateFormatter.string(
        from: date, timeZone: calendar.timeZone, formatOptions: [.withFullDate])
      let values = zip(row.kept, row.reached).map { kept, reached -> Decimal in
        var exact = Decimal(kept) * 100 / Decimal(reached)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .plain)
        return rounded
      }
      return MetricCohort(date: text, size: row.size, values: values)
    }
  }
}
