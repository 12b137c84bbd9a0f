import Foundation
import SQLiteSupport
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// The Apple outbox: each step's notifications are written in the step's
/// commit, read back the same after reopening, and name the project's app.
@Suite("Apple outbox")
struct AppleOutboxTests {
  @Test("A step's notifications survive reopening, in order, with the ledger audit clean")
  func reopen() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("store.sqlite")
    let store = try Fixtures.simulator(ledger: .file(url))
    _ = try store.purchase(productID: "pro_monthly", for: "alice", storeAccount: "alice")
    _ = try store.cancel(productID: "pro_monthly", for: "alice")
    try store.advance(by: .seconds(30 * 86_400))
    let written = try store.appleNotifications()
    #expect(
      written.map { $0.payload.notificationType + "/" + ($0.payload.subtype ?? "-") } == [
        "SUBSCRIBED/INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED",
        "EXPIRED/VOLUNTARY",
      ])
    #expect(written.map(\.sequence) == [1, 2, 3])
    #expect(Set(written.map(\.payload.notificationUUID)).count == 3)
    let expired = try #require(written.last)
    #expect(expired.payload.data?.status == AppleSubscriptionStatus.expired.rawValue)
    #expect(expired.renewalInfo?.expirationIntent == 1)
    #expect(expired.renewalInfo?.autoRenewStatus == 0)
    #expect(written[0].transaction?.offerDiscountType == "FREE_TRIAL")
    #expect(written[0].transaction?.price == 0)

    let reopened = try Fixtures.simulator(ledger: .file(url))
    #expect(try reopened.appleNotifications() == written)
    _ = try reopened.purchase(productID: "pro_monthly", for: "alice", storeAccount: "alice")
    let next = try reopened.appleNotifications(after: 3)
    #expect(next.map(\.sequence) == [4])
    #expect(next.first?.payload.subtype == AppleNotificationSubtype.resubscribe)
    #expect(try LedgerAudit(ledgerAt: url).problems.isEmpty)
    #expect(try LedgerAudit(ledgerAt: url).notificationCount == 4)
  }

  @Test("A renewal's price is in milli-units and its reason RENEWAL")
  func renewal() throws {
    let store = try Fixtures.simulator()
    _ = try store.purchase(productID: "pro_monthly", for: "bob", storeAccount: "bob")
    try store.advance(by: .seconds(10 * 86_400))
    let renewal = try #require(
      try store.appleNotifications().first { $0.payload.notificationType == "DID_RENEW" })
    #expect(renewal.transaction?.transactionReason == "RENEWAL")
    #expect(renewal.transaction?.price == 7_990)
    #expect(renewal.transaction?.currency == "USD")
    #expect(renewal.transaction?.offerType == nil)
    #expect(renewal.payload.data?.bundleId == AppStoreApp.example.bundleId)
    #expect(renewal.payload.data?.environment == .sandbox)
  }

  @Test("The project file's app_store names the app; without it, the example's")
  func projectIdentity() throws {
    let text = try String(contentsOf: Fixtures.exampleProject, encoding: .utf8)
    #expect(try SimulatorProject(data: Data(text.utf8)).appStoreApp == .example)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    object["app_store"] = [
      "bundle_id": "com.team.app", "app_apple_id": 42, "environment": "Production",
    ]
    let project = try SimulatorProject(data: try JSONSerialization.data(withJSONObject: object))
    #expect(project.appStoreApp.bundleId == "com.team.app")
    #expect(project.appStoreApp.appAppleId == 42)
    #expect(project.appStoreApp.environment == .production)
    object["app_store"] = ["app_apple_id": 0]
    #expect(throws: SimulatorProjectError.self) {
      try SimulatorProject(data: try JSONSerialization.data(withJSONObject: object))
    }
  }
}
