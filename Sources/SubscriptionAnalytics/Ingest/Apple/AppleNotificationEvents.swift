import Foundation
import SubscriptionWire

/// The facts an App Store Server Notification V2 gives, written as the
/// RevenueCat events that say the same (docs/apple-notifications.md's table),
/// so every metric reads one event model whichever source a team uses.
///
/// Every notification that carries a transaction restates it as a purchase
/// (`INITIAL_PURCHASE` for a subscription's first transaction, `RENEWAL`
/// after, `NON_RENEWING_PURCHASE` for other products): purchases merge by
/// transaction id, so a restatement changes nothing and a lost notification
/// loses no transaction. Then, by type: `REFUND` → `CANCELLATION`
/// (`CUSTOMER_SUPPORT`, minus the refunded share of the price: all of it,
/// or `revocationPercentage` of it for a prorated refund), and a family
/// member's `REVOKE` the same (at no price); `REFUND_REVERSED`;
/// `DID_CHANGE_RENEWAL_STATUS` → `CANCELLATION` (`UNSUBSCRIBE`) or
/// `UNCANCELLATION`; `DID_FAIL_TO_RENEW` → `BILLING_ISSUE` (with the grace
/// period's end) and `CANCELLATION` (`BILLING_ERROR`), and without a grace
/// period `EXPIRATION` (`BILLING_ERROR`); `GRACE_PERIOD_EXPIRED` →
/// `EXPIRATION` (`BILLING_ERROR`, access ending at its signed date);
/// `EXPIRED` (`VOLUNTARY`, `PRICE_INCREASE`,
/// `PRODUCT_NOT_FOR_SALE` with reason `UNKNOWN`) → `EXPIRATION`; `DID_CHANGE_RENEWAL_PREF` →
/// `PRODUCT_CHANGE`, and so does `OFFER_REDEEMED` when it changes the plan
/// (`UPGRADE`, `DOWNGRADE`, or a renewal product other than the
/// transaction's). Event ids are `apple-UUID-N`, so a notification
/// delivered twice gives the same events.
///
/// Apple's payloads name no app user: the customer is the transaction's
/// `appAccountToken` when the app set one, else its original transaction id.
enum AppleNotificationEvents {
  /// The events `notification` gives (none for `TEST` and the like).
  static func events(for notification: VerifiedAppleNotification) -> [WebhookEvent] {
    let payload = notification.payload
    guard let transaction = notification.transaction else { return [] }
    var events: [WebhookEvent] = []
    func add(
      _ type: WebhookEventType, at instant: Int64,
      _ configure: (inout WebhookEvent) -> Void = { _ in }
    ) {
      var event = base(
        type, id: "apple-\(payload.notificationUUID)-\(events.count)", at: instant,
        transaction: transaction, data: payload.data)
      configure(&event)
      events.append(event)
    }
    let isSubscription = transaction.type == "Auto-Renewable Subscription"
    let purchase: WebhookEventType =
      !isSubscription
      ? .nonRenewingPurchase
      : transaction.transactionId == transaction.originalTransactionId ? .initialPurchase : .renewal
    add(purchase, at: payload.signedDate)
    let signed = payload.signedDate
    switch (payload.notificationType, payload.subtype) {
    case ("REFUND", _), ("REVOKE", _):
      // A prorated refund (`REFUND_PRORATED`) returns `revocationPercentage`
      // milliunits of the price; a full one (or one without it) all of it.
      let share = transaction.revocationPercentage.map { Decimal($0) / 100_000 } ?? 1
      add(.cancellation, at: transaction.revocationDate ?? signed) {
        $0.cancelReason = .customerSupport
        $0.price = -refunded($0.price, share)
        $0.priceInPurchasedCurrency = -refunded($0.priceInPurchasedCurrency, share)
      }
    case ("REFUND_REVERSED", _):
      add(.refundReversed, at: signed)
    case ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"):
      add(.cancellation, at: signed) { $0.cancelReason = .unsubscribe }
    case ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_ENABLED"):
      add(.uncancellation, at: signed)
    case ("DID_FAIL_TO_RENEW", let subtype):
      add(.billingIssue, at: signed) {
        $0.gracePeriodExpirationAtMs = notification.renewalInfo?.gracePeriodExpiresDate
      }
      add(.cancellation, at: signed) { $0.cancelReason = .billingError }
      if subtype == nil {
        add(.expiration, at: signed) { $0.expirationReason = .billingError }
      }
    case ("GRACE_PERIOD_EXPIRED", _):
      // Access ended with the grace period, now: not at the transaction's expiry.
      add(.expiration, at: signed) {
        $0.expirationReason = .billingError
        $0.expirationAtMs = signed
      }
    case ("EXPIRED", "VOLUNTARY"):
      add(.expiration, at: signed) { $0.expirationReason = .unsubscribe }
    case ("EXPIRED", "PRODUCT_NOT_FOR_SALE"):
      // RevenueCat documents no reason for a product removed from sale.
      add(.expiration, at: signed) { $0.expirationReason = .unknown }
    case ("EXPIRED", "PRICE_INCREASE"):
      add(.expiration, at: signed) { $0.expirationReason = .priceIncrease }
    case ("DID_CHANGE_RENEWAL_PREF", _):
      add(.productChange, at: signed) {
        $0.newProductID = notification.renewalInfo?.autoRenewProductId
      }
    case ("OFFER_REDEEMED", let subtype)
    where subtype != nil
      || (notification.renewalInfo?.autoRenewProductId).map { $0 != transaction.productId }
        ?? false:
      // A plan change made with an offer (docs/offers.md).
      add(.productChange, at: signed) {
        $0.newProductID = notification.renewalInfo?.autoRenewProductId
      }
    default:
      break
    }
    return events
  }

