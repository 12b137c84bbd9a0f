/// The subtypes that go with `AppleNotificationType`'s types.
public enum AppleNotificationSubtype {
  /// `SUBSCRIBED`: the first purchase in the group.
  public static let initialBuy = "INITIAL_BUY"
  /// `SUBSCRIBED`: bought again after it expired.
  public static let resubscribe = "RESUBSCRIBE"
  /// `DID_RENEW`: recovered from billing retry.
  public static let billingRecovery = "BILLING_RECOVERY"
  /// `DID_CHANGE_RENEWAL_STATUS`: auto-renew on.
  public static let autoRenewEnabled = "AUTO_RENEW_ENABLED"
  /// `DID_CHANGE_RENEWAL_STATUS`: auto-renew off.
  public static let autoRenewDisabled = "AUTO_RENEW_DISABLED"
  /// `DID_CHANGE_RENEWAL_PREF`: a higher level, at once.
  public static let upgrade = "UPGRADE"
  /// `DID_CHANGE_RENEWAL_PREF`: a lower level, at the next renewal.
  public static let downgrade = "DOWNGRADE"
  /// `DID_FAIL_TO_RENEW`: access continues in a grace period.
  public static let gracePeriod = "GRACE_PERIOD"
  /// `EXPIRED`: the customer turned auto-renew off.
  public static let voluntary = "VOLUNTARY"
  /// `EXPIRED`: billing retry ended without a charge.
  public static let billingRetry = "BILLING_RETRY"
  /// `EXPIRED`: the subscriber did not consent to a price increase.
  public static let priceIncrease = "PRICE_INCREASE"
  /// `EXPIRED`: the product was removed from sale and could not renew.
  public static let productNotForSale = "PRODUCT_NOT_FOR_SALE"
  /// `PRICE_INCREASE`: consent is required and the subscriber has not answered.
  public static let pending = "PENDING"
  /// `PRICE_INCREASE`: the subscriber consented, or no consent was needed.
  public static let accepted = "ACCEPTED"
  /// `RENEWAL_EXTENSION`: the mass extension completed; the counts are in `summary`.
  public static let summary = "SUMMARY"
  /// `RENEWAL_EXTENSION`: one subscription could not be extended.
  public static let failure = "FAILURE"
}
