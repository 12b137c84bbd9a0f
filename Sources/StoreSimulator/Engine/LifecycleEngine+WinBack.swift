import Foundation
import SubscriptionKit

/// Win-back offers: App Store Connect's eligibility rules (docs/offers.md),
/// and the population simulator's comebacks that use them.
extension LifecycleEngine {
  /// The win-back offers of `productID` that `appUserID` may redeem now,
  /// in the `.storekit` file's order (RevenueCat's `eligibleWinBackOffers`).
  func eligibleWinBackOffers(
    for productID: String, appUserID: String, storeAccount: String? = nil, at date: Date,
    state: EngineState
  ) throws -> [StoreKitWinBackOffer] {
    let product = try product(productID)
    guard let terms = product.subscription else { throw notASubscription(productID) }
    let standing = OfferStanding(
      appUserID: appUserID, storeAccount: storeAccount ?? policy.storeAccount,
      group: terms.groupID, state: state)
    return terms.winBackOffers.filter {
      winBackIneligibility($0, standing: standing, at: date, state: state) == nil
    }
  }

  /// The win-back offers Apple's renewal info lists for `subscription` at
  /// `date` (`eligibleWinBackOfferIds`): those of its product the holder may
  /// redeem, when it is the latest subscription of a lapsed customer in its
  /// group; nil otherwise (and when its product has none).
  func eligibleWinBackOfferIDs(
    _ subscription: SubscriptionRecord, at date: Date, state: EngineState
  ) -> [String]? {
    guard
      let offers = catalog.products[subscription.productID]?.subscription?.winBackOffers,
      !offers.isEmpty
    else { return nil }
    let standing = OfferStanding(
      appUserID: subscription.appUserID, storeAccount: subscription.storeAccount,
      group: subscription.groupID, state: state)
    let latest = standing.subscriptions.max {
      ($0.periodStart, $0.originalTransactionID) < ($1.periodStart, $1.originalTransactionID)
    }
    guard standing.lapsedAt != nil,
      latest?.originalTransactionID == subscription.originalTransactionID
    else { return nil }
    return offers.filter {
      winBackIneligibility($0, standing: standing, at: date, state: state) == nil
    }.map(\.offerID)
  }

  /// Why `offer` is not for this customer now (App Store Connect's rules,
  /// docs/offers.md), or nil when it is.
  func winBackIneligibility(
    _ offer: StoreKitWinBackOffer, standing: OfferStanding, at date: Date, state: EngineState
  ) -> String? {
    guard let lapsedAt = standing.lapsedAt else {
      return standing.hasSubscribed
        ? "their subscription in the group has not lapsed (or is in billing retry)"
        : "they never subscribed in the group"
    }
    let paid = paidMonths(standing.groupTransactions)
    if paid < offer.minimumPaidMonths {
      return "\(paid) paid month(s) in the group, the offer asks \(offer.minimumPaidMonths)"
    }
    let since = wholeMonths(from: lapsedAt, to: date)
    if !offer.monthsSinceLapse.contains(since) {
      return
        "lapsed \(since) month(s) ago, the offer asks \(offer.monthsSinceLapse.lowerBound)–"
        + "\(offer.monthsSinceLapse.upperBound)"
    }
    if let wait = offer.waitBetweenOffersMonths,
      let last = standing.groupTransactions.last(where: { $0.offer?.kind == .winBack })
    {
      let waited = wholeMonths(from: last.purchaseDate, to: date)
      if waited < wait {
        return "redeemed a win-back offer \(waited) month(s) ago, the offer asks a wait of \(wait)"
      }
    }
    return nil
  }

  /// Months of paid service: each charged, unrefunded period's length in
  /// whole calendar months, the leftover days summed and counted as months of 30 days.
  private func paidMonths(_ transactions: [TransactionRecord]) -> Int {
    var months = 0
    var days = 0
    for transaction in transactions
    where transaction.price > 0 && transaction.revokedAt == nil {
      guard let end = transaction.expiresDate else { continue }
      let parts = policy.calendar.dateComponents(
        [.month, .day], from: transaction.purchaseDate, to: end)
      months += max(0, parts.month ?? 0)
      days += max(0, parts.day ?? 0)
    }
    return months + days / 30
  }

  private func wholeMonths(from start: Date, to end: Date) -> Int {
    max(0, policy.calendar.dateComponents([.month], from: start, to: end).month ?? 0)
  }
}

extension LifecycleEngine {
  /// A lapsed customer buys `productID` again (the population simulator's
  /// resubscription): with the first win-back offer they are eligible for
  /// now, when the product has one, else as a plain purchase.
  func resubscribe(
    _ productID: String, for appUserID: String, at date: Date, storefront: String?,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    let eligible = try eligibleWinBackOffers(
      for: productID, appUserID: appUserID, storeAccount: appUserID, at: date, state: state)
    let redemption = try eligible.first.map {
      try checkOffer(
        .winBack(offerID: $0.offerID), productID: productID, for: appUserID,
        storeAccount: appUserID, key: nil, at: date, state: state)
    }
    return try purchase(
      productID, offeringID: nil, for: appUserID, at: date, storeAccount: appUserID,
      storefront: storefront, redeeming: redemption, state: &state, step: &step)
  }
}
