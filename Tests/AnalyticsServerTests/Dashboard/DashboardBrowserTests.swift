import Foundation
import HTTPCore
import SubscriptionAnalytics
import Testing

@testable import AnalyticsServer

/// The dashboard page in a real browser: headless Chromium loads it from a
/// server on loopback; the rendered DOM must show the numbers, and a
/// screenshot in a narrow window is kept for people to look at (beside the
/// layout test's, `DashboardLayoutBrowserTests.artefacts`: one file per name).
@Suite(
  "Dashboard in headless Chromium",
  .enabled(
    if: Chromium.shouldRun,
    "chromium is not installed and CI is unset; scripts/test installs it (apt-get install chromium)"
  ))
struct DashboardBrowserTests {
  static let page = DashboardPage(
    title: "Subscription analytics", subtitle: "2026-01-01 to 2026-03-31, per month",
    panels: [
      DashboardPanel(
        id: "mrr", title: "MRR", caption: "Monthly recurring revenue.", style: .line,
        series: [
          ChartSeries(
            name: "mrr", unit: "USD",
            points: [
              .init(label: "2026-01-01", value: 7.99, text: "7.99"),
              .init(label: "2026-02-01", value: 57.98, text: "57.98"),
              .init(label: "2026-03-01", value: 49.99, text: "49.99"),
            ])
        ]),
      DashboardPanel(
        id: "trial_funnel", title: "Trial conversion funnel", caption: "", style: .funnel,
        series: [
          ChartSeries(
            name: "trials", unit: "count",
            points: [
              .init(label: "Started", value: 10, text: "10"),
              .init(label: "Converted", value: 6, text: "6"),
            ])
        ]),
    ])

  @Test("Chromium renders the charts and their numbers; a narrow screenshot is taken")
  func rendersNumbers() throws {
    let html = Self.page.html()
    let server = try HTTPServer.start(
      at: BindAddress(host: "127.0.0.1", port: 0),
      handler: HTTPHandler { _ in
        HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(html.utf8))
      })
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/"
    let dom = try Chromium.dumpDOM(url)
    #expect(dom.contains("<h2>MRR</h2>"))
    #expect(
      dom.contains("data-label=\"2026-02-01\" data-value=\"57.98\">57.98</td>"))
    #expect(dom.contains("data-label=\"Converted\" data-value=\"6\">6</td>"))
    #expect(dom.contains("<svg class=\"chart\""))
    #expect(dom.components(separatedBy: "<circle").count - 1 == 3)

    let screenshot = DashboardLayoutBrowserTests.artefacts.appendingPathComponent(
      "dashboard-page-390.png")
    try Chromium.screenshot(url, to: screenshot, width: 390, height: 1_400)
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 5_000)
    print("dashboard screenshot (390 px wide): \(screenshot.path)")
  }
}

extension DashboardBrowserTests {
  @Test("The served dashboard over a real store shows the store's own MRR and revenue")
  func servedDashboard() throws {
    let served = try ServedStore(dashboardToken: "look")
    for body in try ServerFixtures.bodies(customers: 80, months: 4) {
      #expect(try served.post(body).status == 200)
    }
    let range = "from=2026-01-01&to=2026-04-30&resolution=month"
    let mrr = try JSONDecoder().decode(
      MetricSeries.self,
      from: served.client().request("GET", "/api/metrics/mrr?\(range)&token=look").body)
    let revenue = try JSONDecoder().decode(
      MetricSeries.self,
      from: served.client().request("GET", "/api/metrics/revenue?\(range)&token=look").body)
    let march = try #require(mrr.points.first { $0.date == "2026-03-01" })
    #expect(march.value > 0)

    let url = "http://127.0.0.1:\(served.server.port)/?\(range)&token=look"
    let dom = try Chromium.dumpDOM(url)
    #expect(
      dom.contains("data-series=\"mrr\" data-label=\"2026-03-01\" data-value=\"\(march.value)\">"))
    for point in revenue.points {
      #expect(
        dom.contains(
          "data-series=\"revenue\" data-label=\"\(point.date)\" data-value=\"\(point.value)\">"))
    }
    #expect(dom.contains("id=\"trial_funnel\""))

    let screenshot = DashboardLayoutBrowserTests.artefacts.appendingPathComponent(
      "dashboard-served-420.png")
    try Chromium.screenshot(url, to: screenshot, width: 420, height: 4_000)
    #expect(try Data(contentsOf: screenshot).count > 10_000)
    print("served dashboard screenshot (420 px wide): \(screenshot.path)")
  }
}

extension DashboardBrowserTests {
  @Test("An experiment's page in Chromium: its numbers, one interval per variant and metric")
  func experimentPage() throws {
    let served = try ServedStore(dashboardToken: "look")
    _ = try served.store.ingest(bodies: ExperimentRoutesTests.bodies())
    let url = "http://127.0.0.1:\(served.server.port)/experiments/prexp%3C1%3E?token=look"
    let dom = try Chromium.dumpDOM(url)
    #expect(dom.contains("<h1>Experiment prexp&lt;1&gt;</h1>"))
    #expect(
      dom.contains(
        "<td data-variant=\"b\" data-metric=\"initial_conversion\" data-field=\"value\">50 (1/2)</td>"
      ))
    #expect(dom.contains("data-variant=\"a\" data-field=\"customers\">2</td>"))
    // Both variants have intervals for the four customer rates and the two money metrics.
    #expect(dom.components(separatedBy: "<circle").count - 1 >= 8)
    let screenshot = DashboardLayoutBrowserTests.artefacts.appendingPathComponent(
      "experiment-420.png")
    try Chromium.screenshot(url, to: screenshot, width: 420, height: 3_000)
    #expect(try Data(contentsOf: screenshot).count > 10_000)
    print("experiment page screenshot (420 px wide): \(screenshot.path)")
  }
}
