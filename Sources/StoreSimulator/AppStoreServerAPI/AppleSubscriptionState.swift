import SubscriptionWire

/// One subscription as Get All Subscription Statuses lists it: its group,
/// status, latest transaction and renewal info.
package struct AppleSubscriptionState: Sendable, Hashable {
  /// The subscription group.
  package var subscriptionGroupIdentifier: String
  /// The subscription's original transaction.
  package var originalTransactionId: String
  /// 1 active, 2 expired, 3 billing retry, 4 grace period, 5 revoked.
  package var status: AppleSubscriptionStatus
  /// Its latest transaction.
  package var transaction: AppleTransactionPayload
  /// Its renewal info.
  package var renewalInfo: AppleRenewalInfoPayload
}
