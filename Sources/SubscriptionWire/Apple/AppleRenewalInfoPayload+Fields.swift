import Foundation

// The one declaration of signed renewal info's members, in Apple's names:
// `Codable` and the signer's fast writer (`jsonBytes()`) are both driven by
// it. An optional member is left out when nil, as Apple leaves it out.
extension AppleRenewalInfoPayload: WireObject {
  static let wireFields = WireFields<AppleRenewalInfoPayload>(
    [
      .required("originalTransactionId", \.originalTransactionId),
      .required("productId", \.productId),
      .required("autoRenewProductId", \.autoRenewProductId),
      .required("autoRenewStatus", \.autoRenewStatus),
      .optional("expirationIntent", \.expirationIntent, written: .whenPresent),
      .optional("gracePeriodExpiresDate", \.gracePeriodExpiresDate, written: .whenPresent),
      .optional("isInBillingRetryPeriod", \.isInBillingRetryPeriod, written: .whenPresent),
      .required("signedDate", \.signedDate),
      .required("environment", \.environment),
      .optional(
        "recentSubscriptionStartDate", \.recentSubscriptionStartDate, written: .whenPresent),
      .optional("renewalDate", \.renewalDate, written: .whenPresent),
      .optional("renewalPrice", \.renewalPrice, written: .whenPresent),
      .optional("currency", \.currency, written: .whenPresent),
      .optional("offerType", \.offerType, written: .whenPresent),
      .optional("offerIdentifier", \.offerIdentifier, written: .whenPresent),
      .optional(
        "eligibleWinBackOfferIds", \.eligibleWinBackOfferIds, written: .whenPresent),
      .optional("priceIncreaseStatus", \.priceIncreaseStatus, written: .whenPresent),
      .optional("renewalBillingPlanType", \.renewalBillingPlanType, written: .whenPresent),
      .optional("commitmentInfo", \.commitmentInfo, written: .whenPresent),
    ],
    blank: {
      AppleRenewalInfoPayload(
        originalTransactionId: "", productId: "", autoRenewProductId: "", autoRenewStatus: 0,
        signedDate: 0, environment: .sandbox)
    })

  /// Reads the members `wireFields` declares (unknown ones are skipped).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }

  /// The renewal info's JSON, the bytes `JSONEncoder` with `.sortedKeys` and
  /// `.withoutEscapingSlashes` writes: what the signer signs.
  package func jsonBytes() -> [UInt8] { wireJSONBytes(capacity: 768) }
}

// What happens at the end of a monthly billing plan's commitment, declared once.
extension AppleRenewalCommitmentInfo: WireObject {
  static let wireFields = WireFields<AppleRenewalCommitmentInfo>(
    [
      .required("commitmentAutoRenewStatus", \.commitmentAutoRenewStatus),
      .required("commitmentAutoRenewProductId", \.commitmentAutoRenewProductId),
      .required("commitmentRenewalDate", \.commitmentRenewalDate),
      .required("commitmentRenewalPrice", \.commitmentRenewalPrice),
      .required("commitmentRenewalBillingPlanType", \.commitmentRenewalBillingPlanType),
    ],
    blank: {
      AppleRenewalCommitmentInfo(
        commitmentAutoRenewStatus: 0, commitmentAutoRenewProductId: "", commitmentRenewalDate: 0,
        commitmentRenewalPrice: 0, commitmentRenewalBillingPlanType: "")
    })

  /// Reads the members `wireFields` declares (unknown ones are skipped).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
