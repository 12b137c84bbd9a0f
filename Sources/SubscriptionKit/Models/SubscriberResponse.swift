import Foundation

/// RevenueCat's subscriber document, field for field, as
/// `GET /v1/subscribers/{app_user_id}` returns it.
///
/// This is the wire form; apps read `CustomerInfo`, which is built from it.
/// The store simulator writes this same document, so simulated and real
/// customers go through one decoder. Dates are ISO-8601 strings; the `*_ms`
/// fields are written for readers that want them and ignored when read, as
/// RevenueCat's SDK ignores them.
public struct SubscriberResponse: Sendable, Hashable, Codable {
  /// The server's time when it answered.
  public var requestDate: Date
  /// The customer.
  public var subscriber: Subscriber

  /// Creates a document.
  public init(requestDate: Date, subscriber: Subscriber) {
    self.requestDate = requestDate
    self.subscriber = subscriber
  }

  /// The customer part of the document.
  public struct Subscriber: Sendable, Hashable, Codable {
    /// The first app user ID the customer had.
    public var originalAppUserID: String
    /// When RevenueCat first saw the customer.
    public var firstSeen: Date
    /// Where the customer manages subscriptions (kept as text; invalid URLs read as none).
    public var managementURL: String?
    /// The app version of the customer's first purchase (App Store).
    public var originalApplicationVersion: String?
    /// The date of the customer's first purchase (App Store).
    public var originalPurchaseDate: Date?
    /// Entitlements by identifier.
    public var entitlements: [String: Entitlement]
    /// Subscriptions by product identifier.
    public var subscriptions: [String: Subscription]
    /// One-time purchases by product identifier, oldest first.
    public var nonSubscriptions: [String: [NonSubscription]]

    /// Creates a subscriber.
    public init(
      originalAppUserID: String, firstSeen: Date, managementURL: String? = nil,
      originalApplicationVersion: String? = nil, originalPurchaseDate: Date? = nil,
      entitlements: [String: Entitlement] = [:], subscriptions: [String: Subscription] = [:],
      nonSubscriptions: [String: [NonSubscription]] = [:]
    ) {
      self.originalAppUserID = originalAppUserID
      self.firstSeen = firstSeen
      self.managementURL = managementURL
      self.originalApplicationVersion = originalApplicationVersion
      self.originalPurchaseDate = originalPurchaseDate
      self.entitlements = entitlements
      self.subscriptions = subscriptions
      self.nonSubscriptions = nonSubscriptions
    }

    enum CodingKeys: String, CodingKey {
      case originalAppUserID = "original_app_user_id"
      case firstSeen = "first_seen"
      case managementURL = "management_url"
      case originalApplicationVersion = "original_application_version"
      case originalPurchaseDate = "original_purchase_date"
      case entitlements
      case subscriptions
      case nonSubscriptions = "non_subscriptions"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      originalAppUserID = try container.decode(String.self, forKey: .originalAppUserID)
      firstSeen = try container.decodeISO8601(forKey: .firstSeen)
      managementURL = try container.decodeIfPresent(String.self, forKey: .managementURL)
      originalApplicationVersion = try container.decodeIfPresent(
        String.self, forKey: .originalApplicationVersion)
      originalPurchaseDate = try container.decodeISO8601IfPresent(forKey: .originalPurchaseDate)
      entitlements =
        try container.decodeIfPresent([String: Entitlement].self, forKey: .entitlements) ?? [:]
      subscriptions =
        try container.decodeIfPresent([String: Subscription].self, forKey: .subscriptions) ?? [:]
      nonSubscriptions =
        try container.decodeIfPresent([String: [NonSubscription]].self, forKey: .nonSubscriptions)
        ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(originalAppUserID, forKey: .originalAppUserID)
      try container.encodeISO8601(firstSeen, forKey: .firstSeen)
      try container.encode(managementURL, forKey: .managementURL)
      try container.encodeIfPresent(originalApplicationVersion, forKey: .originalApplicationVersion)
      try container.encodeISO8601(originalPurchaseDate, forKey: .originalPurchaseDate)
      try container.encode(entitlements, forKey: .entitlements)
      try container.encode(subscriptions, forKey: .subscriptions)
      try container.encode(nonSubscriptions, forKey: .nonSubscriptions)
    }
  }

