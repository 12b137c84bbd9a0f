extension SubscriptionManager {
  /// Buys `package`.
  ///
  /// While a purchase or restore is in flight, another is refused at once with
  /// `.alreadyInProgress` and no backend call, however many times a button is
  /// tapped. On success `customerInfo` and `isPremium` update — every
  /// observer sees it without a refresh. The outcome is the only record of
  /// how it went: the caller that asked decides what to show (nothing for a
  /// cancellation, `outcome.errorInfo` for a failure).
  ///
  /// The store decides at the moment of purchase whether the intro offer
  /// applies (Apple's rule; its payment sheet shows the terms the customer
  /// confirms). When the paywall shows a trial for the product, its
  /// eligibility is asked again just before the request and
  /// `introEligibility` updated, so the paywall shows the terms the store
  /// will charge, never a trial it no longer gives.
  @discardableResult
  public func purchase(_ package: Package) async -> PurchaseOutcome {
    guard operation == nil else { return .alreadyInProgress }
    guard let backend else { return fail(Self.notConfigured) }
    return await running(.purchasing(package)) {
      let asked = epoch.token
      let productID = package.storeProduct.productIdentifier
      if introEligibility[productID] == .eligible {
        // A promised trial may have gone since the paywall was loaded.
        await refreshIntroEligibility(productIdentifiers: [productID])
      }
      do {
        let result = try await backend.purchase(package)
        if result.userCancelled { return .cancelled }
        if epoch.isCurrent(asked) { await take(result.customerInfo) }
        if epoch.isCurrent(asked) { markIntroOfferUsed(by: package.storeProduct) }
        return .purchased(result.customerInfo)
      } catch {
        return fail(PurchaseError(error))
      }
    }
  }

  /// Buys the current offering's package selling `productIdentifier`, loading
  /// offerings first if needed; fails with "product not found"
  /// (`ErrorInfo.productNotFound`) when the offering has no such product.
  @discardableResult
  public func purchase(productIdentifier: String) async -> PurchaseOutcome {
    guard operation == nil else { return .alreadyInProgress }
    if offerings == nil { await loadOfferings() }
    guard
      let package = packages.first(where: {
        $0.storeProduct.productIdentifier == productIdentifier
      })
    else {
      return fail(
        PurchaseError(
          .productNotAvailableForPurchaseError,
          detail: "The current offering has no package selling \(productIdentifier)."))
    }
    return await purchase(package)
  }

  /// Buys `selectedPackage`; "product not found" when nothing is selected.
  @discardableResult
  public func purchaseSelectedPackage() async -> PurchaseOutcome {
    guard let selectedPackage else {
      return fail(
        PurchaseError(.productNotAvailableForPurchaseError, detail: "No package selected."))
    }
    return await purchase(selectedPackage)
  }

  /// Restores the store account's purchases to the current customer.
  ///
  /// Refused like `purchase(_:)` while another operation runs. When nothing
  /// active comes back the outcome is `.nothingToRestore`, whose `errorInfo`
  /// is `ErrorInfo.nothingToRestore` ("No active subscriptions found.").
  @discardableResult
  public func restore() async -> RestoreOutcome {
    guard operation == nil else { return .alreadyInProgress }
    guard let backend, let configuration else { return .failed(failure(Self.notConfigured)) }
    return await running(.restoring) {
      let asked = epoch.token
      do {
        let info = try await backend.restorePurchases()
        if epoch.isCurrent(asked) { await take(info) }
        guard hasEntitlement(info, configuration) else { return .nothingToRestore(info) }
        return .restored(info)
      } catch {
        return .failed(failure(PurchaseError(error)))
      }
    }
  }

  /// Runs `body` as the one purchase or restore in flight: the customer sees
  /// loading, and any other attempt meanwhile is refused until it ends.
  func running<Outcome>(
    _ operation: Operation, _ body: () async -> Outcome
  ) async -> Outcome {
    self.operation = operation
    beginLoading()
    defer {
      self.operation = nil
      endLoading()
    }
    return await body()
  }

  /// After a purchase the customer subscribes in the product's group, so by
  /// ``IntroOfferRule`` every product of that group loses its trial badge at
  /// once, without asking the backend again.
  func markIntroOfferUsed(by product: StoreProduct) {
    guard product.productType == .autoRenewableSubscription else { return }
    markIntroOffersUsed(
      IntroOfferHistory(subscribedGroups: [IntroOfferRule.groupKey(of: product)]))
  }

  /// Customer info that arrives by any path (a renewal, a parent's approval, a
  /// restore) tells where the customer subscribes now and where they had a
  /// trial or intro price: by ``IntroOfferRule`` those groups lose the badge.
  func markIntroOffersUsed(from info: CustomerInfo) {
    let products = offerings?.all.values.flatMap(\.availablePackages).map(\.storeProduct) ?? []
    var groups: [String: String] = [:]
    for product in products {
      groups[product.productIdentifier] = IntroOfferRule.groupKey(of: product)
    }
    var history = IntroOfferHistory()
    for (productID, subscription) in info.subscriptionsByProductIdentifier {
      guard let group = groups[productID] else { continue }
      if subscription.isActive { history.subscribedGroups.insert(group) }
      if subscription.periodType == .trial || subscription.periodType == .intro {
        history.groupsWithIntroOffer.insert(group)
      }
    }
    guard history != IntroOfferHistory() else { return }
    markIntroOffersUsed(history)
  }

  private func markIntroOffersUsed(_ history: IntroOfferHistory) {
    let products = offerings?.all.values.flatMap(\.availablePackages).map(\.storeProduct) ?? []
    var updated = introEligibility
    for other in products where IntroOfferRule.status(of: other, history: history) == .ineligible {
      updated[other.productIdentifier] = .ineligible
      session.introOffersUsed.insert(other.productIdentifier)
    }
    guard updated != introEligibility else { return }
    introEligibility = updated
    if let offerings, let appUserID, let savedAt = session.offeringsSavedAt {
      dependencies.cache.save(
        CachedOfferings(offerings: offerings, introEligibility: updated), for: appUserID,
        at: savedAt)
    }
  }

  func fail(_ error: PurchaseError) -> PurchaseOutcome {
    let error = failure(error)
    return error.isCancellation ? .cancelled : .failed(error)
  }

  /// Notes `error` (an unreachable backend marks the manager offline) and
  /// hands it back for the outcome.
  func failure(_ error: PurchaseError) -> PurchaseError {
    noteFailure(error)
    return error
  }
}
