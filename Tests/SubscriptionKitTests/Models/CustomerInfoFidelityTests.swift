import Foundation
import SubscriptionKit
import Testing

@Suite("Customer info decodes as leniently as RevenueCat's and keeps what it does not model")
struct CustomerInfoFidelityTests {
  static let document = """
    {"request_date": "2024-01-01T00:00:00Z", "request_date_ms": 1704067200000, "x_top": 7,
     "subscriber": {"original_app_user_id": "u1", "first_seen": "2023-12-01T00:00:00Z",
       "management_url": MANAGEMENT, "last_seen": "2023-12-31T00:00:00Z",
       "subscriber_attributes": {"$email": {"value": "a@b.c", "updated_at_ms": 1}},
       "entitlements": {"pro": {"expires_date": "2024-02-01T00:00:00Z",
         "product_identifier": "pro_monthly", "purchase_date": "2024-01-01T00:00:00Z",
         "grace_period_expires_date": null, "x_entitlement": "kept"}},
       "subscriptions": {"pro_monthly": {"purchase_date": "2024-01-01T00:00:00Z",
         "expires_date": "2024-02-01T00:00:00Z", "display_name": "Pro Monthly",
         "price": {"amount": 49.99, "currency": "USD"},
         "management_url": "https://apps.apple.com/account/subscriptions",
         "auto_resume_date": "2024-03-01T00:00:00Z"}},
       "non_subscriptions": {"tip": [
         {"id": "t1", "purchase_date": "2023-12-05T00:00:00Z", "is_sandbox": false,
          "display_name": "Tip", "price": {"amount": 0.99, "currency": "EUR"}},
         {"id": "t2", "purchase_date": "2023-12-20T00:00:00Z", "is_sandbox": false}]}}}
    """
  static let now = Fixture.date("2024-01-10T00:00:00Z")

  func decode(managementURL: String) throws -> CustomerInfo {
    try JSONDecoder().decode(
      CustomerInfo.self,
      from: Data(Self.document.replacingOccurrences(of: "MANAGEMENT", with: managementURL).utf8)
    ).evaluated(at: Self.now)
  }

  @Test(
    "A management_url that is not a string, or not a URL, reads as nil instead of failing",
    arguments: ["42", "true", "{\"a\": 1}", "[]", "null", "\"not a url\""])
  func lenientManagementURL(value: String) throws {
    let info = try decode(managementURL: value)
    #expect(info.managementURL == nil)
    #expect(info.entitlements["pro"]?.isActive == true)
  }

  @Test("A valid management_url is read")
  func managementURL() throws {
    let info = try decode(managementURL: "\"https://apps.apple.com/account/subscriptions\"")
    #expect(info.managementURL?.absoluteString == "https://apps.apple.com/account/subscriptions")
  }

