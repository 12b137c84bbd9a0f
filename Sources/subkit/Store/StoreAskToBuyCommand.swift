import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store approve|decline [REQUEST]`: what a parent decides about an
/// Ask to Buy request.
enum StoreAskToBuyCommand {
  /// `approve [REQUEST]`: the purchase happens now.
  static let approve = answer(
    "approve", approves: true,
    abstract: "A parent approves an Ask to Buy request")

  /// `decline [REQUEST]`: nothing is bought.
  static let decline = answer(
    "decline", approves: false, abstract: "A parent declines an Ask to Buy request")

  private static func answer(_ name: String, approves: Bool, abstract: String)
    -> Command<SubscriptionClock>
  {
    Command.store(
      name, abstract: abstract,
      discussion: """
        \(abstract) (default: the customer's oldest request): \(
          approves ? "the purchase happens now" : "nothing is bought").
        """,
      options: [StoreOptions.user], operands: Operands("REQUEST", minimum: 0, maximum: 1)
    ) { context in
      let store = try context.store()
      let user = try context.user(of: store)
      let requestID = context.operand
      let pending = store.pendingPurchases(for: requestID == nil ? user : nil)
      guard let request = pending.first(where: { requestID == nil || $0.id == requestID }) else {
        throw SetupError(
          requestID.map { "no Ask to Buy request '\($0)' waits for a parent" }
            ?? "no Ask to Buy request of \(user) waits for a parent")
      }
      if approves {
        let transaction = try store.approveAskToBuy(request.id)
        Console.line(
          "approved \(request.id): \(request.appUserID) bought \(request.productID)"
            + (transaction.map { " (\($0.transactionIdentifier))" } ?? ""))
      } else {
        try store.declineAskToBuy(request.id)
        Console.line("declined \(request.id): \(request.productID) was not bought")
      }
    }
  }
}
