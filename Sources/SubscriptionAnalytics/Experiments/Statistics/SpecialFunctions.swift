import Foundation

/// The special functions the experiment statistics need, written here
/// (no outside package): the log of the Beta function, the regularized
/// incomplete Beta function and its inverse.
///
/// Double precision throughout. The incomplete Beta function is the
/// continued fraction of Numerical Recipes (3rd ed., §6.4, `betacf`), run by
/// the modified Lentz method, on whichever side of the mean converges fast;
/// the inverse is Newton's method kept inside a bracket, falling back to
/// bisection, so it cannot leave (0, 1) or stall. Accuracy is checked
/// against SciPy in `ExperimentStatisticsTests`.
enum SpecialFunctions {
  /// `ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b)`.
  ///
  /// For a, b ≥ 10 the three large `ln Γ` values would cancel (losing ~1e-10
  /// at a few thousand), so Stirling's series is written out and the big
  /// terms cancelled by hand: `½ ln 2π + (a − ½) ln(a/s) + (b − ½) ln(b/s)
  /// − ½ ln s + c(a) + c(b) − c(s)`, with `s = a + b` and `c` the series' tail.
  static func logBeta(_ a: Double, _ b: Double) -> Double {
    guard a >= 10 && b >= 10 else { return lgamma(a) + lgamma(b) - lgamma(a + b) }
    let s = a + b
    return 0.5 * log(2 * Double.pi) + (a - 0.5) * log(a / s) + (b - 0.5) * log(b / s)
      - 0.5 * log(s) + stirlingTail(a) + stirlingTail(b) - stirlingTail(s)
  }

  /// `ln Γ(x) − ((x − ½) ln x − x + ½ ln 2π)` for x ≥ 10 (error below 1e-12).
  private static func stirlingTail(_ x: Double) -> Double {
    let inverse = 1 / x
    let square = inverse * inverse
    return inverse * (1.0 / 12 - square * (1.0 / 360 - square * (1.0 / 1260 - square / 1680)))
  }

  /// `ln(x^a (1 − x)^b / B(a, b))`, the factor in front of the continued
  /// fraction. For a, b ≥ 10 it is written so that the large terms cancel
  /// inside `log1p`: `a ln(xs/a) + b ln((1−x)s/b) + ½ ln(ab/(2πs)) − c(a) − c(b) + c(s)`.
  static func logFront(_ x: Double, _ a: Double, _ b: Double) -> Double {
    guard a >= 10 && b >= 10 else { return a * log(x) + b * log1p(-x) - logBeta(a, b) }
    let s = a + b
    let lower = a * log1p((x * s - a) / a)
    let upper = b * log1p(((1 - x) * s - b) / b)
    return lower + upper + 0.5 * log(a * b / (2 * Double.pi * s)) - stirlingTail(a)
      - stirlingTail(b) + stirlingTail(s)
  }

  /// `I_x(a, b)`: the CDF of Beta(a, b) at `x`.
  static func regularizedIncompleteBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let front = logFront(x, a, b)
    if x < (a + 1) / (a + b + 2) {
      return exp(front) * continuedFraction(x, a, b) / a
    }
    return 1 - exp(front) * continuedFraction(1 - x, b, a) / b
  }

  /// The continued fraction for `I_x(a, b)` (converges fast for `x < (a+1)/(a+b+2)`).
  private static func continuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
    let tiny = 1e-300
    let epsilon = 1e-16
    // Enough terms for any size: the count needed grows like √max(a, b).
    let limit = 200 + Int(min(1e7, 20 * max(a, b).squareRoot()))
    let sum = a + b
    let up = a + 1
    let down = a - 1
    var c = 1.0
    var d = 1 - sum * x / up
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var h = d
    for m in 1...limit {
      let m = Double(m)
      let m2 = 2 * m
      var term = m * (b - m) * x / ((down + m2) * (a + m2))
      d = 1 + term * d
      if abs(d) < tiny { d = tiny }
      c = 1 + term / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      h *= d * c
      term = -(a + m) * (sum + m) * x / ((a + m2) * (up + m2))
      d = 1 + term * d
      if abs(d) < tiny { d = tiny }
      c = 1 + term / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let step = d * c
      h *= step
      if abs(step - 1) < epsilon { break }
    }
    return h
  }

  /// The log of Beta(a, b)'s density at `x` in (0, 1).
  static func logBetaDensity(_ x: Double, _ a: Double, _ b: Double, logNorm: Double) -> Double {
    (a - 1) * log(x) + (b - 1) * log1p(-x) - logNorm
  }

  /// The `x` with `I_x(a, b) = p`: Beta(a, b)'s quantile.
  static func inverseRegularizedIncompleteBeta(_ p: Double, _ a: Double, _ b: Double) -> Double {
    if p <= 0 { return 0 }
    if p >= 1 { return 1 }
    let logNorm = logBeta(a, b)
    var low = 0.0
    var high = 1.0
    var x = initialGuess(p, a, b)
    if !(x > 0 && x < 1) { x = a / (a + b) }
    for _ in 0..<400 {
      let error = regularizedIncompleteBeta(x, a, b) - p
      if error == 0 { return x }
      if error < 0 { low = x } else { high = x }
      let density = exp(logBetaDensity(x, a, b, logNorm: logNorm))
      var next = density > 0 && density.isFinite ? x - error / density : .nan
      if !(next > low && next < high) { next = low + (high - low) / 2 }
      if abs(next - x) <= 1e-15 * max(x, 1e-300) || high - low <= 1e-15 * max(low, 1e-300) {
        return next
      }
      x = next
    }
    return x
  }

  /// A starting point for the inverse (Numerical Recipes, `invbetai`):
  /// a normal approximation for a, b ≥ 1, else the power-law tails.
  private static func initialGuess(_ p: Double, _ a: Double, _ b: Double) -> Double {
    if a >= 1 && b >= 1 {
      let tail = p < 0.5 ? p : 1 - p
      let t = (-2 * log(tail)).squareRoot()
      var z = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t
      if p < 0.5 { z = -z }
      let al = (z * z - 3) / 6
      let h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1))
      let w =
        z * (al + h).squareRoot() / h - (1 / (2 * b - 1) - 1 / (2 * a - 1))
        * (al + 5.0 / 6 - 2 / (3 * h))
      return a / (a + b * exp(2 * w))
    }
    let lowerShare = exp(a * log(a / (a + b))) / a
    let upperShare = exp(b * log(b / (a + b))) / b
    let total = lowerShare + upperShare
    if p < lowerShare / total { return pow(a * total * p, 1 / a) }
    return 1 - pow(b * total * (1 - p), 1 / b)
  }
}
