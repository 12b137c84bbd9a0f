import AppleJWS
import Foundation
import SubscriptionKit
import SubscriptionWire

/// What a customer asks for when buying with an offer other than the
/// introductory one (docs/offers.md).
public enum SubscriptionOfferRequest: Sendable, Hashable {
  /// A promotional offer (`adHocOffers`), with the developer's signature.
  case promotional(offerID: String, signature: PromotionalOfferSignature)
  /// An offer code (`codeOffers`): the code, the offer's reference name.
  case offerCode(String)
  /// A win-back offer (`winbackOffers`).
  case winBack(offerID: String)
}

/// An offer the engine checked, ready to be applied by a purchase.
struct OfferRedemption: Sendable, Hashable {
  var applied: AppliedOffer
  var terms: StoreKitOffer
  /// Whether a customer eligible for the introductory offer gets it first
  /// (a stackable offer code); otherwise this offer replaces it.
  var stacksWithIntroOffer: Bool
}

extension LifecycleEngine {
  /// Checks `request` for `productID` and `appUserID` at `date` without
  /// changing anything: the offer exists, the customer is eligible, and a
  /// promotional offer's signature is `key`'s, for this product and offer,
  /// not expired (and, in the Production environment, not the original
  /// API's). Every refusal is a `PurchaseError` with a one-line detail.
  func checkOffer(
    _ request: SubscriptionOfferRequest, productID: String, for appUserID: String,
    storeAccount: String? = nil, key: InAppPurchaseKey?, at date: Date, state: EngineState
  ) throws -> OfferRedemption {
    let product = try product(productID)
    guard let terms = product.subscription else { throw notASubscription(productID) }
    let account = storeAccount ?? policy.storeAccount
    let standing = OfferStanding(
      appUserID: appUserID, storeAccount: account, group: terms.groupID, state: state)
    switch request {
    case .promotional(let offerID, let signature):
      guard let offer = terms.promotionalOffers.first(where: { $0.offerID == offerID }) else {
        throw unknownOffer(.promotional, offerID, productID, known: terms.promotionalOffers)
      }
      guard standing.hasSubscribed else {
        throw PurchaseError(
          .ineligibleError,
          detail:
            "\(appUserID) has never subscribed in group \(terms.groupID): promotional offers are "
            + "for current and lapsed subscribers.")
      }
      try verify(signature, productID: productID, offerID: offerID, key: key, at: date)
      return OfferRedemption(
        applied: AppliedOffer(kind: .promotional, id: offerID), terms: offer,
        stacksWithIntroOffer: false)
    case .offerCode(let code):
      guard let offer = terms.codeOffers.first(where: { $0.isRedeemed(by: code) }) else {
        throw PurchaseError(
          .invalidPromotionalOfferError,
          detail:
            "No offer code \"\(code)\" on \(productID); its codes: "
            + Self.list(terms.codeOffers.map(\.code)) + ".")
      }
      let standingName = standing.codeEligibility
      guard offer.eligibility.contains(standingName) else {
        throw PurchaseError(
          .ineligibleError,
          detail:
            "Offer code \"\(offer.code)\" is for "
            + Self.list(offer.eligibility.map(\.rawValue).sorted()) + " customers; "
            + "\(appUserID) is \(standingName.rawValue) in group \(terms.groupID).")
      }
      return OfferRedemption(
        applied: AppliedOffer(kind: .offerCode, id: offer.code), terms: offer.terms,
        stacksWithIntroOffer: offer.isStackable)
    case .winBack(let offerID):
      guard let offer = terms.winBackOffers.first(where: { $0.offerID == offerID }) else {
        throw unknownOffer(.winBack, offerID, productID, known: terms.winBackOffers.map(\.terms))
      }
      if let reason = winBackIneligibility(offer, standing: standing, at: date, state: state) {
        throw PurchaseError(
          .ineligibleError,
          detail: "\(appUserID) is not eligible for win-back offer \"\(offerID)\": \(reason).")
      }
      return OfferRedemption(
        applied: AppliedOffer(kind: .winBack, id: offerID), terms: offer.terms,
        stacksWithIntroOffer: false)
    }
  }

