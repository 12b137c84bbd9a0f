import Foundation
import SubscriptionWire

extension MetricCalculator {
  /// The parts of the trial funnel.
  enum TrialOutcome {
    case converted, pending, abandoned, rate
  }

  /// The trial conversion funnel (RevenueCat, charts/trial-conversion-chart):
  /// the trials of the customers first seen in each period (their cohort is
  /// not filtered; the trials are), by outcome — converted when the
  /// subscription's next transaction is paid and not refunded; pending while
  /// the trial runs with auto-renew on; abandoned otherwise. `.rate` is
  /// converted over all of them, in percent.
  func trialFunnel(_ outcome: TrialOutcome) -> [Decimal] {
    let funnel = cache.trialFunnel ?? trialOutcomes()
    cache.trialFunnel = funnel
    let counts = funnel[outcome] ?? []
    guard outcome == .rate else { return decimals(counts) }
    return percentages(funnel[.converted] ?? [], of: counts)
  }

  /// Trials started in each period by outcome, from one pass (`.rate` holds
  /// all of them).
  private func trialOutcomes() -> [TrialOutcome: [Int]] {
    var converted = [Int](repeating: 0, count: count)
    var pending = converted
    var abandoned = converted
    var trials = converted
    let nowDate = Date(timeIntervalSince1970: Double(now) / 1_000)
    let firstSeen = firstSeenByUser()
    forEachTransaction { fact in
      guard fact.isTrial && filter.matches(fact) else { return }
      let cohortStart = fact.user >= 0 ? firstSeen[Int(fact.user)] : TransactionFact.none
      guard
        let index = periods.index(
          of: cohortStart == TransactionFact.none ? fact.start : cohortStart)
      else { return }
      trials[index] += 1
      let isConverted =
        fact.next.map {
          !snapshot.transactions[$0].isTrial && snapshot.transactions[$0].refundedAt == nil
        } ?? false
      let isRunning = EntitlementActivity.isActive(
        expiresDate: fact.end.map { Date(timeIntervalSince1970: Double($0) / 1_000) },
        at: nowDate)
      let isPending = !isConverted && fact.willRenew && fact.refundedAt == nil && isRunning
      if isConverted {
        converted[index] += 1
      } else if isPending {
        pending[index] += 1
      } else {
        abandoned[index] += 1
      }
    }
    return [.converted: converted, .pending: pending, .abandoned: abandoned, .rate: trials]
  }

  /// When each user (by id) was first seen; `TransactionFact.none` when not a customer.
  func firstSeenByUser() -> [Int64] {
    var firstSeen = [Int64](repeating: TransactionFact.none, count: snapshot.users.count)
    for customer in snapshot.customers { firstSeen[Int(customer.user)] = customer.firstSeen }
    return firstSeen
  }

  /// Refund rate: of the paid transactions made in each period, the share
  /// refunded (RevenueCat, charts/refund-rate-chart).
  func refundRate() -> [Decimal] {
    var paid = [Int](repeating: 0, count: count)
    var refunded = paid
    forEachTransaction { fact in
      guard !fact.isTrial && filter.matches(fact) else { return }
      guard book.isPositive(book.amount(fact)), let index = periods.index(of: fact.start) else {
        return
      }
      paid[index] += 1
      if fact.refundedAt != nil { refunded[index] += 1 }
    }
    return percentages(refunded, of: paid)
  }

  /// Customers first seen in each period (or first purchase, when earlier).
  /// Filters do not narrow a cohort of customers (RevenueCat filters the
  /// revenue, not the cohort): every customer counts.
  func newCustomers() -> [Decimal] {
    var counts = [Int](repeating: 0, count: count)
    for customer in snapshot.customers {
      if let index = periods.index(of: customer.firstSeen) { counts[index] += 1 }
    }
    return decimals(counts)
  }

