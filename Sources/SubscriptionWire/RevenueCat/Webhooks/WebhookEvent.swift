import Foundation

/// One RevenueCat webhook event, field for field: the one wire model the
/// simulator writes and the analytics read.
///
/// Encodes to the `event` object of RevenueCat's webhook body; ``WebhookBody``
/// reads and writes the whole body `{"api_version": "1.0", "event": {…}}`.
/// Times are milliseconds since 1970. Money is `Decimal`, exactly as written
/// (`49.99` stays `49.99`); `price` is in USD and negative for refunds,
/// `priceInPurchasedCurrency` in `currency`.
///
/// Decoding is lenient where RevenueCat's samples are: only `type`, `id` and
/// `event_timestamp_ms` are required; a missing or null field takes the
/// documented default (strings empty, money 0, lists empty).
public struct WebhookEvent: Sendable, Hashable, Codable, Identifiable {
  /// The event type.
  public var type: WebhookEventType
  /// Unique event identifier; receivers de-duplicate on it.
  public var id: String
  /// The app's identifier in the project.
  public var appID: String
  /// When the change happened, in store time.
  public var eventTimestampMs: Int64
  /// The customer's current app user ID (absent on `TRANSFER`).
  public var appUserID: String?
  /// The customer's first app user ID.
  public var originalAppUserID: String
  /// Every app user ID of the customer.
  public var aliases: [String]
  /// The product.
  public var productID: String?
  /// The new product of a `PRODUCT_CHANGE`.
  public var newProductID: String?
  /// The entitlements the product grants.
  public var entitlementIDs: [String]?
  /// `TRIAL`, `INTRO`, `NORMAL`, `PROMOTIONAL` or `PREPAID`.
  public var periodType: String
  /// When the transaction was made.
  public var purchasedAtMs: Int64?
  /// When the period ends (null for one-time purchases without end).
  public var expirationAtMs: Int64?
  /// The end of the grace period (`BILLING_ISSUE` only).
  public var gracePeriodExpirationAtMs: Int64?
  /// `SANDBOX` or `PRODUCTION`; ``absentEnvironment`` when the body has none
  /// (RevenueCat's `EXPERIMENT_ENROLLMENT`).
  public var environment: String
  /// What an event without `environment` reads as: `SANDBOX`, so a body of
  /// unknown origin never counts toward production numbers.
  public static let absentEnvironment = "SANDBOX"
  /// `APP_STORE`.
  public var store: String
  /// The store transaction.
  public var transactionID: String?
  /// The subscription's first transaction.
  public var originalTransactionID: String?
  /// The offering the package was presented in.
  public var presentedOfferingID: String?
  /// Whether the customer has it through Family Sharing.
  public var isFamilyShare: Bool
  /// The storefront's ISO 3166-1 alpha-2 country.
  public var countryCode: String
  /// The ISO 4217 currency of the purchase.
  public var currency: String
  /// The price in USD (0 for trials and events that move no money; negative for refunds).
  public var price: Decimal
  /// The price in the purchase currency (`currency`).
  public var priceInPurchasedCurrency: Decimal
  /// The tax share of the price (0.0–1.0).
  public var taxPercentage: Decimal
  /// The store's commission share (0.0–1.0).
  public var commissionPercentage: Decimal
  /// The developer's share (deprecated by RevenueCat, still sent).
  public var takehomePercentage: Decimal
  /// The offer code used, if any.
  public var offerCode: String?
  /// `RENEWAL` only: whether a free trial just converted.
  public var isTrialConversion: Bool?
  /// `CANCELLATION` only.
  public var cancelReason: WebhookReason?
  /// `EXPIRATION` only.
  public var expirationReason: WebhookReason?
  /// `TRANSFER` only: the app user IDs the purchases left.
  public var transferredFrom: [String]?
  /// `TRANSFER` only: the app user IDs the purchases went to.
  public var transferredTo: [String]?
  /// `INITIAL_PURCHASE` and `RENEWAL`: 1 for the first paid period, counting up.
  public var renewalNumber: Int?
  /// The experiments the customer is enrolled in.
  public var experiments: [WebhookExperiment] = []
  /// The customer's attributes (`$email`, custom ones), by name.
  public var subscriberAttributes: [String: WebhookSubscriberAttribute] = [:]
  /// `EXPERIMENT_ENROLLMENT` only: the experiment.
  public var experimentID: String?
  /// `EXPERIMENT_ENROLLMENT` only: the variant (`a`, `b`, …).
  public var experimentVariant: String?
  /// `EXPERIMENT_ENROLLMENT` only: the variant's offering.
  public var offeringID: String?
  /// `EXPERIMENT_ENROLLMENT` only: when the customer was enrolled.
  public var experimentEnrolledAtMs: Int64?

