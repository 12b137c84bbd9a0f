import Foundation
import RevenueCat
import RevenueCatSnapshots
import SubscriptionKit

/// Promotional offers, win-back offers and offer codes through the SDK
/// (docs/offers.md). The SDK's offer objects have no public initializer, so
/// each one handed out is kept in an `OfferLookup` and a purchase with an
/// offer buys with the SDK's own object; which SDK discount is ours, and
/// every refusal, is decided in `RevenueCatOffers` (tested on Linux).
extension RevenueCatBackend {
  /// The SDK's signature for one of `product`'s promotional offers
  /// (`promotionalOffer(forProductDiscount:product:)`: RevenueCat's backend
  /// signs with the app's In-App Purchase key).
  ///
  /// - Throws: `PurchaseError`: `.ineligibleError` when the customer never
  ///   subscribed in the product's group (the SDK's answer);
  ///   `.productNotAvailableForPurchaseError` when the App Store lists no
  ///   such product or offer; `.productDiscountMissingIdentifierError` for a
  ///   discount without an offer identifier.
  public func promotionalOffer(
    forProductDiscount discount: SubscriptionKit.StoreProductDiscount,
    product: SubscriptionKit.StoreProduct
  ) async throws -> SubscriptionKit.PromotionalOffer {
    do {
      let rcProduct = try await sdkProduct(product.productIdentifier)
      guard
        let index = RevenueCatOffers.index(
          of: discount, in: rcProduct.discounts.map(RevenueCatCopy.discount))
      else {
        throw RevenueCatOffers.unknownDiscount(
          discount, productIdentifier: product.productIdentifier)
      }
      let rcOffer = try await purchases.promotionalOffer(
        forProductDiscount: rcProduct.discounts[index], product: rcProduct)
      let offer = SubscriptionKit.PromotionalOffer(
        snapshot: RevenueCatCopy.promotionalOffer(rcOffer), product: product)
      promotionalOffers.remember(
        rcOffer, for: OfferKey(offer, productIdentifier: product.productIdentifier))
      return offer
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// Buys `package` with a promotional offer this backend signed for it
  /// (`purchase(package:promotionalOffer:)` with the SDK's own offer).
  ///
  /// - Throws: `PurchaseError` `.invalidPromotionalOfferError` for an offer
  ///   this backend did not sign for the package's product and the current
  ///   customer (ask `promotionalOffer(forProductDiscount:product:)` again).
  public func purchase(
    _ package: SubscriptionKit.Package, promotionalOffer: SubscriptionKit.PromotionalOffer
  ) async throws -> SubscriptionKit.PurchaseResult {
    let productID = package.storeProduct.productIdentifier
    do {
      guard
        let rcOffer = promotionalOffers.object(
          for: OfferKey(promotionalOffer, productIdentifier: productID))
      else {
        throw RevenueCatOffers.unknownPromotionalOffer(
          promotionalOffer, productIdentifier: productID)
      }
      let rcPackage = try await sdkPackage(package)
      return try await completePurchase {
        try await self.purchases.purchase(package: rcPackage, promotionalOffer: rcOffer)
      }
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// The win-back offers the customer may redeem on `product`, in the SDK's
  /// order (`eligibleWinBackOffers(forProduct:)`, StoreKit 2). Empty before
  /// iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2, where StoreKit
  /// has none.
  public func eligibleWinBackOffers(forProduct product: SubscriptionKit.StoreProduct)
    async throws -> [SubscriptionKit.WinBackOffer]
  {
    guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
      return []
    }
    do {
      let rcProduct = try await sdkProduct(product.productIdentifier)
      return try await purchases.eligibleWinBackOffers(forProduct: rcProduct).map { rcOffer in
        let offer = SubscriptionKit.WinBackOffer(
          snapshot: RevenueCatCopy.discount(rcOffer.discount), product: product)
        winBackOffers.remember(
          rcOffer, for: OfferKey(offer, productIdentifier: product.productIdentifier))
        return offer
      }
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// Buys `package` with a win-back offer (`purchase(_:)` with
  /// `PurchaseParams` carrying the SDK's own offer: the one handed out by
  /// `eligibleWinBackOffers(forProduct:)`, else the SDK's eligible offer with
  /// the same identifier, asked now).
  ///
  /// - Throws: `PurchaseError` `.unsupportedError` before iOS 18, macOS 15,
  ///   tvOS 18, watchOS 11 and visionOS 2; `.ineligibleError` when the
  ///   customer is not eligible for the offer.
  public func purchase(
    _ package: SubscriptionKit.Package, winBackOffer: SubscriptionKit.WinBackOffer
  ) async throws -> SubscriptionKit.PurchaseResult {
    guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
      throw RevenueCatOffers.winBackOffersUnavailable
    }
    let productID = package.storeProduct.productIdentifier
    do {
      let rcPackage = try await sdkPackage(package)
      let rcOffer: RevenueCat.WinBackOffer
      if let handedOut = winBackOffers.object(
        for: OfferKey(winBackOffer, productIdentifier: productID))
      {
        rcOffer = handedOut
      } else {
        let eligible = try await purchases.eligibleWinBackOffers(
          forProduct: rcPackage.storeProduct)
        guard
          let index = RevenueCatOffers.index(
            of: winBackOffer.discount, in: eligible.map { RevenueCatCopy.discount($0.discount) })
        else {
          throw RevenueCatOffers.ineligibleWinBackOffer(winBackOffer, productIdentifier: productID)
        }
        rcOffer = eligible[index]
      }
      let params = PurchaseParams.Builder(package: rcPackage).with(winBackOffer: rcOffer).build()
      return try await completePurchase { try await self.purchases.purchase(params) }
    } catch {
      throw RevenueCatCopy.error(error)
    }
  }

  /// Shows StoreKit's offer code redemption sheet (the SDK's
  /// `presentCodeRedemptionSheet()`, iOS and visionOS).
  ///
  /// On a real device the customer types the code in Apple's sheet: StoreKit
  /// cannot pre-fill it, so `code` is not used. The sheet reports nothing
  /// back, so the call returns at once
  /// (`RevenueCatOffers.redemptionSheetShown`: the manager's `.cancelled`,
  /// nothing to show); a redemption the customer completes reaches the
  /// manager through `customerInfoStream`, like a renewal.
  ///
  /// - Throws: `PurchaseError` `.unsupportedError` on macOS, Mac Catalyst,
  ///   tvOS and watchOS, where RevenueCat has no sheet.
  public func redeemOfferCode(_ code: String) async throws -> SubscriptionKit.PurchaseResult {
    #if (os(iOS) && !targetEnvironment(macCatalyst)) || os(visionOS) || SUBKIT_TYPECHECK_IOS
      let purchases = self.purchases
      await MainActor.run { purchases.presentCodeRedemptionSheet() }
      do {
        let info = try await purchases.customerInfo(fetchPolicy: .cachedOrFetched)
        return RevenueCatOffers.redemptionSheetShown(customerInfo: try map(info))
      } catch {
        throw RevenueCatCopy.error(error)
      }
    #else
      throw RevenueCatOffers.offerCodesUnavailable
    #endif
  }

  /// The SDK's product `productIdentifier`, from StoreKit.
  private func sdkProduct(_ productIdentifier: String) async throws -> RevenueCat.StoreProduct {
    let products = await purchases.products([productIdentifier])
    guard let product = products.first(where: { $0.productIdentifier == productIdentifier }) else {
      throw RevenueCatOffers.unknownProduct(productIdentifier)
    }
    return product
  }

  /// Forgets the offers handed out (signed for the customer before a switch).
  func forgetOffers() {
    promotionalOffers.removeAll()
    winBackOffers.removeAll()
  }
}
