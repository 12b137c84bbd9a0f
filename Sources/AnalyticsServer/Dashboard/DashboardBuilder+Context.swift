import Foundation
import SubscriptionAnalytics

extension DashboardBuilder {
  /// What formatting a page's values needs: its resolution and instant.
  struct Context {
    let resolution: MetricResolution
    let now: Date
    /// The first day of the period holding now (`YYYY-MM-DD`).
    let currentStart: String

    init(resolution: MetricResolution, now: Date) {
      self.resolution = resolution
      self.now = now
      currentStart = Self.start(of: now, resolution: resolution)
    }

    /// Whether the period starting on `date` has not ended by now: it
    /// starts at or after the start of the period holding now (dates as
    /// `YYYY-MM-DD` order as text; worked out once, not per point).
    func isPartial(_ date: String) -> Bool {
      date >= currentStart
    }

    /// The first day of the period of `resolution` holding `now`.
    static func start(of now: Date, resolution: MetricResolution) -> String {
      let calendar = MetricRequest.utc
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: now)
      let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
      switch resolution {
      case .day: return String(format: "%04d-%02d-%02d", year, month, day)
      case .month: return String(format: "%04d-%02d-01", year, month)
      case .week:
        // ISO weeks start on Monday (weekday 2).
        let back = ((parts.weekday ?? 2) + 5) % 7
        let monday = calendar.date(byAdding: .day, value: -back, to: now) ?? now
        let start = calendar.dateComponents([.year, .month, .day], from: monday)
        return String(format: "%04d-%02d-%02d", start.year ?? 0, start.month ?? 0, start.day ?? 0)
      }
    }

    func period(_ date: String) -> String {
      DashboardFormat.period(date, resolution: resolution)
    }

    func series(_ series: MetricSeries) -> ChartSeries {
      let name = MetricName(rawValue: series.metric)
      return ChartSeries(
        name: series.metric, unit: series.unit,
        points: series.points.map {
          // A value that is not a number (amounts stored before ingest bounded
          // them) is drawn as 0 and shown as "n/a", never "NaN".
          .init(
            label: $0.date,
            value: $0.value.isFinite ? NSDecimalNumber(decimal: $0.value).doubleValue : 0,
            text: $0.value.isFinite ? "\($0.value)" : "n/a",
            shown: DashboardFormat.value($0.value, unit: series.unit),
            period: period($0.date),
            axis: DashboardFormat.period($0.date, resolution: resolution, short: true),
            isPartial: isPartial($0.date))
        }, title: name.flatMap { titles[$0] } ?? series.metric)
    }

    /// The latest value of `series` and its change against the period
    /// before. A flow over a period not ended yet (revenue so far) is not
    /// compared with a whole period: the previous period's value is shown.
    func headline(_ name: MetricName, _ series: MetricSeries) -> DashboardHeadline? {
      guard let latest = series.points.last else { return nil }
      let previous = series.points.dropLast().last
      let isPartial = isPartial(latest.date)
      var detail = period(latest.date) + (isPartial ? " so far" : "")
      var change: String?
      if let previous {
        if isPartial && DashboardBuilder.flowHeadlines.contains(name) {
          detail +=
            "; " + period(previous.date) + ": "
            + DashboardFormat.value(previous.value, unit: series.unit)
        } else {
          detail += ", vs " + period(previous.date)
          change = DashboardFormat.change(
            from: previous.value, to: latest.value, unit: series.unit)
        }
      }
      return DashboardHeadline(
        id: name.rawValue, title: titles[name] ?? name.rawValue,
        value: DashboardFormat.value(latest.value, unit: series.unit), change: change,
        detail: detail)
    }
  }
}
