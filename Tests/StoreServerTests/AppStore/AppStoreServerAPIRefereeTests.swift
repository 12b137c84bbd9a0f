import AppleJWS
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire
import TestSupport
import Testing

/// Apple's Python `AppStoreServerAPIClient` (app-store-server-library,
/// pinned and installed by scripts/test) pointed at the served store reads
/// statuses, history, transaction info and notification history that match
/// the ledger, extends a subscription, and is refused where Apple refuses.
@Suite(
  "Apple's Python client reads the served App Store Server API",
  .timeLimit(.minutes(10)),
  .enabled(
    if: AppStoreAPIReferee.isAvailable,
    "Skipped: python3 cannot import Apple's app-store-server-library (scripts/test installs it: pip install app-store-server-library==3.1.2)"
  ))
struct AppStoreServerAPIRefereeTests {
  @Test("Statuses, history, info, notification history and an extension agree with the ledger")
  func appleClientAgrees() throws {
    let served = try AppleServedStore()
    let store = served.store
    let monthly = try store.purchase(productID: "pro_monthly", for: "alice", storeAccount: "a")
    let id = monthly.transactionIdentifier
    try store.purchase(productID: "pro_lifetime", for: "alice", storeAccount: "a")
    try store.purchase(productID: "pro_annual", for: "bob", storeAccount: "b")
    for other in ["carol", "dave", "erin", "frank"] {
      try store.purchase(productID: "pro_monthly", for: other, storeAccount: other)
    }
    try store.advance(by: .seconds(2 * 366 * 86_400))
    try store.requestTestNotification()
    let outbox = try store.appleNotifications(limit: 100_000)
    let attempted = try #require(outbox.last)
    try store.recordAppleSendAttempt(
      sequence: attempted.sequence, attempt: 1, at: try store.appleAPINow(), result: "SUCCESS",
      state: WebhookDeliveryState(delivered: attempted.sequence), for: "https://example.com/a")
    let now = try store.appleAPINow()
    let start = ISO8601.milliseconds(now) - 179 * 86_400_000
    let end = ISO8601.milliseconds(now) + 1
    let ledgerHistory = try #require(try store.appleCustomerTransactions(of: id))
    #expect(ledgerHistory.count > 20, "\(ledgerHistory.count) transactions: history has pages")
    let latest = try #require(try store.appleSubscriptionStates(of: id)?.first)
    let eventsBefore = try store.webhookEvents(limit: 100_000).count

    let server = try served.start()
    defer { server.stop() }
    let input: [String: Any] = [
      "baseURL": "http://127.0.0.1:\(server.port)",
      "key": String(decoding: try served.key.privateKey.pkcs8PEM(), as: UTF8.self),
      "keyId": served.key.keyId, "issuerId": served.key.issuerId, "bundleId": served.bundleId,
      "appAppleId": store.appStoreApp.appAppleId,
      "root": try #require(served.signer.chain).root.der.base64EncodedString(),
      "transactionId": id, "originalTransactionId": id, "startDate": start, "endDate": end,
      "extendByDays": 20,
    ]
    let answer = try AppStoreAPIReferee.run(input)

    let statuses = try #require(answer["statuses"] as? [String: Any])
    #expect(statuses["environment"] as? String == "Sandbox")
    #expect(statuses["bundleId"] as? String == served.bundleId)
    #expect((statuses["appAppleId"] as? NSNumber)?.int64Value == store.appStoreApp.appAppleId)
    let group = try #require((statuses["data"] as? [[String: Any]])?.first)
    #expect(group["subscriptionGroupIdentifier"] as? String == latest.subscriptionGroupIdentifier)
    let item = try #require((group["lastTransactions"] as? [[String: Any]])?.first)
    #expect(item["status"] as? Int == latest.status.rawValue)
    #expect(item["originalTransactionId"] as? String == id)
    let transaction = try #require(item["transaction"] as? [String: Any])
    #expect(transaction["transactionId"] as? String == latest.transaction.transactionId)
    #expect((transaction["expiresDate"] as? NSNumber)?.int64Value == latest.transaction.expiresDate)
    #expect((transaction["price"] as? NSNumber)?.int64Value == latest.transaction.price)
    let renewal = try #require(item["renewalInfo"] as? [String: Any])
    #expect((renewal["renewalDate"] as? NSNumber)?.int64Value == latest.renewalInfo.renewalDate)
    #expect(renewal["autoRenewStatus"] as? Int == 1)

    let pages = try #require(answer["history"] as? [[[String: Any]]])
    #expect(pages.count >= 2)
    let read = pages.flatMap { $0 }
    #expect(read.map { $0["transactionId"] as? String } == ledgerHistory.map(\.transactionId))
    for (decoded, ledger) in zip(read, ledgerHistory) {
      #expect(decoded["productId"] as? String == ledger.productId)
      #expect((decoded["purchaseDate"] as? NSNumber)?.int64Value == ledger.purchaseDate)
      #expect((decoded["expiresDate"] as? NSNumber)?.int64Value == ledger.expiresDate)
      #expect((decoded["price"] as? NSNumber)?.int64Value == ledger.price)
    }
    let subscriptionsOnly = try #require(answer["subscriptionHistory"] as? [[[String: Any]]])
    #expect(
      subscriptionsOnly.flatMap { $0 }.map { $0["transactionId"] as? String }
        == ledgerHistory.filter { $0.type == "Auto-Renewable Subscription" }.map(\.transactionId))
    let info = try #require(answer["transactionInfo"] as? [String: Any])
    #expect(info["transactionId"] as? String == id)
    #expect(info["productId"] as? String == "pro_monthly")

