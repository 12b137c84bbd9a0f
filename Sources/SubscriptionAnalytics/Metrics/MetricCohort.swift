import Foundation

/// One row of a cohort grid: the cohort that started in one period, and its
/// value at each billing cycle since (the first value is its first payment).
///
/// JSON: `{"date": "2026-01-01", "size": 120, "values": [100, 84.17, 77.5]}`.
public struct MetricCohort: Sendable, Codable, Equatable {
  /// The first day of the period the cohort started in, `YYYY-MM-DD`.
  public var date: String
  /// How many members the cohort has.
  public var size: Int
  /// The value at billing cycle 0, 1, 2, … of the cohort's subscriptions, up
  /// to the last cycle any of them reached by now (percentages to two places).
  public var values: [Decimal]

  /// Creates a row.
  public init(date: String, size: Int, values: [Decimal]) {
    self.date = date
    self.size = size
    self.values = values
  }

  /// The row as JSON, keys in the documented order.
  public var jsonText: String {
    #"{"date": "\#(date)", "size": \#(size), "values": ["#
      + values.map(JSONNumber.text).joined(separator: ", ") + "]}"
  }
}
