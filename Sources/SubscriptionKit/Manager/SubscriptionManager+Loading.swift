import Foundation

extension SubscriptionManager {
  /// Fetches the customer's info from the backend now, never from a cache
  /// (`CacheFetchPolicy.fetchCurrent`): call it when the customer asks, or
  /// after the App Store's manage sheet closes.
  ///
  /// Concurrent calls share one request. When the backend cannot be reached,
  /// the cached info stays and is judged as `configuration.offlineAccess` says:
  /// by default RevenueCat's request-date grace, so a paying customer offline
  /// at renewal keeps access (`OfflineAccessPolicy`).
  /// A background refresh has no outcome to show: it only ever updates state.
  public func refreshStatus() async {
    await finishLaunch()
    await startCustomerInfoFetch(.fetchCurrent).value
  }

  /// Loads offerings and intro eligibility; call it each time a paywall is shown.
  ///
  /// Offerings are fetched unless the ones shown are fresh. Intro eligibility
  /// is asked again every time, as RevenueCat's paywalls and StoreKit do: it
  /// follows the store account's history, which changes without this customer
  /// doing anything (a parent approves an Ask to Buy request, another app user
  /// subscribes on the same Apple ID), so a paywall never promises a trial
  /// the store would no longer give.
  ///
  /// With nothing to show yet, `isLoading` is true meanwhile and a failure sets
  /// `offeringsError` (the paywall's failed state). Stale offerings stay on
  /// screen while they revalidate; if that fails they simply stay.
  public func loadOfferings() async {
    await finishLaunch()
    if areOfferingsFresh {
      await refreshIntroEligibility()
      return
    }
    await startOfferingsFetch().value
  }

  /// Asks the backend again whether the shown products' intro offers are
  /// still available (all of them, or only `productIdentifiers`) and updates
  /// `introEligibility`. An `.unknown` answer (the store could not be asked)
  /// keeps what was shown.
  func refreshIntroEligibility(productIdentifiers: [String]? = nil) async {
    guard let backend, let offerings else { return }
    let asked = epoch.token
    let withIntro = Set(
      offerings.all.values.flatMap(\.availablePackages).map(\.storeProduct)
        .filter { $0.introductoryDiscount != nil }.map(\.productIdentifier))
    let products = withIntro.intersection(productIdentifiers ?? Array(withIntro)).sorted()
    guard !products.isEmpty else { return }
    let answers = await backend.checkTrialOrIntroDiscountEligibility(productIdentifiers: products)
    guard epoch.isCurrent(asked) else { return }
    var updated = introEligibility
    for (id, status) in answers where status != .unknown { updated[id] = status }
    for id in session.introOffersUsed { updated[id] = .ineligible }
    guard updated != introEligibility else { return }
    introEligibility = updated
    if let appUserID, let savedAt = session.offeringsSavedAt {
      dependencies.cache.save(
        CachedOfferings(offerings: offerings, introEligibility: updated), for: appUserID,
        at: savedAt)
    }
  }

  /// Revalidates what is older than the cache's freshness window, both at
  /// once: call it when the app returns to the foreground (or from a
  /// background task, with `isAppBackgrounded`). A no-op while everything is
  /// fresh. The windows are RevenueCat's: 5 minutes in the foreground, 25
  /// hours in the background (5 minutes for sandbox builds either way).
  public func refreshIfStale(isAppBackgrounded: Bool = false) async {
    await finishLaunch()
    await revalidate(isAppBackgrounded: isAppBackgrounded)
  }

  /// Waits for launch to learn who the customer is, so an answer fetched for
  /// the previous launch's customer is not thrown away (a call made right
  /// after `configure` would otherwise load nothing).
  func finishLaunch() async {
    await tasks.task("launch")?.value
  }

  /// Fetches whatever is stale, both at once. Customer info is asked with
  /// `.notStaleCachedOrFetched`: the backend's own fresh cache may answer, a
  /// stale one may not.
  func revalidate(isAppBackgrounded: Bool = false) async {
    guard backend != nil else { return }
    var fetches: [Task<Void, Never>] = []
    if !isFresh(session.customerInfoSavedAt, isAppBackgrounded: isAppBackgrounded)
      || customerInfo == nil
    {
      fetches.append(startCustomerInfoFetch(.notStaleCachedOrFetched))
    }
    if !isFresh(session.offeringsSavedAt, isAppBackgrounded: isAppBackgrounded)
      || offerings == nil
    {
      fetches.append(startOfferingsFetch())
    }
    for fetch in fetches { await fetch.value }
  }

