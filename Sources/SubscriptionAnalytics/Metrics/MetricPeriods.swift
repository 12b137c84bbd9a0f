import Foundation

/// The periods of a query: UTC days, ISO weeks or calendar months covering
/// the range, each with the instant its snapshot is taken.
struct MetricPeriods: Sendable {
  /// One period.
  struct Period: Sendable {
    /// The first day, `YYYY-MM-DD`.
    var date: String
    /// Where flows are counted: `[start, end)` in ms, clipped to the range.
    var start: Int64
    var end: Int64
    /// The instant snapshot metrics read: the period's last millisecond, or
    /// now when the period has not ended yet.
    var snapshot: Int64
  }

  var periods: [Period]
  /// The instant the whole range is judged at (the last period's snapshot).
  var rangeSnapshot: Int64

  /// The periods of `[from, to]` (whole UTC days) at `resolution`, judged at `now`.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) when `to` is before `from`
  ///   or the range has more than 20,000 periods.
  init(from: Date, to: Date, resolution: MetricResolution, now: Date) throws {
    let calendar = Self.calendar
    let firstDay = calendar.startOfDay(for: from)
    let lastDay = calendar.startOfDay(for: to)
    guard firstDay <= lastDay else {
      throw AnalyticsError(.invalidQuery, "the range ends before it starts ('to' is before 'from')")
    }
    guard let rangeEnd = calendar.date(byAdding: .day, value: 1, to: lastDay) else {
      throw AnalyticsError(.invalidQuery, "the range's end is out of bounds")
    }
    let nowMs = Self.milliseconds(now)
    var start = Self.periodStart(containing: firstDay, resolution: resolution)
    var periods: [Period] = []
    while start < rangeEnd {
      guard periods.count < 20_000,
        let next = calendar.date(byAdding: Self.component(resolution), value: 1, to: start)
      else {
        throw AnalyticsError(
          .invalidQuery, "the range has too many \(resolution.rawValue)s; use a coarser resolution")
      }
      let clippedStart = max(start, firstDay)
      let clippedEnd = min(next, rangeEnd)
      let endMs = Self.milliseconds(clippedEnd)
      periods.append(
        Period(
          date: Self.dayText(start), start: Self.milliseconds(clippedStart), end: endMs,
          snapshot: min(endMs - 1, nowMs)))
      start = next
    }
    self.periods = periods
    rangeSnapshot = periods.last?.snapshot ?? nowMs
  }

  /// The index of the period whose flow window holds `instant`, if any.
  func index(of instant: Int64) -> Int? {
    var low = 0
    var high = periods.count
    while low < high {
      let middle = (low + high) / 2
      if periods[middle].end <= instant { low = middle + 1 } else { high = middle }
    }
    guard low < periods.count, periods[low].start <= instant else { return nil }
    return low
  }

  /// The first period whose snapshot is at or after `instant`.
  func firstSnapshot(atOrAfter instant: Int64) -> Int {
    var low = 0
    var high = periods.count
    while low < high {
      let middle = (low + high) / 2
      if periods[middle].snapshot < instant { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The first period whose beginning instant (its start − 1 ms, the moment
  /// before it) is at or after `instant`.
  func firstBeginning(atOrAfter instant: Int64) -> Int {
    var low = 0
    var high = periods.count
    while low < high {
      let middle = (low + high) / 2
      if periods[middle].start - 1 < instant { low = middle + 1 } else { high = middle }
    }
    return low
  }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 4
    return calendar
  }()

  private static func component(_ resolution: MetricResolution) -> Calendar.Component {
    switch resolution {
    case .day: .day
    case .week: .weekOfYear
    case .month: .month
    }
  }

  private static func periodStart(containing day: Date, resolution: MetricResolution) -> Date {
    switch resolution {
    case .day:
      return day
    case .week:
      let weekday = calendar.component(.weekday, from: day)  // 1 = Sunday
      let back = (weekday + 5) % 7
      return calendar.date(byAdding: .day, value: -back, to: day) ?? day
    case .month:
      let parts = calendar.dateComponents([.year, .month], from: day)
      return calendar.date(from: parts) ?? day
    }
  }

  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1_000).rounded())
  }

  static func dayText(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let year = parts.year ?? 0
    let month = parts.month ?? 0
    let day = parts.day ?? 0
    return String(format: "%04d-%02d-%02d", year, month, day)
  }
}
