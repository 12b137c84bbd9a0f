import Foundation
import SubscriptionKit

/// An entitlement given without a purchase (RevenueCat's promotional
/// entitlement, granted through the REST API): from `start` to `end` (nil:
/// for life). Revoking it ends it at the instant of revocation.
struct PromotionalGrant: Sendable, Hashable {
  /// The entitlement given.
  var entitlementID: String
  /// RevenueCat's duration name (`monthly`, `lifetime`, …), or `custom` for an end time.
  var duration: String
  var start: Date
  var end: Date?

  /// The product RevenueCat's subscriber document names for it: `rc_promo_<entitlement>_<duration>`.
  var productIdentifier: String { "rc_promo_\(entitlementID)_\(duration)" }

  /// RevenueCat's promotional durations and how long each lasts (nil: lifetime).
  static let durations: [String: StoreDuration?] = [
    "daily": StoreDuration(1, .day), "three_day": StoreDuration(3, .day),
    "weekly": StoreDuration(1, .week), "two_week": StoreDuration(2, .week),
    "monthly": StoreDuration(1, .month), "two_month": StoreDuration(2, .month),
    "three_month": StoreDuration(3, .month), "six_month": StoreDuration(6, .month),
    "yearly": StoreDuration(1, .year), "lifetime": nil,
  ]
}
