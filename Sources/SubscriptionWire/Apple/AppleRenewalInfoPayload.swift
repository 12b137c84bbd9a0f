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
  /// 0 not responded to a price increase, 1 consented (or notified of one
  /// that needs no consent).
  public var priceIncreaseStatus: Int?
  /// `BILLED_UPFRONT` or `MONTHLY`: how the next period is billed.
  public var renewalBillingPlanType: String?
  /// Whether and how the commitment renews (`MONTHLY` billing plans only).
  public var commitmentInfo: AppleRenewalCommitmentInfo?

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

/// What happens at the end of a monthly billing plan's commitment (Apple's
/// `RenewalCommitmentInfo`). `autoRenewStatus` of the renewal info says
/// whether the next month is billed; this says whether a new commitment starts.
public struct AppleRenewalCommitmentInfo: Sendable, Hashable, Codable {
  /// 1: a new commitment starts at `commitmentRenewalDate`; 0: it ends there.
  public var commitmentAutoRenewStatus: Int
  /// The product the new commitment is for.
  public var commitmentAutoRenewProductId: String
  /// When the commitment ends (or renews).
  public var commitmentRenewalDate: Int64
  /// The new commitment's price, milli-units of `currency`.
  public var commitmentRenewalPrice: Int64
  /// `MONTHLY` (or `BILLED_UPFRONT`) for the new commitment.
  public var commitmentRenewalBillingPlanType: String

  /// Creates commitment renewal info.
  public init(
    commitmentAutoRenewStatus: Int, commitmentAutoRenewProductId: String,
    commitmentRenewalDate: Int64, commitmentRenewalPrice: Int64,
    commitmentRenewalBillingPlanType: String
  ) {
    self.commitmentAutoRenewStatus = commitmentAutoRenewStatus
    self.commitmentAutoRenewProductId = commitmentAutoRenewProductId
    self.commitmentRenewalDate = commitmentRenewalDate
    self.commitmentRenewalPrice = commitmentRenewalPrice
    self.commitmentRenewalBillingPlanType = commitmentRenewalBillingPlanType
  }
}
