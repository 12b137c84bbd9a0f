import Foundation
import SubscriptionKit
import SubscriptionWire

extension FuzzTarget {
  /// A webhook request body → `WebhookEvent` through `WebhookBody.decode` (the
  /// hand-written reader, the analytics server's only way in), written back
  /// and read again: what it accepted must come back the same.
  static let webhookEvent = FuzzTarget(
    name: "webhook-event", summary: "webhook body JSON → WebhookEvent (WebhookBody.decode, encode)"
  ) { bytes in
    guard let event = try? WebhookBody.decode(Data(bytes)) else { return false }
    if let encoded = try? WebhookBody.encode(event) {
      let again = try? WebhookBody.decode(encoded)
      precondition(again == event, "a decoded event does not survive encode → decode")
    }
    return true
  }
}
