import Foundation

/// How experiment numbers are written: money to the cent, percentages to two
/// places, probabilities to four, half away from zero.
enum ExperimentRounding {
  /// `value` rounded to `places`.
  static func decimal(_ value: Double, places: Int16) -> Decimal {
    guard value.isFinite else { return 0 }
    var input = Decimal(value)
    var output = Decimal()
    NSDecimalRound(&output, &input, Int(places), .plain)
    return output
  }

  /// An exact amount rounded to the cent.
  static func money(_ value: Decimal) -> Decimal { exact(value, places: 2) }

  /// An exact value rounded to `places`.
  static func exact(_ value: Decimal, places: Int16) -> Decimal {
    var input = value
    var output = Decimal()
    NSDecimalRound(&output, &input, Int(places), .plain)
    return output
  }
}
