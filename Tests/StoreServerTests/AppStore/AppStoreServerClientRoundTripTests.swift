import AppStoreServer
import Foundation
import HTTPCore
import StoreSimulator
import SubscriptionWire
import Testing

/// Our `AppStoreServerClient` against `subkit-server`'s App Store Server API
/// over loopback HTTP: every endpoint, each answer verified with our
/// `SignedDataVerifier` and compared with the ledger.
@Suite("AppStoreServerClient round-trips the served API", .timeLimit(.minutes(10)))
struct AppStoreServerClientRoundTripTests {
  let served: AppleServedStore
  let verifier: SignedDataVerifier

  init() throws {
    served = try AppleServedStore()
    verifier = try served.verifier()
  }

  func client(_ server: HTTPServer) throws -> AppStoreServerClient {
    AppStoreServerClient(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")), key: served.key,
      bundleId: served.bundleId, now: { Date() })
  }

  func transactions(_ answer: [String: Any]) throws -> [AppleTransactionPayload] {
    try (answer["signedTransactions"] as? [String] ?? []).map {
      try verifier.verifyAndDecodeTransaction($0)
    }
  }

  @Test(
    "Statuses, history with filters and paging, info, refunds and order lookup match the ledger")
  func reads() async throws {
    let server = try served.start()
    defer { server.stop() }
    let client = try client(server)
    let store = served.store
    let annual = try store.purchase(productID: "pro_annual", for: "alice", storeAccount: "a")
    let lifetime = try store.purchase(productID: "pro_lifetime", for: "alice", storeAccount: "a")
    let monthly = try store.purchase(productID: "pro_monthly", for: "carol", storeAccount: "c")
    try store.advance(by: .seconds(2 * 366 * 86_400))
    try store.refund(transactionID: lifetime.transactionIdentifier)

    let statuses = try await client.allSubscriptionStatuses(
      transactionId: lifetime.transactionIdentifier)
    #expect(statuses["bundleId"] as? String == served.bundleId)
    #expect(statuses["environment"] as? String == "Sandbox")
    let groups = try #require(statuses["data"] as? [[String: Any]])
    #expect(groups.count == 1)
    let last = try #require((groups.first?["lastTransactions"] as? [[String: Any]])?.first)
    #expect(last["status"] as? Int == 1)
    #expect(last["originalTransactionId"] as? String == annual.transactionIdentifier)
    let latest = try verifier.verifyAndDecodeTransaction(
      try #require(last["signedTransactionInfo"] as? String))
    let renewal = try verifier.verifyAndDecodeRenewalInfo(
      try #require(last["signedRenewalInfo"] as? String))
    let ledger = try #require(try store.appleSubscriptionStates(of: annual.transactionIdentifier))
    #expect(latest.transactionId == ledger.first?.transaction.transactionId)
    #expect(latest.expiresDate == ledger.first?.transaction.expiresDate)
    #expect(renewal.renewalDate == latest.expiresDate)
    let expired = try await client.allSubscriptionStatuses(
      transactionId: annual.transactionIdentifier, status: [2, 5])
    #expect((expired["data"] as? [Any])?.isEmpty == true)

    // Carol: a trial and two years of monthly renewals, in pages of 20.
    let carol = try #require(try store.appleCustomerTransactions(of: monthly.transactionIdentifier))
    #expect(carol.count > 20)
    var pages: [[AppleTransactionPayload]] = []
    var revision: String? = nil
    repeat {
      let page = try await client.transactionHistory(
        transactionId: monthly.transactionIdentifier, revision: revision)
      pages.append(try transactions(page))
      revision = page["revision"] as? String
      if page["hasMore"] as? Bool != true { break }
    } while pages.count < 10
    #expect(pages.map(\.count) == [20, carol.count - 20])
    #expect(pages.flatMap { $0 }.map(\.transactionId) == carol.map(\.transactionId))
    let descending = try await client.transactionHistory(
      transactionId: monthly.transactionIdentifier,
      filters: [URLQueryItem(name: "sort", value: "DESCENDING")])
    #expect(
      try transactions(descending).map(\.transactionId)
        == carol.reversed().prefix(20).map(\.transactionId))
    let filtered = try await client.transactionHistory(
      transactionId: annual.transactionIdentifier,
      filters: [
        URLQueryItem(name: "productType", value: "NON_CONSUMABLE"),
        URLQueryItem(name: "productType", value: "AUTO_RENEWABLE"),
        URLQueryItem(name: "revoked", value: "false"),
      ])
    #expect(try transactions(filtered).allSatisfy { $0.productId == "pro_annual" })
    #expect(try transactions(filtered).count == 3)
    let windowed = try await client.transactionHistory(
      transactionId: annual.transactionIdentifier,
      filters: [
        URLQueryItem(name: "productId", value: "pro_lifetime"),
        URLQueryItem(name: "productId", value: "pro_annual"),
        URLQueryItem(name: "endDate", value: String(latest.purchaseDate)),
      ])
    #expect(try transactions(windowed).count == 3)

    let info = try await client.transactionInfo(transactionId: lifetime.transactionIdentifier)
    let decoded = try verifier.verifyAndDecodeTransaction(
      try #require(info["signedTransactionInfo"] as? String))
    #expect(decoded.productId == "pro_lifetime")
    #expect(decoded.type == "Non-Consumable")
    #expect(decoded.revocationDate != nil)

    let refunds = try await client.refundHistory(transactionId: annual.transactionIdentifier)
    #expect(try transactions(refunds).map(\.transactionId) == [lifetime.transactionIdentifier])
    #expect(refunds["hasMore"] as? Bool == false)

    let orderID = try #require(AppleOrderID.of(lifetime.transactionIdentifier))
    let order = try await client.lookUpOrderId(orderID)
    #expect(order["status"] as? Int == 0)
    #expect(try transactions(order).map(\.transactionId) == [lifetime.transactionIdentifier])
    let noOrder = try await client.lookUpOrderId("MZZZZZZZZZ")
    #expect(noOrder["status"] as? Int == 1)
    #expect((noOrder["signedTransactions"] as? [Any])?.isEmpty == true)
  }

  @Test(
    "Extensions, test notifications, history, tokens, consumption and finishing write the ledger")
  func writes() async throws {
    let server = try served.start()
    defer { server.stop() }
    let client = try client(server)
    let store = served.store
    let alice = try store.purchase(productID: "pro_annual", for: "alice", storeAccount: "a")
    let dave = try store.purchase(productID: "pro_annual", for: "dave", storeAccount: "d")
    _ = try store.purchase(productID: "pro_monthly", for: "bob", storeAccount: "b")
    let before = try #require(try store.appleTransaction(alice.transactionIdentifier))

    let answer = try await client.extendRenewalDate(
      originalTransactionId: alice.transactionIdentifier, days: 30, reason: 1,
      requestIdentifier: "goodwill-1")
    #expect(answer["success"] as? Bool == true)
    let effective = try #require(answer["effectiveDate"] as? Int64)
    #expect(effective == (before.expiresDate ?? 0) + 30 * 86_400_000)
    let after = try #require(try store.appleTransaction(alice.transactionIdentifier))
    #expect(after.expiresDate == effective)
    let extended = try #require(try store.appleNotifications().last)
    #expect(extended.payload.notificationType == "RENEWAL_EXTENDED")
    #expect(extended.transaction?.expiresDate == effective)
    let event = try #require(try store.webhookEvents().last?.event)
    #expect(event.type == .subscriptionExtended)
    #expect(event.expirationAtMs == effective)
    let customerInfo = try store.subscriberResponse(for: "alice")
    #expect(
      customerInfo.subscriber.subscriptions["pro_annual"]?.expiresDate
        == ISO8601.date(milliseconds: effective))

    // Mass: alice (once before) and dave are extended; bob's trial is another product.
    let mass = try await client.extendRenewalDateForAllActiveSubscribers(
      productId: "pro_annual", days: 7, reason: 3, requestIdentifier: "outage-1",
      storefrontCountryCodes: ["USA"])
    #expect(mass["requestIdentifier"] as? String == "outage-1")
    let status = try await client.renewalExtensionStatus(
      productId: "pro_annual", requestIdentifier: "outage-1")
    #expect(status["complete"] as? Bool == true)
    #expect(status["succeededCount"] as? Int == 2)
    #expect(status["failedCount"] as? Int == 0)
    let summary = try #require(try store.appleNotifications().last)
    #expect(summary.payload.notificationType == "RENEWAL_EXTENSION")
    #expect(summary.payload.subtype == "SUMMARY")
    let signedSummary = try verifier.verifyAndDecodeNotification(
      try served.signer.signedPayload(for: summary))
    #expect(signedSummary.summary?.succeededCount == 2)
    #expect(signedSummary.summary?.productId == "pro_annual")
    #expect(
      try store.appleTransaction(dave.transactionIdentifier)?.expiresDate
        == before.expiresDate.map { $0 + 7 * 86_400_000 })

    // The renewal happens at the moved date, a year on from it.
    try store.advance(by: .seconds(366 * 86_400 + 40 * 86_400))
    let renewed = try #require(
      try store.appleCustomerTransactions(of: alice.transactionIdentifier)?.dropFirst().first)
    #expect(renewed.purchaseDate == effective + 7 * 86_400_000)

