import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store reverse-refund PRODUCT`: Apple reverses a refund it granted,
/// and the access the charge paid for returns for the rest of its period.
enum StoreReverseRefundCommand {
  /// The declaration.
  static let command = Command.store(
    "reverse-refund",
    abstract: "Reverse a refund (the charge counts, access returns)",
    discussion: """
      Apple reverses the refund of the customer's latest refunded purchase of
      PRODUCT (a dispute went the developer's way): the charge counts again
      (REFUND_REVERSED, its price positive; Apple's REFUND_REVERSED) and the
      access it paid for returns for the rest of its period, with auto-renew
      off as the refund left it.
      """,
    options: [StoreOptions.user], operands: Operands("PRODUCT", minimum: 1, maximum: 1)
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    guard let productID = context.operand else { throw UsageError("name the PRODUCT") }
    let transaction = try store.reverseRefund(productID: productID, for: user)
    Console.line(
      "refund reversed \(transaction.productIdentifier) \(transaction.transactionIdentifier)")
  }
}
