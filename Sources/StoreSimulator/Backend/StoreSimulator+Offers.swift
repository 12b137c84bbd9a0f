import AppleJWS
import Foundation
import SubscriptionKit
import SubscriptionWire

/// Buying with promotional offers, offer codes and win-back offers
/// (docs/offers.md): the store's controls and the `PurchasesBackend` calls
/// `SubscriptionManager` makes, as RevenueCat's SDK offers them.
extension StoreSimulator {
  /// Sets the In-App Purchase key promotional-offer signatures are checked
  /// with (a store folder's `in-app-purchase-key.json`); nil: none, and every
  /// promotional offer is refused.
  public func usePromotionalOfferKey(_ key: InAppPurchaseKey?) {
    promotionalOfferKey.withLock { $0 = key }
  }

  /// Buys `productID` with an offer for `appUserID` (nil: the current customer).
  ///
  /// A customer without access in the group starts (or resubscribes) with
  /// the offer now; a subscriber to `productID` gets it from the next renewal.
  ///
  /// - Throws: `PurchaseError` (`.invalidPromotionalOfferError` for an
  ///   unknown offer or a refused signature, `.ineligibleError` for a customer
  ///   the offer is not for, `.productNotAvailableForPurchaseError` for an
  ///   unknown product); nothing is stored.
  public func purchase(
    productID: String, offer: SubscriptionOfferRequest, for appUserID: String? = nil,
    storeAccount: String? = nil, offeringID: String? = nil
  ) throws -> StoreTransaction {
    let key = promotionalOfferKey.withLock { $0 }
    return try control { core in
      let user = appUserID ?? core.currentAppUserID
      let date = try core.catchUp()
      let redemption = try core.engine.checkOffer(
        offer, productID: productID, for: user, storeAccount: storeAccount, key: key, at: date,
        state: core.state)
      return try core.perform { date, state, step in
        try core.engine.purchase(
          productID, offeringID: offeringID, for: user, at: date, storeAccount: storeAccount,
          redeeming: redemption, state: &state, step: &step
        ).storeTransaction
      }
    }
  }

  /// Redeems an offer code: the product whose `codeOffers` have it (or
  /// `productID`, when several do).
  ///
  /// - Throws: `PurchaseError` as `purchase(productID:offer:…)`, and
  ///   `.invalidPromotionalOfferError` when no product, or more than one
  ///   without `productID`, has the code.
  public func redeem(
    offerCode code: String, productID: String? = nil, for appUserID: String? = nil,
    storeAccount: String? = nil
  ) throws -> StoreTransaction {
    try purchase(
      productID: try product(redeeming: code, productID: productID), offer: .offerCode(code),
      for: appUserID, storeAccount: storeAccount)
  }