  /// The customer-info request in flight with the same policy, or a new one:
  /// concurrent callers share it (a current fetch never shares a cached answer).
  @discardableResult
  func startCustomerInfoFetch(_ policy: CacheFetchPolicy) -> Task<Void, Never> {
    let asked = epoch.token
    return fetches.run(.customerInfo(policy)) {
      await self.fetchCustomerInfo(for: asked, policy: policy)
    }
  }

  /// The offerings request in flight, or a new one: concurrent callers share
  /// it. With no offerings to show, the customer sees loading meanwhile.
  @discardableResult
  func startOfferingsFetch() -> Task<Void, Never> {
    if let running = fetches.inFlight(.offerings) { return running }
    let showsProgress = offerings == nil
    if showsProgress { beginLoading() }
    let asked = epoch.token
    return fetches.run(.offerings) {
      await self.fetchOfferings(for: asked)
      if showsProgress { self.endLoading() }
    }
  }

  /// Whether the cached customer info is still fresh.
  public var isCustomerInfoFresh: Bool {
    customerInfo != nil && isFresh(session.customerInfoSavedAt)
  }

  /// Whether the cached offerings are still fresh.
  public var areOfferingsFresh: Bool { offerings != nil && isFresh(session.offeringsSavedAt) }

  func isFresh(_ savedAt: Date?, isAppBackgrounded: Bool = false) -> Bool {
    guard let savedAt else { return false }
    let maxAge = dependencies.cache.maxAge(
      isAppBackgrounded: isAppBackgrounded,
      environment: configuration?.storeEnvironment ?? .current)
    return CachedValue(value: (), savedAt: savedAt).isFresh(at: now(), maxAge: maxAge)
  }

  /// Fetches customer info for the customer of `asked`; dropped if it changed.
  ///
  /// When the update stream delivered while the request was in flight, the
  /// answer may have been read before a change the stream already brought,
  /// so it is asked for again (at most twice more) rather than let an older
  /// answer overwrite a newer one.
  func fetchCustomerInfo(for asked: Epoch.Token, policy: CacheFetchPolicy) async {
    guard let backend, epoch.isCurrent(asked) else { return }
    do {
      var info: CustomerInfo
      var attempts = 0
      repeat {
        let deliveries = feed.deliveries
        info = try await backend.customerInfo(fetchPolicy: attempts == 0 ? policy : .fetchCurrent)
        guard epoch.isCurrent(asked) else { return }
        attempts += 1
        // Asked again only if the stream brought something else meanwhile:
        // a backend that also streams its own answer (most do) is not asked twice.
        if deliveries == feed.deliveries || feed.lastTaken == info { break }
      } while attempts < 3
      apply(info)
    } catch {
      guard epoch.isCurrent(asked) else { return }
      noteFailure(PurchaseError(error))
      // As RevenueCat does, a failed fetch leaves the data but marks it stale.
      session.customerInfoSavedAt = nil
      if let info = customerInfo {
        let policy = configuration?.offlineAccess ?? .requestDateGrace
        customerInfo = info.evaluated(at: now(), offline: policy)
        updatePremium()
        scheduleExpiryTimer()
      }
    }
  }

  /// Fetches offerings and eligibility for the customer of `asked`; dropped if it changed.
  func fetchOfferings(for asked: Epoch.Token) async {
    guard let backend else {
      offeringsError = ErrorInfo(Self.notConfigured)
      return
    }
    guard epoch.isCurrent(asked) else { return }
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
      guard epoch.isCurrent(asked) else { return }
      showOfferings(fetched, eligibility: eligibility)
    } catch {
      guard epoch.isCurrent(asked) else { return }
      noteFailure(PurchaseError(error))
      session.offeringsSavedAt = nil
      if offerings == nil { offeringsError = .offeringsUnavailable }
    }
  }

  func showOfferings(_ fetched: Offerings, eligibility: [String: IntroEligibilityStatus]) {
    let date = now()
    offerings = fetched
    // Intro offers used since the request started stay used.
    introEligibility = eligibility.merging(session.introOffersUsed.map { ($0, .ineligible) }) {
      $1
    }
    session.offeringsSavedAt = date
    offeringsError = nil
    isOffline = false
    if let appUserID {
      dependencies.cache.save(
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
