import Foundation
import SubscriptionKit

/// Turns a `PopulationPlan` into the dated actions of every customer: pure
/// (a function of the plan, the catalog and the dates), deterministic per seed.
///
/// Each customer arrives at a uniformly random time, in a storefront of the
/// mix, buys a product by the plan mix and then lives by the plan's rates
/// (`life(of:customer:from:withOffer:random:)`): a trial converts or is
/// cancelled during the trial; each paid period may bring a cancellation
/// (monthly churn, compounded for longer periods), a plan change (upgrade,
/// downgrade, crossgrade) or a failing payment method (fixed a few days after
/// the failed renewal, or not); a lapsed subscriber may come back
/// (`lives(of:customer:from:random:)`); and a paying customer may get one of
/// their charges refunded (`withRefund`). Times inside a period keep clear of its edges, and periods
/// end where the engine ends them, so each action lands in the period it was
/// drawn for.
struct PopulationScript {
  let plan: PopulationPlan
  let catalog: Catalog
  let start: Date
  let end: Date
  /// The calendar store time counts months in (the engine's).
  var calendar = StoreTime.calendar
  /// The app user ID of customer number `n`.
  var userID: (Int) -> String = { "customer-\($0)" }
  /// Experiments stopped in the ledger before the run.
  var experimentStops: [String: Date] = [:]

  /// The products and their weights, checked against the catalog.
  func mix() throws -> [(productID: String, weight: Double)] {
    if !plan.planMix.isEmpty {
      for productID in plan.planMix.keys.sorted() {
        guard let product = catalog.products[productID] else {
          throw StoreSimulatorError(
            .invalidPopulation, "the plan mix names \(productID), which the .storekit file lacks")
        }
        guard product.kind == .autoRenewableSubscription || product.kind == .nonConsumable else {
          throw StoreSimulatorError(
            .invalidPopulation,
            "the plan mix names \(productID); only subscriptions and non-consumables can be mixed")
        }
      }
      return plan.planMix.sorted { $0.key < $1.key }.filter { $0.value > 0 }.map {
        ($0.key, $0.value)
      }
    }
    let products = catalog.products.values.sorted { $0.productID < $1.productID }
    let short = products.filter { days(of: $0) ?? 0 > 0 && days(of: $0) ?? 0 <= 31 }
    let long = products.filter { days(of: $0) ?? 0 > 31 }
    let once = products.filter { $0.kind == .nonConsumable }
    var mix: [(String, Double)] = []
    for (group, share) in [(short, 0.65), (long, 0.25), (once, 0.10)] where !group.isEmpty {
      mix += group.map { ($0.productID, share / Double(group.count)) }
    }
    guard !mix.isEmpty else {
      throw StoreSimulatorError(
        .invalidPopulation, "the .storekit file has no subscription or non-consumable to buy")
    }
    return mix
  }

  /// Every customer's actions, sorted by time.
  func actions() throws -> [PopulationAction] {
    let mix = try mix()
    let total = mix.reduce(0) { $0 + $1.weight }
    var random = SeededRandomNumberGenerator(seed: plan.seed)
    let span = end.timeIntervalSince(start)
    var actions: [PopulationAction] = []
    actions.reserveCapacity(plan.customers * 3)
    let offeringMixes = try variantMixes(mix)
    let storefronts = try storefrontMix()
    for customer in 0..<plan.customers {
      let arrival = start.addingTimeInterval((random.unit() * span * 0.999).rounded(.down))
      let variant = offeringMixes.isEmpty ? nil : variant(of: customer, at: arrival)
      let rate = min(
        1, plan.purchaseRate * (variant.flatMap { plan.variantConversion[$0.id] } ?? 1))
      // Draw only when someone may not buy, so plans without these knobs stay as they were.
      if rate < 1, !random.chance(rate) {
        actions.append(PopulationAction(date: arrival, customer: customer, kind: .arrive))
        continue
      }
      let offeringID = variant?.offeringID
      let customerMix = offeringID.flatMap { offeringMixes[$0] } ?? mix
      let customerTotal = offeringID == nil ? total : customerMix.reduce(0) { $0 + $1.weight }
      var roll = random.unit() * customerTotal
      var productID = customerMix[customerMix.count - 1].productID
      for entry in customerMix {
        if roll < entry.weight {
          productID = entry.productID
          break
        }
        roll -= entry.weight
      }
      let storefront = storefronts.isEmpty ? nil : Self.draw(from: storefronts, random: &random)
      var customerActions = [
        PopulationAction(
          date: arrival, customer: customer, kind: .buy(productID, offeringID: offeringID))
      ]
      guard let product = catalog.products[productID] else { continue }
      var life = Life(charges: [arrival])
      if product.kind != .nonConsumable {
        life = lives(of: product, customer: customer, from: arrival, random: &random)
      }
      customerActions += withRefund(
        life.actions, charges: life.charges, customer: customer, random: &random)
      if let storefront {
        for index in customerActions.indices { customerActions[index].storefront = storefront }
      }
      actions += customerActions
    }
    return actions.filter { $0.date < end }.sorted {
      $0.date != $1.date ? $0.date < $1.date : $0.customer < $1.customer
    }
  }

