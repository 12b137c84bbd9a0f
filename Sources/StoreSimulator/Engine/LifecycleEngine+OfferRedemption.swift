import Foundation
import SubscriptionKit
import SubscriptionWire

/// Applying a checked offer: on a subscription the customer has, and at renewals.
extension LifecycleEngine {
  /// Redeems `redemption` on a subscription the customer has access to
  /// (Apple's `OFFER_REDEEMED`; auto-renew turns back on). For the product
  /// they have, the offer starts at the next renewal (no subtype). For
  /// another product of the group it is a plan change made with the offer:
  /// an upgrade (subtype `UPGRADE`) or a crossgrade with the same period
  /// starts the new product with the offer now (`PRODUCT_CHANGE` +
  /// `RENEWAL`), a downgrade (`DOWNGRADE`) or another crossgrade at the next
  /// renewal (`PRODUCT_CHANGE` now).
  func redeemWhileSubscribed(
    _ current: SubscriptionRecord, product: StoreKitProduct, redemption: OfferRedemption,
    at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    guard let latest = state.transactions[current.latestTransactionID],
      let currentTerms = catalog.products[current.productID]?.subscription,
      let terms = product.subscription
    else { throw notASubscription(product.productID) }
    // A commitment's months are billed as agreed: neither a plan change nor
    // an offer on its renewals is simulated (LifecycleEngine+BillingPlans.swift).
    try refusePlanChangeDuringCommitment(current, to: product.productID)
    var subscription = current
    let wasCancelled = !subscription.willAutoRenew
    subscription.pendingOffer = redemption.applied
    subscription.willAutoRenew = true
    subscription.unsubscribeDetectedAt = nil
    subscription.renewalProductID = nil
    if wasCancelled {
      emit(.uncancellation, transaction: latest, at: date, state: &state, step: &step)
    }
    guard product.productID != current.productID else {
      save(subscription, state: &state, step: &step)
      notifyApple(
        AppleNotificationType.offerRedeemed, transaction: latest, at: date, state: &state,
        step: &step)
      return latest
    }
    let change = PlanChange(from: currentTerms, to: terms)
    let subtype: String? =
      switch change {
      case .upgrade: AppleNotificationSubtype.upgrade
      case .downgrade: AppleNotificationSubtype.downgrade
      case .crossgrade: nil
      }
    emit(.productChange, transaction: latest, at: date, state: &state, step: &step) {
      $0.newProductID = product.productID
    }
    guard change.isImmediate else {
      subscription.renewalProductID = product.productID
      save(subscription, state: &state, step: &step)
      notifyApple(
        AppleNotificationType.offerRedeemed, subtype, transaction: latest, at: date,
        state: &state, step: &step)
      return latest
    }
    // Now: the old period ends (Apple refunds the unused part) and the new
    // product starts with the offer's first period.
    var ended = latest
    ended.expiresDate = Revocation.accessEnd(date)
    state.store(ended)
    step.transactions.insert(ended.id)
    let first = offerPeriod(redemption.terms, from: date)
    let transaction = newTransaction(
      product, originalID: current.originalTransactionID, appUserID: current.appUserID, at: date,
      expires: first.end, periodType: first.periodType, price: first.price,
      offeringID: current.offeringID, storeAccount: current.storeAccount,
      storefront: latest.storefront, offer: redemption.applied, state: &state, step: &step)
    subscription.productID = product.productID
    subscription.periodStart = date
    subscription.periodEnd = first.end
    subscription.periodType = first.periodType
    subscription.introPeriodsRemaining = first.periodsLeft
    subscription.offer = redemption.applied
    subscription.pendingOffer = nil
    subscription.startPaidPlanChange(transactionID: transaction.id, at: date)
    save(subscription, state: &state, step: &step)
    let renewalNumber = subscription.renewalCount
    let wasTrial = latest.periodType == .trial
    emit(.renewal, transaction: transaction, at: date, state: &state, step: &step) {
      $0.isTrialConversion = wasTrial
      $0.renewalNumber = renewalNumber
    }
    notifyApple(
      AppleNotificationType.offerRedeemed, subtype, transaction: transaction, at: date,
      state: &state, step: &step)
    return transaction
  }

  /// The first period of `offer`: its end, period type (RevenueCat: `TRIAL`
  /// when free, else `INTRO`), price, and the billed periods left after it.
  func offerPeriod(_ offer: StoreKitOffer, from date: Date)
    -> (end: Date, periodType: PeriodType, price: Decimal, periodsLeft: Int)
  {
    switch offer.paymentMode {
    case .freeTrial:
      let end = offer.period.advancing(date, by: offer.numberOfPeriods, in: policy.calendar)
      return (end, .trial, 0, 0)
    case .payUpFront:
      return (offer.period.advancing(date, in: policy.calendar), .intro, offer.price, 0)
    case .payAsYouGo:
      let end = offer.period.advancing(date, in: policy.calendar)
      return (end, .intro, offer.price, offer.numberOfPeriods - 1)
    }
  }

  /// The renewal of a subscription with a pending offer, or one still in a
  /// redeemed offer's periods: the offer's period, the first period's end
  /// when the offer starts now (nil: it goes on, anchored as `BillingAnchor`
  /// says), type and price, with the subscription's offer state moved on.
  /// Nil: an ordinary renewal.
  func offerRenewal(
    _ subscription: inout SubscriptionRecord, productID: String, at date: Date
  ) -> (
    period: SubscriptionPeriod, firstEnd: Date?, periodType: PeriodType, price: Decimal,
    offer: AppliedOffer
  )? {
    let isSameProduct = productID == subscription.productID
    if isSameProduct, subscription.introPeriodsRemaining > 0, let applied = subscription.offer,
      let terms = catalog.terms(of: applied, on: productID)
    {
      subscription.introPeriodsRemaining -= 1
      let period = offerPeriod(terms, from: date)
      return (terms.period, nil, period.periodType, period.price, applied)
    }
    subscription.offer = nil
    // A pending offer waits for the introductory offer's periods to end (a
    // stackable offer code); one for another product starts with the change.
    guard let pending = subscription.pendingOffer,
      !isSameProduct || subscription.introPeriodsRemaining == 0
    else { return nil }
    guard let terms = catalog.terms(of: pending, on: productID) else {
      subscription.pendingOffer = nil  // for a product it no longer renews into
      return nil
    }
    subscription.pendingOffer = nil
    subscription.offer = pending
    let period = offerPeriod(terms, from: date)
    subscription.introPeriodsRemaining = period.periodsLeft
    return (terms.period, period.end, period.periodType, period.price, pending)
  }
}
