import Foundation

/// Numbers as the JSON documents write them.
enum JSONNumber {
  /// `value` exactly as written (`12.5`), or `null` when it is not a number
  /// (`Decimal.nan`, from amounts stored before ingest bounded them): JSON
  /// has no NaN, and a bare `NaN` would make the whole document unreadable.
  static func text(_ value: Decimal) -> String {
    value.isFinite ? "\(value)" : "null"
  }
}
