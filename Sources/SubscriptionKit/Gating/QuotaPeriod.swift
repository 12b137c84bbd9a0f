import Foundation

/// The calendar period a quota counts in: it resets at the period's start in
/// the customer's calendar and time zone (local midnight, the first of the
/// month), whatever the length of that day — daylight-saving changes included.
public enum QuotaPeriod: String, Sendable, Hashable, Codable, CaseIterable {
  case day
  case week
  case month
  case year

  /// The calendar component the period is.
  public var component: Calendar.Component {
    switch self {
    case .day: .day
    case .week: .weekOfYear
    case .month: .month
    case .year: .year
    }
  }

  /// The period containing `date` in `calendar` (its time zone included).
  public func interval(containing date: Date, in calendar: Calendar) -> DateInterval {
    calendar.dateInterval(of: component, for: date)
      ?? DateInterval(start: calendar.startOfDay(for: date), duration: 0)
  }

  /// "this month", for messages such as "3 left this month".
  public var thisPeriodPhrase: String {
    switch self {
    case .day: "today"
    case .week: "this week"
    case .month: "this month"
    case .year: "this year"
    }
  }
}
