import Foundation
import SQLiteSupport
import SubscriptionKit

/// Store controls: what the App Store, the customer or a parent would do.
///
/// Each takes an optional `appUserID` (nil: the current customer), runs at the
/// store's current time, is committed to the ledger as one step and sends the
/// current customer's new info to `customerInfoStream` when it changed.
extension StoreSimulator {
  // MARK: Time

  /// The store's current time (as the ledger has it, when another process moved it).
  public var now: Date {
    core.withLock { core in
      try? core.refresh()
      return core.now
    }
  }

  /// The store's time line as one clock value, for an app that runs on this
  /// store (a manager, a usage meter): `now` is store time; a sleep waits on
  /// the injected clock as long as `duration` of store time takes at the
  /// store's rate. Time jumped over by `advance(by:)` does not end a sleep —
  /// what the jump changed reaches the app through `customerInfoStream`.
  ///
  /// ```swift
  /// let manager = SubscriptionManager(
  ///   backend: store, configuration: configuration, clock: store.storeClock)
  /// ```
  public var storeClock: SubscriptionClock {
    let clock = self.clock
    let rate = core.withLock { $0.rate }
    return SubscriptionClock(
      now: { [self] in self.now },
      sleep: { storeTime in
        let (seconds, attoseconds) = storeTime.components
        let clockSeconds = (Double(seconds) + Double(attoseconds) / 1e18) / rate
        try await clock.sleep(for: .nanoseconds(Int64((clockSeconds * 1e9).rounded(.up))))
      })
  }

  /// Moves store time forward by `duration`, processing every renewal,
  /// expiry, grace end and retry end that falls due, in order, each as its own step.
  public func advance(by duration: Duration) throws {
    let (seconds, attoseconds) = duration.components
    try control { try $0.advance(by: Double(seconds) + Double(attoseconds) / 1e18) }
  }

  /// Moves store time forward by a calendar-aware duration (`1mo` is one
  /// calendar month from now, as App Store periods are); see `advance(by:)`.
  ///
  /// - Throws: `StoreSimulatorError` `.timeOutOfRange` past the year
  ///   `StoreTime.lastYear`.
  public func advance(by duration: StoreDuration) throws {
    try control { core in
      try core.advance { now in
        guard let target = duration.advancing(now) else {
          throw StoreSimulatorError(
            .timeOutOfRange,
            "Cannot advance by \(duration): store time stays within the years 1970–"
              + "\(StoreTime.lastYear).")
        }
        return target
      }
    }
  }

  /// Moves store time forward to `date` (see `advance(by:)`).
  ///
  /// - Throws: `StoreSimulatorError` `.timeMovesForward` when `date` is in the past.
  public func advance(to date: Date) throws {
    try control { core in try core.advance { _ in date } }
  }

  /// Moves store time forward to the date `target` computes from the current
  /// store time, read under the ledger's write lock: two processes that each
  /// advance a file ledger by an hour move it two hours (see `advance(by:)`).
  ///
  /// ```swift
  /// try store.advance(toDateFrom: { calendar.date(byAdding: .month, value: 1, to: $0)! })
  /// ```
  /// - Throws: `StoreSimulatorError` `.timeMovesForward` when the target is in the past.
  public func advance(toDateFrom target: @Sendable (Date) throws -> Date) throws {
    try control { core in try core.advance(target) }
  }

  /// Processes whatever the clock has made due (for clocks advanced from outside,
  /// such as a `TestClock`'s `subscriptionClock`), and takes in what another
  /// process committed to a file ledger (`subkit store approve`, `restore`, …):
  /// the current customer's new info reaches `customerInfoStream`, as StoreKit
  /// delivers transactions made elsewhere.
  public func processDueEvents() throws {
    _ = try control { core in
      try core.refresh()
      return try core.catchUp()
    }
  }

  // MARK: Customers

  /// The current app user ID.
  public var currentAppUserID: String {
    core.withLock { core in
      try? core.refresh()
      return core.currentAppUserID
    }
  }

  /// Every app user ID the ledger knows, sorted (deleted customers left out).
  public var knownAppUserIDs: [String] {
    core.withLock { core in
      try? core.refresh()
      return core.state.customers.keys.filter { !DeletedCustomer.isTombstone($0) }.sorted()
    }
  }

