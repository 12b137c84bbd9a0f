import Foundation

/// Every word the SwiftUI edge shows beyond `PaywallContent`: control titles,
/// status lines, usage lines and accessibility labels, in one place so they can
/// be reviewed at a glance, replaced for another language and asserted on.
///
/// Prices are never here: they come from the store at run time.
public struct PresentationWording: Sendable {
  /// The paywall's close button (it always has one).
  public var close = "Close"
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
