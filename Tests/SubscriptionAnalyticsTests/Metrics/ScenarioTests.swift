import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics

/// Every metric over the hand-computed scenario (see `Scenario`), by month
/// (January, February, March 2026), each expected value worked out below.
@Suite("Metrics over the hand-computed scenario")
struct ScenarioTests {
  let store: AnalyticsStore

  init() throws {
    store = try AnalyticsStore.open(.inMemory, now: { Scenario.now })
    _ = try store.ingest(Scenario.events())
  }

  func values(
    _ name: MetricName, resolution: MetricResolution = .month, from: Int = 0, to: Int = 89,
    product: String? = nil, country: String? = nil, entitlement: String? = nil,
    store storeName: String? = nil, currency: String? = nil,
    environment: AnalyticsEnvironment = .production
  ) throws -> [Decimal] {
    try store.metric(
      MetricQuery(
        name, from: EventFactory.date(from), to: EventFactory.date(to), resolution: resolution,
        product: product, store: storeName, country: country, entitlement: entitlement,
        environment: environment, currency: currency)
    ).points.map(\.value)
  }

  func money(_ texts: String...) -> [Decimal] { texts.map(Decimal.exactly) }

  @Test("MRR: monthly prices as they are, annual ÷ 12, trials nothing, at each month's end")
  func mrr() throws {
    // Jan 31: alice 9.99 (a2) + erin 9.99 (e1, grace) + bob 49.99/12 + frank 49.99/12
    //   = 19.98 + 8.33166… = 28.31166… → 28.31
    // Feb 28: alice a3 + erin e2 + gina g1 (3 × 9.99) + bob + frank = 38.30166… → 38.30
    //   (dave was refunded on Feb 4)
    // Mar 31: alice a4 + erin e3 + bob + frank = 28.31 (gina expired Mar 1)
    #expect(try values(.mrr) == money("28.31", "38.30", "28.31"))
    // ARR = 12 × exact MRR: 239.76 + 99.98 = 339.74; 359.64 + 99.98 = 459.62.
    #expect(try values(.arr) == money("339.74", "459.62", "339.74"))
  }

  @Test("Actives and trials at each month's end")
  func snapshots() throws {
    #expect(try values(.actives) == [4, 5, 4])  // + gina in February
    #expect(try values(.trials) == [0, 0, 1])  // ivy's trial runs D88–D95
    #expect(try values(.activesNew) == [4, 2, 0])  // alice, bob, erin, frank; dave, gina
    #expect(try values(.trialsNew) == [1, 0, 2])  // alice; hank, ivy
  }

  @Test("Revenue and proceeds: net of refunds, in the period of the refunded purchase")
  func revenue() throws {
    // Jan: a2 9.99 + e1 9.99 + f1 9.99 + b1 49.99 + f2 49.99 + carol's lifetime 99.99 = 229.94
    // Feb: a3 + e2 + g1 = 29.97; dave's d1 9.99 − 9.99 refunded = 0
    // Mar: a4 + e3 = 19.98
    #expect(try values(.revenue) == money("229.94", "29.97", "19.98"))
    // Proceeds: × (1 − 0 tax − 0.3 commission): 160.958, 20.979, 13.986
    #expect(try values(.proceeds) == money("160.96", "20.98", "13.99"))
    // Refund rate: Feb has 4 paid transactions (a3, d1, e2, g1), 1 refunded.
    #expect(try values(.refundRate) == money("0", "25", "0"))
  }

  @Test("Churn: ended paid subscriptions over actives at the period's start")
  func churn() throws {
    // Jan: no actives on Dec 31 → 0. Feb: 4 actives on Jan 31 (a2, b1, e1 in grace, f2);
    // dave's refund ends his on Feb 4 → 1/4. Erin's renewal on D36 continues e1 (no churn).
    // Mar: 5 actives on Feb 28; gina expires Mar 1 → 1/5.
    #expect(try values(.churn) == money("0", "25", "20"))
  }

  @Test("Trial funnel by trial start: converted, pending, abandoned")
  func trials() throws {
    #expect(try values(.trialsConverted) == [1, 0, 0])  // alice
    #expect(try values(.trialsPending) == [0, 0, 1])  // ivy, running at D90
    #expect(try values(.trialsAbandoned) == [0, 0, 1])  // hank cancelled
    #expect(try values(.trialConversionRate) == money("100", "0", "0"))
  }

