import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@Suite("PaywallControls and PaywallHeader")
struct PaywallControlsTests {
  static let monthly = StoreProduct.fixture(
    .monthly, price: 7.99, freeTrial: SubscriptionPeriod(value: 7, unit: .day))
  static let annual = StoreProduct.fixture(.annual, price: 49.99)

  static func content(_ products: [StoreProduct] = [monthly, annual]) -> PaywallContent {
    PaywallContent(
      offering: PaywallContentTests.offering(products),
      introEligibility: [monthly.productIdentifier: .eligible], configuration: .fixture())
  }

  @Test("Idle: the content's call to action and restore title, everything enabled")
  func idle() {
    let content = Self.content()
    let controls = PaywallControls(content: content, operation: nil)
    #expect(controls.purchaseTitle == content.callToAction)
    #expect(controls.restoreTitle == "Restore Purchases")
    #expect(controls.isPurchaseEnabled && controls.isRestoreEnabled && controls.isSelectionEnabled)
    #expect(!controls.isBusy)
  }

  @Test("While purchasing or restoring, every button is disabled and says so")
  func busy() throws {
    let content = Self.content()
    let package = try #require(content.selectedTier?.package)
    let purchasing = PaywallControls(content: content, operation: .purchasing(package))
    #expect(purchasing.purchaseTitle == "Purchasing…")
    #expect(purchasing.restoreTitle == "Restore Purchases")
    #expect(!purchasing.isPurchaseEnabled && !purchasing.isRestoreEnabled)
    #expect(!purchasing.isSelectionEnabled && purchasing.isBusy)

    let restoring = PaywallControls(content: content, operation: .restoring)
    #expect(restoring.purchaseTitle == content.callToAction)
    #expect(restoring.restoreTitle == "Restoring…")
    #expect(!restoring.isPurchaseEnabled && !restoring.isRestoreEnabled && restoring.isBusy)
  }

  @Test("Nothing to select: the call to action is disabled")
  func emptyOffering() {
    let controls = PaywallControls(content: Self.content([]), operation: nil)
    #expect(!controls.isPurchaseEnabled)
    #expect(controls.isRestoreEnabled)
  }

  @Test("VoiceOver hears every price, badge and trial of a tier, from the store's values")
  func accessibilityLabels() throws {
    let content = Self.content()
    let monthly = try #require(content.tiers.first { $0.package.packageType == .monthly })
    let annual = try #require(content.tiers.first { $0.package.packageType == .annual })
    #expect(
      PaywallControls.accessibilityLabel(for: monthly)
        == [
          "Monthly", monthly.priceLine, "7-day free trial",
          "7 days free, then \(monthly.priceLine)",
        ].joined(separator: ", "))
    let perMonth = try #require(annual.pricePerMonthLine)
    let badge = try #require(annual.badgeText)
    #expect(
      PaywallControls.accessibilityLabel(for: annual)
        == ["Annual", annual.priceLine, perMonth, badge].joined(separator: ", "))
    #expect(
      PaywallControls.accessibilityLabel(for: annual).contains(Self.annual.localizedPriceString))
  }

  @Test("The header is the offering's, or the reached feature's upgrade prompt")
  func header() {
    let content = Self.content()
    let plain = PaywallHeader(content: content)
    #expect(plain.title == content.title)
    #expect(plain.subtitle == content.subtitle)
    #expect(plain.benefits.isEmpty)

    let prompt = UpgradePrompt(
      title: "Unlimited Invoices", message: "Create as many invoices as you need.",
      benefits: ["No monthly limit", "Custom templates"])
    let opened = PaywallHeader(content: content, prompt: prompt)
    #expect(opened.title == "Unlimited Invoices")
    #expect(opened.subtitle == "Create as many invoices as you need.")
    #expect(opened.benefits == ["No monthly limit", "Custom templates"])
  }
}
