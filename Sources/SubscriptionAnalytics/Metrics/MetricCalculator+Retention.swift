import Foundation

extension MetricCalculator {
  /// Who a retention journey belongs to: the customer (or, without one, the
  /// subscription) and the product.
  private struct JourneyKey: Hashable {
    var owner: Int64
    var product: Int32
  }

  /// One payment of a journey: when its period started, whether a refund
  /// took it back, and its place in load order (the tie-break).
  private struct Payment {
    var start: Int64
    var isKept: Bool
    var row: Int32
    var days: Int64?
  }

  /// Subscription retention as RevenueCat's chart defines it
  /// (charts/subscription-retention-chart), for the query's billing period:
  /// a journey is one customer's paid standard periods of one product
  /// (trials and introductory periods left out, so it starts at the first
  /// payment at the standard price); its cohort is the period that first
  /// payment started in; its payments in order are billing cycles 0, 1, 2, …
  /// — a resubscription after a lapse continues the count, a product change
  /// starts another journey on the new product, and a refunded payment is a
  /// cycle not retained (the refund churns it).
  ///
  /// Row *i* holds the journeys of cohort *i* whose duration is the query's
  /// `retentionPeriod`; value *k* is, of those whose cycle *k* has begun by
  /// now (or who paid it), the share that paid cycle *k* and kept it. Rows
  /// stop at the last cycle any member reached (at most
  /// `MetricLimits.maximumCohortPeriods`).
  func retentionGrid() -> [MetricCohort] {
    if let known = cache.retention { return known }
    var journeys: [JourneyKey: Int] = [:]
    var payments: [[Payment]] = []
    forEachSubscriptionPeriod { _, fact in
      guard !fact.isTrial, !fact.isIntro else { return }
      let owner = fact.user >= 0 ? Int64(fact.user) : -1 - Int64(fact.subscription)
      let key = JourneyKey(owner: owner, product: fact.product)
      let payment = Payment(
        start: fact.start, isKept: fact.refundedAt == nil, row: fact.row, days: fact.periodDays)
      if let index = journeys[key] {
        payments[index].append(payment)
      } else {
        journeys[key] = payments.count
        payments.append([payment])
      }
    }
    let limit = MetricLimits.maximumCohortPeriods
    var sizes = [Int](repeating: 0, count: count)
    var reached = [[Int]](repeating: [], count: count)
    var retained = reached
    for var journey in payments {
      journey.sort { $0.start != $1.start ? $0.start < $1.start : $0.row < $1.row }
      let first = journey[0]
      guard let days = first.days, BillingPeriod(days: days) == query.retentionPeriod,
        let row = periods.index(of: first.start)
      else { continue }
      sizes[row] += 1
      let cycles = min(
        limit,
        max(
          journey.count,
          query.retentionPeriod.periodsBegun(from: first.start, by: now, limit: limit)))
      if reached[row].count < cycles {
        reached[row] += [Int](repeating: 0, count: cycles - reached[row].count)
        retained[row] += [Int](repeating: 0, count: cycles - retained[row].count)
      }
      for cycle in 0..<cycles {
        reached[row][cycle] += 1
        if cycle < journey.count && journey[cycle].isKept { retained[row][cycle] += 1 }
      }
    }
    let grid = (0..<count).map { row in
      MetricCohort(
        date: periods.periods[row].date, size: sizes[row],
        values: zip(retained[row], reached[row]).map { Self.percentage($0, of: $1) })
    }
    cache.retention = grid
    return grid
  }

  /// Subscription retention as a series: each cohort's value at the latest
  /// cycle any of it reached (the last value of its grid row; 0 for none).
  func retention() -> [Decimal] {
    retentionGrid().map { $0.values.last ?? 0 }
  }
}
