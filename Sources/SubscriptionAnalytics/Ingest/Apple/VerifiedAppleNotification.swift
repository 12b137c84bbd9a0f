import Foundation
import SubscriptionWire

/// An App Store Server Notification V2 whose signatures a receiver has
/// verified (bundle id, app Apple id and environment checked): the decoded
/// notification, the transaction and renewal info it carries, and the
/// `signedPayload` as it arrived (stored append-only, never changed).
///
/// Analytics does not verify: the receiver does, with `AppStoreServer`'s
/// `SignedDataVerifier`, and hands the result to `AnalyticsStore.ingest(apple:)`.
public struct VerifiedAppleNotification: Sendable, Hashable {
  /// The notification (`notificationType`, `subtype`, `notificationUUID`, `data`, `signedDate`).
  public var payload: AppleNotificationPayload
  /// `data.signedTransactionInfo`, verified and decoded; nil when it has none.
  public var transaction: AppleTransactionPayload?
  /// `data.signedRenewalInfo`, verified and decoded; nil when it has none.
  public var renewalInfo: AppleRenewalInfoPayload?
  /// The `signedPayload` JWS as received.
  public var signedPayload: String

  /// A verified notification.
  public init(
    payload: AppleNotificationPayload, transaction: AppleTransactionPayload?,
    renewalInfo: AppleRenewalInfoPayload?, signedPayload: String
  ) {
    self.payload = payload
    self.transaction = transaction
    self.renewalInfo = renewalInfo
    self.signedPayload = signedPayload
  }
}
