import Foundation

/// One thing a simulated customer does, at a store time.
struct PopulationAction: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// Buys the product, presented in the offering (nil: not recorded).
    case buy(String, offeringID: String?)
    /// Buys the product again after a lapse, with the first win-back offer
    /// the customer is eligible for then (a plain purchase when none is).
    case resubscribe(String)
    /// Arrives, is shown offerings (and enrolled in experiments), buys nothing.
    case arrive
    case cancel(String)
    case failPayments(String)
    case fixPayments(String)
    /// Refunds the customer's latest paid charge.
    case refundLatestCharge
  }

  var date: Date
  var customer: Int
  var kind: Kind
  /// The customer's storefront (ISO 3166-1 alpha-3; nil: the `.storekit` file's).
  var storefront: String? = nil
}
