import Foundation
import SubscriptionKit

extension PopulationScript {
  /// The win-back offer a lapsed subscriber coming back to `product` at
  /// `back` will get, by the engine's rules (`winBackIneligibility`) as far
  /// as the script knows them: `paidCharges` periods of the product's length
  /// paid, lapsed at `lapsedAt`, the last win-back offer at `lastWinBack`.
  /// The engine decides for real when the action runs; the script only lays
  /// its later actions out in the offer's periods.
  func predictedWinBack(
    on product: StoreKitProduct, lapsedAt: Date, back: Date, paidCharges: Int,
    lastWinBack: Date?
  ) -> StoreKitOffer? {
    guard let terms = product.subscription, !terms.winBackOffers.isEmpty else { return nil }
    let periodMonths =
      switch terms.period.unit {
      case .year: terms.period.value * 12
      case .month: terms.period.value
      case .week, .day: 0
      }
    let paidMonths = paidCharges * periodMonths
    func months(_ from: Date, _ to: Date) -> Int {
      max(0, calendar.dateComponents([.month], from: from, to: to).month ?? 0)
    }
    return terms.winBackOffers.first { offer in
      paidMonths >= offer.minimumPaidMonths
        && offer.monthsSinceLapse.contains(months(lapsedAt, back))
        && (offer.waitBetweenOffersMonths.map { wait in
          lastWinBack.map { months($0, back) >= wait } ?? true
        } ?? true)
    }?.terms
  }
}