  /// The win-back offers of `productID` that `appUserID` may redeem now,
  /// in the `.storekit` file's order (RevenueCat's `eligibleWinBackOffers`).
  func eligibleWinBackOffers(
    for productID: String, appUserID: String, storeAccount: String? = nil, at date: Date,
    state: EngineState
  ) throws -> [StoreKitWinBackOffer] {
    let product = try product(productID)
    guard let terms = product.subscription else { throw notASubscription(productID) }
    let standing = OfferStanding(
      appUserID: appUserID, storeAccount: storeAccount ?? policy.storeAccount,
      group: terms.groupID, state: state)
    return terms.winBackOffers.filter {
      winBackIneligibility($0, standing: standing, at: date, state: state) == nil
    }
  }

  /// Why `offer` is not for this customer now (App Store Connect's rules,
  /// docs/offers.md), or nil when it is.
  func winBackIneligibility(
    _ offer: StoreKitWinBackOffer, standing: OfferStanding, at date: Date, state: EngineState
  ) -> String? {
    guard let lapsedAt = standing.lapsedAt else {
      return standing.hasSubscribed
        ? "their subscription in the group has not lapsed (or is in billing retry)"
        : "they never subscribed in the group"
    }
    let paid = paidMonths(standing.groupTransactions)
    if paid < offer.minimumPaidMonths {
      return "\(paid) paid month(s) in the group, the offer asks \(offer.minimumPaidMonths)"
    }
    let since = wholeMonths(from: lapsedAt, to: date)
    if !offer.monthsSinceLapse.contains(since) {
      return
        "lapsed \(since) month(s) ago, the offer asks \(offer.monthsSinceLapse.lowerBound)–"
        + "\(offer.monthsSinceLapse.upperBound)"
    }
    if let wait = offer.waitBetweenOffersMonths,
      let last = standing.groupTransactions.last(where: { $0.offer?.kind == .winBack })
    {
      let waited = wholeMonths(from: last.purchaseDate, to: date)
      if waited < wait {
        return "redeemed a win-back offer \(waited) month(s) ago, the offer asks a wait of \(wait)"
      }
    }
    return nil
  }

  /// Months of paid service: each charged, unrefunded period's length in
  /// whole calendar months, the leftover days summed and counted as months of 30 days.
  private func paidMonths(_ transactions: [TransactionRecord]) -> Int {
    var months = 0
    var days = 0
    for transaction in transactions
    where transaction.price > 0 && transaction.revokedAt == nil {
      guard let end = transaction.expiresDate else { continue }
      let parts = policy.calendar.dateComponents(
        [.month, .day], from: transaction.purchaseDate, to: end)
      months += max(0, parts.month ?? 0)
      days += max(0, parts.day ?? 0)
    }
    return months + days / 30
  }

  private func wholeMonths(from start: Date, to end: Date) -> Int {
    max(0, policy.calendar.dateComponents([.month], from: start, to: end).month ?? 0)
  }

