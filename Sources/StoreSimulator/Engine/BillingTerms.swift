import Foundation
import SubscriptionKit
import SubscriptionWire

/// What a subscription carries beyond its period: a price increase it was
/// told about, and the 12-month commitment of a monthly billing plan.
///
/// Once a subscription has terms it keeps them (emptied, never nil), so the
/// ledger row that holds them is only ever written over, never left stale.
struct SubscriptionTerms: Sendable, Hashable {
  /// The price increase the subscriber was notified of, until it takes effect.
  var priceIncrease: SubscriberPriceIncrease?
  /// The commitment of a monthly billing plan (`BillingPlanType.monthly`).
  var commitment: Commitment?

  var atWirePrecision: SubscriptionTerms {
    var terms = self
    if let increase = priceIncrease {
      terms.priceIncrease?.announcedAt = ISO8601.instant(increase.announcedAt)
    }
    if let commitment {
      terms.commitment?.start = ISO8601.instant(commitment.start)
      terms.commitment?.end = ISO8601.instant(commitment.end)
    }
    return terms
  }
}

/// A price increase as one subscriber sees it (Apple's `priceIncreaseStatus`).
struct SubscriberPriceIncrease: Sendable, Hashable {
  /// Where the subscriber stands.
  enum Status: String, Sendable, Hashable {
    /// Consent is required and the subscriber has not answered (status 0).
    case pending
    /// Consented, or notified of an increase that needs no consent (status 1).
    case accepted
    /// Declined: auto-renew is off and the subscription expires at the
    /// period's end with reason `PRICE_INCREASE`.
    case declined
  }

  /// The product whose price rose.
  var productID: String
  /// The new price, in the `.storekit` file's currency.
  var price: Decimal
  /// Whether the subscriber must consent (Apple's limits were exceeded).
  var requiresConsent: Bool
  var status: Status
  var announcedAt: Date

  /// Whether the next renewal cannot happen: consent required and not given.
  var blocksRenewal: Bool { requiresConsent && status != .accepted }

  /// Apple's `priceIncreaseStatus`: 0 not answered, 1 consented or notified.
  var appleStatus: Int? {
    switch status {
    case .pending: 0
    case .accepted: 1
    case .declined: nil
    }
  }
}

/// The commitment of a monthly billing plan: `installments` monthly charges
/// of `price` from `start` to `end` (the product's period), then a new
/// commitment when `willRenew`.
struct Commitment: Sendable, Hashable {
  var start: Date
  var end: Date
  /// How many monthly charges the commitment has (12 for a year).
  var installments: Int
  /// Which charge the current period is (1 … `installments`).
  var number: Int
  /// The price of one monthly charge, in the `.storekit` file's currency.
  var price: Decimal
  /// Whether a new commitment starts at `end` (Apple's commitment auto-renew status).
  var willRenew: Bool

  /// Whether the current period is the commitment's last.
  var isLastInstallment: Bool { number >= installments }
}

/// What a charge carries beyond its price: the billing plan it was made
/// under and how much of it was refunded.
struct TransactionTerms: Sendable, Hashable {
  /// `MONTHLY` for a charge of a commitment; nil: billed up front.
  var billingPlan: BillingPlanType?
  /// Apple's `revocationPercentage`: the refunded share in milliunits
  /// (50 % is 50000); nil when not refunded or the refund was reversed.
  var revocationPercentage: Int?
}

/// A product's price raised through `StoreSimulator.raisePrice(productID:to:consent:)`.
struct ProductPriceIncrease: Sendable, Hashable {
  var productID: String
  var price: Decimal
  var requiresConsent: Bool
  var announcedAt: Date
}

extension EngineState {
  /// What `product` costs now: the latest price increase, or the `.storekit` file's price.
  func currentPrice(of product: StoreKitProduct) -> Decimal {
    priceIncreases[product.productID]?.last?.price ?? product.price
  }

  /// What `subscription` renews `product` at: the current price, unless an
  /// increase still waits for the subscriber's consent (a renewal that
  /// happens anyway, e.g. a recovery from billing retry) — then the price
  /// before that increase, the one they agreed to.
  func renewalPrice(of product: StoreKitProduct, for subscription: SubscriptionRecord) -> Decimal {
    guard let increase = subscription.priceIncrease, increase.productID == product.productID,
      increase.blocksRenewal
    else { return currentPrice(of: product) }
    let earlier = priceIncreases[product.productID, default: []].filter {
      $0.announcedAt < increase.announcedAt
    }
    return earlier.last?.price ?? product.price
  }
}

extension SubscriptionRecord {
  /// The commitment of its monthly billing plan, if it has one.
  var commitment: Commitment? { terms?.commitment }

  /// The price increase it was told about, if any.
  var priceIncrease: SubscriberPriceIncrease? { terms?.priceIncrease }
}
