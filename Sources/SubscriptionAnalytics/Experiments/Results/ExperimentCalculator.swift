import Foundation

/// Works out an experiment's results from the enrolments and a snapshot of
/// the environment's transactions: pure, no database, no clock.
///
/// A purchase belongs to the experiment when its subscription (or one-time
/// purchase) was first bought by an enrolled customer at or after their
/// enrolment and by the stop; every later charge of that subscription counts
/// too (realized LTV to now), and charges of subscriptions bought before
/// enrolment do not. Family-shared and promotional access is left out, as in
/// the charts (`MetricFilter`).
struct ExperimentCalculator {
  let snapshot: AnalyticsSnapshot
  let enrollments: ExperimentEnrollments
  let query: ExperimentQuery
  /// The stop (or now), in ms.
  let windowEnd: Int64
  /// The store's now, in ms.
  let now: Int64
  /// Each customer's billing issues (`BILLING_ISSUE` event times, ms).
  let billingIssues: [String: [Int64]]
  /// Who saw which paywall (`PAYWALL_IMPRESSION` events).
  var impressions = PaywallImpressions(byCustomer: [:])

  /// The results.
  func results() -> ExperimentResults {
    let members = enrollments.members.filter { $0.value.enrolledAt <= windowEnd }
    // Members by the snapshot's user id (customers it never saw bought nothing).
    var memberOf = [ExperimentEnrollments.Member?](repeating: nil, count: snapshot.users.count)
    for (user, member) in members {
      if let id = snapshot.users.existingID(user) { memberOf[Int(id)] = member }
    }
    var customers: [Int32: ExperimentTally.Customer] = [:]
    let filter = MetricFilter(
      MetricQuery(.revenue, from: .distantPast, to: .distantPast), in: snapshot)
    let book = MoneyBook(amounts: snapshot.amounts, localCurrency: false)
    let transactions = snapshot.transactions
    let windows = ExperimentMetric.allCases.compactMap(\.windowDays)
    var firstIndex = 0
    for (index, fact) in transactions.enumerated() {
      if index == 0 || transactions[index - 1].subscription != fact.subscription {
        firstIndex = index
      }
      let first = transactions[firstIndex]
      guard first.user >= 0, let member = memberOf[Int(first.user)],
        first.start >= member.enrolledAt, first.start <= windowEnd, filter.matches(fact)
      else { continue }
      var customer = customers[first.user] ?? ExperimentTally.Customer()
      customer.converted = true
      if fact.isTrial, index == firstIndex,
        customer.trial.map({ fact.start < $0.start }) ?? true
      {
        customer.trial = (fact.start, trialOutcome(fact))
      }
      if !fact.isTrial, fact.start <= now, book.isPositive(book.amount(fact)) {
        customer.paying = true
        customer.paidTransactions += 1
        if fact.refundedAt != nil { customer.refunds += 1 }
        let net = book.value(book.net(fact))
        customer.lifetimeValue += net
        if fact.start <= windowEnd { customer.revenue += net }
        for days in windows where fact.start < member.enrolledAt + Int64(days) * Self.dayMs {
          customer.windowValues[days, default: 0] += net
        }
        if fact.isSubscription, customer.firstPaidPeriod.map({ fact.start < $0.start }) ?? true {
          customer.firstPaidPeriod = (fact.start, leftInFirstPeriod(fact))
        }
      }
      customers[first.user] = customer
    }
    var tallies: [String: ExperimentTally] = [:]
    for variant in enrollments.variants { tallies[variant] = ExperimentTally() }
    // Exposed: saw their variant's offering on a paywall from enrolment to the stop.
    var exposed: [String: (customers: Int, converted: Int)] = [:]
    for (user, member) in members
    where impressions.saw(
      user, offering: enrollments.offerings[member.variant], from: member.enrolledAt,
      to: windowEnd)
    {
      let converted = snapshot.users.existingID(user).flatMap { customers[$0] }?.converted ?? false
      exposed[member.variant, default: (0, 0)].customers += 1
      if converted { exposed[member.variant, default: (0, 0)].converted += 1 }
    }
    for (user, member) in members {
      var customer = snapshot.users.existingID(user).flatMap { customers[$0] } ?? .init()
      if customer.firstPaidPeriod != nil {
        customer.hasBillingIssue =
          billingIssues[user]?.contains { $0 >= member.enrolledAt && $0 <= now } ?? false
      }
      tallies[member.variant, default: ExperimentTally()].add(
        customer, enrolledAt: member.enrolledAt, now: now)
    }
    let holdout = ExperimentQuery.holdoutVariant
    let arms = tallies.keys.filter { $0 != holdout }.sorted()
    let control = query.control ?? (tallies["a"] != nil ? "a" : arms.first ?? "a")
    let names = [control] + tallies.keys.filter { $0 != control }.sorted()
    let controlTally = tallies[control] ?? ExperimentTally()
    let variants = names.map { name in
      variantResult(
        name, tally: tallies[name] ?? ExperimentTally(), control: controlTally,
        isControl: name == control,
        exposed: impressions.isRecorded ? exposed[name] ?? (0, 0) : nil)
    }
    let threshold = 0.5 + query.level / 2
    let winner = variants.filter {
      !$0.isHoldout && $0.estimate(query.primary)?.verdict == .better
    }
    .max { left, right in
      let l = left.estimate(query.primary)?.probabilityToBeatControl ?? 0
      let r = right.estimate(query.primary)?.probabilityToBeatControl ?? 0
      return l != r ? l < r : left.variant > right.variant
    }
    let guardrails = variants.filter { !$0.isControl && !$0.isHoldout }.flatMap { variant in
      ExperimentMetric.allCases.filter(\.isGuardrail).map { metric in
        ExperimentGuardrail(
          variant: variant.variant, metric: metric,
          worse: variant.estimate(metric)?.verdict == .worse)
      }
    }
    // The configured split, or an equal one across the variants (the
    // holdout, whose share is not known, left out).
    let shares =
      query.split.isEmpty
      ? Dictionary(uniqueKeysWithValues: arms.map { ($0, 1.0) }) : query.split
    return ExperimentResults(
      experiment: query.experimentID, environment: query.environment,
      from: members.values.map(\.enrolledAt).min().map(Self.day), to: Self.day(windowEnd),
      control: control, primary: query.primary,
      level: ExperimentRounding.decimal(query.level, places: 4),
      threshold: ExperimentRounding.decimal(threshold, places: 4), looks: query.looks,
      winner: winner?.variant,
      sampleRatioMismatch: ExperimentSampleRatio(
        counts: tallies.mapValues(\.customers), shares: shares),
      guardrails: guardrails, variants: variants)
  }

