import Foundation
import HTTPCore
import StoreServer
import SubscriptionKit
import SubscriptionWire
import Testing

/// The requests RevenueCat's iOS SDK sends at launch and on log-in, in its
/// order and with its bodies (purchases-ios: HTTPRequestPath, LogInOperation,
/// GetIntroEligibilityOperation, the attributes poster), replayed against
/// the served store, each answer read the way the SDK reads it.
@Suite("The SDK's launch sequence against the served store", .timeLimit(.minutes(10)))
struct SDKLaunchSequenceTests {
  /// The headers every SDK request carries (HTTPClient's default headers, in part).
  static let sdkHeaders = [
    "x-platform": "iOS", "x-platform-flavor": "native", "x-version": "5.0.0",
    "x-storekit2-enabled": "true", "x-is-sandbox": "true", "content-type": "application/json",
  ]

  @Test(
    "Configure, fetch, check eligibility, set attributes, log in: each answered as the SDK parses")
  func launch() throws {
    let served = try ServedStore()
    let anonymous = "$RCAnonymousID:0123456789abcdef0123456789abcdef"
    func sdk(_ method: String, _ path: String, _ body: String? = nil) -> HTTPResponse {
      served.call(
        method, path, key: ServedStore.publicKey, body: body, headers: Self.sdkHeaders)
    }
    // 1. Customer info for the anonymous user (created).
    let info = sdk("GET", "/v1/subscribers/\(anonymous)")
    #expect(info.status == 201)
    let document = try JSONDecoder().decode(SubscriberResponse.self, from: info.body)
    #expect(document.subscriber.originalAppUserID == anonymous)
    // 2. Offerings for that user.
    let offerings = sdk("GET", "/v1/subscribers/\(anonymous)/offerings")
    #expect(offerings.status == 200)
    let decoded = try JSONDecoder().decode(OfferingsResponse.self, from: offerings.body)
    #expect(!decoded.offerings.isEmpty)
    // 3. The product → entitlement mapping (offline entitlements).
    let mapping = sdk("GET", "/v1/product_entitlement_mapping")
    #expect(mapping.status == 200)
    _ = try JSONDecoder().decode(ProductEntitlementMapping.self, from: mapping.body)
    // 4. Intro eligibility for the paywall's products: {product: true|false|null}.
    let products = decoded.offerings.flatMap { $0.packages.map(\.platformProductIdentifier) }
    let list = products.map { "\"\($0)\"" }.joined(separator: ",")
    let eligibility = sdk(
      "POST", "/v1/subscribers/\(anonymous)/intro_eligibility",
      #"{"product_identifiers": [\#(list)], "fetch_token": ""}"#)
    #expect(eligibility.status == 200)
    let answers = try JSONDecoder().decode([String: Bool?].self, from: eligibility.body)
    #expect(Set(answers.keys) == Set(products))
    #expect(answers["pro_monthly"] == .some(true))
    // 5. Subscriber attributes, as the SDK batches them.
    let attributes = sdk(
      "POST", "/v1/subscribers/\(anonymous)/attributes",
      #"{"attributes": {"$displayName": {"value": "Ann", "updated_at_ms": 1767225600000}}}"#)
    #expect(attributes.status == 200)
    // 6. logIn: identify the anonymous user as a known one (created: 201).
    let login = sdk(
      "POST", "/v1/subscribers/identify",
      #"{"app_user_id": "\#(anonymous)", "new_app_user_id": "ann"}"#)
    #expect(login.status == 201)
    let loggedIn = try JSONDecoder().decode(SubscriberResponse.self, from: login.body)
    #expect(loggedIn.subscriber.originalAppUserID == "ann")
    let again = sdk(
      "POST", "/v1/subscribers/identify",
      #"{"app_user_id": "\#(anonymous)", "new_app_user_id": "ann"}"#)
    #expect(again.status == 200)
    // 7. Customer info for the logged-in user.
    #expect(sdk("GET", "/v1/subscribers/ann").status == 200)
  }
}
