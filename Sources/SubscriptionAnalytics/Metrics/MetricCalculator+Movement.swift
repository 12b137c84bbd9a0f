import Foundation

extension MetricCalculator {
  /// The kinds of MRR movement (RevenueCat, charts/mrr-movement).
  enum Movement {
    case new, expansion, contraction, churned, reactivation
  }

  /// MRR movement in each period: each subscription's MRR just before the
  /// period (the previous snapshot) against its MRR at the period's snapshot.
  /// From nothing: reactivation when it follows a lapse, else new; to nothing:
  /// churned; up or down: expansion or contraction. `nil` sums all five, so
  /// the net movement of a period equals MRR at its end minus MRR before it.
  func mrrMovement(_ kind: Movement?) -> [Decimal] {
    let count = periods.periods.count
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
    var sums = [Decimal](repeating: 0, count: count)
    func record(_ movement: Movement, _ amount: Decimal, at instant: Int) {
      guard instant >= 1, instant <= count, kind == nil || kind == movement else { return }
      sums[instant - 1] += amount
    }
    // Paid segments of one subscription over instant indices, in order.
    var segments: [(low: Int, high: Int, value: Decimal, followsLapse: Bool)] = []
    var subscription: String?
    func flush() {
      var previous: (high: Int, value: Decimal)?
      for segment in segments {
        if let before = previous, before.high == segment.low {
          if segment.value > before.value {
            record(.expansion, segment.value - before.value, at: segment.low)
          } else if segment.value < before.value {
            record(.contraction, segment.value - before.value, at: segment.low)
          }
        } else {
          if let before = previous { record(.churned, -before.value, at: before.high) }
          record(segment.followsLapse ? .reactivation : .new, segment.value, at: segment.low)
        }
        previous = (segment.high, segment.value)
      }
      if let last = previous { record(.churned, -last.value, at: last.high) }
      segments.removeAll(keepingCapacity: true)
    }
    forEachSubscriptionPeriod { _, fact in
      if fact.originalID != subscription {
        flush()
        subscription = fact.originalID
      }
      guard let value = filter.paidMonthly(fact), value != 0 else { return }
      let low = firstInstant(atOrAfter: fact.start)
      let high = fact.end.map { firstInstant(atOrAfter: $0) } ?? instants.count
      guard low < high else { return }
      segments.append((low, high, value, fact.followsLapse))
    }
    flush()
    return sums
  }
}
