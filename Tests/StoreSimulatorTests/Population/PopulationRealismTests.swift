import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionKitTesting
import SubscriptionWire
import Testing

/// Plan changes by level, resubscription after a lapse and a storefront mix
/// in a population, each measured within binomial tolerance (issue 28).
@Suite("Population realism: plan changes, comebacks, storefronts", .timeLimit(.minutes(10)))
struct PopulationRealismTests {
  static func seed(_ test: String) -> UInt64 {
    SeededRandomNumberGenerator.seed(
      from: "SUBKIT_TEST_SEED", test: "PopulationRealismTests.\(test)")
  }

  /// A quiet plan: nobody cancels, fails to pay or is refunded unless asked.
  static func plan(_ test: String, customers: Int = 1_500, months: Int, product: String)
    -> PopulationPlan
  {
    var plan = PopulationPlan(customers: customers, months: months, seed: seed(test))
    plan.planMix = [product: 1]
    (plan.monthlyChurn, plan.refundRate, plan.billingIssueRate, plan.trialConversion) = (0, 0, 0, 1)
    (plan.upgradeRate, plan.downgradeRate, plan.crossgradeRate, plan.resubscribeRate) = (0, 0, 0, 0)
    return plan
  }

  /// The share of `product`'s monthly periods (started a month before the
  /// end or earlier) in which the subscriber moved to one of `targets`.
  static func changeShare(
    _ sample: PopulationSample, from product: String, to targets: Set<String>
  ) -> (Int, Int) {
    let cutoff = sample.endMs - 32 * 86_400_000
    let periods = sample.charges.filter {
      $0.productID == product && ($0.purchasedAtMs ?? .max) <= cutoff
    }
    let changed = Set(
      sample.of(.productChange).filter { targets.contains($0.newProductID ?? "") }.compactMap(
        \.transactionID))
    return (periods.filter { changed.contains($0.transactionID ?? "") }.count, periods.count)
  }

  @Test("Upgrades: the monthly share of subscribers moving to a higher level, at once")
  func upgrades() throws {
    let store = try Fixtures.tieredSimulator()
    var plan = Self.plan("upgrades", months: 12, product: "basic_monthly")
    plan.upgradeRate = 0.05
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let premium: Set = ["premium_monthly", "premium_annual", "premium_monthly_family"]
    let (count, periods) = Self.changeShare(sample, from: "basic_monthly", to: premium)
    PopulationSample.expectRate(count, of: periods, near: 0.05, "upgrades")
    // An upgrade is immediate: a charge for the premium product the same instant.
    let changes = sample.of(.productChange)
    let charged = Set(sample.charges.map(\.eventTimestampMs))
    #expect(changes.allSatisfy { charged.contains($0.eventTimestampMs) })
  }

  @Test("Downgrades and crossgrades: monthly shares, each to its own level")
  func downgradesAndCrossgrades() throws {
    let store = try Fixtures.tieredSimulator()
    var plan = Self.plan("downgrades", months: 12, product: "premium_monthly")
    (plan.downgradeRate, plan.crossgradeRate) = (0.04, 0.03)
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let down = Self.changeShare(sample, from: "premium_monthly", to: ["basic_monthly"])
    PopulationSample.expectRate(down.0, of: down.1, near: 0.04, "downgrades")
    let across = Self.changeShare(
      sample, from: "premium_monthly", to: ["premium_annual", "premium_monthly_family"])
    PopulationSample.expectRate(across.0, of: across.1, near: 0.03, "crossgrades")
    // A downgrade waits for the renewal: the basic plan is charged at the period's end.
    #expect(sample.charges.contains { $0.productID == "basic_monthly" })
  }

  @Test("Resubscription: the share of lapsed paid subscribers who come back within a year")
  func resubscription() throws {
    let store = try Fixtures.tieredSimulator()
    var plan = Self.plan("resubscription", customers: 2_000, months: 30, product: "basic_monthly")
    (plan.monthlyChurn, plan.resubscribeRate) = (0.08, 0.3)
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let yearMs: Int64 = 365 * 86_400_000
    let lapses = sample.of(.expiration).filter {
      $0.periodType == "NORMAL" && $0.eventTimestampMs + yearMs <= sample.endMs
    }
    let purchases = sample.charges
    let back = lapses.filter { lapse in
      purchases.contains {
        $0.appUserID == lapse.appUserID && $0.eventTimestampMs > lapse.eventTimestampMs
          && $0.eventTimestampMs <= lapse.eventTimestampMs + yearMs
      }
    }
    PopulationSample.expectRate(back.count, of: lapses.count, near: 0.3, "comebacks")
    // A comeback continues the subscription: RevenueCat's RENEWAL, not a new INITIAL_PURCHASE.
    let initial = sample.of(.initialPurchase).count
    #expect(initial == 2_000)
  }

  @Test("A storefront mix: customers in each storefront's share, charged in its currency")
  func storefrontMix() throws {
    let store = try Fixtures.simulator()
    var plan = Self.plan("storefrontMix", customers: 3_000, months: 2, product: "pro_annual")
    plan.storefrontMix = ["USA": 5, "DEU": 3, "JPN": 2]
    try store.simulatePopulation(plan)
    let sample = try PopulationSample(store)
    let buys = sample.of(.initialPurchase)
    #expect(buys.count == 3_000)
    for (country, share) in [("US", 0.5), ("DE", 0.3), ("JP", 0.2)] {
      let count = buys.filter { $0.countryCode == country }.count
      PopulationSample.expectRate(count, of: buys.count, near: share, "\(country) customers")
    }
    // Each storefront's price point in its currency, and `price` that in USD.
    let pricing = StorefrontPricing(base: Storefront(code: "USA"), rates: ExchangeRates())
    let rates = ExchangeRates()
    for (country, code, currency) in [
      ("US", "USA", "USD"), ("DE", "DEU", "EUR"), ("JP", "JPN", "JPY"),
    ] {
      let event = try #require(buys.first { $0.countryCode == country })
      #expect(event.currency == currency)
      let local = pricing.price(49.99, in: Storefront(code: code))
      #expect(event.priceInPurchasedCurrency == local)
      #expect(event.price == rates.usd(local, from: currency))
    }
    #expect(pricing.price(49.99, in: Storefront(code: "DEU")) == 42.99)
    #expect(pricing.price(49.99, in: Storefront(code: "JPN")) == 7_700)
  }

  @Test("A storefront mix naming an unknown storefront is refused before anything is written")
  func unknownStorefront() throws {
    let store = try Fixtures.simulator()
    var plan = PopulationPlan(customers: 10, months: 1, seed: 1)
    plan.storefrontMix = ["USA": 1, "XYZ": 1]
    let error = try #require(throws: StoreSimulatorError.self) {
      try store.simulatePopulation(plan)
    }
    #expect(error.message.contains("XYZ"), "\(error.message)")
    #expect(try store.webhookEvents().isEmpty)
  }
}