  /// Makes `appUserID` the current customer without aliasing (a different person
  /// on the same device). Returns true when the customer is new.
  @discardableResult
  public func switchCustomer(to appUserID: String) throws -> Bool {
    let id = try AppUserID.validated(appUserID)
    return try control { try $0.switchCustomer(to: id, renamingAnonymous: false) }
  }

  // MARK: Subscription lifecycle

  /// Buys `productID` for a customer from the store's side: the same rules as
  /// `purchase(_:)`, without faults, latency or Ask to Buy. For scripts, the
  /// `subkit store` command and benchmarks.
  ///
  /// `storeAccount` is the Apple ID that pays (nil: this device's,
  /// `StoreSimulatorOptions.storeAccount`). Apple allows one subscription per
  /// group per Apple ID: buying in a group where another app user holds the
  /// account's subscription transfers it to this customer (`TRANSFER`) and
  /// changes its plan.
  @discardableResult
  public func purchase(
    productID: String, for appUserID: String? = nil, storeAccount: String? = nil,
    offeringID: String? = nil
  ) throws -> StoreTransaction {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.purchase(
          productID, offeringID: offeringID, for: appUserID ?? core.currentAppUserID, at: date,
          storeAccount: storeAccount, state: &state, step: &step
        ).storeTransaction
      }
    }
  }

  /// The customer turns auto-renew off: access lasts to the period's end.
  /// Returns false when it was already off.
  @discardableResult
  public func cancel(productID: String, for appUserID: String? = nil) throws -> Bool {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.cancel(
          productID, of: appUserID ?? core.currentAppUserID, at: date, state: &state, step: &step)
      }
    }
  }

  /// The customer turns auto-renew back on. Returns false when it was already on.
  @discardableResult
  public func resume(productID: String, for appUserID: String? = nil) throws -> Bool {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.resume(
          productID, of: appUserID ?? core.currentAppUserID, at: date, state: &state, step: &step)
      }
    }
  }

  /// The customer's payment method starts failing: the next renewal enters
  /// billing retry (keeping access through a grace period when that is on).
  public func billingIssue(productID: String, for appUserID: String? = nil) throws {
    try control { core in
      try core.perform { _, state, step in
        try core.engine.setPaymentFails(
          productID, of: appUserID ?? core.currentAppUserID, state: &state, step: &step)
      }
    }
  }

  /// The customer fixes their payment method; a subscription in grace or
  /// billing retry recovers now with a `RENEWAL`.
  public func resolveBillingIssue(productID: String, for appUserID: String? = nil) throws {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.resolveBillingIssue(
          productID, of: appUserID ?? core.currentAppUserID, at: date, state: &state, step: &step)
      }
    }
  }

  /// Apple refunds a transaction: the access it granted is revoked at once.
  public func refund(transactionID: String) throws {
    try control { core in
      _ = try core.perform { date, state, step in
        try core.engine.refund(transactionID, at: date, state: &state, step: &step)
      }
    }
  }

  /// Refunds the customer's latest unrefunded purchase of `productID`.
  /// Returns the refunded transaction.
  @discardableResult
  public func refund(productID: String, for appUserID: String? = nil) throws -> StoreTransaction {
    try actOnLatest(productID, for: appUserID, refunded: false) { engine, id, date, state, step in
      try engine.refund(id, at: date, state: &state, step: &step)
    }
  }

  /// Runs `act` on the customer's latest unrefunded (or refunded) purchase of
  /// `productID`, as one step; returns the transaction it acted on.
  func actOnLatest(
    _ productID: String, for appUserID: String?, refunded: Bool,
    _ act:
      @Sendable (LifecycleEngine, String, Date, inout EngineState, inout LifecycleStep) throws
      ->
      TransactionRecord
  ) throws -> StoreTransaction {
    try control { core in
      try core.perform { date, state, step in
        let latest = try core.engine.latestTransaction(
          of: productID, for: appUserID ?? core.currentAppUserID, refunded: refunded,
          state: state)
        return try act(core.engine, latest.id, date, &state, &step).storeTransaction
      }
    }
  }

  // MARK: Ask to Buy

  /// Purchases waiting for a parent, oldest first (all customers when `appUserID` is nil).
  public func pendingPurchases(for appUserID: String? = nil) -> [PendingPurchase] {
    core.withLock { core in
      try? core.refresh()
      return core.state.pending.values.filter { appUserID == nil || $0.appUserID == appUserID }
        .sorted { ($0.requestedAt, $0.id) < ($1.requestedAt, $1.id) }
    }
  }

  /// A parent approves: the purchase happens now. Returns its transaction.
  @discardableResult
  public func approveAskToBuy(_ id: String) throws -> StoreTransaction? {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.resolvePending(id, approve: true, at: date, state: &state, step: &step)?
          .storeTransaction
      }
    }
  }

  /// A parent declines: the request is dropped.
  public func declineAskToBuy(_ id: String) throws {
    try control { core in
      _ = try core.perform { date, state, step in
        try core.engine.resolvePending(id, approve: false, at: date, state: &state, step: &step)
      }
    }
  }

  /// Whether every purchase waits for a parent (`_askToBuyEnabled`, or as set).
  public var isAskToBuyEnabled: Bool { faults.current.isAskToBuyEnabled }

  /// Turns Ask to Buy on or off for every later purchase, as the `.storekit`
  /// file's `_askToBuyEnabled` setting does (for this simulator, not saved).
  public func setAskToBuyEnabled(_ isEnabled: Bool) {
    faults.withLock { $0.isAskToBuyEnabled = isEnabled }
  }

  /// The next purchase made through `purchase(_:)` waits for a parent
  /// (`paymentPendingError` and a request in `pendingPurchases`), once.
  /// `clearNextPurchaseFailure()` forgets it.
  public func askToBuyNextPurchase() {
    faults.withLock {
      $0.nextPurchaseAsksToBuy = true
      $0.nextPurchaseFailure = nil
    }
  }

  // MARK: Faults

  /// The next purchase fails with a representative error of `category`
  /// (`.cancelled` returns `userCancelled` instead of throwing).
  public func failNextPurchase(with category: PurchaseError.Category) {
    failNextPurchase(with: PurchaseError.simulated(category))
  }

  /// The next purchase fails with exactly `error`.
  public func failNextPurchase(with error: PurchaseError) {
    faults.withLock {
      $0.nextPurchaseFailure = error
      $0.nextPurchaseAsksToBuy = false
    }
  }

  /// Forgets a failure planned with `failNextPurchase`: the next purchase goes through.
  public func clearNextPurchaseFailure() {
    faults.withLock {
      $0.nextPurchaseFailure = nil
      $0.nextPurchaseAsksToBuy = false
    }
  }

  /// Every backend call waits `latency` on the injected clock first.
  public func setLatency(_ latency: Duration) {
    faults.withLock { $0.latency = max(latency, .zero) }
  }

  /// While false, every backend call throws a network error (store controls still work).
  public func setReachable(_ isReachable: Bool) {
    faults.withLock { $0.isReachable = isReachable }
  }

  // MARK: Reading

  /// Webhook events after `sequence` (0: from the start), in order, at most `limit`.
  /// Each change appears exactly once, with a sequence number to resume from.
  public func webhookEvents(after sequence: Int64 = 0, limit: Int = 1_000) throws
    -> [WebhookDelivery]
  {
    try core.withLock { core in
      do {
        return try core.ledger.deliveries(after: sequence, limit: max(0, limit))
      } catch {
        throw StoreSimulatorError(.ledger, "Cannot read the webhook outbox: \(error)")
      }
    }
  }

  /// A customer's info, through the same decoding real RevenueCat responses take.
  public func customerInfo(for appUserID: String) throws -> CustomerInfo {
    try core.withLock { try $0.customerInfo(for: appUserID) }
  }

  /// RevenueCat's subscriber JSON for a customer (`GET /v1/subscribers/{id}`),
  /// pretty-printed with sorted keys.
  public func customerInfoJSON(for appUserID: String? = nil) throws -> Data {
    try core.withLock { core in
      try core.refresh()
      return try core.subscriberJSON(for: appUserID ?? core.currentAppUserID)
    }
  }

  /// Audits this simulator's own ledger (an in-memory one included) by
  /// `LedgerAudit`'s invariants.
  package func auditLedger() throws -> LedgerAudit {
    try core.withLock { try LedgerAudit(database: $0.ledger.database) }
  }

  /// How many times customer info was built (encoded to JSON and decoded):
  /// once per change of a customer's document, however many calls, streams
  /// and reads share it.
  package var customerInfoBuilds: Int { core.withLock { $0.customerInfoBuilds } }

  /// Runs a control under the lock, then tells the stream about changes.
  @discardableResult
  func control<Result>(
    _ body: (inout sending SimulatorCore) throws -> sending Result
  ) throws -> sending Result {
    defer { broadcastChanges() }
    return try core.withLock(body)
  }
}
