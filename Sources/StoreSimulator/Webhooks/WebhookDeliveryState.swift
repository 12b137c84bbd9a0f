import Foundation

/// Where delivery of the webhook outbox to one URL stands, kept in the ledger
/// so a delivery that is killed resumes where it was.
///
/// Events are delivered in outbox order. `delivered` is the sequence of the
/// last event the receiver answered 200; the next event is retried in place
/// (`attempts` failures so far, next try not before `nextAttemptAt`), so no
/// event is ever skipped. An event in flight when the process dies is sent
/// again: delivery is at least once, as RevenueCat's is.
public struct WebhookDeliveryState: Sendable, Hashable, Codable {
  /// The last sequence delivered (0: none).
  public var delivered: Int64
  /// Failed attempts at the next event.
  public var attempts: Int
  /// When the next event may be tried again (nil: at once).
  public var nextAttemptAt: Date?

  /// Creates a state.
  public init(delivered: Int64 = 0, attempts: Int = 0, nextAttemptAt: Date? = nil) {
    self.delivered = delivered
    self.attempts = attempts
    self.nextAttemptAt = nextAttemptAt
  }
}

extension StoreSimulator {
  /// The delivery state for `target` (a webhook URL), fresh when never delivered to.
  public func webhookDeliveryState(for target: String) throws -> WebhookDeliveryState {
    try core.withLock { core in
      guard let text = try core.ledger.setting(Self.deliveryKey(target)) else {
        return WebhookDeliveryState()
      }
      do {
        return try JSONDecoder().decode(WebhookDeliveryState.self, from: Data(text.utf8))
      } catch {
        throw StoreSimulatorError(
          .ledger, "The ledger's delivery state for \(target) is unreadable: \(error)")
      }
    }
  }

  /// Records the delivery state for `target` durably (one ledger transaction).
  public func recordWebhookDeliveryState(_ state: WebhookDeliveryState, for target: String)
    throws
  {
    let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
    try core.withLock { core in
      do {
        try core.ledger.database.transaction {
          try core.ledger.writeSettings([Self.deliveryKey(target): text])
        }
      } catch {
        throw StoreSimulatorError(.ledger, "Could not record the delivery state: \(error)")
      }
    }
  }

  private static func deliveryKey(_ target: String) -> String { "webhook_delivery " + target }
}
