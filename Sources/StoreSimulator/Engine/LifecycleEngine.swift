import Foundation
import SubscriptionKit
import SubscriptionWire

/// The App Store's subscription rules as pure functions of (state, request, time).
///
/// Every method changes `state` and records in `step` what it changed and which
/// webhook events it caused; it reads no clock and touches no file. The caller
/// (`SimulatorCore`) commits each step to the ledger in one transaction.
struct LifecycleEngine: Sendable {
  let catalog: Catalog
  let policy: LifecyclePolicy

  /// Makes sure the customer exists (RevenueCat creates customers on first sight).
  func ensureCustomer(
    _ appUserID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) {
    guard state.customers[appUserID] == nil else { return }
    state.customers[appUserID] = CustomerRecord(
      appUserID: appUserID, originalAppUserID: appUserID, firstSeen: date)
    step.customers.insert(appUserID)
  }

  /// The `.storekit` product named `productID`, or RevenueCat's
  /// `productNotAvailableForPurchaseError` when the file has none.
  func product(_ productID: String) throws -> StoreKitProduct {
    guard let product = catalog.products[productID] else {
      throw PurchaseError(
        .productNotAvailableForPurchaseError,
        detail: "No product \"\(productID)\" in the .storekit file.")
    }
    return product
  }

  /// Buys a product for a customer and returns the transaction that grants it.
  ///
  /// Auto-renewable subscriptions follow the group rules: a first purchase
  /// starts a subscription, with the intro offer when `IntroOfferRule` allows;
  /// buying in a group where the customer's subscription lapsed resubscribes it
  /// (same original transaction, a `RENEWAL`); buying the current product again
  /// turns auto-renew back on; another product in the group is an upgrade
  /// (immediate), a downgrade (at the next renewal) or a crossgrade (immediate
  /// when the periods match, else at renewal). A non-consumable already owned
  /// is returned as it is. `storeAccount` is the buyer's Apple ID (nil: this
  /// device's, `policy.storeAccount`); the intro-offer history follows it, and
  /// so does the group: a subscription another app user holds on the same
  /// store account is transferred to the buyer first (one per group per Apple ID).
  ///
  /// `storefront` (ISO 3166-1 alpha-3; nil: the `.storekit` file's) sets a
  /// new purchase's currency and price (`StorefrontPricing`); a plan change
  /// keeps the subscription's storefront.
  ///
  /// `redeeming`: an offer `checkOffer` accepted (LifecycleEngine+Offers.swift).
  func purchase(
    _ productID: String, offeringID: String?, for appUserID: String, at date: Date,
    storeAccount: String? = nil, storefront: String? = nil, redeeming: OfferRedemption? = nil,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    let account = storeAccount ?? policy.storeAccount
    let product = try product(productID)
    try ensureForSale(productID, state: state)
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    step.affectedUsers.insert(appUserID)
    switch product.kind {
    case .consumable, .nonConsumable, .nonRenewingSubscription:
      if product.kind == .nonConsumable,
        let owned = state.transactions(of: appUserID).last(where: {
          $0.productID == productID && $0.revokedAt == nil
        })
      {
        return owned
      }
      let expires = catalog.project.nonRenewingDurations[productID].map {
        $0.advancing(date, in: policy.calendar)
      }
      let transaction = newTransaction(
        product, originalID: nil, appUserID: appUserID, at: date, expires: expires,
        periodType: .normal, price: product.price, offeringID: offeringID, storeAccount: account,
        storefront: storefront, state: &state, step: &step)
      emit(.nonRenewingPurchase, transaction: transaction, at: date, state: &state, step: &step)
      notifyApple(
        AppleNotificationType.oneTimeCharge, transaction: transaction, at: date, state: &state,
        step: &step)
      return transaction
    case .autoRenewableSubscription:
      guard let terms = product.subscription else { throw notASubscription(productID) }
      // Apple: one subscription per group per Apple ID. When another app user
      // on this store account holds it (with access, or in billing retry),
      // RevenueCat transfers it to the buyer (TRANSFER) and the purchase
      // changes its plan or resubscribes it.
      if let held = state.liveSubscription(ofStoreAccount: account, inGroup: terms.groupID),
        held.appUserID != appUserID
      {
        _ = restore(to: appUserID, storeAccount: account, at: date, state: &state, step: &step)
      }
      if let current = state.accessibleSubscription(of: appUserID, inGroup: terms.groupID) {
        if let redeeming {
          return try redeemWhileSubscribed(
            current, product: product, redemption: redeeming, at: date, state: &state,
            step: &step)
        }
        return try changePlan(
          current, to: product, terms: terms, offeringID: offeringID, at: date, state: &state,
          step: &step)
      }
      return startSubscription(
        product, terms: terms, offeringID: offeringID, for: appUserID, storeAccount: account,
        storefront: storefront, redeeming: redeeming, at: date, state: &state, step: &step)
    }
  }

