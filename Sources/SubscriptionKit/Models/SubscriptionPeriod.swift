import Foundation
import SubscriptionWire

/// The length of one billing period (or of one discount period): a value and a unit.
///
/// Parsed from the ISO-8601 durations App Store Connect and `.storekit` files use
/// (`"P1W"`, `"P1M"`, `"P1Y"`) and normalised as StoreKit does: 7 days is a week,
/// 12 months a year.
///
/// ```swift
/// let period = SubscriptionPeriod(iso8601: "P1M")   // 1 month
/// period?.description                              // "1 month"
/// ```
public struct SubscriptionPeriod: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The calendar unit of a period.
  public enum Unit: Int, Sendable, Hashable, Codable, CaseIterable {
    case day = 0
    case week = 1
    case month = 2
    case year = 3

    /// The unit's ISO-8601 designator (`D`, `W`, `M`, `Y`).
    public var designator: Character {
      switch self {
      case .day: "D"
      case .week: "W"
      case .month: "M"
      case .year: "Y"
      }
    }

    /// The matching `Calendar.Component`.
    public var calendarComponent: Calendar.Component {
      switch self {
      case .day: .day
      case .week: .weekOfYear
      case .month: .month
      case .year: .year
      }
    }
  }

  /// How many units long the period is (always at least 1).
  public let value: Int
  /// The unit of `value`.
  public let unit: Unit

  /// A period of `value` units, normalised (14 days become 2 weeks, 24 months 2 years).
  public init(value: Int, unit: Unit) {
    let value = max(1, value)
    switch unit {
    case .day where value % 7 == 0: (self.value, self.unit) = (value / 7, .week)
    case .month where value % 12 == 0: (self.value, self.unit) = (value / 12, .year)
    default: (self.value, self.unit) = (value, unit)
    }
  }

  /// Parses an ISO-8601 duration with one component (`"P3D"`, `"P2W"`, `"P6M"`, `"P1Y"`).
  ///
  /// Returns nil for anything else, including zero-length periods.
  public init?(iso8601 text: String) {
    let characters = Array(text.uppercased())
    guard characters.count >= 3, characters.first == "P",
      let designator = characters.last,
      let unit = Unit.allCases.first(where: { $0.designator == designator }),
      let value = Int(String(characters[1..<(characters.count - 1)])), value > 0
    else { return nil }
    self.init(value: value, unit: unit)
  }

  /// The ISO-8601 form of this period (`"P1M"`).
  public var iso8601: String { "P\(value)\(unit.designator)" }

  /// "7 days", "1 month", "1 year".
  public var description: String {
    let days = unit == .week ? value * 7 : value
    switch unit {
    case .day, .week: return days == 1 ? "1 day" : "\(days) days"
    case .month: return value == 1 ? "1 month" : "\(value) months"
    case .year: return value == 1 ? "1 year" : "\(value) years"
    }
  }

  /// The adjective form used in badges: "7-day", "1-month", "1-year".
  public var adjective: String {
    switch unit {
    case .day: "\(value)-day"
    case .week: "\(value * 7)-day"
    case .month: "\(value)-month"
    case .year: "\(value)-year"
    }
  }

  /// How many `target` units this period spans, as StoreKit's conversions count
  /// them (a month is 30 days, a year 365 days or 12 months).
  public func numberOfUnits(as target: Unit) -> Decimal {
    Decimal(value) * Self.unitsPerTable[unit.rawValue][target.rawValue]
  }

  /// The date one period (or `count` periods) after `date` in `calendar`.
  public func advancing(_ date: Date, by count: Int = 1, in calendar: Calendar) -> Date {
    let component = unit == .week ? Calendar.Component.day : unit.calendarComponent
    let amount = (unit == .week ? value * 7 : value) * count
    return UTCGregorianArithmetic.date(byAdding: component, value: amount, to: date, in: calendar)
      ?? calendar.date(byAdding: component, value: amount, to: date) ?? date
  }

  /// Approximate length in seconds (a month as 30 days), for time-rate scaling.
  public var approximateSeconds: TimeInterval {
    NSDecimalNumber(decimal: numberOfUnits(as: .day)).doubleValue * 86_400
  }

  /// `unitsPer(source, in: target)` for every pair (indexed by raw values),
  /// worked out once: `Decimal` division is slow on Linux, and a paywall asks
  /// for these several times per tier on every render.
  private static let unitsPerTable: [[Decimal]] = Unit.allCases.map { source in
    Unit.allCases.map { target in unitsPer(source, in: target) }
  }

  private static func unitsPer(_ source: Unit, in target: Unit) -> Decimal {
    let daysPer: [Unit: Decimal] = [.day: 1, .week: 7, .month: 30, .year: 365]
    switch (source, target) {
    case (.month, .year): return Decimal(1) / 12
    case (.year, .month): return 12
    case (.month, .week): return Decimal(365) / 12 / 7
    case (.week, .month): return Decimal(7 * 12) / 365
    default:
      // Every other pair converts through days.
      return (daysPer[source] ?? 1) / (daysPer[target] ?? 1)
    }
  }
}
