import Foundation

/// RevenueCat's `StoreProductDiscount`, copied.
package struct DiscountSnapshot: Sendable, Hashable {
  /// `offerIdentifier`.
  package var offerIdentifier: String?
  /// `price`.
  package var price: Decimal
  /// `currencyCode`.
  package var currencyCode: String?
  /// `paymentMode.rawValue` (pay as you go 0, pay up front 1, free trial 2).
  package var paymentModeRawValue: Int
  /// `subscriptionPeriod`.
  package var subscriptionPeriod: PeriodSnapshot
  /// `numberOfPeriods`.
  package var numberOfPeriods: Int
  /// `type.rawValue` (introductory 0, promotional 1, win-back 2).
  package var typeRawValue: Int

  /// Creates a copy.
  package init(
    offerIdentifier: String?, price: Decimal, currencyCode: String?, paymentModeRawValue: Int,
    subscriptionPeriod: PeriodSnapshot, numberOfPeriods: Int, typeRawValue: Int
  ) {
    self.offerIdentifier = offerIdentifier
    self.price = price
    self.currencyCode = currencyCode
    self.paymentModeRawValue = paymentModeRawValue
    self.subscriptionPeriod = subscriptionPeriod
    self.numberOfPeriods = numberOfPeriods
    self.typeRawValue = typeRawValue
  }
}
