import CommandLineSupport
import Foundation
import StoreSimulator
import SubscriptionKit

/// `subkit store status|events|customers`: what the store holds, read
/// without changing it.
enum StoreReadCommands {
  /// `status`: the customer's info as RevenueCat's subscriber JSON.
  static let status = Command.store(
    "status", abstract: "The customer's info as RevenueCat JSON", options: [StoreOptions.user],
    events: .none
  ) { context in
    let store = try context.store()
    let user = try context.user(of: store)
    Console.print(String(decoding: try store.customerInfoJSON(for: user), as: UTF8.self))
  }

  /// `events [--after N]`: the outbox as JSON lines.
  static let events = Command.store(
    "events", abstract: "Webhook events as JSON lines, each with its \"sequence\"",
    options: [
      CommandOption("after", value: "N", help: "Only the events after sequence N")
    ],
    events: .none
  ) { context in
    var after: Int64 = 0
    if let text = context.invocation.value("after") {
      guard let value = Int64(text), value >= 0 else {
        throw UsageError("--after takes a sequence number, not '\(text)'")
      }
      after = value
    }
    for delivery in try context.store().webhookEvents(after: after, limit: .max) {
      Console.print(eventLine(delivery))
    }
  }

  /// `customers`: every app user ID the store knows.
  static let customers = Command.store(
    "customers", abstract: "Known app user IDs, one per line", events: .none
  ) { context in
    for id in try context.store().knownAppUserIDs { Console.line(id) }
  }

  /// One line of `events`: the webhook body with its outbox `sequence` first,
  /// still one JSON object (`--after` takes that number).
  static func eventLine(_ delivery: WebhookDelivery) -> String {
    let body = String(decoding: delivery.body, as: UTF8.self)
    guard body.hasPrefix("{") else { return body }
    let rest = body.dropFirst().drop { $0 == " " || $0 == "\n" }
    return "{\"sequence\":\(delivery.sequence)" + (rest.hasPrefix("}") ? "" : ",") + rest
  }
}
