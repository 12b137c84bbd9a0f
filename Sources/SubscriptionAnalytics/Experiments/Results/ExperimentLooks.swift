/// How often an experiment's results are read before it stops, which
/// decides which intervals its verdicts rest on.
public enum ExperimentLooks: String, Sendable, Codable, Hashable, CaseIterable {
  /// Any number of looks, at any time (the default): verdicts rest on the
  /// always-valid intervals, so reading the report every day and stopping
  /// at the first "better" keeps the stated error rate.
  case any
  /// One look, at a stop fixed in advance: verdicts rest on the
  /// fixed-horizon credible intervals and P(beat control), narrower, but
  /// their error rate holds only for that one look.
  case one
}