  /// `share` of `amount`, to the cent (the whole of it for a full refund).
  private static func refunded(_ amount: Decimal, _ share: Decimal) -> Decimal {
    guard share < 1 else { return amount }
    var scaled = amount * share
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 2, .plain)
    return rounded
  }

  /// An event of `type` about `transaction`, at `instant`.
  private static func base(
    _ type: WebhookEventType, id: String, at instant: Int64,
    transaction: AppleTransactionPayload, data: AppleNotificationData?
  ) -> WebhookEvent {
    let customer = transaction.appAccountToken?.lowercased() ?? transaction.originalTransactionId
    let local = Decimal(transaction.price ?? 0) / 1_000
    let currency = transaction.currency ?? "USD"
    // Any offer (1 introductory; 2, 3, 4 promotional, offer code, win-back):
    // TRIAL when free, else INTRO, as the simulator's RevenueCat events say.
    let isOffer = transaction.offerType != nil
    let isTrial = isOffer && transaction.offerDiscountType == "FREE_TRIAL"
    var event = WebhookEvent(
      type: type, id: id, appID: data?.appAppleId.map(String.init) ?? transaction.bundleId,
      eventTimestampMs: instant, appUserID: customer, originalAppUserID: customer,
      aliases: [customer], productID: transaction.productId, entitlementIDs: nil,
      periodType: isTrial ? "TRIAL" : isOffer ? "INTRO" : "NORMAL",
      purchasedAtMs: transaction.purchaseDate, expirationAtMs: transaction.expiresDate,
      environment: transaction.environment == .production ? "PRODUCTION" : "SANDBOX",
      transactionID: transaction.transactionId,
      originalTransactionID: transaction.originalTransactionId, presentedOfferingID: nil,
      countryCode: transaction.storefront ?? "", currency: currency,
      price: currency == "USD" ? local : 0, priceInPurchasedCurrency: local)
    event.isFamilyShare = transaction.inAppOwnershipType == "FAMILY_SHARED"
    event.offerCode = transaction.offerIdentifier
    return event
  }
}