  /// An entitlement entry: which product grants it and until when.
  public struct Entitlement: Sendable, Hashable, Codable {
    /// When access ends; nil for lifetime access.
    public var expiresDate: Date?
    /// The product that grants the entitlement.
    public var productIdentifier: String
    /// The latest purchase of that product.
    public var purchaseDate: Date?
    /// The end of a billing grace period, while one runs.
    public var gracePeriodExpiresDate: Date?
    /// A Google Play base plan, when there is one.
    public var productPlanIdentifier: String?

    /// Creates an entitlement entry.
    public init(
      expiresDate: Date?, productIdentifier: String, purchaseDate: Date?,
      gracePeriodExpiresDate: Date? = nil, productPlanIdentifier: String? = nil
    ) {
      self.expiresDate = expiresDate
      self.productIdentifier = productIdentifier
      self.purchaseDate = purchaseDate
      self.gracePeriodExpiresDate = gracePeriodExpiresDate
      self.productPlanIdentifier = productPlanIdentifier
    }

    enum CodingKeys: String, CodingKey {
      case expiresDate = "expires_date"
      case expiresDateMilliseconds = "expires_date_ms"
      case productIdentifier = "product_identifier"
      case purchaseDate = "purchase_date"
      case purchaseDateMilliseconds = "purchase_date_ms"
      case gracePeriodExpiresDate = "grace_period_expires_date"
      case productPlanIdentifier = "product_plan_identifier"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      expiresDate = try container.decodeISO8601IfPresent(forKey: .expiresDate)
      productIdentifier = try container.decode(String.self, forKey: .productIdentifier)
      purchaseDate = try container.decodeISO8601IfPresent(forKey: .purchaseDate)
      gracePeriodExpiresDate = try container.decodeISO8601IfPresent(forKey: .gracePeriodExpiresDate)
      productPlanIdentifier = try container.decodeIfPresent(
        String.self, forKey: .productPlanIdentifier)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeISO8601(expiresDate, forKey: .expiresDate)
      try container.encode(expiresDate.map(ISO8601.milliseconds), forKey: .expiresDateMilliseconds)
      try container.encode(productIdentifier, forKey: .productIdentifier)
      try container.encodeISO8601(purchaseDate, forKey: .purchaseDate)
      try container.encode(
        purchaseDate.map(ISO8601.milliseconds), forKey: .purchaseDateMilliseconds)
      try container.encodeISO8601(gracePeriodExpiresDate, forKey: .gracePeriodExpiresDate)
      try container.encodeIfPresent(productPlanIdentifier, forKey: .productPlanIdentifier)
    }
  }

  /// A price paid, in the purchase's currency.
  public struct Price: Sendable, Hashable, Codable {
    /// The amount.
    public var amount: Double
    /// The ISO 4217 currency code.
    public var currency: String

    /// Creates a price.
    public init(amount: Double, currency: String) {
      self.amount = amount
      self.currency = currency
    }
  }

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

    /// Creates a subscription entry.
    public init(
      purchaseDate: Date, originalPurchaseDate: Date? = nil, expiresDate: Date?,
      periodType: PeriodType = .normal, store: Store = .appStore, isSandbox: Bool = false,
      unsubscribeDetectedAt: Date? = nil, billingIssuesDetectedAt: Date? = nil,
      gracePeriodExpiresDate: Date? = nil, ownershipType: PurchaseOwnershipType = .purchased,
      refundedAt: Date? = nil, autoResumeDate: Date? = nil, storeTransactionID: String? = nil,
      productPlanIdentifier: String? = nil, displayName: String? = nil, price: Price? = nil
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
    }

