/// Where an auto-renewable subscription is in its life, as the simulated store
/// keeps it (StoreKit's `RenewalState`; the raw values are the ledger's).
///
/// Not SubscriptionKit's `SubscriptionStatus`, which is what an app shows a
/// customer about their plan.
public enum SubscriptionRenewalState: String, Sendable, Hashable, CaseIterable {
  /// Paid (or in an offer period) and current.
  case active
  /// A renewal failed; access continues until the grace period ends.
  case gracePeriod = "grace_period"
  /// A renewal failed; no access, but the store keeps retrying the charge.
  case billingRetry = "billing_retry"
  /// Over: auto-renew was off at period end, or billing retry gave up.
  case expired
  /// Refunded: access was revoked at once.
  case revoked
}

/// The simulator's old name for `SubscriptionRenewalState`; SubscriptionKit's
/// `SubscriptionStatus` is the presentation value of the same name.
@available(*, deprecated, renamed: "SubscriptionRenewalState")
public typealias SubscriptionStatus = SubscriptionRenewalState
