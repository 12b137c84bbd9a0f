/// Why a customer asked the App Store for a refund, as a `CONSUMPTION_REQUEST`
/// notification's `data.consumptionRequestReason` says it.
public enum AppleConsumptionRequestReason: String, Sendable, Hashable, CaseIterable, Codable {
  /// The customer did not mean to buy it.
  case unintendedPurchase = "UNINTENDED_PURCHASE"
  /// The customer did not receive, or could not use, what they bought.
  case fulfillmentIssue = "FULFILLMENT_ISSUE"
  /// The customer is not satisfied with what they bought.
  case unsatisfiedWithPurchase = "UNSATISFIED_WITH_PURCHASE"
  /// A legal reason.
  case legal = "LEGAL"
  /// Another reason.
  case other = "OTHER"
}
