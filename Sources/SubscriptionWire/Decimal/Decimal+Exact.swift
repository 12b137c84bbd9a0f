import Foundation

extension Decimal {
  /// `±significand × 10^exponent`, exactly.
  ///
  /// Foundation builds a `Decimal` from an integer through `Double` (exact
  /// below 2^53, but slow: ~90 % of reading a webhook's money went there),
  /// and the amounts a store sends repeat endlessly (`9.99`, `0.3`, `0`), so
  /// each distinct one is built once and remembered (up to a bound).
  package init(significand: UInt64, exponent: Int, isNegative: Bool) {
    guard significand != 0 else {
      self = 0  // a negative zero would be NaN
      return
    }
    var significand = significand
    var exponent = exponent
    while significand % 10 == 0 {  // one form per value: 5.00 is 5
      significand /= 10
      exponent += 1
    }
    let key = DecimalCache.Key(significand: significand, exponent: exponent, isNegative: isNegative)
    if let known = DecimalCache.shared.decimal(for: key) {
      self = known
      return
    }
    self.init(
      sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    DecimalCache.shared.remember(self, for: key)
  }
}

/// The distinct amounts built so far, shared by every thread (their text:
/// `DecimalText`).
final class DecimalCache: Sendable {
  struct Key: Hashable, Sendable {
    var significand: UInt64
    var exponent: Int
    var isNegative: Bool
  }

  static let shared = DecimalCache()
  /// Beyond this many distinct values, new ones are built but not kept.
  static let limit = 4_096

  private let decimals = Locked([Key: Decimal]())

  func decimal(for key: Key) -> Decimal? {
    decimals.withLock { $0[key] }
  }

  func remember(_ value: Decimal, for key: Key) {
    decimals.withLock { decimals in
      if decimals.count < Self.limit { decimals[key] = value }
    }
  }
}
