import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import SubscriptionWire
import Testing

/// Writes through the App Store Server API are ledger transactions: servers
/// sharing a ledger agree, and what one wrote another process reads back.
@Suite("App Store Server API writes on a shared ledger", .timeLimit(.minutes(10)))
struct AppStoreServerAPILedgerTests {
  @Test(
    "Two servers on one ledger extend once per request; a reopened ledger renews at the moved date")
  func concurrentAndReopened() throws {
    let served = try AppleServedStore()
    let bought = try served.store.purchase(
      productID: "pro_annual", for: "alice", storeAccount: "a")
    let id = bought.transactionIdentifier
    let expiry = try #require(try served.store.appleTransaction(id)?.expiresDate)
    let other = try ServedStore.openStore(in: served.served.folder)
    let otherAPI = AppStoreServerAPI(
      store: other, key: served.key, signer: served.signer, now: { Date() })
    let token = try served.token()
    let answers = Locked<[HTTPResponse]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let api = index.isMultiple(of: 2) ? served.api : otherAPI
      let request = HTTPRequest(
        method: "PUT", path: "/inApps/v1/subscriptions/extend/\(id)",
        headers: ["authorization": "Bearer \(token)"],
        body: Data(
          #"{"extendByDays": 30, "extendReasonCode": 1, "requestIdentifier": "once"}"#.utf8))
      let answer = api.routeSet.handler.respond(request)
      answers.withLock { $0.append(answer) }
    }
    let effective = expiry + 30 * 86_400_000
    for answer in answers.withLock({ $0 }) {
      #expect(answer.status == 200)
      #expect(answer.object["effectiveDate"] as? Int64 == effective)
    }
    let notifications = try served.store.appleNotifications()
    #expect(notifications.filter { $0.payload.notificationType == "RENEWAL_EXTENDED" }.count == 1)
    let events = try served.store.webhookEvents().map(\.event)
    #expect(events.filter { $0.type == .subscriptionExtended }.count == 1)

    // Another process opens the ledger and lets the time pass: the renewal
    // comes at the moved date and its period runs a year from there.
    let reopened = try ServedStore.openStore(in: served.served.folder)
    try reopened.advance(by: .seconds(400 * 86_400))
    let history = try #require(try reopened.appleCustomerTransactions(of: id))
    #expect(history.count == 2)
    #expect(history.first?.expiresDate == effective)
    let renewal = try #require(history.last)
    #expect(renewal.purchaseDate == effective)
    let length = (renewal.expiresDate ?? 0) - renewal.purchaseDate
    #expect((365 * 86_400_000...366 * 86_400_000).contains(length))
    #expect(renewal.transactionReason == "RENEWAL")
  }
}
