import Foundation
import SubscriptionKit
import SubscriptionWire

/// A webhook event as the outbox stores it: its sequence number, the columns
/// deliveries and audits look up, and its body, written once when the change
/// that caused it is committed.
struct OutboxRow: Sendable {
  var sequence: Int64
  var eventID: String
  var type: String
  var appUserID: String?
  var transactionID: String?
  var eventTimestampMs: Int64
  /// The RevenueCat webhook body, compact JSON (`WebhookBodyWriter.utf8`).
  var body: [UInt8]

  /// - Throws: `StoreSimulatorError` (`.ledger`) when the event's identifier
  ///   does not end in its sequence number.
  init(_ event: WebhookEvent) throws {
    // The digits after the last "-": 12 or more (`LifecycleEngine.eventID`).
    guard let dash = event.id.lastIndex(of: "-"),
      let sequence = Int64(event.id[event.id.index(after: dash)...])
    else {
      throw StoreSimulatorError(.ledger, "Event \(event.id) has no sequence number.")
    }
    self.sequence = sequence
    eventID = event.id
    type = event.type.rawValue
    appUserID = event.appUserID
    transactionID = event.transactionID
    eventTimestampMs = event.eventTimestampMs
    body = WebhookBodyWriter.utf8(event)
  }
}
