import Foundation
import SubscriptionKit
import SubscriptionWire

/// Apple's anniversary rule: a subscription renews on the same day of the
/// month as the period that started its run of renewals, or on the last day
/// of a month that has no such day, and returns to that day afterwards
/// (bought Jan 31: Feb 28, Mar 31, Apr 30, …).
///
/// So each period's end is counted from the run's first day (the anchor), not
/// from the previous period's end, which would drift to the 28th for ever. A
/// run starts with a new subscription, a trial's conversion, an immediate plan
/// change, a billing recovery or a resubscription; the anchor is not stored
/// but rebuilt from the transactions on load (`rebuildBillingAnchors()`).
enum BillingAnchor {
  /// The end of the period after `subscription`'s current one when it renews
  /// at `date` into `period` with `periodType` and `productID`, and the
  /// anchor and period count the subscription keeps.
  static func nextPeriod(
    of subscription: SubscriptionRecord, productID: String, periodType: PeriodType,
    period: SubscriptionPeriod, at date: Date, calendar: Calendar
  ) -> (end: Date, anchor: Date, periodsSinceAnchor: Int) {
    let anchor = subscription.billingAnchor ?? subscription.periodStart
    let count = subscription.periodsSinceAnchor + 1
    // A period that does not end where the run's anchor puts it was moved (a
    // renewal-date extension): the next run starts from where it ends now.
    let continues =
      productID == subscription.productID && periodType == subscription.periodType
      && subscription.periodEnd == date
      && ISO8601.milliseconds(period.advancing(anchor, by: count, in: calendar))
        == ISO8601.milliseconds(subscription.periodEnd)
    guard continues else {
      return (period.advancing(date, in: calendar), date, 0)
    }
    return (period.advancing(anchor, by: count + 1, in: calendar), anchor, count)
  }
}

extension EngineState {
  /// Works out every subscription's anchor from its transactions: the start of
  /// the longest run ending at the latest transaction in which each period
  /// starts where the one before ended, with the same product and period type.
  mutating func rebuildBillingAnchors() {
    var byOriginal: [String: [TransactionRecord]] = [:]
    for transaction in transactions.values {
      byOriginal[transaction.originalID, default: []].append(transaction)
    }
    for (id, var subscription) in subscriptions {
      let chain = (byOriginal[id] ?? []).sorted {
        ($0.purchaseDate, $0.id) < ($1.purchaseDate, $1.id)
      }
      guard var current = chain.last(where: { $0.id == subscription.latestTransactionID }),
        var index = chain.lastIndex(where: { $0.id == subscription.latestTransactionID })
      else { continue }
      var count = 0
      while index > 0 {
        let previous = chain[index - 1]
        guard previous.productID == current.productID,
          previous.periodType == current.periodType,
          previous.expiresDate == current.purchaseDate
        else { break }
        count += 1
        current = previous
        index -= 1
      }
      subscription.billingAnchor = current.purchaseDate
      subscription.periodsSinceAnchor = count
      subscriptions[id] = subscription
    }
  }
}
