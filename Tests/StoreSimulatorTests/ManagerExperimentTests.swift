import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import StoreSimulator

@Suite("The manager on a simulator running a placement experiment")
struct ManagerExperimentTests {
  @Test("A purchase from a placement's variant names that offering and variant in the events")
  @MainActor
  func purchaseCarriesContext() async throws {
    var seen: Set<String> = []
    for index in 0..<6 {
      let clock = TestClock()
      let store = try StoreSimulator(
        configuration: StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit),
        project: ExperimentFixtures.project(placement: "onboarding"),
        clock: clock.subscriptionClock)
      try store.switchCustomer(to: "manager-\(index)")
      let manager = ExperimentFixtures.manager(on: store, clock: clock)
      await manager.loadOfferings()
      let variant = try #require(store.enrollments().first?.variant)
      seen.insert(variant)
      let offeringID = variant == "a" ? "default" : "paywall_b"
      let onboarding = try #require(manager.offering(forPlacement: "onboarding"))
      #expect(onboarding.identifier == offeringID)
      #expect(manager.offering?.identifier == "default")
      guard case .ready(let content)? = manager.paywallState(forPlacement: "onboarding") else {
        Issue.record("no onboarding paywall")
        return
      }
      #expect(content.variant.experiment?.variant == variant)
      #expect(content.selectedTierID == "$rc_annual")
      let selected = try #require(content.selectedTier?.package)
      guard case .purchased = await manager.purchase(selected) else {
        Issue.record("purchase failed")
        return
      }
      let purchase = try #require(
        try store.webhookEvents().map(\.event).first { $0.type == .initialPurchase })
      #expect(purchase.presentedOfferingID == offeringID)
      #expect(purchase.experiments.map(\.experimentVariant) == [variant])
      #expect(purchase.experiments.map(\.experimentID) == ["prexp_paywall"])
    }
    #expect(seen == ["a", "b"] || seen.count == 1)
  }
}
