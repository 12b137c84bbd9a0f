import Foundation
import SubscriptionKit

extension StoreSimulator {
  /// The developer raises `productID`'s price to `price` (in the `.storekit`
  /// file's currency), now. New purchases pay it at once; subscribers pay it
  /// from their next renewal — after notice when the increase is within
  /// Apple's limits (`PriceIncreaseRule`), else only once they consent
  /// (`answerPriceIncrease`); without consent the subscription expires at
  /// its period's end with reason `PRICE_INCREASE`. Each subscriber gets
  /// Apple's `PRICE_INCREASE` (`PENDING` or `ACCEPTED`).
  ///
  /// - Throws: `StoreSimulatorError` `.unknownProduct`, or `.invalidPrice`
  ///   for a price that is not an increase, is above the App Store's highest
  ///   price, or (`.notifyOnly`) exceeds Apple's limits. Nothing is written.
  @discardableResult
  public func raisePrice(
    productID: String, to price: Decimal, consent: PriceIncreaseConsent = .appleRules
  ) throws -> PriceIncreaseOutcome {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.raisePrice(
          productID, to: price, consent: consent, at: date, state: &state, step: &step)
      }
    }
  }

  /// The customer accepts or declines the price increase of `productID`
  /// that needs their consent. Returns false when that was already their answer.
  ///
  /// - Throws: `StoreSimulatorError` `.noPriceIncrease` without such an increase.
  @discardableResult
  public func answerPriceIncrease(
    productID: String, for appUserID: String? = nil, accept: Bool
  ) throws -> Bool {
    try control { core in
      try core.perform { date, state, step in
        try core.engine.answerPriceIncrease(
          productID, of: appUserID ?? core.currentAppUserID, accept: accept, at: date,
          state: &state, step: &step)
      }
    }
  }

  /// `productID`'s price now: after the latest increase, or the `.storekit` file's.
  public func currentPrice(of productID: String) -> Decimal? {
    core.withLock { core in
      core.engine.catalog.products[productID].map { core.state.currentPrice(of: $0) }
    }
  }
}
