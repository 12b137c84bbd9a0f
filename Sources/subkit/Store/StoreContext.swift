import CommandLineSupport
import Foundation
import StoreFolder
import StoreSimulator
import SubscriptionKit

/// What a `subkit store` command runs with: its checked arguments, the one
/// clock, and the store in `--state DIR`, opened when the command first asks
/// for it, so a command checks its arguments before anything is written.
///
/// Opening notes where the webhook outbox ends; the events after that are
/// the ones the command caused (``causedEvents()``).
final class StoreContext {
  /// The parsed, counted arguments.
  let invocation: Invocation
  /// The one clock.
  let clock: SubscriptionClock
  private var opened: StoreSimulator?
  private var outboxStart: Int64 = 0

  init(invocation: Invocation, clock: SubscriptionClock) {
    self.invocation = invocation
    self.clock = clock
  }

  /// The first operand, if any.
  var operand: String? { invocation.operands.first }

  /// The `--state` folder.
  var stateDirectory: URL {
    URL(fileURLWithPath: invocation.value("state") ?? ".subkit/store").standardizedFileURL
  }

  /// The store, opened (and made, the first time) on first use.
  ///
  /// - Parameter newStart: when a new store starts without `--start`
  ///   (default: now).
  func store(newStart: Date? = nil) throws -> StoreSimulator {
    if let opened { return opened }
    let store = try SimulatorSetup.open(
      storekit: invocation.value("storekit"), project: invocation.value("project"),
      start: invocation.value("start"), stateDirectory: stateDirectory, now: clock.now(),
      newStart: newStart
    ).store
    outboxStart = try store.lastWebhookSequence()
    opened = store
    return store
  }

  /// The customer `--user` names (checked), or the store's current one.
  ///
  /// - Throws: `UsageError` for an app user ID RevenueCat refuses.
  func user(of store: StoreSimulator) throws -> String {
    guard let text = invocation.value("user") else { return store.currentAppUserID }
    return try Self.appUserID(text)
  }

  /// `text` as an app user ID, or a `UsageError` saying why not.
  static func appUserID(_ text: String) throws(UsageError) -> String {
    do {
      return try AppUserID.validated(text)
    } catch {
      throw UsageError(describe(error))
    }
  }

  /// The webhook events written since the store was opened, in order.
  func causedEvents() throws -> [WebhookDelivery] {
    guard let opened else { return [] }
    return try opened.webhookEvents(after: outboxStart, limit: .max)
  }
}
