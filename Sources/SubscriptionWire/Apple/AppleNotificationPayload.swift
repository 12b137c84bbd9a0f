/// The decoded `signedPayload` of an App Store Server Notification V2
/// (Apple's `ResponseBodyV2DecodedPayload`): what happened, to which
/// subscription, signed when.
///
/// Types and subtypes are open strings (`AppleNotificationType`,
/// `AppleNotificationSubtype`): Apple adds new ones without a version bump.
public struct AppleNotificationPayload: Sendable, Hashable, Codable {
  /// `SUBSCRIBED`, `DID_RENEW`, … (`AppleNotificationType`).
  public var notificationType: String
  /// `INITIAL_BUY`, `VOLUNTARY`, …; nil when the type has none.
  public var subtype: String?
  /// The de-duplication key: a retry carries the same one.
  public var notificationUUID: String
  /// The app and the signed transaction and renewal info it is about.
  public var data: AppleNotificationData?
  /// A mass request's outcome (`RENEWAL_EXTENSION` / `SUMMARY`), instead of `data`.
  public var summary: AppleNotificationSummary?
  /// Always `"2.0"`.
  public var version: String
  /// When the App Store signed it, in milliseconds since 1970.
  public var signedDate: Int64

  /// Creates a payload.
  public init(
    notificationType: String, subtype: String?, notificationUUID: String,
    data: AppleNotificationData?, summary: AppleNotificationSummary? = nil,
    version: String = "2.0", signedDate: Int64
  ) {
    self.notificationType = notificationType
    self.subtype = subtype
    self.notificationUUID = notificationUUID
    self.data = data
    self.summary = summary
    self.version = version
    self.signedDate = signedDate
  }
}
