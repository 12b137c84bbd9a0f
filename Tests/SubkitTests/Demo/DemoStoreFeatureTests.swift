import Foundation
import Testing

@testable import subkit

/// Issue 28's store features through the real `subkit demo`, one scripted
/// scenario per key: what the customer ends up with (the header's plan), the
/// events the store sent (the log) and the prices charged.
@Suite(
  "subkit demo: offers, billing plans, price increases, refunds, Family Sharing",
  .timeLimit(.minutes(10)))
struct DemoStoreFeatureTests {
  func demo(_ commands: [String], status: Int32 = 0) throws -> DemoScenarioTests.Transcript {
    try DemoScenarioTests().demo(commands, status: status)
  }

  @Test("P (buy-promo): refused to a new customer; a subscriber pays 3.99 from the next renewal")
  func promotionalOffer() throws {
    let transcript = try demo([
      "upgrade", "select monthly", "buy-promo", "buy", "manage", "buy-promo", "close",
      "advance period",
    ])
    let refused = transcript.after("buy-promo")
    #expect(refused.contains("promotional offer refused: INELIGIBLE_ERROR"), "\(refused)")
    #expect(refused.contains("InvoiceApp · Free "))
    let redeemed = transcript.after("buy-promo", occurrence: 1)
    #expect(redeemed.contains("Pro Monthly: 3 × $3.99/month"), "\(redeemed)")
    #expect(redeemed.contains("From your next renewal"))
    #expect(redeemed.contains("apple OFFER_REDEEMED pro_monthly"))
    let renewed = transcript.after("advance period")
    #expect(
      renewed.contains(
        "webhook RENEWAL pro_monthly trial conversion [INTRO] 3.99 USD offer pro_monthly_half_off"
          .prefix(77)), "\(renewed)")
    #expect(renewed.contains("InvoiceApp · Pro"))
    #expect(DemoKeyBinding.action(for: .character("P"), at: .paywall) == .buyWithPromotionalOffer)
    #expect(DemoKeyBinding.action(for: .character("P"), at: .manage) == .buyWithPromotionalOffer)
  }

  @Test("W (buy-win-back): only once lapsed long enough; then two months at 2.99")
  func winBackOffer() throws {
    let transcript = try demo([
      "upgrade", "select monthly", "buy", "advance period", "cancel", "advance period",
      "upgrade", "select monthly", "buy-win-back", "advance 1mo", "buy-win-back",
      "advance period", "advance period",
    ])
    let tooSoon = transcript.after("buy-win-back")
    #expect(tooSoon.contains("No win-back offer on Pro Monthly"), "\(tooSoon)")
    #expect(tooSoon.contains("InvoiceApp · Free "))
    let back = transcript.after("buy-win-back", occurrence: 1)
    #expect(back.contains("InvoiceApp · Pro"), "\(back)")
    #expect(back.contains("Welcome back: Pro Monthly, 2 × $2.99/month"))
    #expect(back.contains("webhook RENEWAL pro_monthly [INTRO] 2.99 USD offer pro_monthly_winback"))
    #expect(
      transcript.after("advance period", occurrence: 2).contains(
        "webhook RENEWAL pro_monthly [INTRO] 2.99 USD offer pro_monthly_winback"))
    // After the offer's two months, the product's price.
    #expect(transcript.last.contains("webhook RENEWAL pro_monthly [NORMAL] 7.99 USD"))
    #expect(DemoKeyBinding.action(for: .character("W"), at: .paywall) == .buyWithWinBackOffer)
  }

  @Test("R (redeem): the store's code gives a free month; an unknown code buys nothing")
  func offerCode() throws {
    let transcript = try demo(["redeem NOPE", "redeem"])
    let unknown = transcript.after("redeem NOPE")
    #expect(unknown.contains("purchase failed: INVALID_PROMOTIONAL_OFFER_ERROR"), "\(unknown)")
    #expect(unknown.contains("InvoiceApp · Free "))
    let redeemed = transcript.last
    #expect(redeemed.contains("Offer code INVOICEMONTH redeemed"), "\(redeemed)")
    #expect(redeemed.contains("InvoiceApp · Pro"))
    #expect(redeemed.contains("Free trial: renews on February 1, 2026"))
    #expect(redeemed.contains("webhook INITIAL_PURCHASE pro_monthly [TRIAL] offer INVOICEMONTH"))
    #expect(
      DemoKeyBinding.action(for: .character("R"), at: .paywall) == .redeemOfferCode(nil))
  }

  @Test("M (buy-billed-monthly): Pro Annual at 4.49 a month, 12 charges; none for monthly")
  func billedMonthly() throws {
    let transcript = try demo([
      "manage", "buy-win-back", "close", "upgrade", "select monthly", "buy-billed-monthly",
      "select annual", "buy-billed-monthly", "advance 1mo",
    ])
    // Win-back offers and billing plans are sold on the paywall.
    #expect(transcript.after("buy-win-back").contains("Open the paywall first"))
    let refused = transcript.after("buy-billed-monthly")
    #expect(refused.contains("Store control failed"), "\(refused)")
    #expect(refused.contains("InvoiceApp · Free "))
    let bought = transcript.after("buy-billed-monthly", occurrence: 1)
    #expect(bought.contains("InvoiceApp · Pro"), "\(bought)")
    #expect(bought.contains("Pro Annual, billed monthly: $4.49 a month"))
    #expect(bought.contains("Charge 1 of 12 ($53.88 in all) until 2027-01-01."))
    #expect(bought.contains("webhook INITIAL_PURCHASE pro_annual [NORMAL] 4.49 USD"))
    #expect(bought.contains("Renews on February 1, 2026"))
    #expect(transcript.last.contains("webhook RENEWAL pro_annual [NORMAL] 4.49 USD"))
    #expect(DemoKeyBinding.action(for: .character("M"), at: .paywall) == .buyBilledMonthly)
  }

  @Test("+ then Z (decline-price): auto-renew off, expiry for PRICE_INCREASE")
  func priceIncreaseDeclined() throws {
    let transcript = try demo([
      "upgrade", "select monthly", "buy", "advance period", "raise-price", "decline-price",
      "advance period",
    ])
    let raised = transcript.after("raise-price")
    #expect(raised.contains("pro_monthly now costs $9.99"), "\(raised)")
    #expect(raised.contains("store: pro_monthly price $7.99 → $9.99, consent needed"))
    #expect(raised.contains("apple PRICE_INCREASE PENDING pro_monthly"))
    let declined = transcript.after("decline-price")
    #expect(declined.contains("webhook CANCELLATION pro_monthly PRICE_INCREASE"), "\(declined)")
    #expect(declined.contains("Ends on February 8, 2026"))
    let expired = transcript.last
    #expect(expired.contains("webhook EXPIRATION pro_monthly PRICE_INCREASE"), "\(expired)")
    #expect(expired.contains("InvoiceApp · Free "))
    #expect(
      DemoKeyBinding.action(for: .character("Z"), at: .app) == .answerPriceIncrease(accept: false))
  }

  @Test("+ then A (accept-price): renews at 9.99; notice only needs no answer")
  func priceIncreaseAccepted() throws {
    let transcript = try demo([
      "accept-price", "upgrade", "select monthly", "buy", "advance period", "raise-price",
      "accept-price", "advance period", "raise-price notify",
    ])
    #expect(transcript.after("accept-price").contains("no price increase to answer"))
    let accepted = transcript.after("accept-price", occurrence: 1)
    #expect(accepted.contains("apple PRICE_INCREASE ACCEPTED pro_monthly"), "\(accepted)")
    let renewed = transcript.after("advance period", occurrence: 1)
    #expect(renewed.contains("webhook RENEWAL pro_monthly [NORMAL] 9.99 USD"), "\(renewed)")
    #expect(renewed.contains("InvoiceApp · Pro"))
    // A second increase within a year exceeds Apple's limits: notice alone is refused.
    #expect(transcript.last.contains("Store control failed"), "\(transcript.last)")
    #expect(
      DemoKeyBinding.action(for: .character("+"), at: .manage) == .raisePrice(askConsent: true))
  }

  @Test("% (refund 50%) revokes and refunds half; D (refund-declined) changes nothing")
  func proratedAndDeclinedRefunds() throws {
    let transcript = try demo(
      [
        "upgrade", "select annual", "buy", "refund-declined", "refund 50%", "refund 0%",
      ], status: 1)
    let declined = transcript.after("refund-declined")
    #expect(declined.contains("apple REFUND_DECLINED pro_annual"), "\(declined)")
    #expect(declined.contains("InvoiceApp · Pro"))
    let refunded = transcript.after("refund 50%")
    #expect(refunded.contains("InvoiceApp · Free "), "\(refunded)")
    #expect(
      refunded.contains("webhook CANCELLATION pro_annual CUSTOMER_SUPPORT [NORMAL] -25 USD")
        || refunded.contains("webhook CANCELLATION pro_annual CUSTOMER_SUPPORT [NORMAL] -24.99 USD")
        || refunded.contains("webhook CANCELLATION pro_annual CUSTOMER_SUPPORT [NORMAL] -25.00 USD"),
      "\(refunded)")
    #expect(transcript.last.contains("a percentage from 1 to 100"))
    #expect(
      DemoKeyBinding.action(for: .character("%"), at: .app) == .partialRefund(percent: 50))
    #expect(DemoKeyBinding.action(for: .character("D"), at: .app) == .declineRefund)
  }

  @Test("F (share-family) gives bob Pro as FAMILY_SHARED; U (stop-sharing) takes it back")
  func familySharing() throws {
    let transcript = try demo([
      "share-family", "login alice", "upgrade", "select monthly", "buy", "share-family",
      "login bob", "login alice", "stop-sharing", "login bob",
    ])
    #expect(transcript.after("share-family").contains("Store control failed"))
    let shared = transcript.after("share-family", occurrence: 1)
    #expect(shared.contains("Shared with bob through Family Sharing"), "\(shared)")
    #expect(shared.contains("webhook INITIAL_PURCHASE pro_monthly [TRIAL] bob (family)"))
    let bob = transcript.after("login bob")
    #expect(bob.contains("InvoiceApp · Pro"), "\(bob)")
    #expect(bob.contains("Shared with you through Family Sharing"))
    let stopped = transcript.after("stop-sharing")
    #expect(stopped.contains("Stopped sharing with bob"), "\(stopped)")
    #expect(
      stopped.contains("webhook CANCELLATION pro_monthly CUSTOMER_SUPPORT [TRIAL] bob (family)"))
    let after = transcript.last
    #expect(after.contains("InvoiceApp · Free "), "\(after)")
    #expect(!after.contains("Shared with you"))
    #expect(DemoKeyBinding.action(for: .character("F"), at: .app) == .shareWithFamily(nil))
    #expect(DemoKeyBinding.action(for: .character("U"), at: .manage) == .stopFamilySharing(nil))
  }
}
