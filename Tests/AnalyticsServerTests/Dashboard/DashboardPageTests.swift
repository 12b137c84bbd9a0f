import Foundation
import Testing

@testable import AnalyticsServer

@Suite("Dashboard page")
struct DashboardPageTests {
  static let mrr = ChartSeries(
    name: "mrr", unit: "USD",
    points: [
      .init(label: "2026-01-01", value: 7.99, text: "7.99"),
      .init(label: "2026-02-01", value: 57.98, text: "57.98"),
    ])

  @Test("Each chart has its numbers in a table beside it")
  func tableBesideChart() {
    let page = DashboardPage(
      title: "Analytics", subtitle: "2026",
      panels: [
        DashboardPanel(id: "mrr", title: "MRR", caption: "c", style: .line, series: [Self.mrr])
      ])
    let html = page.html()
    #expect(html.contains("<section class=\"panel\" id=\"mrr\">"))
    #expect(html.contains("<svg class=\"chart\""))
    #expect(html.contains("<polyline"))
    #expect(
      html.contains(
        "data-series=\"mrr\" data-label=\"2026-02-01\" data-value=\"57.98\">57.98</td>"
      )
    )
    #expect(!html.contains("<script"))
    #expect(!html.contains("http://") || html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
  }

  @Test("Everything from data is escaped")
  func escapes() {
    let hostile = ChartSeries(
      name: "<script>alert(1)</script>", unit: "\"USD\"",
      points: [.init(label: "<b>&", value: 1, text: "'1'")])
    let html = DashboardPage(
      title: "A & B", subtitle: "<i>",
      panels: [
        DashboardPanel(id: "x\"y", title: "<T>", caption: "&", style: .bars, series: [hostile]),
        DashboardPanel(id: "f", title: "F", caption: "", style: .funnel, series: [hostile]),
        DashboardPanel(
          id: "p", title: "P", caption: "", style: .line, series: [], problem: "<oops>"),
      ]
    ).html()
    #expect(!html.contains("<script"))
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<i>"))
    #expect(!html.contains("<oops>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("id=\"x&quot;y\""))
    #expect(html.contains("&#39;1&#39;"))
  }

  @Test("An empty series says so instead of drawing nothing")
  func empty() {
    let panel = DashboardPanel(
      id: "e", title: "E", caption: "", style: .line,
      series: [ChartSeries(name: "e", unit: "", points: [])])
    #expect(SVGChart.render(panel).contains("No data in this range"))
  }

  @Test("Axis scales start at zero, reach past the top, and take negative values")
  func scales() {
    let scale = SVGChart.Scale(values: [3, 57.98])
    #expect(scale.low == 0)
    #expect(scale.high >= 57.98)
    let negative = SVGChart.Scale(values: [-12, 30])
    #expect(negative.low <= -12)
    #expect(negative.ticks.contains(0))
    #expect(SVGChart.compact(1_250_000) == "1.25M")
    #expect(SVGChart.compact(1_500) == "1.5k")
    #expect(SVGChart.compact(0.25) == "0.25")
  }
}
