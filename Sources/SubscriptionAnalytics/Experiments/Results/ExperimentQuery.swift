import Foundation

/// A question for the store about one experiment: how its variants did,
/// over the experiment's window, in one environment.
///
/// ```swift
/// let results = try store.experimentResults(ExperimentQuery("prexp_paywall"))
/// print(results.winner ?? "no winner yet")
/// ```
public struct ExperimentQuery: Sendable, Hashable {
  /// The experiment's identifier (`experiment_id` on the wire).
  public var experimentID: String
  /// Production (the default) or sandbox.
  public var environment: AnalyticsEnvironment
  /// When the experiment stopped: customers enrolled, and first purchases
  /// made, after it are left out (their revenue to now still counts in
  /// realized LTV). Nil while it runs: the store's now.
  public var stop: Date?
  /// The control variant; nil for `a` when there is one, else the first by name.
  public var control: String?
  /// The metric that names the winner.
  public var primary: ExperimentMetric
  /// The probability held by each credible interval (0.5 < level < 1).
  public var level: Double

  /// A query; see each property for the defaults.
  public init(
    _ experimentID: String, environment: AnalyticsEnvironment = .production, stop: Date? = nil,
    control: String? = nil, primary: ExperimentMetric = .initialConversion, level: Double = 0.95
  ) {
    self.experimentID = experimentID
    self.environment = environment
    self.stop = stop
    self.control = control
    self.primary = primary
    self.level = level
  }
}
