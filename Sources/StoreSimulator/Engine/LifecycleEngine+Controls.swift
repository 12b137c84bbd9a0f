import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// The customer's subscription to `productID` that still grants access
  /// (including one switching to `productID` at renewal).
  func accessibleSubscription(
    _ productID: String, of appUserID: String, state: EngineState
  ) throws -> SubscriptionRecord {
    guard catalog.products[productID] != nil else {
      throw StoreSimulatorError(
        .unknownProduct, "No product \"\(productID)\" in the .storekit file.")
    }
    guard
      let subscription = state.subscriptions(of: appUserID).last(where: {
        $0.hasAccess && ($0.productID == productID || $0.renewalProductID == productID)
      })
    else {
      throw StoreSimulatorError(
        .noSuchSubscription,
        "\(appUserID) has no active subscription to \"\(productID)\". Buy it first.")
    }
    return subscription
  }

  /// Turns auto-renew off: access continues to the end of the period, then expires.
  /// Returns false when it was already off.
  func cancel(
    _ productID: String, of appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> Bool {
    var subscription = try accessibleSubscription(productID, of: appUserID, state: state)
    if subscription.commitment != nil {
      return cancelCommitment(subscription, at: date, state: &state, step: &step)
    }
    guard subscription.willAutoRenew else { return false }
    subscription.willAutoRenew = false
    subscription.unsubscribeDetectedAt = date
    save(subscription, state: &state, step: &step)
    if let latest = state.transactions[subscription.latestTransactionID] {
      emit(.cancellation, transaction: latest, at: date, state: &state, step: &step) {
        $0.cancelReason = .unsubscribe
      }
      notifyApple(
        AppleNotificationType.didChangeRenewalStatus, AppleNotificationSubtype.autoRenewDisabled,
        transaction: latest, at: date, state: &state, step: &step)
    }
    return true
  }

  /// Turns auto-renew back on. Returns false when it was already on.
  func resume(
    _ productID: String, of appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> Bool {
    var subscription = try accessibleSubscription(productID, of: appUserID, state: state)
    if subscription.commitment != nil {
      return resumeCommitment(subscription, at: date, state: &state, step: &step)
    }
    guard !subscription.willAutoRenew else { return false }
    subscription.willAutoRenew = true
    subscription.unsubscribeDetectedAt = nil
    save(subscription, state: &state, step: &step)
    if let latest = state.transactions[subscription.latestTransactionID] {
      emit(.uncancellation, transaction: latest, at: date, state: &state, step: &step)
      notifyApple(
        AppleNotificationType.didChangeRenewalStatus, AppleNotificationSubtype.autoRenewEnabled,
        transaction: latest, at: date, state: &state, step: &step)
    }
    return true
  }

  /// The customer's payment method starts failing: the next renewal goes into billing retry.
  func setPaymentFails(
    _ productID: String, of appUserID: String, state: inout EngineState,
    step: inout LifecycleStep
  ) throws {
    var subscription = try accessibleSubscription(productID, of: appUserID, state: state)
    guard !subscription.paymentFails else { return }
    subscription.paymentFails = true
    save(subscription, state: &state, step: &step)
  }

  /// The customer fixed their payment method. A subscription in grace or
  /// billing retry recovers at once: it is charged and a new period starts now.
  func resolveBillingIssue(
    _ productID: String, of appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws {
    guard
      var subscription = state.subscriptions(of: appUserID).last(where: {
        ($0.hasAccess || $0.status == .billingRetry) && $0.productID == productID
      })
    else {
      throw StoreSimulatorError(
        .noSuchSubscription, "\(appUserID) has no subscription to \"\(productID)\" to fix.")
    }
    subscription.paymentFails = false
    guard subscription.status == .gracePeriod || subscription.status == .billingRetry else {
      save(subscription, state: &state, step: &step)
      return
    }
    subscription.status = .active
    subscription.billingIssueDetectedAt = nil
    subscription.gracePeriodEnd = nil
    subscription.billingRetryEnd = nil
    renew(&subscription, at: date, isRecovery: true, state: &state, step: &step)
  }

  /// Refunds a transaction: access it granted ends at once.
  ///
  /// Refunding a subscription's latest transaction revokes the subscription;
  /// refunding an older renewal only marks that charge. Either way one
  /// `CANCELLATION` (`CUSTOMER_SUPPORT`) carries the money back (negative
  /// price) and the refund time as `expiration_at_ms` when it ended access.
  /// RevenueCat sends no event for an older period's refund; the simulator
  /// does, so summing `price` over the events always gives the revenue.
  ///
  /// `percentage` is the refunded share in milliunits (Apple's
  /// `revocationPercentage`; 100000, the default, refunds it all): the
  /// event's negative price is that share of the charge (`Revocation.share`).
  func refund(
    _ transactionID: String, percentage: Int = Revocation.full, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    var transaction = try markRefunded(transactionID, at: date, state: &state, step: &step)
    transaction = recordRevocation(of: transaction, percentage: percentage, state: &state)
    let isSubscription = catalog.products[transaction.productID]?.kind == .autoRenewableSubscription
    if isSubscription, var subscription = state.subscriptions[transaction.originalID],
      subscription.latestTransactionID == transactionID, subscription.status != .revoked
    {
      subscription.status = .revoked
      subscription.refundedAt = date
      subscription.willAutoRenew = false
      save(subscription, state: &state, step: &step)
    }
    let refundMs = ISO8601.milliseconds(date)
    emit(
      .cancellation, transaction: transaction, at: date, state: &state, step: &step,
      movesMoney: true
    ) {
      $0.cancelReason = .customerSupport
      $0.price = -Revocation.share(of: $0.price, percentage: percentage)
      $0.priceInPurchasedCurrency = -Revocation.share(
        of: $0.priceInPurchasedCurrency, percentage: percentage)
      $0.expirationAtMs = min($0.expirationAtMs ?? refundMs, refundMs)
    }
    notifyApple(
      AppleNotificationType.refund, transaction: state.transactions[transactionID], at: date,
      state: &state, step: &step)
    return transaction
  }

  /// Marks a transaction refunded at `date` (nil: its refund reversed) and
  /// records the change in the step.
  ///
  /// - Throws: `StoreSimulatorError` (`.unknownTransaction`) when there is no
  ///   such transaction in the state the change needs (unrefunded, or refunded).
  func markRefunded(
    _ transactionID: String, at date: Date?, state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    let refunding = date != nil
    guard var transaction = state.transactions[transactionID],
      (transaction.revokedAt == nil) == refunding
    else {
      throw StoreSimulatorError(
        .unknownTransaction,
        "No \(refunding ? "unrefunded" : "refunded") transaction \"\(transactionID)\" in the ledger."
      )
    }
    transaction.revokedAt = date
    state.store(transaction)
    step.transactions.insert(transactionID)
    step.affectedUsers.insert(transaction.appUserID)
    return transaction
  }

  /// The latest unrefunded (or, with `refunded`, refunded) transaction of
  /// `productID` for the customer.
  func latestTransaction(
    of productID: String, for appUserID: String, refunded: Bool = false, state: EngineState
  ) throws -> TransactionRecord {
    guard
      let transaction = state.transactions(of: appUserID).last(where: {
        $0.productID == productID && ($0.revokedAt != nil) == refunded
      })
    else {
      throw StoreSimulatorError(
        .unknownTransaction,
        "\(appUserID) has no \(refunded ? "refunded" : "unrefunded") purchase of \"\(productID)\".")
    }
    return transaction
  }

  /// Moves everything bought with `storeAccount` to `appUserID` (restore with
  /// RevenueCat's default "transfer" behaviour). Returns the app users it moved from.
  ///
  /// A deleted customer's purchases (`DeletedCustomer`) move too, as
  /// RevenueCat attaches a receipt that comes back to whoever restores it;
  /// the `TRANSFER` event names only the customers RevenueCat still knows.
  func restore(
    to appUserID: String, storeAccount: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) -> [String] {
    ensureCustomer(appUserID, at: date, state: &state, step: &step)
    var movedFrom: [String] = []
    for (otherID, customer) in state.customers.sorted(by: { $0.key < $1.key })
    where otherID != appUserID {
      let transactionIDs = customer.transactionIDs.filter {
        state.transactions[$0]?.storeAccount == storeAccount
      }
      guard !transactionIDs.isEmpty else { continue }
      movedFrom.append(otherID)
      let subscriptionIDs = customer.subscriptionIDs.filter {
        state.subscriptions[$0]?.storeAccount == storeAccount
      }
      move(
        transactionIDs, subscriptionIDs, from: otherID, to: appUserID, state: &state, step: &step)
    }
    emitTransfer(from: movedFrom, to: appUserID, at: date, state: &state, step: &step)
    return movedFrom
  }

  /// Moves `transactionIDs` and `subscriptionIDs` from one customer to
  /// another (both known), with the intro-offer history and experiment
  /// variants that follow purchases.
  func move(
    _ transactionIDs: [String], _ subscriptionIDs: [String], from otherID: String,
    to appUserID: String, state: inout EngineState, step: inout LifecycleStep
  ) {
    for id in transactionIDs {
      state.transactions[id]?.appUserID = appUserID
      step.transactions.insert(id)
    }
    for id in subscriptionIDs {
      state.subscriptions[id]?.appUserID = appUserID
      step.subscriptions.insert(id)
    }
    state.customers[otherID]?.transactionIDs.removeAll { transactionIDs.contains($0) }
    state.customers[otherID]?.subscriptionIDs.removeAll { subscriptionIDs.contains($0) }
    state.customers[appUserID]?.transactionIDs.append(contentsOf: transactionIDs)
    state.customers[appUserID]?.subscriptionIDs.append(contentsOf: subscriptionIDs)
    refreshIntroHistory(of: [otherID, appUserID], state: &state)
    carryEnrollments(from: otherID, to: appUserID, state: &state, step: &step)
    step.affectedUsers.formUnion([otherID, appUserID])
  }

  /// RevenueCat's `TRANSFER` event: purchases left `movedFrom` for
  /// `appUserID` (deleted customers are left out; none left, no event).
  func emitTransfer(
    from movedFrom: [String], to appUserID: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) {
    let known = movedFrom.filter { !DeletedCustomer.isTombstone($0) }
    guard !known.isEmpty else { return }
    let original = state.customers[appUserID]?.originalAppUserID ?? appUserID
    var event = WebhookEvent(
      type: .transfer, id: nextEventID(&state), appID: policy.appID,
      eventTimestampMs: ISO8601.milliseconds(date), appUserID: nil,
      originalAppUserID: original, aliases: [original], productID: nil, entitlementIDs: nil,
      periodType: "NORMAL", purchasedAtMs: nil, expirationAtMs: nil,
      environment: policy.environment, transactionID: nil, originalTransactionID: nil,
      presentedOfferingID: nil, countryCode: catalog.storefront.countryCode,
      currency: catalog.storefront.currencyCode, price: 0)
    event.transferredFrom = known
    event.transferredTo = [appUserID]
    step.events.append(event)
  }

  /// An anonymous customer logging in as a new app user ID keeps their
  /// purchases under the new ID (RevenueCat aliases the two).
  func rename(
    _ anonymousID: String, to newID: String, state: inout EngineState, step: inout LifecycleStep
  ) {
    guard var customer = state.customers.removeValue(forKey: anonymousID) else { return }
    customer.appUserID = newID
    for id in customer.transactionIDs { state.transactions[id]?.appUserID = newID }
    for id in customer.subscriptionIDs { state.subscriptions[id]?.appUserID = newID }
    state.customers[newID] = customer
    refreshIntroHistory(of: [anonymousID, newID], state: &state)
    step.customers.formUnion([anonymousID, newID])
    step.customerDetails.formUnion([anonymousID, newID])
    step.transactions.formUnion(customer.transactionIDs)
    step.subscriptions.formUnion(customer.subscriptionIDs)
    step.affectedUsers.formUnion([anonymousID, newID])
    renameFamilyMember(anonymousID, to: newID, state: &state, step: &step)
  }

  /// Works out the app users' own intro-offer history again from the
  /// transactions they hold now (as loading the ledger does), after
  /// transactions moved between them. The store account's history never moves.
  func refreshIntroHistory(of appUserIDs: [String], state: inout EngineState) {
    for id in appUserIDs {
      state.introGroupsByUser[id] = nil
      for transaction in state.transactions(of: id) where transaction.periodType != .normal {
        guard let group = catalog.groupID(of: transaction.productID) else { continue }
        state.recordIntroOffer(
          appUserID: id, storeAccount: transaction.storeAccount, group: group)
      }
    }
  }
}
