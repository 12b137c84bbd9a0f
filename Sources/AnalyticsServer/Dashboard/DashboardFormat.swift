import Foundation
import SubscriptionAnalytics

/// How the dashboard writes values and periods for people: money in its
/// currency with separators (`$8,094.00`, `€45.99`), percentages with a sign
/// where they are changes, counts with separators, and periods as words
/// (`Jan 2026`, `week of 5 Jan 2026`, `5 Jan 2026`). The tables' cells keep
/// the exact value in `data-value`, and the CSV downloads carry it unformatted.
enum DashboardFormat {
  /// `value` in `unit` (a currency code, `percent` or `count`).
  static func value(_ value: Decimal, unit: String) -> String {
    guard value.isFinite else { return "n/a" }
    switch unit {
    case "count": return grouped(value, places: 0)
    case "percent": return grouped(value, places: 2) + "%"
    default: return money(value, currency: unit)
    }
  }

  /// `value` as money in `currency`: its symbol where it has a common one,
  /// else the code (`CHF 12.00`); two places, thousands separated.
  static func money(_ value: Decimal, currency: String) -> String {
    let sign = value < 0 ? "−" : ""
    let digits = grouped(abs(value), places: 2)
    if let symbol = symbols[currency] { return sign + symbol + digits }
    return sign + currency + "\u{00A0}" + digits
  }

  /// The change from `previous` to `current` in `unit`: a percentage for
  /// money and counts (`+12.5%`, nil when `previous` is 0), points for
  /// percentages (`+1.20 pts`).
  static func change(from previous: Decimal, to current: Decimal, unit: String) -> String? {
    guard previous.isFinite, current.isFinite else { return nil }
    let difference = current - previous
    if unit == "percent" {
      return signed(difference) + grouped(abs(difference), places: 2) + " pts"
    }
    guard previous != 0 else { return nil }
    let ratio = difference / abs(previous) * 100
    return signed(ratio) + grouped(abs(ratio), places: 1) + "%"
  }

  private static func signed(_ value: Decimal) -> String {
    value > 0 ? "+" : value < 0 ? "−" : "±"
  }

  /// `value` rounded to `places` (half away from zero), digits grouped by three.
  static func grouped(_ value: Decimal, places: Int) -> String {
    var input = value
    var rounded = Decimal()
    NSDecimalRound(&rounded, &input, places, .plain)
    let text = "\(abs(rounded))"
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var whole = String(parts[0])
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    if places > 0 {
      fraction += String(repeating: "0", count: max(0, places - fraction.count))
    }
    var groups: [String] = []
    while whole.count > 3 {
      groups.insert(String(whole.suffix(3)), at: 0)
      whole = String(whole.dropLast(3))
    }
    groups.insert(whole, at: 0)
    let sign = rounded < 0 ? "−" : ""
    return sign + groups.joined(separator: ",") + (places > 0 ? "." + fraction : "")
  }

  /// Common currency symbols; other currencies are written by code.
  static let symbols = [
    "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩", "BRL": "R$",
    "AUD": "A$", "CAD": "CA$", "CNY": "CN¥", "MXN": "MX$",
  ]

  /// A period, `YYYY-MM-DD` its first day, in words: `Jan 2026` (month),
  /// `5 Jan 2026` (day), `week of 5 Jan 2026` (week); `short` for chart axes
  /// (`Jan 26`, `5 Jan`).
  static func period(_ date: String, resolution: MetricResolution, short: Bool = false)
    -> String
  {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return date }
    let (year, month, day) = (parts[0], monthNames[parts[1] - 1], parts[2])
    switch (resolution, short) {
    case (.month, false): return "\(month) \(year)"
    case (.month, true): return "\(month) \(String(format: "%02d", year % 100))"
    case (.week, false): return "week of \(day) \(month) \(year)"
    case (.day, false): return "\(day) \(month) \(year)"
    case (.week, true), (.day, true): return "\(day) \(month)"
    }
  }

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `YYYY-MM-DD` as that UTC midnight.
  static func day(_ text: String) -> Date? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return MetricRequest.utc.date(
      from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
  }
}
