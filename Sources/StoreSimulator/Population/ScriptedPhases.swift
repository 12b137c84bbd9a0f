import Foundation
import SubscriptionKit

/// The periods of a scripted subscription as the engine bills them: the
/// introductory offer's (a pay-as-you-go offer's periods one by one, a
/// pay-up-front offer's or a trial's as one) and then the product's, each
/// counted from the start of its run (Apple's anniversary rule,
/// `BillingAnchor`), so a script's dates are the engine's dates.
struct ScriptedPhases {
  private var phases: [(period: SubscriptionPeriod, count: Int?, isCharged: Bool)] = []
  /// Where the current run of periods started.
  private(set) var start: Date
  /// How many periods of the run came before the current one.
  private var index = 0

  /// The periods of `terms` bought at `start`, with the introductory offer or
  /// without, or with a redeemed offer (a win-back offer) instead.
  init(
    terms: StoreKitProduct.Subscription, start: Date, withOffer: Bool = true,
    redeeming redeemed: StoreKitOffer? = nil
  ) {
    self.start = start
    if let redeemed {
      // The engine bills a redeemed free offer's periods as one (`offerPeriod`).
      let trial = SubscriptionPeriod(
        value: redeemed.period.value * redeemed.numberOfPeriods, unit: redeemed.period.unit)
      switch redeemed.paymentMode {
      case .freeTrial: phases.append((trial, 1, false))
      case .payUpFront: phases.append((redeemed.period, 1, redeemed.price > 0))
      case .payAsYouGo:
        phases.append((redeemed.period, redeemed.numberOfPeriods, redeemed.price > 0))
      }
    } else if withOffer, let offer = terms.introductoryOffer {
      switch offer.paymentMode {
      case .freeTrial: phases.append((offer.period, 1, false))
      case .payUpFront: phases.append((offer.period, 1, offer.price > 0))
      case .payAsYouGo: phases.append((offer.period, offer.numberOfPeriods, offer.price > 0))
      }
    }
    phases.append((terms.period, nil, true))
  }

  /// Whether the current period is paid for.
  var isCharged: Bool { phases[0].isCharged }

  /// The current period's length and end.
  func current(in calendar: Calendar) -> (period: SubscriptionPeriod, end: Date) {
    let period = phases[0].period
    return (period, period.advancing(start, by: index + 1, in: calendar))
  }

  /// The free trial converted at `date`: the paid periods start there.
  mutating func endTrial(at date: Date) {
    phases.removeFirst()
    (start, index) = (date, 0)
  }

  /// The next period starts at `date`. `continues`: where the current one
  /// ended (a renewal), so the run goes on unless the offer is over; else (a
  /// billing recovery) a new run starts there.
  mutating func next(at date: Date, continues: Bool = true) {
    if let count = phases[0].count {
      if count <= 1 {
        phases.removeFirst()
        (start, index) = (date, 0)
        return
      }
      phases[0].count = count - 1
    }
    if continues {
      index += 1
    } else {
      (start, index) = (date, 0)
    }
  }
}
