import Foundation

/// `Decimal.description` as UTF-8, remembered per stored representation.
///
/// Foundation writes a `Decimal` by long division, a few microseconds each,
/// and every webhook body has several amounts that repeat endlessly (a
/// catalog's prices, their conversions, `0`, `0.3`). Keyed by the exact
/// representation (the value's bytes), not by value, so
/// `1.5` and `1.50` keep whatever text each has. Shared by every thread.
package final class DecimalDescriptions: Sendable {
  /// The value's 20 bytes (exponent, length and flags, mantissa).
  private struct Key: Hashable {
    var head: UInt32
    var low: UInt64
    var high: UInt64
  }

  package static let shared = DecimalDescriptions()
  /// Beyond this many distinct representations, new ones are written but not kept.
  package static let limit = 4_096

  private let texts = Locked([Key: [UInt8]]())

  /// `value.description`'s UTF-8.
  package func text(of value: Decimal) -> [UInt8] {
    guard MemoryLayout<Decimal>.size == 20 else { return Array(value.description.utf8) }
    let key = withUnsafeBytes(of: value) { raw in
      Key(
        head: raw.loadUnaligned(as: UInt32.self),
        low: raw.loadUnaligned(fromByteOffset: 4, as: UInt64.self),
        high: raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self))
    }
    if let known = texts.withLock({ $0[key] }) { return known }
    let text = Array(value.description.utf8)
    texts.withLock { texts in
      if texts.count < Self.limit { texts[key] = text }
    }
    return text
  }
}
