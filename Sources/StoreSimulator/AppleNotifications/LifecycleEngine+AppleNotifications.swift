import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// Appends the App Store Server Notification Apple sends for this step:
  /// `type` and `subtype` (store-and-webhooks.md C.1) about `transaction`,
  /// with its transaction and, for a subscription, its renewal info and
  /// status as the state holds them now, all signed at `date`; `data` adds
  /// the members only some types carry.
  func notifyApple(
    _ type: String, _ subtype: String? = nil, transaction: TransactionRecord?, at date: Date,
    state: inout EngineState, step: inout LifecycleStep,
    data configure: (inout AppleNotificationData) -> Void = { _ in }
  ) {
    let signedDate = ISO8601.milliseconds(date)
    let subscription = transaction.flatMap { state.subscriptions[$0.originalID] }
      .flatMap { catalog.groupID(of: $0.productID) == nil ? nil : $0 }
    var data = AppleNotificationData(
      appAppleId: policy.appStoreApp.appAppleId, bundleId: policy.appStoreApp.bundleId,
      bundleVersion: policy.appStoreApp.bundleVersion, environment: policy.appleEnvironment)
    data.status = subscription.map { AppleStatusRule.status(of: $0).rawValue }
    configure(&data)
    let sequence = state.nextNotificationSequence
    state.nextNotificationSequence += 1
    let payload = AppleNotificationPayload(
      notificationType: type, subtype: subtype,
      notificationUUID: Self.eventID(
        ledgerID: state.ledgerID, sequence: sequence, separator: "-0000-4000-a000-"),
      data: data, signedDate: signedDate)
    step.appleNotifications.append(
      AppleNotification(
        sequence: sequence, payload: payload,
        transaction: transaction.map {
          appleTransaction($0, signedDate: signedDate, state: state)
        },
        renewalInfo: subscription.map {
          appleRenewalInfo(
            $0, signedDate: signedDate,
            storefront: state.transactions[$0.latestTransactionID]?
              .storefront, state: state)
        }))
  }

  /// A transaction as Apple signs it.
  func appleTransaction(_ transaction: TransactionRecord, signedDate: Int64, state: EngineState)
    -> AppleTransactionPayload
  {
    let product = catalog.products[transaction.productID]
    let original = state.transactions[transaction.originalID] ?? transaction
    var payload = AppleTransactionPayload(
      transactionId: transaction.id, originalTransactionId: transaction.originalID,
      bundleId: policy.appStoreApp.bundleId, productId: transaction.productID,
      purchaseDate: ISO8601.milliseconds(transaction.purchaseDate),
      originalPurchaseDate: ISO8601.milliseconds(original.purchaseDate),
      type: AppleStatusRule.productType(product?.kind), signedDate: signedDate,
      environment: policy.appleEnvironment)
    payload.subscriptionGroupIdentifier = product?.subscription?.groupID
    payload.expiresDate = transaction.expiresDate.map(ISO8601.milliseconds)
    payload.transactionReason =
      AppleStatusRule.isRenewal(transaction, state: state) ? "RENEWAL" : "PURCHASE"
    payload.storefront = catalog.storefront(transaction.storefront).code
    payload.price = AppleStatusRule.milliUnits(transaction.price)
    payload.currency = transaction.currency
    if let applied = transaction.offer,
      let offer = catalog.terms(of: applied, on: transaction.productID)
    {
      // A promotional offer, offer code or win-back offer (LifecycleEngine+Offers.swift).
      payload.offerType = applied.kind.rawValue
      payload.offerIdentifier = applied.id
      payload.offerDiscountType = AppleStatusRule.discountType(offer.paymentMode)
      payload.offerPeriod = offer.period.iso8601
    } else if transaction.periodType == .trial || transaction.periodType == .intro,
      let offer = product?.subscription?.introductoryOffer
    {
      payload.offerType = 1
      payload.offerDiscountType = AppleStatusRule.discountType(offer.paymentMode)
      payload.offerPeriod = offer.period.iso8601
    }
    payload.appAccountToken = state.appAccountTokens[transaction.originalID]
    if let revoked = transaction.revokedAt {
      payload.revocationDate = ISO8601.milliseconds(revoked)
      payload.revocationReason = 0
    }
    addBillingTerms(to: &payload, of: transaction, state: state)
    return payload
  }

  /// A subscription's renewal info as Apple signs it; `storefront` is its
  /// latest transaction's (nil: the `.storekit` file's), whose currency and
  /// price point the renewal price is in.
  func appleRenewalInfo(
    _ subscription: SubscriptionRecord, signedDate: Int64, storefront: String? = nil,
    state: EngineState? = nil
  ) -> AppleRenewalInfoPayload {
    let renewsTo = subscription.renewalProductID ?? subscription.productID
    var info = AppleRenewalInfoPayload(
      originalTransactionId: subscription.originalTransactionID,
      productId: subscription.productID, autoRenewProductId: renewsTo,
      autoRenewStatus: subscription.willAutoRenew ? 1 : 0, signedDate: signedDate,
      environment: policy.appleEnvironment)
    info.expirationIntent = AppleStatusRule.expirationIntent(
      of: subscription,
      removedFromSale: state.map { isRemovedFromSale(subscription, state: $0) } ?? false)
    info.gracePeriodExpiresDate = subscription.gracePeriodEnd.map(ISO8601.milliseconds)
    info.isInBillingRetryPeriod =
      subscription.status == .billingRetry || subscription.status == .gracePeriod
    info.recentSubscriptionStartDate = ISO8601.milliseconds(subscription.originalPurchaseDate)
    info.renewalDate = ISO8601.milliseconds(subscription.periodEnd)
    if let product = catalog.products[renewsTo] {
      let isOffer = subscription.introPeriodsRemaining > 0 && renewsTo == subscription.productID
      // The offer the next period takes: a redeemed one (promotional, code,
      // win-back) still running or pending, else the intro offer's next period.
      let redeemed = isOffer ? subscription.offer : subscription.pendingOffer
      let offer =
        redeemed.flatMap { catalog.terms(of: $0, on: renewsTo) }
        ?? (isOffer ? product.subscription?.introductoryOffer : nil)
      let place = catalog.storefront(storefront)
      info.renewalPrice = AppleStatusRule.milliUnits(
        catalog.pricing.price(offer?.price ?? product.price, in: place))
      info.currency = place.currencyCode
      if let redeemed, offer != nil {
        info.offerType = redeemed.kind.rawValue
        info.offerIdentifier = redeemed.id
      } else if isOffer {
        info.offerType = 1
      }
    }
    addBillingTerms(to: &info, of: subscription, storefront: storefront, state: state)
    return info
  }
}
