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
/// documented default (strings empty, money 0, lists empty). Each member is
/// declared once, in `wireFields` (`WebhookEvent+Fields.swift`): its key,
/// kind, what its absence means and when it is written; `Codable`, the strict
/// reader and the fast writer are all driven by that declaration.
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
  /// `SUBSCRIPTION_PAUSED` only (Google Play): when the paused subscription resumes.
  public var autoResumeAtMs: Int64?
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
}
