/// The kinds of RevenueCat webhook event (`event.type`).
///
/// Every type in RevenueCat's event table is known, so a receiver can store
/// what it does not act on; the simulator sends the App Store lifecycle ones.
public enum WebhookEventType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Sent from the dashboard's "send test event" button.
  case test = "TEST"
  case initialPurchase = "INITIAL_PURCHASE"
  /// A paid period started: a renewal, a trial conversion, or a lapsed customer resubscribing.
  case renewal = "RENEWAL"
  /// Auto-renew turned off, or a refund (`cancel_reason` says which).
  case cancellation = "CANCELLATION"
  case uncancellation = "UNCANCELLATION"
  case nonRenewingPurchase = "NON_RENEWING_PURCHASE"
  /// Play Store only.
  case subscriptionPaused = "SUBSCRIPTION_PAUSED"
  case expiration = "EXPIRATION"
  case billingIssue = "BILLING_ISSUE"
  /// Informational: on the App Store the change takes effect with a later `RENEWAL`.
  case productChange = "PRODUCT_CHANGE"
  /// Purchases moved between app user IDs (a restore on another account).
  case transfer = "TRANSFER"
  case subscriptionExtended = "SUBSCRIPTION_EXTENDED"
  case temporaryEntitlementGrant = "TEMPORARY_ENTITLEMENT_GRANT"
  /// App Store only: a refund was taken back.
  case refundReversed = "REFUND_REVERSED"
  /// Web Billing only.
  case invoiceIssuance = "INVOICE_ISSUANCE"
  case virtualCurrencyTransaction = "VIRTUAL_CURRENCY_TRANSACTION"
  /// A customer was enrolled in an experiment (carries `experiment_id`, `experiment_variant`).
  case experimentEnrollment = "EXPERIMENT_ENROLLMENT"
  /// Deprecated by RevenueCat, still found in old logs.
  case subscriberAlias = "SUBSCRIBER_ALIAS"
}

/// Why a subscription was cancelled or expired (`cancel_reason`, `expiration_reason`).
public enum WebhookReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// The customer turned auto-renew off.
  case unsubscribe = "UNSUBSCRIBE"
  /// The renewal charge failed.
  case billingError = "BILLING_ERROR"
  /// The developer revoked it.
  case developerInitiated = "DEVELOPER_INITIATED"
  /// The customer declined a price increase.
  case priceIncrease = "PRICE_INCREASE"
  /// Refunded by the store's customer support.
  case customerSupport = "CUSTOMER_SUPPORT"
  /// Paused (Play Store; `expiration_reason` only).
  case subscriptionPaused = "SUBSCRIPTION_PAUSED"
  /// Anything else.
  case unknown = "UNKNOWN"
}