    // A test notification, its status, and the history with its filters.
    let token = try #require(
      try await client.requestTestNotification()["testNotificationToken"] as? String)
    let test = try await client.testNotificationStatus(token: token)
    let payload = try verifier.verifyAndDecodeNotification(
      try #require(test["signedPayload"] as? String))
    #expect(payload.notificationType == "TEST")
    #expect((test["sendAttempts"] as? [Any])?.isEmpty == true)
    let outbox = try store.appleNotifications()
    let testSequence = try #require(outbox.last?.sequence)
    try store.recordAppleSendAttempt(
      sequence: testSequence, attempt: 1, at: try store.appleAPINow(),
      result: "UNSUCCESSFUL_HTTP_RESPONSE_CODE", state: WebhookDeliveryState(),
      for: "https://example.com/apple")
    let now = try store.appleAPINow()
    let start = now.addingTimeInterval(-179 * 86_400)
    let window = outbox.filter {
      $0.payload.signedDate >= ISO8601.milliseconds(start)
        && $0.payload.signedDate < ISO8601.milliseconds(now) + 1
    }
    var seen: [AppleNotificationPayload] = []
    var pageToken: String? = nil
    for _ in 0..<20 {
      let page = try await client.notificationHistory(
        startDate: start, endDate: now.addingTimeInterval(1), paginationToken: pageToken)
      for item in page["notificationHistory"] as? [[String: Any]] ?? [] {
        seen.append(
          try verifier.verifyAndDecodeNotification(try #require(item["signedPayload"] as? String)))
      }
      pageToken = page["paginationToken"] as? String
      if page["hasMore"] as? Bool != true { break }
    }
    #expect(seen.map(\.notificationUUID) == window.map(\.payload.notificationUUID))
    let failures = try await client.notificationHistory(
      startDate: start, endDate: now.addingTimeInterval(1), notificationType: "TEST",
      onlyFailures: true)
    let failed = try #require(failures["notificationHistory"] as? [[String: Any]])
    #expect(failed.count == 1)
    let attempts = try #require(failed.first?["sendAttempts"] as? [[String: Any]])
    #expect(attempts.first?["sendAttemptResult"] as? String == "UNSUCCESSFUL_HTTP_RESPONSE_CODE")
    let alices = try await client.notificationHistory(
      startDate: start, endDate: now.addingTimeInterval(1),
      transactionId: alice.transactionIdentifier)
    for item in alices["notificationHistory"] as? [[String: Any]] ?? [] {
      let notification = try verifier.verifyAndDecodeNotification(
        try #require(item["signedPayload"] as? String))
      let transaction = try verifier.verifyAndDecodeTransaction(
        try #require(notification.data?.signedTransactionInfo))
      #expect(transaction.originalTransactionId == alice.transactionIdentifier)
    }

    // App account token, consumption, finish.
    let uuid = UUID()
    try await client.setAppAccountToken(
      originalTransactionId: alice.transactionIdentifier, token: uuid)
    let tokened = try verifier.verifyAndDecodeTransaction(
      try #require(
        try await client.transactionInfo(transactionId: renewed.transactionId)[
          "signedTransactionInfo"] as? String))
    #expect(tokened.appAccountToken == uuid.uuidString.lowercased())
    try await client.sendConsumptionInformation(
      transactionId: alice.transactionIdentifier,
      information: [
        "customerConsented": true, "sampleContentProvided": false, "deliveryStatus": "DELIVERED",
        "consumptionPercentage": 25_000, "refundPreference": "DECLINE",
      ])
    #expect(
      try store.appleConsumption(of: alice.transactionIdentifier)?.contains("DECLINE") == true)
    try await client.finishTransaction(transactionId: alice.transactionIdentifier)
    await #expect(throws: AppStoreServerAPIError.self) {
      try await client.finishTransaction(transactionId: "2000000000000999")
    }
    do {
      try await client.finishTransaction(transactionId: "2000000000000999")
    } catch let error as AppStoreServerAPIError {
      #expect(error.httpStatus == 404)
      #expect(error.errorCode == 4_040_010)
    }
  }
}
