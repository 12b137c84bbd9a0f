import Foundation

/// The normal approximation to the posterior of a mean (revenue per
/// customer): N(mean, s²/n) for each arm, so the difference is normal with
/// the variances added.
struct NormalMeanEstimate: Sendable {
  /// The sample mean.
  let mean: Double
  /// The variance of the mean, `s² / n`.
  let varianceOfMean: Double

  /// The central interval holding `level` of the probability.
  func interval(level: Double) -> ClosedRange<Double> {
    let z = NormalDistribution.quantile(1 - (1 - level) / 2)
    let half = z * varianceOfMean.squareRoot()
    return (mean - half)...(mean + half)
  }

  /// The difference `self − control`: its mean, interval and P(self > control).
  func compared(to control: NormalMeanEstimate, level: Double) -> (
    interval: ClosedRange<Double>, probabilityGreater: Double
  ) {
    let difference = NormalMeanEstimate(
      mean: mean - control.mean, varianceOfMean: varianceOfMean + control.varianceOfMean)
    let spread = difference.varianceOfMean.squareRoot()
    let probability: Double =
      spread > 0
      ? NormalDistribution.cdf(difference.mean / spread)
      : (difference.mean > 0 ? 1 : difference.mean < 0 ? 0 : 0.5)
    return (difference.interval(level: level), probability)
  }
}
