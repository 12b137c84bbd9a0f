import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@Suite("Sandbox vs production: a sandbox purchase does not unlock a production build")
struct StoreEnvironmentTests {
  static let now = Fixture.date("2024-01-10T00:00:00Z")

  static func response(sandbox: Bool) -> SubscriberResponse {
    SubscriberResponse(
      requestDate: now,
      subscriber: .init(
        originalAppUserID: "u1", firstSeen: now,
        entitlements: [
          "pro": .init(
            expiresDate: now.addingTimeInterval(86_400), productIdentifier: "pro_monthly",
            purchaseDate: now)
        ],
        subscriptions: [
          "pro_monthly": .init(
            purchaseDate: now, expiresDate: now.addingTimeInterval(86_400), isSandbox: sandbox)
        ]))
  }

  @Test(
    "isActiveInCurrentEnvironment compares the purchase's environment with the build's",
    arguments: [
      (true, StoreEnvironment.sandbox, true), (true, .production, false),
      (false, .production, true), (false, .sandbox, false),
    ])
  func currentEnvironment(sandbox: Bool, environment: StoreEnvironment, expected: Bool) throws {
    let info = CustomerInfo(
      response: Self.response(sandbox: sandbox), now: Self.now, environment: environment)
    let pro = try #require(info.entitlements["pro"])
    #expect(pro.isActive)
    #expect(pro.isActiveInAnyEnvironment)
    #expect(pro.isActiveInCurrentEnvironment == expected)
    #expect(info.entitlements.activeInAnyEnvironment.keys.sorted() == ["pro"])
    #expect(info.entitlements.activeInCurrentEnvironment.keys.sorted() == (expected ? ["pro"] : []))
    #expect(info.evaluated(at: Self.now).environment == environment)
    #expect(
      info.inEnvironment(.sandbox).entitlements["pro"]?.isActiveInCurrentEnvironment == sandbox)
  }

  @Test("The default environment follows the build: tests are debug builds, so the sandbox")
  func defaultEnvironment() {
    #expect(StoreEnvironment.current == .sandbox)
    #expect(SubscriptionConfiguration.fixture().storeEnvironment == .current)
    #expect(
      CustomerInfo(response: Self.response(sandbox: true), now: Self.now).environment == .current)
  }

  @Test(
    "A sandbox purchase never unlocks a production build; an App Store purchase unlocks any",
    arguments: [
      (true, StoreEnvironment.sandbox, true), (true, .production, false),
      (false, .production, true), (false, .sandbox, true),
    ])
  func grantsAccess(sandbox: Bool, environment: StoreEnvironment, expected: Bool) throws {
    let info = CustomerInfo(response: Self.response(sandbox: sandbox), now: Self.now)
    #expect(info.entitlements["pro"]?.grantsAccess(in: environment) == expected)
  }

  @MainActor
  @Test("The manager's isPremium follows the configured environment")
  func managerRespectsEnvironment() async throws {
    for (environment, premium) in [(StoreEnvironment.sandbox, true), (.production, false)] {
      var configuration = SubscriptionConfiguration.fixture()
      configuration.storeEnvironment = environment
      let harness = await ManagerHarness.make(configuration: configuration)
      // The in-memory backend sells in the sandbox.
      await harness.manager.purchase(try #require(harness.package(ManagerHarness.annual)))
      #expect(harness.manager.customerInfo?.entitlements["pro"]?.isActive == true)
      #expect(harness.manager.isPremium == premium, "\(environment)")
      #expect(harness.manager.customerInfo?.environment == environment)
      #expect(
        harness.manager.customerInfo?.entitlements.activeInCurrentEnvironment.isEmpty == !premium)
    }
  }
}
