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
  /// The first period's start, the last one's end, and the average length
  /// (≥ 1 ms): where `lowerBound` starts looking.
  private var origin: Int64 = 0
  private var finish: Int64 = 0
  private var averageLength: Int64 = 1

  /// The periods of `[from, to]` (whole UTC days) at `resolution`, judged at `now`.
  ///
  /// - Throws: `AnalyticsError` (`.invalidQuery`) when `to` is before `from`
  ///   or the range has more than `MetricLimits.maximumPeriods` periods.
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
      guard periods.count < MetricLimits.maximumPeriods,
        let next = calendar.date(byAdding: Self.component(resolution), value: 1, to: start)
      else {
        throw AnalyticsError(
          .invalidQuery,
          "the range has more than \(MetricLimits.maximumPeriods) \(resolution.rawValue)s, the "
            + "most one query may cover; use a coarser resolution or a shorter range")
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
    if let first = periods.first, let last = periods.last {
      origin = first.start
      finish = last.end
      averageLength = max(1, (finish - origin) / Int64(periods.count))
    }
  }

  /// The index of the period whose flow window holds `instant`, if any.
  func index(of instant: Int64) -> Int? {
    guard instant < Int64.max else { return nil }
    let low = lowerBound(instant + 1) { periods[$0].end }
    guard low < periods.count, periods[low].start <= instant else { return nil }
    return low
  }

  /// The first period whose snapshot is at or after `instant`.
  func firstSnapshot(atOrAfter instant: Int64) -> Int {
    lowerBound(instant) { periods[$0].snapshot }
  }

  /// The first period whose beginning instant (its start − 1 ms, the moment
  /// before it) is at or after `instant`.
  func firstBeginning(atOrAfter instant: Int64) -> Int {
    lowerBound(instant) { periods[$0].start - 1 }
  }

  /// The first index whose `key` (nondecreasing over the periods) is at or
  /// after `instant`, or the count. Metrics ask this of every transaction in
  /// every pass, so it starts where the average period length puts the
  /// instant (exact for days and weeks, within one for months) and walks a
  /// few steps; it falls back to bisection when that does not settle it.
  @inline(__always)
  private func lowerBound(_ instant: Int64, _ key: (Int) -> Int64) -> Int {
    let count = periods.count
    var guess: Int
    if instant <= origin {
      guess = 0
    } else if instant >= finish {
      guess = count
    } else {
      guess = min(count, Int((instant - origin) / averageLength))
    }
    for _ in 0..<4 {
      if guess > 0, key(guess - 1) >= instant {
        guess -= 1
      } else if guess < count, key(guess) < instant {
        guess += 1
      } else {
        return guess
      }
    }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if key(middle) < instant { low = middle + 1 } else { high = middle }
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
