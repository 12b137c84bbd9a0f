import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import TestSupport
import Testing

@testable import SubscriptionAnalytics

/// Holdouts end to end: a project whose variant percentages sum below 100
/// keeps the rest of its enrolled customers on no variant; the simulator
/// enrols them as `holdout`, and the analytics report them as their own row,
/// checked against the configured split.
@Suite("Experiments end to end: a holdout", .serialized, .timeLimit(.minutes(10)))
struct ExperimentHoldoutTests {
  /// `ExperimentEndToEndTests.project` with a 40/40 split: a 20% holdout.
  static let project = ExperimentEndToEndTests.project.replacingOccurrences(
    of: #"[ { "offering_id": "default" }, { "offering_id": "paywall_b" } ]"#,
    with: #"[ { "offering_id": "default", "percentage": 40 }, "#
      + #"{ "offering_id": "paywall_b", "percentage": 40 } ]"#)

  @Test("A 40/40 split keeps 20% as a holdout row that fits the configured split")
  func holdoutRow() throws {
    #expect(Self.project.contains(#""percentage": 40"#))
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "holdoutRow")
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("subscriptions.json")
    try Self.project.write(to: url, atomically: true, encoding: .utf8)
    let store = try StoreSimulator.open(
      storekit: SimulatedPopulation.storekit, project: url,
      clock: .stopped(at: SimulatedPopulation.start),
      options: StoreSimulatorOptions(environment: .production))
    var plan = PopulationPlan(customers: 1_000, months: 1, seed: seed % 1_000_000)
    plan.purchaseRate = 0.1
    try store.simulatePopulation(plan)
    let end = store.now
    let analytics = try AnalyticsStore.open(.inMemory, now: { end })
    _ = try analytics.ingest(bodies: store.webhookEvents(after: 0, limit: .max).map(\.body))
    let results = try analytics.experimentResults(
      ExperimentQuery("prexp_paywall", split: ["a": 40, "b": 40, "holdout": 20]))
    #expect(results.variants.map(\.variant) == ["a", "b", "holdout"])
    let holdout = try #require(results.variant("holdout"))
    #expect(holdout.isHoldout && !holdout.isControl)
    #expect(results.variants.map(\.customers).reduce(0, +) == 1_000)
    // About 200 of 1,000 (binomial: 160 to 240 is ±3.2 standard deviations).
    #expect((160...240).contains(holdout.customers), "seed \(seed): \(holdout.customers)")
    #expect(!results.sampleRatioMismatch.alarm, "seed \(seed): \(results.sampleRatioMismatch)")
    #expect(results.winner != "holdout")
    // Told the split was 50/50 with no holdout, the check refuses (the row is there).
    #expect(throws: AnalyticsError.self) {
      try analytics.experimentResults(ExperimentQuery("prexp_paywall", split: ["a": 1, "b": 1]))
    }
  }

  @Test("Percentages: all or none, each in (0, 100], at most 100 in all, no variant named holdout")
  func refusals() {
    func problem(_ variants: String) -> String {
      let text = ExperimentEndToEndTests.project.replacingOccurrences(
        of: #"[ { "offering_id": "default" }, { "offering_id": "paywall_b" } ]"#, with: variants)
      do {
        _ = try SimulatorProject(data: Data(text.utf8))
        return "valid"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      problem(#"[ {"offering_id": "default", "percentage": 50}, {"offering_id": "paywall_b"} ]"#)
        .contains("give every variant a percentage, or none"))
    #expect(
      problem(
        #"[ {"offering_id": "default", "percentage": 60}, "#
          + #"{"offering_id": "paywall_b", "percentage": 50} ]"#
      ).contains("sum to 110.0, above 100"))
    #expect(
      problem(
        #"[ {"offering_id": "default", "percentage": 0}, "#
          + #"{"offering_id": "paywall_b", "percentage": 50} ]"#
      ).contains("variants[0].percentage: must be above 0"))
    #expect(
      problem(#"[ {"offering_id": "default"}, {"id": "holdout", "offering_id": "paywall_b"} ]"#)
        .contains("names the customers kept on no variant"))
    #expect(
      problem(
        #"[ {"offering_id": "default", "percentage": 50}, "#
          + #"{"offering_id": "paywall_b", "percentage": 50} ]"#) == "valid")
  }
}
