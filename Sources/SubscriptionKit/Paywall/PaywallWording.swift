/// Every word a paywall shows, in one place, so it can be reviewed at a
/// glance, replaced for another language, and asserted on in tests.
///
/// Prices are never here: they come from `StoreProduct` at run time and are
/// formatted in the storefront's locale.
public struct PaywallWording: Sendable {
  /// The headline when the offering's metadata has no `"title"`.
  public var defaultTitle = "Unlock Premium"
  /// The call to action for a tier with a free trial.
  public var startFreeTrial = "Start Free Trial"
  /// The call to action otherwise.
  public var continueTitle = "Continue"
  /// The restore button.
  public var restorePurchases = "Restore Purchases"
  /// The Terms of Use link.
  public var termsOfUse = "Terms of Use"
  /// The Privacy Policy link.
  public var privacyPolicy = "Privacy Policy"
  /// The badge of a one-time purchase.
  public var oneTimeBadge = "One-time"
  /// The legal text of a one-time purchase.
  public var oneTimeTerms = "One-time purchase. No subscription, nothing renews."
  /// Legal text after the renewal price of an auto-renewing subscription.
  public var renewalTerms =
    "Renews automatically until cancelled. Cancel anytime in Settings at least 24 hours "
    + "before the end of the current period."

  /// Titles by package type; custom packages use the product's own title.
  public var titles: [PackageType: String] = [
    .weekly: "Weekly", .monthly: "Monthly", .twoMonth: "2 Months", .threeMonth: "3 Months",
    .sixMonth: "6 Months", .annual: "Annual", .lifetime: "Lifetime",
  ]

  /// The English wording.
  public static let english = PaywallWording()

  /// Creates the English wording; change any property to adapt it.
  public init() {}

  /// "7-day free trial".
  public func freeTrialBadge(_ period: SubscriptionPeriod) -> String {
    "\(period.adjective) free trial"
  }

  /// "Save 48%".
  public func savingsBadge(percent: Int) -> String { "Save \(percent)%" }

  /// "$7.99/mo", "$49.99/yr", "$19.99/3 mo"; the bare price without a period.
  public func priceLine(_ price: String, period: SubscriptionPeriod?) -> String {
    guard let period else { return price }
    let unit: String =
      switch period.unit {
      case .day: period.value == 1 ? "day" : "days"
      case .week: "wk"
      case .month: "mo"
      case .year: "yr"
      }
    return period.value == 1 ? "\(price)/\(unit)" : "\(price)/\(period.value) \(unit)"
  }

  /// "7 days free, then $7.99/mo".
  public func trialTerms(_ trial: SubscriptionPeriod, then priceLine: String) -> String {
    "\(trial.description) free, then \(priceLine)"
  }

  /// The legal text of the selected subscription: its renewal price, then the
  /// renewal terms ("After the 7-day free trial, $7.99/mo. Renews …").
  public func subscriptionTerms(priceLine: String, trial: SubscriptionPeriod?) -> String {
    let price =
      trial.map { "After the \($0.adjective) free trial, \(priceLine)." } ?? "\(priceLine)."
    return price + " " + renewalTerms
  }
}
