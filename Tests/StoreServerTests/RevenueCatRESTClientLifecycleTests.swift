import Foundation
import HTTPCore
import InvoiceAppSubscriptions
import RevenueCatREST
import StoreServer
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// The REST client against the served simulator over loopback (URLSession):
/// at each step of a lifecycle the client reads the entitlements the store
/// (and so the manager) holds; a grant through the client unlocks the demo's manager.
@Suite("RevenueCatRESTClient against the served store", .timeLimit(.minutes(10)))
@MainActor
struct RevenueCatRESTClientLifecycleTests {
  @Test("Buy, cancel, expire, promotional grant: the client sees what the store sees")
  func lifecycle() async throws {
    let served = try ServedStore()
    let server = try HTTPServer.start(
      at: BindAddress(host: "127.0.0.1", port: 0),
      handler: RouteSet.combined([served.api.routeSet]))
    defer { server.stop() }
    let client = RevenueCatRESTClient(
      configuration: RevenueCatRESTConfiguration(
        baseURL: try #require(URL(string: "http://\(server.address)")),
        apiKey: ServedStore.secretKey, timeout: .seconds(10)))
    // The store driven as `subkit store` drives it: a second simulator on the ledger.
    let driver = try ServedStore.openStore(in: served.folder)

    func expectSame(_ step: String) async throws {
      let remote = try await client.customerInfo(appUserID: "nia")
      let local = try driver.customerInfo(for: "nia")
      #expect(
        Set(remote.entitlements.active.keys) == Set(local.entitlements.active.keys), "\(step)")
      #expect(
        remote.entitlements["pro"]?.expirationDate == local.entitlements["pro"]?.expirationDate,
        "\(step)")
    }
    try await expectSame("new customer")
    try driver.purchase(productID: "pro_monthly", for: "nia")
    try await expectSame("bought")
    #expect(try await client.customerInfo(appUserID: "nia").entitlements["pro"]?.isActive == true)
    let subscriptions = try await client.subscriptions(of: "nia")
    #expect(subscriptions.map(\.productIdentifier) == ["pro_monthly"])
    #expect(subscriptions.first?.givesAccess == true)
    try driver.cancel(productID: "pro_monthly", for: "nia")
    try await expectSame("cancelled")
    try driver.advance(by: StoreDuration(2, .month))
    try await expectSame("expired")
    #expect(try await client.customerInfo(appUserID: "nia").entitlements["pro"]?.isActive == false)
    try await client.setAttributes(["$email": "nia@example.com"], for: "nia")
    #expect(driver.attributes(of: "nia")["$email"] == "nia@example.com")

    // The demo's manager, on its own simulator over the same ledger.
    try driver.switchCustomer(to: "demo-user")
    let manager = SubscriptionManager(
      backend: driver, configuration: AppSubscriptions.configuration, clock: driver.storeClock,
      cache: .inMemory())
    await manager.refreshStatus()
    #expect(!manager.isPremium)
    let granted = try await client.grantPromotionalEntitlement(
      AppSubscriptions.entitlement, to: "demo-user", duration: .weekly)
    #expect(granted.entitlements[AppSubscriptions.entitlement]?.isActive == true)
    await manager.refreshStatus()
    #expect(manager.isPremium)
    _ = try await client.revokePromotionalEntitlements(
      AppSubscriptions.entitlement, of: "demo-user")
    await manager.refreshStatus()
    #expect(!manager.isPremium)

    // Typed errors from the served API.
    do {
      _ = try await client.grantPromotionalEntitlement("nope", to: "nia", duration: .weekly)
      Issue.record("expected 404")
    } catch let error as RevenueCatRESTError {
      #expect(error.code == .notFound)
      #expect(error.status == 404)
    }
    let publicClient = RevenueCatRESTClient(
      configuration: RevenueCatRESTConfiguration(
        baseURL: try #require(URL(string: "http://\(server.address)")),
        apiKey: ServedStore.publicKey))
    await #expect(throws: RevenueCatRESTError.self) {
      _ = try await publicClient.subscriptions(of: "nia")
    }
  }
}
