import Foundation

/// How `StoreSimulator.simulatePopulation(_:)` generates customers: how many,
/// over how long, and how they behave. Rates are probabilities (0…1).
///
/// ```swift
/// var plan = PopulationPlan(customers: 10_000, months: 12, seed: 42)
/// plan.monthlyChurn = 0.05
/// plan.planMix = ["pro_monthly": 7, "pro_annual": 2, "pro_lifetime": 1]
/// let summary = try store.simulatePopulation(plan)
/// ```
public struct PopulationPlan: Sendable, Hashable {
  /// Customers who arrive, spread evenly at random over the months.
  public var customers: Int
  /// How many calendar months store time moves forward.
  public var months: Int
  /// The random seed: the same seed and plan give the same population.
  public var seed: UInt64
  /// Free trials that convert to paid (the rest are cancelled during the trial).
  public var trialConversion = 0.6
  /// The chance that a paid subscriber turns auto-renew off in a month. A
  /// period of n months carries 1 − (1 − churn)ⁿ (a year at 0.06: 52 %), a
  /// week 7 / 30.44 of a month, so every plan length churns at the same pace.
  public var monthlyChurn = 0.06
  /// Paying customers who get one charge refunded: of the customers with a
  /// paid charge in the run, this share see one of those charges (drawn
  /// evenly) refunded a few days after it, for every plan length and for
  /// one-time purchases alike. Access ends with the refund.
  public var refundRate = 0.02
  /// Renewals whose payment fails (a billing issue), of the renewals due with
  /// auto-renew on.
  public var billingIssueRate = 0.02
  /// Billing issues the customer fixes (1 to 10 days after the failed
  /// renewal, charged then) rather than lapsing.
  public var billingRecoveryRate = 0.5
  /// The chance that a paid subscriber moves to a higher level of their
  /// group in a month (an upgrade: at once), compounded over a period like
  /// churn; never where the group has no higher level. Default 1 %: a guess,
  /// as no public benchmark splits App Store plan changes by level.
  public var upgradeRate = 0.01
  /// The same for a lower level (a downgrade: at the next renewal). Default
  /// 0.5 %: a guess, half the upgrades.
  public var downgradeRate = 0.005
  /// The same for another product of the same level (a crossgrade, such as
  /// monthly to annual: at once with the same period, else at the renewal).
  /// Default 1 %: a guess.
  public var crossgradeRate = 0.01
  /// Paid subscribers whose subscription lapsed (auto-renew off, or a billing
  /// issue never fixed) who subscribe again within a year: each lapse brings
  /// them back with this chance, a month to a year later, on the product
  /// they had (Apple's `RESUBSCRIBE`, RevenueCat's `RENEWAL`). Default 0.2:
  /// RevenueCat's reactivation figure ("20 % of your churned users will come
  /// back", May 2026; 18–24 % for monthly plans, 4–6 % for annual ones).
  public var resubscribeRate = 0.2
  /// Relative weights of the storefronts customers buy in, by ISO 3166-1
  /// alpha-3 code (`["USA": 5, "DEU": 3, "JPN": 2]`); empty, the default,
  /// means the `.storekit` file's storefront. A storefront's prices are the
  /// file's on that storefront's price points (`StorefrontPricing`), and
  /// events carry its `country_code`, `currency` and
  /// `price_in_purchased_currency`, with `price` in USD.
  public var storefrontMix: [String: Double] = [:]

  /// A storefront mix shaped like public rankings of App Store consumer
  /// spending by country (the United States first by far, then Japan, the
  /// United Kingdom, Germany …), in round shares: a guess at a typical app,
  /// not measured data.
  public static let typicalStorefrontMix: [String: Double] = [
    "USA": 40, "JPN": 8, "GBR": 8, "DEU": 7, "CAN": 5, "AUS": 5, "FRA": 5, "KOR": 4,
    "BRA": 4, "ITA": 3, "ESP": 3, "MEX": 3, "IND": 3, "CHE": 2,
  ]

