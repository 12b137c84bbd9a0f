import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// The README's "Testing your app's subscription code" example, run for real
/// on the bundled example files, so the front door never shows code that fails.
@Suite("README example")
struct ReadmeExampleTests {
  static let example = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/InvoiceApp")

  @Test("A trial unlocks at once, converts, and expires after a cancel")
  @MainActor
  func trialConvertsThenExpiresAfterCancel() async throws {
    let clock = TestClock()
    let store = try StoreSimulator.open(
      storekit: Self.example.appendingPathComponent("InvoiceApp.storekit"),
      project: Self.example.appendingPathComponent("subscriptions.json"),
      clock: clock.subscriptionClock)
    let configuration = SubscriptionConfiguration(
      entitlementIdentifier: "pro", termsOfServiceURL: URL(fileURLWithPath: "/terms"),
      privacyPolicyURL: URL(fileURLWithPath: "/privacy"))
    let manager = SubscriptionManager(
      backend: store, configuration: configuration, clock: clock.subscriptionClock,
      cache: .inMemory())
    await manager.loadOfferings()

    _ = await manager.purchase(try #require(manager.offering?.monthly))
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.periodType == .trial)

    try store.cancel(productID: "pro_monthly")
    try store.advance(by: .days(40))
    #expect(await manager.settle(until: { !manager.isPremium }))
  }
}
