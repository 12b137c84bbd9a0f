import Foundation
import SubscriptionKit

/// The invoicing app the demo plays: what is gated, and the one place its
/// entitlement and feature identifiers are written down.
enum InvoiceAppModel {
  /// The entitlement that makes a customer Pro.
  static let entitlement = "pro"

  /// Invoices: 5 a calendar month on the free plan, unlimited on Pro.
  static let invoices = Feature.quota(
    "invoices", limit: 5, per: .month,
    upgradePrompt: UpgradePrompt(
      title: "Unlimited Invoices",
      message: "You've used this month's free invoices. Upgrade to keep invoicing.",
      benefits: [
        "Unlimited invoices", "Custom templates", "Payment integration", "Financial reports",
      ]))

  /// Custom invoice templates: Pro only.
  static let templates = Feature.premiumOnly(
    "custom_templates",
    upgradePrompt: UpgradePrompt(
      title: "Custom Templates", message: "Brand your invoices with your own templates.",
      benefits: ["Your logo and colours", "Reusable layouts"]))

  /// Card and bank payments on invoices: Pro only.
  static let payments = Feature.premiumOnly(
    "payment_integration",
    upgradePrompt: UpgradePrompt(
      title: "Get Paid Faster", message: "Let clients pay invoices online.",
      benefits: ["Card and bank payments", "Automatic reminders"]))

  /// Financial reports: Pro only.
  static let reports = Feature.premiumOnly(
    "financial_reports",
    upgradePrompt: UpgradePrompt(
      title: "Financial Reports", message: "See revenue, outstanding and overdue at a glance.",
      benefits: ["Monthly and yearly reports", "Export to CSV"]))

  /// Every gated feature, in menu order.
  static let features = [invoices, templates, payments, reports]

  /// The app's subscription configuration.
  static func configuration(productIdentifiers: [String]) -> SubscriptionConfiguration {
    SubscriptionConfiguration(
      entitlementIdentifier: entitlement, productIdentifiers: productIdentifiers,
      termsOfServiceURL: link("https://invoiceapp.example/terms"),
      privacyPolicyURL: link("https://invoiceapp.example/privacy"),
      features: features)
  }

  private static func link(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }
}
