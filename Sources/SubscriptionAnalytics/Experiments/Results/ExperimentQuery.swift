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
  /// How many looks the verdicts allow for (`.any`: always-valid).
  public var looks: ExperimentLooks
  /// The configured split, in percent (or any positive weights) per
  /// variant, the holdout included: what the sample-ratio check tests the
  /// enrolment counts against. Empty: an equal split across the variants,
  /// the holdout left out of the check.
  public var split: [String: Double]
  /// Customers per variant at which the always-valid intervals are tuned to
  /// be narrowest (they are valid at every size).
  public var plannedCustomersPerVariant: Int

  /// The variant name that marks customers kept on no variant (a holdout):
  /// reported as its own row, never the control or the winner.
  public static let holdoutVariant = "holdout"

  /// A query; see each property for the defaults.
  public init(
    _ experimentID: String, environment: AnalyticsEnvironment = .production, stop: Date? = nil,
    control: String? = nil, primary: ExperimentMetric = .initialConversion, level: Double = 0.95,
    looks: ExperimentLooks = .any, split: [String: Double] = [:],
    plannedCustomersPerVariant: Int = 1_000
  ) {
    self.experimentID = experimentID
    self.environment = environment
    self.stop = stop
    self.control = control
    self.primary = primary
    self.level = level
    self.looks = looks
    self.split = split
    self.plannedCustomersPerVariant = plannedCustomersPerVariant
  }
}
