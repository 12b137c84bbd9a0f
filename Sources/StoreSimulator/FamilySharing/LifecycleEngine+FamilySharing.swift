import Foundation
import SubscriptionKit
import SubscriptionWire

/// Apple's Family Sharing: a purchaser shares a family-shareable
/// subscription with other customers of the store, who get access while the
/// purchaser's subscription gives it (docs/store-simulator.md, "Family Sharing").
///
/// Sharing and stopping are steps of their own. Everything else a member
/// sees comes from the purchaser's steps: after every step,
/// `mirrorToFamily(_:state:)` tells each member what the purchaser's
/// subscription just did, in the member's own transactions, marked
/// `FAMILY_SHARED` (Apple) and `is_family_share` (RevenueCat), price 0 —
/// except what ends sharing: a refund of the purchaser's current period,
/// or a period of a product that is not family-shareable, which revoke the
/// member's access (`REVOKE`).
extension LifecycleEngine {
  /// Shares every family-shareable subscription `purchaser` has access
  /// through with `member`; returns the new shares.
  ///
  /// A member the store has not seen yet is created (RevenueCat creates
  /// customers on first sight); the purchaser must be one it knows.
  ///
  /// - Throws: `StoreSimulatorError`: `.unknownCustomer` for a purchaser the
  ///   store has not seen, `.familySharing` for sharing with oneself, with
  ///   the subscription's member already, or past Apple's five members,
  ///   `.noSuchSubscription` when the purchaser has no subscription with
  ///   access, `.notFamilyShareable` when none of theirs is shareable.
  func shareWithFamily(
    purchaser: String, member: String, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> [FamilyShare] {
    try checkFamily(purchaser: purchaser, member: nil, state: state)
    try checkFamily(purchaser: purchaser, member: member, knownMember: false, state: state)
    let held = state.subscriptions(of: purchaser).filter(\.hasAccess)
    guard !held.isEmpty else {
      throw StoreSimulatorError(
        .noSuchSubscription, "\(purchaser) has no active subscription to share.")
    }
    let shareable = held.filter { isFamilyShareable($0.productID) }
    guard !shareable.isEmpty else {
      let products = held.map { "\"\($0.productID)\"" }.joined(separator: ", ")
      throw StoreSimulatorError(
        .notFamilyShareable,
        "\(purchaser)'s \(products) is not family-shareable (familyShareable is false in the "
          + ".storekit file); nothing shared.")
    }
    let fresh = shareable.filter { subscription in
      !state.familyShares(ofSubscription: subscription.originalTransactionID).contains {
        $0.memberAppUserID == member
      }
    }
    guard !fresh.isEmpty else {
      let products = shareable.map { "\"\($0.productID)\"" }.joined(separator: ", ")
      throw StoreSimulatorError(
        .familySharing, "\(member) already shares \(purchaser)'s \(products).")
    }
    for subscription in fresh
    where state.familyShares(ofSubscription: subscription.originalTransactionID).count
      >= FamilySharingRule.maximumMembers
    {
      throw StoreSimulatorError(
        .familySharing,
        "\(purchaser) already shares \"\(subscription.productID)\" with "
          + "\(FamilySharingRule.maximumMembers) family members, Apple's limit.")
    }
    // A member new to the store is created, as RevenueCat does on first sight.
    ensureCustomer(member, at: date, state: &state, step: &step)
    var shares: [FamilyShare] = []
    for subscription in fresh {
      guard let source = state.transactions[subscription.latestTransactionID] else { continue }
      let id = state.makeTransactionID()
      let share = FamilyShare(
        memberOriginalTransactionID: id, memberTransactionID: id,
        subscriptionID: subscription.originalTransactionID, memberAppUserID: member,
        sharedAt: date, sourceTransactionID: source.id, endedAt: nil)
      save(share, state: &state, step: &step)
      step.familyTransactions.append(
        FamilyTransaction(id: id, memberOriginalTransactionID: id, sourceTransactionID: source.id))
      // The member's first transaction: a purchase to RevenueCat, SUBSCRIBED to Apple.
      var scratch = LifecycleStep()
      emit(.initialPurchase, transaction: source, at: date, state: &state, step: &scratch)
      notifyApple(
        AppleNotificationType.subscribed, AppleNotificationSubtype.initialBuy,
        transaction: source, at: date, state: &state, step: &scratch)
      for event in scratch.events {
        var mirrored = memberEvent(event, share: share, memberTransactionID: id, state: state)
        mirrored.id = event.id
        mirrored.isTrialConversion = nil
        mirrored.renewalNumber = nil
        step.events.append(mirrored)
      }
      for notification in scratch.appleNotifications {
        step.appleNotifications.append(
          memberNotification(notification, share: share, memberTransactionID: id))
      }
      shares.append(share)
    }
    return shares
  }

  /// Stops sharing `purchaser`'s subscriptions with `member` (nil: with every
  /// member): each loses access at once (`REVOKE`). Returns the shares ended.
  ///
  /// - Throws: `StoreSimulatorError` (`.unknownCustomer`, `.familySharing`)
  ///   for an unknown customer, the purchaser named as member, or nothing shared.
  func stopFamilySharing(
    purchaser: String, member: String?, at date: Date, state: inout EngineState,
    step: inout LifecycleStep
  ) throws -> [FamilyShare] {
    try checkFamily(purchaser: purchaser, member: member, state: state)
    let shares = state.subscriptions(of: purchaser).flatMap {
      state.familyShares(ofSubscription: $0.originalTransactionID)
    }.filter { member == nil || $0.memberAppUserID == member }
    guard !shares.isEmpty else {
      throw StoreSimulatorError(
        .familySharing,
        "\(purchaser) shares nothing with \(member ?? "any family member"); nothing stopped.")
    }
    return shares.map { revoke($0, at: date, state: &state, step: &step) }
  }

  /// The purchaser (and, when `knownMember`, the member) must be customers
  /// the store knows, and two different ones.
  private func checkFamily(
    purchaser: String, member: String?, knownMember: Bool = true, state: EngineState
  ) throws {
    let known = [purchaser] + (knownMember ? member.map { [$0] } ?? [] : [])
    for id in known where state.customers[id] == nil || DeletedCustomer.isTombstone(id) {
      throw StoreSimulatorError(
        .unknownCustomer, "No customer \"\(id)\" in the store; family members are its customers.")
    }
    if member == purchaser {
      throw StoreSimulatorError(
        .familySharing, "\(purchaser) cannot share with themselves; name another customer.")
    }
  }

  /// Whether the `.storekit` file lets `productID` be shared.
  func isFamilyShareable(_ productID: String) -> Bool {
    catalog.products[productID]?.isFamilyShareable ?? false
  }

  /// Tells each member what this step did to the purchaser's subscription
  /// they share: every RevenueCat event and Apple notification about it,
  /// restated as the member's (their transaction, `FAMILY_SHARED`, price
  /// 0), a new member transaction for each new period; a refund of the
  /// current period, or a period of a product that is not shareable, ends
  /// the share instead (`REVOKE`; `CANCELLATION` `CUSTOMER_SUPPORT`).
  ///
  /// Run once on every step before it is committed (`SimulatorCore`), or on
  /// the part of a bulk run's batch one step added (`eventsFrom`,
  /// `notificationsFrom`: the counts before it); with no family shares in
  /// the store it returns at once.
  func mirrorToFamily(
    _ step: inout LifecycleStep, eventsFrom: Int = 0, notificationsFrom: Int = 0,
    state: inout EngineState
  ) {
    guard !state.familyShares.isEmpty else { return }
    let shared = Set(state.familyShares.values.lazy.filter(\.isShared).map(\.subscriptionID))
    guard !shared.isEmpty,
      step.subscriptions.ordered.contains(where: shared.contains)
        || step.events[eventsFrom...].contains(where: {
          $0.originalTransactionID.map(shared.contains) ?? false
        })
    else { return }
    for id in step.subscriptions.ordered where shared.contains(id) {
      for share in state.familyShares(ofSubscription: id) {
        step.affectedUsers.insert(share.memberAppUserID)
      }
    }
    let events = step.events[eventsFrom...]
    let notifications = step.appleNotifications[notificationsFrom...]
    var revoked: [String: Date] = [:]
    for event in events {
      guard let subscriptionID = event.originalTransactionID, shared.contains(subscriptionID),
        let transactionID = event.transactionID
      else { continue }
      for share in state.familyShares(ofSubscription: subscriptionID) {
        let isRefund = event.type == .cancellation && event.cancelReason == .customerSupport
        switch mirrorAction(
          transactionID, productID: event.productID, isRefund: isRefund, share: share,
          state: &state, step: &step)
        {
        case .mirror(let memberTransactionID):
          var mirrored = memberEvent(
            event, share: share, memberTransactionID: memberTransactionID, state: state)
          mirrored.id = nextEventID(&state)
          step.events.append(mirrored)
        case .revoke:
          let date = ISO8601.date(milliseconds: event.eventTimestampMs)
          if revoked[share.memberOriginalTransactionID] == nil {
            revoked[share.memberOriginalTransactionID] = date
            emitRevocation(share, at: date, state: &state, step: &step)
          }
        case .skip:
          continue
        }
      }
    }
    var notified: Set<String> = []
    for notification in notifications {
      guard let transaction = notification.transaction,
        shared.contains(transaction.originalTransactionId)
      else { continue }
      for share in state.familyShares(ofSubscription: transaction.originalTransactionId) {
        let isRefund = notification.payload.notificationType == AppleNotificationType.refund
        switch mirrorAction(
          transaction.transactionId, productID: transaction.productId, isRefund: isRefund,
          share: share, state: &state, step: &step)
        {
        case .mirror(let memberTransactionID):
          var mirrored = memberNotification(
            notification, share: share, memberTransactionID: memberTransactionID)
          mirrored = renumbered(mirrored, state: &state)
          step.appleNotifications.append(mirrored)
        case .revoke:
          let date = ISO8601.date(milliseconds: notification.payload.signedDate)
          if notified.insert(share.memberOriginalTransactionID).inserted {
            revoked[share.memberOriginalTransactionID] =
              revoked[share.memberOriginalTransactionID] ?? date
            notifyRevocation(share, at: date, state: &state, step: &step)
          }
        case .skip:
          continue
        }
      }
    }
    for (id, date) in revoked.sorted(by: { $0.key < $1.key }) {
      guard var share = state.familyShares[id] else { continue }
      share.endedAt = date
      save(share, state: &state, step: &step)
    }
  }

  private enum MirrorAction {
    case mirror(String)
    case revoke
    case skip
  }

  /// What a purchaser's event or notification about `transactionID` means
  /// to a member: the same about the member's transaction for that period
  /// (a new one for a new period), the end of sharing, or nothing (an
  /// earlier period's news).
  private func mirrorAction(
    _ transactionID: String, productID: String?, isRefund: Bool, share: FamilyShare,
    state: inout EngineState, step: inout LifecycleStep
  ) -> MirrorAction {
    guard let current = state.familyShares[share.memberOriginalTransactionID], current.isShared
    else { return .skip }
    if let productID, !isFamilyShareable(productID) { return .revoke }
    if isRefund {
      let subscription = state.subscriptions[current.subscriptionID]
      let isCurrentPeriod =
        subscription?.status == .revoked && subscription?.latestTransactionID == transactionID
      return isCurrentPeriod ? .revoke : .skip
    }
    if transactionID == current.sourceTransactionID { return .mirror(current.memberTransactionID) }
    guard let source = state.transactions[transactionID],
      let previous = state.transactions[current.sourceTransactionID],
      source.purchaseDate >= previous.purchaseDate
    else { return .skip }
    var next = current
    next.sourceTransactionID = transactionID
    next.memberTransactionID = state.makeTransactionID()
    save(next, state: &state, step: &step)
    step.familyTransactions.append(
      FamilyTransaction(
        id: next.memberTransactionID, memberOriginalTransactionID: next.memberOriginalTransactionID,
        sourceTransactionID: transactionID))
    return .mirror(next.memberTransactionID)
  }

  /// RevenueCat's side of a member losing access now: a `CANCELLATION`
  /// (`CUSTOMER_SUPPORT`) of the member's transaction, as for a refund, at no price.
  private func emitRevocation(
    _ share: FamilyShare, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) {
    guard let source = state.transactions[share.sourceTransactionID] else { return }
    var scratch = LifecycleStep()
    emit(.cancellation, transaction: source, at: date, state: &state, step: &scratch) {
      $0.cancelReason = .customerSupport
      $0.expirationAtMs = min(
        $0.expirationAtMs ?? ISO8601.milliseconds(date), ISO8601.milliseconds(date))
    }
    for event in scratch.events {
      var mirrored = memberEvent(
        event, share: share, memberTransactionID: share.memberTransactionID, state: state)
      mirrored.id = event.id
      step.events.append(mirrored)
    }
  }

  /// Apple's side: `REVOKE` with the member's transaction revoked now
  /// (`revocationReason` 0: Apple's value when sharing stops, and the
  /// purchaser's when they were refunded, which the store always gives 0;
  /// `revocationType` `FAMILY_REVOKE`, with no refunded share).
  private func notifyRevocation(
    _ share: FamilyShare, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) {
    guard let source = state.transactions[share.sourceTransactionID] else { return }
    var scratch = LifecycleStep()
    notifyApple(
      AppleNotificationType.revoke, transaction: source, at: date, state: &state, step: &scratch)
    for notification in scratch.appleNotifications {
      var mirrored = memberNotification(
        notification, share: share, memberTransactionID: share.memberTransactionID)
      mirrored.payload.data?.status = AppleSubscriptionStatus.revoked.rawValue
      mirrored.transaction?.revocationDate = ISO8601.milliseconds(date)
      mirrored.transaction?.revocationReason = 0
      mirrored.transaction?.revocationType = Revocation.familyRevoke
      mirrored.transaction?.revocationPercentage = nil
      step.appleNotifications.append(mirrored)
    }
  }

  /// Ends a share now, with its `REVOKE` and `CANCELLATION`.
  private func revoke(
    _ share: FamilyShare, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) -> FamilyShare {
    emitRevocation(share, at: date, state: &state, step: &step)
    notifyRevocation(share, at: date, state: &state, step: &step)
    var ended = share
    ended.endedAt = date
    save(ended, state: &state, step: &step)
    return state.familyShares[share.memberOriginalTransactionID] ?? ended
  }

  /// The purchaser's `event` as the member's: their app user, their
  /// transaction, `is_family_share`, no money (the purchaser paid).
  private func memberEvent(
    _ event: WebhookEvent, share: FamilyShare, memberTransactionID: String, state: EngineState
  ) -> WebhookEvent {
    let member = share.memberAppUserID
    let customer = state.customers[member]
    let original = customer?.originalAppUserID ?? member
    var mirrored = event
    mirrored.appUserID = member
    mirrored.originalAppUserID = original
    mirrored.aliases = original == member ? [original] : [original, member]
    mirrored.transactionID = memberTransactionID
    mirrored.originalTransactionID = share.memberOriginalTransactionID
    mirrored.presentedOfferingID = nil
    mirrored.isFamilyShare = true
    mirrored.price = 0
    mirrored.priceInPurchasedCurrency = 0
    mirrored.experiments = webhookExperiments(of: member, state: state)
    mirrored.subscriberAttributes = customer?.attributes ?? [:]
    return mirrored
  }

  /// The purchaser's `notification` as the member's: their transaction
  /// (`FAMILY_SHARED`, no price, no app account token) and renewal info.
  private func memberNotification(
    _ notification: AppleNotification, share: FamilyShare, memberTransactionID: String
  ) -> AppleNotification {
    var mirrored = notification
    mirrored.transaction = mirrored.transaction.map {
      memberTransaction($0, share: share, memberTransactionID: memberTransactionID)
    }
    mirrored.renewalInfo?.originalTransactionId = share.memberOriginalTransactionID
    mirrored.renewalInfo?.recentSubscriptionStartDate = ISO8601.milliseconds(share.sharedAt)
    return mirrored
  }

  /// The purchaser's signed `transaction` as the member's: their
  /// identifiers, `FAMILY_SHARED`, no price, no app account token.
  func memberTransaction(
    _ transaction: AppleTransactionPayload, share: FamilyShare, memberTransactionID: String
  ) -> AppleTransactionPayload {
    var member = transaction
    member.transactionId = memberTransactionID
    member.originalTransactionId = share.memberOriginalTransactionID
    member.originalPurchaseDate = ISO8601.milliseconds(share.sharedAt)
    member.inAppOwnershipType = "FAMILY_SHARED"
    member.price = 0
    member.appAccountToken = nil
    member.transactionReason = "PURCHASE"
    return member
  }

  /// `notification` with the next Apple outbox sequence and its UUID.
  private func renumbered(_ notification: AppleNotification, state: inout EngineState)
    -> AppleNotification
  {
    var renumbered = notification
    renumbered.sequence = state.nextNotificationSequence
    state.nextNotificationSequence += 1
    renumbered.payload.notificationUUID = Self.eventID(
      ledgerID: state.ledgerID, sequence: renumbered.sequence, separator: "-0000-4000-a000-")
    return renumbered
  }

  /// A member who logs in keeps what is shared with them under the new app user ID.
  func renameFamilyMember(
    _ anonymousID: String, to newID: String, state: inout EngineState, step: inout LifecycleStep
  ) {
    for var share in state.familyShares(ofMember: anonymousID) {
      share.memberAppUserID = newID
      save(share, state: &state, step: &step)
    }
  }

  func save(_ share: FamilyShare, state: inout EngineState, step: inout LifecycleStep) {
    state.familyShares[share.memberOriginalTransactionID] = share.atWirePrecision
    step.familyShares.insert(share.memberOriginalTransactionID)
    step.affectedUsers.insert(share.memberAppUserID)
  }
}

extension EngineState {
  /// The members a subscription is shared with now, in the order shared.
  func familyShares(ofSubscription subscriptionID: String) -> [FamilyShare] {
    familyShares.values.filter { $0.subscriptionID == subscriptionID && $0.isShared }
      .sorted {
        ($0.sharedAt, $0.memberOriginalTransactionID) < (
          $1.sharedAt, $1.memberOriginalTransactionID
        )
      }
  }

  /// Every share a customer was given, ended ones included, in the order shared.
  func familyShares(ofMember appUserID: String) -> [FamilyShare] {
    familyShares.values.filter { $0.memberAppUserID == appUserID }
      .sorted {
        ($0.sharedAt, $0.memberOriginalTransactionID) < (
          $1.sharedAt, $1.memberOriginalTransactionID
        )
      }
  }
}
