import Foundation
import SubscriptionKit
import SubscriptionWire

/// What the simulated App Store decided about a customer's refund request.
///
/// Apple decides refund requests on its own; the simulator decides them by
/// one published rule (`RefundRequestRule`), so a test or the demo knows what
/// will happen.
public enum RefundRequestDecision: Sendable, Hashable {
  /// Refunded: the transaction's access is revoked at once (a `CANCELLATION`
  /// with `CUSTOMER_SUPPORT` is written).
  case granted(StoreTransaction)
  /// Not refunded, and why; nothing changes.
  case declined(String)
}

/// The simulator's refund rule: a paid charge is refunded when requested within
/// `window` of it (14 days, the withdrawal period Apple honours in the EU and
/// UK); a free trial has nothing to refund; a later request is declined.
public struct RefundRequestRule: Sendable, Hashable {
  /// How long after a charge a request is granted.
  public var window: TimeInterval

  /// The rule with a 14-day window.
  public static let standard = RefundRequestRule(window: 14 * 86_400)

  /// A rule with the given window.
  public init(window: TimeInterval) {
    self.window = window
  }

  /// Nil when a charge of `price` made at `purchaseDate` is refunded at `date`;
  /// otherwise why not.
  public func declineReason(price: Decimal, purchaseDate: Date, at date: Date) -> String? {
    if price <= 0 { return "Nothing was charged for this period (a free trial)." }
    if date.timeIntervalSince(purchaseDate) > window {
      return "The charge is more than \(Int(window / 86_400)) days old."
    }
    return nil
  }
}

extension StoreSimulator {
  /// The customer asks the App Store for a refund of their latest unrefunded
  /// purchase of `productID` (`beginRefundRequest` in StoreKit), for `reason`.
  /// Apple first sends `CONSUMPTION_REQUEST` (its `consumptionRequestReason`
  /// is `reason`), then decides by `rule`, in the same step: granted, it is
  /// refunded as `refund(productID:for:)` does (`REFUND`); declined
  /// (`REFUND_DECLINED`), nothing else changes.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownTransaction` without such a purchase.
  public func requestRefund(
    productID: String, for appUserID: String? = nil,
    reason: AppleConsumptionRequestReason = .unsatisfiedWithPurchase,
    rule: RefundRequestRule = .standard
  ) throws -> RefundRequestDecision {
    let user = appUserID ?? currentAppUserID
    let decision = try core.withLock { core -> RefundRequestDecision in
      try core.perform { date, state, step in
        let latest = try core.engine.latestTransaction(of: productID, for: user, state: state)
        core.engine.notifyApple(
          AppleNotificationType.consumptionRequest, transaction: latest, at: date, state: &state,
          step: &step
        ) { $0.consumptionRequestReason = reason.rawValue }
        if let reason = rule.declineReason(
          price: latest.price, purchaseDate: latest.purchaseDate, at: date)
        {
          core.engine.notifyApple(
            AppleNotificationType.refundDeclined, transaction: latest, at: date, state: &state,
            step: &step)
          return .declined(reason)
        }
        return .granted(
          try core.engine.refund(latest.id, at: date, state: &state, step: &step).storeTransaction)
      }
    }
    broadcastChanges()
    return decision
  }
}
