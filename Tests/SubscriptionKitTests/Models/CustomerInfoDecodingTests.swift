import Foundation
import SubscriptionKit
import Testing

@Suite("CustomerInfo decodes RevenueCat's fixtures as their sources say")
struct CustomerInfoDecodingTests {
  @Test("Active, expired and lifetime entitlements (lifetime backed by a one-time purchase)")
  func activeExpiredLifetime() throws {
    let info = try Fixture.customerInfo(
      "customer_info_active_expired_lifetime__transcribed", now: Fixture.today)
    #expect(Set(info.entitlements.all.keys) == ["pro", "old_pro", "forever_pro"])
    #expect(Set(info.entitlements.active.keys) == ["pro", "forever_pro"])
    #expect(info.entitlements["forever_pro"]?.expirationDate == nil)
    #expect(info.entitlements["forever_pro"]?.willRenew == false)
  }

  @Test("A billing issue keeps the entitlement active but it will not renew")
  func billingIssue() throws {
    let info = try Fixture.customerInfo(
      "customer_info_billing_issue_active_wont_renew__transcribed", now: Fixture.today)
    let pro = try #require(info.entitlements["pro_cat"])
    #expect(pro.isActive)
    #expect(info.entitlements.active["pro_cat"] != nil)
    #expect(!pro.willRenew)
    #expect(pro.billingIssueDetectedAt == Fixture.date("2019-07-27T23:30:41Z"))
    #expect(pro.unsubscribeDetectedAt == nil)
    #expect(pro.periodType == .normal)
    #expect(pro.store == .appStore)
    #expect(!pro.isSandbox)
    #expect(pro.productIdentifier == "monthly_freetrial")
    #expect(pro.latestPurchaseDate == Fixture.date("2019-07-26T23:45:40Z"))
    #expect(pro.originalPurchaseDate == Fixture.date("2019-07-26T23:30:41Z"))
    #expect(pro.expirationDate == Fixture.date("2200-07-26T23:50:40Z"))
    #expect(info.originalAppUserId == "cesarsandbox1")
    #expect(info.firstSeen == Fixture.date("2019-07-26T23:29:50Z"))
  }

  @Test("isActive follows the entitlement's expiry, expirationDate the subscription's")
  func entitlementVersusSubscriptionExpiry() throws {
    let info = try Fixture.customerInfo(
      "customer_info_entitlement_vs_subscription_expiry__transcribed", now: Fixture.today)
    let pro = try #require(info.entitlements["pro_cat"])
    #expect(info.entitlements.active["pro_cat"] != nil)
    #expect(pro.expirationDate == Fixture.date("2000-07-26T23:50:40Z"))
  }

  @Test("Expired premium, lifetime tip, intro and sandbox subscriptions")
  func expiredPremiumLifetimeTip() throws {
    let info = try Fixture.customerInfo(
      "customer_info_expired_premium_lifetime_tip", now: Fixture.today)
    #expect(info.requestDate == Date(timeIntervalSince1970: 1_646_761_378))
    #expect(info.firstSeen == Fixture.date("2022-03-08T17:42:58Z"))
    #expect(info.managementURL == URL(string: "https://apps.apple.com/account/subscriptions"))
    #expect(info.originalAppUserId == "$RCAnonymousID:5b6fdbac3a0c4f879e43d269ecdf9ba1")
    #expect(info.originalApplicationVersion == "1.0")
    #expect(info.originalPurchaseDate == Fixture.date("2022-04-12T00:03:24Z"))

    #expect(info.nonSubscriptions.count == 1)
    let tip = try #require(info.nonSubscriptions.first)
    #expect(tip.productIdentifier == "com.revenuecat.product.tip")
    #expect(tip.transactionIdentifier == "17459f5ff7")
    #expect(tip.storeTransactionIdentifier == "340001090153249")
    #expect(tip.store == .appStore)
    #expect(!tip.isSandbox)

    let monthlyID = "com.revenuecat.monthly_4.99.1_week_intro"
    #expect(
      Set(info.subscriptionsByProductIdentifier.keys)
        == [monthlyID, "com.revenuecat.ABCDNA12U.ProductName"])
    let monthly = try #require(info.subscriptionsByProductIdentifier[monthlyID])
    #expect(monthly.periodType == .intro)
    #expect(monthly.store == .appStore)
    #expect(monthly.isSandbox)
    #expect(monthly.expiresDate == Fixture.date("2022-04-12T00:03:35Z"))

