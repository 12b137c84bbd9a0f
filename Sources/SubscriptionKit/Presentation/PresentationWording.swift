import Foundation

/// Every word SubscriptionKit shows a person — the paywall's content and
/// controls, status lines, usage lines and accessibility labels — in one
/// place, so it can be reviewed at a glance, replaced for another language and
/// asserted on in tests.
///
/// Prices are never here: they come from `StoreProduct` at run time and are
/// formatted in the storefront's locale.
///
/// ```swift
/// var wording = PresentationWording.english
/// wording.defaultTitle = "Go Pro"
/// let state = manager.paywallState(wording: wording)
/// ```
public struct PresentationWording: Sendable {
  // The paywall's content.

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

  // The paywall's controls.

  /// The paywall's close button (it always has one).
  public var close = "Close"
  /// The mark on the tier an experiment variant highlights.
  public var recommended = "Recommended"
  /// The compact layout's button that shows every plan.
  public var morePlans = "More plans"
  /// The close button of a paywall that is a step of onboarding.
  public var notNow = "Not Now"
  /// The retry button of a paywall whose plans could not load.
  public var retry = "Retry"
  /// The dismiss button of an alert with nothing else to offer.
  public var ok = "OK"
  /// The dismiss button of an alert that also offers a recovery.
  public var cancel = "Cancel"
  /// The call to action while a purchase runs.
  public var purchasing = "Purchasing…"
  /// The restore button while a restore runs.
  public var restoring = "Restoring…"
  /// The accessibility label of the progress shown while plans load.
  public var loadingPlans = "Loading subscription options"

  // Status and gates.

  /// The button that opens the store's subscription management.
  public var manageSubscription = "Manage Subscription"
  /// The button on a locked feature that opens the paywall.
  public var upgrade = "Upgrade"
  /// The status title of a premium customer.
  public var premiumTitle = "Premium"
  /// The status title of a free customer.
  public var freeTitle = "Free"
  /// The status line of a free customer.
  public var freeDetail = "Upgrade to unlock every feature."
  /// The status line of lifetime access.
  public var lifetimeDetail = "Lifetime access. Nothing renews."
  /// The status line while premium is unlocked by the debug override.
  public var debugOverrideDetail = "Unlocked by the debug premium override."
  /// The status line of a billing problem.
  public var billingIssueDetail =
    "There is a problem with your payment. Update your payment method to keep Premium."
  /// The usage line of a premium customer.
  public var unlimited = "Unlimited"
  /// The usage line of a premium-only feature for a free customer.
  public var premiumOnly = "Premium feature"

  /// The English wording.
  public static let english = PresentationWording()

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

  /// "Renews on March 3, 2026".
  public func renews(on date: String) -> String { "Renews on \(date)" }

  /// "Ends on March 3, 2026" (auto-renew is off).
  public func ends(on date: String) -> String { "Ends on \(date)" }

  /// "Free trial: renews on March 3, 2026".
  public func trialRenews(on date: String) -> String { "Free trial: renews on \(date)" }

  /// "3 of 5 left this month".
  public func remaining(_ remaining: Int, of limit: Int, _ period: QuotaPeriod) -> String {
    "\(remaining) of \(limit) left \(period.thisPeriodPhrase)"
  }

  /// "All 5 used this month".
  public func usedAll(_ limit: Int, _ period: QuotaPeriod) -> String {
    "All \(limit) used \(period.thisPeriodPhrase)"
  }

  /// Joins the parts of a spoken label ("Annual, $49.99/yr, Save 48%").
  public func joinedForSpeech(_ parts: [String]) -> String {
    parts.joined(separator: ", ")
  }
}
