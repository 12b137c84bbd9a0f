import Foundation

/// One metric of one variant, with its uncertainty and its comparison with
/// the control.
///
/// Rates are in percent (two places) with the highest-density interval of
/// their Beta-Binomial posterior (it always contains the observed rate);
/// money in USD (to the cent) with a normal-approximation interval; the
/// difference is the variant minus the control, in percentage points or USD,
/// with its fixed-horizon interval and its always-valid one. Without data
/// the value and every interval are nil ("no data", never "0%").
public struct ExperimentEstimate: Sendable, Codable, Equatable {
  /// Which metric.
  public var metric: ExperimentMetric
  /// The observed value: percent, or USD per customer; nil without data.
  public var value: Decimal?
  /// For rates: the customers (or charges) counted, and out of how many.
  public var successes: Int?
  /// For rates: the denominator (for `trial_conversion`, the customers whose
  /// first trial has ended); for money: the customers averaged over.
  public var trials: Int?
  /// The credible interval of the true value (nil without data).
  public var lower: Decimal?
  /// Its upper end.
  public var upper: Decimal?
  /// The observed difference from the control (nil for the control).
  public var difference: Decimal?
  /// The credible interval of the true difference.
  public var differenceLower: Decimal?
  /// Its upper end.
  public var differenceUpper: Decimal?
  /// The always-valid interval of the true difference: it holds its level
  /// however often the results are read (`AlwaysValidDifference`).
  public var alwaysValidDifferenceLower: Decimal?
  /// Its upper end.
  public var alwaysValidDifferenceUpper: Decimal?
  /// The probability that this variant is truly better than the control on
  /// this metric (lower is better for `refund_rate`), to four places.
  public var probabilityToBeatControl: Decimal?
  /// Better, worse, inconclusive, the control, or no data.
  public var verdict: ExperimentVerdict

  enum CodingKeys: String, CodingKey {
    case metric, value, successes, trials, lower, upper, difference, verdict
    case differenceLower = "difference_lower"
    case differenceUpper = "difference_upper"
    case alwaysValidDifferenceLower = "always_valid_difference_lower"
    case alwaysValidDifferenceUpper = "always_valid_difference_upper"
    case probabilityToBeatControl = "probability_to_beat_control"
  }

  /// Creates an estimate.
  public init(
    metric: ExperimentMetric, value: Decimal?, successes: Int? = nil, trials: Int? = nil,
    lower: Decimal? = nil, upper: Decimal? = nil, difference: Decimal? = nil,
    differenceLower: Decimal? = nil, differenceUpper: Decimal? = nil,
    alwaysValidDifferenceLower: Decimal? = nil, alwaysValidDifferenceUpper: Decimal? = nil,
    probabilityToBeatControl: Decimal? = nil, verdict: ExperimentVerdict
  ) {
    self.metric = metric
    self.value = value
    self.successes = successes
    self.trials = trials
    self.lower = lower
    self.upper = upper
    self.difference = difference
    self.differenceLower = differenceLower
    self.differenceUpper = differenceUpper
    self.alwaysValidDifferenceLower = alwaysValidDifferenceLower
    self.alwaysValidDifferenceUpper = alwaysValidDifferenceUpper
    self.probabilityToBeatControl = probabilityToBeatControl
    self.verdict = verdict
  }
}
