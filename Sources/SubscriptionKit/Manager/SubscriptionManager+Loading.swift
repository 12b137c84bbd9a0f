import Foundation

extension SubscriptionManager {
  /// Fetches the customer's info from the backend now.
  ///
  /// Concurrent calls share one request. When the backend cannot be reached,
  /// the cached info stays and is judged as `configuration.offlineAccess` says:
  /// by default RevenueCat's request-date grace, so a paying customer offline
  /// at renewal keeps access (`OfflineAccessPolicy`).
  /// A background refresh has no outcome to show: it only ever updates state.
  public func refreshStatus() async {
    await finishLaunch()
    await startCustomerInfoFetch().value
  }

  /// Loads offerings and intro eligibility, unless the ones shown are fresh.
  ///
  /// With nothing to show yet, `isLoading` is true meanwhile and a failure sets
  /// `offeringsError` (the paywall's failed state). Stale offerings stay on
  /// screen while they revalidate; if that fails they simply stay.
  public func loadOfferings() async {
    await finishLaunch()
    if areOfferingsFresh { return }
    await startOfferingsFetch().value
  }

  /// Revalidates what is older than the cache's freshness window (5 minutes),
  /// both at once: call it when the app returns to the foreground. A no-op
  /// while everything is fresh.
  public func refreshIfStale() async {
    await finishLaunch()
    await revalidate()
  }

  /// Waits for launch to learn who the customer is, so an answer fetched for
  /// the previous launch's customer is not thrown away (a call made right
  /// after `configure` would otherwise load nothing).
  func finishLaunch() async {
    await launch?.value
  }

  /// Fetches whatever is stale, both at once.
  func revalidate() async {
    guard backend != nil else { return }
    var fetches: [Task<Void, Never>] = []
    if !isCustomerInfoFresh { fetches.append(startCustomerInfoFetch()) }
    if !areOfferingsFresh { fetches.append(startOfferingsFetch()) }
    for fetch in fetches { await fetch.value }
  }

  /// The customer-info request in flight, or a new one: concurrent callers share it.
  @discardableResult
  func startCustomerInfoFetch() -> Task<Void, Never> {
    if let running = customerInfoFetch { return running }
    let epoch = customerEpoch
    let fetch = Task {
      await self.fetchCustomerInfo(epoch: epoch)
      if epoch == self.customerEpoch { self.customerInfoFetch = nil }
    }
    customerInfoFetch = fetch
    return fetch
  }

  /// The offerings request in flight, or a new one: concurrent callers share it.
  @discardableResult
  func startOfferingsFetch() -> Task<Void, Never> {
    if let running = offeringsFetch { return running }
    let epoch = customerEpoch
    let showsProgress = offerings == nil
    if showsProgress { beginLoading() }
    let fetch = Task {
      await self.fetchOfferings(epoch: epoch)
      if showsProgress { self.endLoading() }
      if epoch == self.customerEpoch { self.offeringsFetch = nil }
    }
    offeringsFetch = fetch
    return fetch
  }

  /// Whether the cached customer info is still fresh.
  public var isCustomerInfoFresh: Bool { customerInfo != nil && isFresh(customerInfoSavedAt) }

  /// Whether the cached offerings are still fresh.
  public var areOfferingsFresh: Bool { offerings != nil && isFresh(offeringsSavedAt) }

  func isFresh(_ savedAt: Date?) -> Bool {
    guard let savedAt else { return false }
    return CachedValue(value: (), savedAt: savedAt).isFresh(at: now(), maxAge: cache.maxAge)
  }

  /// Fetches customer info for the customer of `epoch`; dropped if it changed.
  func fetchCustomerInfo(epoch: Int) async {
    guard let backend, epoch == customerEpoch else { return }
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
        let policy = configuration?.offlineAccess ?? .requestDateGrace
        customerInfo = info.evaluated(at: now(), offline: policy)
        updatePremium()
        scheduleExpiryTimer()
      }
    }
  }

  /// Fetches offerings and eligibility for the customer of `epoch`; dropped if it changed.
  func fetchOfferings(epoch: Int) async {
    guard let backend else {
      offeringsError = ErrorInfo(Self.notConfigured)
      return
    }
    guard epoch == customerEpoch else { return }
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
    // Intro offers used since the request started stay used.
    introEligibility = eligibility.merging(introOffersUsed.map { ($0, .ineligible) }) { $1 }
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
