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
  /// Guardrail: of customers with a paid subscription period, those who
  /// turned auto-renew off (or were refunded, or lapsed) within their first
  /// paid period (lower is better).
  case earlyChurn = "early_churn"
  /// Guardrail: of customers with a paid subscription period, those with a
  /// billing issue since enrolment (lower is better).
  case billingIssueRate = "billing_issue_rate"
  /// Net USD charged in the 7 days after enrolment, per customer enrolled at
  /// least 7 days ago.
  case realizedLTV7Days = "realized_ltv_7d"
  /// The same over 30 days.
  case realizedLTV30Days = "realized_ltv_30d"
  /// The same over 90 days.
  case realizedLTV90Days = "realized_ltv_90d"
  /// The same over 365 days.
  case realizedLTV365Days = "realized_ltv_365d"

  /// Whether a larger value is the better one.
  public var higherIsBetter: Bool { !isGuardrail }

  /// Whether it is a guardrail: a harm watched on every variant, whatever
  /// the primary metric says (refunds, early churn, billing issues).
  public var isGuardrail: Bool {
    [.refundRate, .earlyChurn, .billingIssueRate].contains(self)
  }

  /// For realized LTV over a window after enrolment: its length in days.
  public var windowDays: Int? {
    switch self {
    case .realizedLTV7Days: 7
    case .realizedLTV30Days: 30
    case .realizedLTV90Days: 90
    case .realizedLTV365Days: 365
    default: nil
    }
  }

  /// Whether the value is a share of customers or charges (else USD per customer).
  public var isRate: Bool {
    switch self {
    case .revenuePerCustomer, .realizedLTVPerCustomer, .realizedLTV7Days, .realizedLTV30Days,
      .realizedLTV90Days, .realizedLTV365Days:
      false
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
    case .earlyChurn: "Early churn"
    case .billingIssueRate: "Billing issue rate"
    case .realizedLTV7Days: "Realized LTV, 7 days"
    case .realizedLTV30Days: "Realized LTV, 30 days"
    case .realizedLTV90Days: "Realized LTV, 90 days"
    case .realizedLTV365Days: "Realized LTV, 365 days"
    }
  }
}
