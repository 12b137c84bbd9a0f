/// The `data` of a notification payload: which app, which environment, the
/// subscription's status and its signed transaction and renewal info.
public struct AppleNotificationData: Sendable, Hashable, Codable {
  /// The app's Apple ID (App Store Connect); absent in Sandbox for some apps.
  public var appAppleId: Int64?
  /// The app's bundle identifier.
  public var bundleId: String
  /// The app's build version (`CFBundleVersion`).
  public var bundleVersion: String?
  /// `Sandbox`, `Production`, `Xcode` or `LocalTesting`.
  public var environment: AppleEnvironment
  /// The transaction, a compact JWS of `AppleTransactionPayload`.
  public var signedTransactionInfo: String?
  /// The renewal info, a compact JWS of `AppleRenewalInfoPayload` (subscriptions only).
  public var signedRenewalInfo: String?
  /// 1 active, 2 expired, 3 billing retry, 4 billing grace period, 5 revoked
  /// (`AppleSubscriptionStatus`); subscriptions only.
  public var status: Int?
  /// Why the customer asked for a refund (`CONSUMPTION_REQUEST` only):
  /// `AppleConsumptionRequestReason`'s raw values.
  public var consumptionRequestReason: String?

  /// Creates the data of a notification.
  public init(
    appAppleId: Int64?, bundleId: String, bundleVersion: String?, environment: AppleEnvironment,
    signedTransactionInfo: String? = nil, signedRenewalInfo: String? = nil, status: Int? = nil,
    consumptionRequestReason: String? = nil
  ) {
    self.appAppleId = appAppleId
    self.bundleId = bundleId
    self.bundleVersion = bundleVersion
    self.environment = environment
    self.signedTransactionInfo = signedTransactionInfo
    self.signedRenewalInfo = signedRenewalInfo
    self.status = status
    self.consumptionRequestReason = consumptionRequestReason
  }
}
