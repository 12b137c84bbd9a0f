import Foundation
import HTTPCore
import HTTPTestSupport
import SubscriptionAnalytics
import Testing

@testable import AnalyticsServer

/// The analytics server over loopback with a real store in a SQLite file.
@Suite("Analytics server routes", .timeLimit(.minutes(10)))
struct AnalyticsRoutesTests {
  @Test("Webhooks: 401 without the secret, 200 stored, 200 duplicate, 400 with the reason, 413")
  func webhooks() throws {
    let served = try ServedStore(maximumBodyBytes: 8 * 1024)
    let body = try #require(try ServerFixtures.bodies(customers: 2, months: 1).first)

    #expect(try served.post(body, authorization: nil).status == 401)
    let wrong = try served.post(body, authorization: "Bearer test-secret-124")
    #expect(wrong.status == 401)
    #expect(!wrong.text.contains("test-secret"))
    #expect(try served.store.eventCount() == 0)

    let stored = try served.post(body)
    #expect(stored.status == 200)
    #expect(stored.text == "{\"status\":\"stored\"}\n")
    let again = try served.post(body)
    #expect(again.status == 200)
    #expect(again.text == "{\"status\":\"duplicate\"}\n")
    #expect(try served.store.eventCount() == 1)

    let malformed = try served.post(Data("{\"api_version\": \"1.0\", \"event\": ".utf8))
    #expect(malformed.status == 400)
    #expect(malformed.text.hasPrefix("{\"error\":"))
    let shape = try served.post(Data("{\"hello\": 1}".utf8))
    #expect(shape.status == 400)
    #expect(try served.post(Data(repeating: 32, count: 8 * 1024 + 1)).status == 413)
    #expect(try served.store.eventCount() == 1)

    #expect(try served.client().request("GET", AnalyticsRoutes.webhookPath).status == 405)
    #expect(try served.client().request("GET", "/nowhere").status == 404)
  }

