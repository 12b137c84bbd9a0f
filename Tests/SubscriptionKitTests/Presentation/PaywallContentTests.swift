import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

/// A storefront: its locale, currency and the three prices it sells at.
struct Storefront: Sendable, CustomTestStringConvertible {
  var locale: String
  var currency: String
  var monthly: Decimal
  var annual: Decimal
  var lifetime: Decimal

  var testDescription: String { "\(locale) \(currency)" }

  static let all = [
    Storefront(locale: "en_US", currency: "USD", monthly: 7.99, annual: 49.99, lifetime: 99.99),
    Storefront(locale: "de_DE", currency: "EUR", monthly: 8.99, annual: 59.99, lifetime: 119.99),
    Storefront(locale: "ja_JP", currency: "JPY", monthly: 800, annual: 8000, lifetime: 16000),
    Storefront(locale: "fr_CH", currency: "CHF", monthly: 8, annual: 50, lifetime: 100),
  ]

  func products(trial: Bool) -> (
    monthly: StoreProduct, annual: StoreProduct, lifetime: StoreProduct
  ) {
    let week = SubscriptionPeriod(value: 7, unit: .day)
    return (
      .fixture(
        .monthly, price: monthly, currencyCode: currency, locale: locale,
        freeTrial: trial ? week : nil),
      .fixture(.annual, price: annual, currencyCode: currency, locale: locale),
      .fixture(.lifetime, price: lifetime, currencyCode: currency, locale: locale)
    )
  }
}

/// Which of monthly, annual and lifetime an offering has, and trial eligibility.
struct PaywallCase: Sendable, CustomTestStringConvertible {
  var hasMonthly: Bool
  var hasAnnual: Bool
  var hasLifetime: Bool
  var isEligible: Bool

  var testDescription: String {
    [hasMonthly ? "monthly" : nil, hasAnnual ? "annual" : nil, hasLifetime ? "lifetime" : nil]
      .compactMap { $0 }.joined(separator: "+") + (isEligible ? ", eligible" : ", not eligible")
  }

  /// Every non-empty combination, eligible or not.
  static let all: [PaywallCase] = (1..<8).flatMap { mask in
    [true, false].map {
      PaywallCase(
        hasMonthly: mask & 1 != 0, hasAnnual: mask & 2 != 0, hasLifetime: mask & 4 != 0,
        isEligible: $0)
    }
  }
}

@Suite("PaywallContent")
struct PaywallContentTests {
  static func offering(_ products: [StoreProduct]) -> Offering {
    Offering(
      identifier: "default", serverDescription: "",
      availablePackages: products.map {
        Package(
          identifier: InMemoryBackend.packageIdentifier(for: $0), storeProduct: $0,
          offeringIdentifier: "default")
      })
  }

