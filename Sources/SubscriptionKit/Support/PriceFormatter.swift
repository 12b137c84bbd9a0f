import Foundation
import SubscriptionWire

/// Formats prices for a currency in a locale ("$7.99", "7,99 €", "¥800", "CHF 7.99").
///
/// `NumberFormatter` is expensive to create and not `Sendable`, so formatters are
/// built once per (locale, currency) and reused under a lock.
package enum PriceFormatter {
  private static let cache = LockedRegion<[String: NumberFormatter]>([:])

  /// `price` formatted as a currency amount for `locale`.
  package static func string(for price: Decimal, currencyCode: String, locale: Locale) -> String {
    let key = locale.identifier + "|" + currencyCode
    return cache.withLock { formatters in
      let formatter: NumberFormatter
      if let cached = formatters[key] {
        formatter = cached
      } else {
        formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        formatter.currencyCode = currencyCode
        formatters[key] = formatter
      }
      return formatter.string(from: NSDecimalNumber(decimal: price)) ?? "\(currencyCode) \(price)"
    }
  }

  /// `value` rounded toward zero to `scale` decimal places, as StoreKit's
  /// per-period prices are ("$4.16/mo" for $49.99 a year, never "$4.17").
  package static func roundedDown(_ value: Decimal, scale: Int = 2) -> Decimal {
    var input = value
    var result = Decimal()
    NSDecimalRound(&result, &input, scale, .down)
    return result
  }
}