  /// The developer's proceeds in USD: `price × (1 − tax − commission)`
  /// (RevenueCat's definition; negative for refunds).
  public var proceeds: Decimal { price * (1 - taxPercentage - commissionPercentage) }

  /// Creates an event with the always-present fields; set the rest as needed.
  public init(
    type: WebhookEventType, id: String, appID: String, eventTimestampMs: Int64,
    appUserID: String?, originalAppUserID: String, aliases: [String], productID: String?,
    entitlementIDs: [String]?, periodType: String, purchasedAtMs: Int64?,
    expirationAtMs: Int64?, environment: String, store: String = "APP_STORE",
    transactionID: String?, originalTransactionID: String?, presentedOfferingID: String?,
    countryCode: String, currency: String, price: Decimal,
    priceInPurchasedCurrency: Decimal? = nil
  ) {
    self.type = type
    self.id = id
    self.appID = appID
    self.eventTimestampMs = eventTimestampMs
    self.appUserID = appUserID
    self.originalAppUserID = originalAppUserID
    self.aliases = aliases
    self.productID = productID
    self.entitlementIDs = entitlementIDs
    self.periodType = periodType
    self.purchasedAtMs = purchasedAtMs
    self.expirationAtMs = expirationAtMs
    self.environment = environment
    self.store = store
    self.transactionID = transactionID
    self.originalTransactionID = originalTransactionID
    self.presentedOfferingID = presentedOfferingID
    self.isFamilyShare = false
    self.countryCode = countryCode
    self.currency = currency
    self.price = price
    self.priceInPurchasedCurrency = priceInPurchasedCurrency ?? price
    self.taxPercentage = 0
    self.commissionPercentage = Self.defaultCommission
    self.takehomePercentage = Self.defaultTakehome
  }

