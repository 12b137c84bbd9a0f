import Foundation
import StoreSimulator
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// Apple-sourced analytics read subscription offers as RevenueCat's events
/// do (issue 28, docs/offers.md): the period type, `offer_code` and price of
/// an offer's charges, and `OFFER_REDEEMED` that changes the plan.
@Suite("Apple notifications about offers, as RevenueCat events")
struct AppleOfferEventsTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("StoreSimulatorTests/Fixtures/offers")

  static func events(_ notification: AppleNotification) -> [WebhookEvent] {
    AppleNotificationEvents.events(
      for: VerifiedAppleNotification(
        payload: notification.payload, transaction: notification.transaction,
        renewalInfo: notification.renewalInfo, signedPayload: ""))
  }

  @Test("An offer code's charges: the same period type, offer_code and price from either source")
  func offerCodeCharges() throws {
    let store = try StoreSimulator.open(
      storekit: Self.fixtures.appendingPathComponent("Offers.storekit"),
      project: Self.fixtures.appendingPathComponent("subscriptions.json"),
      clock: .stopped(at: Date(timeIntervalSince1970: 1_767_225_600)))
    _ = try store.redeem(offerCode: "SPRING")
    try store.advance(by: StoreDuration(1, .month))
    try store.advance(by: StoreDuration(1, .month))
    let revenueCat = try store.webhookEvents().map(\.event)
    let apple = try store.appleNotifications().compactMap { Self.events($0).first }
    #expect(apple.count == revenueCat.count)
    for (fromApple, fromRevenueCat) in zip(apple, revenueCat) {
      #expect(fromApple.transactionID == fromRevenueCat.transactionID)
      #expect(fromApple.periodType == fromRevenueCat.periodType)
      #expect(fromApple.offerCode == fromRevenueCat.offerCode)
      #expect(fromApple.priceInPurchasedCurrency == fromRevenueCat.priceInPurchasedCurrency)
    }
    #expect(apple.map(\.offerCode) == ["SPRING", "SPRING", nil])
  }

  @Test("OFFER_REDEEMED that changes the plan is a PRODUCT_CHANGE; for the same product it is not")
  func offerRedeemed() throws {
    var transaction = AppleTransactionPayload(
      transactionId: "2", originalTransactionId: "1", bundleId: "b", productId: "pro_annual",
      purchaseDate: 0, originalPurchaseDate: 0, type: "Auto-Renewable Subscription",
      signedDate: 0, environment: .sandbox)
    transaction.offerType = 2
    transaction.offerIdentifier = "annual_upgrade"
    transaction.offerDiscountType = "PAY_UP_FRONT"
    transaction.price = 39_990
    transaction.currency = "USD"
    func notification(_ subtype: String?, renewsTo: String) -> AppleNotification {
      AppleNotification(
        sequence: 1,
        payload: AppleNotificationPayload(
          notificationType: "OFFER_REDEEMED", subtype: subtype, notificationUUID: "u",
          data: nil, signedDate: 0),
        transaction: transaction,
        renewalInfo: AppleRenewalInfoPayload(
          originalTransactionId: "1", productId: "pro_annual", autoRenewProductId: renewsTo,
          autoRenewStatus: 1, signedDate: 0, environment: .sandbox))
    }
    let upgrade = Self.events(notification("UPGRADE", renewsTo: "pro_annual"))
    #expect(upgrade.map(\.type) == [.renewal, .productChange])
    #expect(upgrade.first?.periodType == "INTRO" && upgrade.first?.offerCode == "annual_upgrade")
    let pending = Self.events(notification(nil, renewsTo: "pro_monthly"))
    #expect(pending.map(\.type) == [.renewal, .productChange])
    #expect(Self.events(notification(nil, renewsTo: "pro_annual")).map(\.type) == [.renewal])
  }
}
