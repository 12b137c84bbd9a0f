import Foundation
import SubscriptionKit

/// The one place the app's subscription setup is written down: the entitlement,
/// the products, the legal links and every gated feature. Nothing else in the
/// app repeats an identifier; prices come from the store at run time.
enum AppSubscriptions {
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

  /// The configuration `SubscriptionManager.shared` runs with.
  static let configuration = SubscriptionConfiguration(
    entitlementIdentifier: "pro",
    productIdentifiers: ["pro_monthly", "pro_annual", "pro_lifetime"],
    termsOfServiceURL: link("https://invoiceapp.example/terms"),
    privacyPolicyURL: link("https://invoiceapp.example/privacy"),
    features: [invoices, templates, payments, reports])

  private static func link(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }
}
