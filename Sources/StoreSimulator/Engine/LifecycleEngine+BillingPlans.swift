import Foundation
import SubscriptionKit
import SubscriptionWire

extension Commitment {
  /// How long the App Store retries a failed monthly charge of a commitment:
  /// 90 days, where an up-front subscription gets 60 (issue 28; Apple,
  /// "Managing the life cycle of monthly subscriptions with a 12-month
  /// commitment"). There is no billing grace period.
  static let billingRetryDuration: TimeInterval = 90 * 86_400

  /// When the `number`th monthly charge's period ends: `number` calendar
  /// months after the commitment started (so day 31 stays the month's end).
  func installmentEnd(_ number: Int, in calendar: Calendar) -> Date {
    SubscriptionPeriod(value: number, unit: .month).advancing(start, in: calendar)
  }

  /// Which of the commitment's charges `transaction` is (1 … `installments`).
  func number(of transaction: TransactionRecord, in calendar: Calendar) -> Int {
    let months =
      calendar.dateComponents([.month], from: start, to: transaction.purchaseDate).month ?? 0
    return min(max(months + 1, 1), installments)
  }
}

extension LifecycleEngine {
  /// Buys `productID` on its `MONTHLY` billing plan: a commitment to the
  /// product's period (a year: twelve monthly charges of the plan's price,
  /// `commitmentDisplayPrice` in all), each charge a transaction that grants
  /// a month. The introductory offer does not apply. Buying again in a group
  /// whose subscription lapsed resubscribes it, as any purchase does.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownBillingPlan` when the file has
  ///   no enabled `MONTHLY` plan for the product, `.noSuchSubscription` when
  ///   the customer (or their Apple ID) already subscribes in the group;
  ///   nothing is changed.
  func purchaseCommitment(
    _ productID: String, offeringID: String?, for appUserID: String, at date: Date,
    storeAccount: String? = nil, state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    let account = storeAccount ?? policy.storeAccount
    guard let product = catalog.products[productID] else {
      throw StoreSimulatorError(
        .unknownProduct, "No product \"\(productID)\" in the .storekit file.")
    }
    guard let terms = product.subscription, let plan = terms.billingPlan(.monthly),
      let installments = Commitment.installments(in: terms.period)
    else {
      let plans = product.subscription?.billingPlans.filter(\.isEnabled).map(\.type.rawValue) ?? []
      throw StoreSimulatorError(
        .unknownBillingPlan,
        "\"\(productID)\" has no MONTHLY billing plan in the .storekit file"
          + (plans.isEmpty ? "." : " (its plans: \(plans.joined(separator: ", "))."))
    }
    if let held = state.liveSubscription(ofStoreAccount: account, inGroup: terms.groupID)
      ?? state.accessibleSubscription(of: appUserID, inGroup: terms.groupID)
    {
      throw StoreSimulatorError(
        .noSuchSubscription,
        "\(held.appUserID) already subscribes to \"\(held.productID)\" in this group; "
          + "a monthly plan starts as a new subscription, after that one ends.")
    }
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    step.affectedUsers.insert(appUserID)
    let lapsed = state.lapsedSubscription(of: appUserID, inGroup: terms.groupID)
    let commitment = Commitment(
      start: date, end: terms.period.advancing(date, in: policy.calendar),
      installments: installments, number: 1, price: plan.price, willRenew: true)
    let end = commitment.installmentEnd(1, in: policy.calendar)
    var transaction = newTransaction(
      product, originalID: lapsed?.originalTransactionID, appUserID: appUserID, at: date,
      expires: end, periodType: .normal, price: plan.price, offeringID: offeringID,
      storeAccount: account,
      storefront: lapsed.flatMap { state.transactions[$0.latestTransactionID] }?.storefront,
      state: &state, step: &step)
    transaction.terms = TransactionTerms(billingPlan: .monthly)
    state.store(transaction)
    var subscription = SubscriptionRecord(
      originalTransactionID: transaction.id, appUserID: appUserID, groupID: terms.groupID,
      productID: productID, renewalProductID: nil, originalPurchaseDate: date,
      periodStart: date, periodEnd: end, periodType: .normal, introPeriodsRemaining: 0,
      willAutoRenew: true, unsubscribeDetectedAt: nil, billingIssueDetectedAt: nil,
      gracePeriodEnd: nil, billingRetryEnd: nil, paymentFails: false, status: .active,
      latestTransactionID: transaction.id, refundedAt: nil, renewalCount: 1,
      offeringID: offeringID, storeAccount: account)
    if let lapsed {
      subscription.originalTransactionID = lapsed.originalTransactionID
      subscription.originalPurchaseDate = lapsed.originalPurchaseDate
      subscription.renewalCount = lapsed.renewalCount + 1
    }
    subscription.terms = SubscriptionTerms(commitment: commitment)
    save(subscription, state: &state, step: &step)
    let renewalNumber = subscription.renewalCount
    emit(
      lapsed == nil ? .initialPurchase : .renewal, transaction: transaction, at: date,
      state: &state, step: &step
    ) { $0.renewalNumber = renewalNumber }
    notifyApple(
      AppleNotificationType.subscribed,
      lapsed == nil ? AppleNotificationSubtype.initialBuy : AppleNotificationSubtype.resubscribe,
      transaction: transaction, at: date, state: &state, step: &step)
    return transaction
  }

