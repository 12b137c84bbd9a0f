import Foundation
import Observation
import SubscriptionWire

/// The one owner of subscription state, and the only type that talks to a
/// backend. Views, gates and view models read it directly — never a copy —
/// so a purchase anywhere updates every screen at once.
///
/// Configure it once at launch; it then listens to the backend's update
/// stream for its whole life, so renewals, expirations, refunds and purchases
/// made elsewhere arrive without polling. Customer info and offerings are
/// cached on disk per customer: at launch `isPremium` and prices are right
/// before any backend call, and they are revalidated when stale (RevenueCat's
/// windows: 5 minutes in the foreground, 25 hours in the background).
///
/// ```swift
/// SubscriptionManager.shared.configure(backend: backend, configuration: configuration)
///
/// // In a view: read it, never own it (no @State, no copy)
/// var manager: SubscriptionManager = .shared
/// if manager.isPremium { … } else { PaywallView() }
/// ```
///
/// Tests inject everything, time included:
///
/// ```swift
/// let clock = TestClock()
/// let manager = SubscriptionManager(
///   backend: backend, configuration: configuration,
///   clock: clock.subscriptionClock, cache: .inMemory())
/// ```
@Observable
@MainActor
public final class SubscriptionManager {
  /// The app's manager. Call `configure(backend:configuration:)` at launch.
  public static let shared = SubscriptionManager()

  /// What the manager is doing on the customer's behalf.
  public enum Operation: Sendable, Hashable {
    /// Buying this package.
    case purchasing(Package)
    /// Restoring purchases.
    case restoring
    /// Redeeming an offer code.
    case redeemingOfferCode
  }

  // MARK: State views read

  /// Whether the configured entitlement grants access (or the debug override is
  /// on): active, and not a sandbox purchase in a production build
  /// (`SubscriptionConfiguration.storeEnvironment`).
  ///
  /// Stored, not computed, so reading it costs what reading any observed
  /// property costs; it changes with `customerInfo`.
  public internal(set) var isPremium = false
  /// The current customer's info; nil until the cache or the backend provides it.
  public internal(set) var customerInfo: CustomerInfo?
  /// Every offering; nil until loaded (show progress, never a placeholder price).
  public internal(set) var offerings: Offerings?
  /// Intro-offer eligibility by product identifier, for trial badges.
  public internal(set) var introEligibility: [String: IntroEligibilityStatus] = [:]
  /// The package the paywall has selected: annual by default when offered.
  public var selectedPackage: Package?
  /// The purchase or restore in flight; another one is refused until it ends.
  public internal(set) var operation: Operation?
  /// Why offerings could not be loaded, while none are cached.
  public internal(set) var offeringsError: ErrorInfo?
  /// True when the last backend request failed for lack of a connection; the
  /// manager is serving cached state.
  public internal(set) var isOffline = false
  /// The current customer's app user ID.
  public internal(set) var appUserID: String?
  /// The configuration in use; nil until `configure(backend:configuration:)`.
  public internal(set) var configuration: SubscriptionConfiguration?

  /// The current offering.
  public var offering: Offering? { offerings?.current }
  /// The current offering's packages, in dashboard order.
  public var packages: [Package] { offering?.availablePackages ?? [] }
  /// Whether `configure(backend:configuration:)` was called.
  public var isConfigured: Bool { configuration != nil }
  /// Whether a purchase or restore is in flight.
  public var isPurchasing: Bool { operation != nil }
  /// True while the customer waits: offerings loading with nothing to show, a
  /// purchase, a restore, a log-in or log-out.
  public var isLoading: Bool { waits > 0 }

  /// Unlocks premium in debug builds without a purchase (see `DebugPremiumOverride`).
  /// Assign it again after the persisted toggle changes.
  @ObservationIgnored public var debugPremiumOverride: DebugPremiumOverride {
    didSet { updatePremium() }
  }

  // MARK: Machinery

