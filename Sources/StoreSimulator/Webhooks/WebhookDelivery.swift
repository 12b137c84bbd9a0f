import Foundation
import SubscriptionKit
import SubscriptionWire

/// One event in the webhook outbox, with its place in the order.
public struct WebhookDelivery: Sendable, Hashable, Identifiable {
  /// The event's position in the outbox (1, 2, 3, …; never reused).
  public let sequence: Int64
  /// The event.
  public let event: WebhookEvent
  /// The request body RevenueCat would POST: `{"api_version":"1.0","event":{…}}`.
  public let body: Data

  /// Creates a delivery.
  public init(sequence: Int64, event: WebhookEvent, body: Data) {
    self.sequence = sequence
    self.event = event
    self.body = body
  }

  /// The event's identifier.
  public var id: String { event.id }
}

/// Writes webhook bodies fast: the ledger writes one per lifecycle step.
enum WebhookBodyWriter {
  /// The body as compact JSON: `{"api_version":"1.0","event":{…}}`.
  static func text(_ event: WebhookEvent) -> String {
    String(decoding: utf8(event), as: UTF8.self)
  }

  /// The same body as UTF-8 bytes, as the ledger stores it: the document
  /// ``WebhookBody/encode(_:)`` writes, byte for byte (a test checks it).
  static func utf8(_ event: WebhookEvent) -> [UInt8] {
    var writer = JSONTextWriter(capacity: 1_024)
    writer.beginObject()
    writer.key("api_version")
    writer.string("1.0")
    writer.key("event")
    event.write(to: &writer)
    writer.endObject()
    return writer.bytes
  }
}