  // Built once: a Decimal float literal goes through Double each time.
  private static let defaultCommission = Decimal(significand: 3, exponent: -1, isNegative: false)
  private static let defaultTakehome = Decimal(significand: 7, exponent: -1, isNegative: false)

  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, id, aliases, environment, store, currency, price
    case appID = "app_id"
    case eventTimestampMs = "event_timestamp_ms"
    case appUserID = "app_user_id"
    case originalAppUserID = "original_app_user_id"
    case productID = "product_id"
    case newProductID = "new_product_id"
    case entitlementIDs = "entitlement_ids"
    case entitlementID = "entitlement_id"
    case periodType = "period_type"
    case purchasedAtMs = "purchased_at_ms"
    case expirationAtMs = "expiration_at_ms"
    case gracePeriodExpirationAtMs = "grace_period_expiration_at_ms"
    case transactionID = "transaction_id"
    case originalTransactionID = "original_transaction_id"
    case presentedOfferingID = "presented_offering_id"
    case isFamilyShare = "is_family_share"
    case countryCode = "country_code"
    case priceInPurchasedCurrency = "price_in_purchased_currency"
    case taxPercentage = "tax_percentage"
    case commissionPercentage = "commission_percentage"
    case takehomePercentage = "takehome_percentage"
    case offerCode = "offer_code"
    case isTrialConversion = "is_trial_conversion"
    case cancelReason = "cancel_reason"
    case expirationReason = "expiration_reason"
    case transferredFrom = "transferred_from"
    case transferredTo = "transferred_to"
    case renewalNumber = "renewal_number"
    case subscriberAttributes = "subscriber_attributes"
    case experiments
    case experimentID = "experiment_id"
    case experimentVariant = "experiment_variant"
    case offeringID = "offering_id"
    case experimentEnrolledAtMs = "experiment_enrolled_at_ms"
  }

  /// Writes RevenueCat's event object: the common fields always (as `null`
  /// when unknown), type-specific ones only on their type.
  ///
  /// `EXPERIMENT_ENROLLMENT` has the short shape of RevenueCat's sample (who,
  /// which experiment, variant and offering, and when); any other member is
  /// written only when it carries something, a value that differs from what its
  /// absence reads as, so an enrolment read from a fuller body loses nothing.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let short = type == .experimentEnrollment
    func put<Value: Encodable & Equatable>(_ value: Value, _ key: CodingKeys, absent: Value) throws
    {
      if !short || value != absent { try container.encode(value, forKey: key) }
    }
    func put<Value: Encodable & Equatable>(_ value: Value?, _ key: CodingKeys) throws {
      if !short || value != nil { try container.encode(value, forKey: key) }
    }
    /// Enrolment members: always on an enrolment, when present on others.
    func enrolment<Value: Encodable>(_ value: Value?, _ key: CodingKeys) throws {
      if short {
        try container.encode(value, forKey: key)
      } else {
        try container.encodeIfPresent(value, forKey: key)
      }
    }
    try container.encode(type, forKey: .type)
    try container.encode(id, forKey: .id)
    try put(appID, .appID, absent: "")
    try container.encode(eventTimestampMs, forKey: .eventTimestampMs)
    if type != .transfer { try container.encode(appUserID, forKey: .appUserID) }
    try container.encode(originalAppUserID, forKey: .originalAppUserID)
    try container.encode(aliases, forKey: .aliases)
    try put(productID, .productID)
    try put(entitlementIDs, .entitlementIDs)
    if !short { try container.encodeNil(forKey: .entitlementID) }
    try put(periodType, .periodType, absent: "NORMAL")
    try put(purchasedAtMs, .purchasedAtMs)
    try put(expirationAtMs, .expirationAtMs)
    try put(environment, .environment, absent: Self.absentEnvironment)
    try put(store, .store, absent: "APP_STORE")
    try put(transactionID, .transactionID)
    try put(originalTransactionID, .originalTransactionID)
    try put(presentedOfferingID, .presentedOfferingID)
    try put(isFamilyShare, .isFamilyShare, absent: false)
    try put(countryCode, .countryCode, absent: "")
    try put(currency, .currency, absent: "")
    try put(price, .price, absent: 0)
    try put(priceInPurchasedCurrency, .priceInPurchasedCurrency, absent: price)
    try put(taxPercentage, .taxPercentage, absent: 0)
    try put(commissionPercentage, .commissionPercentage, absent: 0)
    try put(takehomePercentage, .takehomePercentage, absent: 0)
    try put(offerCode, .offerCode)
    try put(subscriberAttributes, .subscriberAttributes, absent: [:])
    try put(experiments, .experiments, absent: [])
    try enrolment(experimentID, .experimentID)
    try enrolment(experimentVariant, .experimentVariant)
    try enrolment(offeringID, .offeringID)
    try enrolment(experimentEnrolledAtMs, .experimentEnrolledAtMs)
    try container.encodeIfPresent(newProductID, forKey: .newProductID)
    if type == .billingIssue {  // RevenueCat writes null when there is no grace period
      try container.encode(gracePeriodExpirationAtMs, forKey: .gracePeriodExpirationAtMs)
    } else {
      try container.encodeIfPresent(gracePeriodExpirationAtMs, forKey: .gracePeriodExpirationAtMs)
    }
    try container.encodeIfPresent(isTrialConversion, forKey: .isTrialConversion)
    try container.encodeIfPresent(cancelReason, forKey: .cancelReason)
    try container.encodeIfPresent(expirationReason, forKey: .expirationReason)
    try container.encodeIfPresent(transferredFrom, forKey: .transferredFrom)
    try container.encodeIfPresent(transferredTo, forKey: .transferredTo)
    try container.encodeIfPresent(renewalNumber, forKey: .renewalNumber)
  }

  /// Reads an event written by `encode(to:)` (or by RevenueCat, for the fields modelled).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(WebhookEventType.self, forKey: .type)
    id = try container.decode(String.self, forKey: .id)
    appID = try container.decodeIfPresent(String.self, forKey: .appID) ?? ""
    eventTimestampMs = try container.decode(Int64.self, forKey: .eventTimestampMs)
    let appUserID = try container.decodeIfPresent(String.self, forKey: .appUserID)
    self.appUserID = appUserID
    originalAppUserID =
      try container.decodeIfPresent(String.self, forKey: .originalAppUserID) ?? appUserID ?? ""
    aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
    productID = try container.decodeIfPresent(String.self, forKey: .productID)
    newProductID = try container.decodeIfPresent(String.self, forKey: .newProductID)
    entitlementIDs = try container.decodeIfPresent([String].self, forKey: .entitlementIDs)
    periodType = try container.decodeIfPresent(String.self, forKey: .periodType) ?? "NORMAL"
    purchasedAtMs = try container.decodeIfPresent(Int64.self, forKey: .purchasedAtMs)
    expirationAtMs = try container.decodeIfPresent(Int64.self, forKey: .expirationAtMs)
    gracePeriodExpirationAtMs = try container.decodeIfPresent(
      Int64.self, forKey: .gracePeriodExpirationAtMs)
    environment =
      try container.decodeIfPresent(String.self, forKey: .environment) ?? Self.absentEnvironment
    store = try container.decodeIfPresent(String.self, forKey: .store) ?? "APP_STORE"
    transactionID = try container.decodeIfPresent(String.self, forKey: .transactionID)
    originalTransactionID = try container.decodeIfPresent(
      String.self, forKey: .originalTransactionID)
    presentedOfferingID = try container.decodeIfPresent(String.self, forKey: .presentedOfferingID)
    isFamilyShare = try container.decodeIfPresent(Bool.self, forKey: .isFamilyShare) ?? false
    countryCode = try container.decodeIfPresent(String.self, forKey: .countryCode) ?? ""
    currency = try container.decodeIfPresent(String.self, forKey: .currency) ?? ""
    price = try container.decodeIfPresent(Decimal.self, forKey: .price) ?? 0
    priceInPurchasedCurrency =
      try container.decodeIfPresent(Decimal.self, forKey: .priceInPurchasedCurrency) ?? price
    taxPercentage = try container.decodeIfPresent(Decimal.self, forKey: .taxPercentage) ?? 0
    commissionPercentage =
      try container.decodeIfPresent(Decimal.self, forKey: .commissionPercentage) ?? 0
    takehomePercentage =
      try container.decodeIfPresent(Decimal.self, forKey: .takehomePercentage) ?? 0
    offerCode = try container.decodeIfPresent(String.self, forKey: .offerCode)
    isTrialConversion = try container.decodeIfPresent(Bool.self, forKey: .isTrialConversion)
    cancelReason = try container.decodeIfPresent(WebhookReason.self, forKey: .cancelReason)
    expirationReason = try container.decodeIfPresent(WebhookReason.self, forKey: .expirationReason)
    transferredFrom = try container.decodeIfPresent([String].self, forKey: .transferredFrom)
    transferredTo = try container.decodeIfPresent([String].self, forKey: .transferredTo)
    renewalNumber = try container.decodeIfPresent(Int.self, forKey: .renewalNumber)
    experiments =
      try container.decodeIfPresent([WebhookExperiment].self, forKey: .experiments) ?? []
    subscriberAttributes =
      try container.decodeIfPresent(
        [String: WebhookSubscriberAttribute].self, forKey: .subscriberAttributes) ?? [:]
    experimentID = try container.decodeIfPresent(String.self, forKey: .experimentID)
    experimentVariant = try container.decodeIfPresent(String.self, forKey: .experimentVariant)
    offeringID = try container.decodeIfPresent(String.self, forKey: .offeringID)
    experimentEnrolledAtMs = try container.decodeIfPresent(
      Int64.self, forKey: .experimentEnrolledAtMs)
  }
}
