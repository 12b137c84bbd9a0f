import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store restore|transfer|approve|decline`: who owns the purchases,
/// and what a parent decides about an Ask to Buy request.
///
/// `restore` is the app's "Restore Purchases" with RevenueCat's default
/// transfer behaviour: everything the store account bought moves to the
/// current app user ID and a `TRANSFER` webhook event names who it came from.
/// `transfer --from A --to B` is the same restore made by B on the device A
/// used (A must hold purchases). Both go through the simulator's
/// `PurchasesBackend.restorePurchases()`, exactly as `SubscriptionManager` does.
enum StoreIdentityCommand {
  /// The subcommands this type runs.
  static let subcommands: Set<String> = ["restore", "transfer", "approve", "decline"]

  static let help = """
    Usage: subkit store restore [--user ID] [--state DIR]
           subkit store transfer --from ID --to ID [--state DIR]
           subkit store approve [REQUEST] [--user ID] [--state DIR]
           subkit store decline [REQUEST] [--user ID] [--state DIR]

      restore     Restore Purchases as the current customer (--user ID first makes
                  ID the current one): the store account's purchases move to them
                  and a TRANSFER event is written (RevenueCat's default behaviour)
      transfer    B restores on A's device: A's purchases move to B, B is current
      approve     A parent approves an Ask to Buy request (default: the customer's
                  oldest); the purchase happens now
      decline     A parent declines it; nothing is bought
    """

  static func run(_ raw: [String], clock: SubscriptionClock) async -> Int32 {
    let arguments: Arguments
    do {
      arguments = try Arguments(
        raw, flags: [], options: ["state", "user", "from", "to", "storekit", "project", "start"])
    } catch {
      return Console.usage(error, command: "store")
    }
    if arguments.has("help") {
      Console.print(help)
      return ExitCode.success
    }
    guard let subcommand = arguments.positionals.first, subcommands.contains(subcommand) else {
      return Console.usage(UsageError("missing subcommand"), command: "store")
    }
    let operands = Array(arguments.positionals.dropFirst())
    let maximum = ["approve": 1, "decline": 1][subcommand] ?? 0
    guard operands.count <= maximum else {
      return Console.usage(UsageError("too many arguments for '\(subcommand)'"), command: "store")
    }
    var from: String?
    var to: String?
    do {
      if subcommand == "transfer" {
        guard let fromText = arguments.value("from"), let toText = arguments.value("to") else {
          return Console.usage(
            UsageError("'transfer' needs --from ID and --to ID"), command: "store")
        }
        from = try AppUserID.validated(fromText)
        to = try AppUserID.validated(toText)
        if from == to {
          return Console.usage(
            UsageError("--from and --to name the same customer"), command: "store")
        }
      } else if arguments.value("from") != nil || arguments.value("to") != nil {
        return Console.usage(
          UsageError("--from and --to belong to 'transfer'"), command: "store")
      }
    } catch {
      return Console.usage(UsageError(describe(error)), command: "store")
    }

    do {
      let directory = URL(fileURLWithPath: arguments.value("state") ?? ".subkit/store")
        .standardizedFileURL
      let store = try SimulatorSetup.open(
        storekit: arguments.value("storekit"), project: arguments.value("project"),
        start: arguments.value("start"), stateDirectory: directory, now: clock.now()
      ).store
      let user = try arguments.value("user").map(AppUserID.validated)
      switch subcommand {
      case "restore":
        try await restore(as: user, store: store)
      case "transfer":
        try await transfer(from: from ?? "", to: to ?? "", store: store)
      default:
        try resolve(
          operands.first, approve: subcommand == "approve",
          user: user ?? store.currentAppUserID, store: store)
      }
      return ExitCode.success
    } catch let error as PurchaseError {
      Console.error(error.detail ?? error.code.description, command: "store")
      return ExitCode.failure
    } catch {
      Console.error(describe(error), command: "store")
      return ExitCode.failure
    }
  }

  /// Restores as `user` (made current first) or as the current customer.
  private static func restore(as user: String?, store: StoreSimulator) async throws {
    if let user, user != store.currentAppUserID { try store.switchCustomer(to: user) }
    let current = store.currentAppUserID
    let movedFrom = try await restoreReportingSources(store: store)
    if movedFrom.isEmpty {
      Console.line("restored for \(current): nothing to move (\(summary(of: current, store)))")
    } else {
      Console.line(
        "restored for \(current): purchases moved from \(movedFrom.joined(separator: ", "))"
          + " (TRANSFER; \(summary(of: current, store)))")
    }
  }

  /// B restores the purchases A made with the same store account.
  private static func transfer(from: String, to: String, store: StoreSimulator) async throws {
    guard store.knownAppUserIDs.contains(from) else {
      throw SetupError("unknown customer '\(from)' (see 'subkit store customers')")
    }
    let info = try store.customerInfo(for: from)
    guard !info.subscriptionsByProductIdentifier.isEmpty || !info.nonSubscriptions.isEmpty else {
      throw SetupError("\(from) has no purchases to transfer")
    }
    if store.currentAppUserID != to { try store.switchCustomer(to: to) }
    let movedFrom = try await restoreReportingSources(store: store)
    Console.line(
      "transferred to \(to) from \(movedFrom.joined(separator: ", ")) (TRANSFER; "
        + "\(summary(of: to, store)))")
  }

  /// Runs `restorePurchases()` and reads the `TRANSFER` event it wrote, if any.
  private static func restoreReportingSources(store: StoreSimulator) async throws -> [String] {
    let last = try store.webhookEvents(after: 0, limit: .max).last?.sequence ?? 0
    _ = try await store.restorePurchases()
    return try store.webhookEvents(after: last, limit: .max)
      .filter { $0.event.type == .transfer }
      .flatMap { $0.event.transferredFrom ?? [] }
  }

  /// "active: pro" or "no active entitlements".
  private static func summary(of user: String, _ store: StoreSimulator) -> String {
    let active = (try? store.customerInfo(for: user))?.entitlements.active.keys.sorted() ?? []
    return active.isEmpty ? "no active entitlements" : "active: " + active.joined(separator: ", ")
  }

  /// A parent's answer to one Ask to Buy request.
  private static func resolve(
    _ requestID: String?, approve: Bool, user: String, store: StoreSimulator
  ) throws {
    let pending = store.pendingPurchases(for: requestID == nil ? user : nil)
    guard let request = pending.first(where: { requestID == nil || $0.id == requestID }) else {
      throw SetupError(
        requestID.map { "no Ask to Buy request '\($0)' waits for a parent" }
          ?? "no Ask to Buy request of \(user) waits for a parent")
    }
    if approve {
      let transaction = try store.approveAskToBuy(request.id)
      Console.line(
        "approved \(request.id): \(user) bought \(request.productID)"
          + (transaction.map { " (\($0.transactionIdentifier))" } ?? ""))
    } else {
      try store.declineAskToBuy(request.id)
      Console.line("declined \(request.id): \(request.productID) was not bought")
    }
  }
}
