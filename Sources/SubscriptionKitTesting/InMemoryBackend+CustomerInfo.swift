import Foundation
import SubscriptionKit
import SubscriptionWire

extension InMemoryBackend {
  /// A purchase the store account made: a subscription period or a one-time buy.
  struct Transaction: Sendable {
    var identifier: String
    var productIdentifier: String
    var purchaseDate: Date
    var originalPurchaseDate: Date
    var expiresDate: Date?
    var periodType: PeriodType
    var isSubscription: Bool
    var unsubscribedAt: Date?
    var refundedAt: Date?
  }

  /// A RevenueCat customer: when it was first seen and which of the store
  /// account's transactions are attached to it.
  struct Customer: Sendable {
    var firstSeen: Date
    var transactionIDs: [String] = []
    /// Subscriber attributes by name.
    var attributes: [String: String] = [:]
  }

  /// Builds the current customer's subscriber document, as RevenueCat would
  /// answer at `now`, and the `CustomerInfo` decided from it.
  static func customerInfo(_ state: State, at now: Date) -> CustomerInfo {
    let customer = state.customers[state.appUserID] ?? Customer(firstSeen: now)
    let transactions = customer.transactionIDs.compactMap { id in
      state.transactions.first { $0.identifier == id }
    }.sorted { $0.purchaseDate < $1.purchaseDate }

    var subscriptions: [String: SubscriberResponse.Subscription] = [:]
    var oneTime: [String: [SubscriberResponse.NonSubscription]] = [:]
    for transaction in transactions {
      if transaction.isSubscription {
        // The latest period of a product is the subscription's state; a refund
        // ends access at the moment of the refund, as RevenueCat records it.
        let end = [transaction.expiresDate, transaction.refundedAt].compactMap { $0 }.min()
        subscriptions[transaction.productIdentifier] = SubscriberResponse.Subscription(
          purchaseDate: transaction.purchaseDate,
          originalPurchaseDate: transaction.originalPurchaseDate, expiresDate: end,
          periodType: transaction.periodType, store: .appStore, isSandbox: true,
          unsubscribeDetectedAt: transaction.unsubscribedAt ?? transaction.refundedAt,
          refundedAt: transaction.refundedAt, storeTransactionID: transaction.identifier)
      } else if transaction.refundedAt == nil {
        oneTime[transaction.productIdentifier, default: []].append(
          SubscriberResponse.NonSubscription(
            id: transaction.identifier, storeTransactionID: transaction.identifier,
            purchaseDate: transaction.purchaseDate, store: .appStore, isSandbox: true))
      }
    }

    // Each entitlement goes to the product granting it longest: lifetime first.
    var entitlements: [String: SubscriberResponse.Entitlement] = [:]
    let grants =
      subscriptions.map { ($0.key, $0.value.expiresDate, $0.value.purchaseDate as Date?) }
      + oneTime.compactMap { product, purchases in
        purchases.last.map { (product, Date?.none, $0.purchaseDate as Date?) }
      }
    for (product, expires, purchased) in grants {
      for identifier in state.entitlementsByProduct[product] ?? [] {
        if let existing = entitlements[identifier] {
          guard let current = existing.expiresDate else { continue }
          if let expires, expires <= current { continue }
        }
        entitlements[identifier] = SubscriberResponse.Entitlement(
          expiresDate: expires, productIdentifier: product, purchaseDate: purchased)
      }
    }

    let response = SubscriberResponse(
      requestDate: now,
      subscriber: SubscriberResponse.Subscriber(
        originalAppUserID: state.appUserID, firstSeen: customer.firstSeen,
        managementURL: subscriptions.isEmpty ? nil : "https://apps.apple.com/account/subscriptions",
        originalPurchaseDate: transactions.first?.purchaseDate, entitlements: entitlements,
        subscriptions: subscriptions, nonSubscriptions: oneTime))
    return CustomerInfo(response: response, now: now)
  }

  /// The current customer's intro-offer eligibility for `product`: Apple's rule,
  /// one intro offer per subscription group.
  static func eligibility(_ state: State, for product: StoreProduct) -> IntroEligibilityStatus {
    guard product.introductoryDiscount != nil else { return .noIntroOfferExists }
    let owned = (state.customers[state.appUserID]?.transactionIDs ?? []).compactMap { id in
      state.transactions.first { $0.identifier == id }?.productIdentifier
    }
    let hadOfferInGroup = owned.contains { productID in
      guard let other = state.products[productID] else { return false }
      return other.productIdentifier == product.productIdentifier
        || (other.subscriptionGroupIdentifier != nil
          && other.subscriptionGroupIdentifier == product.subscriptionGroupIdentifier)
    }
    return hadOfferInGroup ? .ineligible : .eligible
  }
}
