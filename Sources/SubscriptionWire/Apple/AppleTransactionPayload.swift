/// A signed transaction, decoded (Apple's `JWSTransactionDecodedPayload`):
/// one charge, its product, period, offer and price.
///
/// Dates are milliseconds since 1970; `price` is in milli-units of
/// `currency` (4.99 USD is 4990).
public struct AppleTransactionPayload: Sendable, Hashable, Codable {
  /// This charge's identifier.
  public var transactionId: String
  /// The first transaction of the subscription (or the purchase itself).
  public var originalTransactionId: String
  /// The subscription period's identifier across devices.
  public var webOrderLineItemId: String?
  /// The app's bundle identifier.
  public var bundleId: String
  /// The product bought.
  public var productId: String
  /// The subscription group (subscriptions only).
  public var subscriptionGroupIdentifier: String?
  /// When this charge was made.
  public var purchaseDate: Int64
  /// When the original transaction was made.
  public var originalPurchaseDate: Int64
  /// When the period this charge paid for ends (subscriptions only).
  public var expiresDate: Int64?
  /// Always 1 for subscriptions.
  public var quantity: Int
  /// `Auto-Renewable Subscription`, `Non-Consumable`, `Consumable`, `Non-Renewing Subscription`.
  public var type: String
  /// `PURCHASED` or `FAMILY_SHARED`.
  public var inAppOwnershipType: String
  /// When the App Store signed it.
  public var signedDate: Int64
  /// The environment.
  public var environment: AppleEnvironment
  /// `PURCHASE` or `RENEWAL`.
  public var transactionReason: String?
  /// The storefront's three-letter country code.
  public var storefront: String?
  /// The storefront's Apple identifier.
  public var storefrontId: String?
  /// Milli-units of `currency`.
  public var price: Int64?
  /// ISO 4217.
  public var currency: String?
  /// 1 introductory, 2 promotional, 3 offer code, 4 win-back.
  public var offerType: Int?
  /// The promotional offer's or win-back offer's identifier, or the offer
  /// code's reference name (offer types 2, 3 and 4).
  public var offerIdentifier: String?
  /// `FREE_TRIAL`, `PAY_AS_YOU_GO` or `PAY_UP_FRONT`.
  public var offerDiscountType: String?
  /// The offer's period, ISO 8601 (`P1W`).
  public var offerPeriod: String?
  /// When the App Store refunded or revoked it.
  public var revocationDate: Int64?
  /// 0 other, 1 an issue in the app.
  public var revocationReason: Int?
  /// `REFUND_FULL`, `REFUND_PRORATED` or `FAMILY_REVOKE`.
  public var revocationType: String?
  /// The refunded share in milliunits (40 % is 40000); absent once a refund is reversed.
  public var revocationPercentage: Int?
  /// `BILLED_UPFRONT` or `MONTHLY` (a monthly subscription with a commitment).
  public var billingPlanType: String?
  /// Where this charge stands in its commitment (`MONTHLY` billing plans only).
  public var commitmentInfo: AppleTransactionCommitmentInfo?
  /// Whether a higher-level subscription replaced it.
  public var isUpgraded: Bool?
  /// The UUID the app set on the purchase.
  public var appAccountToken: String?

  /// A transaction with the fields every one has; set the rest afterwards.
  public init(
    transactionId: String, originalTransactionId: String, bundleId: String, productId: String,
    purchaseDate: Int64, originalPurchaseDate: Int64, type: String, signedDate: Int64,
    environment: AppleEnvironment
  ) {
    self.transactionId = transactionId
    self.originalTransactionId = originalTransactionId
    self.bundleId = bundleId
    self.productId = productId
    self.purchaseDate = purchaseDate
    self.originalPurchaseDate = originalPurchaseDate
    self.quantity = 1
    self.type = type
    self.inAppOwnershipType = "PURCHASED"
    self.signedDate = signedDate
    self.environment = environment
  }
}

/// A monthly billing plan's charge within its commitment (Apple's
/// `TransactionCommitmentInfo`).
public struct AppleTransactionCommitmentInfo: Sendable, Hashable, Codable {
  /// Which charge this is (1 … `totalBillingPeriods`).
  public var billingPeriodNumber: Int
  /// How many charges the commitment has (12).
  public var totalBillingPeriods: Int
  /// When the commitment ends.
  public var commitmentExpiresDate: Int64
  /// The whole commitment's price, milli-units of the transaction's currency.
  public var commitmentPrice: Int64

  /// Creates commitment info.
  public init(
    billingPeriodNumber: Int, totalBillingPeriods: Int, commitmentExpiresDate: Int64,
    commitmentPrice: Int64
  ) {
    self.billingPeriodNumber = billingPeriodNumber
    self.totalBillingPeriods = totalBillingPeriods
    self.commitmentExpiresDate = commitmentExpiresDate
    self.commitmentPrice = commitmentPrice
  }
}