  /// Whether `appUserID`, buying with this store's account, may take
  /// `productID`'s introductory offer (`IntroOfferRule`, the one rule).
  func introEligibility(
    of productID: String, for appUserID: String, storeAccount: String? = nil, state: EngineState
  ) -> IntroEligibilityStatus {
    guard let product = catalog.products[productID] else { return .unknown }
    guard let terms = product.subscription else { return .noIntroOfferExists }
    return IntroOfferRule.status(
      hasIntroductoryOffer: terms.introductoryOffer != nil,
      group: IntroOfferRule.groupKey(
        productIdentifier: productID, subscriptionGroupIdentifier: terms.groupID),
      history: state.introHistory(
        of: appUserID, storeAccount: storeAccount ?? policy.storeAccount))
  }

  /// A subscription in a group where the customer has none with access: with
  /// the group's intro offer when eligible. A customer whose subscription in
  /// the group lapsed resubscribes it: Apple keeps the original transaction,
  /// and RevenueCat reports it as a `RENEWAL`.
  private func startSubscription(
    _ product: StoreKitProduct, terms: StoreKitProduct.Subscription, offeringID: String?,
    for appUserID: String, storeAccount: String, storefront: String?,
    redeeming: OfferRedemption? = nil, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) -> TransactionRecord {
    let isEligible =
      introEligibility(
        of: product.productID, for: appUserID, storeAccount: storeAccount, state: state)
      == .eligible
    // A redeemed offer replaces the intro offer, unless it stacks with it.
    let introOffer =
      isEligible && (redeeming?.stacksWithIntroOffer ?? true) ? terms.introductoryOffer : nil
    let offer = introOffer ?? redeeming?.terms
    var first = firstPeriod(of: product, terms: terms, offer: offer, from: date)
    if offer == nil { first.price = state.currentPrice(of: product) }  // after a price increase
    let lapsed = state.lapsedSubscription(of: appUserID, inGroup: terms.groupID)
    var anchor: (date: Date?, count: Int) = (nil, 0)
    if let lapsed, offer == nil {
      // Bought again the instant it lapsed: the run of periods goes on.
      let next = BillingAnchor.nextPeriod(
        of: lapsed, productID: product.productID, periodType: .normal, period: terms.period,
        at: date, calendar: policy.calendar)
      first.end = next.end
      anchor = (next.anchor, next.periodsSinceAnchor)
    }
    let group = IntroOfferRule.groupKey(
      productIdentifier: product.productID, subscriptionGroupIdentifier: terms.groupID)
    if introOffer != nil {
      state.recordIntroOffer(appUserID: appUserID, storeAccount: storeAccount, group: group)
    }
    let redeemedNow = introOffer == nil ? redeeming?.applied : nil
    let transaction = newTransaction(
      product, originalID: lapsed?.originalTransactionID, appUserID: appUserID, at: date,
      expires: first.end, periodType: first.periodType, price: first.price,
      offeringID: offeringID, storeAccount: storeAccount,
      storefront: storefront
        ?? lapsed.flatMap { state.transactions[$0.latestTransactionID] }?
        .storefront, offer: redeemedNow, state: &state, step: &step)
    var subscription = SubscriptionRecord(
      originalTransactionID: transaction.id, appUserID: appUserID, groupID: terms.groupID,
      productID: product.productID, renewalProductID: nil, originalPurchaseDate: date,
      periodStart: date, periodEnd: first.end, periodType: first.periodType,
      introPeriodsRemaining: first.offerPeriodsLeft, willAutoRenew: true,
      unsubscribeDetectedAt: nil, billingIssueDetectedAt: nil, gracePeriodEnd: nil,
      billingRetryEnd: nil, paymentFails: false, status: .active,
      latestTransactionID: transaction.id, refundedAt: nil, renewalCount: 1,
      offeringID: offeringID, storeAccount: storeAccount)
    subscription.offer = redeemedNow
    if introOffer != nil { subscription.pendingOffer = redeeming?.applied }
    if let lapsed {
      subscription.originalTransactionID = lapsed.originalTransactionID
      subscription.originalPurchaseDate = lapsed.originalPurchaseDate
      subscription.renewalCount = lapsed.renewalCount + 1
      subscription.billingAnchor = anchor.date
      subscription.periodsSinceAnchor = anchor.count
    }
    save(subscription, state: &state, step: &step)
    let renewalNumber = subscription.renewalCount
    emit(
      lapsed == nil ? .initialPurchase : .renewal, transaction: transaction, at: date,
      state: &state, step: &step
    ) {
      $0.renewalNumber = renewalNumber
      // RevenueCat: a lapsed trial bought again is a trial conversion.
      if let lapsed { $0.isTrialConversion = lapsed.periodType == .trial }
    }
    notifyApple(
      AppleNotificationType.subscribed,
      lapsed == nil ? AppleNotificationSubtype.initialBuy : AppleNotificationSubtype.resubscribe,
      transaction: transaction, at: date, state: &state, step: &step)
    return transaction
  }

