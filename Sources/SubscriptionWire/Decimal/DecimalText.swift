import Foundation

/// Money and percentages as exact decimal text, the form the database keeps.
///
/// Both engines store the text as written (`"9.99"`); sums are taken in Swift
/// with `Decimal`, never through a floating-point column.
package enum DecimalText {
  /// `value` as plain decimal text (`9.99`, `-4.5`, `0`).
  package static func string(_ value: Decimal) -> String {
    value.plainText
  }

  /// Reads decimal text written by `string(_:)` (or by hand: `12`, `-0.1109`);
  /// nil for anything else. A fast path for plain digits avoids
  /// `Decimal(string:)`, which metrics would call for every transaction.
  package static func decimal(_ text: String) -> Decimal? {
    var significand: UInt64 = 0
    var exponent = 0
    var isNegative = false
    var seenPoint = false
    var digits = 0
    for (offset, byte) in text.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "-") where offset == 0:
        isNegative = true
      case UInt8(ascii: "."):
        guard !seenPoint else { return nil }
        seenPoint = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard digits < 18 else {
          return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        }
        significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        if seenPoint { exponent -= 1 }
      default:
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
      }
    }
    guard digits > 0 else { return nil }
    guard significand != 0 else { return 0 }  // a negative zero would be NaN
    return Decimal(significand: significand, exponent: exponent, isNegative: isNegative)
  }
}
