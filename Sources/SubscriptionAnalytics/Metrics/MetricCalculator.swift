import Foundation
import SubscriptionWire

/// Computes one metric from a loaded snapshot: pure, no database, no clock
/// (the query's `now` is passed in).
///
/// Counts are kept as integers and money as counts per distinct amount (see
/// `MoneyBook`), turned into `Decimal` once per period at the end.
struct MetricCalculator {
  let snapshot: AnalyticsSnapshot
  let query: MetricQuery
  let periods: MetricPeriods
  let filter: MetricFilter
  let book: MoneyBook
  /// Results shared by the metrics of one scope (same range and filters).
  let cache: MetricCache
  /// The instant the store's clock reads, in ms.
  let now: Int64

  init(
    snapshot: AnalyticsSnapshot, query: MetricQuery, now: Date, cache: MetricCache = MetricCache()
  ) throws {
    self.cache = cache
    self.snapshot = snapshot
    self.query = query
    periods = try MetricPeriods(
      from: query.from, to: query.to, resolution: query.resolution, now: now)
    filter = MetricFilter(query, in: snapshot)
    book =
      cache.book ?? MoneyBook(amounts: snapshot.amounts, localCurrency: query.currency != nil)
    cache.book = book
    self.now = MetricPeriods.milliseconds(now)
  }

  /// The number of periods.
  var count: Int { periods.periods.count }

  /// The series the query asks for.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) when the query asks for a
  ///   cohort grid over more than `MetricLimits.maximumCohortPeriods` periods.
  func series() throws -> MetricSeries {
    let includesGrid = query.name == .subscriptionRetention && query.includesCohorts
    if includesGrid, count > MetricLimits.maximumCohortPeriods {
      throw AnalyticsError(
        .invalidQuery,
        "subscription_retention's cohort grid covers at most "
          + "\(MetricLimits.maximumCohortPeriods) periods and this range has \(count) "
          + "\(query.resolution.rawValue)s; use a coarser resolution or a shorter range")
    }
    let values: [Decimal]
    switch query.name {
    case .mrr: values = monthlyRecurringRevenue()
    case .arr: values = monthlyRecurringRevenue().map { $0 * 12 }
    case .actives: values = decimals(activeCounts().paid)
    case .trials: values = decimals(activeCounts().trials)
    case .activesNew:
      values = decimals(flowCounts { $0.isSubscription && !$0.isTrial && !$0.hasEarlierPaid })
    case .trialsNew: values = decimals(flowCounts { $0.isTrial })
    case .revenue: values = flowMoney { $0.isTrial ? nil : book.net($0) }
    case .proceeds: values = flowMoney { $0.isTrial ? nil : book.proceeds($0) }
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
      MetricSeries.Point(
        date: period.date,
        value: query.name.unit == .count ? value : Self.rounded(value, places: 2))
    }
    return MetricSeries(
      metric: query.name.rawValue, resolution: query.resolution, unit: query.unitLabel,
      points: points, cohorts: includesGrid ? retentionGrid() : nil)
  }

  /// Rounded to `places` decimals, half away from zero (money to the cent,
  /// percentages to two places).
  ///
  /// A sum of monthly shares carries `Decimal`'s error in its 38th digit
  /// (6 × 49.99/12 is 24.99499…98, not 24.995), so the value is first rounded
  /// to `exactPlaces`, which restores a tie the exact sum has: exact sums of
  /// prices over the normalisation divisors are ties or stay far from one.
  static func rounded(_ value: Decimal, places: Int) -> Decimal {
    var input = value
    var exact = Decimal()
    NSDecimalRound(&exact, &input, max(places, exactPlaces), .plain)
    var output = Decimal()
    NSDecimalRound(&output, &exact, places, .plain)
    return output
  }

  /// The places a computed amount is exact to, before it is rounded for people.
  static let exactPlaces = 20

  func decimals(_ counts: [Int]) -> [Decimal] { counts.map(Self.decimal) }

  /// `value` as a `Decimal`, without Foundation's detour through `Double`.
  static func decimal(_ value: Int) -> Decimal {
    Decimal(significand: value.magnitude.toUInt64, exponent: 0, isNegative: value < 0)
  }

  /// `part / whole × 100` rounded to two places, half away from zero (0
  /// when `whole` is 0), in integers: exactly what dividing `Decimal`s and
  /// rounding gives, without the long division.
  static func percentage(_ part: Int, of whole: Int) -> Decimal {
    guard whole > 0 else { return 0 }
    let scaled = part.magnitude.toUInt64 * 10_000
    let hundredths = (2 * scaled + UInt64(whole)) / (2 * UInt64(whole))
    return Decimal(significand: hundredths, exponent: -2, isNegative: part < 0)
  }