  private func changePlan(
    _ current: SubscriptionRecord, to product: StoreKitProduct,
    terms: StoreKitProduct.Subscription, offeringID: String?, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    var subscription = current
    let latest = state.transactions[current.latestTransactionID]
    if product.productID == current.productID {
      // Buying what you have: the App Store only turns auto-renew back on.
      if !subscription.willAutoRenew {
        subscription.willAutoRenew = true
        subscription.unsubscribeDetectedAt = nil
        subscription.renewalProductID = nil
        save(subscription, state: &state, step: &step)
        if let latest {
          emit(.uncancellation, transaction: latest, at: date, state: &state, step: &step)
          notifyApple(
            AppleNotificationType.didChangeRenewalStatus,
            AppleNotificationSubtype.autoRenewEnabled, transaction: latest, at: date,
            state: &state, step: &step)
        }
      } else if subscription.renewalProductID != nil {
        // A pending downgrade or crossgrade withdrawn: Apple's "reverted to current".
        subscription.renewalProductID = nil
        save(subscription, state: &state, step: &step)
        notifyApple(
          AppleNotificationType.didChangeRenewalPref, transaction: latest, at: date,
          state: &state, step: &step)
      }
      guard let latest else { throw notASubscription(product.productID) }
      return latest
    }
    guard let latest, let currentTerms = catalog.products[current.productID]?.subscription else {
      throw notASubscription(current.productID)
    }
    try refusePlanChangeDuringCommitment(current, to: product.productID)
    let change = PlanChange(from: currentTerms, to: terms)
    let isImmediate = change.isImmediate
    let preference: String? =
      switch change {
      case .upgrade: AppleNotificationSubtype.upgrade
      case .downgrade: AppleNotificationSubtype.downgrade
      case .crossgrade: nil
      }
    if !isImmediate, subscription.renewalProductID == product.productID {
      // Already switching to it at renewal: nothing changes, so no event.
      if !subscription.willAutoRenew {
        subscription.willAutoRenew = true
        subscription.unsubscribeDetectedAt = nil
        save(subscription, state: &state, step: &step)
        emit(.uncancellation, transaction: latest, at: date, state: &state, step: &step)
        notifyApple(
          AppleNotificationType.didChangeRenewalStatus, AppleNotificationSubtype.autoRenewEnabled,
          transaction: latest, at: date, state: &state, step: &step)
      }
      return latest
    }
    emit(.productChange, transaction: latest, at: date, state: &state, step: &step) {
      $0.newProductID = product.productID
    }
    guard isImmediate else {
      subscription.renewalProductID = product.productID
      subscription.willAutoRenew = true
      subscription.unsubscribeDetectedAt = nil
      save(subscription, state: &state, step: &step)
      notifyApple(
        AppleNotificationType.didChangeRenewalPref, preference, transaction: latest, at: date,
        state: &state, step: &step)
      return latest
    }
    // Immediate: the old period ends now (Apple refunds the unused part) and a
    // full-price period of the new product starts. Plan changes never get the intro offer.
    var ended = latest
    ended.expiresDate = Revocation.accessEnd(date)
    state.store(ended)
    step.transactions.insert(ended.id)
    let end = terms.period.advancing(date, in: policy.calendar)
    let transaction = newTransaction(
      product, originalID: current.originalTransactionID, appUserID: current.appUserID, at: date,
      expires: end, periodType: .normal, price: state.currentPrice(of: product),
      offeringID: offeringID, storeAccount: current.storeAccount, storefront: latest.storefront,
      state: &state,
      step: &step)
    subscription.productID = product.productID
    subscription.renewalProductID = nil
    subscription.periodStart = date
    subscription.periodEnd = end
    subscription.periodType = .normal
    subscription.introPeriodsRemaining = 0
    subscription.willAutoRenew = true
    subscription.unsubscribeDetectedAt = nil
    // The new product was paid for: a billing issue (grace period) is over.
    subscription.startPaidPlanChange(transactionID: transaction.id, at: date)
    save(subscription, state: &state, step: &step)
    let renewalNumber = subscription.renewalCount
    let wasTrial = latest.periodType == .trial
    emit(.renewal, transaction: transaction, at: date, state: &state, step: &step) {
      $0.isTrialConversion = wasTrial  // RevenueCat: whether the previous period was a trial
      $0.renewalNumber = renewalNumber
    }
    notifyApple(
      AppleNotificationType.didChangeRenewalPref, preference, transaction: transaction, at: date,
      state: &state, step: &step)
    return transaction
  }