  @Test("Unknown keys are kept in rawData, on customer info and on entitlements")
  func rawData() throws {
    let info = try decode(managementURL: "null")
    #expect(info.rawData["x_top"] == .number(7))
    #expect(info.rawData["request_date_ms"] == .number(1_704_067_200_000))
    #expect(info.rawData["subscriber"]?["last_seen"] == .string("2023-12-31T00:00:00Z"))
    #expect(
      info.rawData["subscriber"]?["subscriber_attributes"]?["$email"]?["value"] == .string("a@b.c"))
    let pro = try #require(info.entitlements["pro"])
    #expect(pro.rawData["x_entitlement"] == .string("kept"))
    #expect(pro.rawData["grace_period_expires_date"] == .null)
    #expect(pro.rawData["product_identifier"] == .string("pro_monthly"))
  }

  @Test("Unknown keys survive encoding (the cache) and do not count for equality")
  func rawDataRoundTrip() throws {
    let info = try decode(managementURL: "null")
    let again = try JSONDecoder().decode(CustomerInfo.self, from: JSONEncoder().encode(info))
      .evaluated(at: Self.now)
    #expect(again.rawData["x_top"] == .number(7))
    #expect(again.rawData["subscriber"]?["last_seen"] == .string("2023-12-31T00:00:00Z"))
    #expect(again.entitlements["pro"]?.rawData["x_entitlement"] == .string("kept"))
    #expect(again == info)

    var bare = info.response
    bare.rawData = [:]
    bare.subscriber.rawData = [:]
    #expect(bare == info.response)
  }

  @Test("SubscriptionInfo carries price, display name, management URL, plan and auto-resume date")
  func subscriptionInfo() throws {
    let info = try decode(managementURL: "null")
    let monthly = try #require(info.subscriptionsByProductIdentifier["pro_monthly"])
    #expect(monthly.displayName == "Pro Monthly")
    #expect(
      monthly.price == ProductPaidPrice(amount: Decimal(string: "49.99") ?? 0, currency: "USD"))
    #expect(monthly.managementURL?.absoluteString == "https://apps.apple.com/account/subscriptions")
    #expect(monthly.autoResumeDate == Fixture.date("2024-03-01T00:00:00Z"))
    #expect(monthly.productPlanIdentifier == nil)
    let tip = try #require(info.nonSubscriptions.first)
    #expect(tip.displayName == "Tip")
    #expect(tip.price?.amount == Decimal(string: "0.99"))
  }

  @Test("A Google Play subscription's SubscriptionInfo carries its base plan")
  func subscriptionInfoPlan() throws {
    let document = Self.document.replacingOccurrences(of: "MANAGEMENT", with: "null")
      .replacingOccurrences(
        of: "\"display_name\": \"Pro Monthly\",",
        with: "\"display_name\": \"Pro Monthly\", \"product_plan_identifier\": \"p1m\",")
    let info = try JSONDecoder().decode(CustomerInfo.self, from: Data(document.utf8))
      .evaluated(at: Self.now)
    let monthly = try #require(info.subscriptionsByProductIdentifier["pro_monthly"])
    #expect(monthly.productPlanIdentifier == "p1m")
    #expect(monthly.displayName == "Pro Monthly")
  }

  @Test("Prices are Decimal from the JSON's digits and written back as the same digits")
  func decimalPrices() throws {
    let info = try decode(managementURL: "null")
    let text = String(decoding: try JSONEncoder().encode(info), as: UTF8.self)
    #expect(text.contains("49.99"))
    #expect(!text.contains("49.98999"))
    let price = ProductPaidPrice(amount: Decimal(string: "49.99") ?? 0, currency: "USD")
    #expect(
      String(decoding: try JSONEncoder().encode(price), as: UTF8.self).contains("\"amount\":49.99"))
  }

  @Test("Purchase and expiration dates by product, one-time purchases by their latest")
  func dates() throws {
    let info = try decode(managementURL: "null")
    #expect(
      info.purchaseDate(forProductIdentifier: "pro_monthly") == Fixture.date("2024-01-01T00:00:00Z")
    )
    #expect(info.purchaseDate(forProductIdentifier: "tip") == Fixture.date("2023-12-20T00:00:00Z"))
    #expect(info.purchaseDate(forProductIdentifier: "none") == nil)
    #expect(info.allPurchaseDates.keys.sorted() == ["pro_monthly", "tip"])
    #expect(info.allExpirationDates == ["pro_monthly": Fixture.date("2024-02-01T00:00:00Z")])
    #expect(
      info.expirationDate(forProductIdentifier: "pro_monthly")
        == Fixture.date("2024-02-01T00:00:00Z"))
  }

  @Test("An entitlement from one-time purchases uses the latest non-sandbox one, as RevenueCat's")
  func nonSandboxPurchasePreferred() throws {
    let json = """
      {"request_date": "2024-01-01T00:00:00Z",
       "subscriber": {"original_app_user_id": "u1", "first_seen": "2023-12-01T00:00:00Z",
         "entitlements": {"forever": {"expires_date": null, "product_identifier": "lifetime",
           "purchase_date": "2023-12-20T00:00:00Z"}},
         "non_subscriptions": {"lifetime": [
           {"id": "a", "purchase_date": "2023-12-05T00:00:00Z", "is_sandbox": false},
           {"id": "b", "purchase_date": "2023-12-20T00:00:00Z", "is_sandbox": true}]}}}
      """
    let info = try JSONDecoder().decode(CustomerInfo.self, from: Data(json.utf8))
    let forever = try #require(info.entitlements["forever"])
    #expect(!forever.isSandbox)
    #expect(forever.originalPurchaseDate == Fixture.date("2023-12-05T00:00:00Z"))
    #expect(forever.grantsAccess(in: .production))
  }
}

@Suite("RevenueCat's customer-info fixtures survive a round trip, unknown keys included")
struct CustomerInfoFixtureRoundTripTests {
  @Test(
    "Decode, encode, decode: same customer, same keys",
    arguments: [
      "customer_info_active_expired_lifetime__transcribed",
      "customer_info_billing_issue_active_wont_renew__transcribed",
      "customer_info_entitlement_vs_subscription_expiry__transcribed",
      "customer_info_expired_premium_lifetime_tip",
      "customer_info_trial_active__transcribed",
      "customer_info_two_expired_products_inline",
      "customer_info_v2_expired_unsubscribed_paused",
    ])
  func roundTrip(name: String) throws {
    let original = try Fixture.customerInfo(name, now: Fixture.today)
    let again = try JSONDecoder().decode(CustomerInfo.self, from: JSONEncoder().encode(original))
      .evaluated(at: Fixture.today)
    #expect(again == original)
    #expect(again.entitlements == original.entitlements)
    #expect(again.subscriptionsByProductIdentifier == original.subscriptionsByProductIdentifier)
    let originalKeys = Set(original.rawData.keys)
    #expect(originalKeys.isSubset(of: Set(again.rawData.keys)), "\(name)")
    let subscriberKeys = Set(original.rawData["subscriber"].map(Self.keys) ?? [])
    #expect(subscriberKeys.isSubset(of: Set(again.rawData["subscriber"].map(Self.keys) ?? [])))
    for (id, entitlement) in original.entitlements.all {
      #expect(
        Set(entitlement.rawData.keys).isSubset(
          of: Set(again.entitlements[id].map { Array($0.rawData.keys) } ?? [])))
    }
  }

  static func keys(_ value: JSONValue) -> [String] {
    if case .object(let members) = value { Array(members.keys) } else { [] }
  }
}
