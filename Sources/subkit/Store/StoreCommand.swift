import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit
import SubscriptionWire

/// `subkit store`: drives a persisted simulated store from scripts.
///
/// Every subcommand opens the store in `--state DIR`, does one thing and
/// exits, so shell scripts and CI jobs can walk a customer through a whole
/// lifecycle and read the results as JSON.
enum StoreCommand {
  static let help = """
    Usage: subkit store <subcommand> [arguments] [--state DIR] [--user ID]

    Drives a simulated App Store + RevenueCat project kept in DIR
    (default: .subkit/store). The first call may name the files with
    --storekit FILE --project FILE (default: the bundled example); later
    calls reuse them. Store time moves only with 'advance'.

    Subcommands:
      status                  The customer's info as RevenueCat JSON
      buy PRODUCT             Buy a product (trial and intro rules apply); with
                              --apple-id ID, paid with another Apple ID (default: the
                              device's, shared by every customer in DIR: one
                              subscription per group, moved to the buyer with TRANSFER)
      advance DURATION        Move store time: 1d, 12h, 30m, 2w, 1mo, 1y
      cancel [PRODUCT]        Turn auto-renew off
      resume [PRODUCT]        Turn auto-renew back on
      billing-issue [PRODUCT] The next renewal's payment fails
      recover [PRODUCT]       The billing issue is fixed
      refund [PRODUCT]        Refund the latest purchase, subscription or one-time
                              (revokes at once)
      restore [--user ID]     Restore Purchases: the store account's purchases move to
                              the current customer (or ID) with a TRANSFER event
      transfer --from A --to B
                              B restores on A's device: A's purchases move to B
      approve|decline [REQUEST]
                              A parent answers an Ask to Buy request
      events [--after N]      Webhook events as JSON lines, each with its "sequence";
                              --after N prints those after sequence N
      customers               Known app user IDs, one per line
      deliver --to URL        POST the outbox to a webhook receiver (see deliver --help)
      simulate --customers N --months M --seed S
                              Generate a population (see simulate --help)
      attributes [NAME=VALUE …]
                              Set or print subscriber attributes (targeting)
      assignments [--all]     The customer's experiment variants
      experiments [stop ID]   The project's experiments; stop one
      offerings               The offerings the customer is served, as JSON

    Options:
      --state DIR             Where the store lives (default: .subkit/store)
      --user ID               Act for this customer (default: the current one)
      --storekit FILE         With --project: the files of a new store
      --project FILE
      --start DATE            Store time a new store starts at (ISO 8601)
      -h, --help              Show this help

    A PRODUCT left out means the customer's subscription.
    """

  private static let subcommands: Set<String> = [
    "status", "buy", "advance", "cancel", "resume", "billing-issue", "recover", "refund", "events",
    "customers",
  ]

