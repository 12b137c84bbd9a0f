import Foundation
import SubscriptionKit
import SubscriptionWire

/// How the simulator's records read in Apple's terms: status numbers,
/// expiration intents, product types, prices in milli-units. One place, so
/// notifications and (later) the App Store Server API say the same.
enum AppleStatusRule {
  /// The subscription's `status`.
  static func status(of subscription: SubscriptionRecord) -> AppleSubscriptionStatus {
    switch subscription.status {
    case .active: .active
    case .gracePeriod: .billingGracePeriod
    case .billingRetry: .billingRetry
    case .expired: .expired
    case .revoked: .revoked
    }
  }

  /// Why an expired (or retrying) subscription ended: 1 voluntary, 2 billing
  /// error, 4 its product removed from sale (`removedFromSale`: the product
  /// it would renew to was); nil while it still renews or after a refund.
  static func expirationIntent(of subscription: SubscriptionRecord, removedFromSale: Bool = false)
    -> Int?
  {
    switch subscription.status {
    case .billingRetry: 2
    case .expired where subscription.billingIssueDetectedAt != nil: 2
    case .expired: removedFromSale && subscription.willAutoRenew ? 4 : 1
    case .active, .gracePeriod, .revoked: nil
    }
  }

  /// Apple's `type` for a product kind.
  static func productType(_ kind: StoreKitProduct.Kind?) -> String {
    switch kind {
    case .consumable: "Consumable"
    case .nonConsumable: "Non-Consumable"
    case .nonRenewingSubscription: "Non-Renewing Subscription"
    case .autoRenewableSubscription, nil: "Auto-Renewable Subscription"
    }
  }

  /// Apple's `offerDiscountType` for an offer's payment mode.
  static func discountType(_ mode: StoreKitOffer.PaymentMode) -> String {
    switch mode {
    case .freeTrial: "FREE_TRIAL"
    case .payAsYouGo: "PAY_AS_YOU_GO"
    case .payUpFront: "PAY_UP_FRONT"
    }
  }

  /// A price in milli-units (4.99 → 4990), rounded to the nearest, never through `Double`.
  static func milliUnits(_ price: Decimal) -> Int64 {
    var scaled = price * 1000
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 0, .plain)
    return NSDecimalNumber(decimal: rounded).int64Value
  }

  /// Whether the store made the charge on its own (`RENEWAL`): a later
  /// transaction of a subscription that starts the instant the one before it
  /// ended. A first purchase, a resubscription after a gap and a plan change
  /// (which ends the old period a millisecond early) are `PURCHASE`.
  static func isRenewal(_ transaction: TransactionRecord, state: EngineState) -> Bool {
    guard transaction.id != transaction.originalID else { return false }
    return state.transactions(of: transaction.appUserID).contains {
      $0.originalID == transaction.originalID && $0.id != transaction.id
        && $0.expiresDate == transaction.purchaseDate
    }
  }
}
