import Foundation
import SubscriptionKit

/// An offer on a subscription in a `.storekit` file: the introductory offer or
/// a promotional (`adHocOffers`) one.
public struct StoreKitOffer: Sendable, Hashable {
  /// How the customer pays during the offer: the one payment-mode type,
  /// RevenueCat's (`.freeTrial`, `.payAsYouGo`, `.payUpFront`).
  public typealias PaymentMode = StoreProductDiscount.PaymentMode

  /// The promotional offer's `offerID`; nil for an introductory offer.
  public let offerID: String?
  /// How the customer pays.
  public let paymentMode: PaymentMode
  /// The length of one offer period.
  public let period: SubscriptionPeriod
  /// How many offer periods there are (1 when the file omits it).
  public let numberOfPeriods: Int
  /// The price of one period (pay as you go), of the whole offer (pay up front), or 0 (free).
  public let price: Decimal

  /// Creates an offer.
  public init(
    offerID: String?, paymentMode: PaymentMode, period: SubscriptionPeriod,
    numberOfPeriods: Int = 1, price: Decimal = 0
  ) {
    self.offerID = offerID
    self.paymentMode = paymentMode
    self.period = period
    self.numberOfPeriods = max(1, numberOfPeriods)
    self.price = paymentMode == .freeTrial ? 0 : price
  }

  /// How many billing periods the offer covers: one for pay-up-front, else `numberOfPeriods`.
  public var billedPeriods: Int { paymentMode == .payUpFront ? 1 : numberOfPeriods }

  /// The price charged for each billed period of the offer.
  public var pricePerBilledPeriod: Decimal { price }
}
