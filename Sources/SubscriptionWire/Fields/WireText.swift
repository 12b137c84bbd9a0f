import Foundation

/// A value carried as a JSON string and read leniently (`WireField.lenient`):
/// any text, or none, maps to a value (an unknown store reads as
/// `.unknownStore`), so a new value on the server never fails a read.
protocol WireText: Sendable, Equatable {
  /// The value `text` (nil: absent, `null` or not a string) stands for.
  init(jsonValue text: String?)
  /// The text written for the value; nil is written as `null`.
  var jsonText: String? { get }
}

extension Optional: WireText where Wrapped == String {
  init(jsonValue text: String?) { self = text }
  var jsonText: String? { self }
}

extension Store: WireText {
  var jsonText: String? { jsonValue }
}

extension PeriodType: WireText {
  var jsonText: String? { jsonValue }
}

extension PurchaseOwnershipType: WireText {
  var jsonText: String? { jsonValue }
}
