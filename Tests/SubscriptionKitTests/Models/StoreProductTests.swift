import Foundation
import SubscriptionKit
import Testing

@Suite("StoreProduct prices")
struct StoreProductTests {
  static func product(
    _ price: String, _ period: String?, currency: String = "USD", locale: String = "en_US"
  ) -> StoreProduct {
    StoreProduct(
      productIdentifier: "p",
      productType: period == nil ? .nonConsumable : .autoRenewableSubscription,
      localizedTitle: "P", price: Decimal(string: price) ?? 0, currencyCode: currency,
      priceLocale: Locale(identifier: locale),
      subscriptionPeriod: period.flatMap(SubscriptionPeriod.init(iso8601:)))
  }

  // The per-period table from RevenueCat's SubscriptionPeriodTests (reference/revenuecat-sdk.md).
  @Test(
    "Per-period prices match RevenueCat's table, rounded down",
    arguments: [
      ("P1W", "10", SubscriptionPeriod.Unit.month, "43.45"), ("P1W", "10", .year, "521.42"),
      ("P2W", "10", .month, "21.72"), ("P2W", "10", .year, "260.71"),
      ("P1M", "14.99", .week, "3.44"), ("P1M", "14.99", .year, "179.88"),
      ("P3M", "40", .month, "13.33"), ("P3M", "40", .week, "3.06"),
      ("P1Y", "29.99", .month, "2.49"), ("P1Y", "29.99", .week, "0.57"),
      ("P1Y", "50", .month, "4.16"), ("P1D", "2", .month, "60"), ("P1D", "1", .year, "365"),
    ])
  func perPeriod(period: String, price: String, unit: SubscriptionPeriod.Unit, expected: String) {
    #expect(Self.product(price, period).price(per: unit) == Decimal(string: expected))
  }

  @Test("Products without a period have no per-period price")
  func noPeriod() {
    let lifetime = Self.product("99.99", nil)
    #expect(lifetime.pricePerMonth == nil)
    #expect(lifetime.localizedPricePerMonth == nil)
    #expect(lifetime.subscriptionPeriod == nil)
    #expect(lifetime.productCategory == .nonSubscription)
  }

  @Test(
    "Formats prices for the storefront's locale",
    arguments: [
      ("7.99", "USD", "en_US", "$7.99"), ("7.99", "EUR", "de_DE", "7,99\u{a0}€"),
      ("800", "JPY", "ja_JP", "¥800"), ("7.99", "CHF", "de_CH", "CHF\u{a0}7.99"),
      ("7.99", "CHF", "fr_CH", "CHF\u{a0}7,99"), ("4.99", "GBP", "en_GB", "£4.99"),
    ])
  func localized(price: String, currency: String, locale: String, expected: String) {
    let product = Self.product(price, "P1M", currency: currency, locale: locale)
    // ICU separates some symbols with a no-break space; compare with plain spaces too.
    let normalized = product.localizedPriceString.replacingOccurrences(
      of: "\u{202f}", with: "\u{a0}")
    #expect(normalized == expected)
  }

  @Test("Per-month prices are formatted like the price")
  func localizedPerMonth() {
    #expect(Self.product("49.99", "P1Y").localizedPricePerMonth == "$4.16")
    #expect(Self.product("49.99", "P1Y").localizedPricePerWeek == "$0.95")
  }

  @Test("A free trial's price is zero whatever was passed")
  func freeTrial() throws {
    let trial = StoreProductDiscount(
      price: 3, currencyCode: "USD", paymentMode: .freeTrial,
      subscriptionPeriod: try #require(SubscriptionPeriod(iso8601: "P1W")))
    #expect(trial.price == 0)
    #expect(trial.localizedPriceString == "$0.00")
    #expect(trial.totalPeriod.description == "7 days")
  }

  @Test("Pay-as-you-go offers last numberOfPeriods periods, pay-up-front one")
  func offerLength() throws {
    let month = try #require(SubscriptionPeriod(iso8601: "P1M"))
    let payAsYouGo = StoreProductDiscount(
      price: Decimal(string: "2.49") ?? 0, currencyCode: "USD", paymentMode: .payAsYouGo,
      subscriptionPeriod: month, numberOfPeriods: 3)
    #expect(payAsYouGo.totalPeriod.description == "3 months")
    let upFront = StoreProductDiscount(
      price: Decimal(string: "8.99") ?? 0, currencyCode: "USD", paymentMode: .payUpFront,
      subscriptionPeriod: try #require(SubscriptionPeriod(iso8601: "P3M")), numberOfPeriods: 1)
    #expect(upFront.totalPeriod.description == "3 months")
  }
}