  /// Realized LTV: the revenue (net of refunds) of the customers first seen in
  /// each period, to now — or, with `query.lifetimeDays`, within each
  /// customer's first that many days (day 0 is the first-seen UTC day, so 7
  /// days span 8, as RevenueCat's lifetime windows) — divided by the cohort's
  /// customers or by its paying ones (with a paid, non-trial transaction in
  /// the window). Transactions belong to whoever holds them after `TRANSFER`s.
  /// Filters narrow the revenue and the paying customers, never the cohort
  /// (RevenueCat, charts/realized-ltv-per-customer-chart).
  func lifetimeValue(perPayingCustomer: Bool) -> [Decimal] {
    let lifetime = cache.lifetime ?? lifetimeSums()
    cache.lifetime = lifetime
    let divisors = perPayingCustomer ? lifetime.paying : lifetime.customers
    return zip(lifetime.revenue, divisors).map {
      $1 == 0 ? 0 : $0 / MetricCalculator.decimal($1)
    }
  }

  /// Each cohort's revenue, customers and paying customers.
  private func lifetimeSums() -> (revenue: [Decimal], customers: [Int], paying: [Int]) {
    // By user id: the cohort's period (-1: not in a cohort) and the window's end.
    var cohortOf = [(index: Int, windowEnd: Int64)](
      repeating: (-1, 0), count: snapshot.users.count)
    var customers = [Int](repeating: 0, count: count)
    for customer in snapshot.customers {
      guard let index = periods.index(of: customer.firstSeen) else { continue }
      var windowEnd = Int64.max
      if let days = query.lifetimeDays {
        let remainder = (customer.firstSeen % 86_400_000 + 86_400_000) % 86_400_000
        let day = customer.firstSeen - remainder
        windowEnd = day + Int64(days + 1) * 86_400_000
      }
      cohortOf[Int(customer.user)] = (index, windowEnd)
      customers[index] += 1
    }
    var revenue = MoneySums(periods: count, book: book)
    var isPayer = [Bool](repeating: false, count: snapshot.users.count)
    var paying = [Int](repeating: 0, count: count)
    forEachTransaction { fact in
      guard !fact.isTrial && fact.user >= 0 && filter.matches(fact) else { return }
      let user = Int(fact.user)
      let (index, windowEnd) = cohortOf[user]
      guard index >= 0, fact.start <= now, fact.start < windowEnd else { return }
      revenue.add(book.net(fact), at: index)
      if !isPayer[user], book.isPositive(book.amount(fact)) {
        isPayer[user] = true
        paying[index] += 1
      }
    }
    return (revenue.totals(), customers, paying)
  }

  /// Churn: paid subscriptions whose access ended in each period (and by
  /// now), minus those that resubscribed after a lapse in it, over the paid
  /// subscriptions active when the period began (RevenueCat, charts/churn).
  func churn() -> [Decimal] {
    var churned = [Int](repeating: 0, count: count)
    var deltas = [Int](repeating: 0, count: count + 1)
    let transactions = snapshot.transactions
    forEachSubscriptionPeriod { _, fact in
      guard !fact.isTrial else { return }
      // Active when a period begins: start ≤ begin − 1 ms < end.
      let low = periods.firstBeginning(atOrAfter: fact.start)
      let high = fact.end.map { periods.firstBeginning(atOrAfter: $0) } ?? count
      if low < high {
        deltas[low] += 1
        deltas[high] -= 1
      }
      if let end = fact.end, end <= now, let position = periods.index(of: end) {
        let next = fact.next.map { transactions[$0] }
        let runEnds = next.map { $0.isTrial || $0.start > end } ?? true
        if runEnds { churned[position] += 1 }
      }
      if fact.followsLapse, let position = periods.index(of: fact.start) {
        churned[position] -= 1
      }
    }
    var running = 0
    let actives = (0..<count).map { index in
      running += deltas[index]
      return running
    }
    return percentages(churned, of: actives)
  }
}
