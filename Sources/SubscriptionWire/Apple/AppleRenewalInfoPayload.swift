/// Signed renewal info, decoded (Apple's `JWSRenewalInfoDecodedPayload`):
/// what happens to a subscription at its next renewal.
public struct AppleRenewalInfoPayload: Sendable, Hashable, Codable {
  /// The subscription's original transaction.
  public var originalTransactionId: String
  /// The product of the current period.
  public var productId: String
  /// The product the subscription renews to.
  public var autoRenewProductId: String
  /// 1 renews, 0 auto-renew is off.
  public var autoRenewStatus: Int
  /// Why it expired: 1 voluntary, 2 billing error, 3 price increase, 4 product
  /// unavailable, 5 other (`AppleExpirationIntent`).
  public var expirationIntent: Int?
  /// When the billing grace period ends.
  public var gracePeriodExpiresDate: Int64?
  /// Whether the App Store is still trying to charge.
  public var isInBillingRetryPeriod: Bool?
  /// When the App Store signed it.
  public var signedDate: Int64
  /// The environment.
  public var environment: AppleEnvironment
  /// When the current run of periods without a gap started.
  public var recentSubscriptionStartDate: Int64?
  /// When the subscription renews (or expired).
  public var renewalDate: Int64?
  /// The next period's price, milli-units of `currency`.
  public var renewalPrice: Int64?
  /// ISO 4217.
  public var currency: String?
  /// The offer the next period uses (1 introductory, …).
  public var offerType: Int?
  /// The next period's offer identifier (offer types 2, 3 and 4).
  public var offerIdentifier: String?
  /// The win-back offers the customer may redeem now, best first (a lapsed
  /// subscription's latest renewal info only).
  public var eligibleWinBackOfferIds: [String]?
  /// 0 not responded to a price increase, 1 consented.
  public var priceIncreaseStatus: Int?

  /// Renewal info with the fields every one has; set the rest afterwards.
  public init(
    originalTransactionId: String, productId: String, autoRenewProductId: String,
    autoRenewStatus: Int, signedDate: Int64, environment: AppleEnvironment
  ) {
    self.originalTransactionId = originalTransactionId
    self.productId = productId
    self.autoRenewProductId = autoRenewProductId
    self.autoRenewStatus = autoRenewStatus
    self.signedDate = signedDate
    self.environment = environment
  }
}
