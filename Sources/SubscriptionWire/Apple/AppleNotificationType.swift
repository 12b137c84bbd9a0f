/// The notification types the App Store sends (open: Apple adds new ones).
public enum AppleNotificationType {
  /// A first purchase in a group, or a resubscription.
  public static let subscribed = "SUBSCRIBED"
  /// A renewal (or a recovery from billing retry).
  public static let didRenew = "DID_RENEW"
  /// Auto-renew turned on or off.
  public static let didChangeRenewalStatus = "DID_CHANGE_RENEWAL_STATUS"
  /// An upgrade, downgrade or crossgrade, or one cancelled.
  public static let didChangeRenewalPref = "DID_CHANGE_RENEWAL_PREF"
  /// A renewal charge failed.
  public static let didFailToRenew = "DID_FAIL_TO_RENEW"
  /// The billing grace period ended without recovery.
  public static let gracePeriodExpired = "GRACE_PERIOD_EXPIRED"
  /// The subscription expired.
  public static let expired = "EXPIRED"
  /// The App Store refunded a transaction.
  public static let refund = "REFUND"
  /// The App Store declined a refund request.
  public static let refundDeclined = "REFUND_DECLINED"
  /// A customer asked for a refund; the App Store asks the app for consumption
  /// information before it decides (`data.consumptionRequestReason` says why).
  public static let consumptionRequest = "CONSUMPTION_REQUEST"
  /// The App Store reversed a refund it granted (the content is to be reinstated).
  public static let refundReversed = "REFUND_REVERSED"
  /// A subscriber was told of a price increase (`PENDING` consent, or `ACCEPTED`).
  public static let priceIncrease = "PRICE_INCREASE"
  /// A family member lost access to a Family Sharing purchase (sharing
  /// stopped, or the purchaser was refunded).
  public static let revoke = "REVOKE"
  /// A subscriber redeemed a promotional offer, offer code or win-back offer
  /// (subtype `UPGRADE`, `DOWNGRADE`, or none for the current product).
  public static let offerRedeemed = "OFFER_REDEEMED"
  /// A one-time purchase (consumable, non-consumable, non-renewing).
  public static let oneTimeCharge = "ONE_TIME_CHARGE"
  /// Requested through the App Store Server API.
  public static let test = "TEST"
  /// One subscription's renewal date was extended (Extend a Subscription Renewal Date).
  public static let renewalExtended = "RENEWAL_EXTENDED"
  /// A mass renewal-date extension finished (subtype `SUMMARY`) or failed for one
  /// subscription (`FAILURE`).
  public static let renewalExtension = "RENEWAL_EXTENSION"
}