  /// The product an offer code is for.
  func product(redeeming code: String, productID: String?) throws -> String {
    if let productID { return productID }
    let matches = configuration.products.filter {
      $0.subscription?.codeOffers.contains { $0.isRedeemed(by: code) } ?? false
    }
    guard let only = matches.first, matches.count == 1 else {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail: matches.isEmpty
          ? "No product in the .storekit file has offer code \"\(code)\"."
          : "Offer code \"\(code)\" is on "
            + LifecycleEngine.list(matches.map(\.productID))
            + ": name the product.")
    }
    return only.productID
  }

  /// The win-back offers of `productID` that `appUserID` (nil: the current
  /// customer) may redeem now, best first (the `.storekit` file's order).
  public func eligibleWinBackOffers(
    forProduct productID: String, for appUserID: String? = nil
  ) throws -> [StoreProductDiscount] {
    try core.withLock { core in
      let user = appUserID ?? core.currentAppUserID
      let date = try core.catchUp()
      return try core.engine.eligibleWinBackOffers(
        for: productID, appUserID: user, at: date, state: core.state
      ).map { discount(for: $0.terms, type: .winBack) }
    }
  }

  /// A StoreKit 2 promotional-offer signature for `productID`'s offer
  /// `offerID`, made with the store's In-App Purchase key at store time: what
  /// a team's server would sign (for tests and `subkit store sign-offer`).
  ///
  /// - Throws: `PurchaseError` for an unknown product or offer, or no key.
  public func signPromotionalOffer(
    productID: String, offerID: String, transactionID: String? = nil
  ) throws -> String {
    guard let key = promotionalOfferKey.withLock({ $0 }) else {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail: "The store has no In-App Purchase key to sign promotional offers with.")
    }
    guard let terms = configuration.products.first(where: { $0.productID == productID }) else {
      throw PurchaseError(
        .productNotAvailableForPurchaseError,
        detail: "No product \"\(productID)\" in the .storekit file.")
    }
    let offers = terms.subscription?.promotionalOffers ?? []
    guard offers.contains(where: { $0.offerID == offerID }) else {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail:
          "No promotional offer \"\(offerID)\" on \(productID); its promotional offers: "
          + LifecycleEngine.list(offers.compactMap(\.offerID)) + ".")
    }
    do {
      return try key.promotionalOfferSignature(
        productId: productID, offerIdentifier: offerID, transactionId: transactionID,
        bundleId: project.appStoreApp.bundleId, issuedAt: now)
    } catch {
      throw PurchaseError(.unknownError, detail: "Could not sign the offer: \(error)")
    }
  }

  private func discount(for offer: StoreKitOffer, type: StoreProductDiscount.DiscountType)
    -> StoreProductDiscount
  {
    offer.discount(
      type: type, currency: configuration.storefront.currencyCode,
      locale: Locale(identifier: configuration.settings.locale))
  }

  // MARK: PurchasesBackend

  /// The faults every purchase meets, `purchase(_:)` and offer purchases
  /// alike: the next purchase's injected failure, thrown, or a cancellation,
  /// returned; and `_failTransactionsEnabled`. (Ask to Buy, which only
  /// `purchase(_:)` meets, does not hold offer purchases.)
  func injectedPurchaseFailure() throws -> PurchaseResult? {
    if let failure = faults.withLock({ plan in
      defer { plan.nextPurchaseFailure = nil }
      return plan.nextPurchaseFailure
    }) {
      guard failure.isCancellation else { throw failure }
      let info = try backendCall { try $0.customerInfo(for: $0.currentAppUserID) }
      return PurchaseResult(transaction: nil, customerInfo: info, userCancelled: true)
    }
    if failsEveryPurchase {
      throw PurchaseError(
        .storeProblemError, detail: "The .storekit file has _failTransactionsEnabled on.")
    }
    return nil
  }

  /// Signs `discount` (one of `product`'s promotional offers) for the current
  /// customer, as RevenueCat's backend does: refused with `.ineligibleError`
  /// when the customer never subscribed in the group.
  public func promotionalOffer(
    forProductDiscount discount: StoreProductDiscount, product: StoreProduct
  ) async throws -> PromotionalOffer {
    try await reachBackend()
    guard let offerID = discount.offerIdentifier else {
      throw PurchaseError(
        .invalidPromotionalOfferError, detail: "An introductory offer needs no signature.")
    }
    let productID = product.productIdentifier
    let signature = try signPromotionalOffer(productID: productID, offerID: offerID)
    try backendCall { core in
      let date = try core.catchUp()
      _ = try core.engine.checkOffer(
        .promotional(offerID: offerID, signature: .jws(signature)), productID: productID,
        for: core.currentAppUserID, key: promotionalOfferKey.withLock { $0 }, at: date,
        state: core.state)
    }
    return PromotionalOffer(discount: discount, signedData: .jws(signature))
  }

  /// Buys `package` with a signed promotional offer for the current customer.
  public func purchase(_ package: Package, promotionalOffer: PromotionalOffer) async throws
    -> PurchaseResult
  {
    guard let offerID = promotionalOffer.discount.offerIdentifier else {
      throw PurchaseError(
        .invalidPromotionalOfferError, detail: "The offer has no identifier.")
    }
    return try await purchase(
      package,
      offer: .promotional(offerID: offerID, signature: promotionalOffer.signedData))
  }

  /// The win-back offers the current customer may redeem on `product`.
  public func eligibleWinBackOffers(forProduct product: StoreProduct) async throws
    -> [WinBackOffer]
  {
    try await reachBackend()
    do {
      return try eligibleWinBackOffers(forProduct: product.productIdentifier)
        .map(WinBackOffer.init)
    } catch let error as PurchaseError {
      throw error
    } catch {
      throw PurchaseError(.unknownBackendError, detail: "\(error)")
    }
  }

  /// Buys `package` with a win-back offer for the current customer.
  public func purchase(_ package: Package, winBackOffer: WinBackOffer) async throws
    -> PurchaseResult
  {
    guard let offerID = winBackOffer.discount.offerIdentifier else {
      throw PurchaseError(.invalidPromotionalOfferError, detail: "The offer has no identifier.")
    }
    return try await purchase(package, offer: .winBack(offerID: offerID))
  }

  /// Redeems an offer code for the current customer (StoreKit's redemption
  /// sheet, with the code typed in).
  public func redeemOfferCode(_ code: String) async throws -> PurchaseResult {
    try await reachBackend()
    if let cancelled = try injectedPurchaseFailure() { return cancelled }
    let productID = try product(redeeming: code, productID: nil)
    let transaction = try purchase(productID: productID, offer: .offerCode(code))
    let info = try backendCall { try $0.customerInfo(for: $0.currentAppUserID) }
    return PurchaseResult(transaction: transaction, customerInfo: info, userCancelled: false)
  }

  private func purchase(_ package: Package, offer: SubscriptionOfferRequest) async throws
    -> PurchaseResult
  {
    try await reachBackend()
    if let cancelled = try injectedPurchaseFailure() { return cancelled }
    let transaction = try purchase(
      productID: package.storeProduct.productIdentifier, offer: offer,
      offeringID: package.offeringIdentifier)
    let info = try backendCall { try $0.customerInfo(for: $0.currentAppUserID) }
    return PurchaseResult(transaction: transaction, customerInfo: info, userCancelled: false)
  }
}
