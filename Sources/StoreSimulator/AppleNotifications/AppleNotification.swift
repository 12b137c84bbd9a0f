import SubscriptionWire

/// One App Store Server Notification in the store's Apple outbox, before
/// signing: the notification payload (its `data` without the signed parts)
/// and the transaction and renewal info that go inside it.
///
/// Written in the same ledger commit as the lifecycle step that caused it;
/// signed when it is read (`AppleNotificationSigner`), so the store itself
/// needs no cryptography.
public struct AppleNotification: Sendable, Hashable, Codable {
  /// Its place in the Apple outbox (1, 2, …), in the order the store produced them.
  public var sequence: Int64
  /// The payload; `data.signedTransactionInfo` and `data.signedRenewalInfo` are nil.
  public var payload: AppleNotificationPayload
  /// The transaction it is about, if any.
  public var transaction: AppleTransactionPayload?
  /// The subscription's renewal info, for auto-renewable subscriptions.
  public var renewalInfo: AppleRenewalInfoPayload?

  /// Creates a notification.
  public init(
    sequence: Int64, payload: AppleNotificationPayload, transaction: AppleTransactionPayload?,
    renewalInfo: AppleRenewalInfoPayload?
  ) {
    self.sequence = sequence
    self.payload = payload
    self.transaction = transaction
    self.renewalInfo = renewalInfo
  }
}
