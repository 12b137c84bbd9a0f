import Foundation

/// Parses and prints the ISO-8601 timestamps RevenueCat's JSON uses
/// (`2019-07-26T23:45:40Z`, with or without fractional seconds, `Z` or `±hh:mm`).
///
/// Hand-written because it runs for every date in every customer-info document:
/// `ISO8601DateFormatter` is several times slower on Linux and is not `Sendable`.
package enum ISO8601 {
  /// The date `text` names, at millisecond precision (`instant(_:)`), or nil
  /// when it is not an ISO-8601 timestamp.
  package static func date(from text: String) -> Date? {
    parse(text).map(instant)
  }

  private static func parse(_ text: String) -> Date? {
    var utf8 = text.utf8[...]
    guard let year = number(&utf8, digits: 4), take(&utf8, "-"),
      let month = number(&utf8, digits: 2), take(&utf8, "-"),
      let day = number(&utf8, digits: 2),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
    if utf8.isEmpty { return Date(timeIntervalSince1970: seconds) }
    guard take(&utf8, "T") || take(&utf8, " "),
      let hour = number(&utf8, digits: 2), take(&utf8, ":"),
      let minute = number(&utf8, digits: 2),
      hour < 24, minute < 60
    else { return nil }
    seconds += Double(hour * 3600 + minute * 60)
    if take(&utf8, ":") {
      guard let second = number(&utf8, digits: 2), second <= 60 else { return nil }
      seconds += Double(second)
      if take(&utf8, ".") {
        var scale = 0.1
        var fraction = 0.0
        var sawDigit = false
        while let byte = utf8.first, (48...57).contains(byte) {
          fraction += Double(byte - 48) * scale
          scale /= 10
          sawDigit = true
          utf8.removeFirst()
        }
        guard sawDigit else { return nil }
        seconds += fraction
      }
    }
    if take(&utf8, "Z") || take(&utf8, "z") {
      return utf8.isEmpty ? Date(timeIntervalSince1970: seconds) : nil
    }
    guard let sign = utf8.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return utf8.isEmpty ? Date(timeIntervalSince1970: seconds) : nil
    }
    utf8.removeFirst()
    guard let offsetHours = number(&utf8, digits: 2) else { return nil }
    _ = take(&utf8, ":")
    let offsetMinutes = number(&utf8, digits: 2) ?? 0
    guard utf8.isEmpty else { return nil }
    let offset = Double(offsetHours * 3600 + offsetMinutes * 60)
    seconds += sign == UInt8(ascii: "+") ? -offset : offset
    return Date(timeIntervalSince1970: seconds)
  }

  /// `date` as RevenueCat writes it: UTC, `Z`, milliseconds only when present.
  package static func string(from date: Date) -> String {
    let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let milliseconds = Int(totalMilliseconds.truncatingRemainder(dividingBy: 1000) + 1000) % 1000
    let totalSeconds = Int(((totalMilliseconds - Double(milliseconds)) / 1000).rounded())
    let days = Int((Double(totalSeconds) / 86_400).rounded(.down))
    let secondOfDay = totalSeconds - days * 86_400
    let (year, month, day) = civilFromDays(days)
    var text =
      pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3600, 2)
      + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
    if milliseconds != 0 { text += "." + pad(milliseconds, 3) }
    return text + "Z"
  }

  /// Milliseconds since 1970, as RevenueCat's `*_ms` fields carry them
  /// (rounded to the nearest millisecond).
  package static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  /// The date of `milliseconds` since 1970: the one `Date` every instant
  /// with that millisecond is represented by.
  package static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `date` at RevenueCat's wire precision: rounded to the millisecond, in the
  /// one representation `date(milliseconds:)` gives. Instants the store keeps,
  /// the JSON carries and `EntitlementActivity` compares are all of this form,
  /// so the store and an app decoding its documents agree on every instant
  /// (no sub-millisecond expiry that one side has passed and the other not).
  package static func instant(_ date: Date) -> Date {
    self.date(milliseconds: milliseconds(date))
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  private static func take(_ utf8: inout Substring.UTF8View, _ character: Unicode.Scalar) -> Bool {
    guard utf8.first == UInt8(ascii: character) else { return false }
    utf8.removeFirst()
    return true
  }

  private static func number(_ utf8: inout Substring.UTF8View, digits: Int) -> Int? {
    var value = 0
    for _ in 0..<digits {
      guard let byte = utf8.first, (48...57).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
      utf8.removeFirst()
    }
    return value
  }

  // Howard Hinnant's days-from-civil algorithm (proleptic Gregorian, UTC).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
