import Foundation

/// Promotional offers, win-back offers and offer codes, as RevenueCat's SDK
/// names them (docs/offers.md). Each purchase is refused like `purchase(_:)`
/// while another operation runs, and its outcome is the only record of how
/// it went; the store decides eligibility and checks signatures.
extension SubscriptionManager {
  /// A signed promotional offer for the current customer: `discount` is one
  /// of `product.discounts` (RevenueCat's `promotionalOffer(forProductDiscount:product:)`).
  ///
  /// - Throws: `PurchaseError`: `.ineligibleError` when the customer never
  ///   subscribed in the product's group, `.unsupportedError` on a backend
  ///   without offers.
  public func promotionalOffer(
    forProductDiscount discount: StoreProductDiscount, product: StoreProduct
  ) async throws -> PromotionalOffer {
    guard let backend else { throw Self.notConfigured }
    do {
      return try await backend.promotionalOffer(forProductDiscount: discount, product: product)
    } catch {
      throw failure(PurchaseError(error))
    }
  }

  /// Buys `package` with a signed promotional offer. A subscriber to the
  /// package's product gets the offer from the next renewal.
  @discardableResult
  public func purchase(_ package: Package, promotionalOffer: PromotionalOffer) async
    -> PurchaseOutcome
  {
    await purchaseWithOffer(package) { backend in
      try await backend.purchase(package, promotionalOffer: promotionalOffer)
    }
  }

  /// The win-back offers the current customer may redeem on `product`, best
  /// first (RevenueCat's `eligibleWinBackOffers(forProduct:)`); empty when
  /// none is, or the backend has none.
  public func eligibleWinBackOffers(forProduct product: StoreProduct) async throws
    -> [WinBackOffer]
  {
    guard let backend else { throw Self.notConfigured }
    do {
      return try await backend.eligibleWinBackOffers(forProduct: product)
    } catch {
      throw failure(PurchaseError(error))
    }
  }

  /// Buys `package` with a win-back offer from `eligibleWinBackOffers(forProduct:)`.
  @discardableResult
  public func purchase(_ package: Package, winBackOffer: WinBackOffer) async -> PurchaseOutcome {
    await purchaseWithOffer(package) { backend in
      try await backend.purchase(package, winBackOffer: winBackOffer)
    }
  }

  /// Redeems an offer code for the current customer (what StoreKit's
  /// redemption sheet does once the customer types the code).
  @discardableResult
  public func redeemOfferCode(_ code: String) async -> PurchaseOutcome {
    guard operation == nil else { return .alreadyInProgress }
    guard let backend else { return fail(Self.notConfigured) }
    return await running(.redeemingOfferCode) {
      let asked = epoch.token
      do {
        let result = try await backend.redeemOfferCode(code)
        if result.userCancelled { return .cancelled }
        if epoch.isCurrent(asked) { await take(result.customerInfo) }
        return .purchased(result.customerInfo)
      } catch {
        return fail(PurchaseError(error))
      }
    }
  }

  private func purchaseWithOffer(
    _ package: Package,
    _ buy: @Sendable (any PurchasesBackend) async throws -> PurchaseResult
  ) async -> PurchaseOutcome {
    guard operation == nil else { return .alreadyInProgress }
    guard let backend else { return fail(Self.notConfigured) }
    return await running(.purchasing(package)) {
      let asked = epoch.token
      do {
        let result = try await buy(backend)
        if result.userCancelled { return .cancelled }
        if epoch.isCurrent(asked) { await take(result.customerInfo) }
        return .purchased(result.customerInfo)
      } catch {
        return fail(PurchaseError(error))
      }
    }
  }
}
