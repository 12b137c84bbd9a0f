import SubscriptionKit
import Testing

@Suite("UsageSummary")
struct UsageSummaryTests {
  static let prompt = UpgradePrompt(title: "Unlimited Invoices", message: "No limit.")
  static let invoices = Feature.quota("invoices", limit: 5, per: .month, upgradePrompt: prompt)
  static let reports = Feature.premiumOnly("reports", upgradePrompt: prompt)

  static func summary(_ feature: Feature, isPremium: Bool = false, used: Int = 0) -> UsageSummary {
    UsageSummary(
      feature: feature,
      access: FeatureAccess.decide(feature: feature, isPremium: isPremium, used: used))
  }

  @Test("Free quota: how many are left, and how full it is")
  func quota() {
    let fresh = Self.summary(Self.invoices)
    #expect(fresh.text == "5 of 5 left this month")
    #expect(fresh.fractionUsed == 0)
    #expect(!fresh.isNearLimit && !fresh.isBlocked)

    let near = Self.summary(Self.invoices, used: 3)
    #expect(near.text == "2 of 5 left this month")
    #expect(near.fractionUsed == 0.6)
    #expect(near.isNearLimit && !near.isBlocked)

    let used = Self.summary(Self.invoices, used: 5)
    #expect(used.text == "All 5 used this month")
    #expect(used.fractionUsed == 1)
    #expect(used.isBlocked && !used.isNearLimit)
  }

  @Test("Premium: unlimited, no meter")
  func premium() {
    let summary = Self.summary(Self.invoices, isPremium: true, used: 50)
    #expect(summary.text == "Unlimited")
    #expect(summary.fractionUsed == nil)
    #expect(!summary.isBlocked)
  }

  @Test("Premium-only features say so to free customers")
  func premiumOnly() {
    let summary = Self.summary(Self.reports)
    #expect(summary.text == "Premium feature")
    #expect(summary.isBlocked)
    #expect(summary.fractionUsed == nil)
    #expect(Self.summary(Self.reports, isPremium: true).text == "Unlimited")
  }
}
