import Foundation
import SubscriptionWire

/// A subscription product's duration, recognised from the days one period
/// spans with RevenueCat's day ranges (the MRR query of its scheduled data
/// exports buckets `DATE_DIFF(day, start, end)` this way, so an odd length
/// lands on the plan it is): 0–1 day, 3 days, 6–8 (a week), 12–16 (two
/// weeks), 27–33 (a month), 58–62 (two months), 88–95 (a quarter), 179–185
/// (half a year), 363–375 (a year).
///
/// MRR normalises a price by it, and subscription retention is measured for
/// one duration at a time (RevenueCat's retention period selector).
public enum BillingPeriod: String, Sendable, Hashable, CaseIterable {
  case day
  case threeDays = "three_days"
  case week
  case twoWeeks = "two_weeks"
  case month
  case twoMonths = "two_months"
  case quarter
  case halfYear = "half_year"
  case year

  /// The duration a period of `days` UTC days is, or nil for a length outside every range.
  public init?(days: Int64) {
    switch days {
    case 0...1: self = .day
    case 3: self = .threeDays
    case 6...8: self = .week
    case 12...16: self = .twoWeeks
    case 27...33: self = .month
    case 58...62: self = .twoMonths
    case 88...95: self = .quarter
    case 179...185: self = .halfYear
    case 363...375: self = .year
    default: return nil
    }
  }

  /// The names, for messages: `day, three_days, …, year`.
  public static let allowedText = allCases.map(\.rawValue).joined(separator: ", ")

  /// The monthly share of `price` paid for one period (RevenueCat's MRR
  /// normalisation: ×30, ×10, ×4, ×2, ×1, ½, ⅓, ⅙, 1/12), exact.
  func monthly(_ price: Decimal) -> Decimal {
    switch self {
    case .day: price * 30
    case .threeDays: price * 10
    case .week: price * 4
    case .twoWeeks: price * 2
    case .month: price
    case .twoMonths: price / 2
    case .quarter: price / 3
    case .halfYear: price / 6
    case .year: price / 12
    }
  }

  /// The calendar step one period is: days, or calendar months.
  private var step: (component: Calendar.Component, amount: Int) {
    switch self {
    case .day: (.day, 1)
    case .threeDays: (.day, 3)
    case .week: (.day, 7)
    case .twoWeeks: (.day, 14)
    case .month: (.month, 1)
    case .twoMonths: (.month, 2)
    case .quarter: (.month, 3)
    case .halfYear: (.month, 6)
    case .year: (.month, 12)
    }
  }

  /// How many periods from `start` (ms) have begun by `now` (ms), the first
  /// included: 0 when `now` is before `start`; at most `limit`. Months are
  /// calendar months at UTC (Jan 31 + 1 month is Feb 28, as the stores renew).
  func periodsBegun(from start: Int64, by now: Int64, limit: Int) -> Int {
    guard now >= start else { return 0 }
    let (component, amount) = step
    if component == .day {
      let length = Int64(amount) * 86_400_000
      return Int(min(Int64(limit), (now - start) / length + 1))
    }
    let calendar = MetricQueryParameters.utc
    let origin = Date(timeIntervalSince1970: Double(start) / 1_000)
    // An estimate from the months between, then corrected by the calendar.
    let months =
      calendar.dateComponents(
        [.month], from: origin, to: Date(timeIntervalSince1970: Double(now) / 1_000)
      )
      .month ?? 0
    var begun = min(limit, max(0, months / amount) + 1)
    func beginning(_ period: Int) -> Int64 {
      let date =
        UTCGregorianArithmetic.date(
          byAdding: .month, value: period * amount, to: origin, in: calendar)
        ?? calendar.date(byAdding: .month, value: period * amount, to: origin) ?? .distantFuture
      return Int64((date.timeIntervalSince1970 * 1_000).rounded())
    }
    while begun < limit && beginning(begun) <= now { begun += 1 }
    while begun > 1 && beginning(begun - 1) > now { begun -= 1 }
    return begun
  }
}
