import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store refund [PRODUCT]`: Apple refunds the customer's latest
/// purchase (of PRODUCT), and its access ends at once.
enum StoreRefundCommand {
  /// The declaration.
  static let command = Command.store(
    "refund",
    abstract: "Refund the latest purchase (access ends at once)",
    discussion: """
      Apple refunds the customer's latest purchase of PRODUCT (default: their
      latest purchase, subscription or one-time); the access it gave ends at once.
      """,
    options: [StoreOptions.user], operands: Operands("PRODUCT", minimum: 0, maximum: 1)
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    let productID = try context.operand ?? latestPurchase(of: user, store: store)
    let transaction = try store.refund(productID: productID, for: user)
    Console.line("refunded \(transaction.productIdentifier) \(transaction.transactionIdentifier)")
  }

  /// The product of the customer's latest purchase, subscription or not.
  private static func latestPurchase(of user: String, store: StoreSimulator) throws -> String {
    let info = try store.customerInfo(for: user)
    let purchases =
      info.subscriptionsByProductIdentifier.values.map { ($0.purchaseDate, $0.productIdentifier) }
      + info.nonSubscriptions.map { ($0.purchaseDate, $0.productIdentifier) }
    guard let latest = purchases.max(by: { $0.0 < $1.0 }) else {
      throw SetupError("\(user) has no purchase to refund")
    }
    return latest.1
  }
}
