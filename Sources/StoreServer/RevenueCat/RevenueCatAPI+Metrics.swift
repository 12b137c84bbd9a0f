import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionAnalytics
import SubscriptionKit
import SubscriptionWire

/// v2 charts and metrics: SubscriptionAnalytics over the store's own webhook
/// events, judged at the store's time.
///
/// Each request ingests the store's outbox into an in-memory analytics store
/// (the same ingest `subkit-analytics` runs), so the answer is exactly what
/// the analytics would show for these events; it costs a pass over the
/// events, which the domain's rate limit (5 a minute) keeps rare.
extension RevenueCatAPI {
  static let metricsRoutes: [RevenueCatRoute] = [
    RevenueCatRoute(
      method: "GET", pattern: "v2/projects/*/metrics/overview", domain: .chartsAndMetrics,
      access: .secretOnly
    ) { api, request, _ in try api.overview(request) },
    RevenueCatRoute(
      method: "GET", pattern: "v2/projects/*/charts/*", domain: .chartsAndMetrics,
      access: .secretOnly
    ) { api, request, captures in try api.chart(captures[1], request) },
  ]

  /// `GET /v2/projects/{p}/metrics/overview`: active trials, active
  /// subscriptions and MRR now; revenue and new customers over the last 28 days.
  func overview(_ request: HTTPRequest) throws -> HTTPResponse {
    let (analytics, now, environment) = try analyticsStore(request)
    let from = now.addingTimeInterval(-28 * 86_400)
    func series(_ name: MetricName, from start: Date) throws -> [MetricSeries.Point] {
      try analytics.metric(MetricQuery(name, from: start, to: now, environment: environment))
        .points
    }
    func last(_ name: MetricName) throws -> Decimal { try series(name, from: now).last?.value ?? 0 }
    func total(_ name: MetricName) throws -> Decimal {
      try series(name, from: from).reduce(0) { $0 + $1.value }
    }
    let metrics: [(String, String, String, String, Decimal)] = [
      ("active_trials", "Active Trials", "#", "P0D", try last(.trials)),
      ("active_subscriptions", "Active Subscriptions", "#", "P0D", try last(.actives)),
      ("mrr", "MRR", "$", "P28D", try last(.mrr)),
      ("revenue", "Revenue", "$", "P28D", try total(.revenue)),
      ("new_customers", "New Customers", "#", "P28D", try total(.customersNew)),
    ]
    return RevenueCatErrorBody.json(
      200,
      OverviewMetricsDocument(
        metrics: metrics.map { id, name, unit, period, value in
          OverviewMetricsDocument.Metric(
            id: id, name: name, unit: unit, period: period, value: value,
            lastUpdatedAt: ISO8601.milliseconds(now))
        }))
  }

  /// `GET /v2/projects/{p}/charts/{name}` (`start_date`, `end_date` as
  /// YYYY-MM-DD, `resolution` day|week|month): one value per period.
  func chart(_ name: String, _ request: HTTPRequest) throws -> HTTPResponse {
    guard let metric = MetricName(rawValue: name) else {
      let names = MetricName.allCases.map(\.rawValue).joined(separator: ", ")
      throw RevenueCatRequestError(
        status: 404, code: .badRequest, type: "resource_missing",
        message: "No chart '\(name)' here (charts: \(names)).")
    }
    let (analytics, now, environment) = try analyticsStore(request)
    let end = try Self.day(request.query["end_date"], name: "end_date") ?? now
    let start =
      try Self.day(request.query["start_date"], name: "start_date")
      ?? end.addingTimeInterval(-28 * 86_400)
    guard start <= end else {
      throw RevenueCatRequestError.badRequest("'start_date' must not be after 'end_date'.")
    }
    var resolution = MetricResolution.day
    if let text = request.query["resolution"] {
      guard let value = MetricResolution(rawValue: text) else {
        throw RevenueCatRequestError.badRequest(
          "'resolution' is day, week or month, not '\(text)'.")
      }
      resolution = value
    }
    let series = try analytics.metric(
      MetricQuery(metric, from: start, to: end, resolution: resolution, environment: environment))
    return RevenueCatErrorBody.json(
      200,
      ChartDataDocument(
        category: name, displayName: name, resolution: resolution.rawValue, unit: series.unit,
        startDate: ISO8601.milliseconds(start), endDate: ISO8601.milliseconds(end),
        values: series.points.map { ChartDataDocument.Point(date: $0.date, value: $0.value) }))
  }

  /// The store's events in a fresh in-memory analytics store, the store's
  /// time, and the environment asked for (`environment`, default: the events').
  private func analyticsStore(_ request: HTTPRequest) throws -> (
    AnalyticsStore, Date, AnalyticsEnvironment
  ) {
    let now = store.now
    let events = try store.webhookEvents(after: 0, limit: .max)
    var environment =
      events.first.flatMap { AnalyticsEnvironment(rawValue: $0.event.environment) }
      ?? .production
    if let text = request.query["environment"] {
      guard let chosen = AnalyticsEnvironment(rawValue: text) else {
        throw RevenueCatRequestError.badRequest("'environment' is production or sandbox.")
      }
      environment = chosen
    }
    let analytics = try AnalyticsStore.open(.inMemory, now: { now })
    _ = try analytics.ingest(bodies: events.map(\.body))
    return (analytics, now, environment)
  }

  /// A `YYYY-MM-DD` query value as the start of that day (UTC); nil when absent.
  private static func day(_ text: String?, name: String) throws -> Date? {
    guard let text else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    guard let date = formatter.date(from: text) else {
      throw RevenueCatRequestError.badRequest("'\(name)' must be a date such as 2026-01-31.")
    }
    return date
  }
}
