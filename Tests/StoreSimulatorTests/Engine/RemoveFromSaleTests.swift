import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// A product removed from sale (issue 24): subscribers keep access to their
/// period's end, then expire as Apple and RevenueCat say it; new purchases are
/// refused; it survives reopening the ledger.
@Suite("Products removed from sale")
struct RemoveFromSaleTests {
  static func kind(_ notification: AppleNotification) -> String {
    notification.payload.notificationType + "/" + (notification.payload.subtype ?? "-")
  }

  @Test("Subscribers expire at period end with PRODUCT_NOT_FOR_SALE; purchases refused; reopened")
  func expiresAtPeriodEnd() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("store.sqlite")
    let store = try Fixtures.simulator(ledger: .file(url))
    let ann = try store.purchase(productID: "pro_annual", for: "ann", storeAccount: "ann")
    let bob = try store.purchase(productID: "pro_annual", for: "bob", storeAccount: "bob")
    _ = try store.cancel(productID: "pro_annual", for: "bob")
    try store.advance(by: .seconds(30 * 86_400))
    try store.removeFromSale(productID: "pro_annual")
    #expect(store.isRemovedFromSale("pro_annual"))
    #expect(!store.isRemovedFromSale("pro_monthly"))

    let reopened = try Fixtures.simulator(ledger: .file(url))
    #expect(reopened.isRemovedFromSale("pro_annual"))
    let notifications = try reopened.appleNotifications()
    let events = try reopened.webhookEvents().count
    let refusal = try #require(throws: StoreSimulatorError.self) {
      try reopened.purchase(productID: "pro_annual", for: "cat", storeAccount: "cat")
    }
    #expect(refusal.code == .removedFromSale)
    #expect(!refusal.message.contains("\n"))
    #expect(try reopened.appleNotifications() == notifications)
    #expect(try reopened.webhookEvents().count == events)
    // Other products are still for sale.
    _ = try reopened.purchase(productID: "pro_monthly", for: "cat", storeAccount: "cat")

    // Access continues to the period's end: nothing expires before it.
    try reopened.advance(by: .seconds(300 * 86_400))
    #expect(
      try reopened.appleNotifications().filter {
        $0.payload.notificationType == AppleNotificationType.expired
      }.isEmpty)
    try reopened.advance(by: .seconds(60 * 86_400))
    let expired = try reopened.appleNotifications().filter {
      $0.payload.notificationType == AppleNotificationType.expired
    }
    let annExpired = try #require(
      expired.first { $0.transaction?.originalTransactionId == ann.transactionIdentifier })
    #expect(Self.kind(annExpired) == "EXPIRED/PRODUCT_NOT_FOR_SALE")
    #expect(annExpired.renewalInfo?.expirationIntent == 4)
    #expect(annExpired.payload.data?.status == AppleSubscriptionStatus.expired.rawValue)
    // Auto-renew was off: that expiry is the customer's, as before.
    let bobExpired = try #require(
      expired.first { $0.transaction?.originalTransactionId == bob.transactionIdentifier })
    #expect(Self.kind(bobExpired) == "EXPIRED/VOLUNTARY")
    #expect(bobExpired.renewalInfo?.expirationIntent == 1)
    let expirations = try reopened.webhookEvents().map(\.event).filter { $0.type == .expiration }
    #expect(
      expirations.first { $0.originalTransactionID == ann.transactionIdentifier }?
        .expirationReason == .unknown)
    #expect(
      expirations.first { $0.originalTransactionID == bob.transactionIdentifier }?
        .expirationReason == .unsubscribe)
    #expect(try LedgerAudit(ledgerAt: url).problems.isEmpty)
  }

  @Test("An unknown product, or one already removed: a one-line error, nothing stored")
  func badInput() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("store.sqlite")
    let store = try Fixtures.simulator(ledger: .file(url))
    let unknown = try #require(throws: StoreSimulatorError.self) {
      try store.removeFromSale(productID: "nope")
    }
    #expect(unknown.code == .unknownProduct)
    #expect(!store.isRemovedFromSale("nope"))
    try store.removeFromSale(productID: "pro_monthly")
    let again = try #require(throws: StoreSimulatorError.self) {
      try store.removeFromSale(productID: "pro_monthly")
    }
    #expect(again.code == .removedFromSale)
    #expect(!again.message.contains("\n") && !unknown.message.contains("\n"))
    let reopened = try Fixtures.simulator(ledger: .file(url))
    #expect(reopened.isRemovedFromSale("pro_monthly"))
    #expect(!reopened.isRemovedFromSale("nope"))
    #expect(try reopened.appleNotifications().isEmpty)
  }
}
