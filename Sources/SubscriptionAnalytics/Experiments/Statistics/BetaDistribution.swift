import Foundation

/// A Beta(α, β) distribution: the posterior of a conversion rate.
///
/// With a uniform prior Beta(1, 1) and `successes` of `trials`, the posterior
/// is Beta(1 + successes, 1 + trials − successes) (`posterior(successes:trials:)`).
struct BetaDistribution: Sendable, Hashable {
  /// α > 0.
  let alpha: Double
  /// β > 0.
  let beta: Double
  /// `ln B(α, β)`, computed once.
  let logNorm: Double

  /// Beta(α, β).
  init(alpha: Double, beta: Double) {
    self.alpha = alpha
    self.beta = beta
    logNorm = SpecialFunctions.logBeta(alpha, beta)
  }

  /// The posterior after `successes` of `trials` under a uniform prior.
  static func posterior(successes: Int, trials: Int) -> BetaDistribution {
    BetaDistribution(alpha: Double(1 + successes), beta: Double(1 + trials - successes))
  }

  /// `α / (α + β)`.
  var mean: Double { alpha / (alpha + beta) }

  /// `αβ / ((α + β)²(α + β + 1))`.
  var variance: Double {
    let sum = alpha + beta
    return alpha * beta / (sum * sum * (sum + 1))
  }

  /// P(X ≤ x).
  func cdf(_ x: Double) -> Double {
    SpecialFunctions.regularizedIncompleteBeta(x, alpha, beta)
  }

  /// The density at `x` (0 outside (0, 1)).
  func density(_ x: Double) -> Double {
    guard x > 0 && x < 1 else { return 0 }
    return exp(SpecialFunctions.logBetaDensity(x, alpha, beta, logNorm: logNorm))
  }

  /// The `p`-quantile.
  func quantile(_ p: Double) -> Double {
    SpecialFunctions.inverseRegularizedIncompleteBeta(p, alpha, beta)
  }

  /// The central interval holding `level` of the probability.
  func interval(level: Double) -> ClosedRange<Double> {
    let tail = (1 - level) / 2
    return quantile(tail)...quantile(1 - tail)
  }
}
