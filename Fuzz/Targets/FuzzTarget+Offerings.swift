import Foundation
import SubscriptionKit
import SubscriptionWire

extension FuzzTarget {
  /// RevenueCat's offerings document → `OfferingsResponse` → `Offerings`
  /// joined to a product for every identifier it names.
  static let offerings = FuzzTarget(
    name: "offerings", summary: "offerings JSON → Offerings (decode, join to products)"
  ) { bytes in
    guard let response = try? JSONDecoder().decode(OfferingsResponse.self, from: Data(bytes))
    else { return false }
    var products: [String: StoreProduct] = [:]
    for (index, identifier) in response.productIdentifiers.enumerated() where index % 3 != 2 {
      products[identifier] = StoreProduct(
        productIdentifier: identifier, productType: .autoRenewableSubscription,
        localizedTitle: identifier, price: Decimal(index * 100 + 99) / 100,
        currencyCode: "USD", subscriptionPeriod: SubscriptionPeriod(value: 1, unit: .month))
    }
    guard let offerings = try? Offerings(response: response, products: products) else {
      return false
    }
    for offering in offerings.all.values {
      for package in offering.availablePackages {
        _ = (package.identifier, package.packageType, package.localizedPriceString)
        _ = package.localizedIntroductoryPriceString
      }
    }
    _ = offerings.current
    if let encoded = try? JSONEncoder().encode(response) {
      _ = try? JSONDecoder().decode(OfferingsResponse.self, from: encoded)
    }
    return true
  }
}
