import Foundation

extension MetricCalculator {
  /// One change of a retention row's count: `delta` subscriptions of cohort
  /// `row` gain (+1) or lose (−1) paid access from the snapshot of `column` on.
  private struct RetentionMark {
    var row: Int32
    var column: Int32
    var delta: Int32
  }

  /// Subscription retention as RevenueCat's chart draws it, a cohort ×
  /// period grid: row *i* holds the subscriptions whose first paid period
  /// started in period *i*; its value *k* is the share of them with paid
  /// access at the snapshot of period *i + k* (so value 0 is the share still
  /// paid at the end of their first period). Periods not begun by now are left out.
  ///
  /// Memory is the answer plus one mark per paid period: the marks are
  /// grouped by row and each row is summed in one reused buffer, so no
  /// cohort × period table is ever built beyond the values returned.
  func retentionGrid() -> [MetricCohort] {
    let begun = periods.periods.prefix { $0.start <= now }.count
    var sizes = [Int](repeating: 0, count: count)
    var marks: [RetentionMark] = []
    forEachSubscriptionPeriod { _, fact in
      guard !fact.isTrial, !fact.hasEarlierPaid, let row = periods.index(of: fact.start) else {
        return
      }
      sizes[row] += 1
      guard row < begun else { return }
      var current: TransactionFact? = fact
      while let step = current {
        let range = snapshotRange(step)
        if !step.isTrial && !range.isEmpty {
          // Marks at or past `begun` change no column shown.
          let low = max(range.lowerBound, row)
          let high = max(range.upperBound, row)
          if low < begun {
            marks.append(RetentionMark(row: Int32(row), column: Int32(low), delta: 1))
          }
          if high < begun {
            marks.append(RetentionMark(row: Int32(row), column: Int32(high), delta: -1))
          }
        }
        current = step.next.map { snapshot.transactions[$0] }
      }
    }
    // Group the marks by row (a counting sort), then sum each row in turn.
    var rowStart = [Int](repeating: 0, count: count + 1)
    for mark in marks { rowStart[Int(mark.row) + 1] += 1 }
    for row in 0..<count { rowStart[row + 1] += rowStart[row] }
    var grouped = marks
    var place = rowStart
    for mark in marks {
      grouped[place[Int(mark.row)]] = mark
      place[Int(mark.row)] += 1
    }
    marks = []
    var deltas = [Int](repeating: 0, count: max(0, begun))
    return (0..<count).map { row in
      let date = periods.periods[row].date
      guard row < begun else { return MetricCohort(date: date, size: sizes[row], values: []) }
      let width = begun - row
      for column in 0..<width { deltas[column] = 0 }
      for mark in grouped[rowStart[row]..<rowStart[row + 1]] {
        deltas[Int(mark.column) - row] += Int(mark.delta)
      }
      var values: [Decimal] = []
      values.reserveCapacity(width)
      var running = 0
      for column in 0..<width {
        running += deltas[column]
        values.append(MetricCalculator.percentage(running, of: sizes[row]))
      }
      return MetricCohort(date: date, size: sizes[row], values: values)
    }
  }
}
