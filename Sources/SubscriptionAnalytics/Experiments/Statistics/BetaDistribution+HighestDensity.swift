import Foundation

extension BetaDistribution {
  /// The highest-density interval holding `level` of the probability: the
  /// shortest one, every point inside more probable than any outside.
  ///
  /// Under the uniform prior the posterior's mode is the observed rate k/n,
  /// so this interval always contains the estimate — 0 of 35 reads
  /// `[0, 8.0]`, where the central interval would start above zero. For a
  /// density that only falls (α ≤ 1) it is `[0, q(level)]`, for one that
  /// only rises (β ≤ 1) `[q(1 − level), 1]`; otherwise the lower tail `t`
  /// is found where the density is equal at both ends,
  /// `f(q(t)) = f(q(t + level))`, by bisection on `t` (the difference of the
  /// log densities rises with `t` for a unimodal density).
  func highestDensityInterval(level: Double) -> ClosedRange<Double> {
    if alpha <= 1 && beta <= 1 { return interval(level: level) }
    if alpha <= 1 { return 0...quantile(level) }
    if beta <= 1 { return quantile(1 - level)...1 }
    func logDensity(_ x: Double) -> Double {
      guard x > 0 && x < 1 else { return -.infinity }
      return SpecialFunctions.logBetaDensity(x, alpha, beta, logNorm: logNorm)
    }
    var low = 0.0
    var high = 1 - level
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      let gap = logDensity(quantile(middle)) - logDensity(quantile(middle + level))
      if gap < 0 { low = middle } else { high = middle }
    }
    let tail = (low + high) / 2
    return quantile(tail)...quantile(tail + level)
  }
}
