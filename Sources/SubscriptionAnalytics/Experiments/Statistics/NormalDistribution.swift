import Foundation

/// The standard normal distribution's CDF and quantile.
enum NormalDistribution {
  /// Φ(z).
  static func cdf(_ z: Double) -> Double {
    0.5 * erfc(-z / 2.0.squareRoot())
  }

  /// Φ⁻¹(p): Acklam's rational approximation (relative error < 1.2e-9),
  /// refined by one Halley step on `erfc` to full double precision.
  static func quantile(_ p: Double) -> Double {
    if p <= 0 { return -.infinity }
    if p >= 1 { return .infinity }
    let a = [
      -3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
      1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00,
    ]
    let b = [
      -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
      6.680131188771972e+01, -1.328068155288572e+01,
    ]
    let c = [
      -7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
      -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00,
    ]
    let d = [
      7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
      3.754408661907416e+00,
    ]
    let low = 0.02425
    var x: Double
    if p < low {
      let q = (-2 * log(p)).squareRoot()
      x =
        (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
        / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    } else if p <= 1 - low {
      let q = p - 0.5
      let r = q * q
      x =
        (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
        / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
    } else {
      let q = (-2 * log1p(-p)).squareRoot()
      x =
        -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
        / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    }
    let error = cdf(x) - p
    let u = error * (2 * Double.pi).squareRoot() * exp(x * x / 2)
    x -= u / (1 + x * u / 2)
    return x
  }
}
