import Foundation

/// Backends without subscription offers (docs/offers.md): each call throws
/// `unsupportedError`, and no offer is eligible.
extension PurchasesBackend {
  /// Unsupported: throws `unsupportedError`.
  public func promotionalOffer(
    forProductDiscount discount: StoreProductDiscount, product: StoreProduct
  ) async throws -> PromotionalOffer {
    throw Self.offersUnsupported
  }

  /// Unsupported: throws `unsupportedError`.
  public func purchase(_ package: Package, promotionalOffer: PromotionalOffer) async throws
    -> PurchaseResult
  {
    throw Self.offersUnsupported
  }

  /// No win-back offers.
  public func eligibleWinBackOffers(forProduct product: StoreProduct) async throws
    -> [WinBackOffer]
  {
    []
  }

  /// Unsupported: throws `unsupportedError`.
  public func purchase(_ package: Package, winBackOffer: WinBackOffer) async throws
    -> PurchaseResult
  {
    throw Self.offersUnsupported
  }

  /// Unsupported: throws `unsupportedError`.
  public func redeemOfferCode(_ code: String) async throws -> PurchaseResult {
    throw Self.offersUnsupported
  }

  private static var offersUnsupported: PurchaseError {
    PurchaseError(
      .unsupportedError, detail: "\(Self.self) does not sell subscription offers.")
  }
}
