import Foundation

// The one declaration of a signed transaction's members, in Apple's names:
// `Codable` (the ledger, the verifiers, the test oracle) and the fast writer
// the signer uses (`jsonBytes()`) are both driven by it. An optional member
// is left out when nil, as Apple leaves it out.
extension AppleTransactionPayload: WireObject {
  static let wireFields = WireFields<AppleTransactionPayload>(
    [
      .required("transactionId", \.transactionId),
      .required("originalTransactionId", \.originalTransactionId),
      .optional("webOrderLineItemId", \.webOrderLineItemId, written: .whenPresent),
      .required("bundleId", \.bundleId),
      .required("productId", \.productId),
      .optional(
        "subscriptionGroupIdentifier", \.subscriptionGroupIdentifier, written: .whenPresent),
      .required("purchaseDate", \.purchaseDate),
      .required("originalPurchaseDate", \.originalPurchaseDate),
      .optional("expiresDate", \.expiresDate, written: .whenPresent),
      .required("quantity", \.quantity),
      .required("type", \.type),
      .required("inAppOwnershipType", \.inAppOwnershipType),
      .required("signedDate", \.signedDate),
      .required("environment", \.environment),
      .optional("transactionReason", \.transactionReason, written: .whenPresent),
      .optional("storefront", \.storefront, written: .whenPresent),
      .optional("storefrontId", \.storefrontId, written: .whenPresent),
      .optional("price", \.price, written: .whenPresent),
      .optional("currency", \.currency, written: .whenPresent),
      .optional("offerType", \.offerType, written: .whenPresent),
      .optional("offerIdentifier", \.offerIdentifier, written: .whenPresent),
      .optional("offerDiscountType", \.offerDiscountType, written: .whenPresent),
      .optional("offerPeriod", \.offerPeriod, written: .whenPresent),
      .optional("revocationDate", \.revocationDate, written: .whenPresent),
      .optional("revocationReason", \.revocationReason, written: .whenPresent),
      .optional("revocationType", \.revocationType, written: .whenPresent),
      .optional("revocationPercentage", \.revocationPercentage, written: .whenPresent),
      .optional("billingPlanType", \.billingPlanType, written: .whenPresent),
      .optional("commitmentInfo", \.commitmentInfo, written: .whenPresent),
      .optional("isUpgraded", \.isUpgraded, written: .whenPresent),
      .optional("appAccountToken", \.appAccountToken, written: .whenPresent),
    ],
    blank: {
      AppleTransactionPayload(
        transactionId: "", originalTransactionId: "", bundleId: "", productId: "",
        purchaseDate: 0, originalPurchaseDate: 0, type: "", signedDate: 0, environment: .sandbox)
    })

  /// Reads the members `wireFields` declares (unknown ones are skipped).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the members `wireFields` declares.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }

  /// The transaction's JSON, the bytes `JSONEncoder` with `.sortedKeys` and
  /// `.withoutEscapingSlashes` writes, without its dictionaries and sort:
  /// what the signer signs.
  package func jsonBytes() -> [UInt8] { wireJSONBytes(capacity: 1_024) }
}

// A monthly billing plan's charge within its commitment, declared once.
extension AppleTransactionCommitmentInfo: WireObject {
  static let wireFields = WireFields<AppleTransactionCommitmentInfo>(
    [
      .required("billingPeriodNumber", \.billingPeriodNumber),
      .required("totalBillingPeriods", \.totalBillingPeriods),
      .required("commitmentExpiresDate", \.commitmentExpiresDate),
      .required("commitmentPrice", \.commitmentPrice),
    ],
    blank: {
      AppleTransactionCommitmentInfo(
        billingPeriodNumber: 0, totalBillingPeriods: 0, commitmentExpiresDate: 0,
        commitmentPrice: 0)
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
