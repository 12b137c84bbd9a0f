/// The numbers an experiment's variants are compared on.
///
/// Rates are per enrolled customer unless said otherwise; money is USD
/// (`price`), net of refunds. See docs/experiments.md for each definition.
public enum ExperimentMetric: String, CaseIterable, Sendable, Codable {
  /// Customers who bought anything (a trial, a subscription, a one-time
  /// purchase) after enrolment and by the stop, over customers enrolled.
  case initialConversion = "initial_conversion"
  /// Customers who started a free trial, over customers enrolled.
  case trialStarts = "trial_starts"
  /// Of customers whose first trial has ended (converted or abandoned), those
  /// whose trial converted to a paid period that was not refunded.
  case trialConversion = "trial_conversion"
  /// Customers with a paid (non-trial) charge so far, over customers enrolled.
  case conversionToPaying = "conversion_to_paying"
  /// Refunded paid charges over paid charges (lower is better).
  case refundRate = "refund_rate"
  /// Revenue of charges made by the stop, net of refunds, per customer enrolled.
  case revenuePerCustomer = "revenue_per_customer"
  /// Revenue so far (renewals after the stop included), net of refunds, per customer enrolled.
  case realizedLTVPerCustomer = "realized_ltv_per_customer"

  /// Whether a larger value is the better one.
  public var higherIsBetter: Bool { self != .refundRate }

  /// Whether the value is a share of customers or charges (else USD per customer).
  public var isRate: Bool {
    switch self {
    case .revenuePerCustomer, .realizedLTVPerCustomer: false
    default: true
    }
  }

  /// How the value is written: `percent` or `USD`.
  public var unit: String { isRate ? "percent" : "USD" }

  /// A short human name.
  public var title: String {
    switch self {
    case .initialConversion: "Initial conversion"
    case .trialStarts: "Trial starts"
    case .trialConversion: "Trial conversion"
    case .conversionToPaying: "Conversion to paying"
    case .refundRate: "Refund rate"
    case .revenuePerCustomer: "Revenue per customer"
    case .realizedLTVPerCustomer: "Realized LTV per customer"
    }
  }
}
