import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// Regression tests for issue 10 (items 2–5) and issue 11 (items 4, 7): each
/// failed before its fix.
@Suite("Lifecycle rules: intro offers, resubscription, webhook values, durations")
struct LifecycleRulesTests {
  // MARK: Intro offers (issue 10 item 2)

  @Test("Trial, cancel, lapse, reinstall, restore: no second trial; buying again is a RENEWAL")
  func noSecondTrialAfterReinstall() async throws {
    let store = try Fixtures.simulator()
    let first = try await store.buy("pro_monthly")
    #expect(first.customerInfo.entitlements["pro"]?.periodType == .trial)
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: .days(10))
    // Reinstall: a new anonymous app user on the same store account (Apple ID).
    try store.switchCustomer(to: "$RCAnonymousID:reinstalled")
    let beforeRestore = await store.checkTrialOrIntroDiscountEligibility(
      productIdentifiers: ["pro_monthly"])
    #expect(beforeRestore["pro_monthly"] == .ineligible)
    _ = try await store.restorePurchases()
    let afterRestore = await store.checkTrialOrIntroDiscountEligibility(
      productIdentifiers: ["pro_monthly"])
    #expect(afterRestore["pro_monthly"] == .ineligible)
    let again = try await store.buy("pro_monthly")
    #expect(again.customerInfo.entitlements["pro"]?.periodType == .normal)
    let last = try #require(try store.webhookEvents().last?.event)
    #expect(last.type == .renewal && last.periodType == "NORMAL" && last.price == 7.99)
    #expect(last.originalTransactionID == first.transaction?.transactionIdentifier)
    #expect(last.isTrialConversion == true)  // RevenueCat: a lapsed trial bought again converts
  }

  @Test("A lapsed subscriber resubscribing gets no trial: RENEWAL of the same original transaction")
  func resubscribeIsRenewal() async throws {
    let store = try Fixtures.simulator()
    let first = try await store.buy("pro_monthly")
    try store.cancel(productID: "pro_monthly")
    try store.advance(by: .days(30))
    try await store.buy("pro_monthly")
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase, .cancellation, .expiration, .renewal])
    let charges = events.filter { $0.type == .initialPurchase || $0.type == .renewal }
    #expect(charges.map(\.periodType) == ["TRIAL", "NORMAL"])
    #expect(events[3].originalTransactionID == first.transaction?.transactionIdentifier)
    #expect(events[3].renewalNumber == 2)
    let info = try await store.customerInfo()
    #expect(info.entitlements["pro"]?.isActive == true)
  }

  @Test("The rule is one function: eligibility by group history and current subscriptions")
  func introRule() {
    let history = IntroOfferHistory(groupsWithIntroOffer: ["g1"], subscribedGroups: ["g2"])
    #expect(
      IntroOfferRule.status(hasIntroductoryOffer: true, group: "g1", history: history)
        == .ineligible)
    #expect(
      IntroOfferRule.status(hasIntroductoryOffer: true, group: "g2", history: history)
        == .ineligible)
    #expect(
      IntroOfferRule.status(hasIntroductoryOffer: true, group: "g3", history: history) == .eligible)
    #expect(
      IntroOfferRule.status(hasIntroductoryOffer: false, group: "g3", history: history)
        == .noIntroOfferExists)
  }

  // MARK: Webhook values (issue 10 item 4)

  @Test("renewal_number starts at 1 for a trial, and the conversion is renewal 2")
  func renewalNumberWithTrial() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_monthly")
    try store.advance(by: .days(8))
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.renewalNumber) == [1, 2])
    let annual = try Fixtures.simulator()
    try await annual.buy("pro_annual")
    try annual.advance(by: .days(366))
    #expect(try annual.webhookEvents().map(\.event.renewalNumber) == [1, 2])
  }

  @Test("Only money-moving events carry a price; CANCELLATION, EXPIRATION, BILLING_ISSUE … carry 0")
  func nonMoneyEventsCarryZero() async throws {
    let store = try Fixtures.tieredSimulator()
    _ = try store.purchase(productID: "basic_monthly")
    try store.cancel(productID: "basic_monthly")
    try store.resume(productID: "basic_monthly")
    _ = try store.purchase(productID: "premium_monthly")  // upgrade: PRODUCT_CHANGE + RENEWAL
    try store.billingIssue(productID: "premium_monthly")
    try store.advance(by: .days(40))
    let events = try store.webhookEvents().map(\.event)
    let moneyTypes: Set<WebhookEventType> = [.initialPurchase, .renewal, .nonRenewingPurchase]
    #expect(events.contains { $0.type == .billingIssue })
    #expect(events.contains { $0.type == .productChange })
    for event in events where !moneyTypes.contains(event.type) {
      #expect(event.price == 0 && event.priceInPurchasedCurrency == 0, "\(event.type)")
    }
    #expect(events.filter { moneyTypes.contains($0.type) }.allSatisfy { $0.price > 0 })
  }

  @Test("A refund's CANCELLATION carries the refund time as expiration_at_ms")
  func refundExpiration() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.advance(by: .days(3))
    let refundTime = store.now
    try store.refund(productID: "pro_annual")
    let cancellation = try #require(try store.webhookEvents().last?.event)
    #expect(cancellation.cancelReason == .customerSupport)
    #expect(cancellation.expirationAtMs == ISO8601.milliseconds(refundTime))
    #expect(cancellation.price == -49.99)
  }

  @Test("BILLING_ISSUE without grace writes grace_period_expiration_at_ms as null")
  func graceNull() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    try store.billingIssue(productID: "pro_annual")
    try store.advance(by: .days(366))
    let delivery = try #require(
      try store.webhookEvents().first { $0.event.type == .billingIssue })
    let body = String(decoding: delivery.body, as: UTF8.self)
    #expect(body.contains("\"grace_period_expiration_at_ms\":null"))
  }

  @Test("price is USD by the project's exchange rates; price_in_purchased_currency is local")
  func exchangeRates() async throws {
    let store = try Fixtures.tieredSimulator(
      storefront: "DEU", exchangeRates: ExchangeRates(overrides: ["EUR": 1.1]))
    _ = try store.purchase(productID: "basic_monthly")
    let event = try #require(try store.webhookEvents().first?.event)
    #expect(event.currency == "EUR")
    #expect(event.priceInPurchasedCurrency == 4)
    #expect(event.price == Decimal(string: "4.4"))
    let defaults = try Fixtures.tieredSimulator(storefront: "GBR")
    _ = try defaults.purchase(productID: "premium_monthly")
    let pounds = try #require(try defaults.webhookEvents().first?.event)
    #expect(pounds.price == 10 * ExchangeRates.defaultTable["GBP"]!)
  }

  @Test("Exchange rates are read exactly from the project file; a bad one is a one-line error")
  func exchangeRatesInProjectFile() throws {
    let base = try String(contentsOf: Fixtures.exampleProject, encoding: .utf8)
    func project(_ rates: String) throws -> SimulatorProject {
      let text = base.replacingOccurrences(
        of: "\"product_entitlement_mapping\"",
        with: "\"usd_exchange_rates\": \(rates),\n\"product_entitlement_mapping\"")
      return try SimulatorProject(data: Data(text.utf8))
    }
    let parsed = try project(#"{"EUR": 1.08, "JPY": "0.0067"}"#)
    #expect(parsed.exchangeRates.usdPerUnit["EUR"] == Decimal(string: "1.08"))
    #expect(parsed.exchangeRates.usdPerUnit["JPY"] == Decimal(string: "0.0067"))
    #expect(throws: SimulatorProjectError.self) { try project(#"{"EUR": -1}"#) }
  }

  // MARK: Money (issue 10 item 3)

  @Test("Subscriber JSON writes prices exactly (49.99, never 49.989999999999995)")
  func subscriberJSONMoney() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_annual")
    let json = String(decoding: try store.customerInfoJSON(), as: UTF8.self)
    #expect(json.contains("49.99"))
    #expect(!json.contains("49.98"))
  }

  // MARK: Plan changes and refunds (issue 11 item 7)

  @Test("Repeating a pending crossgrade emits one PRODUCT_CHANGE")
  func repeatedPendingCrossgrade() throws {
    let store = try Fixtures.tieredSimulator()
    _ = try store.purchase(productID: "premium_monthly")
    for _ in 0..<3 { _ = try store.purchase(productID: "premium_annual") }
    let changes = try store.webhookEvents().filter { $0.event.type == .productChange }
    #expect(changes.count == 1)
  }

  @Test("Refunding an older renewal emits its CANCELLATION with the negative price")
  func refundOlderTransaction() async throws {
    let store = try Fixtures.tieredSimulator()
    let first = try store.purchase(productID: "basic_monthly")
    try store.advance(by: .days(40))
    try store.refund(transactionID: first.transactionIdentifier)
    let last = try #require(try store.webhookEvents().last?.event)
    #expect(last.type == .cancellation && last.cancelReason == .customerSupport)
    #expect(last.transactionID == first.transactionIdentifier && last.price == -4)
    #expect(
      try store.customerInfo(for: store.currentAppUserID).entitlements["basic"]?.isActive == true)
  }

  @Test("The ledger audit finds every refund with exactly one event, older renewals included")
  func auditRefunds() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("audit-\(UInt32.random(in: 0 ... .max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("ledger.sqlite")
    do {
      let store = try Fixtures.tieredSimulator(ledger: .file(url))
      let first = try store.purchase(productID: "basic_monthly")
      try store.advance(by: .days(40))
      try store.refund(transactionID: first.transactionIdentifier)
      try store.refund(productID: "basic_monthly")
    }
    #expect(try LedgerAudit(ledgerAt: url).problems == [])
  }

  // MARK: Durations (issue 10 item 5, issue 11 item 4)

  @Test(
    "Durations parse to calendar units; absurd ones are one-line errors",
    arguments: [
      ("1mo", StoreDuration(1, .month)), ("12h", StoreDuration(12, .hour)),
      ("30min", StoreDuration(30, .minute)), ("2w", StoreDuration(2, .week)),
      ("1y", StoreDuration(1, .year)), ("45s", StoreDuration(45, .second)),
      ("3 days", StoreDuration(3, .day)),
    ])
  func parsing(text: String, expected: StoreDuration) throws {
    #expect(try StoreDuration(parsing: text) == expected)
  }

  @Test(
    "Absurd durations are refused with one line",
    arguments: [
      "1e9y", "infd", "99999999999999999999d", "9e15s", "-1d", "1.5d", "d", "", "10000y",
      "1m", "30M", "2 m", "1mon",
    ])
  func absurd(text: String) {
    #expect {
      try StoreDuration(parsing: text)
    } throws: { error in
      let error = error as? StoreSimulatorError
      return error?.code == .invalidDuration && error?.message.contains("\n") == false
    }
  }

  @Test("advance 1mo is a calendar month: Jan 31 to Feb 28")
  func calendarMonth() throws {
    let store = try Fixtures.simulator(
      clock: .stopped(at: Fixtures.start.addingTimeInterval(30 * 86_400)))
    try store.advance(by: StoreDuration(1, .month))
    #expect(store.now == date("2026-02-28T00:00:00Z"))
  }

  @Test("Store time stays within four-digit years: advance past 9998 is refused, nothing changes")
  func fourDigitYears() throws {
    let store = try Fixtures.simulator()
    _ = try store.purchase(productID: "pro_monthly")
    let before = store.now
    #expect(throws: StoreSimulatorError.self) { try store.advance(by: .seconds(9e15)) }
    #expect(throws: StoreSimulatorError.self) { try store.advance(by: StoreDuration(8000, .year)) }
    #expect(store.now == before)
    try store.advance(by: StoreDuration(1, .year))
    #expect(try store.webhookEvents().count == 13)
  }

  @Test(
    "Bought on Jan 31: renews Feb 28, Mar 31, Apr 30 (Apple's anniversary rule), also across reopen"
  )
  func anniversary() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("anniversary-\(UInt32.random(in: 0 ... .max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let ledger = LedgerLocation.file(directory.appendingPathComponent("ledger.sqlite"))
    let jan31 = date("2026-01-31T10:00:00Z")
    do {
      let store = try Fixtures.tieredSimulator(start: jan31, ledger: ledger)
      _ = try store.purchase(productID: "basic_monthly")
      try store.advance(by: .days(29))  // Mar 1: renewed on Feb 28
    }
    let store = try Fixtures.tieredSimulator(start: jan31, ledger: ledger)
    try store.advance(by: .days(60))
    let purchases = try store.webhookEvents().map(\.event).compactMap(\.purchasedAtMs)
    #expect(
      purchases
        == [
          "2026-01-31T10:00:00Z", "2026-02-28T10:00:00Z", "2026-03-31T10:00:00Z",
          "2026-04-30T10:00:00Z",
        ].map { ISO8601.milliseconds(date($0)) })
  }

  private func date(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text) ?? .distantPast
  }
}