  /// The subscription transactions that pass the filter, those that last no
  /// moment included (a purchase refunded in its own millisecond is a new
  /// subscription, churned, and in its retention cohort; no snapshot sees it,
  /// as `snapshotRange` is empty for it).
  func forEachSubscriptionPeriod(_ body: (Int, TransactionFact) -> Void) {
    snapshot.transactions.withUnsafeBufferPointer { facts in
      for index in facts.indices {
        if facts[index].isSubscription && filter.matches(facts[index]) {
          body(index, facts[index])
        }
      }
    }
  }

  /// Every transaction, lent in place.
  func forEachTransaction(_ body: (TransactionFact) -> Void) {
    snapshot.transactions.withUnsafeBufferPointer { facts in
      for index in facts.indices { body(facts[index]) }
    }
  }

  /// The periods whose snapshot instant a transaction's access covers
  /// (`start ≤ t < end`, the core's boundary rule), as `low..<high`.
  func snapshotRange(_ fact: TransactionFact) -> Range<Int> {
    let low = periods.firstSnapshot(atOrAfter: fact.start)
    let high = fact.end.map { periods.firstSnapshot(atOrAfter: $0) } ?? count
    return low..<max(low, high)
  }

  /// MRR at each snapshot (ARR reads it too).
  func monthlyRecurringRevenue() -> [Decimal] {
    if let known = cache.mrr { return known }
    let values = snapshotMoney { book.monthly($0) }
    cache.mrr = values
    return values
  }

  /// Paid subscriptions and trials with access at each snapshot, from one pass.
  func activeCounts() -> (paid: [Int], trials: [Int]) {
    if let known = cache.actives { return known }
    var paid = [Int](repeating: 0, count: count + 1)
    var trials = paid
    forEachSubscriptionPeriod { _, fact in
      let range = snapshotRange(fact)
      guard !range.isEmpty else { return }
      if fact.isTrial {
        trials[range.lowerBound] += 1
        trials[range.upperBound] -= 1
      } else {
        paid[range.lowerBound] += 1
        paid[range.upperBound] -= 1
      }
    }
    func running(_ deltas: [Int]) -> [Int] {
      var total = 0
      return (0..<count).map { index in
        total += deltas[index]
        return total
      }
    }
    let counts = (running(paid), running(trials))
    cache.actives = counts
    return counts
  }

  /// A snapshot amount: the sum of `value` over transactions with access at each snapshot.
  func snapshotMoney(_ value: (TransactionFact) -> MoneyID?) -> [Decimal] {
    var sums = MoneySums(periods: count, book: book)
    forEachSubscriptionPeriod { _, fact in
      let range = snapshotRange(fact)
      guard !range.isEmpty, let id = value(fact), id != book.zero else { return }
      sums.add(id, at: range.lowerBound)
      sums.add(id, at: range.upperBound, count: -1)
    }
    return sums.totals(running: true)
  }

  /// A flow count: filtered transactions (one-time purchases included)
  /// matching `counts` that started in each period.
  func flowCounts(_ counts: (TransactionFact) -> Bool) -> [Int] {
    var totals = [Int](repeating: 0, count: count)
    forEachTransaction { fact in
      guard filter.matches(fact) && counts(fact) else { return }
      if let index = periods.index(of: fact.start) { totals[index] += 1 }
    }
    return totals
  }

  /// A flow amount: the sum of `value` over filtered transactions that started in each period.
  func flowMoney(_ value: (TransactionFact) -> MoneyID?) -> [Decimal] {
    var sums = MoneySums(periods: count, book: book)
    forEachTransaction { fact in
      guard filter.matches(fact) else { return }
      guard let index = periods.index(of: fact.start), let id = value(fact) else { return }
      sums.add(id, at: index)
    }
    return sums.totals()
  }

  /// `part / whole` as percentages (two places); 0 where `whole` is 0.
  func percentages(_ part: [Int], of whole: [Int]) -> [Decimal] {
    zip(part, whole).map { Self.percentage($0, of: $1) }
  }
}

/// What the metrics of one scope (range, resolution, filters, environment)
/// share when asked together: the money book, and what several metrics read
/// (MRR and ARR, actives and trials, the MRR movements, the trial funnel, LTV).
final class MetricCache {
  var book: MoneyBook?
  var movements: [MetricCalculator.Movement: [Decimal]]?
  var mrr: [Decimal]?
  var actives: (paid: [Int], trials: [Int])?
  var trialFunnel: [MetricCalculator.TrialOutcome: [Int]]?
  var lifetime: (revenue: [Decimal], customers: [Int], paying: [Int])?
  var retention: [MetricCohort]?
}

extension UInt {
  /// The value as `UInt64` (the same width on every platform Swift runs here).
  fileprivate var toUInt64: UInt64 { UInt64(self) }
}