  @Test("200 posters at once: every event stored once, then every repeat a duplicate")
  func concurrentPosters() throws {
    let served = try ServedStore()
    let bodies = Array(try ServerFixtures.bodies(customers: 150, months: 3).prefix(200))
    #expect(bodies.count == 200)
    for round in ["stored", "duplicate"] {
      let clients = try bodies.map { _ in try served.client() }
      for (client, body) in zip(clients, bodies) {
        try client.send(
          LoopbackHTTPClient.requestBytes(
            "POST", AnalyticsRoutes.webhookPath, headers: ["Authorization": ServedStore.secret],
            body: body))
      }
      for client in clients {
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text.contains(round))
      }
    }
    #expect(try served.store.eventCount() == 200)
  }

  @Test("A malformed body posted among many at once fails alone")
  func malformedAmongMany() throws {
    let served = try ServedStore()
    var bodies = Array(try ServerFixtures.bodies(customers: 30, months: 2).prefix(60))
    bodies.insert(Data("{\"api_version\": \"1.0\"}".utf8), at: 30)
    let clients = try bodies.map { _ in try served.client() }
    for (client, body) in zip(clients, bodies) {
      try client.send(
        LoopbackHTTPClient.requestBytes(
          "POST", AnalyticsRoutes.webhookPath, headers: ["Authorization": ServedStore.secret],
          body: body))
    }
    let statuses = try clients.map { try $0.readResponse().status }
    #expect(statuses[30] == 400)
    #expect(statuses.enumerated().allSatisfy { $0.offset == 30 || $0.element == 200 })
    #expect(try served.store.eventCount() == bodies.count - 1)
  }

  @Test("The metrics API answers what 'report --format json' prints, and 400 for bad queries")
  func metricsAPI() throws {
    let served = try ServedStore()
    for body in try ServerFixtures.bodies() {
      #expect(try served.post(body).status == 200)
    }
    let path = "/api/metrics/revenue?from=2026-01-01&to=2026-04-30&resolution=month"
    let response = try served.client().request("GET", path)
    #expect(response.status == 200)
    #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
    let report = try ServerFixtures.run(
      ServerFixtures.analyticsBinary,
      [
        "report", "--metric", "revenue", "--from", "2026-01-01", "--to", "2026-04-30",
        "--resolution", "month", "--format", "json", "--database", served.database.description,
        "--now", "2026-05-01T00:00:00Z",
      ])
    #expect(report.status == 0, "\(report.stderr)")
    // The same document, which also names the environment it reads.
    #expect(response.text == "{\"environment\": \"PRODUCTION\", " + report.stdout.dropFirst())
    let series = try JSONDecoder().decode(MetricSeries.self, from: response.body)
    #expect(series.points.count == 4)
    #expect(series.points.contains { $0.value > 0 })

    let filtered = try served.client().request(
      "GET", "/api/metrics/actives?from=2026-02-01&to=2026-02-03&product=pro_annual")
    #expect(filtered.status == 200)
    #expect(filtered.text.contains("\"resolution\": \"day\""))

    for (bad, status) in [
      ("/api/metrics/revenue?from=2026-13-01", 400), ("/api/metrics/revenue?resolution=year", 400),
      ("/api/metrics/revenue?from=2026-02-01&to=2026-01-01", 400),
      ("/api/metrics/revenue?colour=red", 400), ("/api/metrics/happiness", 404),
    ] {
      let answer = try served.client().request("GET", bad)
      #expect(answer.status == status, "\(bad): \(answer.text)")
      #expect(answer.text.hasPrefix("{\"error\":"))
    }
    // One parser: the API and `report` refuse a value with the same words.
    let lifetime = try served.client().request("GET", "/api/metrics/ltv_per_customer?lifetime=soon")
    #expect(lifetime.status == 400)
    let cli = try ServerFixtures.run(
      ServerFixtures.analyticsBinary,
      [
        "report", "--metric", "ltv_per_customer", "--lifetime", "soon", "--database",
        served.database.description,
      ])
    #expect(cli.status != 0)
    let words = "lifetime takes a number of days (7, 30, 365, …) or all, not 'soon'"
    #expect(lifetime.text.contains(words), "\(lifetime.text)")
    #expect(cli.stderr.contains("--" + words), "\(cli.stderr)")
    let windowed = try served.client().request(
      "GET", "/api/metrics/ltv_per_customer?lifetime=30&resolution=month")
    #expect(windowed.status == 200, "\(windowed.text)")
  }

  @Test("Health, and the dashboard with every panel and no script")
  func healthAndDashboard() throws {
    let served = try ServedStore()
    for body in try ServerFixtures.bodies(customers: 20, months: 2) {
      _ = try served.post(body)
    }
    let health = try served.client().request("GET", "/healthz")
    #expect(health.status == 200)
    #expect(health.text.contains("\"status\": \"ok\""))
    let page = try served.client().request("GET", "/?from=2026-01-01&to=2026-04-30")
    #expect(page.status == 200)
    #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
    for id in [
      "mrr", "actives", "trials", "churn", "trial_funnel", "revenue", "refunds", "ltv", "retention",
    ] {
      #expect(page.text.contains("id=\"\(id)\""), "panel \(id)")
    }
    #expect(!page.text.contains("<script"))
  }

  @Test("With only sandbox events, the production dashboard points to the sandbox")
  func sandboxNotice() throws {
    let served = try ServedStore()
    let page = "/?from=2026-01-01&to=2026-04-30"
    #expect(try !served.client().request("GET", page).text.contains("id=\"notice\""))
    for body in try ServerFixtures.bodies(customers: 5, months: 2, environment: .sandbox) {
      #expect(try served.post(body).status == 200)
    }
    let production = try served.client().request("GET", page).text
    #expect(production.contains("id=\"notice\""))
    #expect(
      production.contains(
        "<a href=\"/?from=2026-01-01&amp;to=2026-04-30&amp;environment=sandbox\">"))
    let sandbox = try served.client().request("GET", page + "&environment=sandbox").text
    #expect(!sandbox.contains("id=\"notice\""))
    for body in try ServerFixtures.bodies(customers: 5, months: 2) {
      #expect(try served.post(body).status == 200)
    }
    #expect(try !served.client().request("GET", page).text.contains("id=\"notice\""))
  }

  @Test("A dashboard token guards the page and the API, not the webhooks")
  func dashboardToken() throws {
    let served = try ServedStore(dashboardToken: "t0ken")
    #expect(try served.client().request("GET", "/").status == 401)
    #expect(try served.client().request("GET", "/?token=wrong").status == 401)
    #expect(try served.client().request("GET", "/?token=t0ken").status == 200)
    #expect(try served.client().request("GET", "/api/metrics/mrr").status == 401)
    #expect(
      try served.client().request(
        "GET", "/api/metrics/mrr", headers: ["Authorization": "Bearer t0ken"]
      ).status == 200)
    #expect(try served.client().request("GET", "/healthz").status == 200)
  }

  @Test("Listening beyond loopback needs both secrets, and says why")
  func exposure() throws {
    func configuration(_ host: String, _ authorization: String?, _ token: String?) throws
      -> AnalyticsServerConfiguration
    {
      AnalyticsServerConfiguration(
        address: try BindAddress(host: host, port: 0), authorization: authorization,
        dashboardToken: token, now: { Date(timeIntervalSince1970: 0) })
    }
    #expect(throws: Never.self) { try configuration("127.0.0.1", nil, nil).validate() }
    #expect(throws: Never.self) { try configuration("0.0.0.0", "Bearer x", "t").validate() }
    do {
      try configuration("0.0.0.0", nil, "t").validate()
      Issue.record("expected a refusal")
    } catch {
      #expect("\(error)".contains("without --authorization"))
    }
    #expect(throws: HTTPServerError.self) { try configuration("::", "Bearer x", nil).validate() }

    let refused = try ServerFixtures.run(
      ServerFixtures.analyticsBinary, ["serve", "--host", "0.0.0.0", "--port", "0"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("refusing to listen on 0.0.0.0 without --authorization"))
    #expect(refused.stderr.split(separator: "\n").count == 1)
  }
}
