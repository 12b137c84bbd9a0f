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
      --percent N refunds N % of the charge (REFUND_PRORATED: RevenueCat's
      CANCELLATION carries minus that share of the price, Apple's transaction
      its revocationPercentage). --declined: Apple turns the request down
      (REFUND_DECLINED to Apple's outbox only) and nothing changes.
      """,
    options: [
      StoreOptions.user,
      CommandOption("percent", value: "N", help: "Refund N % of the charge (1–100; default 100)"),
      CommandOption.flag("declined", help: "Apple declines the refund: nothing changes"),
    ],
    operands: Operands("PRODUCT", minimum: 0, maximum: 1)
  ) { context in
    let percent = try percentOption(context.invocation.value("percent"))
    let isDeclined = context.invocation.has("declined")
    if isDeclined, percent != nil {
      throw UsageError("a declined refund refunds nothing: leave out --percent")
    }
    let store = try context.store()
    let user = try context.user(of: store)
    let productID = try context.operand ?? latestPurchase(of: user, store: store)
    if isDeclined {
      let transaction = try store.declineRefund(productID: productID, for: user)
      Console.line(
        "refund of \(transaction.productIdentifier) \(transaction.transactionIdentifier) declined: "
          + "nothing changes (Apple's REFUND_DECLINED)")
      return
    }
    let share = percent ?? 100
    let transaction = try store.refund(productID: productID, for: user, percent: share)
    Console.line(
      "refunded \(share == 100 ? "" : "\(share) % of ")\(transaction.productIdentifier) "
        + transaction.transactionIdentifier)
  }

  /// `--percent N`: a whole number from 1 to 100, or nil when not given.
  static func percentOption(_ text: String?) throws -> Int? {
    guard let text else { return nil }
    guard let value = Int(text), (1...100).contains(value) else {
      throw UsageError("--percent takes a whole number from 1 to 100, not '\(text)'")
    }
    return value
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
