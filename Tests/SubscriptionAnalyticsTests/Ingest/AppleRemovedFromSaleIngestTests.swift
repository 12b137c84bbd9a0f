import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

@testable import SubscriptionAnalytics

/// A product removed from sale (issue 24): Apple's `EXPIRED` /
/// `PRODUCT_NOT_FOR_SALE` reads as the `EXPIRATION` RevenueCat's stream has,
/// reason and instant alike; a refund request's `CONSUMPTION_REQUEST` and a
/// mass extension's `FAILURE` add nothing but the restated purchase.
@Suite("Ingest: Apple's expiry of a product removed from sale")
struct AppleRemovedFromSaleIngestTests {
  static func events(_ notification: AppleNotification) -> [WebhookEvent] {
    AppleNotificationEvents.events(
      for: VerifiedAppleNotification(
        payload: notification.payload, transaction: notification.transaction,
        renewalInfo: notification.renewalInfo, signedPayload: ""))
  }

  @Test("EXPIRED / PRODUCT_NOT_FOR_SALE is an EXPIRATION with RevenueCat's reason")
  func expiration() throws {
    let store = try StoreSimulator.open(
      storekit: SimulatedPopulation.storekit, project: SimulatedPopulation.project,
      clock: .stopped(at: SimulatedPopulation.start),
      options: StoreSimulatorOptions(environment: .production))
    try store.purchase(productID: "pro_annual", for: "alice", storeAccount: "alice-id")
    try store.advance(by: StoreDuration(15, .day))
    _ = try store.requestRefund(productID: "pro_annual", for: "alice")  // declined: too late
    try store.removeFromSale(productID: "pro_annual")
    try store.advance(by: StoreDuration(13, .month))
    let revenueCat = try store.webhookEvents().map(\.event).filter { $0.type == .expiration }
    let notifications = try store.appleNotifications()
    let expired = try #require(
      notifications.first { $0.payload.subtype == AppleNotificationSubtype.productNotForSale })
    let fromApple = Self.events(expired).filter { $0.type == .expiration }
    #expect(fromApple.count == 1 && revenueCat.count == 1)
    #expect(fromApple.first?.expirationReason == revenueCat.first?.expirationReason)
    #expect(fromApple.first?.expirationReason == .unknown)
    #expect(fromApple.first?.eventTimestampMs == revenueCat.first?.eventTimestampMs)
    let request = try #require(
      notifications.first {
        $0.payload.notificationType == AppleNotificationType.consumptionRequest
      })
    #expect(Self.events(request).map(\.type) == [.initialPurchase])
  }
}
