/// The metrics the store computes, named as RevenueCat names its charts
/// (`GET /v2/projects/{id}/charts/{chart_name}`) where there is such a chart.
///
/// Snapshot metrics take their value at the end of each period; flow metrics
/// sum within it; cohort metrics group by when the cohort started. Every
/// definition, with its source, is in docs/analytics.md.
public enum MetricName: String, CaseIterable, Sendable, Codable {
  /// Monthly recurring revenue of active paid subscriptions (snapshot).
  case mrr
  /// `mrr` × 12 (snapshot).
  case arr
  /// Active paid subscriptions, trials excluded (snapshot).
  case actives
  /// Active free trials (snapshot).
  case trials
  /// Subscriptions whose first paid period started in the period (flow).
  case activesNew = "actives_new"
  /// Free trials started in the period (flow).
  case trialsNew = "trials_new"
  /// Gross revenue of the period's transactions, net of their refunds (flow).
  case revenue
  /// Revenue after taxes and the store's commission (flow).
  case proceeds
  /// Churned paid subscriptions minus resubscriptions, over actives at the period's start (%).
  case churn
  /// Trials started in the period that converted, over those trials (%).
  case trialConversionRate = "trial_conversion_rate"
  /// Trials started in the period that converted to paid (cohort).
  case trialsConverted = "trials_converted"
  /// Trials started in the period still running with auto-renew on (cohort).
  case trialsPending = "trials_pending"
  /// Trials started in the period that expired or were cancelled (cohort).
  case trialsAbandoned = "trials_abandoned"
  /// Paid transactions of the period that were refunded, over them (%).
  case refundRate = "refund_rate"
  /// Customers first seen in the period (flow).
  case customersNew = "customers_new"
  /// Realized revenue of customers first seen in the period, per customer (cohort).
  case ltvPerCustomer = "ltv_per_customer"
  /// The same revenue per paying customer of the cohort (cohort).
  case ltvPerPayingCustomer = "ltv_per_paying_customer"
  /// Net change of MRR in the period: the sum of the five movements below (flow).
  case mrrMovement = "mrr_movement"
  /// MRR of subscriptions that became paid for the first time (flow).
  case mrrNew = "mrr_new"
  /// MRR added by subscriptions that moved to a dearer plan (flow).
  case mrrExpansion = "mrr_expansion"
  /// MRR lost by subscriptions that moved to a cheaper plan (flow, negative).
  case mrrContraction = "mrr_contraction"
  /// MRR lost by subscriptions that ended (flow, negative).
  case mrrChurned = "mrr_churned"
  /// MRR of subscriptions that became paid again after a lapse (flow).
  case mrrReactivation = "mrr_reactivation"
  /// Of the subscriptions whose first paid period started in the period, the
  /// share still active at the end of the range (cohort, %).
  case subscriptionRetention = "subscription_retention"

  /// What the values measure.
  public var unit: MetricUnit {
    switch self {
    case .mrr, .arr, .revenue, .proceeds, .ltvPerCustomer, .ltvPerPayingCustomer, .mrrMovement,
      .mrrNew, .mrrExpansion, .mrrContraction, .mrrChurned, .mrrReactivation:
      .money
    case .churn, .trialConversionRate, .refundRate, .subscriptionRetention:
      .percent
    case .actives, .trials, .activesNew, .trialsNew, .trialsConverted, .trialsPending,
      .trialsAbandoned, .customersNew:
      .count
    }
  }
}

/// What a metric's values measure.
public enum MetricUnit: Sendable, Hashable {
  /// An amount of money: USD from `price`, or the query's currency.
  case money
  /// A percentage (0–100; churn may be negative).
  case percent
  /// A number of subscriptions, trials, transactions or customers.
  case count
}

/// The length of one point of a series: UTC calendar days, ISO weeks
/// (starting Monday) or calendar months.
public enum MetricResolution: String, CaseIterable, Sendable, Codable {
  case day, week, month
}
