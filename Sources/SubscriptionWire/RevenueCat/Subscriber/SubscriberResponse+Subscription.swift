import Foundation

extension SubscriberResponse {
  /// A price paid, in the purchase's currency (`ProductPaidPrice`).
  public typealias Price = ProductPaidPrice

  /// A subscription entry: the state of one subscription product.
  public struct Subscription: Sendable, Hashable, Codable {
    /// The latest purchase or renewal.
    public var purchaseDate: Date
    /// The first purchase of the subscription.
    public var originalPurchaseDate: Date?
    /// When the current period ends.
    public var expiresDate: Date?
    /// Trial, intro, normal or prepaid.
    public var periodType: PeriodType
    /// The store it was bought in.
    public var store: Store
    /// Whether it was bought in the sandbox.
    public var isSandbox: Bool
    /// When the customer turned auto-renew off.
    public var unsubscribeDetectedAt: Date?
    /// When a billing issue was detected.
    public var billingIssuesDetectedAt: Date?
    /// The end of a billing grace period, while one runs.
    public var gracePeriodExpiresDate: Date?
    /// Purchased or family shared.
    public var ownershipType: PurchaseOwnershipType
    /// When the subscription was refunded.
    public var refundedAt: Date?
    /// When a paused subscription resumes (Google Play).
    public var autoResumeDate: Date?
    /// The store's transaction identifier.
    public var storeTransactionID: String?
    /// A Google Play base plan.
    public var productPlanIdentifier: String?
    /// The product's display name.
    public var displayName: String?
    /// The price paid.
    public var price: Price?
    /// Where the customer manages this subscription (kept as text; anything
    /// that is not a string reads as none).
    public var managementURL: String?
    /// The entry as it was decoded, unknown keys included (its part of
    /// `SubscriberResponse.Subscriber.rawData`). Not part of equality.
    var raw = RawJSONObject()

    /// Creates a subscription entry.
    public init(
      purchaseDate: Date, originalPurchaseDate: Date? = nil, expiresDate: Date?,
      periodType: PeriodType = .normal, store: Store = .appStore, isSandbox: Bool = false,
      unsubscribeDetectedAt: Date? = nil, billingIssuesDetectedAt: Date? = nil,
      gracePeriodExpiresDate: Date? = nil, ownershipType: PurchaseOwnershipType = .purchased,
      refundedAt: Date? = nil, autoResumeDate: Date? = nil, storeTransactionID: String? = nil,
      productPlanIdentifier: String? = nil, displayName: String? = nil, price: Price? = nil,
      managementURL: String? = nil
    ) {
      self.purchaseDate = purchaseDate
      self.originalPurchaseDate = originalPurchaseDate
      self.expiresDate = expiresDate
      self.periodType = periodType
      self.store = store
      self.isSandbox = isSandbox
      self.unsubscribeDetectedAt = unsubscribeDetectedAt
      self.billingIssuesDetectedAt = billingIssuesDetectedAt
      self.gracePeriodExpiresDate = gracePeriodExpiresDate
      self.ownershipType = ownershipType
      self.refundedAt = refundedAt
      self.autoResumeDate = autoResumeDate
      self.storeTransactionID = storeTransactionID
      self.productPlanIdentifier = productPlanIdentifier
      self.displayName = displayName
      self.price = price
      self.managementURL = managementURL
    }
  }
}
