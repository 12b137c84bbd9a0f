/// One panel of the dashboard: a chart of one or more series, and their
/// numbers in a table under it (or, for retention, the cohort grid).
package struct DashboardPanel: Sendable, Hashable {
  /// How a panel is drawn.
  package enum Style: Sendable, Hashable {
    /// Lines over time (MRR, actives, trials, churn rate).
    case line
    /// Bars per period (revenue, refunds, new customers).
    case bars
    /// Horizontal bars, one per stage (the trial conversion funnel).
    case funnel
    /// Parts stacked above and below zero per period, with their sum as a
    /// line (the MRR movement: the last series is the sum).
    case stacked
    /// The cohort grid as a table, no chart (subscription retention).
    case grid
  }

  /// The panel's identifier, used in element ids (`mrr`, `trial_funnel`).
  package var id: String
  /// The heading.
  package var title: String
  /// One sentence under the heading: what the number means.
  package var caption: String
  /// How to draw it.
  package var style: Style
  /// The data (several series share the axes).
  package var series: [ChartSeries]
  /// Shown instead of a chart when the data could not be computed.
  package var problem: String?
  /// The cohort grid (`.grid` only).
  package var cohorts: [DashboardCohortRow]

  /// Creates a panel.
  package init(
    id: String, title: String, caption: String, style: Style, series: [ChartSeries],
    problem: String? = nil, cohorts: [DashboardCohortRow] = []
  ) {
    self.id = id
    self.title = title
    self.caption = caption
    self.style = style
    self.series = series
    self.problem = problem
    self.cohorts = cohorts
  }
}
