import Foundation

/// What a product costs in another storefront than the `.storekit` file's:
/// the file's price taken to US dollars and into the storefront's currency by
/// the project's exchange rates, then set on a price point as the App Store
/// sets them (a price ending in .99 for currencies with cents; two significant
/// digits for those without, such as JPY or KRW). Apple's own equalization
/// also folds in each country's taxes; this one does not.
///
/// ```swift
/// let pricing = StorefrontPricing(base: Storefront(code: "USA"), rates: ExchangeRates())
/// pricing.price(7.99, in: Storefront(code: "DEU"))   // 6.99 (EUR)
/// pricing.price(7.99, in: Storefront(code: "JPN"))   // 1200 (JPY)
/// ```
public struct StorefrontPricing: Sendable, Hashable {
  /// The storefront the `.storekit` file's prices are in.
  public let base: Storefront
  /// The exchange rates (USD per unit).
  public let rates: ExchangeRates

  /// Currencies the App Store prices in whole units.
  static let wholeUnitCurrencies: Set<String> = [
    "JPY", "KRW", "CLP", "COP", "IDR", "VND", "HUF", "TWD",
  ]

  /// Pricing from `base`'s currency by `rates`.
  public init(base: Storefront, rates: ExchangeRates) {
    self.base = base
    self.rates = rates
  }

  /// `price` (in the base storefront's currency) in `storefront`'s currency,
  /// on a price point; unchanged in the base currency, and 0 stays 0.
  public func price(_ price: Decimal, in storefront: Storefront) -> Decimal {
    let target = storefront.currencyCode
    guard price > 0, target != base.currencyCode,
      let from = rates.usdPerUnit[base.currencyCode], let to = rates.usdPerUnit[target], to > 0
    else { return price }
    let local = price * from / to
    return Self.wholeUnitCurrencies.contains(target)
      ? Self.twoSignificantDigits(local) : Self.endingIn99(local)
  }

  /// The nearest whole amount less one cent, never below 0.99.
  static func endingIn99(_ amount: Decimal) -> Decimal {
    let cent = Decimal(1) / 100
    return max(rounded(amount, scale: 0) - cent, 1 - cent)
  }

  /// `amount` rounded to two significant digits (1,229 → 1,200; 11,579 → 12,000).
  static func twoSignificantDigits(_ amount: Decimal) -> Decimal {
    var digits = 0
    var scaled = amount
    while scaled >= 100 {
      scaled /= 10
      digits += 1
    }
    var result = rounded(scaled, scale: 0)
    for _ in 0..<digits { result *= 10 }
    return max(result, 1)
  }

  private static func rounded(_ amount: Decimal, scale: Int) -> Decimal {
    var value = amount
    var result = Decimal()
    NSDecimalRound(&result, &value, scale, .plain)
    return result
  }
}
