import Foundation

/// RevenueCat's `StoreTransaction`, copied.
package struct TransactionSnapshot: Sendable, Hashable {
  /// `transactionIdentifier`.
  package var transactionIdentifier: String
  /// `productIdentifier`.
  package var productIdentifier: String
  /// `purchaseDate`.
  package var purchaseDate: Date
  /// `quantity`.
  package var quantity: Int

  /// Creates a copy.
  package init(
    transactionIdentifier: String, productIdentifier: String, purchaseDate: Date, quantity: Int
  ) {
    self.transactionIdentifier = transactionIdentifier
    self.productIdentifier = productIdentifier
    self.purchaseDate = purchaseDate
    self.quantity = quantity
  }
}
