import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@Suite("Calls made right after configure", .timeLimit(.minutes(10)))
@MainActor
struct SubscriptionManagerLaunchTests {
  func freshManager() -> (SubscriptionManager, InMemoryBackend) {
    let clock = TestClock()
    let configuration = SubscriptionConfiguration.fixture()
    let backend = InMemoryBackend(
      products: [ManagerHarness.monthly, ManagerHarness.annual],
      entitlement: configuration.entitlementIdentifier, clock: clock.subscriptionClock)
    let manager = SubscriptionManager(
      backend: backend, configuration: configuration, clock: clock.subscriptionClock,
      cache: .inMemory())
    return (manager, backend)
  }

  // Regression: launch learned the customer's ID after loadOfferings had
  // started, and the answer was dropped as belonging to another customer.
  @Test("loadOfferings() straight after init loads the offerings")
  func loadOfferingsDuringLaunch() async {
    let (manager, _) = freshManager()
    await manager.loadOfferings()
    #expect(manager.offering != nil)
    #expect(manager.packages.count == 2)
    #expect(manager.paywallState.content != nil)
  }

  @Test("refreshStatus() straight after init shows the customer")
  func refreshStatusDuringLaunch() async {
    let (manager, _) = freshManager()
    await manager.refreshStatus()
    #expect(manager.customerInfo != nil)
    #expect(manager.appUserID != nil)
  }
}
