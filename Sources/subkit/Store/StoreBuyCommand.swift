import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// `subkit store buy PRODUCT [--apple-id ID]`: a purchase from the store's
/// side, and what it really did: bought now, changed at the next renewal,
/// already owned, or moved from another customer on the same Apple ID.
enum StoreBuyCommand {
  /// The declaration.
  static let command = Command.store(
    "buy", abstract: "Buy a product (trial and intro rules apply)",
    discussion: """
      Buys PRODUCT for the customer. Apple allows one subscription per group
      per Apple ID: every customer in DIR pays with the device's Apple ID
      unless --apple-id names another, so a second customer buying in a group
      the first one holds takes that subscription over (TRANSFER), as
      RevenueCat's default transfer behaviour does; the output says from whom.
      A product the customer already owns is not bought again (buying the
      current plan only turns auto-renew back on).

      With --offer ID --signature SIG (a promotional offer), --offer-code CODE
      or --win-back ID, the purchase redeems that offer when the customer is
      eligible (docs/offers.md); a subscriber to PRODUCT gets it at the next
      renewal. 'sign-offer' signs promotional offers with the store's key.
      """,
    options: [
      StoreOptions.user,
      CommandOption(
        "apple-id", value: "ID", help: "Pay with this Apple ID (default: the device's)"),
      CommandOption(
        "billing-plan", value: "PLAN",
        help: """
          monthly: the .storekit file's MONTHLY plan, monthly
          charges with a commitment to the whole period (12
          for a year); upfront (default): one charge a period
          """),
    ] + StoreOfferCommands.buyOptions,
    operands: .one("PRODUCT")
  ) { context in
    let productID = context.operand ?? ""
    let plan = try billingPlan(context.invocation.value("billing-plan"))
    if let offer = try StoreOfferCommands.request(context.invocation) {
      guard plan == .billedUpfront else {
        throw UsageError("--billing-plan monthly cannot be combined with an offer")
      }
      return try StoreOfferCommands.buy(productID, offer: offer, context: context)
    }
    let store = try context.store()
    let user = try context.user(of: store)
    let transaction = try store.purchase(
      productID: productID, for: user, storeAccount: context.invocation.value("apple-id"),
      billingPlan: plan)
    if plan == .monthly, let commitment = store.commitment(of: productID, for: user) {
      Console.line(
        "bought \(productID) for \(user) on the monthly plan: charge \(commitment.installment) of "
          + "\(commitment.installments) at \(commitment.installmentPrice), "
          + "\(commitment.commitmentPrice) committed until "
          + "\(StoreCommand.time(commitment.endDate)): \(transaction.transactionIdentifier)")
      return
    }
    let caused = try context.causedEvents().map(\.event)
    Console.line(
      try outcome(
        productID, for: user, transaction: transaction, caused: caused, store: store))
  }

  /// `--billing-plan`: monthly or upfront (the default).
  static func billingPlan(_ text: String?) throws -> BillingPlanType {
    switch text {
    case nil, "upfront": .billedUpfront
    case "monthly": .monthly
    case let other?: throw UsageError("--billing-plan takes monthly or upfront, not '\(other)'")
    }
  }

  /// The event types that mean something was bought.
  private static let buying: Set<WebhookEventType> = [
    .initialPurchase, .nonRenewingPurchase, .renewal, .productChange,
  ]

  /// The line that says what the purchase did.
  static func outcome(
    _ productID: String, for user: String, transaction: StoreTransaction,
    caused: [WebhookEvent], store: StoreSimulator
  ) throws -> String {
    let id = transaction.transactionIdentifier
    let movedFrom = caused.filter { $0.type == .transfer }.flatMap { $0.transferredFrom ?? [] }
    let transfer =
      movedFrom.isEmpty
      ? ""
      : "; the Apple ID's subscription moved to \(user) from "
        + "\(movedFrom.joined(separator: ", ")) (TRANSFER)"
    guard transaction.productIdentifier == productID else {
      // Apple's crossgrades and downgrades wait for the current period's end.
      let current = try store.customerInfo(for: user)
        .subscriptionsByProductIdentifier[transaction.productIdentifier]
      let when = current?.expiresDate.map { " on " + StoreCommand.time($0) } ?? ""
      return "\(productID) for \(user) starts at the next renewal\(when); until then "
        + "\(transaction.productIdentifier) continues (\(id))\(transfer)"
    }
    if caused.contains(where: { buying.contains($0.type) }) {
      return "bought \(productID) for \(user): \(id)\(transfer)"
    }
    let renewing =
      caused.contains { $0.type == .uncancellation } ? "; auto-renew is back on" : ""
    guard movedFrom.isEmpty else {
      return "nothing bought: \(productID) (\(id)) moved to \(user) from "
        + "\(movedFrom.joined(separator: ", ")), who held it on the same Apple ID "
        + "(TRANSFER)\(renewing)"
    }
    return "\(user) already owns \(productID) (\(id)): nothing bought\(renewing)"
  }
}
