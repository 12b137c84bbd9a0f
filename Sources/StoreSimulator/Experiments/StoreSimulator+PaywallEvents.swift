import Foundation
import SubscriptionKit

extension StoreSimulator {
  /// Records a paywall event for a customer (nil: the current one): one
  /// `PAYWALL_IMPRESSION` or `PAYWALL_CLOSE` webhook event, as RevenueCat
  /// delivers paywall events.
  public func trackPaywallEvent(_ event: PaywallDisplayEvent, for appUserID: String?) throws {
    try core.withLock { core in
      try core.perform { date, state, step in
        core.engine.paywallEvent(
          event, of: appUserID ?? core.currentAppUserID, at: date, state: &state, step: &step)
      }
    }
  }

  /// `PurchasesBackend`: records the paywall event for the current customer.
  public func track(_ event: PaywallDisplayEvent) async {
    try? trackPaywallEvent(event, for: nil)
  }
}
