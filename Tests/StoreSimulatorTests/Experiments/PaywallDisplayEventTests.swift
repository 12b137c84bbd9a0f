import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

@Suite("Paywall events in the simulator (issue 27 §8)")
struct PaywallDisplayEventEmissionTests {
  @Test("A manager's paywall impression and close become PAYWALL_IMPRESSION and PAYWALL_CLOSE")
  @MainActor
  func managerToWebhook() async throws {
    let clock = TestClock()
    let store = try StoreSimulator(
      configuration: StoreKitConfiguration(contentsOf: Fixtures.exampleStoreKit),
      project: ExperimentFixtures.project(), clock: clock.subscriptionClock)
    try store.switchCustomer(to: "paywall-viewer")
    let manager = ExperimentFixtures.manager(on: store, clock: clock)
    await manager.loadOfferings()
    let shown = try #require(manager.offering)
    let variant = try #require(store.enrollments().first)
    await manager.paywallShown()
    await manager.paywallClosed()
    let events = try store.webhookEvents().map(\.event)
      .filter { $0.type == .paywallImpression || $0.type == .paywallClose }
    #expect(events.map(\.type) == [.paywallImpression, .paywallClose])
    for event in events {
      #expect(event.offeringID == shown.identifier)
      #expect(event.appUserID == store.currentAppUserID)
      #expect(event.experiments.map(\.experimentVariant) == [variant.variant])
      #expect(event.price == 0 && event.transactionID == nil && event.productID == nil)
    }
    // Each body reads back as the same event.
    for delivery in try store.webhookEvents() where delivery.event.type == .paywallImpression {
      #expect(try WebhookBody.decode(delivery.body) == delivery.event)
    }
  }
}
