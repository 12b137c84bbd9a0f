import Foundation

/// An always-valid confidence interval for a difference of two means — a
/// variant's minus the control's — that may be looked at after every
/// customer and still holds its error rate.
///
/// It is the normal-mixture confidence sequence (Robbins 1970; the mixture
/// sequential probability ratio test of Johari et al. 2017 and 2022; the
/// boundary and its tuning as in Howard et al. 2021, and its asymptotic,
/// plug-in-variance form as in Waudby-Smith et al. 2023). With `d` the
/// observed difference, `s²` its variance (σ²ᵥ/nᵥ + σ²꜀/n꜀) and `τ²` the
/// mixture's variance, the interval is `d ± h` with
///
///     h² = s²(s² + τ²)/τ² · (2 ln(1/α) + ln((s² + τ²)/s²))
///
/// — the differences θ at which the mixture likelihood ratio stays below
/// 1/α, so by Ville's inequality the chance that it ever excludes the true
/// difference, at any number of looks, is at most α.
struct AlwaysValidDifference: Sendable {
  /// The observed difference.
  let difference: Double
  /// Its variance, `s²`.
  let variance: Double
  /// The mixture's variance, `τ²`.
  let mixtureVariance: Double

  /// The interval at error rate `alpha` (`1 − level`): the point `d` when
  /// the difference has no variance (every amount equal).
  func interval(alpha: Double) -> ClosedRange<Double> {
    guard variance > 0, mixtureVariance > 0 else { return difference...difference }
    let sum = variance + mixtureVariance
    let squared = variance * sum / mixtureVariance * (2 * log(1 / alpha) + log(sum / variance))
    let half = squared.squareRoot()
    return (difference - half)...(difference + half)
  }

  /// The mixture variance that makes the interval narrowest when each arm
  /// has `customers` customers (the approximation of Howard et al. 2021,
  /// §3.5, also `best_rho2_approx` in their `confseq` package): `τ² = σ²ρ²`
  /// with `σ²` the variance of one customer's pair of outcomes
  /// (σ²ᵥ + σ²꜀) and `ρ² = (2 ln(1/α) + ln(2 ln(1/α) + 1)) / customers`.
  static func mixtureVariance(pairVariance: Double, customers: Int, alpha: Double) -> Double {
    let twiceLog = 2 * log(1 / alpha)
    return pairVariance * (twiceLog + log(twiceLog + 1)) / Double(max(1, customers))
  }
}
