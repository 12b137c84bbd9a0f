import Foundation
import SubscriptionWire

/// RevenueCat's v2 `overview_metrics` document. Values stay `Decimal` to the
/// JSON text (money is never routed through `Double`: 49.99 stays 49.99).
struct OverviewMetricsDocument: Encodable {
  /// One `overview_metric`.
  struct Metric: Encodable {
    let object = "overview_metric"
    let id: String
    let name: String
    let unit: String
    let period: String
    let value: Decimal
    let lastUpdatedAt: Int64

    enum CodingKeys: String, CodingKey {
      case object, id, name, unit, period, value
      case lastUpdatedAt = "last_updated_at"
    }
  }

  let object = "overview_metrics"
  let metrics: [Metric]
}

/// RevenueCat's v2 `chart_data` document: one value per period, kept `Decimal`.
struct ChartDataDocument: Encodable {
  /// One period's value.
  struct Point: Encodable {
    let date: String
    let value: Decimal
  }

  let object = "chart_data"
  let category: String
  let displayName: String
  let resolution: String
  let unit: String
  let startDate: Int64
  let endDate: Int64
  let values: [Point]

  enum CodingKeys: String, CodingKey {
    case object, category, resolution, unit, values
    case displayName = "display_name"
    case startDate = "start_date"
    case endDate = "end_date"
  }
}
