import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store remove-from-sale PRODUCT`: the developer takes a product off
/// sale; its subscribers expire at their period's end.
enum StoreRemoveFromSaleCommand {
  /// The declaration.
  static let command = Command.store(
    "remove-from-sale",
    abstract: "Remove a product from sale (subscribers expire at period end)",
    discussion: """
      The developer removes PRODUCT from sale: new purchases of it are
      refused, and each subscriber keeps access to the end of the period
      paid for, then expires (Apple's EXPIRED / PRODUCT_NOT_FOR_SALE,
      expirationIntent 4; RevenueCat's EXPIRATION with reason UNKNOWN).
      It cannot be put back on sale.
      """,
    options: [], operands: Operands("PRODUCT", minimum: 1, maximum: 1)
  ) { context in
    let store = try context.store()
    guard let productID = context.operand else { throw UsageError("name the PRODUCT") }
    try store.removeFromSale(productID: productID)
    Console.line("removed from sale \(productID)")
  }
}
