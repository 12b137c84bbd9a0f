import Foundation

extension MetricCalculator {
  /// The kinds of MRR movement (RevenueCat, charts/mrr-movement).
  enum Movement: CaseIterable {
    case new, expansion, contraction, churned, reactivation

    var ordinal: Int {
      switch self {
      case .new: 0
      case .expansion: 1
      case .contraction: 2
      case .churned: 3
      case .reactivation: 4
      }
    }
  }

  /// MRR movement in each period: each subscription's MRR just before the
  /// period (the previous snapshot) against its MRR at the period's snapshot.
  /// From nothing: reactivation when the subscription had MRR at any time
  /// before its current paid run began (its whole history, not the range's
  /// snapshots), else new; to nothing:
  /// churned; up or down: expansion or contraction. `nil` sums all five, so
  /// the net movement of a period equals MRR at its end minus MRR before it.
  func mrrMovement(_ kind: Movement?) -> [Decimal] {
    let all = cache.movements ?? movements()
    cache.movements = all
    guard let kind else {
      return (0..<count).map { index in Movement.allCases.reduce(0) { $0 + (all[$1]?[index] ?? 0) }
      }
    }
    return all[kind] ?? []
  }

  /// Every kind of movement, from one pass over the subscriptions.
  private func movements() -> [Movement: [Decimal]] {
    // Instants: before the first period, then each period's snapshot.
    var instants = [(periods.periods.first?.start ?? 0) - 1]
    instants.append(contentsOf: periods.periods.map(\.snapshot))
    let isOrdered = instants.count < 2 || instants[0] <= instants[1]
    func firstInstant(atOrAfter instant: Int64) -> Int {
      // Ordered (now is not before the range): the periods' own fast search.
      if isOrdered {
        return instant <= instants[0] ? 0 : 1 + periods.firstSnapshot(atOrAfter: instant)
      }
      var low = 0
      var high = instants.count
      while low < high {
        let middle = (low + high) / 2
        if instants[middle] < instant { low = middle + 1 } else { high = middle }
      }
      return low
    }
    // By the movement's position in `Movement.allCases`.
    var sums = Movement.allCases.map { _ in MoneySums(periods: count, book: book) }
    func record(_ movement: Movement, _ amount: MoneyID, at instant: Int) {
      guard instant >= 1, instant <= count else { return }
      sums[movement.ordinal].add(amount, at: instant - 1)
    }
    // Paid segments of one subscription over instant indices, in order, each
    // with whether its paid run is a return (see `PaidRuns`).
    var segments: [(low: Int, high: Int, value: MoneyID, isReturn: Bool)] = []
    var subscription: Int32?
    var runs = PaidRuns()
    func flush() {
      var previous: (high: Int, value: MoneyID)?
      for segment in segments {
        if let before = previous, before.high == segment.low {
          if book.isGreater(segment.value, than: before.value) {
            record(.expansion, book.difference(segment.value, before.value), at: segment.low)
          } else if book.isGreater(before.value, than: segment.value) {
            record(.contraction, book.difference(segment.value, before.value), at: segment.low)
          }
        } else {
          if let before = previous { record(.churned, book.negated(before.value), at: before.high) }
          record(segment.isReturn ? .reactivation : .new, segment.value, at: segment.low)
        }
        previous = (segment.high, segment.value)
      }
      if let last = previous { record(.churned, book.negated(last.value), at: last.high) }
      segments.removeAll(keepingCapacity: true)
    }
    forEachSubscriptionPeriod { _, fact in
      if fact.subscription != subscription {
        flush()
        subscription = fact.subscription
        runs = PaidRuns()
      }
      guard let value = book.monthly(fact), value != book.zero, !book.value(value).isZero else {
        return
      }
      let isReturn = runs.add(start: fact.start, end: fact.end)
      let low = firstInstant(atOrAfter: fact.start)
      let high = fact.end.map { firstInstant(atOrAfter: $0) } ?? instants.count
      guard low < high else { return }
      segments.append((low, high, value, isReturn))
    }
    flush()
    var totals: [Movement: [Decimal]] = [:]
    for movement in Movement.allCases { totals[movement] = sums[movement.ordinal].totals() }
    return totals
  }
}
