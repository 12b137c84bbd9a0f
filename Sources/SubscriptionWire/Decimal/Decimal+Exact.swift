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

  /// The value as plain decimal text in one form per value (`9.99`, `-4.5`,
  /// `5` for 5.00, `0`): `description` without trailing fraction zeros,
  /// remembered per distinct value, since Foundation writes it by long division.
  package var plainText: String {
    DecimalCache.shared.text(for: self)
  }
}

/// The distinct amounts built and written so far, shared by every thread.
final class DecimalCache: Sendable {
  struct Key: Hashable, Sendable {
    var significand: UInt64
    var exponent: Int
    var isNegative: Bool
  }

  static let shared = DecimalCache()
  /// Beyond this many distinct values, new ones are built but not kept.
  static let limit = 4_096

  private struct State {
    var decimals: [Key: Decimal] = [:]
    var texts: [Decimal: String] = [:]
  }

  private let state = Locked(State())

  func decimal(for key: Key) -> Decimal? {
    state.withLock { $0.decimals[key] }
  }

  func remember(_ value: Decimal, for key: Key) {
    state.withLock { state in
      if state.decimals.count < Self.limit { state.decimals[key] = value }
    }
  }

  func text(for value: Decimal) -> String {
    if let known = state.withLock({ $0.texts[value] }) { return known }
    var text = value.description
    if text.contains("."), !text.contains("e"), !text.contains("E") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      if text == "-0" { text = "0" }
    }
    state.withLock { state in
      if state.texts.count < Self.limit { state.texts[value] = text }
    }
    return text
  }
}
