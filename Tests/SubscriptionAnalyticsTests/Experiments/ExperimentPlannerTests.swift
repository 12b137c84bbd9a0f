import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import TestSupport
import Testing

@testable import SubscriptionAnalytics

/// `subkit store plan-experiment` against fresh simulations: the power it
/// predicts for a size is the power other seeds find at that size, within
/// binomial tolerance; its false positives stay rare; bad options are
/// refused in one line with exit 2.
@Suite("Experiments: the planner's predictions hold", .serialized, .timeLimit(.minutes(10)))
struct ExperimentPlannerTests {
  /// The planner's power and false positives at `customers`, from its output.
  static func plan(customers: Int, seeds: Int, in folder: URL) throws -> (
    found: Int, falseWinners: Int, output: String
  ) {
    let project = try ExperimentEndToEndTests.writeProject(in: folder)
    let result = try AnalyticsCommand.run(
      [
        "store", "plan-experiment", "--experiment", "prexp_paywall", "--effect", "150%",
        "--purchase-rate", "0.1", "--customers", "\(customers)", "--seeds", "\(seeds)",
        "--storekit", SimulatedPopulation.storekit.path, "--project", project.path,
      ], in: folder, executable: BuiltProducts.executable("subkit"))
    try #require(result.status == 0, "\(result.stderr)")
    // "      400     4  75.0%  3/16"
    let row = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix(" ") && $0.contains("%") })
    let fields = row.split(separator: " ")
    let power = try #require(Double(fields[2].dropLast()))
    let falseWinners = try #require(Int(fields[3].split(separator: "/")[0]))
    return (Int((power / 100 * Double(seeds)).rounded()), falseWinners, result.stdout)
  }

  @Test("A true effect is found at the planner's predicted power, within binomial tolerance")
  func predictedPower() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let planned = 16
    let prediction = try Self.plan(customers: 400, seeds: planned, in: folder)
    print("plannerPower: \(prediction.output)")
    #expect(prediction.output.contains("false positives observed:"))
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "plannerPower")
    var random = SeededRandomNumberGenerator(seed: seed)
    let runs = 32
    var found = 0
    for _ in 0..<runs {
      // Seeds far from the planner's (1, 3, 5, …): other populations.
      let results = try ExperimentEndToEndTests.judge(
        seed: 1_000_000 + random.next() % 1_000_000, customers: 400, purchaseRate: 0.1,
        b: 2.5, looks: .any)
      if results.winner == "b" { found += 1 }
    }
    let predicted = Double(prediction.found) / Double(planned)
    let observed = Double(found) / Double(runs)
    // Two binomial proportions of one true power: their difference has
    // variance p(1 − p)(1/16 + 1/32); 3.3 standard deviations (two-sided 0.1%).
    let pooled = Double(prediction.found + found) / Double(planned + runs)
    let tolerance =
      3.3
      * (max(pooled * (1 - pooled), 0.05) * (1 / Double(planned) + 1 / Double(runs)))
      .squareRoot()
    print("plannerPower: predicted \(predicted), observed \(found)/\(runs), tolerance \(tolerance)")
    #expect(abs(predicted - observed) <= tolerance, "seed \(seed)")
    // 10% against 25% with about 200 a side is neither hopeless nor certain.
    #expect(found >= runs / 4, "seed \(seed): \(found)/\(runs)")
    // Without the effect, 16 runs name no winner but by the ≤ 5% rate
    // (4 or more has probability below 1%).
    #expect(prediction.falseWinners <= 3)
  }

  @Test("Bad options are refused in one line, exit 2")
  func refusals() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let subkit = BuiltProducts.executable("subkit")
    for (arguments, words) in [
      (["--experiment", "prexp_annual_first"], "--effect is required"),
      (["--experiment", "nope", "--effect", "10%"], "no experiment 'nope'"),
      (["--experiment", "prexp_annual_first", "--effect", "-100%"], "--effect takes"),
      (["--experiment", "prexp_annual_first", "--effect", "10%", "--seeds", "0"], "--seeds"),
      (["--experiment", "prexp_annual_first", "--effect", "10%", "--metric", "x"], "--metric"),
      (["--experiment", "prexp_annual_first", "--effect", "10%", "--power", "100%"], "--power"),
      (["--effect", "10%"], "--experiment ID is required"),
    ] {
      let result = try AnalyticsCommand.run(
        ["store", "plan-experiment"] + arguments, in: folder, executable: subkit)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }
}
