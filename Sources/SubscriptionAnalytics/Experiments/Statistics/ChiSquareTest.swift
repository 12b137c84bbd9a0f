import Foundation

/// Pearson's chi-square goodness-of-fit test: counts against expected
/// shares, as the sample-ratio check uses it.
///
/// χ² = Σ (observed − expected)² / expected with `k − 1` degrees of
/// freedom for `k` groups; the p-value is the chi-square distribution's
/// upper tail, Q((k − 1)/2, χ²/2) (`SpecialFunctions.regularizedUpperGamma`).
struct ChiSquareTest: Sendable {
  /// χ².
  let statistic: Double
  /// `k − 1`.
  let degreesOfFreedom: Int
  /// P(χ²ₖ₋₁ ≥ statistic).
  let pValue: Double

  /// The test of `counts` against `shares` (any positive weights, one per
  /// count; they are normalized). Nil for fewer than two groups or no counts.
  init?(counts: [Int], shares: [Double]) {
    let total = counts.reduce(0, +)
    let weight = shares.reduce(0, +)
    guard counts.count >= 2, counts.count == shares.count, total > 0, weight > 0,
      shares.allSatisfy({ $0 > 0 && $0.isFinite })
    else { return nil }
    var statistic = 0.0
    for (count, share) in zip(counts, shares) {
      let expected = Double(total) * share / weight
      let deviation = Double(count) - expected
      statistic += deviation * deviation / expected
    }
    self.statistic = statistic
    degreesOfFreedom = counts.count - 1
    pValue = SpecialFunctions.regularizedUpperGamma(Double(degreesOfFreedom) / 2, statistic / 2)
  }
}