  @Test(
    "Tiers, prices, badges, call to action and legal text for every combination",
    arguments: PaywallCase.all, Storefront.all)
  func everyCombination(_ scenario: PaywallCase, _ storefront: Storefront) throws {
    let products = storefront.products(trial: true)
    // Lifetime first and monthly last, so the display order is really computed.
    let offered =
      [
        scenario.hasLifetime ? products.lifetime : nil, scenario.hasAnnual ? products.annual : nil,
        scenario.hasMonthly ? products.monthly : nil,
      ].compactMap { $0 }
    let eligibility: [String: IntroEligibilityStatus] = [
      products.monthly.productIdentifier: scenario.isEligible ? .eligible : .ineligible
    ]
    let content = PaywallContent(
      offering: Self.offering(offered), introEligibility: eligibility,
      configuration: .fixture())

    // Order: monthly, annual, lifetime.
    let expectedTitles = [
      scenario.hasMonthly ? "Monthly" : nil, scenario.hasAnnual ? "Annual" : nil,
      scenario.hasLifetime ? "Lifetime" : nil,
    ].compactMap { $0 }
    #expect(content.tiers.map(\.title) == expectedTitles)

    for tier in content.tiers {
      let product = tier.package.storeProduct
      switch tier.package.packageType {
      case .monthly:
        #expect(tier.priceLine == product.localizedPriceString + "/mo")
        #expect(tier.pricePerMonthLine == nil)
        if scenario.isEligible {
          #expect(tier.badge == .freeTrial(SubscriptionPeriod(value: 1, unit: .week)))
          #expect(tier.badgeText == "7-day free trial")
          #expect(tier.callToAction == "Start Free Trial")
          #expect(tier.trialTerms == "7 days free, then \(tier.priceLine)")
        } else {
          #expect(tier.badge == nil)
          #expect(tier.callToAction == "Continue")
          #expect(tier.trialTerms == nil)
        }
      case .annual:
        #expect(tier.priceLine == product.localizedPriceString + "/yr")
        #expect(tier.pricePerMonthLine == (product.localizedPricePerMonth ?? "?") + "/mo")
        if scenario.hasMonthly {
          let expected = Int(
            ((1
              - NSDecimalNumber(decimal: storefront.annual / (storefront.monthly * 12))
              .doubleValue) * 100).rounded())
          #expect(tier.badge == .savings(percent: expected))
          #expect(tier.badgeText == "Save \(expected)%")
        } else {
          #expect(tier.badge == nil)
        }
        #expect(tier.callToAction == "Continue")
      case .lifetime:
        #expect(tier.priceLine == product.localizedPriceString)
        #expect(tier.badge == .oneTime)
        #expect(tier.badgeText == "One-time")
        #expect(tier.callToAction == "Continue")
      default:
        Issue.record("unexpected tier \(tier.title)")
      }
    }

    // Annual is selected by default, else the first tier.
    let selected = try #require(content.selectedTier)
    #expect(
      selected.package.packageType
        == (scenario.hasAnnual ? .annual : content.tiers[0].package.packageType))
    #expect(content.callToAction == selected.callToAction)
    if selected.package.packageType == .lifetime {
      #expect(content.legalText == PresentationWording.english.oneTimeTerms)
    } else {
      #expect(content.legalText.contains(selected.priceLine))
      #expect(content.legalText.contains("Renews automatically"))
      #expect(content.legalText.contains("free trial") == selected.hasFreeTrial)
    }
    #expect(content.termsOfService.url == SubscriptionConfiguration.fixture().termsOfServiceURL)
    #expect(content.privacyPolicy.url == SubscriptionConfiguration.fixture().privacyPolicyURL)
    #expect(content.restoreTitle == "Restore Purchases")
  }

  @Test("Price lines read as each storefront formats them", arguments: Storefront.all)
  func priceLines(_ storefront: Storefront) {
    let products = storefront.products(trial: false)
    let content = PaywallContent(
      offering: Self.offering([products.monthly, products.annual, products.lifetime]),
      introEligibility: [:], configuration: .fixture())
    let lines = content.tiers.map(\.priceLine)
    let expected: [String: [String]] = [
      "en_US": ["$7.99/mo", "$49.99/yr", "$99.99"],
      "de_DE": ["8,99\u{a0}€/mo", "59,99\u{a0}€/yr", "119,99\u{a0}€"],
      "ja_JP": ["¥800/mo", "¥8,000/yr", "¥16,000"],
      "fr_CH": [
        products.monthly.localizedPriceString + "/mo",
        products.annual.localizedPriceString + "/yr", products.lifetime.localizedPriceString,
      ],
    ]
    #expect(lines == expected[storefront.locale])
    #expect(lines.allSatisfy { !$0.isEmpty })
  }

  @Test("$49.99 a year against $7.99 a month saves 48%")
  func savingsFromTheGuide() {
    let products = Storefront.all[0].products(trial: false)
    let content = PaywallContent(
      offering: Self.offering([products.monthly, products.annual]), introEligibility: [:],
      configuration: .fixture())
    #expect(content.tiers[1].badgeText == "Save 48%")
    #expect(content.tiers[1].pricePerMonthLine == "$4.16/mo")
  }

  @Test("No savings badge when annual costs as much as twelve months, or more")
  func noNegativeSavings() {
    let monthly = StoreProduct.fixture(.monthly, price: 5)
    let annual = StoreProduct.fixture(.annual, price: 60)
    let content = PaywallContent(
      offering: Self.offering([monthly, annual]), introEligibility: [:], configuration: .fixture())
    #expect(content.tiers[1].badge == nil)
  }

  @Test(
    "Unknown eligibility shows no trial; custom packages keep their order after the standard ones")
  func unknownEligibilityAndCustomPackages() {
    let weekly = StoreProduct.fixture(.weekly, price: 2.99)
    let monthly = StoreProduct.fixture(
      .monthly, price: 7.99, freeTrial: SubscriptionPeriod(value: 1, unit: .month))
    let special = StoreProduct.fixture(.threeMonth, price: 19.99, identifier: "com.example.special")
    let offering = Offering(
      identifier: "default", serverDescription: "",
      metadata: ["title": .string("Go Pro"), "subtitle": .string("Everything, unlimited")],
      availablePackages: [
        Package(identifier: "$rc_weekly", storeProduct: weekly, offeringIdentifier: "default"),
        Package(identifier: "special", storeProduct: special, offeringIdentifier: "default"),
        Package(identifier: "$rc_monthly", storeProduct: monthly, offeringIdentifier: "default"),
      ])
    let unknown = PaywallContent(
      offering: offering, introEligibility: [:], configuration: .fixture())
    #expect(unknown.title == "Go Pro")
    #expect(unknown.subtitle == "Everything, unlimited")
    #expect(unknown.tiers.map(\.title) == ["Monthly", "Weekly", special.localizedTitle])
    #expect(unknown.tiers[0].badge == nil)
    #expect(unknown.tiers[1].priceLine == "$2.99/wk")
    #expect(unknown.tiers[2].priceLine == "$19.99/3 mo")
    #expect(unknown.tiers[2].badgeText == "Save 17%")
    #expect(unknown.selectedTier?.title == "Monthly")

    let eligible = PaywallContent(
      offering: offering, introEligibility: [monthly.productIdentifier: .eligible],
      configuration: .fixture(), selectedPackageIdentifier: "$rc_monthly")
    #expect(eligible.tiers[0].badgeText == "1-month free trial")
    #expect(eligible.callToAction == "Start Free Trial")
    #expect(eligible.legalText.hasPrefix("After the 1-month free trial, $7.99/mo."))
  }
}
