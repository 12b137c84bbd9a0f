import Foundation

/// RevenueCat's `StoreProduct`, copied; enums as the SDK's raw values, read
/// by `StoreProduct(snapshot:)`.
package struct ProductSnapshot: Sendable, Hashable {
  /// `productIdentifier`.
  package var productIdentifier: String
  /// `productType.rawValue` (consumable 0, non-consumable 1, non-renewable 2,
  /// auto-renewable 3).
  package var productTypeRawValue: Int
  /// `localizedTitle`.
  package var localizedTitle: String
  /// `localizedDescription`.
  package var localizedDescription: String
  /// `price`.
  package var price: Decimal
  /// `currencyCode`.
  package var currencyCode: String?
  /// `priceFormatter?.locale.identifier`.
  package var localeIdentifier: String?
  /// `subscriptionPeriod`.
  package var subscriptionPeriod: PeriodSnapshot?
  /// `subscriptionGroupIdentifier`.
  package var subscriptionGroupIdentifier: String?
  /// `introductoryDiscount`.
  package var introductoryDiscount: DiscountSnapshot?
  /// `discounts` (promotional and, where the SDK lists them, win-back offers).
  package var discounts: [DiscountSnapshot]
  /// `isFamilyShareable`.
  package var isFamilyShareable: Bool

  /// Creates a copy.
  package init(
    productIdentifier: String, productTypeRawValue: Int, localizedTitle: String,
    localizedDescription: String, price: Decimal, currencyCode: String?,
    localeIdentifier: String?, subscriptionPeriod: PeriodSnapshot?,
    subscriptionGroupIdentifier: String?, introductoryDiscount: DiscountSnapshot?,
    discounts: [DiscountSnapshot], isFamilyShareable: Bool
  ) {
    self.productIdentifier = productIdentifier
    self.productTypeRawValue = productTypeRawValue
    self.localizedTitle = localizedTitle
    self.localizedDescription = localizedDescription
    self.price = price
    self.currencyCode = currencyCode
    self.localeIdentifier = localeIdentifier
    self.subscriptionPeriod = subscriptionPeriod
    self.subscriptionGroupIdentifier = subscriptionGroupIdentifier
    self.introductoryDiscount = introductoryDiscount
    self.discounts = discounts
    self.isFamilyShareable = isFamilyShareable
  }
}