    #expect(Set(info.entitlements.all.keys) == ["premium", "tip"])
    #expect(info.entitlements["premium"]?.isActive == false)
    #expect(info.entitlements["premium"]?.productIdentifier == monthlyID)
    #expect(info.entitlements["tip"]?.isActive == true)
    #expect(info.entitlements["tip"]?.willRenew == false)
    #expect(info.activeSubscriptions.isEmpty)
    #expect(
      info.allPurchasedProductIdentifiers
        == [monthlyID, "com.revenuecat.ABCDNA12U.ProductName", "com.revenuecat.product.tip"])
  }

  @Test("A trial's period type, renewal and expiry")
  func trial() throws {
    let info = try Fixture.customerInfo(
      "customer_info_trial_active__transcribed", now: Fixture.today)
    let pro = try #require(info.entitlements["pro_cat"])
    #expect(pro.periodType == .trial)
    #expect(pro.isActive)
    #expect(pro.willRenew)
    #expect(pro.expirationDate == Fixture.date("2200-07-26T23:50:40Z"))
  }

  @Test("A minimal document with two expired products")
  func minimalDocument() throws {
    let info = try Fixture.customerInfo(
      "customer_info_two_expired_products_inline", now: Fixture.today)
    #expect(info.latestExpirationDate == Fixture.date("2018-05-27T06:24:50Z"))
    #expect(info.entitlements.all.isEmpty)
    #expect(info.subscriptionsByProductIdentifier["product_a"]?.store == .unknownStore)
    #expect(info.subscriptionsByProductIdentifier["product_a"]?.isSandbox == false)
  }

  @Test("Version-2 cache: request-date window, Play plan keys, auto-resume date")
  func versionTwo() throws {
    let requestDate = Date(timeIntervalSince1970: 1_673_555_557)
    let soon = try Fixture.customerInfo(
      "customer_info_v2_expired_unsubscribed_paused", now: requestDate.addingTimeInterval(3600))
    #expect(soon.requestDate == requestDate)
    #expect(soon.originalAppUserId == "$RCAnonymousID:8e603271a2e24df49f02f14704d8287c")
    #expect(soon.originalPurchaseDate == Fixture.date("2013-08-01T07:00:00Z"))
    #expect(soon.nonSubscriptions.isEmpty)
    #expect(soon.subscriptionsByProductIdentifier.count == 4)
    let monthly = try #require(
      soon.subscriptionsByProductIdentifier["com.revenuecat.monthly_4.99.1_week_intro"])
    #expect(monthly.periodType == .normal)
    #expect(monthly.isSandbox)
    #expect(monthly.expiresDate == Fixture.date("2023-01-12T20:34:44Z"))
    // Subscriptions are keyed by the plain product; the date maps and product
    // sets by "product:plan", as RevenueCat keys them.
    let annualKey = "com.revenuecat.annual_39.99.2_week_intro:annual-plan"
    #expect(soon.subscriptionsByProductIdentifier[annualKey] == nil)
    let annual = try #require(
      soon.subscriptionsByProductIdentifier["com.revenuecat.annual_39.99.2_week_intro"])
    #expect(annual.store == .playStore)
    #expect(annual.productPlanIdentifier == "annual-plan")
    #expect(annual.autoResumeDate == Fixture.date("2023-02-01T00:00:00Z"))
    #expect(soon.allExpirationDates[annualKey] == Fixture.date("2022-12-20T09:34:35Z"))
    #expect(
      soon.purchaseDate(forProductIdentifier: annualKey) == Fixture.date("2022-12-20T08:34:35Z"))
    #expect(
      soon.expirationDate(forProductIdentifier: annualKey) == Fixture.date("2022-12-20T09:34:35Z"))
    #expect(
      soon.response.subscriber.subscriptions["com.revenuecat.annual_39.99.2_week_intro"]?
        .autoResumeDate
        == Fixture.date("2023-02-01T00:00:00Z"))
    #expect(soon.allPurchasedProductIdentifiers.contains(annualKey))
    #expect(Set(soon.entitlements.all.keys) == ["premium"])
    let premium = try #require(soon.entitlements["premium"])
    #expect(premium.expirationDate == Fixture.date("2023-01-12T20:34:44Z"))
    #expect(premium.latestPurchaseDate == Fixture.date("2023-01-12T20:29:44Z"))
    // Within three days of the request date, expiry is judged against it …
    #expect(premium.isActive)
    // … after that, against the device clock.
    let today = soon.evaluated(at: Fixture.today)
    #expect(today.entitlements["premium"]?.isActive == false)
  }

  @Test("Encoding writes RevenueCat's shape back, and decodes to an equal value")
  func roundTrip() throws {
    for name in [
      "customer_info_active_expired_lifetime__transcribed",
      "customer_info_billing_issue_active_wont_renew__transcribed",
      "customer_info_entitlement_vs_subscription_expiry__transcribed",
      "customer_info_expired_premium_lifetime_tip",
      "customer_info_trial_active__transcribed",
      "customer_info_two_expired_products_inline",
      "customer_info_v2_expired_unsubscribed_paused",
    ] {
      let info = try Fixture.customerInfo(name, now: Fixture.today)
      let data = try JSONEncoder().encode(info)
      let again = try JSONDecoder().decode(CustomerInfo.self, from: data)
        .evaluated(at: Fixture.today)
      #expect(again == info, "\(name) changed in a round trip")
      #expect(again.requestDate == info.requestDate)
      #expect(again.entitlements == info.entitlements)
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["request_date"] is String)
      #expect(object["request_date_ms"] is NSNumber)
      #expect(object["subscriber"] is [String: Any])
    }
  }

  @Test("A plain JSONDecoder() works without any strategy")
  func plainDecoder() throws {
    let info = try JSONDecoder().decode(
      CustomerInfo.self, from: Fixture.data("customer_info_trial_active__transcribed"))
    #expect(info.entitlements["pro_cat"]?.periodType == .trial)
  }
}
