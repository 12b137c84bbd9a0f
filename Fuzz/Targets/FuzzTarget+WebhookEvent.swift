import Foundation
import SubscriptionKit

extension FuzzTarget {
  /// A webhook request body → `WebhookEvent` through `WebhookBody.decode`, the
  /// analytics server's only way in, and written back.
  static let webhookEvent = FuzzTarget(
    name: "webhook-event", summary: "webhook body JSON → WebhookEvent (WebhookBody.decode, encode)"
  ) { bytes in
    guard let event = try? WebhookBody.decode(Data(bytes)) else { return false }
    if let encoded = try? JSONEncoder().encode(WebhookBody(event: event)) {
      _ = try? WebhookBody.decode(encoded)
    }
    return true
  }
}
