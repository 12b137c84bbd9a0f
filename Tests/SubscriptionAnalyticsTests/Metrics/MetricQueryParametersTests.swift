import Foundation
import SubscriptionAnalytics
import Testing

/// The one parser `report` and the HTTP API share.
@Suite("Metric query parameters")
struct MetricQueryParametersTests {
  let now = EventFactory.date(90)

  @Test("Defaults: the range ends today and goes back 30 days, 12 weeks or 12 months")
  func defaults() throws {
    let day = try #require(MetricQueryParameters([:], now: now).queries([.mrr]).first)
    #expect(day.resolution == .day)
    #expect(day.to == now)
    #expect(day.from == EventFactory.date(61))
    #expect(day.environment == .production)
    #expect(day.lifetimeDays == nil)
    let month = try #require(
      MetricQueryParameters(["resolution": "month"], now: now).queries([.mrr]).first)
    #expect(MetricQueryParameters.utc.dateComponents([.year, .month], from: month.from).month == 5)
  }

  @Test("Every value read, filters and lifetime included")
  func values() throws {
    let query = try #require(
      MetricQueryParameters(
        [
          "from": "2026-01-01", "to": "2026-03-31", "resolution": "week", "product": "p",
          "store": "APP_STORE", "country": "DE", "entitlement": "pro", "currency": "EUR",
          "environment": "sandbox", "lifetime": "30",
        ], now: now
      ).queries([.ltvPerCustomer]).first)
    #expect(query.from == EventFactory.date(0))
    #expect(query.to == EventFactory.date(89))
    #expect(query.resolution == .week)
    #expect(query.product == "p" && query.store == "APP_STORE" && query.country == "DE")
    #expect(query.entitlement == "pro" && query.currency == "EUR")
    #expect(query.environment == .sandbox)
    #expect(query.lifetimeDays == 30)
    #expect(
      try MetricQueryParameters(["lifetime": "all"], now: now).queries([.mrr])[0].lifetimeDays
        == nil)
  }

  @Test(
    "Bad values are one line naming the parameter as the caller writes it",
    arguments: [
      (["from": "2026-02-30"], "--from takes a date as YYYY-MM-DD, not '2026-02-30'"),
      (["to": "tomorrow"], "--to takes a date as YYYY-MM-DD"),
      (["from": "2026-02-01", "to": "2026-01-01"], "--from is after --to"),
      (["resolution": "year"], "--resolution takes day, week or month, not 'year'"),
      (["environment": "stag ing"], "--environment takes production, sandbox or another"),
      (["currency": "euro"], "--currency takes an ISO 4217 code"),
      (["product": ""], "--product is empty"),
      (["lifetime": "7d"], "--lifetime takes a number of days"),
      (["product": "pro\u{0}x"], "--product contains a NUL character"),
    ])
  func refused(values: [String: String], message: String) {
    #expect {
      _ = try MetricQueryParameters(values, now: now, prefix: "--").queries([.mrr])
    } throws: { error in
      let text = "\(error)"
      return (error as? AnalyticsError)?.code == .invalidQuery && text.hasPrefix(message)
        && !text.contains("\n")
    }
  }
}

@Suite("Experiment query parameters: NUL")
struct ExperimentQueryNULTests {
  @Test("An experiment id or value with a NUL is refused, not cut to another experiment's id")
  func refusesNUL() {
    let now = Date(timeIntervalSince1970: 1_767_225_600)
    for (id, values) in [("a\u{0}b", [:]), ("a", ["control": "a\u{0}"])] {
      #expect(throws: AnalyticsError.self) {
        _ = try ExperimentQueryParameters(id, values, now: now, prefix: "--").query()
      }
    }
  }
}
