import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// Takes the next subscription the clock changes at or before `limit`, with
  /// the date it is due; stale queue entries are dropped on the way.
  func popDue(upTo limit: Date, state: inout EngineState) -> (String, Date)? {
    while let entry = state.dueQueue.first, entry.date <= limit {
      _ = state.dueQueue.popFirst()
      if state.subscriptions[entry.subscriptionID]?.nextDueDate == entry.date {
        return (entry.subscriptionID, entry.date)
      }
    }
    return nil
  }

  /// What happens to a subscription when its due date arrives: a renewal, a
  /// failed renewal (billing retry, with or without grace), the end of grace,
  /// the end of billing retry, or expiry after auto-renew was turned off.
  func processDue(
    _ subscriptionID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) {
    guard var subscription = state.subscriptions[subscriptionID],
      let latest = state.transactions[subscription.latestTransactionID]
    else { return }
    switch subscription.status {
    case .active where expiresForPriceIncrease(subscription):
      expireForPriceIncrease(&subscription, latest: latest, at: date, state: &state, step: &step)
    case .active where subscription.willAutoRenew && isRemovedFromSale(subscription, state: state):
      expireForRemovalFromSale(&subscription, latest: latest, at: date, state: &state, step: &step)
    case .active where !subscription.willAutoRenew:
      subscription.status = .expired
      save(subscription, state: &state, step: &step)
      emit(.expiration, transaction: latest, at: date, state: &state, step: &step) {
        $0.expirationReason = .unsubscribe
      }
      notifyApple(
        AppleNotificationType.expired, AppleNotificationSubtype.voluntary, transaction: latest,
        at: date, state: &state, step: &step)
    case .active where subscription.paymentFails || policy.renewalsAlwaysFail:
      failRenewal(&subscription, latest: latest, at: date, state: &state, step: &step)
    case .active:
      renew(&subscription, at: date, state: &state, step: &step)
    case .gracePeriod:
      subscription.status = .billingRetry
      save(subscription, state: &state, step: &step)
      emit(.expiration, transaction: latest, at: date, state: &state, step: &step) {
        $0.expirationReason = .billingError
        $0.expirationAtMs = ISO8601.milliseconds(date)
      }
      notifyApple(
        AppleNotificationType.gracePeriodExpired, transaction: latest, at: date, state: &state,
        step: &step)
    case .billingRetry:
      // Retry gave up; access had already ended, so no RevenueCat event. Apple says EXPIRED.
      subscription.status = .expired
      save(subscription, state: &state, step: &step)
      notifyApple(
        AppleNotificationType.expired, AppleNotificationSubtype.billingRetry, transaction: latest,
        at: date, state: &state, step: &step)
    case .expired, .revoked:
      break
    }
  }

  /// A charge for the next period, at the price the period calls for.
  ///
  /// `isRecovery`: the charge ends a billing issue (Apple's `BILLING_RECOVERY`).
  func renew(
    _ subscription: inout SubscriptionRecord, at date: Date, isRecovery: Bool = false,
    state: inout EngineState, step: inout LifecycleStep
  ) {
    if subscription.commitment != nil {
      renewCommitment(&subscription, at: date, isRecovery: isRecovery, state: &state, step: &step)
      return
    }
    let productID = subscription.renewalProductID ?? subscription.productID
    guard let product = catalog.products[productID], let terms = product.subscription else {
      return
    }
    let wasTrial = subscription.periodType == .trial
    let periodType: PeriodType
    let price: Decimal
    let period: SubscriptionPeriod
    var offerEnd: Date? = nil
    let redeemed = offerRenewal(&subscription, productID: productID, at: date)
    if let redeemed {
      // A promotional offer, offer code or win-back offer (LifecycleEngine+Offers.swift).
      (periodType, price, period) = (redeemed.periodType, redeemed.price, redeemed.period)
      offerEnd = redeemed.firstEnd
    } else if subscription.introPeriodsRemaining > 0, productID == subscription.productID,
      let offer = terms.introductoryOffer
    {
      subscription.introPeriodsRemaining -= 1
      (periodType, price, period) = (.intro, offer.price, offer.period)
    } else {
      subscription.introPeriodsRemaining = 0
      let agreed = state.renewalPrice(of: product, for: subscription)
      (periodType, price, period) = (.normal, agreed, terms.period)
      if agreed == state.currentPrice(of: product) {
        subscription.terms?.priceIncrease = nil  // renewed at the current price: it took effect
      }
    }
    let next = BillingAnchor.nextPeriod(
      of: subscription, productID: productID, periodType: periodType, period: period, at: date,
      calendar: policy.calendar)
    let end = offerEnd ?? next.end
    subscription.billingAnchor = offerEnd == nil ? next.anchor : date
    subscription.periodsSinceAnchor = offerEnd == nil ? next.periodsSinceAnchor : 0
    let transaction = newTransaction(
      product, originalID: subscription.originalTransactionID, appUserID: subscription.appUserID,
      at: date, expires: end, periodType: periodType, price: price,
      offeringID: subscription.offeringID, storeAccount: subscription.storeAccount,
      storefront: state.transactions[subscription.latestTransactionID]?.storefront,
      offer: redeemed?.offer, state: &state, step: &step)
    subscription.productID = productID
    subscription.renewalProductID = nil
    subscription.periodStart = date
    subscription.periodEnd = end
    subscription.periodType = periodType
    subscription.latestTransactionID = transaction.id
    subscription.renewalCount += 1
    let renewalNumber = subscription.renewalCount
    save(subscription, state: &state, step: &step)
    emit(.renewal, transaction: transaction, at: date, state: &state, step: &step) {
      $0.isTrialConversion = wasTrial
      $0.renewalNumber = renewalNumber
    }
    notifyApple(
      AppleNotificationType.didRenew, isRecovery ? AppleNotificationSubtype.billingRecovery : nil,
      transaction: transaction, at: date, state: &state, step: &step)
  }

  /// The renewal charge failed: billing retry starts, with a grace period when on.
  private func failRenewal(
    _ subscription: inout SubscriptionRecord, latest: TransactionRecord, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) {
    let isWeekly = catalog.products[subscription.productID]?.subscription?.period.unit == .week
    subscription.billingIssueDetectedAt = date
    // A monthly billing plan's commitment has no grace period and 90 days of retry.
    let isCommitment = subscription.commitment != nil
    subscription.billingRetryEnd = date.addingTimeInterval(
      isCommitment ? Commitment.billingRetryDuration : policy.billingRetryDuration)
    if policy.isGracePeriodEnabled, !isCommitment {
      subscription.status = .gracePeriod
      subscription.gracePeriodEnd = date.addingTimeInterval(
        policy.gracePeriod(forWeekly: isWeekly))
    } else {
      subscription.status = .billingRetry
    }
    let graceEnd = subscription.gracePeriodEnd
    save(subscription, state: &state, step: &step)
    emit(.billingIssue, transaction: latest, at: date, state: &state, step: &step) {
      $0.gracePeriodExpirationAtMs = graceEnd.map(ISO8601.milliseconds)
    }
    notifyApple(
      AppleNotificationType.didFailToRenew,
      graceEnd == nil ? nil : AppleNotificationSubtype.gracePeriod, transaction: latest, at: date,
      state: &state, step: &step)
    emit(.cancellation, transaction: latest, at: date, state: &state, step: &step) {
      $0.cancelReason = .billingError
    }
    if graceEnd == nil {
      emit(.expiration, transaction: latest, at: date, state: &state, step: &step) {
        $0.expirationReason = .billingError
      }
    }
  }
}
