import Foundation

/// A completed store transaction.
public struct StoreTransaction: Sendable, Hashable, Codable, Identifiable {
  /// The store's transaction identifier.
  public let transactionIdentifier: String
  /// The first transaction of this subscription (equal to `transactionIdentifier` for a first purchase).
  public let originalTransactionIdentifier: String
  /// The product bought.
  public let productIdentifier: String
  /// When it was bought.
  public let purchaseDate: Date
  /// How many were bought.
  public let quantity: Int

  /// Creates a transaction.
  public init(
    transactionIdentifier: String, originalTransactionIdentifier: String? = nil,
    productIdentifier: String, purchaseDate: Date, quantity: Int = 1
  ) {
    self.transactionIdentifier = transactionIdentifier
    self.originalTransactionIdentifier = originalTransactionIdentifier ?? transactionIdentifier
    self.productIdentifier = productIdentifier
    self.purchaseDate = purchaseDate
    self.quantity = quantity
  }

  /// The transaction identifier.
  public var id: String { transactionIdentifier }
}
