import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire
import Testing

/// The population simulator brings lapsed subscribers back with the
/// project's win-back offers, by App Store Connect's rules (issue 28).
@Suite("Population comebacks with win-back offers", .timeLimit(.minutes(10)))
struct PopulationWinBackTests {
  @Test("Comebacks redeem winback_3m when eligible: a month after the lapse, six between offers")
  func comebacksUseWinBackOffers() throws {
    let seed = SeededRandomNumberGenerator.seed(
      from: "SUBKIT_TEST_SEED", test: "PopulationWinBackTests.comebacks")
    let (store, _) = try OfferFixtures.store()
    var plan = PopulationPlan(customers: 400, months: 30, seed: seed)
    plan.planMix = ["pro_monthly": 1]
    (plan.refundRate, plan.billingIssueRate, plan.trialConversion) = (0, 0, 1)
    (plan.upgradeRate, plan.downgradeRate, plan.crossgradeRate) = (0, 0, 0)
    (plan.monthlyChurn, plan.resubscribeRate) = (0.1, 1)
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let monthMs: Int64 = 28 * 86_400_000
    let winBacks = sample.charges.filter {
      $0.type == .renewal && $0.offerCode == "winback_3m"
    }
    let comebacks = sample.of(.expiration).count
    #expect(winBacks.count > 50, "\(winBacks.count) win-back redemptions of \(comebacks) lapses")
    var byUser: [String: [WebhookEvent]] = [:]
    for event in sample.events { byUser[event.appUserID ?? "", default: []].append(event) }
    var plain = 0
    for (_, events) in byUser {
      var lastExpiry: Int64? = nil
      var lastWinBack: Int64? = nil
      for event in events.sorted(by: { $0.eventTimestampMs < $1.eventTimestampMs }) {
        if event.type == .expiration { lastExpiry = event.eventTimestampMs }
        guard event.type == .renewal, let expiry = lastExpiry,
          event.eventTimestampMs > expiry, event.periodType != "NORMAL" || event.offerCode == nil
        else { continue }
        if event.offerCode == "winback_3m" {
          #expect(event.price == OfferFixtures.money("2.99") && event.periodType == "INTRO")
          #expect(event.eventTimestampMs - expiry >= monthMs, "a month after the lapse")
          if let previous = lastWinBack {
            #expect(event.eventTimestampMs - previous >= 6 * monthMs, "six months between")
          }
          lastWinBack = event.eventTimestampMs
          lastExpiry = nil
        } else if event.periodType == "NORMAL" {
          plain += 1
          lastExpiry = nil
        }
      }
    }
    #expect(plain > 0, "comebacks the wait kept from an offer buy at the full price")
  }
}
