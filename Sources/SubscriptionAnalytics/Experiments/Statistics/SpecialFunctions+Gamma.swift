import Foundation

extension SpecialFunctions {
  /// `Q(a, x) = Γ(a, x) / Γ(a)`, the regularized upper incomplete gamma
  /// function: the chi-square distribution's upper tail at `2x` with `2a`
  /// degrees of freedom.
  ///
  /// Numerical Recipes (3rd ed., §6.2): the series for P below `x < a + 1`,
  /// the continued fraction (modified Lentz) for Q above; checked against
  /// `scipy.special.gammaincc`.
  static func regularizedUpperGamma(_ a: Double, _ x: Double) -> Double {
    guard a > 0 else { return 0 }
    if x <= 0 { return 1 }
    guard x.isFinite else { return 0 }
    let front = a * log(x) - x - lgamma(a)
    if x < a + 1 {
      // P(a, x) = e^front Σ xⁿ / (a (a+1) … (a+n)).
      var term = 1 / a
      var sum = term
      var denominator = a
      for _ in 0..<100_000 {
        denominator += 1
        term *= x / denominator
        sum += term
        if abs(term) < abs(sum) * 1e-16 { break }
      }
      return max(0, 1 - sum * exp(front))
    }
    let tiny = 1e-300
    var b = x + 1 - a
    var c = 1 / tiny
    var d = 1 / b
    var h = d
    for index in 1...100_000 {
      let an = -Double(index) * (Double(index) - a)
      b += 2
      d = an * d + b
      if abs(d) < tiny { d = tiny }
      c = b + an / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let step = d * c
      h *= step
      if abs(step - 1) < 1e-16 { break }
    }
    return min(1, exp(front) * h)
  }
}
