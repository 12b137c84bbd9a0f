import Foundation
import SubscriptionKit

extension StoreProduct {
  /// The shape of a fixture product: a billing period, or a one-time purchase.
  public enum FixtureKind: Sendable, Hashable {
    case weekly, monthly, twoMonth, threeMonth, sixMonth, annual, lifetime

    var period: SubscriptionPeriod? {
      switch self {
      case .weekly: SubscriptionPeriod(value: 1, unit: .week)
      case .monthly: SubscriptionPeriod(value: 1, unit: .month)
      case .twoMonth: SubscriptionPeriod(value: 2, unit: .month)
      case .threeMonth: SubscriptionPeriod(value: 3, unit: .month)
      case .sixMonth: SubscriptionPeriod(value: 6, unit: .month)
      case .annual: SubscriptionPeriod(value: 1, unit: .year)
      case .lifetime: nil
      }
    }

    var name: String {
      switch self {
      case .weekly: "weekly"
      case .monthly: "monthly"
      case .twoMonth: "two_month"
      case .threeMonth: "three_month"
      case .sixMonth: "six_month"
      case .annual: "annual"
      case .lifetime: "lifetime"
      }
    }
  }

  /// A product for tests: `com.example.pro.<kind>` in the `pro` subscription
  /// group, priced as given, optionally with a free trial.
  ///
  /// Prices are whatever the test says, so assertions derive from the values
  /// passed in; the simulator and real stores supply their own products.
  ///
  /// ```swift
  /// let monthly = StoreProduct.fixture(.monthly, price: 7.99, freeTrial: .init(value: 7, unit: .day))
  /// let yen = StoreProduct.fixture(.annual, price: 8000, currencyCode: "JPY", locale: "ja_JP")
  /// ```
  public static func fixture(
    _ kind: FixtureKind, price: Decimal, currencyCode: String = "USD", locale: String = "en_US",
    freeTrial: SubscriptionPeriod? = nil, identifier: String? = nil
  ) -> StoreProduct {
    let priceLocale = Locale(identifier: locale)
    return StoreProduct(
      productIdentifier: identifier ?? "com.example.pro.\(kind.name)",
      productType: kind.period == nil ? .nonConsumable : .autoRenewableSubscription,
      localizedTitle: "Pro " + kind.name.replacingOccurrences(of: "_", with: " ").capitalized,
      price: price, currencyCode: currencyCode, priceLocale: priceLocale,
      subscriptionPeriod: kind.period,
      subscriptionGroupIdentifier: kind.period == nil ? nil : "pro",
      introductoryDiscount: freeTrial.map {
        StoreProductDiscount(
          price: 0, currencyCode: currencyCode, paymentMode: .freeTrial, subscriptionPeriod: $0,
          priceLocale: priceLocale)
      })
  }
}
