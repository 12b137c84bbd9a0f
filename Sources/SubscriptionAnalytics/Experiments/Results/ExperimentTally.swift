import Foundation

/// What one variant's customers did, counted: the inputs of its estimates.
struct ExperimentTally: Sendable {
  /// What one enrolled customer did.
  struct Customer: Sendable {
    var converted = false
    /// The start and outcome of their first trial after enrolment.
    var trial: (start: Int64, outcome: TrialOutcome)?
    var paying = false
    var paidTransactions = 0
    var refunds = 0
    /// Net USD of charges made by the stop.
    var revenue: Decimal = 0
    /// Net USD of all charges so far.
    var lifetimeValue: Decimal = 0
    /// Net USD of charges within each LTV window after enrolment, by its days.
    var windowValues: [Int: Decimal] = [:]
    /// The start of their first paid subscription period, and whether they
    /// left within it (auto-renew off, refunded, or lapsed without renewing).
    var firstPaidPeriod: (start: Int64, churned: Bool)?
    /// Whether a billing issue came since enrolment.
    var hasBillingIssue = false
  }

  /// How a trial stands, by the rule of the trial funnel (`trials_converted`, …).
  enum TrialOutcome: Sendable {
    /// Ended, and the next period was paid and not refunded.
    case converted
    /// Still running (whether or not it will renew): not yet a result.
    case pending
    /// Ended without a paid, unrefunded next period.
    case abandoned
  }

  var customers = 0
  var converted = 0
  var trialStarts = 0
  var trialsConverted = 0
  var trialsPending = 0
  var trialsAbandoned = 0
  var paying = 0
  var paidTransactions = 0
  var refunds = 0
  var paidSubscribers = 0
  var earlyChurned = 0
  var billingIssues = 0
  var revenues: [Decimal] = []
  var lifetimeValues: [Decimal] = []
  /// Per LTV window (days): the values of customers enrolled at least that long.
  var windowValues: [Int: [Decimal]] = [:]

  /// Adds one customer, enrolled at `enrolledAt` (ms), judged at `now` (ms).
  mutating func add(_ customer: Customer, enrolledAt: Int64, now: Int64) {
    customers += 1
    if customer.converted { converted += 1 }
    if let trial = customer.trial {
      trialStarts += 1
      switch trial.outcome {
      case .converted: trialsConverted += 1
      case .pending: trialsPending += 1
      case .abandoned: trialsAbandoned += 1
      }
    }
    if customer.paying { paying += 1 }
    if let period = customer.firstPaidPeriod {
      paidSubscribers += 1
      if period.churned { earlyChurned += 1 }
      if customer.hasBillingIssue { billingIssues += 1 }
    }
    paidTransactions += customer.paidTransactions
    refunds += customer.refunds
    revenues.append(customer.revenue)
    lifetimeValues.append(customer.lifetimeValue)
    for metric in ExperimentMetric.allCases {
      guard let days = metric.windowDays, enrolledAt + Int64(days) * 86_400_000 <= now else {
        continue
      }
      windowValues[days, default: []].append(customer.windowValues[days] ?? 0)
    }
  }

  /// The successes and trials of a rate metric.
  func counts(_ metric: ExperimentMetric) -> (successes: Int, trials: Int)? {
    switch metric {
    case .initialConversion: (converted, customers)
    case .trialStarts: (trialStarts, customers)
    case .trialConversion: (trialsConverted, trialsConverted + trialsAbandoned)
    case .conversionToPaying: (paying, customers)
    case .refundRate: (refunds, paidTransactions)
    case .earlyChurn: (earlyChurned, paidSubscribers)
    case .billingIssueRate: (billingIssues, paidSubscribers)
    default: nil
    }
  }

  /// The per-customer amounts of a money metric.
  func amounts(_ metric: ExperimentMetric) -> [Decimal] {
    if let days = metric.windowDays { return windowValues[days] ?? [] }
    return metric == .revenuePerCustomer ? revenues : lifetimeValues
  }
}