  @ObservationIgnored var backend: (any PurchasesBackend)?
  /// The clock and the cache, injected once.
  @ObservationIgnored let dependencies: Dependencies
  /// The launch, the update-stream listener and the expiry timer.
  @ObservationIgnored let tasks = TaskBag()
  /// Which configuration and customer answers must belong to, to be taken.
  @ObservationIgnored var epoch = Epoch()
  /// How far the update-stream listener has got.
  @ObservationIgnored let feed = CustomerInfoFeed()
  /// The customer-info and offerings requests in flight.
  @ObservationIgnored let fetches = SingleFlight<Fetch>()
  /// Freshness, used intro offers and the handled expiration of the customer shown.
  @ObservationIgnored var session = CustomerSession()
  /// How many waits `isLoading` stands for (observed: `isLoading` is read from it).
  private(set) var waits = 0

  /// What `fetches` fetches.
  enum Fetch: Hashable {
    case customerInfo(CacheFetchPolicy)
    case offerings
  }

  /// A manager with everything injected; it starts at once.
  ///
  /// - Parameters:
  ///   - backend: where purchases happen.
  ///   - configuration: the entitlement, products and links.
  ///   - clock: the wall clock access is judged by and the expiry timer
  ///     sleeps on (`TestClock.subscriptionClock` in tests).
  ///   - cache: where customer info and offerings are kept between launches.
  ///   - debugPremiumOverride: the debug switch (off by default here).
  public init(
    backend: some PurchasesBackend, configuration: SubscriptionConfiguration,
    clock: SubscriptionClock = .live,
    cache: SubscriptionCache = .standard,
    debugPremiumOverride: DebugPremiumOverride = .disabled
  ) {
    dependencies = Dependencies(clock: clock, cache: cache)
    self.debugPremiumOverride = debugPremiumOverride
    configure(backend: backend, configuration: configuration)
  }

  private init() {
    dependencies = Dependencies(clock: .live, cache: .standard)
    debugPremiumOverride = DebugPremiumOverride(environment: ProcessInfo.processInfo.environment)
  }

  /// The current wall-clock date, on the injected clock.
  func now() -> Date { dependencies.clock.now() }

  /// Starts (or restarts) the manager on `backend`.
  ///
  /// Synchronously shows the last customer's cached state, then subscribes to
  /// the update stream and, in the background, asks the backend who the
  /// customer is and revalidates whatever is stale.
  public func configure(backend: some PurchasesBackend, configuration: SubscriptionConfiguration) {
    tasks.cancelAll()
    fetches.forgetAll()
    epoch.newConfiguration()
    self.backend = backend
    self.configuration = configuration
    customerInfo = nil
    offerings = nil
    showCustomer(dependencies.cache.lastAppUserID(), info: nil)
    listen(to: backend.customerInfoStream)
    let launched = epoch.token
    tasks.replace(
      "launch",
      with: Task { [weak self] in
        let id = await backend.appUserID
        guard let self, self.epoch.isCurrentConfiguration(launched) else { return }
        if id != self.appUserID {
          self.epoch.newCustomer()
          self.showCustomer(id, info: nil)
        }
        await self.revalidate()
      })
  }

  /// Waits until the launch work and every fetch in flight have finished and
  /// the update-stream listener has taken every update the backend already
  /// sent (`PurchasesBackend.lastSentCustomerInfo`).
  ///
  /// Apps never need it — state is observable — but a terminal demo or a test
  /// that wants "after launch" or "after the store moved" uses it instead of
  /// waiting on time or yielding and hoping. Each wait ends when the work it
  /// waits for ends; nothing is counted.
  public func waitUntilSettled() async {
    while true {
      await finishLaunch()
      if let fetch = fetches.anyInFlight {
        await fetch.value
        continue
      }
      if !feed.hasCaughtUp(with: backend?.lastSentCustomerInfo) {
        await feed.nextStep()
        continue
      }
      return
    }
  }

  /// Takes a call's answer (a purchase, a restore, a fetch) into state once.
  ///
  /// A backend that sent the same value to the update stream
  /// (`PurchasesBackend.lastSentCustomerInfo`, as the simulator does for every
  /// change) has it applied by the stream's listener, in order with every
  /// other update — so it reaches state once, and an update sent before it
  /// can never land after it; this waits until the listener has taken it.
  /// Otherwise the answer is applied here.
  func take(_ answer: CustomerInfo) async {
    guard feed.isListening, backend?.lastSentCustomerInfo == answer else {
      apply(answer)
      return
    }
    await feed.catchUp { self.backend?.lastSentCustomerInfo }
    // Nothing new to apply (the stream had it already): the answer still says
    // the state shown is fresh.
    if customerInfo == answer {
      session.customerInfoSavedAt = now()
      isOffline = false
    }
  }

