import Foundation
import SubscriptionKit
import Testing

@testable import StoreSimulator

@Suite("Populations in experiments")
struct PopulationExperimentTests {
  @Test(
    "Arriving customers are enrolled; variant b's customers buy at the multiplied rate from b's offering"
  )
  func variantConversion() throws {
    let seed = UInt64(ProcessInfo.processInfo.environment["SUBKIT_TEST_SEED"] ?? "") ?? 2026
    print("PopulationExperimentTests seed \(seed) (replay with SUBKIT_TEST_SEED=\(seed))")
    let store = try ExperimentFixtures.simulator()
    var plan = PopulationPlan(customers: 6_000, months: 1, seed: seed)
    plan.purchaseRate = 0.2
    plan.variantConversion = ["b": 2]
    try store.simulatePopulation(plan)
    var enrolled: [String: Int] = [:]
    var bought: [String: Int] = [:]
    var after = Int64(0)
    while true {
      let page = try store.webhookEvents(after: after, limit: 5_000)
      guard let last = page.last else { break }
      after = last.sequence
      for event in page.map(\.event) {
        switch event.type {
        case .experimentEnrollment:
          enrolled[event.experimentVariant ?? "?", default: 0] += 1
        case .initialPurchase, .nonRenewingPurchase:
          let variant = try #require(event.experiments.first?.experimentVariant)
          bought[variant, default: 0] += 1
          #expect(event.presentedOfferingID == (variant == "a" ? "default" : "paywall_b"))
        default:
          break
        }
      }
    }
    #expect(enrolled.values.reduce(0, +) == 6_000)
    let rateA = Double(bought["a"] ?? 0) / Double(enrolled["a"] ?? 1)
    let rateB = Double(bought["b"] ?? 0) / Double(enrolled["b"] ?? 1)
    // True rates 0.2 and 0.4; each estimate's standard error is below 0.01.
    #expect(abs(rateA - 0.2) < 0.04)
    #expect(abs(rateB - 0.4) < 0.05)
  }

  @Test("Bad population knobs are refused before anything is written")
  func validation() throws {
    var plan = PopulationPlan(customers: 10, months: 1, seed: 1)
    plan.purchaseRate = 1.5
    #expect(throws: StoreSimulatorError.self) { try plan.validate() }
    plan.purchaseRate = 0.5
    plan.variantConversion = ["b": -1]
    #expect(throws: StoreSimulatorError.self) { try plan.validate() }
    let store = try ExperimentFixtures.simulator()
    #expect(throws: StoreSimulatorError.self) { try store.simulatePopulation(plan) }
    #expect(try store.webhookEvents().isEmpty)
  }
}
