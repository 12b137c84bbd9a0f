import Foundation
import SubscriptionKit
import SubscriptionWire

extension InMemoryBackend {
  /// How many times each method was called.
  public var calls: CallCounts { state.current.calls }

  /// Sets every count back to zero.
  public func resetCallCounts() {
    state.withLock { $0.calls = CallCounts() }
  }

  /// Calls that have started and not yet answered (waiting out `latency`).
  public var callsInFlight: Int { state.current.callsInFlight }

  /// The current customer's app user ID, read without `await`.
  public var currentAppUserID: String { state.current.appUserID }

  /// A customer's subscriber attributes (nil: the current customer), by name.
  public func attributes(of appUserID: String? = nil) -> [String: String] {
    let state = state.current
    return state.customers[appUserID ?? state.appUserID]?.attributes ?? [:]
  }

  /// The fetch policy of every `customerInfo(fetchPolicy:)` call, in order.
  public var fetchPolicies: [CacheFetchPolicy] { state.current.fetchPolicies }

  /// Whether calls reach the backend; when false every call fails with
  /// `offlineConnectionError`, as with no connection.
  public var isReachable: Bool {
    get { state.current.isReachable }
    set { state.withLock { $0.isReachable = newValue } }
  }

  /// How long every call takes, waited on the injected clock.
  public var latency: Duration {
    get { state.current.latency }
    set { state.withLock { $0.latency = newValue } }
  }

  /// Whether a subscription renews by itself when its period lapses (off by
  /// default, so a period simply ends on the clock).
  public var renewsAutomatically: Bool {
    get { state.current.renewsAutomatically }
    set { state.withLock { $0.renewsAutomatically = newValue } }
  }

  /// Makes the next call (of `method`, or of any method) throw `error`.
  public func failNextCall(with error: PurchaseError, of method: Method? = nil) {
    state.withLock { $0.scriptedFailures.append((method, error)) }
  }

  /// Makes the next purchase return `userCancelled == true`, as when the
  /// customer closes the payment sheet.
  public func cancelNextPurchase() {
    state.withLock { $0.cancelsNextPurchase = true }
  }

  /// Refunds the current customer's latest purchase of `productIdentifier`:
  /// access ends now.
  public func refund(productIdentifier: String) {
    mutateLatest(productIdentifier) { $0.refundedAt = now() }
  }

  /// Ends the current period of `productIdentifier` now, without renewal (a
  /// billing failure, or a cancellation that took effect).
  public func expireNow(productIdentifier: String) {
    mutateLatest(productIdentifier) {
      let date = now()
      $0.expiresDate = date
      $0.unsubscribedAt = $0.unsubscribedAt ?? date
    }
  }

  /// Turns auto-renew off: access lasts until the period ends, then stops.
  public func cancelAutoRenew(productIdentifier: String) {
    mutateLatest(productIdentifier) { $0.unsubscribedAt = now() }
  }

  /// Adds one billing period to `productIdentifier`, counted from its current
  /// end or from now, whichever is later.
  public func renew(productIdentifier: String) {
    let calendar = calendar
    let date = now()
    let period = state.current.products[productIdentifier]?.subscriptionPeriod
    mutateLatest(productIdentifier) { transaction in
      guard let period else { return }
      let start = max(transaction.expiresDate ?? date, date)
      transaction.purchaseDate = start
      transaction.expiresDate = period.advancing(start, in: calendar)
      transaction.periodType = .normal
      transaction.unsubscribedAt = nil
    }
  }

  /// Records a purchase the store account made earlier — on another device, or
  /// before the app was reinstalled — attached to no customer until a restore.
  public func addStorePurchase(productIdentifier: String, purchasedAt date: Date) {
    state.withLock { state in
      guard let product = state.products[productIdentifier] else { return }
      let transaction = Self.newTransaction(for: product, in: &state, at: date, calendar: calendar)
      for id in state.customers.keys {
        state.customers[id]?.transactionIDs.removeAll { $0 == transaction.identifier }
      }
    }
  }

  /// Starts over as a fresh install: a new anonymous customer, while the store
  /// account keeps its purchases (restore brings them back). Returns the new ID.
  @discardableResult
  public func simulateReinstall() -> String {
    let id = AppUserID.generateAnonymous()
    let date = now()
    state.withLock { state in
      state.customers[id] = Customer(firstSeen: date)
      state.appUserID = id
    }
    broadcaster.reset()
    return id
  }

  /// Sends the current customer's info to `customerInfoStream`, as a store
  /// does when it notices a change by itself (a period ending, a renewal).
  @discardableResult
  public func publishCustomerInfo() -> CustomerInfo { publish() }

  /// Replaces the offerings (a dashboard change).
  public func setOfferings(_ offerings: OfferingsResponse) {
    state.withLock { $0.offeringsResponse = offerings }
  }

  private func mutateLatest(_ productIdentifier: String, _ change: (inout Transaction) -> Void) {
    state.withLock { state in
      let owned = Set(state.customers[state.appUserID]?.transactionIDs ?? [])
      guard
        let index = state.transactions.lastIndex(where: {
          $0.productIdentifier == productIdentifier && owned.contains($0.identifier)
        })
      else { return }
      change(&state.transactions[index])
    }
    publish()
  }
}
