/// One chart's data as the dashboard draws it: labelled points in order.
///
/// `text` is the value exactly as the metrics API reports it (money stays a
/// decimal string, kept in the table's `data-value` and the CSV); `shown` is
/// how people read it (`$8,094.00`); `value` is only where the point is drawn.
package struct ChartSeries: Sendable, Hashable {
  /// One point.
  package struct Point: Sendable, Hashable {
    /// The point's key: a period's first day (`2026-01-01`), a funnel stage, a cohort.
    package var label: String
    /// Where the point is drawn.
    package var value: Double
    /// The exact value.
    package var text: String
    /// The value for people (`text` unless set).
    package var shown: String
    /// The label for people (`Jan 2026`; `label` unless set).
    package var period: String
    /// The label on a chart axis (`Jan 26`; `period` unless set).
    package var axis: String
    /// Whether the period has not ended yet (drawn apart, out of trend lines).
    package var isPartial: Bool

    /// Creates a point.
    package init(
      label: String, value: Double, text: String, shown: String? = nil, period: String? = nil,
      axis: String? = nil, isPartial: Bool = false
    ) {
      self.label = label
      self.value = value
      self.text = text
      self.shown = shown ?? text
      self.period = period ?? label
      self.axis = axis ?? period ?? label
      self.isPartial = isPartial
    }
  }

  /// The series' key (a metric name, or a funnel's name), in `data-series`.
  package var name: String
  /// The unit (`USD`, `percent`, `count`…).
  package var unit: String
  /// The points, in order.
  package var points: [Point]
  /// The series' name for people (`Active subscriptions`; `name` unless set).
  package var title: String

  /// Creates a series.
  package init(name: String, unit: String, points: [Point], title: String? = nil) {
    self.name = name
    self.unit = unit
    self.points = points
    self.title = title ?? name
  }
}
