import Foundation

/// A store control that could not be carried out, or a ledger that could not
/// be used: what went wrong and what to do.
///
/// Backend calls (`purchase`, `customerInfo`, …) throw `PurchaseError` as every
/// `PurchasesBackend` does; store controls (`cancel`, `refund`, `advance`, …)
/// and `open` throw this, or the file readers' own errors.
public struct StoreSimulatorError: Error, Sendable, Hashable, CustomStringConvertible,
  LocalizedError
{
  /// A stable code: match on it, not on the message.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code's name.
    public let rawValue: String
    /// A code with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The code's name.
    public var description: String { rawValue }

    /// No product with that identifier in the `.storekit` file.
    public static let unknownProduct = Code(rawValue: "unknown_product")
    /// The customer has no subscription to that product in the needed state.
    public static let noSuchSubscription = Code(rawValue: "no_such_subscription")
    /// No transaction with that identifier (or it was already refunded).
    public static let unknownTransaction = Code(rawValue: "unknown_transaction")
    /// No pending Ask-to-Buy request with that identifier.
    public static let unknownPendingPurchase = Code(rawValue: "unknown_pending_purchase")
    /// Time can only move forward.
    public static let timeMovesForward = Code(rawValue: "time_moves_forward")
    /// A duration that is not a whole number and a unit, or is longer than store time goes.
    public static let invalidDuration = Code(rawValue: "invalid_duration")
    /// Store time would leave the years 1970–9998, where every date has four digits,
    /// or a lifecycle step would not move a subscription forward.
    public static let timeOutOfRange = Code(rawValue: "time_out_of_range")
    /// A refund share outside 1–100 percent.
    public static let invalidRefund = Code(rawValue: "invalid_refund")
    /// A price change that is not an increase Apple allows, or not as asked.
    public static let invalidPrice = Code(rawValue: "invalid_price")
    /// No price increase in the state the answer needs.
    public static let noPriceIncrease = Code(rawValue: "no_price_increase")
    /// No enabled billing plan of that type for the product in the `.storekit` file.
    public static let unknownBillingPlan = Code(rawValue: "unknown_billing_plan")
    /// A product removed from sale: it cannot be bought, or removed again.
    public static let removedFromSale = Code(rawValue: "removed_from_sale")
    /// The ledger could not be opened, read or written.
    public static let ledger = Code(rawValue: "ledger")
  }

  /// What kind of failure.
  public let code: Code
  /// What happened and how to fix it.
  public let message: String

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// "[code] message".
  public var description: String { "[\(code)] \(message)" }

  /// Same as `description`.
  public var errorDescription: String? { description }
}
