/// One chart's data as the dashboard draws it: labelled points in order.
///
/// `text` is the value exactly as the metrics API reports it (money stays a
/// decimal string); `value` is only where the point is drawn.
public struct ChartSeries: Sendable, Hashable {
  /// One point.
  public struct Point: Sendable, Hashable {
    /// The label under the point: a period's first day, a funnel stage, a cohort.
    public var label: String
    /// Where the point is drawn.
    public var value: Double
    /// The value as shown in the table.
    public var text: String

    /// Creates a point.
    public init(label: String, value: Double, text: String) {
      self.label = label
      self.value = value
      self.text = text
    }
  }

  /// The series' name (a metric name, or a funnel stage's name).
  public var name: String
  /// The unit (`USD`, `%`, `count`…).
  public var unit: String
  /// The points, in order.
  public var points: [Point]

  /// Creates a series.
  public init(name: String, unit: String, points: [Point]) {
    self.name = name
    self.unit = unit
    self.points = points
  }
}
