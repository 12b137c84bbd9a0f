import Foundation
import RevenueCat
import RevenueCatSnapshots
import SubscriptionKit

/// Field-by-field copies of the SDK's values into `RevenueCatSnapshots`;
/// every decision about them is made there, on Linux, under test.
///
/// Names both modules declare (`CustomerInfo`, `Offering`, `Package`, …) are
/// written with their module.
enum RevenueCatCopy {
  /// The SDK's offerings, with its answer for each placement in `placements`
  /// and for the fallback probe.
  static func offerings(_ offerings: RevenueCat.Offerings, placements: Set<String>)
    throws -> OfferingsSnapshot
  {
    var answers: [String: PlacementSnapshot] = [:]
    for placement in placements {
      answers[placement] = answer(offerings.currentOffering(forPlacement: placement))
    }
    return OfferingsSnapshot(
      all: try offerings.all.values.map(offering),
      currentOfferingID: offerings.current?.identifier,
      currentTargeting: targeting(of: offerings.current),
      placements: answers,
      fallback: answer(offerings.currentOffering(forPlacement: OfferingsSnapshot.fallbackProbe)))
  }

  static func answer(_ offering: RevenueCat.Offering?) -> PlacementSnapshot {
    PlacementSnapshot(offeringID: offering?.identifier, targeting: targeting(of: offering))
  }

  static func targeting(of offering: RevenueCat.Offering?) -> TargetingSnapshot? {
    offering?.availablePackages.first?.presentedOfferingContext.targetingContext.map {
      TargetingSnapshot(revision: $0.revision, ruleID: $0.ruleId)
    }
  }

  static func offering(_ offering: RevenueCat.Offering) throws -> OfferingSnapshot {
    OfferingSnapshot(
      identifier: offering.identifier, serverDescription: offering.serverDescription,
      metadataJSON: offering.metadata.isEmpty
        ? nil : try JSONSerialization.data(withJSONObject: offering.metadata),
      packages: offering.availablePackages.map {
        PackageSnapshot(identifier: $0.identifier, product: product($0.storeProduct))
      })
  }

  static func product(_ product: RevenueCat.StoreProduct) -> ProductSnapshot {
    ProductSnapshot(
      productIdentifier: product.productIdentifier,
      productTypeRawValue: product.productType.rawValue,
      localizedTitle: product.localizedTitle,
      localizedDescription: product.localizedDescription, price: product.price,
      currencyCode: product.currencyCode,
      localeIdentifier: product.priceFormatter?.locale.identifier,
      subscriptionPeriod: product.subscriptionPeriod.map(period),
      subscriptionGroupIdentifier: product.subscriptionGroupIdentifier,
      introductoryDiscount: product.introductoryDiscount.map(discount),
      discounts: product.discounts.map(discount), isFamilyShareable: product.isFamilyShareable)
  }

  static func period(_ period: RevenueCat.SubscriptionPeriod) -> PeriodSnapshot {
    PeriodSnapshot(value: period.value, unitRawValue: period.unit.rawValue)
  }

  static func discount(_ discount: RevenueCat.StoreProductDiscount) -> DiscountSnapshot {
    DiscountSnapshot(
      offerIdentifier: discount.offerIdentifier, price: discount.price,
      currencyCode: discount.currencyCode, paymentModeRawValue: discount.paymentMode.rawValue,
      subscriptionPeriod: period(discount.subscriptionPeriod),
      numberOfPeriods: discount.numberOfPeriods, typeRawValue: discount.type.rawValue)
  }

  static func promotionalOffer(_ offer: RevenueCat.PromotionalOffer) -> PromotionalOfferSnapshot {
    PromotionalOfferSnapshot(
      discount: discount(offer.discount), identifier: offer.signedData.identifier,
      keyIdentifier: offer.signedData.keyIdentifier, nonce: offer.signedData.nonce,
      signature: offer.signedData.signature, timestamp: offer.signedData.timestamp)
  }

  static func customerInfo(_ info: RevenueCat.CustomerInfo) throws -> CustomerInfoSnapshot {
    CustomerInfoSnapshot(
      rawJSON: try JSONSerialization.data(withJSONObject: info.rawData),
      requestDate: info.requestDate,
      verificationRawValue: info.entitlements.verification.rawValue)
  }

  static func transaction(_ transaction: RevenueCat.StoreTransaction) -> TransactionSnapshot {
    TransactionSnapshot(
      transactionIdentifier: transaction.transactionIdentifier,
      productIdentifier: transaction.productIdentifier, purchaseDate: transaction.purchaseDate,
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
}
