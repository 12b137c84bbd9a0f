import Foundation
import LifecycleModel
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// The three bugs the model-based lifecycle test found, one focused test each
/// (issue 10): sub-millisecond expiry instants, a paywall promising a trial
/// the store no longer gives, and two subscriptions in one group on one Apple ID.
@MainActor
@Suite("Lifecycle model findings: instants, trials and one subscription per Apple ID")
struct LifecycleModelFindingsTests {
  /// A store and a manager on one `TestClock`, as the model test runs them.
  @MainActor
  struct Harness {
    let clock: TestClock
    let store: StoreSimulator
    var manager: SubscriptionManager

    init(start: Date = Fixtures.start, askToBuy: Bool = false, grace: Bool = false) async throws {
      clock = TestClock(start: start)
      store = try StoreSimulator(
        configuration: LifecycleCatalog.configuration(askToBuy: askToBuy, grace: grace),
        project: LifecycleCatalog.project, clock: clock.subscriptionClock)
      manager = SubscriptionManager(
        backend: store, configuration: .fixture(), clock: clock.subscriptionClock,
        cache: .inMemory())
      await manager.waitUntilSettled()
      await manager.loadOfferings()
    }

    /// A new install on the same device (same Apple ID), as a new anonymous customer.
    mutating func reinstall(as appUserID: String) async throws {
      try store.switchCustomer(to: appUserID)
      manager = SubscriptionManager(
        backend: store, configuration: .fixture(), clock: clock.subscriptionClock,
        cache: .inMemory())
      await manager.waitUntilSettled()
      await manager.loadOfferings()
    }

    /// Moves the shared clock and lets the store process what fell due.
    func move(to date: Date) async throws {
      await clock.advance(to: date)
      try store.processDueEvents()
    }

    func storeSaysActive() throws -> Bool {
      try store.customerInfo(for: store.currentAppUserID).entitlements["pro"]?.isActive == true
    }

    func eventTypes() throws -> [WebhookEventType] {
      try store.webhookEvents().map(\.event.type)
    }
  }

  // MARK: (a) one representation of an instant

  @Test(
    "At an expiry with a sub-millisecond store time, store and manager act at the same instant",
    arguments: [0.0004, 0.0006, 0.001, 0.0123])
  func subMillisecondExpiry(offset: TimeInterval) async throws {
    let harness = try await Harness(start: Fixtures.start.addingTimeInterval(offset))
    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly_family").isPurchased)
    let first = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)

    // Exactly the expiry the JSON carries: the store renews there, the manager sees it.
    try await harness.move(to: first)
    #expect(try harness.eventTypes().last == .renewal)
    #expect(await harness.manager.settle(until: { harness.manager.isPremium }))
    #expect(try harness.storeSaysActive())
    let second = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    #expect(second > first)

