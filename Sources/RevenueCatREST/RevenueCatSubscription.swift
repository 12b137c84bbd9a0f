import Foundation

/// One of a customer's subscriptions as RevenueCat's v2 API lists it.
public struct RevenueCatSubscription: Sendable, Hashable {
  /// RevenueCat's identifier (the store's subscription identifier here).
  public var id: String
  /// The product.
  public var productIdentifier: String
  /// `trialing`, `active`, `in_grace_period`, `in_billing_retry`, `expired`, …
  public var status: String
  /// Whether it gives access now.
  public var givesAccess: Bool
  /// `will_renew` or `will_not_renew`.
  public var autoRenewalStatus: String
  /// When the current period ends (nil: it does not).
  public var currentPeriodEndsAt: Date?
  /// The store (`app_store`, `promotional`, …).
  public var store: String

  /// A subscription.
  public init(
    id: String, productIdentifier: String, status: String, givesAccess: Bool,
    autoRenewalStatus: String, currentPeriodEndsAt: Date?, store: String
  ) {
    self.id = id
    self.productIdentifier = productIdentifier
    self.status = status
    self.givesAccess = givesAccess
    self.autoRenewalStatus = autoRenewalStatus
    self.currentPeriodEndsAt = currentPeriodEndsAt
    self.store = store
  }
}
