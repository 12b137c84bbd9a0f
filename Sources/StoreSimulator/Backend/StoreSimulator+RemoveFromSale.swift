import Foundation
import SubscriptionKit

extension StoreSimulator {
  /// The developer removes `productID` from sale, now (App Store Connect's
  /// availability). New purchases of it are refused
  /// (`StoreSimulatorError` `.removedFromSale`); subscribers keep access to
  /// their period's end, then expire: Apple's `EXPIRED` /
  /// `PRODUCT_NOT_FOR_SALE` (renewal info `expirationIntent` 4), RevenueCat's
  /// `EXPIRATION` (`UNKNOWN`). A subscriber with auto-renew off expires as
  /// `VOLUNTARY`, as before. It survives reopening the ledger.
  ///
  /// - Throws: `StoreSimulatorError` `.unknownProduct`, or `.removedFromSale`
  ///   when it already was. Nothing is written.
  public func removeFromSale(productID: String) throws {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.removeFromSale(productID, at: date, state: &state, step: &step)
      }
    }
  }

  /// Whether `productID` was removed from sale.
  public func isRemovedFromSale(_ productID: String) -> Bool {
    core.withLock { $0.state.removedFromSale[productID] != nil }
  }
}
