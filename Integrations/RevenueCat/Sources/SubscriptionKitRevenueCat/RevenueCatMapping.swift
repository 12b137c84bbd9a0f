import Foundation
import RevenueCat
import SubscriptionKit

/// Plain conversions from the RevenueCat SDK's types to SubscriptionKit's.
///
/// Every name both modules declare (`CustomerInfo`, `Offering`, `Package`,
/// `StoreProduct`, `ErrorCode`, `IntroEligibilityStatus`, …) is written with
/// its module, so nothing here is ambiguous.
///
/// Customer info goes through RevenueCat's own JSON (`rawData`), so it is read
/// by the same decoder as everything else and `isActive` is decided by the one
/// rule in `CustomerInfo.isDateActive` — at the response's request date, as
/// RevenueCat's SDK decides it, never at a clock read here.
enum RevenueCatMapping {
  /// - Throws: `PurchaseError` `.customerInfoError` when RevenueCat's document
  ///   is not one SubscriptionKit can read.
  static func customerInfo(_ info: RevenueCat.CustomerInfo) throws -> SubscriptionKit.CustomerInfo {
    var document = info.rawData
    // The SDK keeps the server time from the response header; the body's may be older.
    let requestDate = info.requestDate
    document["request_date"] = ISO8601DateFormatter().string(from: requestDate)
    let data = try JSONSerialization.data(withJSONObject: document)
    // Decoding judges activity at the document's request date, as the SDK does.
    return try JSONDecoder().decode(SubscriptionKit.CustomerInfo.self, from: data)
  }

  /// RevenueCat's eligibility, number for number (both use RevenueCat's raw values).
  static func eligibility(_ status: RevenueCat.IntroEligibilityStatus)
    -> SubscriptionKit.IntroEligibilityStatus
  {
    switch status {
    case .eligible: .eligible
    case .ineligible: .ineligible
    case .noIntroOfferExists: .noIntroOfferExists
    case .unknown: .unknown
    @unknown default: .unknown
    }
  }

  static func offerings(_ offerings: RevenueCat.Offerings) -> SubscriptionKit.Offerings {
    let all = offerings.all.mapValues { offering in
      SubscriptionKit.Offering(
        identifier: offering.identifier,
        serverDescription: offering.serverDescription,
        metadata: offering.metadata.compactMapValues(jsonValue),
        availablePackages: offering.availablePackages.map { package in
          SubscriptionKit.Package(
            identifier: package.identifier, storeProduct: product(package.storeProduct),
            offeringIdentifier: offering.identifier)
        })
    }
    return SubscriptionKit.Offerings(all: all, currentOfferingID: offerings.current?.identifier)
  }

  static func product(_ product: RevenueCat.StoreProduct) -> SubscriptionKit.StoreProduct {
    let locale = product.priceFormatter?.locale ?? .current
    let currency = product.currencyCode ?? locale.currency?.identifier ?? "USD"
    return SubscriptionKit.StoreProduct(
      productIdentifier: product.productIdentifier,
      productType: productType(product.productType),
      localizedTitle: product.localizedTitle,
      localizedDescription: product.localizedDescription,
      price: product.price,
      currencyCode: currency,
      priceLocale: locale,
      subscriptionPeriod: product.subscriptionPeriod.map(period),
      subscriptionGroupIdentifier: product.subscriptionGroupIdentifier,
      introductoryDiscount: product.introductoryDiscount.map {
        discount($0, currency: currency, locale: locale)
      },
      discounts: product.discounts.map { discount($0, currency: currency, locale: locale) },
      isFamilyShareable: product.isFamilyShareable)
  }

  static func transaction(_ transaction: RevenueCat.StoreTransaction)
    -> SubscriptionKit.StoreTransaction
  {
    SubscriptionKit.StoreTransaction(
      transactionIdentifier: transaction.transactionIdentifier,
      productIdentifier: transaction.productIdentifier,
      purchaseDate: transaction.purchaseDate,
      quantity: transaction.quantity)
  }

  /// RevenueCat's errors carry the same stable numbers as SubscriptionKit's
  /// `ErrorCode`; anything else goes through `PurchaseError`'s own mapping.
  static func error(_ error: any Error) -> PurchaseError {
    if let error = error as? PurchaseError { return error }
    if let code = error as? RevenueCat.ErrorCode {
      return PurchaseError(
        SubscriptionKit.ErrorCode(rawValue: code.rawValue), detail: error.localizedDescription)
    }
    let nsError = error as NSError
    if nsError.domain == RevenueCat.ErrorCode.errorDomain {
      return PurchaseError(
        SubscriptionKit.ErrorCode(rawValue: nsError.code), detail: nsError.localizedDescription)
    }
    return PurchaseError(error)
  }

  private static func productType(_ type: RevenueCat.StoreProduct.ProductType)
    -> SubscriptionKit.StoreProduct.ProductType
  {
    switch type {
    case .consumable: .consumable
    case .nonConsumable: .nonConsumable
    case .nonRenewableSubscription: .nonRenewableSubscription
    case .autoRenewableSubscription: .autoRenewableSubscription
    @unknown default: .nonConsumable
    }
  }

  private static func period(_ period: RevenueCat.SubscriptionPeriod)
    -> SubscriptionKit.SubscriptionPeriod
  {
    let unit: SubscriptionKit.SubscriptionPeriod.Unit =
      switch period.unit {
      case .day: .day
      case .week: .week
      case .month: .month
      case .year: .year
      @unknown default: .month
      }
    return SubscriptionKit.SubscriptionPeriod(value: period.value, unit: unit)
  }

  private static func discount(
    _ discount: RevenueCat.StoreProductDiscount, currency: String, locale: Locale
  ) -> SubscriptionKit.StoreProductDiscount {
    let mode: SubscriptionKit.StoreProductDiscount.PaymentMode =
      switch discount.paymentMode {
      case .freeTrial: .freeTrial
      case .payUpFront: .payUpFront
      case .payAsYouGo: .payAsYouGo
      @unknown default: .payAsYouGo
      }
    return SubscriptionKit.StoreProductDiscount(
      offerIdentifier: discount.offerIdentifier, price: discount.price,
      currencyCode: discount.currencyCode ?? currency, paymentMode: mode,
      subscriptionPeriod: period(discount.subscriptionPeriod),
      numberOfPeriods: discount.numberOfPeriods,
      type: discount.type == .introductory ? .introductory : .promotional, priceLocale: locale)
  }

  /// Offering metadata as RevenueCat decoded it with `JSONSerialization`:
  /// numbers and booleans both arrive as `NSNumber`, told apart by their
  /// Core Foundation type (a plain `as? Bool` would read the number 1 as true).
  private static func jsonValue(_ value: Any) -> SubscriptionKit.JSONValue? {
    switch value {
    case is NSNull: return .null
    case let value as String: return .string(value)
    case let value as NSNumber:
      return CFGetTypeID(value) == CFBooleanGetTypeID()
        ? .bool(value.boolValue) : .number(value.doubleValue)
    case let value as [Any]: return .array(value.compactMap(jsonValue))
    case let value as [String: Any]: return .object(value.compactMapValues(jsonValue))
    default: return nil
    }
  }
}
