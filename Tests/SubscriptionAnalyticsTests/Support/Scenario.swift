import Foundation
import SubscriptionKit
import SubscriptionWire

/// The hand-computed scenario: nine customers over January–March 2026, every
/// event RevenueCat would send. Days count from 2026-01-01 (D0); February
/// starts at D31, March at D59, and the store is judged at D90 (April 1).
///
/// - alice: 7-day trial D0–D7 that converts; monthly $9.99 renewals D7–D38,
///   D38–D66, D66–D97.
/// - bob: annual $49.99 D10–D375, bought in Germany in euros (€45.99).
/// - carol: a lifetime purchase, $99.99 on D20 (entitlement `lifetime`).
/// - dave: monthly $9.99 D31–D59, refunded on D35.
/// - erin: monthly $9.99 D0–D31; the D31 renewal fails (billing issue, 16 days
///   of grace to D47), recovers on D36 (D36–D64), renews D64–D95.
/// - frank: monthly $9.99 D0–D31, upgrades on D15 to annual $49.99 D15–D380.
/// - gina: monthly $9.99 D31–D59, turns auto-renew off on D40, expires D59.
/// - hank: trial D60–D67, cancelled on D62, expires D67.
/// - ivy: trial D88–D95, still running at D90.
/// Plus noise the production charts must ignore: a sandbox purchase and a
/// family-shared one.
enum Scenario {
  static let now = EventFactory.date(90)

  static func events() -> [WebhookEvent] {
    var make = EventFactory()
    var events: [WebhookEvent] = []
    func add(_ event: WebhookEvent) { events.append(event) }
    // alice
    add(
      make.period(
        user: "alice", product: "pro_monthly", transaction: "a1", original: "a1", start: 0,
        end: 7, price: 0, periodType: "TRIAL"))
    var conversion = make.period(
      .renewal, user: "alice", product: "pro_monthly", transaction: "a2", original: "a1",
      start: 7, end: 38, price: .exactly("9.99"))
    conversion.isTrialConversion = true
    add(conversion)
    add(
      make.period(
        .renewal, user: "alice", product: "pro_monthly", transaction: "a3", original: "a1",
        start: 38, end: 66, price: .exactly("9.99")))
    add(
      make.period(
        .renewal, user: "alice", product: "pro_monthly", transaction: "a4", original: "a1",
        start: 66, end: 97, price: .exactly("9.99")))
    // bob, in euros
    var annual = make.period(
      user: "bob", product: "pro_annual", transaction: "b1", original: "b1", start: 10, end: 375,
      price: .exactly("49.99"), country: "DE")
    annual.currency = "EUR"
    annual.priceInPurchasedCurrency = .exactly("45.99")
    add(annual)
    // carol
    var lifetime = make.event(
      .nonRenewingPurchase, user: "carol", product: "pro_lifetime", transaction: "c1",
      original: "c1", at: 20, start: 20, price: .exactly("99.99"), entitlements: ["lifetime"])
    lifetime.expirationAtMs = nil
    add(lifetime)
    // dave
    add(
      make.period(
        user: "dave", product: "pro_monthly", transaction: "d1", original: "d1", start: 31,
        end: 59, price: .exactly("9.99")))
    add(
      make.refund(
        user: "dave", product: "pro_monthly", transaction: "d1", original: "d1", at: 35,
        price: .exactly("9.99")))
    // erin
    add(
      make.period(
        user: "erin", product: "pro_monthly", transaction: "e1", original: "e1", start: 0,
        end: 31, price: .exactly("9.99")))
    var issue = make.event(
      .billingIssue, user: "erin", product: "pro_monthly", transaction: "e1", original: "e1",
      at: 31, start: 0, end: 31)
    issue.gracePeriodExpirationAtMs = EventFactory.ms(47)
    add(issue)
    var billingCancel = make.event(
      .cancellation, user: "erin", product: "pro_monthly", transaction: "e1", original: "e1",
      at: 31, start: 0, end: 31)
    billingCancel.cancelReason = .billingError
    add(billingCancel)
    add(
      make.period(
        .renewal, user: "erin", product: "pro_monthly", transaction: "e2", original: "e1",
        start: 36, end: 64, price: .exactly("9.99")))
    add(
      make.period(
        .renewal, user: "erin", product: "pro_monthly", transaction: "e3", original: "e1",
        start: 64, end: 95, price: .exactly("9.99")))
    // frank
    add(
      make.period(
        user: "frank", product: "pro_monthly", transaction: "f1", original: "f1", start: 0,
        end: 31, price: .exactly("9.99")))
    var change = make.event(
      .productChange, user: "frank", product: "pro_monthly", transaction: "f1", original: "f1",
      at: 15, start: 0, end: 31)
    change.newProductID = "pro_annual"
    add(change)
    add(
      make.period(
        .renewal, user: "frank", product: "pro_annual", transaction: "f2", original: "f1",
        start: 15, end: 380, price: .exactly("49.99")))
    // gina
    add(
      make.period(
        user: "gina", product: "pro_monthly", transaction: "g1", original: "g1", start: 31,
        end: 59, price: .exactly("9.99")))
    var unsubscribe = make.event(
      .cancellation, user: "gina", product: "pro_monthly", transaction: "g1", original: "g1",
      at: 40, start: 31, end: 59)
    unsubscribe.cancelReason = .unsubscribe
    add(unsubscribe)
    var expiration = make.event(
      .expiration, user: "gina", product: "pro_monthly", transaction: "g1", original: "g1",
      at: 59, start: 31, end: 59)
    expiration.expirationReason = .unsubscribe
    add(expiration)
    // hank
    add(
      make.period(
        user: "hank", product: "pro_monthly", transaction: "h1", original: "h1", start: 60,
        end: 67, price: 0, periodType: "TRIAL"))
    var trialCancel = make.event(
      .cancellation, user: "hank", product: "pro_monthly", transaction: "h1", original: "h1",
      at: 62, start: 60, end: 67)
    trialCancel.cancelReason = .unsubscribe
    add(trialCancel)
    var trialEnd = make.event(
      .expiration, user: "hank", product: "pro_monthly", transaction: "h1", original: "h1",
      at: 67, start: 60, end: 67)
    trialEnd.expirationReason = .unsubscribe
    add(trialEnd)
    // ivy
    add(
      make.period(
        user: "ivy", product: "pro_monthly", transaction: "i1", original: "i1", start: 88,
        end: 95, price: 0, periodType: "TRIAL"))
    // Noise: sandbox, family sharing.
    make.environment = "SANDBOX"
    add(
      make.period(
        user: "zed", product: "pro_monthly", transaction: "z1", original: "z1", start: 5,
        end: 36, price: .exactly("9.99")))
    make.environment = "PRODUCTION"
    var shared = make.period(
      user: "fay", product: "pro_monthly", transaction: "s1", original: "s1", start: 3, end: 34,
      price: .exactly("9.99"))
    shared.isFamilyShare = true
    add(shared)
    return events
  }
}
