import Foundation
import SubscriptionKit

extension StoreProduct {
  /// The SDK's product. The currency is the product's, else its price
  /// locale's, else USD; a type the SDK added later reads as non-consumable.
  package init(snapshot: ProductSnapshot) {
    let locale = snapshot.localeIdentifier.map(Locale.init(identifier:)) ?? .current
    let currency = snapshot.currencyCode ?? locale.currency?.identifier ?? "USD"
    let type: ProductType =
      switch snapshot.productTypeRawValue {
      case 0: .consumable
      case 2: .nonRenewableSubscription
      case 3: .autoRenewableSubscription
      default: .nonConsumable
      }
    self.init(
      productIdentifier: snapshot.productIdentifier, productType: type,
      localizedTitle: snapshot.localizedTitle,
      localizedDescription: snapshot.localizedDescription, price: snapshot.price,
      currencyCode: currency, priceLocale: locale,
      subscriptionPeriod: snapshot.subscriptionPeriod.map(SubscriptionPeriod.init(snapshot:)),
      subscriptionGroupIdentifier: snapshot.subscriptionGroupIdentifier,
      introductoryDiscount: snapshot.introductoryDiscount.map {
        StoreProductDiscount(snapshot: $0, currencyCode: currency, locale: locale)
      },
      discounts: snapshot.discounts.map {
        StoreProductDiscount(snapshot: $0, currencyCode: currency, locale: locale)
      },
      isFamilyShareable: snapshot.isFamilyShareable)
  }
}

extension SubscriptionPeriod {
  /// The SDK's period; a unit the SDK added later reads as months.
  package init(snapshot: PeriodSnapshot) {
    self.init(value: snapshot.value, unit: Unit(rawValue: snapshot.unitRawValue) ?? .month)
  }
}

extension StoreProductDiscount {
  /// The SDK's discount: introductory, promotional or win-back by the SDK's
  /// own type (a type it added later reads as promotional: an offer, never
  /// an intro offer the eligibility rules would apply to).
  package init(snapshot: DiscountSnapshot, currencyCode: String, locale: Locale) {
    self.init(
      offerIdentifier: snapshot.offerIdentifier, price: snapshot.price,
      currencyCode: snapshot.currencyCode ?? currencyCode,
      paymentMode: PaymentMode(rawValue: snapshot.paymentModeRawValue) ?? .payAsYouGo,
      subscriptionPeriod: SubscriptionPeriod(snapshot: snapshot.subscriptionPeriod),
      numberOfPeriods: snapshot.numberOfPeriods,
      type: DiscountType(rawValue: snapshot.typeRawValue) ?? .promotional, priceLocale: locale)
  }
}

extension StoreTransaction {
  /// The SDK's transaction.
  package init(snapshot: TransactionSnapshot) {
    self.init(
      transactionIdentifier: snapshot.transactionIdentifier,
      productIdentifier: snapshot.productIdentifier, purchaseDate: snapshot.purchaseDate,
      quantity: snapshot.quantity)
  }
}

extension IntroEligibilityStatus {
  /// The SDK's status, number for number; an unknown number is `.unknown`.
  package init(snapshotRawValue: Int) {
    self = IntroEligibilityStatus(rawValue: snapshotRawValue) ?? .unknown
  }
}
