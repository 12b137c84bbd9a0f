import AppleJWS
import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// Deleting customers (v1, v2), v2's transfer action, v2's subscription by id
/// and the receipts' signature check: what they answer, what they write, and
/// that a refused request writes nothing.
@Suite("RevenueCat customers deleted, transferred and looked up", .timeLimit(.minutes(10)))
struct RevenueCatAPICustomersTests {
  @Test("DELETE /v1/subscribers/{id}: forgotten by the API, history kept, no webhook")
  func deleteV1() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "dee")
    let events = try served.store.webhookEvents().count
    let deleted = served.call("DELETE", "/v1/subscribers/dee")
    #expect(deleted.status == 200)
    #expect(deleted.object["app_user_id"] as? String == "dee")
    #expect(!served.store.knownAppUserIDs.contains("dee"))
    #expect(try served.store.webhookEvents().count == events)
    // The purchase and its event are still in the ledger, under the tombstone.
    let audit = try served.store.auditLedger()
    #expect(audit.problems.isEmpty, "\(audit.problems)")
    #expect(audit.transactionIDs.count == 1)
    // The same ID comes back as a new customer with nothing bought.
    let again = served.call("GET", "/v1/subscribers/dee")
    #expect(again.status == 201)
    #expect(try served.store.customerInfo(for: "dee").entitlements.all.isEmpty)
    // The App Store still bills the subscription; RevenueCat sends nothing for it.
    try served.store.advance(by: .days(40))
    #expect(try served.store.webhookEvents().count == events)
    let later = try served.store.auditLedger()
    #expect(later.problems.isEmpty, "\(later.problems)")
    #expect(later.transactionIDs.count > 1)
  }

  @Test("Deleting: unknown customer 404, public key 403, reserved IDs 400; nothing written")
  func deleteRefusals() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "eve")
    let before = try served.store.auditLedger()
    let unknown = served.call("DELETE", "/v1/subscribers/nobody")
    #expect(unknown.status == 404)
    #expect(unknown.object["code"] is Int)
    #expect(unknown.object["message"] is String)
    let publicKey = served.call("DELETE", "/v1/subscribers/eve", key: ServedStore.publicKey)
    #expect(publicKey.status == 403)
    let reserved = served.call("DELETE", "/v1/subscribers/$SubkitDeleted:1:eve")
    #expect(reserved.status == 400)
    #expect(reserved.object["code"] as? Int == BackendErrorCode.invalidAppUserId.rawValue)
    let v2Unknown = served.call("DELETE", "/v2/projects/p/customers/nobody")
    #expect(v2Unknown.status == 404)
    RevenueCatAPIV2Tests.expectV2Error(v2Unknown, type: "resource_missing")
    #expect(served.store.knownAppUserIDs == ["eve"])
    let after = try served.store.auditLedger()
    #expect(after.eventCount == before.eventCount)
    #expect(after.transactionIDs == before.transactionIDs)
    #expect(try served.store.customerInfo(for: "eve").entitlements["pro"]?.isActive == true)
  }

  @Test("DELETE a v2 customer: the deleted object, then 404 and left out of the list")
  func deleteV2() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_annual", for: "fay")
    _ = try served.store.ensureCustomer("gus")
    let deleted = served.call("DELETE", "/v2/projects/p/customers/fay")
    #expect(deleted.status == 200)
    #expect(deleted.object["object"] as? String == "customer")
    #expect(deleted.object["id"] as? String == "fay")
    #expect(deleted.object["deleted_at"] as? Int == 1_767_225_600_000)
    #expect(served.call("GET", "/v2/projects/p/customers/fay").status == 404)
    let list = served.call("GET", "/v2/projects/p/customers").object
    let ids = (list["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    #expect(ids == ["gus"])
    #expect(served.call("DELETE", "/v2/projects/p/customers/fay").status == 404)
  }

  @Test("Transfer: every purchase moves, one TRANSFER webhook, both customers answered")
  func transfer() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "hal")
    _ = try served.store.ensureCustomer("ida")
    let events = try served.store.webhookEvents().count
    let moved = served.call(
      "POST", "/v2/projects/p/customers/hal/actions/transfer",
      body: #"{"target_customer_id": "ida", "app_ids": ["app1"]}"#)
    #expect(moved.status == 200)
    let source = try #require(moved.object["source_customer"] as? [String: Any])
    let target = try #require(moved.object["target_customer"] as? [String: Any])
    #expect(source["id"] as? String == "hal")
    #expect(target["id"] as? String == "ida")
    let targetEntitlements = (target["active_entitlements"] as? [String: Any])?["items"]
    #expect((targetEntitlements as? [[String: Any]])?.first?["entitlement_id"] as? String == "pro")
    #expect(try served.store.customerInfo(for: "hal").entitlements["pro"]?.isActive != true)
    #expect(try served.store.customerInfo(for: "ida").entitlements["pro"]?.isActive == true)
    let all = try served.store.webhookEvents()
    #expect(all.count == events + 1)
    let event = try #require(all.last?.event)
    #expect(event.type == .transfer)
    #expect(event.transferredFrom == ["hal"])
    #expect(event.transferredTo == ["ida"])
    #expect(try served.store.auditLedger().problems.isEmpty)
  }

  @Test("Transfer refusals: unknown target, itself, bad body, public key; nothing moves")
  func transferRefusals() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "jon")
    let events = try served.store.webhookEvents().count
    let path = "/v2/projects/p/customers/jon/actions/transfer"
    let cases: [(String?, String, Int, String)] = [
      (ServedStore.secretKey, #"{"target_customer_id": "nobody"}"#, 404, "resource_missing"),
      (ServedStore.secretKey, #"{"target_customer_id": "jon"}"#, 400, "parameter_error"),
      (ServedStore.secretKey, #"{"target_customer_id": 7}"#, 400, "parameter_error"),
      (
        ServedStore.secretKey, #"{"target_customer_id": "kay", "app_ids": "x"}"#, 400,
        "parameter_error"
      ),
      (ServedStore.secretKey, #"{"target_customer_id": "#, 400, "parameter_error"),
      (ServedStore.publicKey, #"{"target_customer_id": "kay"}"#, 403, "authorization_error"),
    ]
    _ = try served.store.ensureCustomer("kay")
    for (key, body, status, type) in cases {
      let answer = served.call("POST", path, key: key, body: body)
      #expect(answer.status == status, "\(body)")
      RevenueCatAPIV2Tests.expectV2Error(answer, type: type)
    }
    let unknownSource = served.call(
      "POST", "/v2/projects/p/customers/nobody/actions/transfer",
      body: #"{"target_customer_id": "kay"}"#)
    #expect(unknownSource.status == 404)
    #expect(try served.store.webhookEvents().count == events)
    #expect(try served.store.customerInfo(for: "jon").entitlements["pro"]?.isActive == true)
    #expect(!served.store.knownAppUserIDs.contains("nobody"))
  }

  @Test("A subscription by id: its object by latest or original transaction; 404 otherwise")
  func subscriptionByID() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "lee")
    try served.store.advance(by: .days(40))
    let listed = served.call("GET", "/v2/projects/p/customers/lee/subscriptions").object
    let object = try #require((listed["items"] as? [[String: Any]])?.first)
    let id = try #require(object["id"] as? String)
    let answer = served.call("GET", "/v2/projects/p/subscriptions/\(id)")
    #expect(answer.status == 200)
    #expect(answer.object["id"] as? String == id)
    #expect(answer.object["customer_id"] as? String == "lee")
    #expect(answer.object["product_id"] as? String == "pro_monthly")
    let original = try #require(
      try served.store.webhookEvents().first { $0.event.appUserID == "lee" }?.event
        .originalTransactionID)
    #expect(original != id)
    #expect(
      served.call("GET", "/v2/projects/p/subscriptions/\(original)").object["id"] as? String == id)
    let unknown = served.call("GET", "/v2/projects/p/subscriptions/123")
    #expect(unknown.status == 404)
    RevenueCatAPIV2Tests.expectV2Error(unknown, type: "resource_missing")
    #expect(
      served.call("GET", "/v2/projects/p/subscriptions/\(id)", key: ServedStore.publicKey).status
        == 403)
    #expect(served.call("DELETE", "/v1/subscribers/lee").status == 200)
    #expect(served.call("GET", "/v2/projects/p/subscriptions/\(id)").status == 404)
  }

  @Test("Concurrent writers on one ledger: one delete wins, transfers move once")
  func concurrentWriters() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "mae")
    _ = try served.store.ensureCustomer("ned")
    // A second server process on the same ledger.
    let other = try ServedStore(folder: served.folder)
    let statuses = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let api = index % 2 == 0 ? served : other
      let status = api.call("DELETE", "/v1/subscribers/mae").status
      statuses.withLock { $0.append(status) }
    }
    #expect(statuses.current.sorted() == [200, 404, 404, 404])
    #expect(!served.store.knownAppUserIDs.contains("mae"))
    try served.store.purchase(productID: "pro_monthly", for: "ola")
    let events = try served.store.webhookEvents().count
    let moves = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let api = index % 2 == 0 ? served : other
      let status = api.call(
        "POST", "/v2/projects/p/customers/ola/actions/transfer",
        body: #"{"target_customer_id": "ned"}"#
      ).status
      moves.withLock { $0.append(status) }
    }
    #expect(moves.current == [200, 200, 200, 200])
    #expect(try served.store.webhookEvents().count == events + 1)
    #expect(try served.store.customerInfo(for: "ned").entitlements["pro"]?.isActive == true)
    #expect(try served.store.auditLedger().problems.isEmpty)
  }

  @Test("Receipts: only the store's own signature (or an unsigned Xcode token) is recorded")
  func receiptSignatures() throws {
    let served = try ServedStore()
    func post(_ token: String, user: String) -> HTTPResponse {
      served.call(
        "POST", "/v1/receipts", key: ServedStore.publicKey,
        body: #"{"app_user_id": "\#(user)", "fetch_token": "\#(token)"}"#,
        headers: ["x-platform": "iOS"])
    }
    let fields = ["productId": "pro_monthly", "transactionId": "9000000000000007"]
    let genuine = try RevenueCatAPIV1Tests.signed(fields)
    // The payload changed after signing: a lifetime purchase claimed with a monthly's signature.
    let parts = genuine.split(separator: ".").map(String.init)
    let forgedPayload = try RevenueCatAPIV1Tests.signed(
      ["productId": "pro_lifetime", "transactionId": "9000000000000007"]
    ).split(separator: ".")[1]
    let tampered = [parts[0], String(forgedPayload), parts[2]].joined(separator: ".")
    let foreign = try RevenueCatAPIV1Tests.signed(
      fields,
      chain: SigningChain.mint(
        validFrom: Date(timeIntervalSince1970: 0), validUntil: Date(timeIntervalSince1970: 4e9)))
    let unsignedSandbox = JWSSigner.unsigned(
      payload: Data(
        #"{"bundleId":"com.example.invoiceapp","environment":"Sandbox","productId":"pro_monthly"}"#
          .utf8))
    let otherApp = try JWSSigner(chain: ServedStore.chain()).sign(
      payload: Data(
        #"{"bundleId":"com.other.app","environment":"Sandbox","productId":"pro_monthly","signedDate":1767225600000}"#
          .utf8))
    for token in [tampered, foreign, unsignedSandbox, otherApp, RevenueCatAPIV1Tests.jws(fields)] {
      let refused = post(token, user: "pam")
      #expect(refused.status == 400)
      #expect(refused.object["code"] as? Int == 7103)
      #expect((refused.object["message"] as? String)?.isEmpty == false)
    }
    #expect(!served.store.knownAppUserIDs.contains("pam"))
    #expect(try served.store.webhookEvents().isEmpty)
    #expect(post(genuine, user: "pam").status == 200)
    let xcode = try RevenueCatAPIV1Tests.signed(
      ["productId": "pro_annual", "transactionId": "9000000000000008"], environment: "Xcode")
    #expect(post(xcode, user: "quinn").status == 200)
    #expect(try served.store.customerInfo(for: "quinn").entitlements["pro"]?.isActive == true)
  }
}
