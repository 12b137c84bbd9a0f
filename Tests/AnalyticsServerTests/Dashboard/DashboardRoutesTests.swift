import Foundation
import StoreSimulator
import SubscriptionAnalytics
import Testing

@testable import AnalyticsServer

/// The dashboard's routes for people: the headline row and the partial
/// month, an error page for a bad parameter, a CSV download of every table,
/// and the JSON API's environment and sandbox note.
@Suite("Dashboard routes")
struct DashboardRoutesTests {
  static let range = "from=2026-01-01&to=2026-05-31&resolution=month&token=look"

  static func served(environment: StoreSimulatorOptions.Environment = .production) throws
    -> ServedStore
  {
    let served = try ServedStore(dashboardToken: "look")
    for body in try ServerFixtures.bodies(customers: 40, months: 4, environment: environment) {
      #expect(try served.post(body).status == 200)
    }
    return served
  }

  @Test("Headline row with changes; May (begun at now) marked partial; human labels and money")
  func headlineAndPartial() throws {
    let served = try Self.served()
    let page = try served.client().request("GET", "/?\(Self.range)")
    #expect(page.status == 200)
    let html = String(decoding: page.body, as: UTF8.self)
    for id in ["mrr", "arr", "actives", "trials", "revenue", "churn"] {
      #expect(html.contains("<li id=\"headline-\(id)\">"), "headline \(id)")
    }
    // Snapshots compare now with April's end; a flow so far is not set against a whole month.
    #expect(html.contains("May 2026 so far, vs Apr 2026"))
    let revenue = try JSONDecoder().decode(
      MetricSeries.self,
      from: served.client().request("GET", "/api/metrics/revenue?\(Self.range)").body)
    let aprilRevenue = try #require(revenue.points.first { $0.date == "2026-04-01" })
    #expect(
      html.contains(
        "May 2026 so far; Apr 2026: \(DashboardFormat.money(aprilRevenue.value, currency: "USD"))"))
    #expect(html.contains("<tr class=\"partial\"><th scope=\"row\">May 2026 (so far)</th>"))
    #expect(
      html.contains(
        "<th scope=\"col\"><span class=\"key\" style=\"background:#0072B2\"></span>MRR</th>"))
    #expect(!html.contains("ltv_per_paying_customer (USD)"))
    let mrr = try JSONDecoder().decode(
      MetricSeries.self,
      from: served.client().request("GET", "/api/metrics/mrr?\(Self.range)").body)
    let april = try #require(mrr.points.first { $0.date == "2026-04-01" })
    let shown = DashboardFormat.money(april.value, currency: "USD")
    #expect(shown.hasPrefix("$"))
    #expect(
      html.contains(
        "data-series=\"mrr\" data-label=\"2026-04-01\" data-value=\"\(april.value)\">\(shown)</td>"
      )
    )
    #expect(html.contains("id=\"mrr_movement\""))
    #expect(html.contains("<table class=\"grid\">"))
    #expect(html.contains("<form id=\"range\" method=\"get\" action=\"/\">"))
    #expect(html.contains("<input type=\"hidden\" name=\"token\" value=\"look\">"))
    #expect(!html.contains("<script"))
  }

  @Test("A bad query parameter gives an HTML error page, not JSON")
  func errorPage() throws {
    let served = try Self.served()
    for query in [
      "from=yesterday", "resolution=hour", "colour=red", "from=2026-05-01&to=2026-01-01",
    ] {
      let response = try served.client().request("GET", "/?\(query)&token=look")
      #expect(response.status == 400, "\(query)")
      let html = String(decoding: response.body, as: UTF8.self)
      #expect(html.hasPrefix("<!doctype html>"), "\(query)")
      #expect(html.contains("<p class=\"reason\">"), "\(query)")
      #expect(html.contains("href=\"/?token=look\""))
    }
    let bad = try served.client().request("GET", "/?from=yesterday&token=look")
    #expect(
      String(decoding: bad.body, as: UTF8.self).contains(
        "from takes a date as YYYY-MM-DD, not &#39;yesterday&#39;"))
  }

  @Test("Every table downloads as CSV with the API's exact values")
  func csv() throws {
    let served = try Self.served()
    let revenue = try JSONDecoder().decode(
      MetricSeries.self,
      from: served.client().request("GET", "/api/metrics/revenue?\(Self.range)").body)
    for panel in DashboardBuilder.panels {
      let response = try served.client().request(
        "GET", "/export.csv?table=\(panel.id)&\(Self.range)")
      #expect(response.status == 200, "\(panel.id)")
      let text = String(decoding: response.body, as: UTF8.self)
      #expect(!text.isEmpty && text.hasSuffix("\r\n"), "\(panel.id)")
    }
    let text = String(
      decoding: try served.client().request("GET", "/export.csv?table=revenue&\(Self.range)").body,
      as: UTF8.self)
    let lines = text.split(separator: "\r\n").map(String.init)
    #expect(lines.first == "period,revenue,proceeds")
    for point in revenue.points {
      #expect(lines.contains { $0.hasPrefix("\(point.date),\(point.value),") }, "\(point.date)")
    }
    let unknown = try served.client().request("GET", "/export.csv?table=nope&\(Self.range)")
    #expect(unknown.status == 400)
    let contraction = String(
      decoding: try served.client().request(
        "GET", "/export.csv?table=mrr_movement&\(Self.range)"
      ).body, as: UTF8.self)
    // Negative amounts stay numbers (no formula guard on them).
    #expect(contraction.hasPrefix("period,mrr_new,mrr_reactivation,mrr_expansion,"))
    #expect(!contraction.contains("'-"))
  }

  @Test("The JSON API names its environment and carries the CLI's sandbox-only note")
  func apiEnvironment() throws {
    let production = try Self.served()
    let body = try production.client().request("GET", "/api/metrics/mrr?\(Self.range)").body
    let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    #expect(json["environment"] as? String == "PRODUCTION")
    #expect(json["note"] == nil)
    let sandbox = try Self.served(environment: .sandbox)
    let answer = try sandbox.client().request("GET", "/api/metrics/mrr?\(Self.range)").body
    let document = try #require(try JSONSerialization.jsonObject(with: answer) as? [String: Any])
    #expect(document["environment"] as? String == "PRODUCTION")
    let note = try #require(document["note"] as? String)
    #expect(note.hasPrefix("no production events here, only "))
    #expect(note.hasSuffix("; add environment=sandbox to report on them"))
    let explicit = try sandbox.client().request(
      "GET", "/api/metrics/mrr?\(Self.range)&environment=sandbox")
    let sandboxed = try #require(
      try JSONSerialization.jsonObject(with: explicit.body) as? [String: Any])
    #expect(sandboxed["environment"] as? String == "SANDBOX")
    #expect(sandboxed["note"] == nil)
  }

  @Test("Money for its currency, counts and changes for people")
  func formatting() {
    #expect(DashboardFormat.money(Decimal(string: "8094")!, currency: "USD") == "$8,094.00")
    #expect(DashboardFormat.money(Decimal(string: "45.99")!, currency: "EUR") == "€45.99")
    #expect(
      DashboardFormat.money(Decimal(string: "-1234567.5")!, currency: "CHF")
        == "−CHF\u{00A0}1,234,567.50")
    #expect(DashboardFormat.value(Decimal(12_345), unit: "count") == "12,345")
    #expect(DashboardFormat.value(Decimal(string: "3.5")!, unit: "percent") == "3.50%")
    #expect(DashboardFormat.change(from: 200, to: 250, unit: "USD") == "+25.0%")
    #expect(DashboardFormat.change(from: 0, to: 250, unit: "USD") == nil)
    #expect(
      DashboardFormat.change(from: 5, to: Decimal(string: "3.8")!, unit: "percent") == "−1.20 pts")
    #expect(DashboardFormat.period("2026-01-01", resolution: .month) == "Jan 2026")
    #expect(DashboardFormat.period("2026-01-05", resolution: .week) == "week of 5 Jan 2026")
    #expect(DashboardFormat.period("2026-01-05", resolution: .day, short: true) == "5 Jan")
  }
}
