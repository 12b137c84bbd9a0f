import Foundation
import HTTPCore
import SubscriptionAnalytics
import SubscriptionWire

extension AnalyticsRoutes {
  /// How long a client is asked to wait (`Retry-After`, seconds) when the
  /// database is away.
  static let retryAfterSeconds = 5

  /// `GET /healthz`: `{"status": "ok", "events": N, "unrecognized": {…}}`
  /// (200) when the database can be reached and passes its integrity check;
  /// otherwise 503 with `{"status": "unavailable" | "damaged", "reason": "…"}`
  /// and `Retry-After`.
  static func health(_ store: AnalyticsStore) -> HTTPResponse {
    let health = store.health()
    guard health.status == .ok else {
      var response = HTTPResponse.json(
        503,
        Data(
          ("{\"status\": \"\(health.status.rawValue)\", \"reason\": \""
            + JSONTextWriter.escaped(health.reason ?? "") + "\"}\n").utf8))
      response.headers = [("Retry-After", String(retryAfterSeconds))]
      return response
    }
    do {
      let unrecognized = unrecognizedJSON(try store.unrecognizedValues())
      return .json(
        200,
        Data(
          ("{\"status\": \"ok\", \"events\": \(health.events ?? 0), "
            + "\"unrecognized\": \(unrecognized)}\n").utf8))
    } catch {
      return .error(503, "the database cannot be read: \(error)")
    }
  }

  /// The answer to a webhook that was not stored because the database is
  /// away or damaged: 503 with `Retry-After` (RevenueCat retries it later).
  static func unavailable(_ error: AnalyticsError) -> HTTPResponse {
    var response = HTTPResponse.error(503, "the event was not stored: \(error)")
    response.headers = [("Retry-After", String(retryAfterSeconds))]
    return response
  }
}
