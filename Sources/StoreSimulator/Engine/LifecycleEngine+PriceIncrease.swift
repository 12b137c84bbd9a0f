import Foundation
import SubscriptionKit
import SubscriptionWire

/// Apple's rule for when a subscription price increase needs the
/// subscriber's consent (Apple, "About subscription price changes",
/// support.apple.com/109501): an increase of at most about US$5 and 50 % of
/// the price (US$50 and 50 % for an annual subscription), no more than once a
/// year, renews without interruption after notice; anything above the limits
/// (or more often) needs the subscriber to opt in, and without it the
/// subscription does not renew. Laws of particular storefronts are not modelled.
public enum PriceIncreaseRule {
  /// Why an increase from `old` to `new` needs consent, or nil when notice
  /// is enough. `usdIncrease` is the increase in US dollars; `lastIncrease`
  /// when the product's price last rose.
  public static func consentReason(
    from old: Decimal, to new: Decimal, usdIncrease: Decimal, isAnnual: Bool,
    lastIncrease: Date?, at date: Date
  ) -> String? {
    let cap: Decimal = isAnnual ? 50 : 5
    if new - old > old / 2 { return "the increase is more than 50 % of the price" }
    if usdIncrease > cap {
      return "the increase is more than US$\(cap) for \(isAnnual ? "an annual" : "a non-annual")"
        + " subscription"
    }
    if let lastIncrease, date.timeIntervalSince(lastIncrease) < 365 * 86_400 {
      return "the price already rose in the last year"
    }
    return nil
  }

  /// The highest price the simulator accepts, in US dollars (the App Store's
  /// highest price point is about US$10,000).
  public static let highestUSDPrice: Decimal = 10_000
}

/// Who decides whether a price increase needs consent.
public enum PriceIncreaseConsent: Sendable, Hashable {
  /// Apple's limits (`PriceIncreaseRule`): consent only above them.
  case appleRules
  /// Consent always (a developer may ask for it, and some laws require it).
  case required
  /// Notice only; refused when the increase exceeds Apple's limits.
  case notifyOnly
}

/// What `StoreSimulator.raisePrice(productID:to:consent:)` did.
public struct PriceIncreaseOutcome: Sendable, Hashable {
  /// The product.
  public let productID: String
  /// Its price before and after, in the `.storekit` file's currency.
  public let oldPrice: Decimal
  public let newPrice: Decimal
  /// Whether subscribers must consent; `reason` says why (nil: within Apple's limits).
  public let requiresConsent: Bool
  public let reason: String?
  /// The subscribers told (each got Apple's `PRICE_INCREASE`).
  public let notifiedSubscribers: [String]
}

