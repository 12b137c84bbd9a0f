import Foundation

/// One variant of an experiment: its customers, what they did, and every
/// metric's estimate.
public struct ExperimentVariantResult: Sendable, Codable, Equatable {
  /// The variant's identifier (`a`, `b`, …).
  public var variant: String
  /// Its offering, when an `EXPERIMENT_ENROLLMENT` event named it.
  public var offering: String?
  /// Whether it is the control.
  public var isControl: Bool
  /// Whether it is the holdout: customers kept on no variant
  /// (`ExperimentQuery.holdoutVariant`), compared with the control but never
  /// the winner.
  public var isHoldout: Bool
  /// Customers enrolled in it (by the stop).
  public var customers: Int
  /// Enrolled customers who saw its offering on a paywall (a
  /// `PAYWALL_IMPRESSION` event) between enrolment and the stop; nil when the
  /// store has no paywall events (not recorded).
  public var exposures: Int?
  /// Of the exposed customers, those who bought anything after enrolment; nil when not recorded.
  public var exposedConversions: Int?
  /// `initialConversions` over `customers`, in percent (two places).
  public var conversionPerEnrolled: Decimal = 0
  /// `exposedConversions` over `exposures`, in percent (two places); nil when not recorded.
  public var conversionPerExposed: Decimal?
  /// Customers who bought anything after enrolment, by the stop.
  public var initialConversions: Int
  /// Customers who started a free trial.
  public var trialStarts: Int
  /// Customers whose first trial converted to paid (not refunded).
  public var trialsConverted: Int
  /// Customers whose first trial still runs and will renew.
  public var trialsPending: Int
  /// Customers whose first trial ended without converting.
  public var trialsAbandoned: Int
  /// Customers with a paid charge so far.
  public var payingCustomers: Int
  /// Paid charges so far.
  public var paidTransactions: Int
  /// Paid charges refunded.
  public var refunds: Int
  /// USD of charges made by the stop, net of refunds.
  public var revenue: Decimal
  /// USD of all charges so far, net of refunds.
  public var realizedLTV: Decimal
  /// `realizedLTV` per paying customer (0 without any).
  public var realizedLTVPerPayingCustomer: Decimal
  /// Every metric, in `ExperimentMetric.allCases` order.
  public var estimates: [ExperimentEstimate]

  enum CodingKeys: String, CodingKey {
    case variant, offering, customers, exposures, refunds, revenue, estimates
    case isControl = "is_control"
    case isHoldout = "is_holdout"
    case initialConversions = "initial_conversions"
    case trialStarts = "trial_starts"
    case trialsConverted = "trials_converted"
    case trialsPending = "trials_pending"
    case trialsAbandoned = "trials_abandoned"
    case payingCustomers = "paying_customers"
    case paidTransactions = "paid_transactions"
    case realizedLTV = "realized_ltv"
    case realizedLTVPerPayingCustomer = "realized_ltv_per_paying_customer"
    case exposedConversions = "exposed_conversions"
    case conversionPerEnrolled = "conversion_per_enrolled"
    case conversionPerExposed = "conversion_per_exposed"
  }

  /// The estimate of `metric`.
  public func estimate(_ metric: ExperimentMetric) -> ExperimentEstimate? {
    estimates.first { $0.metric == metric }
  }
}
