import Foundation
import SubscriptionKit

extension PopulationScript {
  /// A plan change a subscriber makes during a period.
  struct Change {
    /// The product they buy.
    var product: StoreKitProduct
    /// Whether it starts at once (an upgrade, a crossgrade with the same period).
    var isImmediate: Bool
  }

  /// The plan change a subscriber to `productID` makes in a period of
  /// `period`, if any: an upgrade (to a higher level of the group), a
  /// downgrade or a crossgrade (another product of the same level), each with
  /// its monthly rate compounded over the period; a kind the group has no
  /// product for never happens. The product is drawn evenly among its kind's.
  func planChange(
    from productID: String, terms: StoreKitProduct.Subscription, over period: SubscriptionPeriod,
    random: inout SeededRandomNumberGenerator
  ) -> Change? {
    guard plan.upgradeRate + plan.downgradeRate + plan.crossgradeRate > 0 else { return nil }
    let others = (catalog.groupProducts[terms.groupID] ?? []).filter { $0.productID != productID }
    let kinds: [(rate: Double, products: [StoreKitProduct])] = [
      (plan.upgradeRate, others.filter { ($0.subscription?.level ?? 0) < terms.level }),
      (plan.downgradeRate, others.filter { ($0.subscription?.level ?? 0) > terms.level }),
      (plan.crossgradeRate, others.filter { $0.subscription?.level == terms.level }),
    ]
    let roll = random.unit()
    var threshold = 0.0
    for kind in kinds where !kind.products.isEmpty {
      threshold += Self.hazard(kind.rate, over: period)
      guard roll < threshold else { continue }
      let index = min(kind.products.count - 1, Int(random.unit() * Double(kind.products.count)))
      let product = kind.products[index]
      guard let new = product.subscription else { return nil }
      return Change(product: product, isImmediate: PlanChange(from: terms, to: new).isImmediate)
    }
    return nil
  }

  /// A subscriber's lives: the first from `arrival`, then, each time a paid
  /// subscription lapses, with `resubscribeRate` a new one a month to a year
  /// later (the same product, without the introductory offer the group
  /// already gave them, with a win-back offer when it has one they are
  /// eligible for; Apple's `RESUBSCRIBE`, RevenueCat's `RENEWAL`).
  func lives(
    of product: StoreKitProduct, customer: Int, from arrival: Date,
    random: inout SeededRandomNumberGenerator
  ) -> Life {
    var current = life(of: product, customer: customer, from: arrival, random: &random)
    var all = current
    var lastWinBack: Date? = nil
    while let lapse = current.lapse, random.chance(plan.resubscribeRate) {
      let back = lapse.date.addingTimeInterval(86_400 * (30 + random.unit() * 335))
      guard back < end, let again = catalog.products[lapse.productID] else { break }
      all.actions.append(
        PopulationAction(date: back, customer: customer, kind: .resubscribe(again.productID)))
      let winBack = predictedWinBack(
        on: again, lapsedAt: lapse.date, back: back, paidCharges: all.charges.count,
        lastWinBack: lastWinBack)
      if winBack != nil { lastWinBack = back }
      current = life(
        of: again, customer: customer, from: back, withOffer: false, winBack: winBack,
        random: &random)
      all.actions += current.actions
      all.charges += current.charges
    }
    return all
  }
}