    // Cancelled: at the next expiry instant both lock the customer.
    try harness.store.cancel(productID: "pro_monthly_family")
    try await harness.move(to: second)
    #expect(try harness.eventTypes().last == .expiration)
    #expect(try !harness.storeSaysActive())
    #expect(await harness.manager.settle(until: { !harness.manager.isPremium }))
  }

  @Test("Activity is judged in whole milliseconds, the wire's precision")
  func millisecondActivity() {
    let expiry = Fixtures.start.addingTimeInterval(0.0004)  // written as …00.000Z
    #expect(!EntitlementActivity.isActive(expiresDate: expiry, at: Fixtures.start))
    #expect(
      EntitlementActivity.isActive(
        expiresDate: expiry, at: Fixtures.start.addingTimeInterval(-0.001)))
    #expect(EntitlementActivity.endOfAccess(expiresDate: expiry) == Fixtures.start)
  }

  // MARK: (b) the trial shown is the trial the store gives

  @Test("A paywall shown again after a parent approves on the same Apple ID drops the trial")
  func trialGoneAfterAskToBuyApproval() async throws {
    var harness = try await Harness(askToBuy: true)
    #expect(harness.manager.introEligibility["pro_monthly"] == .eligible)
    _ = await harness.manager.purchase(productIdentifier: "pro_monthly")  // waits for a parent
    let request = try #require(harness.store.pendingPurchases().first)

    try await harness.reinstall(as: "$RCAnonymousID:reinstalled")
    #expect(harness.manager.introEligibility["pro_monthly"] == .eligible)
    _ = try harness.store.approveAskToBuy(request.id)  // the first customer's trial starts

    await harness.manager.loadOfferings()  // the paywall is shown again
    #expect(harness.manager.introEligibility["pro_monthly"] == .ineligible)
    #expect(
      await harness.store.checkTrialOrIntroDiscountEligibility(productIdentifiers: ["pro_monthly"])
        == ["pro_monthly": .ineligible])
  }

  @Test("A parent's approval arriving by the update stream takes the trial badge off at once")
  func approvalByStreamDropsTheBadge() async throws {
    let harness = try await Harness(askToBuy: true)
    #expect(harness.manager.introEligibility["pro_monthly"] == .eligible)
    _ = await harness.manager.purchase(productIdentifier: "pro_monthly")  // waits for a parent
    let request = try #require(harness.store.pendingPurchases().first)
    _ = try harness.store.approveAskToBuy(request.id)  // the trial starts
    #expect(await harness.manager.settle(until: { harness.manager.isPremium }))
    // No paywall reload: the customer info alone tells the manager the trial is used.
    #expect(harness.manager.introEligibility["pro_monthly"] == .ineligible)
  }

  @Test("A paywall loaded before another app user bought on the same Apple ID shows no trial")
  func trialGoneAfterAnotherAppUserBought() async throws {
    var harness = try await Harness()
    try await harness.reinstall(as: "$RCAnonymousID:second")
    #expect(harness.manager.introEligibility["basic_monthly"] == .eligible)
    // The first app user buys on this Apple ID, with the group's one trial.
    try harness.store.purchase(productID: "pro_monthly", for: "$RCAnonymousID:first")

    await harness.manager.loadOfferings()
    #expect(harness.manager.introEligibility["basic_monthly"] == .ineligible)
    #expect(harness.manager.introEligibility["pro_monthly"] == .ineligible)
  }

  @Test("A purchase from a stale paywall refreshes it before the store charges")
  func purchaseRefreshesAStalePromise() async throws {
    var harness = try await Harness()
    try await harness.reinstall(as: "$RCAnonymousID:second")
    try harness.store.purchase(productID: "basic_monthly", for: "$RCAnonymousID:first")
    try harness.store.cancel(productID: "basic_monthly", for: "$RCAnonymousID:first")
    try await harness.move(to: harness.clock.date.addingTimeInterval(40 * 86_400))
    #expect(harness.manager.introEligibility["pro_monthly"] == .eligible)  // stale

    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly").isPurchased)
    #expect(harness.manager.introEligibility["pro_monthly"] == .ineligible)
    #expect(harness.manager.customerInfo?.entitlements["pro"]?.periodType == .normal)
  }

  @Test(
    "A crossgrade paid during a grace period ends the billing issue: recovering charges nothing more"
  )
  func crossgradeDuringGrace() async throws {
    let harness = try await Harness(grace: true)
    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly_family").isPurchased)
    try harness.store.billingIssue(productID: "pro_monthly_family")
    let end = try #require(harness.manager.customerInfo?.entitlements["pro"]?.expirationDate)
    try await harness.move(to: end)  // the renewal fails: grace period
    #expect(try harness.eventTypes().contains(.billingIssue))
    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly").isPurchased)
    let charges = try harness.eventTypes().filter { $0 == .renewal || $0 == .initialPurchase }

    try harness.store.resolveBillingIssue(productID: "pro_monthly")
    #expect(try harness.eventTypes().filter { $0 == .renewal || $0 == .initialPurchase } == charges)
    try await harness.move(to: end.addingTimeInterval(20 * 86_400))  // past the old grace end
    #expect(try harness.storeSaysActive())
    #expect(await harness.manager.settle(until: { harness.manager.isPremium }))
  }

  @Test(
    "Trial, cancel, lapse, reinstall, restore: the paywall promises no trial; buying is a RENEWAL")
  func noTrialPromisedAfterLapseAndRestore() async throws {
    var harness = try await Harness()
    #expect(harness.manager.introEligibility["pro_monthly"] == .eligible)
    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly").isPurchased)
    #expect(harness.manager.customerInfo?.entitlements["pro"]?.periodType == .trial)
    try harness.store.cancel(productID: "pro_monthly")
    try await harness.move(to: harness.clock.date.addingTimeInterval(30 * 86_400))  // lapsed
    #expect(try !harness.storeSaysActive())

    try await harness.reinstall(as: "$RCAnonymousID:reinstalled")
    _ = await harness.manager.restore()
    await harness.manager.loadOfferings()  // the paywall is shown
    #expect(harness.manager.introEligibility["pro_monthly"] == .ineligible)
    #expect(
      await harness.store.checkTrialOrIntroDiscountEligibility(productIdentifiers: ["pro_monthly"])
        == ["pro_monthly": .ineligible])

    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly").isPurchased)
    let last = try #require(try harness.store.webhookEvents().last?.event)
    #expect(last.type == .renewal && last.periodType == "NORMAL", "\(last.type) \(last.periodType)")
  }

  // MARK: (c) one subscription per group per Apple ID

  @Test("A second app user buying on the same Apple ID takes over its subscription (TRANSFER)")
  func oneSubscriptionPerGroupPerAppleID() async throws {
    let harness = try await Harness()
    _ = try await harness.manager.logIn("alice")
    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly_family").isPurchased)
    _ = try await harness.manager.logIn("bob")
    #expect(await harness.manager.purchase(productIdentifier: "basic_monthly").isPurchased)

    let events = try harness.store.webhookEvents().map(\.event)
    let transfer = try #require(events.first { $0.type == .transfer })
    #expect(transfer.transferredFrom == ["alice"] && transfer.transferredTo == ["bob"])
    #expect(events.last?.type == .productChange)  // a downgrade, at the next renewal
    let bob = try harness.store.customerInfo(for: "bob")
    #expect(bob.entitlements["pro"]?.isActive == true)
    #expect(bob.activeSubscriptions == ["pro_monthly_family"])
    #expect(try harness.store.customerInfo(for: "alice").entitlements["pro"]?.isActive != true)
  }

  @Test("Reinstall, buy, restore: the customer ends with one subscription in the group")
  func restoreLeavesOneSubscription() async throws {
    var harness = try await Harness()
    #expect(await harness.manager.purchase(productIdentifier: "pro_monthly_family").isPurchased)
    try await harness.reinstall(as: "$RCAnonymousID:reinstalled")
    #expect(await harness.manager.purchase(productIdentifier: "basic_monthly").isPurchased)
    #expect(await harness.manager.restore().isRestored)

    let info = try harness.store.customerInfo(for: "$RCAnonymousID:reinstalled")
    #expect(info.activeSubscriptions.count == 1)
    #expect(harness.manager.isPremium)
  }
}

extension PurchaseOutcome {
  fileprivate var isPurchased: Bool {
    if case .purchased = self { return true }
    return false
  }
}

extension RestoreOutcome {
  fileprivate var isRestored: Bool {
    if case .restored = self { return true }
    return false
  }
}