  /// A day in ms.
  private static let dayMs: Int64 = 86_400_000

  /// The trial funnel's rule: converted when the subscription's next
  /// transaction is paid and not refunded; pending while the trial runs
  /// (cancelled or not: it has not had its chance to pay yet, and counting
  /// only the cancelled ones would drag the rate down); abandoned once it
  /// has ended (or was refunded) without converting.
  private func trialOutcome(_ trial: TransactionFact) -> ExperimentTally.TrialOutcome {
    let next = trial.next.map { snapshot.transactions[$0] }
    if let next, !next.isTrial, next.refundedAt == nil, next.start <= now { return .converted }
    let isRunning = trial.end.map { $0 > now } ?? true
    return trial.refundedAt == nil && isRunning ? .pending : .abandoned
  }

  /// Whether a customer left within a paid period: refunded, auto-renew
  /// off, or ended without a next period.
  private func leftInFirstPeriod(_ period: TransactionFact) -> Bool {
    if period.refundedAt != nil { return true }
    guard period.next == nil else { return false }
    return !period.willRenew || (period.end.map { $0 <= now } ?? false)
  }

  private func variantResult(
    _ name: String, tally: ExperimentTally, control: ExperimentTally, isControl: Bool,
    exposed: (customers: Int, converted: Int)?
  ) -> ExperimentVariantResult {
    let estimator = ExperimentEstimator(
      level: query.level, looks: query.looks,
      plannedCustomers: query.plannedCustomersPerVariant)
    let estimates = ExperimentMetric.allCases.map { metric in
      estimator.estimate(metric, variant: tally, control: isControl ? nil : control)
    }
    let lifetime = tally.lifetimeValues.reduce(Decimal(0), +)
    var result = ExperimentVariantResult(
      variant: name, offering: enrollments.offerings[name], isControl: isControl,
      isHoldout: name == ExperimentQuery.holdoutVariant,
      customers: tally.customers, exposures: exposed?.customers,
      initialConversions: tally.converted,
      trialStarts: tally.trialStarts, trialsConverted: tally.trialsConverted,
      trialsPending: tally.trialsPending, trialsAbandoned: tally.trialsAbandoned,
      payingCustomers: tally.paying, paidTransactions: tally.paidTransactions,
      refunds: tally.refunds,
      revenue: ExperimentRounding.money(tally.revenues.reduce(Decimal(0), +)),
      realizedLTV: ExperimentRounding.money(lifetime),
      realizedLTVPerPayingCustomer: tally.paying == 0
        ? 0 : ExperimentRounding.money(lifetime / Decimal(tally.paying)),
      estimates: estimates)
    result.exposedConversions = exposed?.converted
    result.conversionPerEnrolled = MetricCalculator.percentage(tally.converted, of: tally.customers)
    result.conversionPerExposed = exposed.map {
      MetricCalculator.percentage($0.converted, of: $0.customers)
    }
    return result
  }

  /// `YYYY-MM-DD` (UTC) of an instant in ms.
  static func day(_ milliseconds: Int64) -> String {
    let parts = utc.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  private static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }()
}
