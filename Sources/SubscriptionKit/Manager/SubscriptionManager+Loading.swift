import Foundation

extension SubscriptionManager {
  /// Fetches the customer's info from the backend now.
  ///
  /// Concurrent calls share one request. When the backend cannot be reached,
  /// the cached info stays and each entitlement stays active until its own
  /// expiration date by the device clock (`CustomerInfo.evaluatedOffline(at:)`).
  /// Background refreshes never set `lastError`.
  public func refreshStatus() async {
    if let running = customerInfoFetch {
      await running.value
      return
    }
    let fetch = Task { await self.fetchCustomerInfo() }
    customerInfoFetch = fetch
    await fetch.value
    if customerInfoFetch == fetch { customerInfoFetch = nil }
  }

  /// Loads offerings and intro eligibility, unless the ones shown are fresh.
  ///
  /// With nothing to show yet, `isLoading` is true meanwhile and a failure sets
  /// `offeringsError` (the paywall's failed state). Stale offerings stay on
  /// screen while they revalidate; if that fails they simply stay.
  public func loadOfferings() async {
    if offerings != nil, isFresh(offeringsSavedAt) { return }
    if let running = offeringsFetch {
      await running.value
      return
    }
    let fetch = Task { await self.fetchOfferings() }
    offeringsFetch = fetch
    await fetch.value
    if offeringsFetch == fetch { offeringsFetch = nil }
  }

  /// Revalidates what is older than the cache's freshness window (5 minutes):
  /// call it when the app returns to the foreground. A no-op while fresh.
  public func refreshIfStale() async {
    guard backend != nil else { return }
    if customerInfo == nil || !isFresh(customerInfoSavedAt) { await refreshStatus() }
    if offerings == nil || !isFresh(offeringsSavedAt) { await loadOfferings() }
  }

  /// Whether the cached customer info is still fresh.
  public var isCustomerInfoFresh: Bool { customerInfo != nil && isFresh(customerInfoSavedAt) }

  /// Whether the cached offerings are still fresh.
  public var areOfferingsFresh: Bool { offerings != nil && isFresh(offeringsSavedAt) }

  func isFresh(_ savedAt: Date?) -> Bool {
    guard let savedAt else { return false }
    return CachedValue(value: (), savedAt: savedAt).isFresh(at: now(), maxAge: cache.maxAge)
  }

  func fetchCustomerInfo() async {
    guard let backend else { return }
    let epoch = customerEpoch
    do {
      let info = try await backend.customerInfo()
      guard epoch == customerEpoch else { return }
      apply(info)
    } catch {
      guard epoch == customerEpoch else { return }
      noteFailure(PurchaseError(error))
      // As RevenueCat does, a failed fetch leaves the data but marks it stale.
      customerInfoSavedAt = nil
      if let info = customerInfo {
        customerInfo = info.evaluatedOffline(at: now())
        updatePremium()
        scheduleExpiryTimer()
      }
    }
  }

  func fetchOfferings() async {
    guard let backend else {
      offeringsError = ErrorInfo(Self.notConfigured)
      return
    }
    let epoch = customerEpoch
    let showsProgress = offerings == nil
    if showsProgress { beginLoading() }
    defer { if showsProgress { endLoading() } }
    do {
      let fetched = try await backend.offerings()
      let withIntro = Set(
        fetched.all.values.flatMap(\.availablePackages).map(\.storeProduct)
          .filter { $0.introductoryDiscount != nil }.map(\.productIdentifier))
      let eligibility =
        withIntro.isEmpty
        ? [:]
        : await backend.checkTrialOrIntroDiscountEligibility(
          productIdentifiers: withIntro.sorted())
      guard epoch == customerEpoch else { return }
      showOfferings(fetched, eligibility: eligibility)
    } catch {
      guard epoch == customerEpoch else { return }
      noteFailure(PurchaseError(error))
      offeringsSavedAt = nil
      if offerings == nil { offeringsError = .offeringsUnavailable }
    }
  }

  func showOfferings(_ fetched: Offerings, eligibility: [String: IntroEligibilityStatus]) {
    let date = now()
    offerings = fetched
    introEligibility = eligibility
    offeringsSavedAt = date
    offeringsError = nil
    isOffline = false
    if let appUserID {
      cache.save(
        CachedOfferings(offerings: fetched, introEligibility: eligibility), for: appUserID,
        at: date)
    }
    // Keep the customer's choice when it is still offered, else the default.
    let selectedID = selectedPackage?.identifier
    selectedPackage =
      fetched.current?.availablePackages.first { $0.identifier == selectedID }
      ?? Self.defaultPackage(in: fetched.current)
  }

  func noteFailure(_ error: PurchaseError) {
    isOffline = error.category == .network
  }
}
