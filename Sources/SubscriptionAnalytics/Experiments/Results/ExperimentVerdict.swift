/// What the numbers say about one variant on one metric.
public enum ExperimentVerdict: String, Sendable, Codable, Hashable {
  /// It is the control: the others are compared with it.
  case control
  /// Better than the control: P(beat control) ≥ ½ + level/2 (97.5% for 95%
  /// intervals), which is when the difference's interval lies wholly on the
  /// better side of zero.
  case better
  /// Worse than the control, by the same rule the other way.
  case worse
  /// Not yet distinguishable from the control.
  case inconclusive
  /// Not enough data to compare (no customers, no trials, fewer than two
  /// customers for money).
  case noData = "no_data"
}
