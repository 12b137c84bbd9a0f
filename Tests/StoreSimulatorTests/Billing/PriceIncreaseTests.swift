import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

@testable import StoreSimulator

/// Price increases (issue 28): consent or notice by Apple's limits, the
/// subscriber's answer, renewals at the new price and expiry with reason
/// `PRICE_INCREASE` — through the engine, the manager, RevenueCat's events
/// and Apple's notifications.
@Suite("Price increases", .timeLimit(.minutes(10)))
struct PriceIncreaseTests {
  /// The Apple notifications after the first `skip`.
  func apple(_ store: StoreSimulator, after skip: Int) throws -> [AppleNotification] {
    Array(try store.appleNotifications().dropFirst(skip))
  }

  @Test(
    "Apple's limits: within US$5/50 % (US$50/50 % annual) once a year is notice; above, consent")
  func rule() {
    let now = Fixtures.start
    func reason(_ old: Decimal, _ new: Decimal, annual: Bool = false, last: Date? = nil) -> String?
    {
      PriceIncreaseRule.consentReason(
        from: old, to: new, usdIncrease: new - old, isAnnual: annual, lastIncrease: last, at: now)
    }
    #expect(reason(7.99, 9.99) == nil)
    #expect(reason(7.99, 12.99)?.contains("50 %") == true)  // +5.00 is more than half of 7.99
    #expect(reason(20, 26)?.contains("US$5") == true)
    #expect(reason(49.99, 59.99, annual: true) == nil)
    #expect(reason(120, 175, annual: true)?.contains("US$50") == true)
    #expect(
      reason(7.99, 8.99, last: now.addingTimeInterval(-100 * 86_400))?.contains("year") == true)
    #expect(reason(7.99, 8.99, last: now.addingTimeInterval(-400 * 86_400)) == nil)
  }

  @Test("Consent required and accepted: PENDING then ACCEPTED, renewal at the new price")
  @MainActor
  func acceptedConsent() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    try await store.buy("pro_annual")
    let outcome = try store.raisePrice(productID: "pro_annual", to: Decimal(string: "99.99")!)
    #expect(outcome.requiresConsent)
    #expect(outcome.oldPrice == Decimal(string: "49.99"))
    #expect(outcome.notifiedSubscribers.count == 1)
    let pending = try #require(try apple(store, after: 1).first)
    #expect(pending.payload.notificationType == "PRICE_INCREASE")
    #expect(pending.payload.subtype == "PENDING")
    #expect(pending.renewalInfo?.priceIncreaseStatus == 0)
    #expect(pending.renewalInfo?.renewalPrice == 99_990)
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE"])  // RevenueCat has no event for notice

    try store.answerPriceIncrease(productID: "pro_annual", accept: true)
    let accepted = try #require(try apple(store, after: 2).first)
    #expect(accepted.payload.subtype == "ACCEPTED")
    #expect(accepted.renewalInfo?.priceIncreaseStatus == 1)

    await clock.advance(by: .days(366))
    try store.processDueEvents()
    let renewal = try #require(try store.webhookEvents().last?.event)
    #expect(renewal.type == .renewal && renewal.price == Decimal(string: "99.99"))
    let didRenew = try #require(try store.appleNotifications().last)
    #expect(didRenew.payload.notificationType == "DID_RENEW")
    #expect(didRenew.transaction?.price == 99_990)
    #expect(didRenew.renewalInfo?.priceIncreaseStatus == nil)  // it took effect
    await manager.refreshStatus()
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.willRenew == true)
  }

  @Test(
    "Declined: CANCELLATION (PRICE_INCREASE) now, EXPIRATION (PRICE_INCREASE) at the period's end")
  @MainActor
  func declined() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    try await store.buy("pro_annual")
    try store.raisePrice(productID: "pro_annual", to: Decimal(string: "99.99")!)
    try store.answerPriceIncrease(productID: "pro_annual", accept: false)
    let cancellation = try #require(try store.webhookEvents().last?.event)
    #expect(cancellation.type == .cancellation && cancellation.cancelReason == .priceIncrease)
    let disabled = try #require(try store.appleNotifications().last)
    #expect(disabled.payload.notificationType == "DID_CHANGE_RENEWAL_STATUS")
    #expect(disabled.payload.subtype == "AUTO_RENEW_DISABLED")
    await manager.refreshStatus()
    #expect(manager.isPremium)
    #expect(manager.customerInfo?.entitlements["pro"]?.willRenew == false)

    await clock.advance(by: .days(366))
    try store.processDueEvents()
    let expiration = try #require(try store.webhookEvents().last?.event)
    #expect(expiration.type == .expiration && expiration.expirationReason == .priceIncrease)
    let expired = try #require(try store.appleNotifications().last)
    #expect(expired.payload.notificationType == "EXPIRED")
    #expect(expired.payload.subtype == "PRICE_INCREASE")
    #expect(expired.renewalInfo?.expirationIntent == 3)
    await manager.refreshStatus()
    #expect(!manager.isPremium)
  }

  @Test(
    "Never answered: no cancellation, willRenew stays on, expiry with PRICE_INCREASE at the end")
  @MainActor
  func neverAnswered() async throws {
    let clock = TestClock(start: Fixtures.start)
    let store = try Fixtures.simulator(clock: clock.subscriptionClock)
    let manager = Fixtures.manager(on: store, clock: clock)
    try await store.buy("pro_annual")
    try store.raisePrice(productID: "pro_annual", to: Decimal(string: "99.99")!)
    await manager.refreshStatus()
    #expect(manager.customerInfo?.entitlements["pro"]?.willRenew == true)
    await clock.advance(by: .days(366))
    try store.processDueEvents()
    #expect(try store.eventTypes() == ["INITIAL_PURCHASE", "EXPIRATION"])
    #expect(try store.webhookEvents().last?.event.expirationReason == .priceIncrease)
    #expect(try store.appleNotifications().last?.payload.subtype == "PRICE_INCREASE")
    await manager.refreshStatus()
    #expect(!manager.isPremium)
  }

  @Test("Notice only: ACCEPTED at once, renewals and new purchases at the new price, offerings too")
  func noticeOnly() async throws {
    let store = try Fixtures.simulator()
    let first = try await store.buy("pro_monthly")  // a week's free trial, then 7.99 a month
    #expect(first.customerInfo.entitlements["pro"]?.periodType == .trial)
    let outcome = try store.raisePrice(
      productID: "pro_monthly", to: Decimal(string: "9.99")!, consent: .notifyOnly)
    #expect(!outcome.requiresConsent && outcome.reason == nil)
    let notice = try #require(try store.appleNotifications().last)
    #expect(notice.payload.subtype == "ACCEPTED")
    #expect(notice.renewalInfo?.priceIncreaseStatus == 1)
    try store.advance(by: .days(8))
    let renewal = try #require(try store.webhookEvents().last?.event)
    #expect(renewal.type == .renewal && renewal.price == Decimal(string: "9.99"))
    #expect(store.currentPrice(of: "pro_monthly") == Decimal(string: "9.99"))
    let package = try await store.package("pro_monthly")
    #expect(package.storeProduct.price == Decimal(string: "9.99"))
    try store.switchCustomer(to: "bob")
    try store.purchase(productID: "pro_monthly", for: "bob", storeAccount: "bob-apple-id")
    #expect(try store.webhookEvents().last?.event.type == .initialPurchase)
    try store.advance(by: .days(8))
    #expect(try store.webhookEvents().last?.event.price == Decimal(string: "9.99"))
  }

  @Test(
    "Refused, nothing written: notice above the limits, no increase, absurd price, unknown product")
  func refusals() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    func refused(
      _ productID: String, _ price: String, _ consent: PriceIncreaseConsent = .appleRules
    )
      throws -> StoreSimulatorError
    {
      try #require(throws: StoreSimulatorError.self) {
        try store.raisePrice(productID: productID, to: Decimal(string: price)!, consent: consent)
      }
    }
    #expect(try refused("pro_annual", "99.99", .notifyOnly).code == .invalidPrice)
    #expect(try refused("pro_annual", "49.99").code == .invalidPrice)
    #expect(try refused("pro_annual", "19.99").code == .invalidPrice)
    #expect(try refused("pro_annual", "250000").code == .invalidPrice)
    #expect(try refused("pro_lifetime", "199.99").code == .invalidPrice)
    #expect(try refused("nope", "9.99").code == .unknownProduct)
    #expect(store.currentPrice(of: "pro_annual") == Decimal(string: "49.99"))
    #expect(try store.appleNotifications().count == 1)
    let noIncrease = try #require(throws: StoreSimulatorError.self) {
      try store.answerPriceIncrease(productID: "pro_annual", accept: true)
    }
    #expect(noIncrease.code == .noPriceIncrease)
    // A second increase within a year needs consent even when small.
    try store.raisePrice(productID: "pro_annual", to: Decimal(string: "54.99")!)
    #expect(try refused("pro_annual", "55.99", .notifyOnly).code == .invalidPrice)
    // Notice needs no answer: declining it is refused (the subscriber cancels instead).
    let noticeOnly = try #require(throws: StoreSimulatorError.self) {
      try store.answerPriceIncrease(productID: "pro_annual", accept: false)
    }
    #expect(noticeOnly.code == .noPriceIncrease)
  }

  @Test(
    "In billing retry when consent is asked: the recovery charges the old price; no consent, expiry"
  )
  func recoveryBeforeConsent() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.billingIssue(productID: "pro_annual")
    try store.advance(by: .days(366))  // the renewal fails: billing retry
    let outcome = try store.raisePrice(productID: "pro_annual", to: Decimal(string: "99.99")!)
    #expect(outcome.requiresConsent && outcome.notifiedSubscribers.count == 1)
    try store.resolveBillingIssue(productID: "pro_annual")
    let recovery = try #require(try store.webhookEvents().last?.event)
    #expect(recovery.type == .renewal)
    #expect(recovery.price == Decimal(string: "49.99"))  // not the price never consented to
    #expect(try store.appleNotifications().last?.transaction?.price == 49_990)
    try store.advance(by: .days(366))
    let expiration = try #require(try store.webhookEvents().last?.event)
    #expect(expiration.type == .expiration && expiration.expirationReason == .priceIncrease)
  }

  @Test("A pending increase and the new price survive reopening the ledger")
  func survivesReopen() async throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ledger = LedgerLocation.file(folder.appendingPathComponent("ledger.sqlite"))
    do {
      let store = try Fixtures.simulator(ledger: ledger)
      try await store.buy("pro_annual")
      try store.raisePrice(productID: "pro_annual", to: Decimal(string: "99.99")!)
    }
    let reopened = try Fixtures.simulator(ledger: ledger)
    #expect(reopened.currentPrice(of: "pro_annual") == Decimal(string: "99.99"))
    try reopened.advance(by: .days(366))
    #expect(try reopened.webhookEvents().last?.event.expirationReason == .priceIncrease)
  }
}
