import Foundation

/// One subscription product's state, as `CustomerInfo.subscriptionsByProductIdentifier`
/// lists it (keyed by the plain product identifier, as RevenueCat keys it).
public struct SubscriptionInfo: Sendable, Hashable, Codable {
  /// The product.
  public let productIdentifier: String
  /// The latest purchase or renewal.
  public let purchaseDate: Date
  /// The first purchase.
  public let originalPurchaseDate: Date?
  /// When the current period ends.
  public let expiresDate: Date?
  /// The store it was bought in.
  public let store: Store
  /// Whether it was bought in the sandbox.
  public let isSandbox: Bool
  /// When auto-renew was turned off.
  public let unsubscribeDetectedAt: Date?
  /// When a billing issue was detected.
  public let billingIssuesDetectedAt: Date?
  /// The end of a billing grace period.
  public let gracePeriodExpiresDate: Date?
  /// Purchased or family shared.
  public let ownershipType: PurchaseOwnershipType
  /// Trial, intro, normal or prepaid.
  public let periodType: PeriodType
  /// When it was refunded.
  public let refundedAt: Date?
  /// The store's transaction identifier.
  public let storeTransactionID: String?
  /// Whether the period is current (`CustomerInfo.isDateActive`, `EntitlementActivity`).
  public let isActive: Bool
  /// Whether it will renew.
  public let willRenew: Bool
  /// When a paused subscription resumes (Google Play).
  public let autoResumeDate: Date?
  /// The product's display name, as the store named it.
  public let displayName: String?
  /// What was paid for the latest period, in its currency.
  public let price: ProductPaidPrice?
  /// Where the customer manages this subscription; nil when absent or not a valid URL.
  public let managementURL: URL?
  /// The Google Play base plan, when there is one.
  public let productPlanIdentifier: String?
}