    let window = outbox.filter { $0.payload.signedDate >= start && $0.payload.signedDate < end }
    let history = try #require(answer["notificationHistory"] as? [[String: Any]])
    #expect(window.count > 20, "notification history has pages")
    #expect(
      history.map { ($0["notification"] as? [String: Any])?["notificationUUID"] as? String }
        == window.map(\.payload.notificationUUID))
    for (read, ledger) in zip(history, window) {
      let notification = read["notification"] as? [String: Any]
      #expect(notification?["notificationType"] as? String == ledger.payload.notificationType)
      #expect(notification?["subtype"] as? String == ledger.payload.subtype)
    }
    let attempts = try #require(history.last?["sendAttempts"] as? [[String: Any]])
    #expect(attempts.map { $0["sendAttemptResult"] as? String } == ["SUCCESS"])

    let extended = try #require(answer["extension"] as? [String: Any])
    #expect(extended["success"] as? Bool == true)
    let effective = (latest.transaction.expiresDate ?? 0) + 20 * 86_400_000
    #expect((extended["effectiveDate"] as? NSNumber)?.int64Value == effective)
    let after = try #require(
      ((answer["statusesAfterExtension"] as? [String: Any])?["data"] as? [[String: Any]])?.first)
    let afterItem = try #require((after["lastTransactions"] as? [[String: Any]])?.first)
    #expect(
      ((afterItem["transaction"] as? [String: Any])?["expiresDate"] as? NSNumber)?.int64Value
        == effective)
    #expect(try store.appleTransaction(latest.transaction.transactionId)?.expiresDate == effective)
    // One extension: one Apple notification and one RevenueCat event, nothing from the refusals.
    let added = try store.appleNotifications(after: Int64(outbox.count), limit: 100)
    #expect(added.map(\.payload.notificationType) == ["RENEWAL_EXTENDED"])
    #expect(try store.webhookEvents(limit: 100_000).count == eventsBefore + 1)

    let failures = try #require(answer["failures"] as? [String: [String: Any]])
    #expect(failures["unknownTransaction"]?["status"] as? Int == 404)
    #expect(failures["unknownTransaction"]?["errorCode"] as? Int == 4_040_010)
    #expect(failures["absurdExtension"]?["status"] as? Int == 400)
    #expect(failures["absurdExtension"]?["errorCode"] as? Int == 4_000_009)
    #expect(failures["wrongKeyId"]?["status"] as? Int == 401)
  }
}

/// Runs Referee/app_store_api.py.
enum AppStoreAPIReferee {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Referee/app_store_api.py")
  /// Whether python3 can import Apple's library.
  static let isAvailable = AppleLibraryReferee.isAvailable

  /// What the script read.
  static func run(_ input: [String: Any]) throws -> [String: Any] {
    let output = try AppleLibraryReferee.run(script, input: input)
    try #require(output.status == 0, "app_store_api.py failed: \(output.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
  }
}
