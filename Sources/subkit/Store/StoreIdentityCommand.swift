import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// `subkit store restore|transfer`: who owns the purchases.
///
/// `restore` is the app's "Restore Purchases" with RevenueCat's default
/// transfer behaviour: everything the store account bought moves to the
/// current app user ID and a `TRANSFER` webhook event names who it came from.
/// `transfer --from A --to B` is the same restore made by B on the device A
/// used (A must hold purchases). Both go through the simulator's
/// `PurchasesBackend.restorePurchases()`, exactly as `SubscriptionManager` does.
enum StoreIdentityCommand {
  /// `restore [--user ID]`.
  static let restore = Command.store(
    "restore", abstract: "Restore Purchases: the Apple ID's purchases move here",
    discussion: """
      Restore Purchases as the current customer (--user ID first makes ID the
      current one): the store account's purchases move to them and a TRANSFER
      event is written (RevenueCat's default behaviour).
      """,
    options: [StoreOptions.user]
  ) { context in
    let store = try context.store()
    let user = try context.invocation.value("user").map(StoreContext.appUserID)
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

  /// `transfer --from A --to B`.
  static let transfer = Command.store(
    "transfer", abstract: "B restores on A's device: A's purchases move to B",
    discussion: "B restores on A's device: A's purchases move to B, and B is the current customer.",
    options: [
      CommandOption("from", value: "ID", help: "The customer who holds the purchases").required(),
      CommandOption("to", value: "ID", help: "The customer they move to").required(),
    ]
  ) { context in
    guard let fromText = context.invocation.value("from"),
      let toText = context.invocation.value("to")
    else {
      throw UsageError("'transfer' needs --from ID and --to ID")
    }
    let from = try StoreContext.appUserID(fromText)
    let to = try StoreContext.appUserID(toText)
    guard from != to else { throw UsageError("--from and --to name the same customer") }
    let store = try context.store()
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
    let last = try store.lastWebhookSequence()
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
}
