import Foundation

/// What a customer paid for a purchase, in the purchase's currency, as
/// RevenueCat's subscriber document records it (`{"amount": 4.99, "currency": "USD"}`).
///
/// The amount is `Decimal` end to end: read from the JSON's digits and written
/// back as the same digits (`49.99`, never `49.989999999999995`).
public struct ProductPaidPrice: Sendable, Hashable, Codable {
  /// The amount paid.
  public var amount: Decimal
  /// The ISO 4217 currency code.
  public var currency: String

  /// Creates a price.
  public init(amount: Decimal, currency: String) {
    self.amount = amount
    self.currency = currency
  }
}
