import Foundation
import SubscriptionKit
import SubscriptionWire

/// Builds RevenueCat's subscriber document for one customer from the engine's state.
///
/// RevenueCat's rules: one `subscriptions` entry per product (its latest
/// transaction), one-time purchases under `non_subscriptions` (refunded ones
/// left out), and each entitlement backed by the granting product with the
/// latest expiration (no expiration beats all).
struct SubscriberDocument {
  let catalog: Catalog
  let isSandbox: Bool

  func response(
    for appUserID: String, state: EngineState, at now: Date
  ) -> SubscriberResponse {
    let customer = state.customers[appUserID]
    let transactions = state.transactions(of: appUserID)
    var subscriptions: [String: SubscriberResponse.Subscription] = [:]
    var latestByProduct: [String: TransactionRecord] = [:]
    var nonSubscriptions: [String: [SubscriberResponse.NonSubscription]] = [:]
    var grants: [String: (productID: String, expires: Date?, purchase: Date, grace: Date?)] = [:]

    for transaction in transactions {
      let kind = catalog.products[transaction.productID]?.kind
      if kind == .autoRenewableSubscription {
        if let seen = latestByProduct[transaction.productID],
          seen.purchaseDate > transaction.purchaseDate
        {
          continue
        }
        latestByProduct[transaction.productID] = transaction
      } else if transaction.revokedAt == nil {
        nonSubscriptions[transaction.productID, default: []].append(
          .init(
            id: transaction.id, storeTransactionID: transaction.id,
            purchaseDate: transaction.purchaseDate, originalPurchaseDate: transaction.purchaseDate,
            store: .appStore, isSandbox: isSandbox,
            displayName: catalog.displayName(transaction.productID),
            price: price(transaction)))
        offer(
          &grants, productID: transaction.productID, expires: transaction.expiresDate,
          purchase: transaction.purchaseDate, grace: nil)
      }
    }
    // Oldest first, so on equal expirations the latest purchase backs the entitlement.
    let latest = latestByProduct.sorted {
      ($0.value.purchaseDate, $0.key) < ($1.value.purchaseDate, $1.key)
    }
    for (productID, transaction) in latest {
      let entry = subscription(transaction, state: state)
      subscriptions[productID] = entry
      offer(
        &grants, productID: productID, expires: entry.expiresDate, purchase: entry.purchaseDate,
        grace: entry.gracePeriodExpiresDate)
    }
    // Family Sharing: what a purchaser shares with this customer, unless they
    // bought the same product later themselves.
    for (productID, entry) in familySharedSubscriptions(of: appUserID, state: state)
    where (subscriptions[productID]?.purchaseDate ?? .distantPast) <= entry.purchaseDate {
      subscriptions[productID] = entry
      offer(
        &grants, productID: productID, expires: entry.expiresDate, purchase: entry.purchaseDate,
        grace: entry.gracePeriodExpiresDate)
    }
    // Promotional grants: one entry per product name (the latest grant), no webhook, no price.
    for grant in (customer?.promotionals ?? []).sorted(by: { $0.start < $1.start }) {
      subscriptions[grant.productIdentifier] = SubscriberResponse.Subscription(
        purchaseDate: grant.start, originalPurchaseDate: grant.start, expiresDate: grant.end,
        periodType: .normal, store: .promotional, isSandbox: isSandbox)
      offer(
        &grants, entitlements: [grant.entitlementID], productID: grant.productIdentifier,
        expires: grant.end, purchase: grant.start, grace: nil)
    }
    var entitlements: [String: SubscriberResponse.Entitlement] = [:]
    for (identifier, grant) in grants {
      entitlements[identifier] = .init(
        expiresDate: grant.expires, productIdentifier: grant.productID,
        purchaseDate: grant.purchase, gracePeriodExpiresDate: grant.grace,
        productPlanIdentifier: subscriptions[grant.productID]?.productPlanIdentifier)
    }
    return SubscriberResponse(
      requestDate: now,
      subscriber: .init(
        originalAppUserID: customer?.originalAppUserID ?? appUserID,
        firstSeen: customer?.firstSeen ?? now,
        managementURL: latestByProduct.isEmpty
          ? nil : "https://apps.apple.com/account/subscriptions",
        originalApplicationVersion: transactions.isEmpty ? nil : "1.0",
        originalPurchaseDate: transactions.first?.purchaseDate, entitlements: entitlements,
        subscriptions: subscriptions, nonSubscriptions: nonSubscriptions))
  }

  private func subscription(
    _ transaction: TransactionRecord, state: EngineState
  ) -> SubscriberResponse.Subscription {
    let record = state.subscriptions[transaction.originalID]
    let current = record.flatMap { $0.latestTransactionID == transaction.id ? $0 : nil }
    let expires: Date? =
      if let current { current.accessEnd } else if let revoked = transaction.revokedAt {
        Revocation.accessEnd(revoked)
      } else { transaction.expiresDate }
    return SubscriberResponse.Subscription(
      purchaseDate: transaction.purchaseDate,
      originalPurchaseDate: record?.originalPurchaseDate ?? transaction.purchaseDate,
      expiresDate: expires, periodType: transaction.periodType, store: .appStore,
      isSandbox: isSandbox, unsubscribeDetectedAt: current?.unsubscribeDetectedAt,
      billingIssuesDetectedAt: current?.billingIssueDetectedAt,
      gracePeriodExpiresDate: current?.status == .gracePeriod ? current?.gracePeriodEnd : nil,
      refundedAt: transaction.revokedAt, storeTransactionID: transaction.id,
      productPlanIdentifier: transaction.terms?.billingPlan?.productPlanIdentifier,
      displayName: catalog.displayName(transaction.productID), price: price(transaction))
  }

  private func offer(
    _ grants: inout [String: (productID: String, expires: Date?, purchase: Date, grace: Date?)],
    entitlements: [String]? = nil, productID: String, expires: Date?, purchase: Date, grace: Date?
  ) {
    for entitlement in entitlements ?? catalog.entitlements(for: productID) {
      if let existing = grants[entitlement] {
        guard let current = existing.expires else { continue }
        // Compared in milliseconds, as the JSON writes them: a refund's access
        // end (refund − 1 ms) must tie exactly with an expiry at the same instant.
        if let expires, ISO8601.milliseconds(expires) < ISO8601.milliseconds(current) {
          continue
        }
      }
      grants[entitlement] = (productID, expires, purchase, grace)
    }
  }

  private func price(_ transaction: TransactionRecord) -> SubscriberResponse.Price {
    .init(amount: transaction.price, currency: transaction.currency)
  }
}