  private func verify(
    _ signature: PromotionalOfferSignature, productID: String, offerID: String,
    key: InAppPurchaseKey?, at date: Date
  ) throws {
    guard let key else {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail:
          "The store has no In-App Purchase key to check promotional-offer signatures with "
          + "(subkit store apple-identity issues one).")
    }
    let bundleId = policy.appStoreApp.bundleId
    do {
      switch signature {
      case .jws(let jws):
        try key.verifyPromotionalOfferSignature(
          jws, productId: productID, offerIdentifier: offerID, bundleId: bundleId, now: date)
      case .legacy(let legacy):
        guard policy.appleEnvironment != .production else {
          throw PromotionalOfferRefusal(
            "the original API's signature is refused in the Production environment; sign a "
              + "StoreKit 2 JWS")
        }
        try key.verifyLegacyPromotionalOfferSignature(
          legacy.signature, keyIdentifier: legacy.keyIdentifier, productId: productID,
          offerIdentifier: offerID, applicationUsername: legacy.applicationUsername,
          nonce: legacy.nonce, timestamp: legacy.timestamp, bundleId: bundleId, now: date)
      }
    } catch let refusal as PromotionalOfferRefusal {
      throw PurchaseError(
        .invalidPromotionalOfferError,
        detail: "Promotional offer \"\(offerID)\" refused: \(refusal.reason).")
    }
  }

  private func unknownOffer(
    _ kind: AppliedOffer.Kind, _ offerID: String, _ productID: String, known: [StoreKitOffer]
  ) -> PurchaseError {
    PurchaseError(
      .invalidPromotionalOfferError,
      detail:
        "No \(kind.name) \"\(offerID)\" on \(productID); its \(kind.name)s: "
        + Self.list(known.compactMap(\.offerID)) + ".")
  }

  static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  // MARK: Applying

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
    subscription.status = .active
    subscription.billingIssueDetectedAt = nil
    subscription.gracePeriodEnd = nil
    subscription.billingRetryEnd = nil
    subscription.paymentFails = false
    subscription.latestTransactionID = transaction.id
    subscription.renewalCount += 1
    subscription.billingAnchor = date
    subscription.periodsSinceAnchor = 0
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

/// Where a customer stands in a subscription group, for offer eligibility.
struct OfferStanding {
  /// The customer's (and their store account's) subscriptions in the group.
  let subscriptions: [SubscriptionRecord]
  /// Their transactions in the group, oldest first.
  let groupTransactions: [TransactionRecord]

  init(appUserID: String, storeAccount: String, group: String, state: EngineState) {
    var seen = Set<String>()
    subscriptions =
      (state.subscriptions(of: appUserID)
      + state.subscriptions(ofStoreAccount: storeAccount))
      .filter { $0.groupID == group && seen.insert($0.originalTransactionID).inserted }
    let ids = Set(subscriptions.map(\.originalTransactionID))
    groupTransactions = state.transactions.values.filter { ids.contains($0.originalID) }
      .sorted { ($0.purchaseDate, $0.id) < ($1.purchaseDate, $1.id) }
  }

  /// Ever subscribed in the group.
  var hasSubscribed: Bool { !subscriptions.isEmpty }

  /// Subscribed with access now.
  var isSubscribed: Bool { subscriptions.contains(where: \.hasAccess) }

  /// When access in the group last ended, if the customer lapsed: nil while
  /// they have access or the App Store still retries billing.
  var lapsedAt: Date? {
    guard hasSubscribed,
      !subscriptions.contains(where: { $0.hasAccess || $0.status == .billingRetry })
    else { return nil }
    return subscriptions.map(\.accessEnd).max()
  }

  /// New, existing or expired, as offer codes name customers.
  var codeEligibility: StoreKitCodeOffer.Eligibility {
    isSubscribed ? .existing : hasSubscribed ? .expired : .new
  }
}

extension LifecycleEngine {
  /// A lapsed customer buys `productID` again (the population simulator's
  /// resubscription): with the first win-back offer they are eligible for
  /// now, when the product has one, else as a plain purchase.
  func resubscribe(
    _ productID: String, for appUserID: String, at date: Date, storefront: String?,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> TransactionRecord {
    let eligible = try eligibleWinBackOffers(
      for: productID, appUserID: appUserID, storeAccount: appUserID, at: date, state: state)
    let redemption = try eligible.first.map {
      try checkOffer(
        .winBack(offerID: $0.offerID), productID: productID, for: appUserID,
        storeAccount: appUserID, key: nil, at: date, state: state)
    }
    return try purchase(
      productID, offeringID: nil, for: appUserID, at: date, storeAccount: appUserID,
      storefront: storefront, redeeming: redemption, state: &state, step: &step)
  }
}
