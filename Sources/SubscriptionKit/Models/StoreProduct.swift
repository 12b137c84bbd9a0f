import Foundation

/// A product as the store sells it: identifier, localized title, price and,
/// for subscriptions, the billing period and introductory offer.
///
/// Prices always come from here, at run time: SubscriptionKit never holds a
/// literal price. Per-period prices are computed as StoreKit's are (rounded
/// down to cents) so a paywall can say "$4.16/mo" for a $49.99 annual plan.
///
/// ```swift
/// product.localizedPriceString        // "$49.99"
/// product.localizedPricePerMonth      // "$4.16"
/// product.introductoryDiscount?.paymentMode == .freeTrial
/// ```
public struct StoreProduct: Sendable, Hashable, Codable, Identifiable {
  /// The kind of in-app purchase.
  public enum ProductType: String, Sendable, Hashable, Codable, CaseIterable {
    case consumable
    case nonConsumable
    case nonRenewableSubscription
    case autoRenewableSubscription
  }

  /// Whether a product is a subscription.
  public enum ProductCategory: Sendable, Hashable {
    case subscription
    case nonSubscription
  }

  /// The store's identifier for the product (`"pro_monthly"`).
  public let productIdentifier: String
  /// What kind of purchase it is.
  public let productType: ProductType
  /// The product's name in the customer's language.
  public let localizedTitle: String
  /// The product's description in the customer's language.
  public let localizedDescription: String
  /// The price in `currencyCode`.
  public let price: Decimal
  /// The ISO 4217 currency code (`"USD"`).
  public let currencyCode: String
  /// The locale prices are formatted for (the storefront's).
  public let priceLocale: Locale
  /// The billing period; nil for products that are not auto-renewable subscriptions.
  public let subscriptionPeriod: SubscriptionPeriod?
  /// The subscription group, for auto-renewable subscriptions.
  public let subscriptionGroupIdentifier: String?
  /// The introductory offer (free trial or discounted first periods), if any.
  public let introductoryDiscount: StoreProductDiscount?
  /// Promotional offers.
  public let discounts: [StoreProductDiscount]
  /// Whether Family Sharing applies to the product.
  public let isFamilyShareable: Bool

  /// Creates a product. Tests and the store simulator build products with this.
  public init(
    productIdentifier: String,
    productType: ProductType,
    localizedTitle: String,
    localizedDescription: String = "",
    price: Decimal,
    currencyCode: String,
    priceLocale: Locale = Locale(identifier: "en_US"),
    subscriptionPeriod: SubscriptionPeriod? = nil,
    subscriptionGroupIdentifier: String? = nil,
    introductoryDiscount: StoreProductDiscount? = nil,
    discounts: [StoreProductDiscount] = [],
    isFamilyShareable: Bool = false
  ) {
    self.productIdentifier = productIdentifier
    self.productType = productType
    self.localizedTitle = localizedTitle
    self.localizedDescription = localizedDescription
    self.price = price
    self.currencyCode = currencyCode
    self.priceLocale = priceLocale
    self.subscriptionPeriod = productType == .autoRenewableSubscription ? subscriptionPeriod : nil
    self.subscriptionGroupIdentifier = subscriptionGroupIdentifier
    self.introductoryDiscount = introductoryDiscount
    self.discounts = discounts
    self.isFamilyShareable = isFamilyShareable
  }

  /// The product identifier.
  public var id: String { productIdentifier }

  /// Subscription or not.
  public var productCategory: ProductCategory {
    switch productType {
    case .autoRenewableSubscription, .nonRenewableSubscription: .subscription
    case .consumable, .nonConsumable: .nonSubscription
    }
  }

  /// The price formatted for the storefront's locale ("$7.99", "7,99 €").
  public var localizedPriceString: String { format(price) }

  /// The introductory offer's price, formatted; nil without an offer.
  public var localizedIntroductoryPriceString: String? {
    introductoryDiscount.map { format($0.price) }
  }

  /// The price of one day of the subscription, rounded down to cents.
  public var pricePerDay: Decimal? { price(per: .day) }
  /// The price of one week of the subscription, rounded down to cents.
  public var pricePerWeek: Decimal? { price(per: .week) }
  /// The price of one month of the subscription, rounded down to cents.
  public var pricePerMonth: Decimal? { price(per: .month) }
  /// The price of one year of the subscription, rounded down to cents.
  public var pricePerYear: Decimal? { price(per: .year) }

  /// `pricePerDay`, formatted.
  public var localizedPricePerDay: String? { pricePerDay.map(format) }
  /// `pricePerWeek`, formatted.
  public var localizedPricePerWeek: String? { pricePerWeek.map(format) }
  /// `pricePerMonth`, formatted.
  public var localizedPricePerMonth: String? { pricePerMonth.map(format) }
  /// `pricePerYear`, formatted.
  public var localizedPricePerYear: String? { pricePerYear.map(format) }

  /// The price of one `unit` of the subscription period, rounded down to cents;
  /// nil for products without a period.
  public func price(per unit: SubscriptionPeriod.Unit) -> Decimal? {
    guard let subscriptionPeriod else { return nil }
    let units = subscriptionPeriod.numberOfUnits(as: unit)
    guard units > 0 else { return nil }
    return PriceFormatter.roundedDown(price / units)
  }

  /// Any amount in this product's currency and locale.
  public func format(_ amount: Decimal) -> String {
    PriceFormatter.string(for: amount, currencyCode: currencyCode, locale: priceLocale)
  }
}
