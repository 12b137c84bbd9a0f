import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// Attributes, fetch policies and cache windows as RevenueCat has them (issue 23).
@MainActor
@Suite("SubscriptionManager: attributes, refresh policy, cache windows", .timeLimit(.minutes(10)))
struct SubscriptionManagerAttributesTests {
  static func make(environment: StoreEnvironment = .production) async -> (
    SubscriptionManager, InMemoryBackend, TestClock
  ) {
    let clock = TestClock()
    let backend = InMemoryBackend(
      products: [ManagerHarness.annual], entitlement: "pro", clock: clock.subscriptionClock)
    var configuration = SubscriptionConfiguration.fixture()
    configuration.storeEnvironment = environment
    let manager = SubscriptionManager(
      backend: backend, configuration: configuration, clock: clock.subscriptionClock,
      cache: .inMemory())
    await manager.waitUntilSettled()
    return (manager, backend, clock)
  }

  @Test("setAttributes stores custom and reserved attributes; an empty value removes one")
  func attributes() async throws {
    let (manager, backend, _) = await Self.make()
    try await manager.setAttributes([SubscriberAttribute.email: "ada@example.com", "team": "12"])
    #expect(backend.attributes() == ["$email": "ada@example.com", "team": "12"])
    try await manager.setAttributes(["team": ""])
    #expect(backend.attributes() == ["$email": "ada@example.com"])
  }

  @Test("An empty attribute name is refused and nothing is sent")
  func emptyName() async {
    let (manager, backend, _) = await Self.make()
    let error = await #expect(throws: PurchaseError.self) {
      try await manager.setAttributes(["": "x", "team": "12"])
    }
    #expect(error?.code == .invalidSubscriberAttributesError)
    #expect(backend.calls[.setAttributes] == 0)
    #expect(backend.attributes().isEmpty)
  }

  @Test("Loaded offerings are fetched again after attributes change (targeting reads them)")
  func offeringsRefetched() async throws {
    let (manager, backend, _) = await Self.make()
    await manager.loadOfferings()
    let before = backend.calls[.offerings]
    try await manager.setAttributes(["$country": "DE"])
    #expect(backend.calls[.offerings] == before + 1)
  }

  @Test("A refresh the user asks for fetches current data; revalidation may use a fresh cache")
  func fetchPolicies() async {
    let (manager, backend, clock) = await Self.make()
    await manager.refreshStatus()
    #expect(backend.fetchPolicies.last == .fetchCurrent)
    await clock.advance(by: .seconds(301))
    await manager.refreshIfStale()
    #expect(backend.fetchPolicies.last == .notStaleCachedOrFetched)
  }

  @Test("Stale after 5 minutes in the foreground, 25 hours in the background (production)")
  func cacheWindows() async {
    let (manager, backend, clock) = await Self.make(environment: .production)
    let asked = backend.calls[.customerInfo]
    await clock.advance(by: .seconds(600))
    await manager.refreshIfStale(isAppBackgrounded: true)
    #expect(backend.calls[.customerInfo] == asked, "10 minutes is fresh in the background")
    await manager.refreshIfStale()
    #expect(backend.calls[.customerInfo] == asked + 1, "10 minutes is stale in the foreground")
    await clock.advance(by: .seconds(25 * 3600))
    await manager.refreshIfStale(isAppBackgrounded: true)
    #expect(backend.calls[.customerInfo] == asked + 2, "25 hours is stale in the background")
  }

  @Test("Sandbox builds revalidate every 5 minutes in the background too")
  func sandboxWindow() async {
    let (manager, backend, clock) = await Self.make(environment: .sandbox)
    let asked = backend.calls[.customerInfo]
    await clock.advance(by: .seconds(600))
    await manager.refreshIfStale(isAppBackgrounded: true)
    #expect(backend.calls[.customerInfo] == asked + 1)
  }

  @Test("A plain decode judges an old document by the device clock (RevenueCat's 3-day rule)")
  func plainDecodeUsesDeviceClockAfterThreeDays() throws {
    // Dates relative to the real clock: this is what the plain decode reads.
    let now = Date()
    func document(requestDaysAgo: Double, expiresDaysAgo: Double) -> Data {
      let request = ISO8601DateFormatter().string(
        from: now.addingTimeInterval(-requestDaysAgo * 86_400))
      let expires = ISO8601DateFormatter().string(
        from: now.addingTimeInterval(-expiresDaysAgo * 86_400))
      return Data(
        """
        {"request_date":"\(request)","subscriber":{"original_app_user_id":"u","first_seen":"\(request)",
        "entitlements":{"pro":{"expires_date":"\(expires)","product_identifier":"m","purchase_date":"\(request)"}},
        "subscriptions":{"m":{"purchase_date":"\(request)","expires_date":"\(expires)"}}}}
        """.utf8)
    }
    // Ten days old, expired five days ago: judged by the device clock, inactive.
    let old = try JSONDecoder().decode(
      CustomerInfo.self, from: document(requestDaysAgo: 10, expiresDaysAgo: 5))
    #expect(old.entitlements["pro"]?.isActive == false)
    // One day old, expired twelve hours ago: still judged at its request date, active.
    let recent = try JSONDecoder().decode(
      CustomerInfo.self, from: document(requestDaysAgo: 1, expiresDaysAgo: 0.5))
    #expect(recent.entitlements["pro"]?.isActive == true)
  }
}
