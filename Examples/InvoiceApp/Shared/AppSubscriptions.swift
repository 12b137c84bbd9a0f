import Foundation
import SubscriptionKit

/// The one place the invoicing app's subscription setup is written down: the
/// entitlement, the products, the plan's name, the legal links, the onboarding
/// paywall's words and every gated feature with its menu title. Nothing else
/// repeats an identifier; prices come from the store at run time.
///
/// The example app compiles this file, and so does `subkit demo` (SwiftPM
/// target `InvoiceAppSubscriptions`): the terminal demo and the SwiftUI app are
/// the same app, defined once.
public enum AppSubscriptions {
  /// The entitlement that makes a customer Pro.
  public static let entitlement = "pro"

  /// The products the app sells (the bundled `InvoiceApp.storekit`).
  public static let productIdentifiers = ["pro_monthly", "pro_annual", "pro_lifetime"]

  /// The plan's one name, in every status line, lock, button and headline.
  public static let planName = "Pro"

  /// A gated feature and the title the app's menus give it.
  public struct MenuItem: Sendable, Hashable {
    /// The feature.
    public let feature: Feature
    /// Its menu title ("New invoice").
    public let title: String
  }

  /// Invoices: 5 a calendar month on the free plan, unlimited on Pro.
  public static let invoices = Feature.quota(
    "invoices", limit: 5, per: .month,
    upgradePrompt: UpgradePrompt(
      title: "Unlimited Invoices",
      message: "You've used this month's free invoices. Upgrade to keep invoicing.",
      benefits: [
        "Unlimited invoices", "Custom templates", "Payment integration", "Financial reports",
      ]))

  /// Custom invoice templates: Pro only.
  public static let templates = Feature.premiumOnly(
    "custom_templates",
    upgradePrompt: UpgradePrompt(
      title: "Custom Templates", message: "Brand your invoices with your own templates.",
      benefits: ["Your logo and colours", "Reusable layouts"]))

  /// Card and bank payments on invoices: Pro only.
  public static let payments = Feature.premiumOnly(
    "payment_integration",
    upgradePrompt: UpgradePrompt(
      title: "Get Paid Faster", message: "Let clients pay invoices online.",
      benefits: ["Card and bank payments", "Automatic reminders"]))

  /// Financial reports: Pro only.
  public static let reports = Feature.premiumOnly(
    "financial_reports",
    upgradePrompt: UpgradePrompt(
      title: "Financial Reports", message: "See revenue, outstanding and overdue at a glance.",
      benefits: ["Monthly and yearly reports", "Export to CSV"]))

  /// Every gated feature with its menu title, in menu order.
  public static let menu = [
    MenuItem(feature: invoices, title: "New invoice"),
    MenuItem(feature: templates, title: "Custom templates"),
    MenuItem(feature: payments, title: "Payment integration"),
    MenuItem(feature: reports, title: "Financial reports"),
  ]

  /// Every gated feature, in menu order.
  public static var features: [Feature] { menu.map(\.feature) }

  /// The menu title of `feature` (its upgrade prompt's title for a feature
  /// not in the menu).
  public static func title(of feature: Feature) -> String {
    menu.first { $0.feature == feature }?.title ?? feature.upgradePrompt.title
  }

  /// What the first-launch paywall says: the app's welcome, not a feature's
  /// prompt (in-app paywalls open on the prompt of the feature reached).
  public static let onboardingPrompt = UpgradePrompt(
    title: "Welcome to InvoiceApp",
    message:
      "\(invoices.quota?.limit ?? 0) invoices a month are free, for good. \(planName) takes "
      + "the limit away.",
    benefits: ["Unlimited invoices", "Custom templates", "Online payments", "Reports"])

  /// Every word the app's paywalls and status lines show, with the plan's name.
  public static var wording: PresentationWording {
    var wording = PresentationWording.english
    wording.defaultTitle = "Unlock \(planName)"
    wording.premiumTitle = planName
    wording.billingIssueDetail =
      "There is a problem with your payment. Update your payment method to keep \(planName)."
    return wording
  }

  /// The onboarding paywall's wording: its way out is "Continue with Free".
  public static var onboardingWording: PresentationWording {
    var wording = wording
    wording.defaultTitle = onboardingPrompt.title
    wording.notNow = "Continue with Free"
    return wording
  }

  /// The configuration `SubscriptionManager.shared` runs with.
  public static let configuration = configuration(productIdentifiers: productIdentifiers)

  /// The configuration for a store that sells `productIdentifiers` (the demo
  /// runs on any `.storekit` file).
  public static func configuration(productIdentifiers: [String]) -> SubscriptionConfiguration {
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
