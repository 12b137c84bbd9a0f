/// One chart's data as the dashboard draws it: labelled points in order.
///
/// `text` is the value exactly as the metrics API reports it (money stays a
/// decimal string); `value` is only where the point is drawn.
package struct ChartSeries: Sendable, Hashable {
  /// One point.
  package struct Point: Sendable, Hashable {
    /// The label under the point: a period's first day, a funnel stage, a cohort.
    package var label: String
    /// Where the point is drawn.
    package var value: Double
    /// The value as shown in the table.
    package var text: String

    /// Creates a point.
    package init(label: String, value: Double, text: String) {
      self.label = label
      self.value = value
      self.text = text
    }
  }

  /// The series' name (a metric name, or a funnel stage's name).
  package var name: String
  /// The unit (`USD`, `%`, `count`…).
  package var unit: String
  /// The points, in order.
  package var points: [Point]

  /// Creates a series.
  package init(name: String, unit: String, points: [Point]) {
    self.name = name
    self.unit = unit
    self.points = points
  }
}
