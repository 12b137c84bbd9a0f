import Foundation

extension MetricCalculator {
  /// The kinds of MRR movement (RevenueCat, charts/mrr-movement).
  enum Movement: CaseIterable {
    case new, expansion, contraction, churned, reactivation
  }

  /// MRR movement in each period: each subscription's MRR just before the
  /// period (the previous snapshot) against its MRR at the period's snapshot.
  /// From nothing: reactivation when it follows a lapse, else new; to nothing:
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
    func firstInstant(atOrAfter instant: Int64) -> Int {
      var low = 0
      var high = instants.count
      while low < high {
        let middle = (low + high) / 2
        if instants[middle] < instant { low = middle + 1 } else { high = middle }
      }
      return low
    }
    var sums: [Movement: MoneySums] = [:]
    for kind in Movement.allCases { sums[kind] = MoneySums(periods: count) }
    func record(_ movement: Movement, _ amount: MoneyID, at instant: Int) {
      guard instant >= 1, instant <= count else { return }
      sums[movement]?.add(amount, at: instant - 1)
    }
    // Paid segments of one subscription over instant indices, in order.
    var segments: [(low: Int, high: Int, value: MoneyID, followsLapse: Bool)] = []
    var subscription: String?
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
          record(segment.followsLapse ? .reactivation : .new, segment.value, at: segment.low)
        }
        previous = (segment.high, segment.value)
      }
      if let last = previous { record(.churned, book.negated(last.value), at: last.high) }
      segments.removeAll(keepingCapacity: true)
    }
    forEachSubscriptionPeriod { _, fact in
      if fact.originalID != subscription {
        flush()
        subscription = fact.originalID
      }
      guard let value = book.monthly(fact), value != book.zero, !book.value(value).isZero else {
        return
      }
      let low = firstInstant(atOrAfter: fact.start)
      let high = fact.end.map { firstInstant(atOrAfter: $0) } ?? instants.count
      guard low < high else { return }
      segments.append((low, high, value, fact.followsLapse))
    }
    flush()
    return sums.mapValues { $0.totals(book) }
  }
}
