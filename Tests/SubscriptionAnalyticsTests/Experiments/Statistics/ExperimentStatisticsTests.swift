import Foundation
import Testing

@testable import SubscriptionAnalytics

/// The experiment statistics against independently computed values.
///
/// Every constant below was computed with SciPy 1.17.1 (Python 3.11), not by
/// this code:
/// - `betainc` = `scipy.special.betainc(a, b, x)`;
/// - `quantile` = `scipy.stats.beta.ppf(p, a, b)`;
/// - P(B > A) = `scipy.integrate.quad(lambda x: beta.pdf(x, a1, b1) * beta.sf(x, a2, b2),
///   *beta.ppf([1e-14, 1 - 1e-14], a1, b1), epsabs=1e-14, epsrel=1e-12, limit=500)`;
/// - the difference's quantiles = `scipy.optimize.brentq` (xtol 1e-13) on the
///   same integral with `beta.cdf(x + d, a2, b2)`;
/// - normal values = `scipy.stats.norm.ppf` / `norm.cdf`.
@Suite("Experiment statistics: Beta, normal and their differences")
struct ExperimentStatisticsTests {
  @Test(
    "The regularized incomplete Beta function matches SciPy",
    arguments: [
      (2.0, 3.0, 0.4, 0.5247999999999999),
      (0.5, 0.5, 0.3, 0.36901011956554536),
      (10, 90, 0.1, 0.535523299875548),
      (101, 901, 0.1, 0.4776025977909441),
      (5001, 45001, 0.1, 0.49682830997803834),
      (1, 501, 0.002, 0.6332237676525554),
      (30, 2, 0.95, 0.5365969098573434),
      (1, 1, 0.25, 0.25),
    ])
  func incompleteBeta(a: Double, b: Double, x: Double, expected: Double) {
    let value = SpecialFunctions.regularizedIncompleteBeta(x, a, b)
    #expect(abs(value - expected) < 1e-11, "I_\(x)(\(a), \(b)) = \(value), SciPy \(expected)")
  }

  @Test(
    "Beta quantiles match SciPy, and invert the CDF",
    arguments: [
      (13.0, 89.0, 0.025, 0.07035018147341375),
      (13, 89, 0.975, 0.1983450632635714),
      (1, 101, 0.025, 0.0002506399507392151),
      (1, 101, 0.975, 0.03586462039000372),
      (51, 951, 0.025, 0.03816683365052648),
      (1001, 9001, 0.975, 0.10603633195250611),
      (0.5, 0.5, 0.1, 0.024471741852423214),
      (2, 1, 0.5, 0.7071067811865476),
    ])
  func quantiles(a: Double, b: Double, p: Double, expected: Double) {
    let distribution = BetaDistribution(alpha: a, beta: b)
    let value = distribution.quantile(p)
    #expect(abs(value - expected) < 1e-10 * max(1, expected / 1e-3), "\(value) vs \(expected)")
    #expect(abs(distribution.cdf(value) - p) < 1e-12)
  }

  @Test("Edges: p = 0 and 1, x outside (0, 1), no data")
  func edges() {
    let flat = BetaDistribution.posterior(successes: 0, trials: 0)
    #expect(flat.quantile(0) == 0)
    #expect(flat.quantile(1) == 1)
    #expect(flat.cdf(-1) == 0)
    #expect(flat.cdf(2) == 1)
    #expect(abs(flat.quantile(0.3) - 0.3) < 1e-14)
    let none = BetaDistribution.posterior(successes: 0, trials: 500)
    #expect(none.interval(level: 0.95).lowerBound < 1e-4)
    let all = BetaDistribution.posterior(successes: 500, trials: 500)
    #expect(all.interval(level: 0.95).upperBound > 0.9999)
  }

  @Test(
    "P(B > A) and the difference's 95% interval match SciPy's integration",
    arguments: [
      (13.0, 89.0, 26.0, 76.0, 0.9907724905206601, 0.02167858520886393, 0.23394150089438312),
      (501, 4501, 561, 4441, 0.9743277548988384, -7.004392636126499e-05, 0.024070773068351526),
      (1, 11, 1, 11, 0.5, -0.2283062759889761, 0.2283062759890538),
      (3, 1, 1, 3, 0.05, -0.9214000123911801, 0.10910128185973066),
      (101, 901, 11, 91, 0.5599099874558229, -0.04889994753841195, 0.07601520968105346),
    ])
  func differences(
    a1: Double, b1: Double, a2: Double, b2: Double, probability: Double, lower: Double,
    upper: Double
  ) {
    let difference = BetaDifference(
      a: BetaDistribution(alpha: a1, beta: b1), b: BetaDistribution(alpha: a2, beta: b2))
    #expect(abs(difference.probabilityBGreater - probability) < 1e-10)
    // The numerical CDF at 0 agrees with the exact sum.
    #expect(abs((1 - difference.cdf(0)) - probability) < 1e-8)
    let interval = difference.interval(level: 0.95)
    #expect(abs(interval.lowerBound - lower) < 1e-7, "\(interval) vs \(lower)…\(upper)")
    #expect(abs(interval.upperBound - upper) < 1e-7, "\(interval) vs \(lower)…\(upper)")
  }

  @Test("P(B > A) is symmetric: swapping the arms gives the complement")
  func symmetry() {
    let a = BetaDistribution.posterior(successes: 40, trials: 400)
    let b = BetaDistribution.posterior(successes: 52, trials: 410)
    let forward = BetaDifference(a: a, b: b).probabilityBGreater
    let backward = BetaDifference(a: b, b: a).probabilityBGreater
    #expect(abs(forward + backward - 1) < 1e-12)
  }

  @Test("The normal quantile and CDF match SciPy")
  func normal() {
    #expect(abs(NormalDistribution.quantile(0.975) - 1.959963984540054) < 1e-13)
    #expect(abs(NormalDistribution.quantile(1e-6) - -4.753424308822899) < 1e-11)
    #expect(abs(NormalDistribution.quantile(0.3) - -0.5244005127080409) < 1e-13)
    #expect(abs(NormalDistribution.cdf(1.2) - 0.8849303297782918) < 1e-14)
  }

  @Test("A normal mean comparison: interval, probability, and a zero spread")
  func normalMeans() {
    let control = NormalMeanEstimate(mean: 2, varianceOfMean: 0.09)
    let variant = NormalMeanEstimate(mean: 2.5, varianceOfMean: 0.16)
    let (interval, probability) = variant.compared(to: control, level: 0.95)
    // Difference 0.5 with standard error 0.5: Φ(1), 0.5 ± 1.96 × 0.5.
    #expect(abs(probability - 0.8413447460685429) < 1e-12)
    #expect(abs(interval.lowerBound - (0.5 - 0.979981992270027)) < 1e-12)
    #expect(abs(interval.upperBound - (0.5 + 0.979981992270027)) < 1e-12)
    let flat = NormalMeanEstimate(mean: 0, varianceOfMean: 0)
    #expect(flat.compared(to: flat, level: 0.95).probabilityGreater == 0.5)
  }
}
