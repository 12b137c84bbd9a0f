import Foundation

/// An introductory or promotional offer on a subscription product.
///
/// Mirrors RevenueCat's `StoreProductDiscount`: a free trial
/// (`paymentMode == .freeTrial`, price 0), a discounted price paid each period
/// (`.payAsYouGo`), or one discounted payment up front (`.payUpFront`).
public struct StoreProductDiscount: Sendable, Hashable, Codable {
  /// How the customer pays during the offer.
  public enum PaymentMode: Int, Sendable, Hashable, Codable {
    case payAsYouGo = 0
    case payUpFront = 1
    case freeTrial = 2
  }

  /// Which kind of offer this is.
  public enum DiscountType: Int, Sendable, Hashable, Codable {
    case introductory = 0
    case promotional = 1
    case winBack = 2
  }

  /// The offer's identifier (promotional offers); nil for an introductory offer.
  public let offerIdentifier: String?
  /// The price of one offer period (pay as you go), of the whole offer (pay up front), or 0.
  public let price: Decimal
  /// The ISO 4217 code of `price`.
  public let currencyCode: String
  /// How the customer pays.
  public let paymentMode: PaymentMode
  /// The length of one offer period.
  public let subscriptionPeriod: SubscriptionPeriod
  /// How many offer periods there are.
  public let numberOfPeriods: Int
  /// Introductory, promotional or win-back.
  public let type: DiscountType
  /// The locale prices are formatted for.
  public let priceLocale: Locale

  /// Creates a discount; `numberOfPeriods` is at least 1.
  public init(
    offerIdentifier: String? = nil,
    price: Decimal,
    currencyCode: String,
    paymentMode: PaymentMode,
    subscriptionPeriod: SubscriptionPeriod,
    numberOfPeriods: Int = 1,
    type: DiscountType = .introductory,
    priceLocale: Locale = Locale(identifier: "en_US")
  ) {
    self.offerIdentifier = offerIdentifier
    self.price = paymentMode == .freeTrial ? 0 : price
    self.currencyCode = currencyCode
    self.paymentMode = paymentMode
    self.subscriptionPeriod = subscriptionPeriod
    self.numberOfPeriods = max(1, numberOfPeriods)
    self.type = type
    self.priceLocale = priceLocale
  }

  /// `price` formatted for `priceLocale` ("$0.00" for a free trial).
  public var localizedPriceString: String {
    PriceFormatter.string(for: price, currencyCode: currencyCode, locale: priceLocale)
  }

  /// The total length of the offer: one period for pay-up-front, else
  /// `numberOfPeriods` periods (a 1-week free trial, 3 months at $2.49).
  public var totalPeriod: SubscriptionPeriod {
    paymentMode == .payUpFront
      ? subscriptionPeriod
      : SubscriptionPeriod(
        value: subscriptionPeriod.value * numberOfPeriods, unit: subscriptionPeriod.unit)
  }
}
