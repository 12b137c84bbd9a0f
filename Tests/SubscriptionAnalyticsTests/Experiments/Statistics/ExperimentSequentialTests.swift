import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionAnalytics

/// Peeking, measured: A/A experiments read every day, judged by the code
/// that decides every verdict (`ExperimentEstimator.rateEvidence` and
/// `verdict`), across many seeded runs. The always-valid intervals keep their
/// stated error rate however often they are read; the fixed-horizon rule,
/// read daily and stopped at the first "better", does not — the reason the
/// default is `looks: any` (docs/experiments.md, "Reading every day").
@Suite("Experiment statistics: daily looks and the sample-ratio check")
struct ExperimentSequentialTests {
  /// One A/A run: both arms convert at `rate`, `perDay` customers a day each,
  /// read after each of `days` days. Whether any look called b better.
  static func run(
    _ random: inout SeededRandomNumberGenerator, rate: Double, perDay: Int, days: Int,
    looks: ExperimentLooks, effect: Double = 1
  ) -> (everBetter: Bool, betterAtEnd: Bool) {
    let estimator = ExperimentEstimator(level: 0.95, looks: looks, plannedCustomers: 1_000)
    var a = (successes: 0, trials: 0)
    var b = (successes: 0, trials: 0)
    var everBetter = false
    var verdict = ExperimentVerdict.inconclusive
    for _ in 0..<days {
      for _ in 0..<perDay {
        a.trials += 1
        if Double.random(in: 0..<1, using: &random) < rate { a.successes += 1 }
        b.trials += 1
        if Double.random(in: 0..<1, using: &random) < rate * effect { b.successes += 1 }
      }
      let evidence = estimator.rateEvidence(variant: b, control: a, higherIsBetter: true)
      verdict = estimator.verdict(
        probability: evidence.probability, alwaysValid: evidence.alwaysValid,
        higherIsBetter: true)
      if verdict == .better { everBetter = true }
    }
    return (everBetter, verdict == .better)
  }

