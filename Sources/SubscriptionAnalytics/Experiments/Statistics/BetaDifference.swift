import Foundation

/// The difference `B − A` of two independent Beta-distributed rates: a
/// variant's conversion rate minus the control's, each a posterior.
///
/// - `probabilityBGreater`: P(B > A), exactly, by the closed-form sum for an
///   integer α (always so under the uniform prior, where α = 1 + successes);
///   numerically otherwise.
/// - `cdf(d)` = P(B − A ≤ d) by composite Gauss–Legendre integration of one
///   density against the other's CDF, over the narrower distribution's
///   support (its 1e-13 and 1 − 1e-13 quantiles), split where the other's
///   CDF reaches 0 or 1; `quantile(p)` inverts it by bracketed
///   regula falsi (Illinois). No random numbers: the same counts give the
///   same interval everywhere.
struct BetaDifference: Sendable {
  /// The control's posterior.
  let a: BetaDistribution
  /// The variant's posterior.
  let b: BetaDistribution
  /// Where nearly all of each posterior's mass is (their 1e-13 and 1 − 1e-13 quantiles).
  private let supportA: (Double, Double)
  private let supportB: (Double, Double)

  /// The difference `b − a`.
  init(a: BetaDistribution, b: BetaDistribution) {
    self.a = a
    self.b = b
    supportA = Self.support(a)
    supportB = Self.support(b)
  }

  /// `E[B − A]`.
  var mean: Double { b.mean - a.mean }

  /// P(B > A).
  var probabilityBGreater: Double {
    let isIntegral = { (value: Double) in value == value.rounded() && value < 1e7 }
    if isIntegral(b.alpha) && (b.alpha <= a.alpha || !isIntegral(a.alpha)) {
      return Self.probabilityGreater(b, than: a)
    }
    if isIntegral(a.alpha) { return 1 - Self.probabilityGreater(a, than: b) }
    return 1 - cdf(0)
  }

  /// P(X > Y) for X ~ Beta(αx, βx) with integer αx, Y ~ Beta(αy, βy):
  /// Σ_{i=0}^{αx−1} B(αy + i, βy + βx) / ((βx + i) B(1 + i, βx) B(αy, βy))
  /// (the sum of positive terms, each in logs).
  static func probabilityGreater(_ x: BetaDistribution, than y: BetaDistribution) -> Double {
    var total = 0.0
    let count = Int(x.alpha)
    for i in 0..<count {
      let i = Double(i)
      let log =
        SpecialFunctions.logBeta(y.alpha + i, y.beta + x.beta) - Foundation.log(x.beta + i)
        - SpecialFunctions.logBeta(1 + i, x.beta) - y.logNorm
      total += exp(log)
    }
    return min(1, max(0, total))
  }

  /// P(B − A ≤ d).
  func cdf(_ d: Double) -> Double {
    if d <= -1 { return 0 }
    if d >= 1 { return 1 }
    // Integrate over the narrower posterior, against the wider one's CDF.
    if a.variance <= b.variance {
      // P(B ≤ A + d) = ∫ f_A(x) F_B(x + d) dx; F_B is 1 where x + d ≥ 1.
      let (low, high) = supportA
      let start = max(low, -d)
      let end = min(high, 1 - d)
      var total = Self.integrate(a, from: start, to: end) { b.cdf($0 + d) }
      if 1 - d < high { total += 1 - a.cdf(max(1 - d, low)) }
      return min(1, max(0, total))
    }
    // P(A ≥ B − d) = ∫ f_B(y) (1 − F_A(y − d)) dy; that is 1 where y ≤ d.
    let (low, high) = supportB
    let start = max(low, d)
    let end = min(high, 1 + d)
    var total = Self.integrate(b, from: start, to: end) { 1 - a.cdf($0 - d) }
    if d > low { total += b.cdf(min(d, high)) }
    return min(1, max(0, total))
  }

  /// The `p`-quantile of `B − A`: bracketed from the normal approximation's
  /// guess outwards, then regula falsi (Illinois) to 1e-10.
  func quantile(_ p: Double) -> Double {
    let spread = (a.variance + b.variance).squareRoot()
    let guess = min(1, max(-1, mean + NormalDistribution.quantile(p) * spread))
    var step = max(spread, 1e-9)
    var low = guess
    var lowValue = cdf(low) - p
    var high = guess
    var highValue = lowValue
    // Walk outwards, doubling the step, until the root is bracketed.
    while lowValue > 0 && low > -1 {
      high = low
      highValue = lowValue
      low = max(-1, low - step)
      lowValue = low <= -1 ? -p : cdf(low) - p
      step *= 2
    }
    while highValue < 0 && high < 1 {
      low = high
      lowValue = highValue
      high = min(1, high + step)
      highValue = high >= 1 ? 1 - p : cdf(high) - p
      step *= 2
    }
    if lowValue == 0 { return low }
    if highValue == 0 { return high }
    var side = 0
    for _ in 0..<200 {
      if high - low <= 1e-10 { break }
      var next = (low * highValue - high * lowValue) / (highValue - lowValue)
      if !(next > low && next < high) { next = (low + high) / 2 }
      let value = cdf(next) - p
      if value == 0 { return next }
      if value < 0 {
        low = next
        lowValue = value
        if side == -1 { highValue /= 2 }
        side = -1
      } else {
        high = next
        highValue = value
        if side == 1 { lowValue /= 2 }
        side = 1
      }
    }
    return (low + high) / 2
  }

  /// The central interval of `B − A` holding `level` of the probability.
  func interval(level: Double) -> ClosedRange<Double> {
    let tail = (1 - level) / 2
    return quantile(tail)...quantile(1 - tail)
  }

  /// Where nearly all of a distribution's mass is.
  private static func support(_ distribution: BetaDistribution) -> (Double, Double) {
    (distribution.quantile(1e-13), distribution.quantile(1 - 1e-13))
  }

  /// ∫ density(x) g(x) dx over [start, end]: 32 panels of 8-point Gauss–Legendre.
  private static func integrate(
    _ distribution: BetaDistribution, from start: Double, to end: Double,
    _ g: (Double) -> Double
  ) -> Double {
    guard end > start else { return 0 }
    let panels = 32
    let width = (end - start) / Double(panels)
    var total = 0.0
    for panel in 0..<panels {
      let middle = start + (Double(panel) + 0.5) * width
      for index in 0..<gaussNodes.count {
        let offset = gaussNodes[index] * width / 2
        let left = middle - offset
        let right = middle + offset
        total +=
          gaussWeights[index] * width / 2
          * (distribution.density(left) * g(left) + distribution.density(right) * g(right))
      }
    }
    return total
  }

  /// The positive nodes of 8-point Gauss–Legendre on [−1, 1] and their weights.
  private static let gaussNodes = [
    0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363,
  ]
  private static let gaussWeights = [
    0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
  ]
}
