/// The kind of a RevenueCat webhook event (`event.type`): an open set.
///
/// Every type in RevenueCat's event table has a static value, and
/// ``allCases`` lists them; RevenueCat adds types without notice, so any
/// other text is kept as it came (``isKnown`` is false) rather than refused:
/// a receiver stores the event and can act on it once the type is understood.
///
/// ```swift
/// switch event.type {
/// case .initialPurchase, .renewal: …
/// default: …   // the set is open: a switch always needs a default
/// }
/// ```
public struct WebhookEventType: RawRepresentable, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The type as RevenueCat writes it (`INITIAL_PURCHASE`).
  public let rawValue: String

  /// The type written `rawValue`, known or not.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Sent from the dashboard's "send test event" button.
  public static let test = Self(rawValue: "TEST")
  /// A customer's first purchase of a product.
  public static let initialPurchase = Self(rawValue: "INITIAL_PURCHASE")
  /// A paid period started: a renewal, a trial conversion, or a lapsed customer resubscribing.
  public static let renewal = Self(rawValue: "RENEWAL")
  /// Auto-renew turned off, or a refund (`cancel_reason` says which).
  public static let cancellation = Self(rawValue: "CANCELLATION")
  /// Auto-renew turned back on.
  public static let uncancellation = Self(rawValue: "UNCANCELLATION")
  /// A purchase that does not renew (consumable, non-consumable, non-renewing subscription).
  public static let nonRenewingPurchase = Self(rawValue: "NON_RENEWING_PURCHASE")
  /// Play Store only.
  public static let subscriptionPaused = Self(rawValue: "SUBSCRIPTION_PAUSED")
  /// Access ended (`expiration_reason` says why).
  public static let expiration = Self(rawValue: "EXPIRATION")
  /// A renewal charge failed.
  public static let billingIssue = Self(rawValue: "BILLING_ISSUE")
  /// Informational: on the App Store the change takes effect with a later `RENEWAL`.
  public static let productChange = Self(rawValue: "PRODUCT_CHANGE")
  /// Purchases moved between app user IDs (a restore on another account).
  public static let transfer = Self(rawValue: "TRANSFER")
  /// The store extended the subscription (a goodwill extension).
  public static let subscriptionExtended = Self(rawValue: "SUBSCRIPTION_EXTENDED")
  /// Access granted while the store could not be reached.
  public static let temporaryEntitlementGrant = Self(rawValue: "TEMPORARY_ENTITLEMENT_GRANT")
  /// App Store only: a refund was taken back.
  public static let refundReversed = Self(rawValue: "REFUND_REVERSED")
  /// Web Billing only.
  public static let invoiceIssuance = Self(rawValue: "INVOICE_ISSUANCE")
  /// A virtual currency balance changed.
  public static let virtualCurrencyTransaction = Self(rawValue: "VIRTUAL_CURRENCY_TRANSACTION")
  /// A customer was enrolled in an experiment (carries `experiment_id`, `experiment_variant`).
  public static let experimentEnrollment = Self(rawValue: "EXPERIMENT_ENROLLMENT")
  /// Deprecated by RevenueCat, still found in old logs.
  public static let subscriberAlias = Self(rawValue: "SUBSCRIBER_ALIAS")
  /// A paywall was shown to the customer (paywall events; carries `offering_id`).
  public static let paywallImpression = Self(rawValue: "PAYWALL_IMPRESSION")
  /// The customer closed a paywall (paywall events; carries `offering_id`).
  public static let paywallClose = Self(rawValue: "PAYWALL_CLOSE")

  /// Every type RevenueCat documents, in the order of its event table.
  public static let allCases: [WebhookEventType] = [
    .test, .initialPurchase, .renewal, .cancellation, .uncancellation, .nonRenewingPurchase,
    .subscriptionPaused, .expiration, .billingIssue, .productChange, .transfer,
    .subscriptionExtended, .temporaryEntitlementGrant, .refundReversed, .invoiceIssuance,
    .virtualCurrencyTransaction, .experimentEnrollment, .subscriberAlias, .paywallImpression,
    .paywallClose,
  ]

  private static let known = Set(allCases.map(\.rawValue))

  /// Whether this is one of the documented types (``allCases``); false for
  /// a type RevenueCat added after this code was written.
  public var isKnown: Bool { Self.known.contains(rawValue) }

  /// The raw value.
  public var description: String { rawValue }
}

/// Why a subscription was cancelled or expired (`cancel_reason`,
/// `expiration_reason`): an open set, like ``WebhookEventType``.
///
/// ``unknown`` is RevenueCat's own documented `UNKNOWN` reason ("the store
/// did not say"); a reason this code has never heard of is kept as written,
/// with ``isKnown`` false.
public struct WebhookReason: RawRepresentable, Sendable, Hashable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The reason as RevenueCat writes it (`UNSUBSCRIBE`).
  public let rawValue: String

  /// The reason written `rawValue`, known or not.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The customer turned auto-renew off.
  public static let unsubscribe = Self(rawValue: "UNSUBSCRIBE")
  /// The renewal charge failed.
  public static let billingError = Self(rawValue: "BILLING_ERROR")
  /// The developer revoked it.
  public static let developerInitiated = Self(rawValue: "DEVELOPER_INITIATED")
  /// The customer declined a price increase.
  public static let priceIncrease = Self(rawValue: "PRICE_INCREASE")
  /// Refunded by the store's customer support.
  public static let customerSupport = Self(rawValue: "CUSTOMER_SUPPORT")
  /// Paused (Play Store; `expiration_reason` only).
  public static let subscriptionPaused = Self(rawValue: "SUBSCRIPTION_PAUSED")
  /// RevenueCat's documented `UNKNOWN`: the store did not say why.
  public static let unknown = Self(rawValue: "UNKNOWN")

  /// Every reason RevenueCat documents.
  public static let allCases: [WebhookReason] = [
    .unsubscribe, .billingError, .developerInitiated, .priceIncrease, .customerSupport,
    .subscriptionPaused, .unknown,
  ]

  private static let known = Set(allCases.map(\.rawValue))

  /// Whether this is one of the documented reasons (``allCases``, `UNKNOWN`
  /// included); false for a reason added after this code was written.
  public var isKnown: Bool { Self.known.contains(rawValue) }

  /// The raw value.
  public var description: String { rawValue }
}
