import Foundation
import SubscriptionKit
import SubscriptionWire

extension SubscriberDocument {
  /// The subscriptions shared with `appUserID` through Family Sharing, by
  /// product, as RevenueCat lists a family member's: `ownership_type`
  /// `FAMILY_SHARED`, the member's transaction, no price (the purchaser
  /// paid), and the purchaser's period, expiry, grace period and billing
  /// issue as they are now. A share that ended (sharing stopped, or the
  /// purchaser refunded) expires the instant before it ended, `refunded_at` then.
  func familySharedSubscriptions(
    of appUserID: String, state: EngineState
  ) -> [(productID: String, entry: SubscriberResponse.Subscription)] {
    guard !state.familyShares.isEmpty else { return [] }
    var latest: [String: SubscriberResponse.Subscription] = [:]
    for share in state.familyShares(ofMember: appUserID) {
      // While shared, the purchaser's subscription as it is now; once ended,
      // the period it ended in.
      let current = share.isShared ? state.subscriptions[share.subscriptionID] : nil
      guard
        let source = state.transactions[current?.latestTransactionID ?? share.sourceTransactionID]
      else { continue }
      let expires: Date?
      if let ended = share.endedAt {
        let end = Revocation.accessEnd(ended)
        expires = source.expiresDate.map { min($0, end) } ?? end
      } else {
        expires = current?.accessEnd ?? source.expiresDate
      }
      let entry = SubscriberResponse.Subscription(
        purchaseDate: source.purchaseDate, originalPurchaseDate: share.sharedAt,
        expiresDate: expires, periodType: source.periodType, store: .appStore,
        isSandbox: isSandbox, unsubscribeDetectedAt: current?.unsubscribeDetectedAt,
        billingIssuesDetectedAt: current?.billingIssueDetectedAt,
        gracePeriodExpiresDate: current?.status == .gracePeriod ? current?.gracePeriodEnd : nil,
        ownershipType: .familyShared, refundedAt: share.endedAt,
        storeTransactionID: share.memberTransactionID,
        displayName: catalog.displayName(source.productID),
        price: .init(amount: 0, currency: source.currency))
      if let seen = latest[source.productID], seen.purchaseDate > entry.purchaseDate { continue }
      latest[source.productID] = entry
    }
    return latest.sorted { ($0.value.purchaseDate, $0.key) < ($1.value.purchaseDate, $1.key) }
      .map { ($0.key, $0.value) }
  }
}