  static func run(_ raw: [String], clock: SubscriptionClock) -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(
        raw, flags: [],
        options: ["state", "user", "apple-id", "storekit", "project", "start", "after"])
    } catch {
      return Console.usage(error, command: "store")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    guard let subcommand = arguments.positionals.first else {
      return Console.usage(UsageError("missing subcommand"), command: "store")
    }
    guard subcommands.contains(subcommand) else {
      return Console.usage(UsageError("unknown subcommand '\(subcommand)'"), command: "store")
    }
    let operands = Array(arguments.positionals.dropFirst())
    let maximumOperands = ["status": 0, "events": 0, "customers": 0, "buy": 1, "advance": 1]
    if operands.count > (maximumOperands[subcommand] ?? 1) {
      return Console.usage(UsageError("too many arguments for '\(subcommand)'"), command: "store")
    }
    if ["buy", "advance"].contains(subcommand) && operands.isEmpty {
      return Console.usage(UsageError("'\(subcommand)' needs an argument"), command: "store")
    }
    var after: Int64 = 0
    if let text = arguments.value("after") {
      guard let value = Int64(text), value >= 0 else {
        return Console.usage(UsageError("--after takes a sequence number"), command: "store")
      }
      after = value
    }
    var duration = StoreDuration(0, .second)
    if subcommand == "advance" {
      do {
        duration = try StoreDuration(parsing: operands[0])
      } catch let error as StoreSimulatorError {
        return Console.usage(UsageError(error.message), command: "store")
      } catch {
        return Console.usage(UsageError("\(error)"), command: "store")
      }
    }

    do {
      let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
        .standardizedFileURL
      let store = try SimulatorSetup.open(
        storekit: arguments.value("storekit"), project: arguments.value("project"),
        start: arguments.value("start"), stateDirectory: directory, now: clock.now()
      ).store
      let user = try arguments.value("user").map(AppUserID.validated) ?? store.currentAppUserID
      let operand = operands.first
      switch subcommand {
      case "status":
        Console.print(String(decoding: try store.customerInfoJSON(for: user), as: UTF8.self))
      case "buy":
        try buy(operand ?? "", for: user, appleID: arguments.value("apple-id"), store: store)
      case "advance":
        try store.advance(by: duration)
        Console.line("store time is \(ISO8601.string(from: store.now))")
      case "cancel":
        try store.cancel(productID: try product(operand, store: store, user: user), for: user)
      case "resume":
        try store.resume(productID: try product(operand, store: store, user: user), for: user)
      case "billing-issue":
        try store.billingIssue(productID: try product(operand, store: store, user: user), for: user)
      case "recover":
        try store.resolveBillingIssue(
          productID: try product(operand, store: store, user: user), for: user)
      case "refund":
        let productID = try operand ?? latestPurchase(of: user, store: store)
        let transaction = try store.refund(productID: productID, for: user)
        Console.line(
          "refunded \(transaction.productIdentifier) \(transaction.transactionIdentifier)")
      case "events":
        for delivery in try store.webhookEvents(after: after, limit: .max) {
          Console.print(eventLine(delivery))
        }
      default:
        for id in store.knownAppUserIDs { Console.line(id) }
      }
      return ExitCode.success
    } catch {
      Console.error(message(for: error), command: "store")
      return ExitCode.failure
    }
  }

  /// Buys `productID` and says what really happened: a purchase now, or a
  /// change that waits for the current period's end (Apple's crossgrades and
  /// downgrades), with the subscription that goes on until then.
  private static func buy(
    _ productID: String, for user: String, appleID: String?, store: StoreSimulator
  ) throws {
    let transaction = try store.purchase(productID: productID, for: user, storeAccount: appleID)
    guard transaction.productIdentifier != productID else {
      Console.line("bought \(productID) for \(user): \(transaction.transactionIdentifier)")
      return
    }
    let current = try store.customerInfo(for: user)
      .subscriptionsByProductIdentifier[transaction.productIdentifier]
    let when = current?.expiresDate.map { " on " + ISO8601.string(from: $0) } ?? ""
    Console.line(
      "\(productID) for \(user) starts at the next renewal\(when); until then "
        + "\(transaction.productIdentifier) continues (\(transaction.transactionIdentifier))")
  }

  /// One line of `events`: the webhook body with its outbox `sequence` first,
  /// still one JSON object (`--after` takes that number).
  static func eventLine(_ delivery: WebhookDelivery) -> String {
    let body = String(decoding: delivery.body, as: UTF8.self)
    guard body.hasPrefix("{") else { return body }
    let rest = body.dropFirst().drop { $0 == " " || $0 == "\n" }
    return "{\"sequence\":\(delivery.sequence)" + (rest.hasPrefix("}") ? "" : ",") + rest
  }

  /// The named product, or the customer's subscription (the latest one).
  private static func product(_ named: String?, store: StoreSimulator, user: String) throws
    -> String
  {
    if let named { return named }
    let info = try store.customerInfo(for: user)
    let latest = info.subscriptionsByProductIdentifier.values.max {
      $0.purchaseDate < $1.purchaseDate
    }
    guard let latest else {
      throw SetupError("\(user) has no subscription; name a PRODUCT")
    }
    return latest.productIdentifier
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

  private static func message(for error: any Error) -> String {
    if let error = error as? PurchaseError { return error.detail ?? error.code.description }
    return describe(error)
  }
}