  /// The test's seed (printed; `SUBKIT_TEST_SEED` replays it) and its generator.
  static func generator(_ test: String) -> (UInt64, SeededRandomNumberGenerator) {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: test)
    return (seed, SeededRandomNumberGenerator(seed: seed))
  }

  @Test("A/A read daily: always-valid stays within 5%, fixed-horizon peeking exceeds 2.5%")
  func dailyLooks() {
    let (seed, first) = Self.generator("dailyLooks")
    var random = first
    let runs = 300
    var alwaysValid = 0
    var peeked = 0
    var once = 0
    for _ in 0..<runs {
      var copy = SeededRandomNumberGenerator(seed: random.next())
      var same = copy
      if Self.run(&copy, rate: 0.1, perDay: 30, days: 30, looks: .any).everBetter {
        alwaysValid += 1
      }
      let fixed = Self.run(&same, rate: 0.1, perDay: 30, days: 30, looks: .one)
      if fixed.everBetter { peeked += 1 }
      if fixed.betterAtEnd { once += 1 }
    }
    print(
      "dailyLooks: false 'better' in \(runs) A/A runs of 30 daily looks: always-valid "
        + "\(alwaysValid), fixed-horizon peeked \(peeked), fixed-horizon read once \(once)")
    // The always-valid bound: P(ever excluding the true difference) ≤ 5%, so
    // a false "better" at any look ≤ 5%; 15 of 300 is that rate's mean.
    #expect(alwaysValid <= 15, "seed \(seed): \(alwaysValid) of \(runs)")
    // Read once at the end, the fixed-horizon rule keeps its 2.5% (mean 7.5
    // of 300, standard deviation 2.7; 19 or more has probability below 0.1%).
    #expect(once <= 18, "seed \(seed): \(once) of \(runs)")
    // Peeked daily it does not: far above 2.5% (and above the 5% bound).
    #expect(peeked > 20, "seed \(seed): \(peeked) of \(runs)")
    #expect(peeked > 2 * alwaysValid, "seed \(seed)")
  }

  @Test("A true 50% lift is found by the always-valid intervals with daily looks")
  func power() {
    let (seed, first) = Self.generator("sequentialPower")
    var random = first
    let runs = 60
    var found = 0
    for _ in 0..<runs {
      var copy = SeededRandomNumberGenerator(seed: random.next())
      if Self.run(&copy, rate: 0.1, perDay: 60, days: 30, looks: .any, effect: 1.5).everBetter {
        found += 1
      }
    }
    print("sequentialPower: \(found) of \(runs)")
    // 10% against 15% with 1,800 a side: the interval's half-width there is
    // about 3.4 points against a 1.1-point standard error, so about 93% of
    // runs find the 5-point lift by the end; fewer than 48 of 60 has
    // probability below 0.5%.
    #expect(found >= runs * 8 / 10, "seed \(seed): \(found) of \(runs)")
  }

  @Test("A correct split fires the sample-ratio alarm at its stated rate; p is uniform")
  func sampleRatioUnderTheNull() {
    let (seed, first) = Self.generator("srmNull")
    var random = first
    let runs = 2_000
    var alarms = 0
    var below5 = 0
    for _ in 0..<runs {
      var counts = [0, 0, 0]
      for _ in 0..<600 {
        // A 50/25/25 split.
        let u = Double.random(in: 0..<1, using: &random)
        counts[u < 0.5 ? 0 : u < 0.75 ? 1 : 2] += 1
      }
      let check = ExperimentSampleRatio(
        counts: ["a": counts[0], "b": counts[1], "c": counts[2]],
        shares: ["a": 50, "b": 25, "c": 25])
      if check.alarm { alarms += 1 }
      if let p = check.pValue, p < 0.05 { below5 += 1 }
    }
    print("srmNull: \(alarms) alarms, \(below5) below 0.05, of \(runs)")
    // Stated 0.1%: 2 expected; 9 or more has probability below 1e-3.
    #expect(alarms <= 8, "seed \(seed)")
    // p < 0.05 in 5% ± 3.3 standard deviations (σ = 0.49%).
    #expect((84...116).contains(below5), "seed \(seed): \(below5)")
  }

  @Test("A split skewed by a few percent fires the alarm; the check names what it tested")
  func sampleRatioSkewed() {
    // 1,000 customers meant 50/50, arriving 53/47 (a bug dropping 6% of b).
    let check = ExperimentSampleRatio(counts: ["a": 530, "b": 470], shares: ["a": 50, "b": 50])
    // SciPy: chisquare([530, 470]) = (3.6, 0.05778): not yet an alarm at 1,000 …
    #expect(check.chiSquare == .exactly("3.6"))
    #expect(check.pValue == .exactly("0.057780"))
    #expect(!check.alarm)
    // … but at 10,000 it is: chisquare([5300, 4700]) = (36, 1.97e-9).
    let large = ExperimentSampleRatio(counts: ["a": 5_300, "b": 4_700], shares: ["a": 1, "b": 1])
    #expect(large.alarm)
    #expect(large.pValue == 0)
    #expect(large.expectedShares == ["a": 50, "b": 50])
    // A variant the split does not name is left out; fewer than two: no test.
    let single = ExperimentSampleRatio(counts: ["a": 5, "holdout": 9], shares: ["a": 1])
    #expect(single.pValue == nil && !single.alarm)
  }

  @Test(
    "Closed forms, computed with SciPy 1.17.1: HPD intervals, chi-square tails, the mixture bound",
    arguments: [
      // (α, β, level, SciPy's HPD low, high) by scipy_referee.py's hpd().
      (1.0, 36.0, 0.95, 0.0, 0.07984650951989439),
      (5, 40, 0.95, 0.029921234974319158, 0.20280040477825198),
      (3, 3, 0.95, 0.14663279963467327, 0.8533672003653268),
      (101, 901, 0.95, 0.08243537139117328, 0.11960978772195566),
    ])
  func highestDensity(a: Double, b: Double, level: Double, low: Double, high: Double) {
    let interval = BetaDistribution(alpha: a, beta: b).highestDensityInterval(level: level)
    #expect(abs(interval.lowerBound - low) < 1e-9, "\(interval) vs \(low)")
    #expect(abs(interval.upperBound - high) < 1e-9, "\(interval) vs \(high)")
    // The mode (a − 1)/(a + b − 2), the observed rate, lies inside.
    let mode = (a - 1) / (a + b - 2)
    #expect(interval.contains(mode))
  }

  @Test("The chi-square tail and the mixture interval match SciPy")
  func tails() {
    // scipy.special.gammaincc(0.5, 3.2), (2, 10); chisquare([300, 350, 350]).
    #expect(abs(SpecialFunctions.regularizedUpperGamma(0.5, 3.2) - 0.01141203638600166) < 1e-14)
    #expect(abs(SpecialFunctions.regularizedUpperGamma(2, 10) - 0.0004993992273873336) < 1e-16)
    let test = ChiSquareTest(counts: [300, 350, 350], shares: [1, 1, 1])
    #expect(abs((test?.statistic ?? 0) - 5) < 1e-12)
    #expect(abs((test?.pValue ?? 0) - 0.0820849986238988) < 1e-14)
    // The mixture likelihood ratio integrated by scipy.integrate.quad, its
    // 1/α crossings found by brentq (scipy_referee.py's always_valid()).
    let interval = AlwaysValidDifference(difference: 0.03, variance: 0.0004, mixtureVariance: 0.002)
      .interval(alpha: 0.05)
    #expect(abs(interval.lowerBound - -0.031122397922867008) < 1e-12)
    #expect(abs(interval.upperBound - 0.09112239792286701) < 1e-12)
  }
}