  /// The next monthly charge of a commitment, or — after its last — the
  /// first of a new commitment at the plan's price (Apple's `DID_RENEW`).
  ///
  /// The commitment's last month starts with auto-renew reported off when
  /// the subscriber cancelled the commitment (RevenueCat's `CANCELLATION`
  /// then); until then every month is billed whatever they chose. A charge
  /// recovered late from billing retry moves the commitment's remaining
  /// months by the delay.
  func renewCommitment(
    _ subscription: inout SubscriptionRecord, at date: Date, isRecovery: Bool,
    state: inout EngineState, step: inout LifecycleStep
  ) {
    guard var commitment = subscription.commitment,
      let product = catalog.products[subscription.productID],
      let terms = product.subscription
    else { return }
    if commitment.isLastInstallment {
      let price = terms.billingPlan(.monthly)?.price ?? commitment.price
      commitment = Commitment(
        start: date, end: terms.period.advancing(date, in: policy.calendar),
        installments: commitment.installments, number: 1, price: price, willRenew: true)
    } else {
      commitment.number += 1
      let scheduled = commitment.installmentEnd(commitment.number - 1, in: policy.calendar)
      if date > scheduled {
        let delay = date.timeIntervalSince(scheduled)
        commitment.start = commitment.start.addingTimeInterval(delay)
        commitment.end = commitment.end.addingTimeInterval(delay)
      }
    }
    let end = commitment.installmentEnd(commitment.number, in: policy.calendar)
    var transaction = newTransaction(
      product, originalID: subscription.originalTransactionID, appUserID: subscription.appUserID,
      at: date, expires: end, periodType: .normal, price: commitment.price,
      offeringID: subscription.offeringID, storeAccount: subscription.storeAccount,
      storefront: state.transactions[subscription.latestTransactionID]?.storefront, state: &state,
      step: &step)
    transaction.terms = TransactionTerms(billingPlan: .monthly)
    state.store(transaction)
    let endsNow = commitment.isLastInstallment && !commitment.willRenew
    subscription.renewalProductID = nil
    subscription.periodStart = date
    subscription.periodEnd = end
    subscription.periodType = .normal
    subscription.latestTransactionID = transaction.id
    subscription.renewalCount += 1
    subscription.terms?.commitment = commitment
    if endsNow {
      subscription.willAutoRenew = false
      subscription.unsubscribeDetectedAt = date
    }
    let renewalNumber = subscription.renewalCount
    save(subscription, state: &state, step: &step)
    emit(.renewal, transaction: transaction, at: date, state: &state, step: &step) {
      $0.renewalNumber = renewalNumber
    }
    if endsNow {
      emit(.cancellation, transaction: transaction, at: date, state: &state, step: &step) {
        $0.cancelReason = .unsubscribe
      }
    }
    notifyApple(
      AppleNotificationType.didRenew, isRecovery ? AppleNotificationSubtype.billingRecovery : nil,
      transaction: transaction, at: date, state: &state, step: &step)
  }

  /// The subscriber cancels a commitment: it will not renew at its end, but
  /// every month of it is still billed. Apple reports the commitment's
  /// renewal off at once (`DID_CHANGE_RENEWAL_STATUS` `AUTO_RENEW_DISABLED`,
  /// `commitmentInfo.commitmentAutoRenewStatus` 0) while `autoRenewStatus`
  /// — whether the next month is billed — stays 1 until the last month; the
  /// manager's `willRenew` follows `autoRenewStatus`, as RevenueCat reads
  /// it. In the last month, auto-renew goes off now (`CANCELLATION`).
  /// Returns false when the commitment was already cancelled.
  func cancelCommitment(
    _ subscription: SubscriptionRecord, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) -> Bool {
    var subscription = subscription
    guard var commitment = subscription.commitment, commitment.willRenew else { return false }
    commitment.willRenew = false
    subscription.terms?.commitment = commitment
    let latest = state.transactions[subscription.latestTransactionID]
    let endsNow = commitment.isLastInstallment && subscription.willAutoRenew
    if endsNow {
      subscription.willAutoRenew = false
      subscription.unsubscribeDetectedAt = date
    }
    save(subscription, state: &state, step: &step)
    if endsNow, let latest {
      emit(.cancellation, transaction: latest, at: date, state: &state, step: &step) {
        $0.cancelReason = .unsubscribe
      }
    }
    notifyApple(
      AppleNotificationType.didChangeRenewalStatus, AppleNotificationSubtype.autoRenewDisabled,
      transaction: latest, at: date, state: &state, step: &step)
    return true
  }

  /// The subscriber turns the commitment's renewal back on. Returns false
  /// when it was on.
  func resumeCommitment(
    _ subscription: SubscriptionRecord, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) -> Bool {
    var subscription = subscription
    guard var commitment = subscription.commitment, !commitment.willRenew else { return false }
    commitment.willRenew = true
    subscription.terms?.commitment = commitment
    let latest = state.transactions[subscription.latestTransactionID]
    let wasOff = !subscription.willAutoRenew
    subscription.willAutoRenew = true
    subscription.unsubscribeDetectedAt = nil
    save(subscription, state: &state, step: &step)
    if wasOff, let latest {
      emit(.uncancellation, transaction: latest, at: date, state: &state, step: &step)
    }
    notifyApple(
      AppleNotificationType.didChangeRenewalStatus, AppleNotificationSubtype.autoRenewEnabled,
      transaction: latest, at: date, state: &state, step: &step)
    return true
  }

  /// Plan changes during a commitment are not simulated, nor offers
  /// redeemed on its renewals (`productID` the product the change or offer
  /// is for): refused with a clear error.
  func refusePlanChangeDuringCommitment(_ current: SubscriptionRecord, to productID: String)
    throws
  {
    guard let commitment = current.commitment else { return }
    let change =
      productID == current.productID
      ? "redeeming an offer on it" : "changing to \"\(productID)\""
    throw StoreSimulatorError(
      .noSuchSubscription,
      "\(current.appUserID) is committed to \"\(current.productID)\" until "
        + "\(ISO8601.string(from: commitment.end)); \(change) during a "
        + "commitment is not simulated.")
  }
}