  // MARK: Applying answers

  /// Switches every piece of state to `appUserID` at once: its cached (or
  /// given) customer info, its cached offerings and eligibility, a fresh
  /// selection.
  func showCustomer(_ id: String?, info: CustomerInfo?) {
    let date = now()
    appUserID = id
    let cachedInfo = id.flatMap { dependencies.cache.customerInfo(for: $0, now: date) }
    let cachedOfferings = id.flatMap { dependencies.cache.offerings(for: $0) }
    session = CustomerSession(
      customerInfoSavedAt: info != nil ? date : cachedInfo?.savedAt,
      offeringsSavedAt: cachedOfferings?.savedAt)
    // A cached document is not a fresh answer: judge it by the offline policy.
    let policy = configuration?.offlineAccess ?? .requestDateGrace
    customerInfo = (info ?? cachedInfo?.value.evaluated(at: date, offline: policy))
      .map(inConfiguredEnvironment)
    if let id {
      dependencies.cache.saveLastAppUserID(id)
      if let info { dependencies.cache.save(info, for: id, at: date) }
    }
    if let cachedOfferings {
      offerings = cachedOfferings.value.offerings
      introEligibility = cachedOfferings.value.introEligibility
    } else {
      // Offerings belong to the project and stay; eligibility is per customer.
      introEligibility = [:]
    }
    offeringsError = nil
    selectedPackage = Self.defaultPackage(in: offering)
    isOffline = false
    updatePremium()
    scheduleExpiryTimer()
  }

  /// Takes customer info fresh from the backend: state, cache, timer.
  func apply(_ info: CustomerInfo) {
    let date = now()
    customerInfo = inConfiguredEnvironment(info)
    session.customerInfoSavedAt = date
    isOffline = false
    if let appUserID { dependencies.cache.save(info, for: appUserID, at: date) }
    updatePremium()
    scheduleExpiryTimer()
    markIntroOffersUsed(from: info)
  }

  func updatePremium() {
    let entitled = configuration.map { hasEntitlement(customerInfo, $0) } ?? false
    let value = entitled || debugPremiumOverride.isEnabled
    if isPremium != value { isPremium = value }
  }

  /// Whether the configured entitlement grants access in the configured store
  /// environment (a sandbox purchase never unlocks a production build).
  func hasEntitlement(_ info: CustomerInfo?, _ configuration: SubscriptionConfiguration) -> Bool {
    info?.entitlements[configuration.entitlementIdentifier]?
      .grantsAccess(in: configuration.storeEnvironment) == true
  }

  /// `info` told the environment this build buys in, so its
  /// `activeInCurrentEnvironment` agrees with `isPremium`.
  func inConfiguredEnvironment(_ info: CustomerInfo) -> CustomerInfo {
    configuration.map { info.inEnvironment($0.storeEnvironment) } ?? info
  }

  /// Listens to `stream` for the rest of this configuration: news is
  /// applied in the order it comes, except while the customer changes hands.
  func listen(to stream: AsyncStream<CustomerInfo>) {
    feed.start()
    let listening = epoch.token
    tasks.replace(
      "updates",
      with: Task { [weak self] in
        for await info in stream {
          guard let self, self.epoch.isCurrentConfiguration(listening) else { return }
          // The stream repeats the latest value to each new listener; only
          // news (different purchases or access) is applied and cached.
          if !self.epoch.isSwitchingCustomer, info != self.customerInfo { self.apply(info) }
          self.feed.took(info)
        }
        guard let self, self.epoch.isCurrentConfiguration(listening) else { return }
        self.feed.stopped()
      })
  }

  func beginLoading() {
    waits += 1
  }

  func endLoading() {
    waits = max(0, waits - 1)
  }

  static func defaultPackage(in offering: Offering?) -> Package? {
    let highlighted = offering.flatMap { offering in
      PaywallVariant(offering: offering).highlightedPackageIdentifier.flatMap {
        offering.package(identifier: $0)
      }
    }
    return highlighted ?? offering?.annual ?? offering?.availablePackages.first
  }

  static let notConfigured = PurchaseError(
    .configurationError,
    detail: "Call SubscriptionManager.configure(backend:configuration:) before using it.")
}
