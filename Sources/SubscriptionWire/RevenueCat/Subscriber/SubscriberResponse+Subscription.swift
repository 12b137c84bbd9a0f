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

    enum CodingKeys: String, CodingKey, CaseIterable {
      case purchaseDate = "purchase_date"
      case originalPurchaseDate = "original_purchase_date"
      case expiresDate = "expires_date"
      case periodType = "period_type"
      case store
      case isSandbox = "is_sandbox"
      case unsubscribeDetectedAt = "unsubscribe_detected_at"
      case billingIssuesDetectedAt = "billing_issues_detected_at"
      case gracePeriodExpiresDate = "grace_period_expires_date"
      case ownershipType = "ownership_type"
      case refundedAt = "refunded_at"
      case autoResumeDate = "auto_resume_date"
      case storeTransactionID = "store_transaction_id"
      case productPlanIdentifier = "product_plan_identifier"
      case displayName = "display_name"
      case price
      case managementURL = "management_url"
    }

    public init(from decoder: any Decoder) throws {
      // `rawData` is recorded while reading (`RawRecordingContainer`).
      var container = try RawRecordingContainer(decoder, keyedBy: CodingKeys.self)
      purchaseDate = try container.decodeISO8601(forKey: .purchaseDate)
      originalPurchaseDate = try container.decodeISO8601IfPresent(
        forKey: .originalPurchaseDate)
      expiresDate = try container.decodeISO8601IfPresent(forKey: .expiresDate)
      periodType = PeriodType(
        jsonValue: container.decodeLenientString(forKey: .periodType))
      store = Store(jsonValue: container.decodeLenientString(forKey: .store))
      isSandbox = try container.decodeBoolIfPresent(forKey: .isSandbox) ?? false
      unsubscribeDetectedAt = try container.decodeISO8601IfPresent(
        forKey: .unsubscribeDetectedAt)
      billingIssuesDetectedAt = try container.decodeISO8601IfPresent(
        forKey: .billingIssuesDetectedAt)
      gracePeriodExpiresDate = try container.decodeISO8601IfPresent(
        forKey: .gracePeriodExpiresDate)
      ownershipType = PurchaseOwnershipType(
        jsonValue: container.decodeLenientString(forKey: .ownershipType))
      refundedAt = try container.decodeISO8601IfPresent(forKey: .refundedAt)
      autoResumeDate = try container.decodeISO8601IfPresent(
        forKey: .autoResumeDate)
      storeTransactionID = try container.decodeStringIfPresent(
        forKey: .storeTransactionID)
      productPlanIdentifier = try container.decodeStringIfPresent(
        forKey: .productPlanIdentifier)
      displayName = try container.decodeStringIfPresent(forKey: .displayName)
      // The price's raw form (its amount's digits as a number) is read with the unknown keys.
      price = try container.decodeIfPresent(Price.self, forKey: .price)
      managementURL = container.decodeLenientString(forKey: .managementURL)
      raw = container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeISO8601(purchaseDate, forKey: .purchaseDate)
      try container.encodeISO8601(originalPurchaseDate, forKey: .originalPurchaseDate)
      try container.encodeISO8601(expiresDate, forKey: .expiresDate)
      try container.encode(periodType.jsonValue, forKey: .periodType)
      try container.encode(store.jsonValue, forKey: .store)
      try container.encode(isSandbox, forKey: .isSandbox)
      try container.encodeISO8601(unsubscribeDetectedAt, forKey: .unsubscribeDetectedAt)
      try container.encodeISO8601(billingIssuesDetectedAt, forKey: .billingIssuesDetectedAt)
      try container.encodeISO8601(gracePeriodExpiresDate, forKey: .gracePeriodExpiresDate)
      try container.encode(ownershipType.jsonValue, forKey: .ownershipType)
      try container.encodeISO8601(refundedAt, forKey: .refundedAt)
      try container.encodeISO8601(autoResumeDate, forKey: .autoResumeDate)
      try container.encodeIfPresent(storeTransactionID, forKey: .storeTransactionID)
      try container.encodeIfPresent(productPlanIdentifier, forKey: .productPlanIdentifier)
      try container.encodeIfPresent(displayName, forKey: .displayName)
      try container.encodeIfPresent(price, forKey: .price)
      try container.encodeIfPresent(managementURL, forKey: .managementURL)
    }
  }
}
