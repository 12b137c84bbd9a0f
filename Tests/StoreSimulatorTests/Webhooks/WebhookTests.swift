import Foundation
import StoreSimulator
import SubscriptionKit
import Testing

@Suite("Webhook outbox")
struct WebhookTests {
  /// The JSON kind of a value: what "same type" means when comparing with RevenueCat's samples.
  static func kind(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "bool"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  static func eventObject(_ data: Data) throws -> [String: JSONValue] {
    guard case .object(let body) = try JSONDecoder().decode(JSONValue.self, from: data),
      case .object(let event)? = body["event"]
    else { throw StoreSimulatorError(.ledger, "not a webhook body") }
    return event
  }

  static func sample(_ name: String) throws -> [String: JSONValue] {
    try eventObject(
      Data(contentsOf: Fixtures.webhooksDirectory.appendingPathComponent(name + ".json")))
  }

  /// Runs every lifecycle change once and returns the outbox, keyed by a sample name.
  static func emittedEvents() async throws -> [String: [String: JSONValue]] {
    let store = try Fixtures.simulator(options: .init(isBillingGracePeriodEnabled: false))
    _ = try await store.logIn("alice")
    try await store.buy("pro_monthly")  // INITIAL_PURCHASE (trial)
    try store.advance(by: .days(8))  // RENEWAL
    try store.cancel(productID: "pro_monthly")  // CANCELLATION
    try store.resume(productID: "pro_monthly")  // UNCANCELLATION
    try await store.buy("pro_annual")  // PRODUCT_CHANGE (at renewal)
    try store.billingIssue(productID: "pro_monthly")
    try store.advance(by: .days(40))  // BILLING_ISSUE, CANCELLATION, EXPIRATION
    try store.resolveBillingIssue(productID: "pro_monthly")  // RENEWAL (recovery)
    try store.refund(productID: "pro_annual")  // CANCELLATION (CUSTOMER_SUPPORT)
    try await store.buy("pro_lifetime")  // NON_RENEWING_PURCHASE
    var result: [String: [String: JSONValue]] = [:]
    for delivery in try store.webhookEvents() {
      let body = try JSONDecoder().decode(JSONValue.self, from: delivery.body)
      #expect(body["api_version"] == .string("1.0"))
      let event = try eventObject(delivery.body)
      let type = delivery.event.type
      let key: String =
        switch type {
        case .initialPurchase: "initial_purchase"
        case .renewal: "renewal"
        case .cancellation:
          delivery.event.cancelReason == .customerSupport
            ? "refund_cancellation_customer_support" : "cancellation_unsubscribe"
        case .uncancellation: "uncancellation"
        case .nonRenewingPurchase: "non_renewing_purchase"
        case .expiration: "expiration"
        case .billingIssue: "billing_issue"
        case .productChange: "product_change_playstore"
        case .transfer: "transfer"
        default: type.rawValue.lowercased()
        }
      result[key] = result[key] ?? event
    }
    return result
  }

  @Test("Every event type carries the reference sample's fields, with the same JSON types")
  func fieldsMatchSamples() async throws {
    let emitted = try await Self.emittedEvents()
    let samples = [
      "initial_purchase", "renewal", "cancellation_unsubscribe", "uncancellation",
      "non_renewing_purchase", "expiration", "billing_issue", "product_change_playstore",
      "refund_cancellation_customer_support",
    ]
    for name in samples {
      let sample = try Self.sample(name)
      let ours = try #require(emitted[name], "no event for \(name)")
      let missing = Set(sample.keys).subtracting(ours.keys)
      #expect(missing.isEmpty, "\(name) lacks \(missing.sorted())")
      for (key, value) in sample {
        guard let mine = ours[key] else { continue }
        let (theirs, ourKind) = (Self.kind(value), Self.kind(mine))
        #expect(
          theirs == ourKind || theirs == "null" || ourKind == "null",
          "\(name).\(key): sample \(theirs), ours \(ourKind)")
      }
    }
  }

  @Test("Events are in order, each change exactly once, with unique ids and resumable reads")
  func orderAndExactlyOnce() async throws {
    let store = try Fixtures.simulator()
    try await store.buy("pro_monthly")
    try store.advance(by: .days(100))
    let all = try store.webhookEvents()
    #expect(all.map(\.sequence) == Array(1...Int64(all.count)))
    #expect(Set(all.map(\.id)).count == all.count)
    #expect(all.map(\.event.eventTimestampMs) == all.map(\.event.eventTimestampMs).sorted())
    let transactions = all.compactMap(\.event.transactionID)
    #expect(Set(transactions).count == transactions.count)
    let tail = try store.webhookEvents(after: 2, limit: 2)
    #expect(tail.map(\.sequence) == [3, 4])
    #expect(try store.webhookEvents(after: all.last?.sequence ?? 0).isEmpty)
    try store.advance(by: .seconds(1))
    #expect(try store.webhookEvents().count == all.count)  // nothing new happened: nothing new sent
  }

  @Test("A trial conversion's RENEWAL says so; the billing issue carries the grace end")
  func eventSpecificFields() async throws {
    let store = try Fixtures.simulator(options: .init(isBillingGracePeriodEnabled: true))
    try await store.buy("pro_monthly")
    try store.billingIssue(productID: "pro_monthly")
    try store.advance(by: .days(8))
    let events = try store.webhookEvents().map(\.event)
    #expect(events.map(\.type) == [.initialPurchase, .billingIssue, .cancellation])
    #expect(events[1].gracePeriodExpirationAtMs == events[1].eventTimestampMs + 16 * 86_400_000)
    #expect(events[0].entitlementIDs == ["pro"] && events[0].environment == "SANDBOX")
    #expect(events[0].countryCode == "US" && events[0].currency == "USD")
    #expect(events[0].expirationAtMs == events[0].purchasedAtMs.map { $0 + 7 * 86_400_000 })
  }
}

@Suite("Webhook delivery state: URLs without credentials")
struct WebhookDeliveryURLTests {
  @Test(
    "The credentials of a URL's authority are removed, the rest left as it was",
    arguments: [
      ("https://user:secret@host/path", "https://host/path"),
      ("http://user@host:8080/a?b=c", "http://host:8080/a?b=c"),
      ("http://u:p@ss@host/x", "http://host/x"),
      ("http://host/path?next=a@b", "http://host/path?next=a@b"),
      ("http://host/p@th", "http://host/p@th"),
      ("http://host#frag@x", "http://host#frag@x"),
      ("http://127.0.0.1:9/hook", "http://127.0.0.1:9/hook"),
      ("ftp://user:secret@host", "ftp://host"),
      ("not a url", "not a url"),
    ])
  func credentialFree(url: String, expected: String) {
    #expect(WebhookDeliveryState.credentialFree(url) == expected)
  }
}