  /// The storefront mix, checked: codes the simulator knows, each with an
  /// exchange rate for its currency.
  func storefrontMix() throws -> [(code: String, weight: Double)] {
    for code in plan.storefrontMix.keys.sorted() {
      guard Storefront.isKnown(code) else {
        throw StoreSimulatorError(
          .invalidPopulation,
          "the storefront mix names \(code), which is not a storefront (ISO 3166-1 alpha-3 "
            + "codes such as USA, DEU, JPN)")
      }
      let currency = Storefront(code: code).currencyCode
      guard catalog.exchangeRates.knows(currency) else {
        throw StoreSimulatorError(
          .invalidPopulation,
          "the storefront mix names \(code), whose currency \(currency) has no exchange rate; "
            + "add it to the project file's \"usd_exchange_rates\"")
      }
    }
    return plan.storefrontMix.sorted { $0.key < $1.key }.filter { $0.value > 0 }.map {
      ($0.key.uppercased(), $0.value)
    }
  }

  /// One code drawn by weight.
  static func draw(
    from weighted: [(code: String, weight: Double)], random: inout SeededRandomNumberGenerator
  ) -> String {
    var roll = random.unit() * weighted.reduce(0) { $0 + $1.weight }
    for entry in weighted {
      if roll < entry.weight { return entry.code }
      roll -= entry.weight
    }
    return weighted[weighted.count - 1].code
  }

  /// The variant of the first experiment the customer is enrolled in on
  /// arrival (the paywall they see), by the engine's own assignment.
  private func variant(of customer: Int, at arrival: Date) -> SimulatorExperiment.Variant? {
    for experiment in catalog.project.experiments
    where experiment.isRunning(at: arrival, stoppedAt: experimentStops[experiment.id]) {
      if let variant = ExperimentAssignment.variant(of: experiment, forAppUserID: userID(customer))
      {
        return variant
      }
    }
    return nil
  }

  /// For each variant's offering, the plan mix restricted to its products
  /// (every product it sells, equally, when the mix names none of them).
  private func variantMixes(_ mix: [(productID: String, weight: Double)]) throws
    -> [String: [(productID: String, weight: Double)]]
  {
    var result: [String: [(productID: String, weight: Double)]] = [:]
    let offeringIDs = Set(catalog.project.experiments.flatMap(\.variants).map(\.offeringID))
    for offering in catalog.project.offerings.offerings
    where offeringIDs.contains(offering.identifier) {
      let sellable = offering.packages.map(\.platformProductIdentifier).filter {
        let kind = catalog.products[$0]?.kind
        return kind == .autoRenewableSubscription || kind == .nonConsumable
      }
      let weighted = mix.filter { sellable.contains($0.productID) }
      let chosen = weighted.isEmpty ? sellable.map { ($0, 1.0) } : weighted
      guard !chosen.isEmpty else {
        throw StoreSimulatorError(
          .invalidPopulation,
          "offering \(offering.identifier) sells no subscription or non-consumable to buy")
      }
      result[offering.identifier] = chosen
    }
    return result
  }

  /// A subscription's period in days (months 30, years 365); nil for other products.
  private func days(of product: StoreKitProduct) -> Double? {
    guard product.kind == .autoRenewableSubscription, let period = product.subscription?.period
    else { return nil }
    return Self.periodDays(period)
  }

  static func periodDays(_ period: SubscriptionPeriod) -> Double {
    switch period.unit {
    case .day: Double(period.value)
    case .week: Double(period.value) * 7
    case .month: Double(period.value) * 30
    case .year: Double(period.value) * 365
    }
  }
}
