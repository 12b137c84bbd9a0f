import Foundation
import SubscriptionKit

/// Computes one metric from a loaded snapshot: pure, no database, no clock
/// (the query's `now` is passed in).
struct MetricCalculator {
  let snapshot: AnalyticsSnapshot
  let query: MetricQuery
  let periods: MetricPeriods
  let filter: MetricFilter
  /// The instant the store's clock reads, in ms.
  let now: Int64

  init(snapshot: AnalyticsSnapshot, query: MetricQuery, now: Date) throws {
    self.snapshot = snapshot
    self.query = query
    periods = try MetricPeriods(
      from: query.from, to: query.to, resolution: query.resolution, now: now)
    filter = MetricFilter(query)
    self.now = MetricPeriods.milliseconds(now)
  }

  /// The series the query asks for.
  func series() -> MetricSeries {
    let values: [Decimal]
    switch query.name {
    case .mrr: values = snapshotValues { filter.paidMonthly($0) }
    case .arr: values = snapshotValues { filter.paidMonthly($0) }.map { $0 * 12 }
    case .actives: values = snapshotValues { $0.isTrial ? nil : 1 }
    case .trials: values = snapshotValues { $0.isTrial ? 1 : nil }
    case .activesNew:
      values = flow { $0.isSubscription && !$0.isTrial && !$0.hasEarlierPaid ? 1 : nil }
    case .trialsNew: values = flow { $0.isTrial ? 1 : nil }
    case .revenue: values = flow { $0.isTrial ? nil : filter.netAmount($0) }
    case .proceeds:
      values = flow { $0.isTrial ? nil : filter.netAmount($0) * (1 - $0.tax - $0.commission) }
    case .refundRate: values = refundRate()
    case .churn: values = churn()
    case .trialConversionRate: values = trialFunnel(.rate)
    case .trialsConverted: values = trialFunnel(.converted)
    case .trialsPending: values = trialFunnel(.pending)
    case .trialsAbandoned: values = trialFunnel(.abandoned)
    case .customersNew: values = newCustomers()
    case .ltvPerCustomer: values = lifetimeValue(perPayingCustomer: false)
    case .ltvPerPayingCustomer: values = lifetimeValue(perPayingCustomer: true)
    case .subscriptionRetention: values = retention()
    case .mrrMovement: values = mrrMovement(nil)
    case .mrrNew: values = mrrMovement(.new)
    case .mrrExpansion: values = mrrMovement(.expansion)
    case .mrrContraction: values = mrrMovement(.contraction)
    case .mrrChurned: values = mrrMovement(.churned)
    case .mrrReactivation: values = mrrMovement(.reactivation)
    }
    let points = zip(periods.periods, values).map { period, value in
      MetricSeries.Point(date: period.date, value: rounded(value))
    }
    return MetricSeries(
      metric: query.name.rawValue, resolution: query.resolution, unit: query.unitLabel,
      points: points)
  }

  /// Money to the cent, percentages to two places (half away from zero); counts as they are.
  private func rounded(_ value: Decimal) -> Decimal {
    guard query.name.unit != .count else { return value }
    var input = value
    var output = Decimal()
    NSDecimalRound(&output, &input, 2, .plain)
    return output
  }

  /// The subscription transactions that pass the filter and last a moment.
  func forEachSubscriptionPeriod(_ body: (Int, TransactionFact) -> Void) {
    for (index, fact) in snapshot.transactions.enumerated()
    where fact.isSubscription && filter.matches(fact) && (fact.end ?? .max) > fact.start {
      body(index, fact)
    }
  }

  /// A snapshot metric: the sum of `value` over transactions whose access
  /// covers each period's snapshot instant (`start ≤ t < end`, the core's
  /// boundary rule), by a sweep over the sorted snapshot instants.
  func snapshotValues(_ value: (TransactionFact) -> Decimal?) -> [Decimal] {
    var deltas = [Decimal](repeating: 0, count: periods.periods.count + 1)
    forEachSubscriptionPeriod { _, fact in
      guard let amount = value(fact) else { return }
      let low = periods.firstSnapshot(atOrAfter: fact.start)
      let high = fact.end.map { periods.firstSnapshot(atOrAfter: $0) } ?? periods.periods.count
      guard low < high else { return }
      deltas[low] += amount
      deltas[high] -= amount
    }
    var running: Decimal = 0
    return periods.periods.indices.map { index in
      running += deltas[index]
      return running
    }
  }

  /// A flow metric: the sum of `value` over filtered transactions (one-time
  /// purchases included) that started in each period.
  func flow(_ value: (TransactionFact) -> Decimal?) -> [Decimal] {
    var sums = [Decimal](repeating: 0, count: periods.periods.count)
    for fact in snapshot.transactions where filter.matches(fact) {
      guard let index = periods.index(of: fact.start), let amount = value(fact) else { continue }
      sums[index] += amount
    }
    return sums
  }

  /// `part / whole` as a percentage; 0 when `whole` is 0.
  func percentage(_ part: Decimal, of whole: Decimal) -> Decimal {
    whole == 0 ? 0 : part * 100 / whole
  }
}

extension MetricFilter {
  /// A paid subscription period's monthly share of its amount; nil for trials.
  func paidMonthly(_ fact: TransactionFact) -> Decimal? {
    guard !fact.isTrial else { return nil }
    guard let days = fact.periodDays else { return 0 }
    return MRRNormalization.monthly(amount(fact), days: days)
  }
}
