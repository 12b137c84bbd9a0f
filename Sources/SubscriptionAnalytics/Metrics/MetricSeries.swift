import Foundation

/// A metric's answer: one value per period, dated by the period's first day.
///
/// Its JSON (`jsonText`, and `Codable`) is the document the CLI and the HTTP
/// API print:
/// `{"metric": "mrr", "resolution": "month", "unit": "USD", "points": [{"date": "2026-01-01", "value": 12.5}, …]}`.
public struct MetricSeries: Sendable, Codable, Equatable {
  /// One period's value.
  public struct Point: Sendable, Codable, Equatable {
    /// The first day of the period, `YYYY-MM-DD` (UTC).
    public var date: String
    /// The value: money rounded to the cent, percentages to two places, counts exact.
    public var value: Decimal

    /// Creates a point.
    public init(date: String, value: Decimal) {
      self.date = date
      self.value = value
    }
  }

  /// The metric's name (`mrr`, `churn`, …).
  public var metric: String
  /// `day`, `week` or `month`.
  public var resolution: MetricResolution
  /// `USD` (or the queried currency), `percent` or `count`.
  public var unit: String
  /// The periods, oldest first.
  public var points: [Point]
  /// For cohort grids (`subscription_retention`): one row per cohort; nil otherwise.
  public var cohorts: [MetricCohort]?

  /// Creates a series.
  public init(
    metric: String, resolution: MetricResolution, unit: String, points: [Point],
    cohorts: [MetricCohort]? = nil
  ) {
    self.metric = metric
    self.resolution = resolution
    self.unit = unit
    self.points = points
    self.cohorts = cohorts
  }

  /// The JSON document, keys in the documented order, numbers exact (a
  /// value that is not a number is written `null`, never `NaN`).
  public var jsonText: String {
    let points = points.map {
      #"{"date": "\#($0.date)", "value": \#(JSONNumber.text($0.value))}"#
    }
    return
      #"{"metric": "\#(metric)", "resolution": "\#(resolution.rawValue)", "unit": "\#(unit)", "points": ["#
      + points.joined(separator: ", ") + "]"
      + (cohorts.map { rows in
        #", "cohorts": ["# + rows.map(\.jsonText).joined(separator: ", ") + "]"
      } ?? "") + "}"
  }
}
