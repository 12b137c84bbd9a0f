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
  }

  /// How a trial ended, by the rule of the trial funnel (`trials_converted`, …).
  enum TrialOutcome: Sendable {
    case converted, pending, abandoned
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
  var revenues: [Decimal] = []
  var lifetimeValues: [Decimal] = []

  /// Adds one customer.
  mutating func add(_ customer: Customer) {
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
    paidTransactions += customer.paidTransactions
    refunds += customer.refunds
    revenues.append(customer.revenue)
    lifetimeValues.append(customer.lifetimeValue)
  }

  /// The successes and trials of a rate metric.
  func counts(_ metric: ExperimentMetric) -> (successes: Int, trials: Int)? {
    switch metric {
    case .initialConversion: (converted, customers)
    case .trialStarts: (trialStarts, customers)
    case .trialConversion: (trialsConverted, trialsConverted + trialsAbandoned)
    case .conversionToPaying: (paying, customers)
    case .refundRate: (refunds, paidTransactions)
    case .revenuePerCustomer, .realizedLTVPerCustomer: nil
    }
  }

  /// The per-customer amounts of a money metric.
  func amounts(_ metric: ExperimentMetric) -> [Decimal] {
    metric == .revenuePerCustomer ? revenues : lifetimeValues
  }
}