    enum CodingKeys: String, CodingKey {
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
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      purchaseDate = try container.decodeISO8601(forKey: .purchaseDate)
      originalPurchaseDate = try container.decodeISO8601IfPresent(forKey: .originalPurchaseDate)
      expiresDate = try container.decodeISO8601IfPresent(forKey: .expiresDate)
      periodType = PeriodType(
        jsonValue: try? container.decodeIfPresent(String.self, forKey: .periodType))
      store = Store(jsonValue: try? container.decodeIfPresent(String.self, forKey: .store))
      isSandbox = try container.decodeIfPresent(Bool.self, forKey: .isSandbox) ?? false
      unsubscribeDetectedAt = try container.decodeISO8601IfPresent(forKey: .unsubscribeDetectedAt)
      billingIssuesDetectedAt = try container.decodeISO8601IfPresent(
        forKey: .billingIssuesDetectedAt)
      gracePeriodExpiresDate = try container.decodeISO8601IfPresent(forKey: .gracePeriodExpiresDate)
      ownershipType = PurchaseOwnershipType(
        jsonValue: try? container.decodeIfPresent(String.self, forKey: .ownershipType))
      refundedAt = try container.decodeISO8601IfPresent(forKey: .refundedAt)
      autoResumeDate = try container.decodeISO8601IfPresent(forKey: .autoResumeDate)
      storeTransactionID = try container.decodeIfPresent(String.self, forKey: .storeTransactionID)
      productPlanIdentifier = try container.decodeIfPresent(
        String.self, forKey: .productPlanIdentifier)
      displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
      price = try container.decodeIfPresent(Price.self, forKey: .price)
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
    }
  }

  /// A one-time purchase (consumable, non-consumable or non-renewing subscription).
  public struct NonSubscription: Sendable, Hashable, Codable {
    /// RevenueCat's transaction identifier.
    public var id: String?
    /// The store's transaction identifier.
    public var storeTransactionID: String?
    /// When it was bought.
    public var purchaseDate: Date
    /// The first purchase date.
    public var originalPurchaseDate: Date?
    /// The store it was bought in.
    public var store: Store
    /// Whether it was bought in the sandbox.
    public var isSandbox: Bool
    /// The product's display name.
    public var displayName: String?
    /// The price paid.
    public var price: Price?

    /// Creates a one-time purchase entry.
    public init(
      id: String?, storeTransactionID: String? = nil, purchaseDate: Date,
      originalPurchaseDate: Date? = nil, store: Store = .appStore, isSandbox: Bool = false,
      displayName: String? = nil, price: Price? = nil
    ) {
      self.id = id
      self.storeTransactionID = storeTransactionID
      self.purchaseDate = purchaseDate
      self.originalPurchaseDate = originalPurchaseDate
      self.store = store
      self.isSandbox = isSandbox
      self.displayName = displayName
      self.price = price
    }

    enum CodingKeys: String, CodingKey {
      case id
      case storeTransactionID = "store_transaction_id"
      case purchaseDate = "purchase_date"
      case originalPurchaseDate = "original_purchase_date"
      case store
      case isSandbox = "is_sandbox"
      case displayName = "display_name"
      case price
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decodeIfPresent(String.self, forKey: .id)
      storeTransactionID = try container.decodeIfPresent(String.self, forKey: .storeTransactionID)
      purchaseDate = try container.decodeISO8601(forKey: .purchaseDate)
      originalPurchaseDate = try container.decodeISO8601IfPresent(forKey: .originalPurchaseDate)
      store = Store(jsonValue: try? container.decodeIfPresent(String.self, forKey: .store))
      isSandbox = try container.decodeIfPresent(Bool.self, forKey: .isSandbox) ?? false
      displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
      price = try container.decodeIfPresent(Price.self, forKey: .price)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(id, forKey: .id)
      try container.encodeIfPresent(storeTransactionID, forKey: .storeTransactionID)
      try container.encodeISO8601(purchaseDate, forKey: .purchaseDate)
      try container.encodeISO8601(originalPurchaseDate, forKey: .originalPurchaseDate)
      try container.encode(store.jsonValue, forKey: .store)
      try container.encode(isSandbox, forKey: .isSandbox)
      try container.encodeIfPresent(displayName, forKey: .displayName)
      try container.encodeIfPresent(price, forKey: .price)
    }
  }

  enum CodingKeys: String, CodingKey {
    case requestDate = "request_date"
    case requestDateMilliseconds = "request_date_ms"
    case subscriber
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    requestDate = try container.decodeISO8601(forKey: .requestDate)
    subscriber = try container.decode(Subscriber.self, forKey: .subscriber)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeISO8601(requestDate, forKey: .requestDate)
    try container.encode(ISO8601.milliseconds(requestDate), forKey: .requestDateMilliseconds)
    try container.encode(subscriber, forKey: .subscriber)
  }
}
