import Foundation
import SubscriptionKit

extension PopulationScript {
  /// How one subscription's life in the script ended.
  struct Life {
    var actions: [PopulationAction] = []
    /// The paid charges made before the run's end.
    var charges: [Date] = []
    /// When a paid subscription lapsed (its access ended), and its product then.
    var lapse: (date: Date, productID: String)?
  }

  /// The life of one subscription from its purchase at `start`: the trial
  /// converts or is cancelled; in each paid period the subscriber may turn
  /// auto-renew off (monthly churn), else change plan (upgrade, downgrade or
  /// crossgrade, each a monthly rate), and the renewal at its end may fail
  /// (fixed a few days later, or never). Period ends are the engine's own
  /// (`ScriptedPhases`: anchored runs, a plan change or a recovery starting a
  /// new one), so every action lands in the period it was drawn for, however
  /// many periods the run spans.
  func life(
    of product: StoreKitProduct, customer: Int, from start: Date, withOffer: Bool = true,
    winBack: StoreKitOffer? = nil, random: inout SeededRandomNumberGenerator
  ) -> Life {
    var life = Life()
    guard var terms = product.subscription else { return life }
    var productID = product.productID
    func at(_ date: Date, _ kind: PopulationAction.Kind) {
      life.actions.append(PopulationAction(date: date, customer: customer, kind: kind))
    }
    var phases = ScriptedPhases(
      terms: terms, start: start, withOffer: withOffer, redeeming: winBack)
    if withOffer, let offer = terms.introductoryOffer, offer.paymentMode == .freeTrial {
      let trialEnd = offer.period.advancing(start, by: offer.numberOfPeriods, in: calendar)
      if !random.chance(plan.trialConversion) {
        at(Self.inside(start, trialEnd, from: 0.1, to: 0.9, random: &random), .cancel(productID))
        return life
      }
      phases.endTrial(at: trialEnd)
    }
    var periodStart = phases.start
    while periodStart < end {
      let (period, periodEnd) = phases.current(in: calendar)
      if phases.isCharged { life.charges.append(periodStart) }
      if random.chance(Self.hazard(plan.monthlyChurn, over: period)) {
        at(
          Self.inside(periodStart, periodEnd, from: 0.1, to: 0.8, random: &random),
          .cancel(productID))
        life.lapse = (periodEnd, productID)
        break
      }
      if let change = planChange(from: productID, terms: terms, over: period, random: &random) {
        let date = Self.inside(periodStart, periodEnd, from: 0.1, to: 0.8, random: &random)
        at(date, .buy(change.product.productID, offeringID: nil))
        guard let newTerms = change.product.subscription else { break }
        if change.isImmediate {
          (productID, terms) = (change.product.productID, newTerms)
          phases = ScriptedPhases(terms: terms, start: date, withOffer: false)
          periodStart = date
          continue
        }
        // At the renewal: the billing draw below is about that renewal.
        let renewal = (change.product.productID, newTerms)
        if !random.chance(plan.billingIssueRate) {
          (productID, terms) = renewal
          phases = ScriptedPhases(terms: terms, start: periodEnd, withOffer: false)
          periodStart = periodEnd
          continue
        }
        guard let fixed = billingIssue(productID, periodStart, periodEnd, at, &random) else {
          life.lapse = (periodEnd, productID)
          break
        }
        (productID, terms) = renewal
        phases = ScriptedPhases(terms: terms, start: fixed, withOffer: false)
        periodStart = fixed
        continue
      }
      guard random.chance(plan.billingIssueRate) else {
        phases.next(at: periodEnd)
        periodStart = periodEnd
        continue
      }
      guard let fixed = billingIssue(productID, periodStart, periodEnd, at, &random) else {
        life.lapse = (periodEnd, productID)
        break
      }
      // The recovery charges at once and starts a new run of periods there.
      phases.next(at: fixed, continues: false)
      periodStart = fixed
    }
    return life
  }

  /// A renewal that fails: the payment method fails during the period, and
  /// is fixed 1 to 10 days after the renewal (returned) or never (nil).
  private func billingIssue(
    _ productID: String, _ periodStart: Date, _ periodEnd: Date,
    _ at: (Date, PopulationAction.Kind) -> Void, _ random: inout SeededRandomNumberGenerator
  ) -> Date? {
    at(
      Self.inside(periodStart, periodEnd, from: 0.2, to: 0.8, random: &random),
      .failPayments(productID))
    guard random.chance(plan.billingRecoveryRate) else { return nil }
    let fixed = periodEnd.addingTimeInterval(86_400 * (1 + random.unit() * 9))
    // The fix names the product that failed to renew (a pending change waits for it).
    at(fixed, .fixPayments(productID))
    return fixed
  }

  /// A customer's actions with one charge refunded, when `refundRate` picks
  /// them: a charge drawn evenly from those they paid in the run, refunded
  /// half a day to two and a half days later (before their next charge and
  /// the run's end), their later actions dropped (the refund revokes access).
  func withRefund(
    _ actions: [PopulationAction], charges: [Date], customer: Int,
    random: inout SeededRandomNumberGenerator
  ) -> [PopulationAction] {
    guard !charges.isEmpty, random.chance(plan.refundRate) else { return actions }
    let index = min(charges.count - 1, Int(random.unit() * Double(charges.count)))
    let charge = charges[index]
    let limit = index + 1 < charges.count ? min(charges[index + 1], end) : end
    let delay = min(86_400 * (0.5 + random.unit() * 2), limit.timeIntervalSince(charge) / 2)
    let date = charge.addingTimeInterval(delay)
    return actions.filter { $0.date <= date }
      + [PopulationAction(date: date, customer: customer, kind: .refundLatestCharge)]
  }

  /// The chance of an event in one period of `period`, given its chance per month.
  static func hazard(_ monthly: Double, over period: SubscriptionPeriod) -> Double {
    1 - pow(1 - monthly, months(in: period))
  }

  /// How many months a period spans (a month is 365.25 / 12 days for day and week periods).
  static func months(in period: SubscriptionPeriod) -> Double {
    let days = 365.25 / 12
    switch period.unit {
    case .day: return Double(period.value) / days
    case .week: return Double(period.value) * 7 / days
    case .month: return Double(period.value)
    case .year: return Double(period.value) * 12
    }
  }

  /// A time between `from` and `to` (fractions) of the way from `start` to `end`.
  static func inside(
    _ start: Date, _ end: Date, from: Double, to: Double,
    random: inout SeededRandomNumberGenerator
  ) -> Date {
    start.addingTimeInterval(end.timeIntervalSince(start) * (from + random.unit() * (to - from)))
  }
}
