import Foundation
import SubscriptionKit

extension StoreKitConfiguration {
  /// The storefront the settings name.
  public var storefront: Storefront { Storefront(code: settings.storefront) }

  /// Every product as SubscriptionKit's `StoreProduct`, by identifier: names
  /// in the settings' locale, prices in the storefront's currency.
  public func storeProducts() -> [String: StoreProduct] {
    let currency = storefront.currencyCode
    let localeID = settings.locale
    let locale = Locale(identifier: localeID)
    var result: [String: StoreProduct] = [:]
    for product in products {
      let localization = product.localization(for: localeID)
      let terms = product.subscription
      result[product.productID] = StoreProduct(
        productIdentifier: product.productID, productType: product.kind.storeProductType,
        localizedTitle: localization?.displayName.nonEmpty ?? product.referenceName,
        localizedDescription: localization?.description ?? "", price: product.price,
        currencyCode: currency, priceLocale: locale, subscriptionPeriod: terms?.period,
        subscriptionGroupIdentifier: terms?.groupID,
        introductoryDiscount: terms?.introductoryOffer.map {
          $0.discount(type: .introductory, currency: currency, locale: locale)
        },
        discounts: terms?.promotionalOffers.map {
          $0.discount(type: .promotional, currency: currency, locale: locale)
        } ?? [],
        isFamilyShareable: product.isFamilyShareable)
    }
    return result
  }
}

extension StoreKitProduct.Kind {
  /// The matching `StoreProduct.ProductType`.
  public var storeProductType: StoreProduct.ProductType {
    switch self {
    case .consumable: .consumable
    case .nonConsumable: .nonConsumable
    case .nonRenewingSubscription: .nonRenewableSubscription
    case .autoRenewableSubscription: .autoRenewableSubscription
    }
  }
}

extension StoreKitOffer {
  func discount(
    type: StoreProductDiscount.DiscountType, currency: String, locale: Locale
  ) -> StoreProductDiscount {
    StoreProductDiscount(
      offerIdentifier: offerID, price: price, currencyCode: currency, paymentMode: paymentMode,
      subscriptionPeriod: period, numberOfPeriods: numberOfPeriods, type: type,
      priceLocale: locale)
  }
}

extension String {
  var nonEmpty: String? { isEmpty ? nil : self }
}
