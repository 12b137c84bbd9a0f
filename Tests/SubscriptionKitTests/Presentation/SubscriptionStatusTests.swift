import Foundation
import SubscriptionKit
import Testing

@Suite("SubscriptionStatus")
struct SubscriptionStatusTests {
  /// 2026-03-03 12:00 UTC.
  static let renewal = Date(timeIntervalSince1970: 1_772_539_200)
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
  static let url = URL(string: "https://apps.apple.com/account/subscriptions")

  static func status(_ entitlement: EntitlementInfo?, isPremium: Bool? = nil) -> SubscriptionStatus
  {
    SubscriptionStatus(
      entitlement: entitlement, isPremium: isPremium ?? (entitlement?.isActive ?? false),
      managementURL: url, locale: Locale(identifier: "en_US"), timeZone: utc)
  }

  static func entitlement(
    isActive: Bool = true, willRenew: Bool = true, periodType: PeriodType = .normal,
    expiration: Date? = renewal, billingIssue: Date? = nil
  ) -> EntitlementInfo {
    EntitlementInfo(
      identifier: "pro", isActive: isActive, willRenew: willRenew, periodType: periodType,
      expirationDate: expiration, productIdentifier: "pro_monthly",
      billingIssueDetectedAt: billingIssue)
  }

  @Test("A renewing subscription says when it renews and can be managed")
  func renewing() {
    let status = Self.status(Self.entitlement())
    #expect(status.kind == .renewing(on: Self.renewal, isTrial: false))
    #expect(status.title == "Premium")
    #expect(status.detail == "Renews on March 3, 2026")
    #expect(status.canManage)
    #expect(status.managementURL == Self.url)
  }

  @Test("A trial says so")
  func trial() {
    let status = Self.status(Self.entitlement(periodType: .trial))
    #expect(status.detail == "Free trial: renews on March 3, 2026")
  }

  @Test("Auto-renew off: it ends on the expiration date, still manageable")
  func ending() {
    let status = Self.status(Self.entitlement(willRenew: false))
    #expect(status.kind == .ending(on: Self.renewal))
    #expect(status.detail == "Ends on March 3, 2026")
    #expect(status.canManage)
  }

  @Test("A billing issue asks for a new payment method")
  func billingIssue() {
    let status = Self.status(Self.entitlement(willRenew: false, billingIssue: Self.renewal))
    #expect(status.kind == .billingIssue)
    #expect(status.detail.contains("payment method"))
    #expect(status.canManage)
  }

  @Test("Lifetime access has nothing to manage")
  func lifetime() {
    let status = Self.status(Self.entitlement(willRenew: false, expiration: nil))
    #expect(status.kind == .lifetime)
    #expect(status.title == "Premium")
    #expect(!status.canManage)
  }

  @Test("Free: never subscribed, or expired")
  func free() {
    #expect(Self.status(nil).kind == .free)
    let expired = Self.status(Self.entitlement(isActive: false, willRenew: false))
    #expect(expired.kind == .free)
    #expect(expired.title == "Free")
    #expect(!expired.canManage)
  }

  @Test("Premium without an active entitlement is the debug override")
  func debugOverride() {
    let status = Self.status(nil, isPremium: true)
    #expect(status.kind == .debugOverride)
    #expect(status.title == "Premium")
    #expect(!status.canManage)
  }

  @Test(
    "An active entitlement the manager does not count (a sandbox purchase in production) is free")
  func notPremiumIsFree() {
    let status = Self.status(Self.entitlement(billingIssue: Self.renewal), isPremium: false)
    #expect(status.kind == .free)
    #expect(!status.canManage)
  }
}