  @Test("New customers and realized LTV by first-seen cohort")
  func customers() throws {
    // Jan: alice, bob, carol, erin, frank and fay (family-shared: a customer, not revenue).
    #expect(try values(.customersNew) == [6, 2, 2])
    // Jan cohort revenue: alice 29.97 + bob 49.99 + carol 99.99 + erin 29.97 + frank 59.98
    //   = 269.90; ÷ 6 customers = 44.983… ; ÷ 5 paying = 53.98.
    // Feb: dave 0 (refunded) + gina 9.99 = 9.99; ÷ 2 = 4.995 → 5.00 (half away from zero).
    #expect(try values(.ltvPerCustomer) == money("44.98", "5.00", "0"))
    #expect(try values(.ltvPerPayingCustomer) == money("53.98", "5.00", "0"))
  }

  @Test("MRR movement: new, churned, and a net equal to the change of MRR")
  func movement() throws {
    // Jan: alice 9.99 + erin 9.99 + bob 4.1658… + frank 4.1658… new (frank's
    // upgrade D15 lands before the first snapshot, so it is new, not expansion).
    #expect(try values(.mrrNew) == money("28.31", "9.99", "0"))  // Feb: gina
    #expect(try values(.mrrChurned) == money("0", "0", "-9.99"))  // Mar: gina
    #expect(try values(.mrrMovement) == money("28.31", "9.99", "-9.99"))
    #expect(try values(.mrrExpansion) == [0, 0, 0])
    #expect(try values(.mrrContraction) == [0, 0, 0])
    #expect(try values(.mrrReactivation) == [0, 0, 0])
  }

  @Test("Subscription retention: each monthly cohort's share kept at its latest cycle")
  func retention() throws {
    // Jan: alice, erin, frank's monthly; only alice's cycle 3 has not begun, and
    // nobody paid erin's or frank's (Apr 1). Feb: dave, gina: neither paid cycle 2.
    #expect(try values(.subscriptionRetention) == [0, 0, 0])
  }

  @Test("Filters: product, country, entitlement, store, currency, environment")
  func filters() throws {
    #expect(try values(.actives, product: "pro_annual") == [2, 2, 2])  // bob, frank
    #expect(try values(.mrr, product: "pro_annual") == money("8.33", "8.33", "8.33"))
    #expect(try values(.actives, country: "DE") == [1, 1, 1])  // bob
    // Without carol's lifetime purchase (entitlement "lifetime"): 229.94 − 99.99.
    #expect(try values(.revenue, entitlement: "pro") == money("129.95", "29.97", "19.98"))
    #expect(try values(.revenue, store: "PLAY_STORE") == [0, 0, 0])
    // Euros: bob's €45.99 only; MRR 45.99 / 12 = 3.8325 → 3.83.
    #expect(try values(.revenue, currency: "EUR") == money("45.99", "0", "0"))
    #expect(try values(.mrr, currency: "EUR") == money("3.83", "3.83", "3.83"))
    // Sandbox is apart: only zed's purchase.
    #expect(try values(.revenue, environment: .sandbox) == money("9.99", "0", "0"))
  }

  @Test("Days and weeks: snapshot at each day's end, periods dated by their first day")
  func resolutions() throws {
    // alice's trial covers Jan 1–7 and ends at the start of Jan 8.
    #expect(try values(.trials, resolution: .day, from: 0, to: 7) == [1, 1, 1, 1, 1, 1, 1, 0])
    // Jan 1: erin's and frank's monthly plans.
    #expect(try values(.mrr, resolution: .day, from: 0, to: 0) == money("19.98"))
    let weekly = try store.metric(
      MetricQuery(
        .actives, from: EventFactory.date(0), to: EventFactory.date(13), resolution: .week))
    #expect(weekly.points.map(\.date) == ["2025-12-29", "2026-01-05", "2026-01-12"])
    #expect(weekly.unit == "count")
  }

  @Test("The JSON document has the documented shape")
  func json() throws {
    let series = try store.metric(
      MetricQuery(.mrr, from: EventFactory.date(0), to: EventFactory.date(89), resolution: .month))
    #expect(
      series.jsonText
        == #"{"metric": "mrr", "resolution": "month", "unit": "USD", "points": [{"date": "2026-01-01", "value": 28.31}, {"date": "2026-02-01", "value": 38.3}, {"date": "2026-03-01", "value": 28.31}]}"#
    )
    let decoded = try JSONDecoder().decode(MetricSeries.self, from: Data(series.jsonText.utf8))
    #expect(decoded == series)
  }

  @Test("Rebuilding derives the same tables and the same metrics")
  func rebuild() throws {
    let before = try store.stateDump()
    try store.rebuild()
    #expect(try store.stateDump() == before)
    #expect(try values(.mrr) == money("28.31", "38.30", "28.31"))
  }
}
