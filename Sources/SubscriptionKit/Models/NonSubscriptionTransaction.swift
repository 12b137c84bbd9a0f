import Foundation

/// A one-time purchase: consumable, non-consumable or non-renewing subscription.
public struct NonSubscriptionTransaction: Sendable, Hashable, Codable {
  /// The product bought.
  public let productIdentifier: String
  /// When it was bought.
  public let purchaseDate: Date
  /// RevenueCat's transaction identifier.
  public let transactionIdentifier: String
  /// The store's transaction identifier.
  public let storeTransactionIdentifier: String
  /// The store it was bought in.
  public let store: Store
  /// Whether it was bought in the sandbox.
  public let isSandbox: Bool
  /// The product's display name, as the store named it.
  public let displayName: String?
  /// What was paid, in the purchase's currency.
  public let price: ProductPaidPrice?
}
