import Foundation
import HTTPCore
import SubscriptionAnalytics
import Testing

@testable import AnalyticsServer

/// Reads are bounded in number and in cost; webhooks are never held behind them.
@Suite("Read limits", .timeLimit(.minutes(10)))
struct ReadLimiterTests {
  @Test("Past its limit a read is refused; a place given back is taken again")
  func limiter() {
    let reads = ReadLimiter(limit: 2)
    #expect(reads.enter())
    #expect(reads.enter())
    #expect(!reads.enter())
    reads.leave()
    #expect(reads.enter())
    #expect(reads.busy.status == 503)
    #expect(reads.busy.headers.contains { $0.0 == "Retry-After" })
    #expect(String(decoding: reads.busy.body, as: UTF8.self).contains("--max-concurrent-reads"))
  }

  @Test("With every read place taken, reads get 503 while webhooks and /healthz are answered")
  func busyReads() throws {
    let served = try ServedStore()
    let reads = ReadLimiter(limit: 1)
    #expect(reads.enter())
    let queue = IngestQueue(store: served.store)
    let configuration = AnalyticsServerConfiguration(
      address: served.server.address, now: { ServerFixtures.start })
    func answer(_ request: HTTPRequest) -> HTTPResponse {
      AnalyticsRoutes.respond(
        request, store: served.store, queue: queue, reads: reads, configuration: configuration)
    }
    for path in ["/api/metrics/mrr", "/", "/api/experiments"] {
      #expect(answer(HTTPRequest(method: "GET", path: path)).status == 503, "\(path)")
    }
    let body = try #require(try ServerFixtures.bodies(customers: 1, months: 1).first)
    #expect(
      answer(HTTPRequest(method: "POST", path: AnalyticsRoutes.webhookPath, body: body)).status
        == 200)
    #expect(answer(HTTPRequest(method: "GET", path: "/healthz")).status == 200)
    reads.leave()
    #expect(answer(HTTPRequest(method: "GET", path: "/api/metrics/mrr")).status == 200)
  }

  @Test("Queries past the limits are 400 naming the limit, in the API and the dashboard alike")
  func costLimits() throws {
    let served = try ServedStore()
    let client = try served.client()
    let wide = "from=1900-01-01&to=2026-01-01&resolution=day"
    for path in ["/api/metrics/mrr?" + wide, "/?" + wide] {
      let answer = try client.request("GET", path)
      #expect(answer.status == 400, "\(path): \(answer.text)")
      #expect(answer.text.contains("\(MetricLimits.maximumPeriods)"), "\(path)")
    }
    let grid = try client.request(
      "GET", "/api/metrics/subscription_retention?from=2020-01-01&to=2026-01-01&resolution=day")
    #expect(grid.status == 400)
    #expect(grid.text.contains("\(MetricLimits.maximumCohortPeriods)"))
    // The same range per month is a small grid; the dashboard never builds one.
    let monthly = try client.request(
      "GET", "/api/metrics/subscription_retention?from=2020-01-01&to=2026-01-01&resolution=month")
    #expect(monthly.status == 200)
    #expect(monthly.text.contains("\"cohorts\""))
    let page = try client.request("GET", "/?from=2020-01-01&to=2026-01-01&resolution=day")
    #expect(page.status == 200)
  }
}
