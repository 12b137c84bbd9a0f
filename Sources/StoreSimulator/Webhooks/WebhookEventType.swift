/// The kinds of RevenueCat webhook event the simulator sends.
public enum WebhookEventType: String, Sendable, Hashable, Codable, CaseIterable {
  case initialPurchase = "INITIAL_PURCHASE"
  case renewal = "RENEWAL"
  case cancellation = "CANCELLATION"
  case uncancellation = "UNCANCELLATION"
  case nonRenewingPurchase = "NON_RENEWING_PURCHASE"
  case expiration = "EXPIRATION"
  case billingIssue = "BILLING_ISSUE"
  case productChange = "PRODUCT_CHANGE"
  case transfer = "TRANSFER"
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
  /// Anything else.
  case unknown = "UNKNOWN"
}
