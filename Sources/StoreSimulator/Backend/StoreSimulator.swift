import AppleJWS
import Foundation
import SubscriptionKit
import SubscriptionWire

/// A local App Store plus RevenueCat project: reads a `.storekit` file and a
/// project file, runs subscription lifecycles on a controllable clock, keeps a
/// durable SQLite ledger, injects faults and writes RevenueCat webhook events.
///
/// It is a `PurchasesBackend`, so `SubscriptionManager` runs on it exactly as
/// on RevenueCat; the store controls (`advance`, `cancel`, `refund`, …) do
/// what the App Store, a customer or a parent would.
///
/// ```swift
/// let store = try StoreSimulator.open(
///   storekit: storekitURL, project: projectURL, clock: .stopped(at: start))
/// let monthly = try await store.offerings().current?.monthly
/// _ = try await store.purchase(monthly!)          // 7-day free trial starts
/// try store.advance(by: .days(8))                 // trial converts: RENEWAL
/// try store.cancel(productID: "pro_monthly")      // CANCELLATION (UNSUBSCRIBE)
/// try store.advance(by: .days(31))                // EXPIRATION
/// ```
///
/// Thread-safe: every call runs under one lock; SQLite work is short.
public final class StoreSimulator: PurchasesBackend {
  /// The `.storekit` file's contents.
  public let configuration: StoreKitConfiguration
  /// The project file's contents.
  public let project: SimulatorProject
  let core: LockedRegion<SimulatorCore>
  let faults = Locked(FaultPlan())
  let broadcaster = CustomerInfoBroadcaster()
  /// The injected clock: store time follows its `now`; latency sleeps on it.
  let clock: SubscriptionClock
  let failsEveryPurchase: Bool
  /// The In-App Purchase key promotional-offer signatures are checked with
  /// (`usePromotionalOfferKey(_:)`; StoreSimulator+Offers.swift).
  let promotionalOfferKey = Locked<InAppPurchaseKey?>(nil)

  /// Opens a simulator on a `.storekit` file and a project file.
  ///
  /// - Parameters:
  ///   - ledger: `.inMemory` for tests, `.file(url)` to keep state across runs.
  ///   - clock: where time comes from: store time runs from its `now`
  ///     (at `options.timeRate`), injected latency sleeps on it. `.live` runs
  ///     on the wall clock; `.stopped(at:)` moves only by `advance(by:)`; a
  ///     test passes `TestClock.subscriptionClock` and moves it.
  ///   - options: behaviour beyond the `.storekit` settings.
  /// - Throws: `StoreKitConfigurationError`, `SimulatorProjectError` (including
  ///   cross-reference problems) or `StoreSimulatorError` (`.ledger`).
  public static func open(
    storekit: URL, project: URL, ledger: LedgerLocation = .inMemory,
    clock: SubscriptionClock = .live, options: StoreSimulatorOptions = .init()
  ) throws -> StoreSimulator {
    let configuration = try StoreKitConfiguration(contentsOf: storekit)
    let projectFile = try SimulatorProject(contentsOf: project)
    try projectFile.validate(against: configuration, file: project)
    return try StoreSimulator(
      configuration: configuration, project: projectFile, ledger: ledger, clock: clock,
      options: options)
  }

  /// Creates a simulator from already-read files.
  ///
  /// - Throws: `SimulatorProjectError` when the project does not match the
  ///   configuration, `StoreSimulatorError` when the ledger cannot be opened.
  public init(
    configuration: StoreKitConfiguration, project: SimulatorProject,
    ledger: LedgerLocation = .inMemory, clock: SubscriptionClock = .live,
    options: StoreSimulatorOptions = .init()
  ) throws {
    try project.validate(against: configuration)
    self.configuration = configuration
    self.project = project
    self.clock = clock
    failsEveryPurchase = configuration.settings.isFailTransactionsEnabled
    core = LockedRegion(
      try SimulatorCore(
        catalog: Catalog(configuration: configuration, project: project), location: ledger,
        clock: clock, options: options))
    let askToBuy = options.isAskToBuyEnabled ?? configuration.settings.isAskToBuyEnabled
    faults.withLock { $0.isAskToBuyEnabled = askToBuy }
  }

  // MARK: PurchasesBackend

