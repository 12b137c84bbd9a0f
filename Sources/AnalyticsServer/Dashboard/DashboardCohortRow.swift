/// One row of the retention cohort grid: the subscriptions that first paid
/// in one period, and the share of them still paid 0, 1, 2, … periods on.
package struct DashboardCohortRow: Sendable, Hashable {
  /// The period's first day (`2026-01-01`): the row's key.
  package var date: String
  /// The period for people (`Jan 2026`).
  package var period: String
  /// How many subscriptions the cohort has.
  package var size: Int
  /// The exact percentages, period 0 first.
  package var values: [String]

  /// Creates a row.
  package init(date: String, period: String, size: Int, values: [String]) {
    self.date = date
    self.period = period
    self.size = size
    self.values = values
  }
}
