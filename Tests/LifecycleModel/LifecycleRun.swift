import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire

/// One generated lifecycle: a simulator and a `SubscriptionManager` on one
/// test clock, driven step by step, with every invariant checked after each.
@MainActor
package final class LifecycleRun {
  package let clock = TestClock()
  package let store: StoreSimulator
  package private(set) var manager: SubscriptionManager
  package private(set) var violations: [String] = []
  private var reinstalls = 0
  private var eventsSeen: Int64 = 0
  /// Per original transaction: whether it has lapsed (EXPIRATION or refund of its latest period).
  private var lapsed: [String: Bool] = [:]
  /// Per original transaction: the period type of its latest charge.
  private var lastCharge: [String: String] = [:]
  /// Charges (transaction id, app user) in order, for refunds.
  private var charges: [(String, String)] = []

  /// The simulator is a sandbox store (as Xcode's StoreKit testing is), so the
  /// app under test is built for sandbox. Left to `StoreEnvironment.current`, a
  /// release build of this test (the soak) would be a production app, which
  /// rightly never unlocks the store's sandbox purchases.
  static let configuration: SubscriptionConfiguration = {
    var configuration = SubscriptionConfiguration.fixture()
    configuration.storeEnvironment = .sandbox
    return configuration
  }()

  /// The ledger is in memory: the model checks lifecycles, and thousands of
  /// them run in seconds; the file ledger's durability has its own tests
  /// (`LedgerTests`, the kill test).
  package init(seed: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: seed ^ 0xA5A5)
    let askToBuy = generator.next(below: 4) == 0
    let grace = generator.next(below: 2) == 0
    store = try StoreSimulator(
      configuration: LifecycleCatalog.configuration(askToBuy: askToBuy, grace: grace),
      project: LifecycleCatalog.project, ledger: .inMemory, clock: clock.subscriptionClock)
    manager = SubscriptionManager(
      backend: store, configuration: Self.configuration, clock: clock.subscriptionClock,
      cache: .inMemory())
  }

  /// Starts the manager as an app launch would.
  package func launch() async {
    await manager.waitUntilSettled()
    await manager.loadOfferings()
  }

  // MARK: Steps

  /// Performs one step; store refusals (nothing to cancel, …) are part of life.
  package func perform(_ step: LifecycleStepKind) async {
    let before = store.currentAppUserID
    var expectTrial: Bool?
    switch step {
    case .buy(let productID):
      // The paywall is shown, then the customer taps buy.
      await manager.loadOfferings()
      let eligibility = await store.checkTrialOrIntroDiscountEligibility(
        productIdentifiers: [productID])
      let subscribed = activeSubscription() != nil
      expectTrial = eligibility[productID] == .eligible && !subscribed
      let managerSays = manager.introEligibility[productID]
      if managerSays == .eligible, eligibility[productID] != .eligible {
        violations.append("the paywall offers a trial on \(productID) the store would not give")
      }
      _ = await manager.purchase(productIdentifier: productID)
    case .cancel:
      if let product = activeSubscription() { _ = try? store.cancel(productID: product) }
    case .uncancel:
      if let product = activeSubscription() { _ = try? store.resume(productID: product) }
    case .advance(let milliseconds):
      await moveClock(to: clock.date.addingTimeInterval(Double(milliseconds) / 1000))
    case .advanceToNextDue(let offset):
      let next = nextDue() ?? clock.date.addingTimeInterval(86_400)
      await moveClock(to: next.addingTimeInterval(Double(offset) / 1000))
    case .refundLatest, .refundOldest:
      let mine = charges.filter { $0.1 == before }.map(\.0)
      if let id = step == .refundLatest ? mine.last : mine.first {
        try? store.refund(transactionID: id)
      }
    case .billingIssue:
      if let product = activeSubscription() { try? store.billingIssue(productID: product) }
    case .recover:
      for product in LifecycleCatalog.purchasable.dropLast() {
        try? store.resolveBillingIssue(productID: product)
      }
    case .reinstall:
      reinstalls += 1
      _ = try? store.switchCustomer(to: "$RCAnonymousID:reinstall\(reinstalls)")
      manager = SubscriptionManager(
        backend: store, configuration: Self.configuration, clock: clock.subscriptionClock,
        cache: .inMemory())
      await launch()
    case .restore:
      _ = await manager.restore()
    case .logIn(let user):
      _ = try? await manager.logIn(user)
    case .logOut:
      _ = try? await manager.logOut()
    case .approveAskToBuy:
      if let request = store.pendingPurchases().first {
        _ = try? store.approveAskToBuy(request.id)
      }
    case .declineAskToBuy:
      if let request = store.pendingPurchases().first { try? store.declineAskToBuy(request.id) }
    }
    await check(after: step, expectTrial: expectTrial)
    if Self.traces { trace(step) }
  }

  /// `LIFECYCLE_TRACE=1`: each step, the store's and the manager's view and its events.
  static let traces = ProcessInfo.processInfo.environment["LIFECYCLE_TRACE"] != nil
  private var traced: Int64 = 0

  private func trace(_ step: LifecycleStepKind) {
    print(
      "  \(step) at \(ISO8601.milliseconds(store.now)) ms: manager \(manager.isPremium) "
        + "\(Self.summary(manager.customerInfo)); store \(storeSummary(user: store.currentAppUserID))"
    )
    for delivery in (try? store.webhookEvents(after: traced, limit: 1_000)) ?? [] {
      traced = delivery.sequence
      let event = delivery.event
      print(
        "    \(event.type) \(event.productID ?? "-") \(event.transactionID ?? "-") "
          + "\(event.periodType) expires \(event.expirationAtMs.map(String.init) ?? "-")")
    }
  }

  private func moveClock(to date: Date) async {
    guard date > clock.date else { return }
    await clock.advance(to: date)
    try? store.processDueEvents()
  }

  /// The current customer's subscription product that grants access, if any.
  private func activeSubscription() -> String? {
    guard let info = try? store.customerInfo(for: store.currentAppUserID) else { return nil }
    return info.subscriptionsByProductIdentifier.values.filter {
      EntitlementActivity.isActive(expiresDate: $0.expiresDate, at: store.now)
    }.max { $0.purchaseDate < $1.purchaseDate }?.productIdentifier
  }

  /// The next expiry, renewal or grace end the current customer will see.
  private func nextDue() -> Date? {
    guard let info = try? store.customerInfo(for: store.currentAppUserID) else { return nil }
    let now = store.now
    return info.subscriptionsByProductIdentifier.values
      .flatMap { [$0.expiresDate, $0.gracePeriodExpiresDate].compactMap { $0 } }
      .filter { $0 > now }.min()
  }

  // MARK: Invariants

  private func check(after step: LifecycleStepKind, expectTrial: Bool?) async {
    let user = store.currentAppUserID
    guard let storeInfo = try? store.customerInfo(for: user) else {
      violations.append("the store has no customer info for \(user)")
      return
    }
    let storeActive =
      storeInfo.entitlements["pro"].map {
        EntitlementActivity.isActive(expiresDate: $0.expirationDate, at: store.now)
      } ?? false
    let expected = storeSummary(user: user)
    let settled = await manager.settle(
      until: {
        manager.isPremium == storeActive && manager.appUserID == user
          && Self.summary(manager.customerInfo) == expected
      })
    if !settled {
      violations.append(
        "manager.isPremium is \(manager.isPremium) (user \(manager.appUserID ?? "nil"), shows "
          + "\(Self.summary(manager.customerInfo))), the store says \(storeActive) for \(user) "
          + "(subscriber JSON: \(expected)) at \(store.now)")
    }
    checkEvents(after: step, expectTrial: expectTrial)
  }

  /// The entitlement as the store serves it: the subscriber document the store
  /// writes, encoded to JSON and decoded through `CustomerInfo`'s decoder
  /// (`StoreSimulator.customerInfo(for:)`, built once per document).
  private func storeSummary(user: String) -> String {
    guard let info = try? store.customerInfo(for: user) else { return "no subscriber JSON" }
    return Self.summary(info.evaluated(at: store.now))
  }

  private static func summary(_ info: CustomerInfo?) -> String {
    guard let pro = info?.entitlements["pro"] else { return "none" }
    return "\(pro.productIdentifier) \(pro.periodType) "
      + "\(pro.expirationDate.map(ISO8601.milliseconds) ?? -1) renew=\(pro.willRenew)"
  }

  /// RevenueCat's event grammar, per subscription, for the events this step added.
  private func checkEvents(after step: LifecycleStepKind, expectTrial: Bool?) {
    guard let deliveries = try? store.webhookEvents(after: eventsSeen, limit: 10_000) else {
      violations.append("the outbox cannot be read")
      return
    }
    let mayResubscribe: Bool
    switch step {
    case .buy, .approveAskToBuy, .recover: mayResubscribe = true
    default: mayResubscribe = false
    }
    for delivery in deliveries {
      eventsSeen = delivery.sequence
      let event = delivery.event
      guard let original = event.originalTransactionID else { continue }
      let wasLapsed = lapsed[original] ?? false
      switch event.type {
      case .initialPurchase, .renewal, .nonRenewingPurchase:
        if let id = event.transactionID, let appUser = event.appUserID {
          charges.append((id, appUser))
        }
        if event.type == .renewal && wasLapsed && !mayResubscribe {
          violations.append("RENEWAL of lapsed \(original) without a purchase (\(step))")
        }
        if event.isTrialConversion == true && lastCharge[original] != "TRIAL" {
          violations.append(
            "is_trial_conversion on \(original) after \(lastCharge[original] ?? "nothing")")
        }
        if event.type == .renewal, lastCharge[original] == "TRIAL", event.periodType == "NORMAL",
          event.isTrialConversion != true
        {
          violations.append("first paid renewal of trial \(original) is not a trial conversion")
        }
        if let expectTrial, event.type != .nonRenewingPurchase,
          event.type == .initialPurchase
            || wasLapsed
        {
          if expectTrial != (event.periodType == "TRIAL") {
            violations.append(
              "the store said trial=\(expectTrial) but charged \(event.periodType) (\(step))")
          }
        }
        lastCharge[original] = event.periodType
        lapsed[original] = false
      case .expiration:
        if wasLapsed { violations.append("a second EXPIRATION for lapsed \(original)") }
        lapsed[original] = true
      case .cancellation where event.cancelReason == .customerSupport:
        if event.price > 0 { violations.append("a refund with a positive price") }
      default:
        if event.price != 0 { violations.append("\(event.type) carries price \(event.price)") }
      }
    }
  }

  /// After the last step: every charge and refund is in the ledger, the
  /// events' prices sum to the ledger's revenue, and the subscriber JSON the
  /// store prints (`customerInfoJSON`, pretty and sorted) reads as the
  /// customer info it serves.
  package func finish() async {
    guard let audit = try? store.auditLedger() else {
      violations.append("the ledger cannot be audited")
      return
    }
    violations.append(contentsOf: audit.problems)
    let events = (try? store.webhookEvents(after: 0, limit: 1_000_000)) ?? []
    let eventRevenue = events.reduce(Decimal(0)) { $0 + $1.event.price }
    if eventRevenue != audit.revenue {
      violations.append("events sum to \(eventRevenue), the ledger's revenue is \(audit.revenue)")
    }
    let user = store.currentAppUserID
    let printed = (try? store.customerInfoJSON(for: user)).flatMap {
      try? JSONDecoder().decode(CustomerInfo.self, from: $0)
    }
    if Self.summary(printed?.evaluated(at: store.now)) != storeSummary(user: user) {
      violations.append(
        "the printed subscriber JSON of \(user) does not read as the store's customer info")
    }
  }
}