  /// The current app user ID (anonymous until `logIn`).
  public var appUserID: String {
    get async { core.withLock { $0.currentAppUserID } }
  }

  /// The current customer's offerings joined to the `.storekit` products, by
  /// RevenueCat's rules: targeting, placements and any experiment variant
  /// they are shown (enrolling them first; see `offeringsResponse(for:)`).
  public func offerings() async throws -> Offerings {
    try await reachBackend()
    let response = try backendCall { core -> OfferingsResponse in
      let user = core.currentAppUserID
      try core.enrollIfDue(user)
      return core.engine.offeringsResponse(for: user, at: try core.catchUp(), state: core.state)
    }
    broadcastChanges()
    let products = core.withLock { $0.engine.storeProducts(state: $0.state) }
    return try Offerings(response: response, products: products)
  }

  /// The current customer's info, built from the ledger.
  public func customerInfo() async throws -> CustomerInfo {
    try await reachBackend()
    let info = try backendCall { core in
      try core.customerInfo(for: core.currentAppUserID)
    }
    broadcastChanges()
    return info
  }

  /// Buys a package for the current customer.
  ///
  /// Throws `paymentPendingError` when Ask to Buy holds it (see
  /// `pendingPurchases()`); a simulated cancellation returns `userCancelled`.
  public func purchase(_ package: Package) async throws -> PurchaseResult {
    try await reachBackend()
    let productID = package.storeProduct.productIdentifier
    if let cancelled = try injectedPurchaseFailure() { return cancelled }
    let asksParent = faults.withLock { plan in
      defer { plan.nextPurchaseAsksToBuy = false }
      return plan.isAskToBuyEnabled || plan.nextPurchaseAsksToBuy
    }
    let outcome = try backendCall { core -> (TransactionRecord?, PendingPurchase?, CustomerInfo?) in
      let user = core.currentAppUserID
      if asksParent {
        let request = try core.perform { date, state, step in
          try core.engine.requestApproval(
            productID, offeringID: package.offeringIdentifier, for: user, at: date,
            state: &state, step: &step)
        }
        return (nil, request, nil)
      }
      let transaction = try core.perform { date, state, step in
        try core.engine.purchase(
          productID, offeringID: package.offeringIdentifier, for: user, at: date, state: &state,
          step: &step)
      }
      return (transaction, nil, try core.customerInfo(for: user))
    }
    broadcastChanges()
    guard let transaction = outcome.0, let info = outcome.2 else {
      throw PurchaseError(
        .paymentPendingError,
        detail: "Ask to Buy: request \(outcome.1?.id ?? "") waits for approveAskToBuy(_:).")
    }
    return PurchaseResult(
      transaction: transaction.storeTransaction, customerInfo: info, userCancelled: false)
  }

  /// Moves everything the store account bought to the current customer and
  /// returns their info (RevenueCat's default transfer behaviour).
  public func restorePurchases() async throws -> CustomerInfo {
    try await reachBackend()
    let info = try backendCall { core in
      let user = core.currentAppUserID
      _ = try core.perform { date, state, step in
        core.engine.restore(
          to: user, storeAccount: core.engine.policy.storeAccount, at: date, state: &state,
          step: &step)
      }
      return try core.customerInfo(for: user)
    }
    broadcastChanges()
    return info
  }

  /// Customer info whenever it changes, starting with the latest known value.
  public var customerInfoStream: AsyncStream<CustomerInfo> { broadcaster.stream() }

  /// The last value sent to `customerInfoStream`.
  public var lastSentCustomerInfo: CustomerInfo? { broadcaster.latest }

  /// Whether the current customer may still take each product's intro offer,
  /// by `IntroOfferRule`: once per subscription group per customer (and per
  /// store account), never while subscribed in the group. The same answer the
  /// store uses when the purchase comes.
  public func checkTrialOrIntroDiscountEligibility(productIdentifiers: [String]) async
    -> [String: IntroEligibilityStatus]
  {
    guard (try? await reachBackend()) != nil else {
      return Dictionary(uniqueKeysWithValues: productIdentifiers.map { ($0, .unknown) })
    }
    return core.withLock { core in
      try? core.refresh()
      var result: [String: IntroEligibilityStatus] = [:]
      for id in productIdentifiers {
        result[id] = core.engine.introEligibility(
          of: id, for: core.currentAppUserID, state: core.state)
      }
      return result
    }
  }