  /// Relative weights of the products bought first; empty means a typical mix:
  /// 65% monthly or shorter plans, 25% longer plans, 10% one-time purchases.
  public var planMix: [String: Double] = [:]
  /// Arriving customers who buy something (the rest look at the paywall and
  /// leave); 1, the default, has everyone buy.
  public var purchaseRate = 1.0
  /// Per experiment variant (`"b"`), a multiplier on `purchaseRate` for the
  /// customers enrolled in that variant (capped at a rate of 1): a variant
  /// that truly converts better. Customers enrolled in an experiment buy from
  /// their variant's offering, and it is their `presented_offering_id`.
  public var variantConversion: [String: Double] = [:]
  /// Lifecycle steps committed together in one ledger transaction. A bulk run
  /// may commit many; an interactive purchase never does. Each batch writes
  /// every record it touched once, so larger batches rewrite less; batches
  /// are written on a second thread while the next is made, so smaller ones
  /// overlap more. 10,000 steps did best for 10,000 customers over a year
  /// (five batches; 20,000 and 5,000 were about 10 % slower), and two
  /// batches' records and events, some tens of megabytes, are held at most.
  public var stepsPerCommit = 10_000

  /// The most customers one run may create. A run holds its whole population
  /// in memory (about 8 KB a customer over a year, plus the tables reserved
  /// for them up front), so 10,000,000 would need some 80 GB; past this limit
  /// a run is refused before anything is reserved or written. A larger store
  /// is made by several runs (with different seeds), each adding customers.
  public static let maximumCustomers = 100_000

  /// A plan with the default behaviour.
  public init(customers: Int, months: Int, seed: UInt64) {
    self.customers = customers
    self.months = months
    self.seed = seed
  }

  /// Checks the numbers before anything is written.
  ///
  /// - Throws: `StoreSimulatorError` (`.invalidPopulation`) naming the bad value.
  public func validate() throws {
    func fail(_ message: String) -> StoreSimulatorError {
      StoreSimulatorError(.invalidPopulation, message)
    }
    guard (1...Self.maximumCustomers).contains(customers) else {
      throw fail(
        "customers must be between 1 and 100,000 (a run holds its whole population in memory; "
          + "run again with another seed to add more), not \(customers)")
    }
    guard (1...120).contains(months) else {
      throw fail("months must be between 1 and 120, not \(months)")
    }
    let rates = [
      ("trial conversion", trialConversion), ("monthly churn", monthlyChurn),
      ("refund rate", refundRate), ("billing issue rate", billingIssueRate),
      ("billing recovery rate", billingRecoveryRate), ("purchase rate", purchaseRate),
      ("upgrade rate", upgradeRate), ("downgrade rate", downgradeRate),
      ("crossgrade rate", crossgradeRate), ("resubscribe rate", resubscribeRate),
    ]
    for (name, rate) in rates where !(0...1).contains(rate) {
      throw fail("\(name) must be between 0 and 1, not \(rate)")
    }
    for (product, weight) in planMix where !(weight >= 0 && weight.isFinite) {
      throw fail("the plan mix weight of \(product) must be zero or more, not \(weight)")
    }
    for (variant, multiplier) in variantConversion.sorted(by: { $0.key < $1.key })
    where !(multiplier >= 0 && multiplier.isFinite) {
      throw fail(
        "the conversion multiplier of variant \(variant) must be zero or more, not \(multiplier)")
    }
    for (code, weight) in storefrontMix.sorted(by: { $0.key < $1.key })
    where !(weight >= 0 && weight.isFinite) {
      throw fail("the storefront mix weight of \(code) must be zero or more, not \(weight)")
    }
    if !storefrontMix.isEmpty && storefrontMix.values.reduce(0, +) <= 0 {
      throw fail("the storefront mix needs at least one storefront with a weight above zero")
    }
    if !planMix.isEmpty && planMix.values.reduce(0, +) <= 0 {
      throw fail("the plan mix needs at least one product with a weight above zero")
    }
    guard stepsPerCommit >= 1 else {
      throw fail("steps per commit must be at least 1, not \(stepsPerCommit)")
    }
  }
}

/// What a population run did.
public struct PopulationSummary: Sendable, Hashable {
  /// Customers created.
  public var customers: Int
  /// Webhook events written to the outbox.
  public var events: Int
  /// Lifecycle steps (purchases, renewals, cancellations, …) committed.
  public var steps: Int
  /// Ledger transactions they were committed in.
  public var commits: Int
  /// Store time when the run started.
  public var start: Date
  /// Store time when it ended.
  public var end: Date
}

extension StoreSimulatorError.Code {
  /// A population plan with a value out of range or a product the store cannot sell.
  public static let invalidPopulation = StoreSimulatorError.Code(rawValue: "invalid_population")
}
