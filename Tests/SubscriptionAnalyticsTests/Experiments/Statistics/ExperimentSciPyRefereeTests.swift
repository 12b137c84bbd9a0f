import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import TestSupport
import Testing

@testable import SubscriptionAnalytics

/// SciPy judges the new experiment statistics on many seeded cases:
/// `Referee/scipy_referee.py` (SciPy pinned and installed by scripts/test)
/// computes each by its own route — HPD intervals by minimizing the width,
/// chi-square tails by `scipy.stats.chisquare`, the always-valid interval by
/// integrating the mixture likelihood ratio numerically and finding its
/// 1/α crossings — and the Swift code must agree.
@Suite(
  "Experiment statistics against SciPy (the referee script)",
  .enabled(
    if: SciPyReferee.isAvailable,
    "Skipped: python3 cannot import SciPy (scripts/test installs it: pip install scipy==1.17.1)"),
  .timeLimit(.minutes(10)))
struct ExperimentSciPyRefereeTests {
  @Test("HPD intervals, chi-square tests, gamma tails and always-valid intervals on random cases")
  func randomCases() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "scipyReferee")
    var random = SeededRandomNumberGenerator(seed: seed)
    var hpd: [[Double]] = []
    for _ in 0..<40 {
      let trials = Int.random(in: 1...5_000, using: &random)
      let successes = Int.random(in: 0...trials, using: &random)
      let level = [0.8, 0.9, 0.95, 0.99].randomElement(using: &random) ?? 0.95
      hpd.append([Double(1 + successes), Double(1 + trials - successes), level])
    }
    var chi2: [[[Double]]] = []
    for _ in 0..<40 {
      let groups = Int.random(in: 2...5, using: &random)
      chi2.append([
        (0..<groups).map { _ in Double(Int.random(in: 1...2_000, using: &random)) },
        (0..<groups).map { _ in Double(Int.random(in: 1...100, using: &random)) },
      ])
    }
    var gamma: [[Double]] = []
    for _ in 0..<40 {
      gamma.append([
        Double(Int.random(in: 1...8, using: &random)) / 2,
        Double.random(in: 0.01...60, using: &random),
      ])
    }
    var valid: [[Double]] = []
    for _ in 0..<20 {
      let variance = pow(10, Double.random(in: -6 ... -1, using: &random))
      valid.append([
        Double.random(in: -0.2...0.2, using: &random), variance,
        variance * pow(10, Double.random(in: -2...2, using: &random)),
        [0.05, 0.1, 0.01].randomElement(using: &random) ?? 0.05,
      ])
    }
    let answer = try SciPyReferee.judge([
      "hpd": hpd, "chi2": chi2, "gammaincc": gamma, "always_valid": valid,
    ])
    for (index, expected) in (answer["hpd"] ?? []).enumerated() {
      let input = hpd[index]
      let interval = BetaDistribution(alpha: input[0], beta: input[1])
        .highestDensityInterval(level: input[2])
      let tolerance = 1e-8 * max(1e-3, expected[1] - expected[0])
      #expect(
        abs(interval.lowerBound - expected[0]) < tolerance
          && abs(interval.upperBound - expected[1]) < tolerance,
        "seed \(seed): HPD \(input) = \(interval), SciPy \(expected)")
    }
    for (index, expected) in (answer["chi2"] ?? []).enumerated() {
      let counts = chi2[index][0].map { Int($0) }
      let test = ChiSquareTest(counts: counts, shares: chi2[index][1])
      guard let test else {
        #expect(counts.allSatisfy { $0 == 0 }, "seed \(seed): \(counts) has no test")
        continue
      }
      #expect(
        abs(test.statistic - expected[0]) <= 1e-9 * max(1, expected[0])
          && abs(test.pValue - expected[1]) <= 1e-12 + 1e-9 * expected[1],
        "seed \(seed): χ² \(chi2[index]) = \(test.statistic), \(test.pValue); SciPy \(expected)")
    }
    for (index, expected) in (answer["gammaincc"] ?? []).enumerated() {
      let value = SpecialFunctions.regularizedUpperGamma(gamma[index][0], gamma[index][1])
      #expect(
        abs(value - expected[0]) <= 1e-14 + 1e-10 * expected[0],
        "seed \(seed): Q\(gamma[index]) = \(value), SciPy \(expected[0])")
    }
    for (index, expected) in (answer["always_valid"] ?? []).enumerated() {
      let input = valid[index]
      let interval = AlwaysValidDifference(
        difference: input[0], variance: input[1], mixtureVariance: input[2]
      ).interval(alpha: input[3])
      let tolerance = 1e-7 * (expected[1] - expected[0])
      #expect(
        abs(interval.lowerBound - expected[0]) < tolerance
          && abs(interval.upperBound - expected[1]) < tolerance,
        "seed \(seed): always-valid \(input) = \(interval), SciPy \(expected)")
    }
  }
}

/// Runs `Referee/scipy_referee.py`.
enum SciPyReferee {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Referee/scipy_referee.py")
  static let python = URL(fileURLWithPath: "/usr/bin/env")

  /// Whether python3 can import SciPy.
  static let isAvailable: Bool = {
    let output = try? ProcessRunner.run(
      python, ["python3", "-c", "import scipy.stats"], timeLimit: .seconds(60))
    return output?.status == 0
  }()

  /// SciPy's answers, by kind: one array of numbers per case.
  static func judge(_ cases: [String: Any]) throws -> [String: [[Double]]] {
    let request = try JSONSerialization.data(withJSONObject: cases)
    let output = try ProcessRunner.run(
      python, ["python3", script.path], input: String(decoding: request, as: UTF8.self),
      timeLimit: .seconds(120))
    try #require(output.status == 0, "scipy_referee.py failed: \(output.stderr)")
    let answer = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    var result: [String: [[Double]]] = [:]
    for (kind, value) in answer {
      let rows = value as? [Any] ?? []
      result[kind] = rows.map { row in
        if let numbers = row as? [NSNumber] { return numbers.map(\.doubleValue) }
        if let number = row as? NSNumber { return [number.doubleValue] }
        return []
      }
    }
    return result
  }
}
