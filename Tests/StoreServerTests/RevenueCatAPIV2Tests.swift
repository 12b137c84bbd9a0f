import Foundation
import HTTPCore
import StoreServer
import StoreSimulator
import SubscriptionKit
import Testing

/// v2's customer subset: list objects, paging, error bodies and rate limits.
@Suite("RevenueCat v2 served from a store", .timeLimit(.minutes(10)))
struct RevenueCatAPIV2Tests {
  @Test("Customers are listed in pages of `limit`, each once, with next_page to follow")
  func paging() throws {
    let served = try ServedStore()
    let ids = (1...5).map { "user-\($0)" }
    for id in ids { _ = try served.store.ensureCustomer(id) }
    var seen: [String] = []
    var query = ["limit": "2"]
    var pages = 0
    while pages < 10 {
      pages += 1
      let answer = served.call("GET", "/v2/projects/p1/customers", query: query)
      #expect(answer.status == 200)
      let list = answer.object
      #expect(list["object"] as? String == "list")
      #expect(list["url"] as? String == "/v2/projects/p1/customers")
      let items = try #require(list["items"] as? [[String: Any]])
      #expect(items.count <= 2)
      for item in items {
        #expect(item["object"] as? String == "customer")
        #expect(item["project_id"] as? String == "p1")
        #expect(item["first_seen_at"] is Int)
        #expect((item["active_entitlements"] as? [String: Any])?["object"] as? String == "list")
        seen.append(try #require(item["id"] as? String))
      }
      guard let next = list["next_page"] as? String else { break }
      let components = try #require(URLComponents(string: next))
      query = Dictionary(
        uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    }
    #expect(seen.filter(ids.contains) == ids)
    #expect(Set(seen).count == seen.count)
    let bad = served.call("GET", "/v2/projects/p1/customers", query: ["limit": "0"])
    #expect(bad.status == 400)
    Self.expectV2Error(bad, type: "parameter_error")
  }

  @Test("A customer's subscriptions, purchases, entitlements, aliases and attributes")
  func customerObjects() throws {
    let served = try ServedStore()
    try served.store.purchase(productID: "pro_monthly", for: "jo")
    try served.store.setAttributes(["$email": "jo@example.com"], for: "jo")
    let base = "/v2/projects/p/customers/jo"
    let subscriptions = served.call("GET", base + "/subscriptions").object
    let subscription = try #require((subscriptions["items"] as? [[String: Any]])?.first)
    #expect(subscription["object"] as? String == "subscription")
    #expect(subscription["product_id"] as? String == "pro_monthly")
    #expect(subscription["customer_id"] as? String == "jo")
    #expect(subscription["gives_access"] as? Bool == true)
    #expect(["trialing", "active"].contains(subscription["status"] as? String ?? ""))
    let entitlements = served.call("GET", base + "/active_entitlements").object
    let entitlement = try #require((entitlements["items"] as? [[String: Any]])?.first)
    #expect(entitlement["object"] as? String == "customer.active_entitlement")
    #expect(entitlement["entitlement_id"] as? String == "pro")
    let attributes = served.call("GET", base + "/attributes").object
    let attribute = try #require((attributes["items"] as? [[String: Any]])?.first)
    #expect(attribute["name"] as? String == "$email")
    #expect(attribute["value"] as? String == "jo@example.com")
    let aliases = served.call("GET", base + "/aliases").object
    #expect(((aliases["items"] as? [[String: Any]])?.first)?["id"] as? String == "jo")
    #expect(served.call("GET", base + "/purchases").status == 200)
    let set = served.call(
      "POST", base + "/attributes", body: #"{"attributes": [{"name": "plan", "value": "team"}]}"#)
    #expect(set.status == 200)
    #expect(served.store.attributes(of: "jo")["plan"] == "team")
  }

  @Test("Unknown customers are 404 resource_missing and are not created; public keys are 403")
  func errors() throws {
    let served = try ServedStore()
    let missing = served.call("GET", "/v2/projects/p/customers/nobody")
    #expect(missing.status == 404)
    Self.expectV2Error(missing, type: "resource_missing")
    #expect(!served.store.knownAppUserIDs.contains("nobody"))
    let publicKey = served.call("GET", "/v2/projects/p/customers", key: ServedStore.publicKey)
    #expect(publicKey.status == 403)
    Self.expectV2Error(publicKey, type: "authorization_error")
    let noKey = served.call("GET", "/v2/projects/p/customers", key: nil)
    #expect(noKey.status == 401)
    Self.expectV2Error(noKey, type: "authentication_error")
  }

  @Test("Grant and revoke an entitlement through v2")
  func grantAndRevoke() throws {
    let served = try ServedStore()
    _ = try served.store.ensureCustomer("kim")
    let end = ServedStore.start.addingTimeInterval(86_400 * 3)
    let granted = served.call(
      "POST", "/v2/projects/p/customers/kim/actions/grant_entitlement",
      body: #"{"entitlement_id": "pro", "expires_at": \#(Int(end.timeIntervalSince1970 * 1000))}"#)
    #expect(granted.status == 201)
    #expect(try served.store.customerInfo(for: "kim").entitlements["pro"]?.expirationDate == end)
    let revoked = served.call(
      "POST", "/v2/projects/p/customers/kim/actions/revoke_granted_entitlement",
      body: #"{"entitlement_id": "pro"}"#)
    #expect(revoked.status == 200)
    #expect(try served.store.customerInfo(for: "kim").entitlements["pro"]?.isActive == false)
  }

  @Test(
    "Rate limits: headers on each answer, 429 with Retry-After and backoff_ms, a new minute resets")
  func rateLimits() throws {
    let served = try ServedStore(
      limits: RevenueCatRateLimits(perMinute: [.customerInformation: 2, .v1: 1]))
    let first = served.call("GET", "/v2/projects/p/customers")
    #expect(first.header("RevenueCat-Rate-Limit-Current-Usage") == "1")
    #expect(first.header("RevenueCat-Rate-Limit-Current-Limit") == "2")
    #expect(served.call("GET", "/v2/projects/p/customers").status == 200)
    let limited = served.call("GET", "/v2/projects/p/customers")
    #expect(limited.status == 429)
    let retryAfter = try #require(limited.header("Retry-After").flatMap(Int.init))
    #expect((1...60).contains(retryAfter))
    Self.expectV2Error(limited, type: "rate_limit_error")
    #expect(limited.object["retryable"] as? Bool == true)
    #expect(limited.object["backoff_ms"] as? Int == retryAfter * 1000)
    // Another key has its own window; v1 counts apart.
    #expect(served.call("GET", "/v1/subscribers/lee", key: ServedStore.publicKey).status == 201)
    let v1 = served.call("GET", "/v1/subscribers/lee", key: ServedStore.publicKey)
    #expect(v1.status == 429)
    #expect(v1.object["code"] is Int)
    served.advanceWallClock(seconds: TimeInterval(retryAfter))
    #expect(served.call("GET", "/v2/projects/p/customers").status == 200)
  }

  static func expectV2Error(_ response: HTTPResponse, type: String) {
    let body = response.object
    #expect(body["object"] as? String == "error")
    #expect(body["type"] as? String == type)
    #expect(body["message"] is String)
    #expect(body["retryable"] is Bool)
    #expect(body.keys.contains("backoff_ms"))
  }
}
