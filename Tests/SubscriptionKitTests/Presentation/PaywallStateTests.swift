import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@MainActor
@Suite("PaywallState", .timeLimit(.minutes(10)))
struct PaywallStateTests {
  @Test("The manager's paywall is loading, then ready with the selected tier")
  func loadingThenReady() async throws {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.monthly, ManagerHarness.annual], entitlement: "pro",
      clock: clock.subscriptionClock)
    backend.latency = .seconds(1)
    let manager = SubscriptionManager(
      backend: backend, configuration: .fixture(), clock: clock.subscriptionClock,
      cache: .inMemory())
    #expect(manager.paywallState == .loading)
    // Launch asks for customer info and offerings at once; then, offerings
    // in hand, whether the monthly trial is still offered.
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    await manager.waitUntilSettled()
    let content = try #require(manager.paywallState.content)
    #expect(content.selectedTier?.package.packageType == .annual)
    #expect(content.tiers.first?.badgeText == "7-day free trial")

    let monthly = try #require(content.tiers.first)
    manager.select(monthly)
    #expect(manager.paywallState.content?.callToAction == "Start Free Trial")
  }

  @Test("The manager's paywall fails with a retryable message when offerings cannot load")
  func failed() async throws {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.annual], entitlement: "pro", clock: clock.subscriptionClock)
    backend.isReachable = false
    let harness = await ManagerHarness.make(clock: clock, backend: backend)
    #expect(harness.manager.paywallState == .failed(.offeringsUnavailable))
    #expect(ErrorInfo.offeringsUnavailable.isRetryable)
  }
}