  /// Stores the current customer's subscriber attributes in the ledger (a nil
  /// value removes one); targeting reads them at the next offerings fetch.
  ///
  /// - Throws: `PurchaseError` `.invalidSubscriberAttributesError` for a name
  ///   the store refuses (nothing is written).
  public func setAttributes(_ attributes: [String: String?]) async throws {
    try await reachBackend()
    do {
      try setAttributes(attributes, for: nil)
    } catch let error as StoreSimulatorError {
      throw PurchaseError(.invalidSubscriberAttributesError, detail: error.message)
    }
  }

  /// Switches to a known customer. An anonymous customer with purchases who
  /// logs in as a new ID keeps them under it; `created` is true for a new ID.
  public func logIn(_ appUserID: String) async throws -> LogInResult {
    try await reachBackend()
    let id = try AppUserID.validated(appUserID)
    let result = try backendCall { core -> LogInResult in
      let created =
        id == core.currentAppUserID
        ? false : try core.switchCustomer(to: id, renamingAnonymous: true)
      return LogInResult(customerInfo: try core.customerInfo(for: id), created: created)
    }
    broadcastChanges()
    return result
  }

  /// Switches to a new anonymous customer.
  public func logOut() async throws -> CustomerInfo {
    try await reachBackend()
    let info = try backendCall { core -> CustomerInfo in
      guard !AppUserID.isAnonymous(core.currentAppUserID) else {
        throw PurchaseError(.logOutAnonymousUserError)
      }
      let id = AppUserID.generateAnonymous()
      _ = try core.switchCustomer(to: id, renamingAnonymous: false)
      return try core.customerInfo(for: id)
    }
    broadcastChanges()
    return info
  }

  /// Asks the store for a refund of the current customer's latest purchase of
  /// `productIdentifier`; the store decides at once by `RefundRequestRule.standard`
  /// (`lastRefundRequestDecision` says how, as Apple's email would).
  public func beginRefundRequest(forProduct productIdentifier: String) async throws
    -> RefundRequestStatus
  {
    try await reachBackend()
    do {
      let decision = try requestRefund(productID: productIdentifier)
      faults.withLock { $0.lastRefundRequestDecision = decision }
      return .success
    } catch let error as StoreSimulatorError {
      throw PurchaseError(.beginRefundRequestError, detail: error.message)
    }
  }

  /// The store's answer to the last refund request made through
  /// `beginRefundRequest(forProduct:)`, nil before any.
  public var lastRefundRequestDecision: RefundRequestDecision? {
    faults.current.lastRefundRequestDecision
  }

  // MARK: Plumbing

  /// Waits out injected latency, then fails if the backend is unreachable.
  func reachBackend() async throws {
    let plan = faults.current
    if plan.latency > .zero { try await clock.sleep(for: plan.latency) }
    guard faults.current.isReachable else { throw FaultPlan.unreachable }
  }

  /// Runs `body` on the core, mapping store errors to `PurchaseError`.
  func backendCall<Result>(
    _ body: (inout sending SimulatorCore) throws -> sending Result
  ) throws -> sending Result {
    do {
      return try core.withLock(body)
    } catch let error as PurchaseError {
      throw error
    } catch {
      throw PurchaseError(.unknownBackendError, detail: "\(error)")
    }
  }

  /// How many customer-info updates went to `customerInfoStream`.
  package var customerInfoStreamSends: Int { broadcaster.sendCount }

  /// Sends the current customer's info to the stream if anything about them changed.
  ///
  /// The info is the one the call that changed it built and returned
  /// (`SimulatorCore.customerInfo(for:)` hands the same value out again while
  /// nothing changed), so a step builds it once; `SubscriptionManager` takes
  /// it from the stream once and does not apply the call's answer again.
  ///
  /// Sent under the core's lock: two threads that each changed something
  /// send in the order they read, so the stream never ends on an older value.
  func broadcastChanges() {
    let broadcaster = self.broadcaster
    core.withLock { core in
      let affected = core.takeAffectedUsers()
      guard affected.contains(core.currentAppUserID),
        let info = try? core.customerInfo(for: core.currentAppUserID)
      else { return }
      broadcaster.send(info)
    }
  }
}
