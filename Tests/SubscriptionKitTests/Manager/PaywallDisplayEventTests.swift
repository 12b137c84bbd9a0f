import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@MainActor
@Suite("Paywall impressions (issue 27 §8)", .timeLimit(.minutes(10)))
struct PaywallDisplayEventTests {
  @Test("paywallShown and paywallClosed record the shown offering; nothing before offerings load")
  func recordsTheShownOffering() async throws {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.monthly, ManagerHarness.annual], entitlement: "pro",
      clock: clock.subscriptionClock)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    await manager.paywallShown()
    #expect(backend.paywallEvents.isEmpty)
    await manager.waitUntilSettled()
    let offering = try #require(manager.offering)
    await manager.paywallShown()
    await manager.paywallClosed()
    #expect(
      backend.paywallEvents == [
        PaywallDisplayEvent(.impression, offeringIdentifier: offering.identifier),
        PaywallDisplayEvent(.close, offeringIdentifier: offering.identifier),
      ])
    // A placement records the offering it resolves to (none: nothing).
    let placed = manager.offering(forPlacement: "no_such_placement")
    await manager.paywallShown(placement: "no_such_placement")
    #expect(
      backend.paywallEvents.dropFirst(2).map(\.offeringIdentifier)
        == (placed.map { [$0.identifier] } ?? []))
  }
}
