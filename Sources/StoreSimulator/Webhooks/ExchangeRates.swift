import Foundation

/// US dollars per unit of each currency: how webhook events get their `price`.
///
/// RevenueCat's `price` is in USD and `price_in_purchased_currency` in the
/// storefront's currency, so a simulator selling in euros must convert. The
/// rates come from the project file's `usd_exchange_rates` (`{"EUR": 1.08}`),
/// laid over `defaultTable`: fixed, round figures for every storefront
/// currency the simulator knows, good enough for charts and never fetched
/// from a network. Converted prices keep three decimals, as RevenueCat's do.
///
/// ```swift
/// ExchangeRates(overrides: ["EUR": 1.10]).usd(9.99, from: "EUR")   // 10.989
/// ```
public struct ExchangeRates: Sendable, Hashable {
  /// USD per unit, by ISO 4217 code (upper case).
  public let usdPerUnit: [String: Decimal]

  /// The default table (USD per unit, late-2025 levels rounded): documented in
  /// `docs/store-simulator.md`; override any of them in the project file.
  public static let defaultTable: [String: Decimal] = [
    "USD": 1, "AED": 0.27, "AUD": 0.65, "BRL": 0.18, "CAD": 0.72, "CHF": 1.25, "CLP": 0.001,
    "CNY": 0.14, "COP": 0.00025, "DKK": 0.155, "EGP": 0.021, "EUR": 1.16, "GBP": 1.33,
    "HKD": 0.128, "IDR": 0.00006, "ILS": 0.30, "INR": 0.0113, "JPY": 0.0065, "KRW": 0.00069,
    "MXN": 0.054, "MYR": 0.24, "NOK": 0.099, "NZD": 0.57, "PEN": 0.29, "PHP": 0.017,
    "PLN": 0.27, "RUB": 0.0125, "SAR": 0.267, "SEK": 0.105, "SGD": 0.77, "THB": 0.031,
    "TRY": 0.024, "TWD": 0.032, "VND": 0.000038, "ZAR": 0.057,
  ]

  /// The default table with `overrides` laid over it.
  public init(overrides: [String: Decimal] = [:]) {
    var table = Self.defaultTable
    for (code, rate) in overrides { table[code.uppercased()] = rate }
    usdPerUnit = table
  }

  /// Whether `currency` has a rate.
  public func knows(_ currency: String) -> Bool { usdPerUnit[currency.uppercased()] != nil }

  /// `amount` of `currency` in USD, to three decimals; unchanged for USD or a
  /// currency without a rate (project validation refuses those).
  public func usd(_ amount: Decimal, from currency: String) -> Decimal {
    guard currency.uppercased() != "USD", let rate = usdPerUnit[currency.uppercased()] else {
      return amount
    }
    var product = amount * rate
    var rounded = Decimal()
    NSDecimalRound(&rounded, &product, 3, .plain)
    return rounded
  }
}
