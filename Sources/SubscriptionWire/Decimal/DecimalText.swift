import Foundation

/// Decimal text, both ways, in one place: money and percentages as the
/// database keeps them (plain, one form per value), the JSON writer's digits
/// (`description`, as `JSONEncoder` writes them), and reading either back.
///
/// Foundation writes a `Decimal` by long division, a few microseconds each,
/// and the amounts a store sends repeat endlessly (a catalog's prices, their
/// conversions, `0`, `0.3`), so each distinct text is written once and
/// remembered (up to `limit` of each kind), shared by every thread.
package enum DecimalText {
  /// Beyond this many distinct values of a kind, new texts are written but not kept.
  package static let limit = 4_096

  /// `value` as plain decimal text in one form per value (`9.99`, `-4.5`,
  /// `5` for 5.00, `0`): `description` without trailing fraction zeros. Both
  /// analytics engines store this text; sums are taken in Swift with
  /// `Decimal`, never through a floating-point column.
  package static func string(_ value: Decimal) -> String {
    if let known = cache.withLock({ $0.plain[value] }) { return known }
    var text = value.description
    if text.contains("."), !text.contains("e"), !text.contains("E") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      if text == "-0" { text = "0" }
    }
    cache.withLock { cache in
      if cache.plain.count < limit { cache.plain[value] = text }
    }
    return text
  }

  /// `value.description`'s UTF-8, as `JSONEncoder` writes a `Decimal`: keyed
  /// by the exact representation (the value's bytes), not by value, so `1.5`
  /// and `1.50` keep whatever text each has (the webhook writer's numbers).
  package static func descriptionUTF8(_ value: Decimal) -> [UInt8] {
    guard MemoryLayout<Decimal>.size == 20 else { return Array(value.description.utf8) }
    let key = withUnsafeBytes(of: value) { raw in
      Representation(
        head: raw.loadUnaligned(as: UInt32.self),
        low: raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self),
        high: raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self))
    }
    if let known = cache.withLock({ $0.descriptions[key] }) { return known }
    let text = Array(value.description.utf8)
    cache.withLock { cache in
      if cache.descriptions.count < limit { cache.descriptions[key] = text }
    }
    return text
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

  /// A value's 20 bytes (exponent, length and flags, mantissa).
  private struct Representation: Hashable, Sendable {
    var head: UInt32
    var low: UInt64
    var high: UInt64
  }

  /// The texts written so far.
  private struct Cache: Sendable {
    var plain: [Decimal: String] = [:]
    var descriptions: [Representation: [UInt8]] = [:]
  }

  private static let cache = Locked(Cache())
}
