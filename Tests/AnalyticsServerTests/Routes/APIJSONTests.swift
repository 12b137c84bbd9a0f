import Foundation
import SQLiteSupport
import SubscriptionAnalytics
import Testing

@testable import AnalyticsServer

/// Every document the JSON API writes is JSON (issue 30): no bare `NaN` or
/// `Infinity`, whatever amounts the store holds, amounts at the accepted
/// bound and a legacy amount stored before there was one alike.
@Suite("The JSON API writes valid JSON for any stored amounts", .timeLimit(.minutes(10)))
struct APIJSONTests {
  static func body(
    id: String, user: String, price: String, local: String? = nil, tax: String = "0",
    commission: String = "0.3", variant: String = "a", day: Int = 0, days: Int64 = 30,
    type: String = "INITIAL_PURCHASE"
  ) -> String {
    let start = 1_767_225_600_000 + Int64(day) * 86_400_000
    return #"{"api_version": "1.0", "event": {"id": "\#(id)", "type": "\#(type)", "#
      + #""event_timestamp_ms": \#(start), "purchased_at_ms": \#(start), "#
      + #""expiration_at_ms": \#(start + days * 86_400_000), "app_user_id": "\#(user)", "#
      + #""transaction_id": "t-\#(id)", "original_transaction_id": "t-\#(id)", "#
      + #""product_id": "pro_monthly", "environment": "PRODUCTION", "currency": "IDR", "#
      + #""price": \#(price), "price_in_purchased_currency": \#(local ?? price), "#
      + #""tax_percentage": \#(tax), "commission_percentage": \#(commission), "#
      + #""experiments": [{"experiment_id": "exp", "experiment_variant": "\#(variant)"}]}}"#
  }

  @Test("Every metric, resolution and filter, /healthz and the experiment API parse as JSON")
  func everyDocumentParses() throws {
    let served = try ServedStore()
    let edges = [
      Self.body(id: "a", user: "u1", price: "1000000", local: "10000000000"),
      Self.body(id: "b", user: "u2", price: "0.01", tax: "1", commission: "0", variant: "b"),
      Self.body(id: "c", user: "u3", price: "-1000000", commission: "1", day: 3),
      Self.body(id: "d", user: "u4", price: "999999.99", variant: "b", day: 40),
      Self.body(id: "e", user: "u5", price: "0", day: 70, type: "RENEWAL"),
    ]
    for body in edges {
      let response = try served.post(Data(body.utf8))
      #expect(response.status == 200, "\(response.text)")
    }
    // Amounts stored before ingest bounded them (a database from an older
    // version): the largest the reader takes, on one-day periods, whose
    // monthly share (×30) overflows `Decimal` into NaN.
    let database = try SQLiteDatabase(path: try #require(served.database.sqlitePath))
    let insert = try database.prepare(
      """
      INSERT INTO events (event_id, environment, type, app_user_id, transaction_id,
        event_timestamp_ms, body) VALUES (?, 'PRODUCTION', 'INITIAL_PURCHASE', ?, ?, ?, ?)
      """)
    for index in 0..<3 {
      let id = "legacy-\(index)"
      try insert.bind(
        .text(id), .text("legacy-user-\(index)"), .text("t-" + id), .integer(1_767_225_600_000),
        .text(
          Self.body(
            id: id, user: "legacy-user-\(index)", price: "99999999999999999e127", days: 1))
      ).run()
      insert.reset()
    }
    try served.store.rebuild()

    var paths = ["/healthz", "/api/experiments", "/api/experiments/exp"]
    for metric in MetricName.allCases {
      for resolution in ["day", "week", "month"] {
        paths.append(
          "/api/metrics/\(metric.rawValue)?from=2025-12-01&to=2026-04-30&resolution=\(resolution)")
      }
      paths.append("/api/metrics/\(metric.rawValue)?currency=IDR&from=2026-01-01&to=2026-03-31")
    }
    var nulls = 0
    for path in paths {
      let response = try served.client().request("GET", path)
      #expect(response.status == 200, "\(path): \(response.text)")
      #expect(
        (try? JSONSerialization.jsonObject(with: response.body)) != nil,
        "\(path) is not JSON: \(response.text.prefix(300))")
      #expect(!response.text.contains("NaN") && !response.text.contains("Infinity"), "\(path)")
      if response.text.contains("null") { nulls += 1 }
    }
    // The legacy amounts did overflow somewhere: the test reaches the case it guards.
    #expect(nulls > 0)
    // The dashboard shows "n/a" for such a value, never "NaN".
    let page = try served.client().request("GET", "/?from=2026-01-01&to=2026-03-31")
    #expect(page.status == 200)
    #expect(!page.text.contains("NaN"))
  }
}
