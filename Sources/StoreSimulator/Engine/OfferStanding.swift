import Foundation

/// Where a customer stands in a subscription group, for offer eligibility.
struct OfferStanding {
  /// The customer's (and their store account's) subscriptions in the group.
  let subscriptions: [SubscriptionRecord]
  /// Their transactions in the group, oldest first.
  let groupTransactions: [TransactionRecord]

  init(appUserID: String, storeAccount: String, group: String, state: EngineState) {
    var seen = Set<String>()
    subscriptions =
      (state.subscriptions(of: appUserID)
      + state.subscriptions(ofStoreAccount: storeAccount))
      .filter { $0.groupID == group && seen.insert($0.originalTransactionID).inserted }
    let ids = Set(subscriptions.map(\.originalTransactionID))
    groupTransactions = state.transactions.values.filter { ids.contains($0.originalID) }
      .sorted { ($0.purchaseDate, $0.id) < ($1.purchaseDate, $1.id) }
  }

  /// Ever subscribed in the group.
  var hasSubscribed: Bool { !subscriptions.isEmpty }

  /// Subscribed with access now.
  var isSubscribed: Bool { subscriptions.contains(where: \.hasAccess) }

  /// When access in the group last ended, if the customer lapsed: nil while
  /// they have access or the App Store still retries billing.
  var lapsedAt: Date? {
    guard hasSubscribed,
      !subscriptions.contains(where: { $0.hasAccess || $0.status == .billingRetry })
    else { return nil }
    return subscriptions.map(\.accessEnd).max()
  }

  /// New, existing or expired, as offer codes name customers.
  var codeEligibility: StoreKitCodeOffer.Eligibility {
    isSubscribed ? .existing : hasSubscribed ? .expired : .new
  }
}
