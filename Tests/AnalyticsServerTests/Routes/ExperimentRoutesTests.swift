import Foundation
import SubscriptionAnalytics
import SubscriptionKit
import Testing

@testable import AnalyticsServer
@testable import SubscriptionWire

/// The experiment pages and API over loopback.
@Suite("Experiment pages and API")
struct ExperimentRoutesTests {
  static let day: Int64 = 86_400_000
  static let start: Int64 = 1_767_225_600_000  // 2026-01-01

  /// Four customers enrolled on 2026-01-01, two per variant; one of b's buys.
  static func bodies() throws -> [Data] {
    var bodies = [("u1", "a"), ("u2", "a"), ("u3", "b"), ("u4", "b")].map { user, variant in
      Data(
        """
        {"api_version": "1.0", "event": {"type": "EXPERIMENT_ENROLLMENT", "id": "enrol-\(user)",
          "event_timestamp_ms": \(start), "app_user_id": "\(user)",
          "original_app_user_id": "\(user)", "aliases": ["\(user)"],
          "experiment_id": "prexp<1>", "experiment_variant": "\(variant)",
          "offering_id": "offering_\(variant)", "experiment_enrolled_at_ms": \(start)}}
        """.utf8)
    }
    var purchase = WebhookEvent(
      type: .initialPurchase, id: "buy-u3", appID: "app", eventTimestampMs: start + day,
      appUserID: "u3", originalAppUserID: "u3", aliases: ["u3"], productID: "pro_monthly",
      entitlementIDs: ["pro"], periodType: "NORMAL", purchasedAtMs: start + day,
      expirationAtMs: start + 32 * day, environment: "PRODUCTION", transactionID: "t3",
      originalTransactionID: "t3", presentedOfferingID: "offering_b", countryCode: "US",
      currency: "USD", price: Decimal(string: "9.99") ?? 0)
    purchase.experiments = [
      WebhookExperiment(experimentID: "prexp<1>", experimentVariant: "b", enrolledAtMs: start)
    ]
    bodies.append(try WebhookBody.encode(purchase))
    return bodies
  }

  @Test("JSON results, the ids, the page, and one-line errors")
  func routes() throws {
    let served = try ServedStore()
    _ = try served.store.ingest(bodies: Self.bodies())
    let client = try served.client()
    let list = try client.request("GET", "/api/experiments")
    #expect(list.status == 200)
    #expect(list.text == "{\"experiments\": [\"prexp<1>\"]}\n")

    let api = try served.client().request("GET", "/api/experiments/prexp%3C1%3E")
    #expect(api.status == 200, "\(api.text)")
    let expected = try served.store.experimentResults(ExperimentQuery("prexp<1>"))
    #expect(api.text == expected.jsonText + "\n")
    #expect(expected.variant("b")?.initialConversions == 1)

    let page = try served.client().request("GET", "/experiments/prexp%3C1%3E?primary=trial_starts")
    #expect(page.status == 200)
    let html = page.text
    #expect(html.contains("<h1>Experiment prexp&lt;1&gt;</h1>"))
    #expect(!html.contains("prexp<1>"))
    #expect(!html.contains("<script"))
    #expect(
      html.contains(
        "<td data-variant=\"b\" data-metric=\"initial_conversion\" data-field=\"value\">50 (1/2)</td>"
      ))
    #expect(html.contains("data-field=\"exposures\">not recorded</td>"))
    #expect(html.contains("Trial starts (primary)"))
    #expect(html.contains("No winner yet"))
    #expect(html.contains("<svg class=\"chart\""))

    let dashboard = try served.client().request("GET", "/")
    #expect(dashboard.text.contains("<a href=\"/experiments/prexp%3C1%3E\">prexp&lt;1&gt;</a>"))

    let unknown = try served.client().request("GET", "/api/experiments/nope")
    #expect(unknown.status == 404)
    #expect(unknown.text.contains("unknown experiment 'nope' (known: prexp<1>)"))
    for path in [
      "/api/experiments/prexp%3C1%3E?primary=mrr", "/experiments/prexp%3C1%3E?stop=2026-13-01",
      "/api/experiments/prexp%3C1%3E?colour=red", "/api/experiments/prexp%3C1%3E?stop=2030-01-01",
    ] {
      let response = try served.client().request("GET", path)
      #expect(response.status == 400, "\(path)")
      #expect(response.text.hasPrefix("{\"error\":"), "\(path)")
    }
    #expect(try served.client().request("POST", "/api/experiments").status == 405)
  }

  @Test("The page shows the sample-ratio alarm first, the looks, guardrails and both intervals")
  func trust() throws {
    let served = try ServedStore()
    _ = try served.store.ingest(bodies: Self.bodies())
    // 2 and 2 enrolled where the split says 5/95: the alarm (SciPy: χ² = 17.05, p = 3.6e-5).
    let page = try served.client().request(
      "GET", "/experiments/prexp%3C1%3E?split=a%3D5,b%3D95&looks=one")
    #expect(page.status == 200, "\(page.text)")
    let html = page.text
    let alarm = try #require(
      html.range(of: "<p class=\"alarm\" id=\"sample-ratio\" role=\"alert\">"))
    let winner = try #require(html.range(of: "id=\"winner\""))
    #expect(alarm.lowerBound < winner.lowerBound)
    #expect(html.contains("Sample ratio mismatch: the enrolment counts do not fit"))
    #expect(html.contains("Verdicts use fixed-horizon intervals"))
    #expect(html.contains("<section class=\"panel wide\" id=\"guardrails\">"))
    #expect(html.contains("data-variant=\"b\" data-metric=\"refund_rate\" data-worse=\"false\""))
    #expect(html.contains("data-field=\"always_valid_difference_interval\">"))
    #expect(html.contains("data-metric=\"trial_conversion\" data-field=\"value\">no data</td>"))
    let api = try served.client().request(
      "GET", "/api/experiments/prexp%3C1%3E?split=a%3D5,b%3D95")
    let results = try JSONDecoder().decode(ExperimentResults.self, from: Data(api.text.utf8))
    #expect(results.sampleRatioMismatch.alarm)
    #expect(results.looks == .any)
    // Without the split, 2 and 2 fit the default equal split: no alarm, a quiet line.
    let quiet = try served.client().request("GET", "/experiments/prexp%3C1%3E").text
    #expect(!quiet.contains("class=\"alarm\""))
    #expect(quiet.contains("<p id=\"sample-ratio\">Sample ratio: p = 1, no mismatch.</p>"))
    #expect(quiet.contains("Verdicts use always-valid intervals"))
    let bad = try served.client().request("GET", "/api/experiments/prexp%3C1%3E?looks=daily")
    #expect(bad.status == 400)
    #expect(bad.text.contains("looks takes any or one"))
  }

  @Test("With a dashboard token, experiments need it and links carry it")
  func token() throws {
    let served = try ServedStore(dashboardToken: "s3cret")
    _ = try served.store.ingest(bodies: Self.bodies())
    #expect(try served.client().request("GET", "/api/experiments").status == 401)
    #expect(try served.client().request("GET", "/experiments/prexp%3C1%3E").status == 401)
    let dashboard = try served.client().request("GET", "/?token=s3cret&environment=production")
    #expect(
      dashboard.text.contains(
        "href=\"/experiments/prexp%3C1%3E?environment=production&amp;token=s3cret\""))
    let page = try served.client().request("GET", "/experiments/prexp%3C1%3E?token=s3cret")
    #expect(page.status == 200)
    #expect(page.text.contains("href=\"/?token=s3cret\""))
  }
}
