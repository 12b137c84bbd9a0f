import Foundation

// A subscription entry's members (`SubscriberResponse+Fields.swift` says how
// the declarations are used). `Codable` records the entry for the
// subscriber's `rawData`; the strict reader keeps it in the subscriber's text.
extension SubscriberResponse.Subscription: WireObject {
  static let wireFields = WireFields<SubscriberResponse.Subscription>(
    [
      .required("purchase_date", \.purchaseDate),
      .optional("original_purchase_date", \.originalPurchaseDate, written: .always),
      .optional("expires_date", \.expiresDate, written: .always),
      .lenient("period_type", \.periodType, written: .always),
      .lenient("store", \.store, written: .always),
      .defaulted("is_sandbox", \.isSandbox, absent: { _ in false }, written: .always),
      .optional("unsubscribe_detected_at", \.unsubscribeDetectedAt, written: .always),
      .optional("billing_issues_detected_at", \.billingIssuesDetectedAt, written: .always),
      .optional("grace_period_expires_date", \.gracePeriodExpiresDate, written: .always),
      .lenient("ownership_type", \.ownershipType, written: .always),
      .optional("refunded_at", \.refundedAt, written: .always),
      .optional("auto_resume_date", \.autoResumeDate, written: .always),
      .optional("store_transaction_id", \.storeTransactionID, written: .whenPresent),
      .optional("product_plan_identifier", \.productPlanIdentifier, written: .whenPresent),
      .optional("display_name", \.displayName, written: .whenPresent),
      .optional("price", \.price, written: .whenPresent),
      .lenient("management_url", \.managementURL, written: .whenPresent),
    ], raw: .recorded(\.raw),
    blank: {
      SubscriberResponse.Subscription(
        purchaseDate: .distantPast, expiresDate: nil, periodType: PeriodType(jsonValue: nil),
        store: Store(jsonValue: nil), ownershipType: PurchaseOwnershipType(jsonValue: nil))
    })

  /// Reads an entry (`wireFields`).
  public init(from decoder: any Decoder) throws {
    self = try Self.wireFields.decode(from: decoder)
  }

  /// Writes the entry.
  public func encode(to encoder: any Encoder) throws {
    try Self.wireFields.encode(self, to: encoder)
  }
}
