import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@Suite("Paywall variants: layout and copy from offering metadata")
struct PaywallVariantTests {
  static let monthly = StoreProduct.fixture(
    .monthly, price: 7.99, freeTrial: SubscriptionPeriod(value: 7, unit: .day))
  static let annual = StoreProduct.fixture(.annual, price: 49.99)

  static func offering(_ metadata: [String: JSONValue]) -> Offering {
    let context = PresentedOfferingContext(
      offeringIdentifier: "paywall_b",
      experiment: ExperimentContext(
        experimentID: "prexp", variant: "b", offeringID: "paywall_b", placementID: nil))
    return Offering(
      identifier: "paywall_b", serverDescription: "", metadata: metadata,
      availablePackages: [
        Package(
          identifier: "$rc_monthly", storeProduct: monthly, presentedOfferingContext: context),
        Package(identifier: "$rc_annual", storeProduct: annual, presentedOfferingContext: context),
      ])
  }

  static func content(_ metadata: [String: JSONValue]) -> PaywallContent {
    PaywallContent(
      offering: offering(metadata),
      introEligibility: [
        monthly.productIdentifier: .eligible, annual.productIdentifier: .eligible,
      ],
      configuration: .fixture())
  }

  @Test("Without metadata: list layout, annual selected, trial advertised")
  func defaults() {
    let content = Self.content([:])
    #expect(content.variant.layout == .list)
    #expect(content.selectedTierID == "$rc_annual")
    #expect(content.highlightedTierID == nil)
    #expect(content.benefits.isEmpty)
    #expect(content.tier(id: "$rc_monthly")?.hasFreeTrial == true)
    #expect(content.variant.experiment?.variant == "b")
  }

  @Test("The variant's highlighted package, headline, benefits and layout")
  func copy() {
    let content = Self.content([
      "highlighted_package": .string("$rc_monthly"), "headline": .string("Invoice faster"),
      "benefits": .array([.string("Unlimited invoices"), .string("PDF export")]),
      "layout": .string("cards"), "title": .string("ignored"),
    ])
    #expect(content.highlightedTierID == "$rc_monthly")
    #expect(content.selectedTierID == "$rc_monthly")
    #expect(content.title == "Invoice faster")
    #expect(content.benefits == ["Unlimited invoices", "PDF export"])
    #expect(content.variant.layout == .cards)
    #expect(content.callToAction == "Start Free Trial")
  }

  @Test("show_trial false leaves the trial out of the pitch but not out of the legal text")
  func hiddenTrial() {
    let shown = Self.content(["highlighted_package": .string("$rc_monthly")])
    let hidden = Self.content([
      "highlighted_package": .string("$rc_monthly"), "show_trial": .bool(false),
    ])
    let tier = hidden.tier(id: "$rc_monthly")
    #expect(tier?.hasFreeTrial == false)
    #expect(tier?.trialTerms == nil)
    #expect(hidden.callToAction == "Continue")
    #expect(hidden.legalText == shown.legalText)
  }

  @Test("An unknown layout reads as a list; a missing highlighted package highlights nothing")
  func lenient() {
    let content = Self.content([
      "layout": .string("carousel"), "highlighted_package": .string("$rc_weekly"),
    ])
    #expect(content.variant.layout == .list)
    #expect(content.highlightedTierID == nil)
    #expect(content.selectedTierID == "$rc_annual")
  }
}
