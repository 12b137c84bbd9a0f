import Foundation
import SubscriptionKit

/// Everything the ledger holds, in memory: the engine's input and output.
///
/// The ledger is the truth; this is rebuilt from it on open and kept in step
/// with it, one committed `LifecycleStep` at a time.
struct EngineState: Sendable {
  var customers: [String: CustomerRecord] = [:]
  var subscriptions: [String: SubscriptionRecord] = [:]
  var transactions: [String: TransactionRecord] = [:]
  var pending: [String: PendingPurchase] = [:]
  /// The subscription groups in which each app user had an introductory offer.
  var introGroupsByUser: [String: Set<String>] = [:]
  /// The subscription groups in which each store account (Apple ID) had one:
  /// Apple's history follows the store account, so a reinstall cannot reset it.
  var introGroupsByAccount: [String: Set<String>] = [:]
  /// Experiments stopped with `StoreSimulator.stopExperiment(_:)`, and when.
  var experimentStops: [String: Date] = [:]
  /// Each store account's subscriptions (original transaction IDs): a
  /// subscription's store account never changes, whoever holds it.
  var subscriptionIDsByAccount: [String: [String]] = [:]
  var nextTransactionNumber: Int64 = 1
  var nextEventSequence: Int64 = 1
  /// The next Apple outbox sequence.
  var nextNotificationSequence: Int64 = 1
  /// App account tokens set through the App Store Server API, by original
  /// transaction ID: every transaction of that purchase carries it.
  var appAccountTokens: [String: String] = [:]
  /// Each product's price increases, oldest first (`currentPrice(of:)`).
  var priceIncreases: [String: [ProductPriceIncrease]] = [:]
  /// Products the developer removed from sale, with when
  /// (`removeFromSale(productID:)`).
  var removedFromSale: [String: Date] = [:]
  /// Family Sharing: each member's share of a purchaser's subscription, by
  /// the member's original transaction ID (`FamilyShare`).
  var familyShares: [String: FamilyShare] = [:]
  /// Eight hex digits that make this ledger's event identifiers unique.
  var ledgerID: String = "00000000"
  var dueQueue = DueQueue()

  /// A new store transaction identifier, Apple style (16 digits).
  mutating func makeTransactionID() -> String {
    defer { nextTransactionNumber += 1 }
    return String(2_000_000_000_000_000 + nextTransactionNumber)
  }

  /// Adds or replaces a subscription and schedules its next due date. Its
  /// dates are kept at millisecond precision, as the ledger and the JSON have them.
  mutating func store(_ subscription: SubscriptionRecord) {
    let subscription = subscription.atWirePrecision
    let isNew = subscriptions.updateValue(subscription, forKey: subscription.originalTransactionID)
    if isNew == nil {
      customers[subscription.appUserID]?.subscriptionIDs.append(subscription.originalTransactionID)
      subscriptionIDsByAccount[subscription.storeAccount, default: []].append(
        subscription.originalTransactionID)
    }
    if let due = subscription.nextDueDate {
      dueQueue.insert(.init(date: due, subscriptionID: subscription.originalTransactionID))
    }
  }

  /// Adds or replaces a transaction, its dates at millisecond precision.
  mutating func store(_ transaction: TransactionRecord) {
    let transaction = transaction.atWirePrecision
    if transactions.updateValue(transaction, forKey: transaction.id) == nil {
      customers[transaction.appUserID]?.transactionIDs.append(transaction.id)
    }
  }

  /// Records that a customer (and their store account) took an introductory offer in `group`.
  mutating func recordIntroOffer(appUserID: String, storeAccount: String, group: String) {
    introGroupsByUser[appUserID, default: []].insert(group)
    introGroupsByAccount[storeAccount, default: []].insert(group)
  }

  /// What `IntroOfferRule` needs about a customer buying with `storeAccount`:
  /// the groups where they or the store account had an offer, and the groups
  /// they or the store account subscribe in now.
  func introHistory(of appUserID: String, storeAccount: String) -> IntroOfferHistory {
    let subscribed = (subscriptions(of: appUserID) + subscriptions(ofStoreAccount: storeAccount))
      .filter(\.hasAccess)
    return IntroOfferHistory(
      groupsWithIntroOffer: (introGroupsByUser[appUserID] ?? []).union(
        introGroupsByAccount[storeAccount] ?? []),
      subscribedGroups: Set(subscribed.map(\.groupID)))
  }

  /// The customer's subscription in the group that grants access, if any.
  func accessibleSubscription(of appUserID: String, inGroup group: String) -> SubscriptionRecord? {
    customers[appUserID]?.subscriptionIDs.lazy.compactMap { subscriptions[$0] }
      .first { $0.groupID == group && $0.hasAccess }
  }

  /// The store account's subscription in the group that is not over: with
  /// access, or in billing retry (it may still recover), whoever holds it.
  func liveSubscription(ofStoreAccount account: String, inGroup group: String)
    -> SubscriptionRecord?
  {
    subscriptions(ofStoreAccount: account).first {
      $0.groupID == group && ($0.hasAccess || $0.status == .billingRetry)
    }
  }

  /// The customer's latest subscription in the group that has lapsed (expired,
  /// refunded or in billing retry): buying in the group again resubscribes it.
  func lapsedSubscription(of appUserID: String, inGroup group: String) -> SubscriptionRecord? {
    subscriptions(of: appUserID).filter { $0.groupID == group && !$0.hasAccess }
      .max {
        ($0.periodStart, $0.originalTransactionID) < ($1.periodStart, $1.originalTransactionID)
      }
  }

  /// The customer's transactions, oldest first.
  func transactions(of appUserID: String) -> [TransactionRecord] {
    (customers[appUserID]?.transactionIDs ?? []).compactMap { transactions[$0] }
  }

  /// The store account's subscriptions, whichever app users hold them.
  func subscriptions(ofStoreAccount account: String) -> [SubscriptionRecord] {
    (subscriptionIDsByAccount[account] ?? []).compactMap { subscriptions[$0] }
  }

  /// The customer's subscriptions.
  func subscriptions(of appUserID: String) -> [SubscriptionRecord] {
    (customers[appUserID]?.subscriptionIDs ?? []).compactMap { subscriptions[$0] }
  }
}
