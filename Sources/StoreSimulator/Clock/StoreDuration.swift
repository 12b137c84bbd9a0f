import Foundation

/// A length of store time as people write it: seconds to weeks are fixed
/// lengths; months and years are **calendar** months and years, as App Store
/// periods are (one month from Jan 15 is Feb 15; from Jan 31, Feb 28).
///
/// Both command lines parse durations with `init(parsing:)`, so `1mo` means
/// the same everywhere, and an absurd duration is a one-line error, not a crash.
/// Minutes are `min` and months `mo`: a bare `m`, which could be either, is
/// refused with the forms that are accepted.
///
/// ```swift
/// try StoreDuration(parsing: "1mo")      // 1 calendar month
/// try store.advance(by: StoreDuration(1, .month))
/// ```
public struct StoreDuration: Sendable, Hashable, CustomStringConvertible {
  /// A unit of store time.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    case second = "s"
    case minute = "min"
    case hour = "h"
    case day = "d"
    case week = "w"
    case month = "mo"
    case year = "y"
  }

  /// How many units (never negative).
  public let value: Int
  /// The unit of `value`.
  public let unit: Unit

  /// What `init(parsing:)` accepts, for messages.
  public static let examples = "45s, 30min, 12h, 1d, 2w, 1mo, 1y"

  /// A duration of `value` units (negative values count as 0).
  public init(_ value: Int, _ unit: Unit) {
    self.value = max(0, value)
    self.unit = unit
  }

  /// Parses a whole number followed by a unit: `45s`, `30min`, `12h`, `1d`,
  /// `2w`, `1mo`, `1y` (also `second` … `year` spelled out, singular or plural).
  ///
  /// - Throws: `StoreSimulatorError` `.invalidDuration` with one line saying
  ///   what is wrong: not a number and unit, an ambiguous `m` (minutes or
  ///   months?), or longer than store time can go.
  public init(parsing text: String) throws {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    let suffix = String(trimmed.dropFirst(digits.count)).trimmingCharacters(in: .whitespaces)
    let units: [String: Unit] = [
      "s": .second, "sec": .second, "second": .second, "seconds": .second,
      "min": .minute, "mins": .minute, "minute": .minute, "minutes": .minute,
      "h": .hour, "hour": .hour, "hours": .hour,
      "d": .day, "day": .day, "days": .day,
      "w": .week, "week": .week, "weeks": .week,
      "mo": .month, "month": .month, "months": .month,
      "y": .year, "year": .year, "years": .year,
    ]
    if !digits.isEmpty && suffix == "m" {
      throw StoreSimulatorError(
        .invalidDuration,
        "'\(text)' is ambiguous: write \(digits)min for minutes or \(digits)mo for months "
          + "(accepted: \(Self.examples)).")
    }
    guard !digits.isEmpty, let unit = units[suffix] else {
      throw StoreSimulatorError(
        .invalidDuration,
        "'\(text)' is not a duration: write a whole number and a unit (\(Self.examples)).")
    }
    guard digits.count <= 9, let value = Int(digits), value <= Self.limit(for: unit) else {
      throw StoreSimulatorError(
        .invalidDuration,
        "'\(text)' is too long: store time stays within the years 1970–\(StoreTime.lastYear).")
    }
    self.init(value, unit)
  }

  /// The date this long after `date` (calendar months and years in UTC), or
  /// nil when it would leave the years store time allows.
  public func advancing(_ date: Date) -> Date? {
    guard value <= Self.limit(for: unit) else { return nil }
    let target: Date? =
      switch unit {
      case .month: StoreTime.calendar.date(byAdding: .month, value: value, to: date)
      case .year: StoreTime.calendar.date(byAdding: .year, value: value, to: date)
      default: fixedSeconds.map { date.addingTimeInterval($0) }
      }
    guard let target, StoreTime.contains(target) else { return nil }
    return target
  }

  /// The length in seconds of a fixed-length duration (seconds to weeks); nil
  /// for months and years, whose length depends on the date they start.
  public var fixedSeconds: TimeInterval? {
    switch unit {
    case .second: Double(value)
    case .minute: Double(value) * 60
    case .hour: Double(value) * 3_600
    case .day: Double(value) * 86_400
    case .week: Double(value) * 604_800
    case .month, .year: nil
    }
  }

  /// "1mo", "12h".
  public var description: String { "\(value)\(unit.rawValue)" }

  /// The most units that fit in store time's range at all (a first filter;
  /// `advancing(_:)` checks the actual date).
  private static func limit(for unit: Unit) -> Int {
    let years = StoreTime.lastYear - 1970 + 1
    switch unit {
    case .second: return years * 366 * 86_400
    case .minute: return years * 366 * 1_440
    case .hour: return years * 366 * 24
    case .day: return years * 366
    case .week: return years * 53
    case .month: return years * 12
    case .year: return years
    }
  }
}

/// The range store time stays in, and the calendar it counts months in.
public enum StoreTime {
  /// The last year store time may reach: a one-year period bought on its
  /// last day still ends in a four-digit year.
  public static let lastYear = 9_998
  /// The first instant store time may not reach (9999-01-01T00:00:00Z).
  public static let end = Date(timeIntervalSince1970: 253_370_764_800)
  /// UTC Gregorian: App Store periods are calendar periods.
  public static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  /// Whether `date` is a store time: from 1970 to the end of `lastYear`.
  public static func contains(_ date: Date) -> Bool {
    date >= Date(timeIntervalSince1970: 0) && date < end
  }
}
