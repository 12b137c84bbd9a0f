import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

@testable import SubscriptionAnalytics

/// Where our definitions moved to RevenueCat's (issue 26): the trial funnel
/// cohorted by first sighting, customer cohorts not narrowed by filters, and
/// MRR normalised by RevenueCat's day ranges. Hand-computed, in three orders.
@Suite("RevenueCat's definitions over hand-computed scenarios (issue 26)")
struct RevenueCatDefinitionTests {
  static func values(
    _ name: MetricName, _ events: [WebhookEvent], country: String? = nil, to: Int = 89,
    resolution: MetricResolution = .month
  ) throws -> [Decimal] {
    let query = MetricQuery(
      name, from: EventFactory.date(0), to: EventFactory.date(to), resolution: resolution,
      country: country)
    return try MetricFixScenarioTests.series(query, events, now: EventFactory.date(90)).points
      .map(\.value)
  }

  /// g, first seen with a trial on D20 (t1, D20–D27, never converts), starts
  /// a trial of another subscription on D40 (t2, D40–D47) that converts on D47.
  @Test(
    "Trial funnel: trials of the customers first seen in the period (charts/trial-conversion-chart)"
  )
  func funnelByFirstSeen() throws {
    var make = EventFactory()
    let events = [
      make.period(
        user: "g", product: "pro_monthly", transaction: "t1", original: "t1", start: 20, end: 27,
        price: 0, periodType: "TRIAL"),
      make.period(
        user: "g", product: "plus_monthly", transaction: "t2", original: "t2", start: 40, end: 47,
        price: 0, periodType: "TRIAL"),
      make.period(
        .renewal, user: "g", product: "plus_monthly", transaction: "t3", original: "t2",
        start: 47, end: 78, price: .exactly("9.99")),
    ]
    // Both trials belong to January's cohort (g was first seen on D20).
    #expect(try Self.values(.trialsConverted, events) == [1, 0, 0])
    #expect(try Self.values(.trialsAbandoned, events) == [1, 0, 0])
    #expect(try Self.values(.trialsPending, events) == [0, 0, 0])
    #expect(try Self.values(.trialConversionRate, events) == [50, 0, 0])
    // New trials still count by trial start.
    #expect(try Self.values(.trialsNew, events) == [1, 1, 0])
  }

  /// a (US) pays $10 on D3, b (DE) pays $20 on D4, c (DE) has only a trial.
  @Test(
    "A filter narrows the revenue, never the cohort of customers (charts/realized-ltv-per-customer-chart)"
  )
  func cohortsUnfiltered() throws {
    var make = EventFactory()
    let events = [
      make.period(
        user: "a", product: "m", transaction: "a1", original: "a1", start: 3, end: 34, price: 10),
      make.period(
        user: "b", product: "m", transaction: "b1", original: "b1", start: 4, end: 35, price: 20,
        country: "DE"),
      make.period(
        user: "c", product: "m", transaction: "c1", original: "c1", start: 5, end: 12, price: 0,
        periodType: "TRIAL", country: "DE"),
    ]
    #expect(try Self.values(.customersNew, events, country: "DE") == [3, 0, 0])
    // DE revenue 20 over all three customers of January; over DE's one payer.
    #expect(
      try Self.values(.ltvPerCustomer, events, country: "DE")
        == [Decimal.exactly("6.67"), 0, 0])
    #expect(try Self.values(.ltvPerPayingCustomer, events, country: "DE") == [20, 0, 0])
    #expect(try Self.values(.ltvPerCustomer, events) == [10, 0, 0])
  }

  /// A 6-day period at $5 and a 13-day one at $10, both running on D0.
  @Test(
    "MRR normalisation: RevenueCat's day ranges for odd lengths (charts/monthly-recurring-revenue-mrr-chart)"
  )
  func dayRanges() throws {
    var make = EventFactory()
    let events = [
      make.period(
        user: "w", product: "six_days", transaction: "w1", original: "w1", start: 0, end: 6,
        price: 5),
      make.period(
        user: "f", product: "thirteen_days", transaction: "f1", original: "f1", start: 0, end: 13,
        price: 10),
      make.period(
        user: "y", product: "odd_year", transaction: "y1", original: "y1", start: 0, end: 370,
        price: 120),
    ]
    // 6 days ×4 = 20; 13 days ×2 = 20; 370 days ÷12 = 10 (not 28/6, 28/13, 28/370 per day).
    #expect(try Self.values(.mrr, events, to: 0, resolution: .day) == [50])
    #expect(MRRNormalization.monthly(3, days: 0) == 90)
    #expect(MRRNormalization.monthly(28, days: 20) == Decimal(string: "39.2"))
  }
}
