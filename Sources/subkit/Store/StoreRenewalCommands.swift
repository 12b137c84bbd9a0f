import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit

/// `subkit store cancel|resume|billing-issue|recover [PRODUCT]`: what the
/// customer or their bank does to a subscription's renewal.
enum StoreRenewalCommands {
  /// `cancel`: auto-renew off.
  static let cancel = renewal(
    "cancel", abstract: "Turn auto-renew off (access lasts to the period's end)"
  ) { store, productID, user in
    let changed = try store.cancel(productID: productID, for: user)
    if changed, let commitment = store.commitment(of: productID, for: user) {
      let left = commitment.installments - commitment.installment
      return "the commitment of \(productID) for \(user) will not renew: "
        + "\(left) more monthly charge\(left == 1 ? "" : "s"), access until "
        + StoreCommand.time(commitment.endDate)
    }
    return changed
      ? "auto-renew of \(productID) for \(user) is off\(until(productID, user, store))"
      : "auto-renew of \(productID) for \(user) was already off"
  }

  /// `resume`: auto-renew back on.
  static let resume = renewal("resume", abstract: "Turn auto-renew back on") {
    store, productID, user in
    let changed = try store.resume(productID: productID, for: user)
    return changed
      ? "auto-renew of \(productID) for \(user) is on again"
      : "auto-renew of \(productID) for \(user) was already on"
  }

  /// `billing-issue`: the next renewal's payment fails.
  static let billingIssue = renewal(
    "billing-issue", abstract: "The next renewal's payment fails"
  ) { store, productID, user in
    try store.billingIssue(productID: productID, for: user)
    return "the next renewal of \(productID) for \(user) will fail to charge"
  }

  /// `recover`: the billing issue is fixed.
  static let recover = renewal("recover", abstract: "The billing issue is fixed") {
    store, productID, user in
    try store.resolveBillingIssue(productID: productID, for: user)
    return "the payment method of \(user) for \(productID) works again"
  }

  /// A command on the customer's subscription (or PRODUCT): `change` does it
  /// and returns the line that says what it did.
  private static func renewal(
    _ name: String, abstract: String,
    change: @escaping @Sendable (StoreSimulator, String, String) throws -> String
  ) -> Command<SubscriptionClock> {
    Command.store(
      name, abstract: abstract, options: [StoreOptions.user],
      operands: Operands("PRODUCT", minimum: 0, maximum: 1)
    ) { context in
      let store = try context.store()
      let user = try context.user(of: store)
      let productID = try StoreCommand.product(context.operand, store: store, user: user)
      Console.line(try change(store, productID, user))
    }
  }

  /// " (access until 2026-02-01T09:00:00Z)", or nothing.
  private static func until(_ productID: String, _ user: String, _ store: StoreSimulator)
    -> String
  {
    let expires = (try? store.customerInfo(for: user))?
      .subscriptionsByProductIdentifier[productID]?.expiresDate
    return expires.map { " (access until \(StoreCommand.time($0)))" } ?? ""
  }
}