extension LifecycleEngine {
  /// Raises `productID`'s price to `price` now: new purchases pay it at once;
  /// each subscriber pays it from their next renewal, after notice, or — when
  /// consent is required — only if they accept (else the subscription expires
  /// at the period's end with reason `PRICE_INCREASE`). Every subscriber with
  /// access (or in billing retry) gets Apple's `PRICE_INCREASE` (`PENDING`
  /// when consent is required, `ACCEPTED` when notice is enough); RevenueCat
  /// sends no event for the notice. Subscriptions on a monthly billing plan
  /// keep their commitment's price until it renews, so they are not told.
  func raisePrice(
    _ productID: String, to price: Decimal, consent: PriceIncreaseConsent, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> PriceIncreaseOutcome {
    guard let product = catalog.products[productID] else {
      throw StoreSimulatorError(
        .unknownProduct, "No product \"\(productID)\" in the .storekit file.")
    }
    guard let terms = product.subscription else {
      throw StoreSimulatorError(
        .invalidPrice,
        "\"\(productID)\" is not an auto-renewable subscription: only they have price increases.")
    }
    let old = state.currentPrice(of: product)
    let currency = catalog.storefront.currencyCode
    guard price > old else {
      throw StoreSimulatorError(
        .invalidPrice, "\"\(productID)\" costs \(old) \(currency); \(price) is not an increase.")
    }
    guard catalog.exchangeRates.usd(price, from: currency) <= PriceIncreaseRule.highestUSDPrice
    else {
      throw StoreSimulatorError(
        .invalidPrice,
        "\(price) \(currency) is above the App Store's highest price (US$\(PriceIncreaseRule.highestUSDPrice))."
      )
    }
    let reason = PriceIncreaseRule.consentReason(
      from: old, to: price, usdIncrease: catalog.exchangeRates.usd(price - old, from: currency),
      isAnnual: terms.period == SubscriptionPeriod(value: 1, unit: .year),
      lastIncrease: state.priceIncreases[productID]?.last?.announcedAt, at: date)
    let requiresConsent: Bool
    switch consent {
    case .appleRules: requiresConsent = reason != nil
    case .required: requiresConsent = true
    case .notifyOnly:
      if let reason {
        throw StoreSimulatorError(
          .invalidPrice,
          "Raising \"\(productID)\" from \(old) to \(price) needs consent: \(reason) (Apple's limits); leave out --notify-only."
        )
      }
      requiresConsent = false
    }
    let increase = ProductPriceIncrease(
      productID: productID, price: price, requiresConsent: requiresConsent, announcedAt: date)
    state.priceIncreases[productID, default: []].append(increase)
    step.priceIncreases.append(increase)
    var notified: [String] = []
    let affected = state.subscriptions.values.filter {
      ($0.renewalProductID ?? $0.productID) == productID && $0.commitment == nil
        && ($0.hasAccess || $0.status == .billingRetry)
    }.sorted { $0.originalTransactionID < $1.originalTransactionID }
    for var subscription in affected {
      subscription.terms = subscription.terms ?? SubscriptionTerms()
      subscription.terms?.priceIncrease = SubscriberPriceIncrease(
        productID: productID, price: price, requiresConsent: requiresConsent,
        status: requiresConsent ? .pending : .accepted, announcedAt: date)
      save(subscription, state: &state, step: &step)
      notified.append(subscription.appUserID)
      notifyApple(
        AppleNotificationType.priceIncrease,
        requiresConsent ? AppleNotificationSubtype.pending : AppleNotificationSubtype.accepted,
        transaction: state.transactions[subscription.latestTransactionID], at: date,
        state: &state, step: &step)
    }
    return PriceIncreaseOutcome(
      productID: productID, oldPrice: old, newPrice: price, requiresConsent: requiresConsent,
      reason: reason, notifiedSubscribers: notified)
  }

  /// The subscriber answers a price increase that needs consent. Accepting
  /// renews at the new price (Apple's `PRICE_INCREASE` `ACCEPTED`; after a
  /// decline, auto-renew comes back on: `UNCANCELLATION`). Declining turns
  /// auto-renew off (RevenueCat's `CANCELLATION` with `PRICE_INCREASE`,
  /// Apple's `DID_CHANGE_RENEWAL_STATUS` `AUTO_RENEW_DISABLED`), and the
  /// subscription expires at the period's end. Returns false when the answer
  /// is the one already given.
  ///
  /// - Throws: `StoreSimulatorError` `.noPriceIncrease` when the customer's
  ///   subscription to `productID` has no increase awaiting an answer (or one
  ///   that needs none: the subscriber cancels instead).
  func answerPriceIncrease(
    _ productID: String, of appUserID: String, accept: Bool, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) throws -> Bool {
    guard catalog.products[productID] != nil else {
      throw StoreSimulatorError(
        .unknownProduct, "No product \"\(productID)\" in the .storekit file.")
    }
    guard
      var subscription = state.subscriptions(of: appUserID).last(where: {
        $0.priceIncrease?.productID == productID
          && ($0.hasAccess || $0.status == .billingRetry)
      }), var increase = subscription.priceIncrease
    else {
      throw StoreSimulatorError(
        .noPriceIncrease, "\(appUserID) has no price increase of \"\(productID)\" to answer.")
    }
    guard increase.requiresConsent else {
      throw StoreSimulatorError(
        .noPriceIncrease,
        "The price increase of \"\(productID)\" needs no consent; to leave, cancel instead.")
    }
    let latest = state.transactions[subscription.latestTransactionID]
    let answer: SubscriberPriceIncrease.Status = accept ? .accepted : .declined
    guard increase.status != answer else { return false }
    let wasDeclined = increase.status == .declined
    increase.status = answer
    subscription.terms?.priceIncrease = increase
    if accept {
      if wasDeclined, !subscription.willAutoRenew {
        subscription.willAutoRenew = true
        subscription.unsubscribeDetectedAt = nil
        save(subscription, state: &state, step: &step)
        if let latest {
          emit(.uncancellation, transaction: latest, at: date, state: &state, step: &step)
          notifyApple(
            AppleNotificationType.didChangeRenewalStatus,
            AppleNotificationSubtype.autoRenewEnabled, transaction: latest, at: date,
            state: &state, step: &step)
        }
      } else {
        save(subscription, state: &state, step: &step)
      }
      notifyApple(
        AppleNotificationType.priceIncrease, AppleNotificationSubtype.accepted,
        transaction: latest, at: date, state: &state, step: &step)
      return true
    }
    let wasRenewing = subscription.willAutoRenew
    subscription.willAutoRenew = false
    subscription.unsubscribeDetectedAt = subscription.unsubscribeDetectedAt ?? date
    save(subscription, state: &state, step: &step)
    if wasRenewing, let latest {
      emit(.cancellation, transaction: latest, at: date, state: &state, step: &step) {
        $0.cancelReason = .priceIncrease
      }
      notifyApple(
        AppleNotificationType.didChangeRenewalStatus, AppleNotificationSubtype.autoRenewDisabled,
        transaction: latest, at: date, state: &state, step: &step)
    }
    return true
  }

  /// Whether the subscription cannot renew because of a price increase it
  /// declined or never answered.
  func expiresForPriceIncrease(_ subscription: SubscriptionRecord) -> Bool {
    guard let increase = subscription.priceIncrease,
      increase.productID == (subscription.renewalProductID ?? subscription.productID)
    else { return false }
    return increase.blocksRenewal
  }

  /// The period ended without consent to the price increase: the
  /// subscription expires with RevenueCat's `EXPIRATION` (`PRICE_INCREASE`)
  /// and Apple's `EXPIRED` (`PRICE_INCREASE`, expiration intent 3).
  func expireForPriceIncrease(
    _ subscription: inout SubscriptionRecord, latest: TransactionRecord, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) {
    subscription.status = .expired
    save(subscription, state: &state, step: &step)
    emit(.expiration, transaction: latest, at: date, state: &state, step: &step) {
      $0.expirationReason = .priceIncrease
    }
    notifyApple(
      AppleNotificationType.expired, AppleNotificationSubtype.priceIncrease, transaction: latest,
      at: date, state: &state, step: &step)
  }

  /// Every product as SubscriptionKit's `StoreProduct`, at its current price.
  func storeProducts(state: EngineState) -> [String: StoreProduct] {
    var products = catalog.storeProducts
    for (productID, increases) in state.priceIncreases {
      guard let price = increases.last?.price, let product = products[productID] else { continue }
      products[productID] = StoreProduct(
        productIdentifier: product.productIdentifier, productType: product.productType,
        localizedTitle: product.localizedTitle,
        localizedDescription: product.localizedDescription, price: price,
        currencyCode: product.currencyCode, priceLocale: product.priceLocale,
        subscriptionPeriod: product.subscriptionPeriod,
        subscriptionGroupIdentifier: product.subscriptionGroupIdentifier,
        introductoryDiscount: product.introductoryDiscount, discounts: product.discounts,
        isFamilyShareable: product.isFamilyShareable)
    }
    return products
  }
}
