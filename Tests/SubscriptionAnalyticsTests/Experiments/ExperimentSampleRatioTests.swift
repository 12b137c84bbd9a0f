import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import TestSupport
import Testing

@testable import SubscriptionAnalytics

/// The sample-ratio alarm end to end: the simulator enrols a population
/// 50/50, and a bug injected here — a logging path that loses a quarter of
/// variant b's enrolments of customers who never buy — skews the counts the
/// analytics see. The alarm fires on the broken stream and not on the whole one.
@Suite("Experiments end to end: the sample-ratio alarm", .serialized, .timeLimit(.minutes(10)))
struct ExperimentSampleRatioTests {
  /// The simulator's webhook bodies for one seeded population.
  static func bodies(seed: UInt64, customers: Int) throws -> [Data] {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try StoreSimulator.open(
      storekit: SimulatedPopulation.storekit,
      project: ExperimentEndToEndTests.writeProject(in: folder),
      clock: .stopped(at: SimulatedPopulation.start),
      options: StoreSimulatorOptions(environment: .production))
    var plan = PopulationPlan(customers: customers, months: 1, seed: seed)
    plan.purchaseRate = 0.1
    try store.simulatePopulation(plan)
    return try store.webhookEvents(after: 0, limit: .max).map(\.body)
  }

  static func judge(_ bodies: [Data], now: Date) throws -> ExperimentResults {
    let analytics = try AnalyticsStore.open(.inMemory, now: { now })
    _ = try analytics.ingest(bodies: bodies)
    return try analytics.experimentResults(ExperimentQuery("prexp_paywall"))
  }

  /// The bug: every fourth enrolment event of a b customer with no other event is lost.
  static func losingEnrolments(_ bodies: [Data]) throws -> [Data] {
    var buyers: Set<String> = []
    var fields: [[String: Any]] = []
    for body in bodies {
      let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
      let event = object?["event"] as? [String: Any] ?? [:]
      fields.append(event)
      if event["type"] as? String != "EXPERIMENT_ENROLLMENT",
        let user = event["app_user_id"] as? String
      {
        buyers.insert(user)
      }
    }
    var seen = 0
    var kept: [Data] = []
    for (body, event) in zip(bodies, fields) {
      if event["type"] as? String == "EXPERIMENT_ENROLLMENT",
        event["experiment_variant"] as? String == "b",
        let user = event["app_user_id"] as? String, !buyers.contains(user)
      {
        seen += 1
        if seen % 4 == 0 { continue }
      }
      kept.append(body)
    }
    return kept
  }

  @Test("Lost enrolments in one variant fire the alarm; the whole stream does not")
  func brokenSplit() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "srmEndToEnd")
    let bodies = try Self.bodies(seed: seed % 1_000_000, customers: 2_000)
    let end = SimulatedPopulation.start.addingTimeInterval(32 * 86_400)
    let whole = try Self.judge(bodies, now: end)
    let total = whole.variants.map(\.customers).reduce(0, +)
    #expect(total == 2_000)
    #expect(!whole.sampleRatioMismatch.alarm, "seed \(seed): \(whole.sampleRatioMismatch)")
    let broken = try Self.judge(try Self.losingEnrolments(bodies), now: end)
    let ratio = broken.sampleRatioMismatch
    #expect(ratio.alarm, "seed \(seed): \(ratio)")
    #expect((ratio.pValue ?? 1) < 0.001)
    #expect((broken.variant("b")?.customers ?? 0) < (whole.variant("b")?.customers ?? 0))
  }
}
