import AppleJWS
import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// v1 answered from the ledger, checked against RevenueCat's fixtures and
/// documented shapes field by field.
@Suite("RevenueCat v1 served from a store", .timeLimit(.minutes(10)))
struct RevenueCatAPIV1Tests {
  @Test("GET /v1/subscribers/{id} creates (201) then finds (200) and is the status document")
  func subscriberGetOrCreate() throws {
    let served = try ServedStore()
    let first = served.call("GET", "/v1/subscribers/carol", key: ServedStore.publicKey)
    #expect(first.status == 201)
    let second = served.call("GET", "/v1/subscribers/carol", key: ServedStore.publicKey)
    #expect(second.status == 200)
    var status = try served.store.customerInfoJSON(for: "carol")
    status.append(0x0A)
    #expect(second.body == status)
    #expect(served.store.knownAppUserIDs.contains("carol"))
  }

  @Test("The subscriber document has every field of RevenueCat's fixture, of the same JSON type")
  func subscriberMatchesFixture() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "dana")
    try served.store.purchase(productID: "pro_lifetime", for: "dana")
    let ours = try Self.json(served.call("GET", "/v1/subscribers/dana").body)
    let fixture = try Self.json(
      Data(
        contentsOf: ServedStore.fixtures.appendingPathComponent(
          "customer_info_trial_active__transcribed.json")))
    Self.expectShape(ours, covers: fixture, path: "$")
    let subscriber = try #require(ours["subscriber"]?.objectValue)
    let fixtureSubscriber = try #require(fixture["subscriber"]?.objectValue)
    Self.expectShape(subscriber, covers: fixtureSubscriber, path: "$.subscriber")
    for group in ["subscriptions", "entitlements"] {
      let entries = try #require(subscriber[group]?.objectValue)
      let sample = try #require(fixtureSubscriber[group]?.objectValue?.values.first?.objectValue)
      #expect(!entries.isEmpty)
      for (name, entry) in entries {
        Self.expectShape(
          try #require(entry.objectValue), covers: sample, path: "$.subscriber.\(group).\(name)")
      }
    }
    // The documented subscription fields (store-and-webhooks.md §E).
    let monthly = try #require(
      subscriber["subscriptions"]?.objectValue?["pro_monthly"]?.objectValue)
    for field in [
      "auto_resume_date", "billing_issues_detected_at", "expires_date",
      "grace_period_expires_date", "is_sandbox", "original_purchase_date", "ownership_type",
      "period_type", "purchase_date", "refunded_at", "store", "unsubscribe_detected_at",
    ] {
      #expect(monthly.keys.contains(field), "subscription has no \(field)")
    }
    #expect(monthly["store"] == .string("app_store"))
  }

  @Test("Offerings: the public key gets the served offerings; a secret key is refused 403 7243")
  func offeringsKeys() throws {
    let served = try ServedStore()
    let refused = served.call("GET", "/v1/subscribers/erin/offerings")
    #expect(refused.status == 403)
    #expect(refused.object["code"] as? Int == 7243)
    #expect(refused.object["message"] is String)
    let answer = served.call("GET", "/v1/subscribers/erin/offerings", key: ServedStore.publicKey)
    #expect(answer.status == 200)
    let decoded = try JSONDecoder().decode(OfferingsResponse.self, from: answer.body)
    #expect(decoded == (try served.store.offeringsResponse(for: "erin")))
    let fixture = try Self.fixture("offerings_default_alternate_metadata_paywall.json")
    let ours = answer.object
    #expect(ours["current_offering_id"] is String)
    let offering = try #require((ours["offerings"] as? [[String: Any]])?.first)
    let sample = try #require((fixture["offerings"] as? [[String: Any]])?.first)
    for key in ["identifier", "description", "packages"] {
      #expect(offering.keys.contains(key) && sample.keys.contains(key))
    }
    let package = try #require((offering["packages"] as? [[String: Any]])?.first)
    #expect(package["identifier"] is String)
    #expect(package["platform_product_identifier"] is String)
  }

  @Test("product_entitlement_mapping has the fixture's shape and the project's mapping")
  func entitlementMapping() throws {
    let served = try ServedStore()
    let answer = served.call("GET", "/v1/product_entitlement_mapping", key: ServedStore.publicKey)
    #expect(answer.status == 200)
    let decoded = try JSONDecoder().decode(ProductEntitlementMapping.self, from: answer.body)
    #expect(decoded == served.store.project.entitlementMapping)
    let mapping = try #require(answer.object["product_entitlement_mapping"] as? [String: Any])
    let fixture = try #require(
      try Self.fixture("product_entitlement_mapping.json")["product_entitlement_mapping"]
        as? [String: [String: Any]])
    let sample = try #require(fixture.values.first)
    for (product, entry) in mapping {
      let entry = try #require(entry as? [String: Any])
      #expect(Set(entry.keys).isSuperset(of: sample.keys))
      #expect(entry["product_identifier"] as? String == product)
      #expect(entry["entitlements"] is [String])
    }
  }

  @Test("Attributes: set through the API, seen by the store; malformed bodies change nothing")
  func attributes() throws {
    let served = try ServedStore()
    let set = served.call(
      "POST", "/v1/subscribers/fay/attributes", key: ServedStore.publicKey,
      body: #"{"attributes": {"$email": {"value": "fay@example.com", "updated_at_ms": 1}}}"#)
    #expect(set.status == 200)
    #expect(served.store.attributes(of: "fay") == ["$email": "fay@example.com"])
    for bad in ["{", "[]", #"{"attributes": 3}"#, #"{"attributes": {"$email": {"value": 3}}}"#] {
      let answer = served.call(
        "POST", "/v1/subscribers/fay/attributes", key: ServedStore.publicKey, body: bad)
      #expect(answer.status == 400, "\(bad)")
      #expect(answer.object["code"] is Int)
      #expect(served.store.attributes(of: "fay") == ["$email": "fay@example.com"])
    }
    let removed = served.call(
      "POST", "/v1/subscribers/fay/attributes",
      body: #"{"attributes": {"$email": {"value": null}}}"#)
    #expect(removed.status == 200)
    #expect(served.store.attributes(of: "fay").isEmpty)
  }

  @Test("Keys: none or an unknown one is 401 7225; a public key on a server route is 403")
  func keys() throws {
    let served = try ServedStore()
    let missing = served.call("GET", "/v1/subscribers/gus", key: nil)
    #expect(missing.status == 401)
    #expect(missing.object["code"] as? Int == 7225)
    let wrong = served.call("GET", "/v1/subscribers/gus", key: "sk_notTheStoresKey")
    #expect(wrong.status == 401)
    let promo = served.call(
      "POST", "/v1/subscribers/gus/entitlements/pro/promotional", key: ServedStore.publicKey,
      body: #"{"duration": "monthly"}"#)
    #expect(promo.status == 403)
    #expect(!served.store.knownAppUserIDs.contains("gus"))
    let unknown = served.call("GET", "/v1/nothing/here")
    #expect(unknown.status == 404)
    #expect(unknown.object["code"] is Int)
  }

  @Test("Promotional grant and revoke change the customer's entitlements, and nothing else")
  func promotional() throws {
    let served = try ServedStore()
    let events = try served.store.webhookEvents().count
    let granted = served.call(
      "POST", "/v1/subscribers/hal/entitlements/pro/promotional", body: #"{"duration": "weekly"}"#)
    #expect(granted.status == 201)
    let info = try served.store.customerInfo(for: "hal")
    #expect(info.entitlements["pro"]?.isActive == true)
    #expect(info.entitlements["pro"]?.productIdentifier == "rc_promo_pro_weekly")
    #expect(info.entitlements["pro"]?.store == .promotional)
    let unknown = served.call(
      "POST", "/v1/subscribers/hal/entitlements/nope/promotional", body: #"{"duration": "weekly"}"#)
    #expect(unknown.status == 404)
    let badDuration = served.call(
      "POST", "/v1/subscribers/hal/entitlements/pro/promotional",
      body: #"{"duration": "fortnight"}"#)
    #expect(badDuration.status == 400)
    let revoked = served.call("POST", "/v1/subscribers/hal/entitlements/pro/revoke_promotionals")
    #expect(revoked.status == 200)
    #expect(try served.store.customerInfo(for: "hal").entitlements["pro"]?.isActive == false)
    #expect(try served.store.webhookEvents().count == events)
  }

  @Test("Receipts: an SK2 signed transaction is bought once; other tokens are refused")
  func receipts() throws {
    let served = try ServedStore()
    let token = try Self.signed(["productId": "pro_monthly", "transactionId": "9000000000000001"])
    let body = #"{"app_user_id": "ivy", "fetch_token": "\#(token)"}"#
    let noPlatform = served.call("POST", "/v1/receipts", key: ServedStore.publicKey, body: body)
    #expect(noPlatform.status == 400)
    #expect(noPlatform.object["code"] as? Int == 7000)
    let answer = served.call(
      "POST", "/v1/receipts", key: ServedStore.publicKey, body: body, headers: ["x-platform": "iOS"]
    )
    #expect(answer.status == 200)
    let info = try served.store.customerInfo(for: "ivy")
    #expect(info.entitlements["pro"]?.isActive == true)
    let transaction = try #require(info.subscriptionsByProductIdentifier["pro_monthly"])
    // The same transaction posted again (the SDK re-syncs at launch) is not bought twice.
    let known = try Self.signed([
      "productId": "pro_monthly", "transactionId": transaction.storeTransactionID ?? "",
    ])
    let again = served.call(
      "POST", "/v1/receipts", key: ServedStore.publicKey,
      body: #"{"app_user_id": "ivy", "fetch_token": "\#(known)"}"#, headers: ["x-platform": "iOS"])
    #expect(again.status == 200)
    #expect(try served.store.webhookEvents().filter { $0.event.appUserID == "ivy" }.count == 1)
    let receipt = served.call(
      "POST", "/v1/receipts", key: ServedStore.publicKey,
      body: #"{"app_user_id": "ivy", "fetch_token": "MIIT...base64receipt"}"#,
      headers: ["x-platform": "iOS"])
    #expect(receipt.status == 400)
    #expect(receipt.object["code"] as? Int == 7103)
  }

  // MARK: Helpers

  /// A StoreKit 2 transaction for the served store's app, signed by its chain
  /// (`chain`: another chain's signature), as `fields` say.
  static func signed(
    _ fields: [String: String], environment: String = "Sandbox", chain: SigningChain? = nil
  ) throws -> String {
    var payload: [String: Any] = [
      "bundleId": "com.example.invoiceapp", "environment": environment,
      "signedDate": 1_767_225_600_000,
    ]
    for (key, value) in fields { payload[key] = value }
    let json = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
    guard environment != "Xcode" else { return JWSSigner.unsigned(payload: json) }
    return try JWSSigner(chain: chain ?? ServedStore.chain()).sign(payload: json)
  }

  /// A compact JWS with `payload`, an ES256 header without `x5c` and a made-up
  /// signature: what a forger sends (the server refuses it).
  static func jws(_ payload: [String: String]) -> String {
    func encode(_ data: Data) -> String {
      data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
    let body =
      (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data()
    return encode(Data(#"{"alg":"ES256"}"#.utf8)) + "." + encode(body) + "." + encode(Data([1, 2]))
  }

  static func fixture(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: ServedStore.fixtures.appendingPathComponent(name))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func json(_ data: Data) throws -> [String: JSONValue] {
    try #require(try JSONDecoder().decode(JSONValue.self, from: data).objectValue)
  }

  /// Every key of `sample` is in `ours` with a value of the same JSON kind
  /// (a null in either is allowed: RevenueCat writes null for absent dates).
  static func expectShape(
    _ ours: [String: JSONValue], covers sample: [String: JSONValue], path: String
  ) {
    for (key, value) in sample {
      guard let mine = ours[key] else {
        Issue.record("\(path).\(key) is missing")
        continue
      }
      if value == .null || mine == .null { continue }
      #expect(kind(of: mine) == kind(of: value), "\(path).\(key)")
    }
  }

  static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSONValue {
  /// The members of an object; nil for any other value.
  var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }
}