  /// The first period of a new subscription.
  private func firstPeriod(
    of product: StoreKitProduct, terms: StoreKitProduct.Subscription, offer: StoreKitOffer?,
    from date: Date
  ) -> (end: Date, periodType: PeriodType, price: Decimal, offerPeriodsLeft: Int) {
    guard let offer else {
      return (terms.period.advancing(date, in: policy.calendar), .normal, product.price, 0)
    }
    let first = offerPeriod(offer, from: date)
    return (first.end, first.periodType, first.price, first.periodsLeft)
  }

  func save(
    _ subscription: SubscriptionRecord, state: inout EngineState, step: inout LifecycleStep
  ) {
    state.store(subscription)
    step.subscriptions.insert(subscription.originalTransactionID)
    step.affectedUsers.insert(subscription.appUserID)
  }

  /// A new transaction; `price` is in the `.storekit` file's currency and is
  /// charged in `storefront`'s (nil: the file's), on its price point.
  func newTransaction(
    _ product: StoreKitProduct, originalID: String?, appUserID: String, at date: Date,
    expires: Date?, periodType: PeriodType, price: Decimal, offeringID: String?,
    storeAccount: String? = nil, storefront: String? = nil, offer: AppliedOffer? = nil,
    state: inout EngineState, step: inout LifecycleStep
  ) -> TransactionRecord {
    let id = state.makeTransactionID()
    let place = catalog.storefront(storefront)
    let transaction = TransactionRecord(
      id: id, originalID: originalID ?? id, appUserID: appUserID, productID: product.productID,
      purchaseDate: date, expiresDate: expires, periodType: periodType,
      price: catalog.pricing.price(price, in: place), currency: place.currencyCode,
      offeringID: offeringID, revokedAt: nil, storeAccount: storeAccount ?? policy.storeAccount,
      storefront: storefront == catalog.storefront.code ? nil : storefront, offer: offer)
    state.store(transaction)
    step.transactions.insert(id)
    step.affectedUsers.insert(appUserID)
    return transaction
  }

  func notASubscription(_ productID: String) -> PurchaseError {
    PurchaseError(
      .productNotAvailableForPurchaseError,
      detail: "\"\(productID)\" is not an auto-renewable subscription in a group.")
  }
}
