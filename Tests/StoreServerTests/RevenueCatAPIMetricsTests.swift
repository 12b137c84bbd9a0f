import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import Testing

/// v2 metrics and charts, from SubscriptionAnalytics over the store's events.
@Suite("RevenueCat v2 metrics served from a store", .timeLimit(.minutes(10)))
struct RevenueCatAPIMetricsTests {
  @Test("Overview counts the store's trial; charts answer per period; the domain allows 5 a minute")
  func overviewAndCharts() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "trial-user")
    let overview = served.call("GET", "/v2/projects/p/metrics/overview")
    #expect(overview.status == 200)
    #expect(overview.object["object"] as? String == "overview_metrics")
    let metrics = try #require(overview.object["metrics"] as? [[String: Any]])
    var values: [String: Double] = [:]
    for metric in metrics {
      #expect(metric["object"] as? String == "overview_metric")
      #expect(metric["name"] is String && metric["unit"] is String && metric["period"] is String)
      values[try #require(metric["id"] as? String)] = (metric["value"] as? NSNumber)?.doubleValue
    }
    #expect(
      Set(values.keys) == [
        "active_trials", "active_subscriptions", "mrr", "revenue", "new_customers",
      ])
    #expect(values["active_trials"] == 1)
    #expect(values["revenue"] == 0)

    let chart = served.call("GET", "/v2/projects/p/charts/trials", query: ["resolution": "day"])
    #expect(chart.status == 200)
    #expect(chart.object["object"] as? String == "chart_data")
    let points = try #require(chart.object["values"] as? [[String: Any]])
    #expect(!points.isEmpty)
    #expect(points.allSatisfy { $0["date"] is String && $0["value"] is NSNumber })
    let unknown = served.call("GET", "/v2/projects/p/charts/nope")
    #expect(unknown.status == 404)
    let bad = served.call("GET", "/v2/projects/p/charts/mrr", query: ["resolution": "hour"])
    #expect(bad.status == 400)
    // Five requests so far in charts and metrics: the sixth is limited.
    #expect(served.call("GET", "/v2/projects/p/metrics/overview").status == 200)
    let limited = served.call("GET", "/v2/projects/p/metrics/overview")
    #expect(limited.status == 429)
    #expect(limited.object["type"] as? String == "rate_limit_error")
  }
}
