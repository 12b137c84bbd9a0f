import Foundation
import SubscriptionKit
import SubscriptionWire

extension LifecycleEngine {
  /// The developer removes `productID` from sale at `date`: it can no longer
  /// be bought; its subscribers keep access to their period's end and then
  /// expire (`expireForRemovalFromSale`).
  ///
  /// - Throws: `StoreSimulatorError` `.unknownProduct`, or `.removedFromSale`
  ///   when it already was. Nothing is changed.
  func removeFromSale(
    _ productID: String, at date: Date, state: inout EngineState, step: inout LifecycleStep
  ) throws {
    guard catalog.products[productID] != nil else {
      throw StoreSimulatorError(
        .unknownProduct, "No product \"\(productID)\" in the .storekit file.")
    }
    try ensureForSale(productID, state: state)
    state.removedFromSale[productID] = ISO8601.instant(date)
    step.removedFromSale.append(productID)
  }

  /// Throws when `productID` was removed from sale.
  func ensureForSale(_ productID: String, state: EngineState) throws {
    guard let removed = state.removedFromSale[productID] else { return }
    throw StoreSimulatorError(
      .removedFromSale,
      "\"\(productID)\" was removed from sale on \(ISO8601.string(from: removed)); it cannot be bought."
    )
  }

  /// Whether the product `subscription` would renew to was removed from sale.
  func isRemovedFromSale(_ subscription: SubscriptionRecord, state: EngineState) -> Bool {
    state.removedFromSale[subscription.renewalProductID ?? subscription.productID] != nil
  }

  /// The period ended and the product it would renew to is no longer for
  /// sale: the subscription expires with Apple's `EXPIRED` /
  /// `PRODUCT_NOT_FOR_SALE` (expiration intent 4) and RevenueCat's
  /// `EXPIRATION` (`UNKNOWN`: RevenueCat documents no reason for it).
  func expireForRemovalFromSale(
    _ subscription: inout SubscriptionRecord, latest: TransactionRecord, at date: Date,
    state: inout EngineState, step: inout LifecycleStep
  ) {
    subscription.status = .expired
    save(subscription, state: &state, step: &step)
    emit(.expiration, transaction: latest, at: date, state: &state, step: &step) {
      $0.expirationReason = .unknown
    }
    notifyApple(
      AppleNotificationType.expired, AppleNotificationSubtype.productNotForSale,
      transaction: latest, at: date, state: &state, step: &step)
  }
}
