import Foundation
import SQLiteSupport
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

/// What the store accepts beyond RevenueCat's shape (issue 30): new types and
/// reasons stored and counted, NUL and empty ids refused, amounts bounded.
@Suite("Ingest: what the store accepts")
struct WebhookAcceptanceTests {
  static func body(_ members: String) -> Data {
    Data((#"{"api_version": "1.0", "event": {"# + members + "}}").utf8)
  }

  /// A body with the required members and `extra` ones.
  static func event(id: String = "e1", type: String = "INITIAL_PURCHASE", _ extra: String = "")
    -> Data
  {
    body(
      #""id": "\#(id)", "type": "\#(type)", "event_timestamp_ms": 1767225600000, "#
        + #""app_user_id": "u1", "environment": "PRODUCTION""# + (extra.isEmpty ? "" : ", " + extra)
    )
  }

  @Test(
    "Types and reasons this code does not know are stored, left out of metrics, and counted")
  func unrecognizedStoredAndCounted() throws {
    var factory = EventFactory()
    let purchase = factory.period(
      user: "u1", product: "pro_monthly", transaction: "t1", original: "t1", start: 0, end: 31,
      price: 10)
    var newType = factory.period(
      user: "u2", product: "pro_monthly", transaction: "t2", original: "t2", start: 1, end: 32,
      price: 50)
    newType.type = WebhookEventType(rawValue: "NEW_TYPE")
    var newReason = factory.event(
      .cancellation, user: "u1", product: "pro_monthly", transaction: "t1", original: "t1", at: 2,
      price: -10)
    newReason.cancelReason = WebhookReason(rawValue: "NEW_REASON")
    // An expiration still ends access (after the range here): its reason changes nothing.
    var laterExpiration = factory.event(
      .expiration, user: "u1", product: "pro_monthly", transaction: "t1", original: "t1", at: 40)
    laterExpiration.expirationReason = WebhookReason(rawValue: "LATER_REASON")
    factory.environment = "STAGING"
    let staging = factory.period(
      user: "u4", product: "pro_monthly", transaction: "t4", original: "t4", start: 0, end: 31,
      price: 7)

    let store = try AnalyticsStore.open(.inMemory, now: { EventFactory.date(20) })
    let bodies = try [purchase, newType, newReason, laterExpiration, staging].map(
      WebhookBody.encode)
    #expect(try bodies.map { try store.ingest(body: $0) } == Array(repeating: .stored, count: 5))
    #expect(try store.ingest(body: bodies[1]) == .duplicate)

    let expected: [UnrecognizedValues.Kind: [String: Int]] = [
      .eventTypes: ["NEW_TYPE": 1], .cancelReasons: ["NEW_REASON": 1],
      .expirationReasons: ["LATER_REASON": 1], .environments: ["STAGING": 1],
    ]
    #expect(try store.unrecognizedValues().counts == expected)
    let summary = try #require(try store.unrecognizedValues().summary())
    #expect(summary.contains("event type NEW_TYPE (1)") && summary.contains("STAGING (1)"))

    // Metrics see only the purchase: not the new type's 50, not a refund or
    // a cancellation read into the new reason.
    let known = try AnalyticsStore.open(.inMemory, now: { EventFactory.date(20) })
    _ = try known.ingest([purchase])
    for name in [MetricName.mrr, .revenue, .customersNew, .refundRate, .actives] {
      let query = MetricQuery(name, from: EventFactory.date(0), to: EventFactory.date(20))
      #expect(try store.metric(query) == known.metric(query), "\(name)")
    }
    // STAGING is its own environment.
    let staged = try store.metric(
      MetricQuery(
        .mrr, from: EventFactory.date(10), to: EventFactory.date(10),
        environment: try #require(AnalyticsEnvironment(rawValue: "staging"))))
    #expect(staged.points.map(\.value) == [7])

    // Derived like every table: a rebuild gives the same counts.
    try store.rebuild()
    #expect(try store.unrecognizedValues().counts == expected)
  }

  @Test(
    "Bad identifiers and amounts are refused in one line naming the field; nothing is stored",
    arguments: [
      (event(id: #"a\u0000b"#), "event.id: contains a NUL character"),
      (event(id: ""), "event.id: is empty"),
      (
        event(#""transaction_id": "t\u0000x""#),
        "event.transaction_id: contains a NUL character"
      ),
      (
        body(
          #""id": "e1", "type": "RENEWAL", "event_timestamp_ms": 1, "#
            + #""app_user_id": "victim\u0000attacker""#),
        "event.app_user_id: contains a NUL"
      ),
      (event(#""aliases": ["u1", "\u0000"]"#), "event.aliases[1]: contains a NUL"),
      (
        event(#""experiments": [{"experiment_id": "x\u0000", "experiment_variant": "a"}]"#),
        "event.experiments[0].experiment_id: contains a NUL"
      ),
      (event(type: ""), "event.type: is empty"),
      (event(type: #"\u001b[31mRED"#), "event.type: contains a control character"),
      (event(#""cancel_reason": "A\u0007""#), "event.cancel_reason: contains a control"),
      (event(type: String(repeating: "X", count: 101)), "event.type: is longer than 100"),
      (
        body(#""id": "e1", "type": "TEST", "event_timestamp_ms": 1, "environment": "st ag""#),
        "event.environment: 'st ag' is not a name"
      ),
      (
        event(#""price": 1000000.01"#),
        "event.price: 1000000.01 is more than any store charges; the limit is ±1000000 (USD)"
      ),
      (event(#""price": -2e6"#), "event.price: -2000000 is more than any store charges"),
      (event(#""price": 1e120"#), "event.price: 1000000000000000000000000000000000000000000"),
      (
        event(#""price": 1, "price_in_purchased_currency": 10000000001"#),
        "event.price_in_purchased_currency: 10000000001 is more than any store charges; the limit is ±10000000000"
      ),
      (
        event(#""tax_percentage": 1.5"#), "event.tax_percentage: 1.5 is not a share between 0 and 1"
      ),
      (
        event(#""commission_percentage": -0.1"#), "event.commission_percentage: -0.1 is not a share"
      ),
    ])
  func refused(body: Data, message: String) throws {
    let store = try AnalyticsStore.open(.inMemory)
    let error = try #require(throws: AnalyticsError.self) { try store.ingest(body: body) }
    #expect(error.code == .malformedEvent)
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(!error.message.contains("\n"))
    #expect(try store.eventCount() == 0)
    #expect(try store.unrecognizedValues().isEmpty)
  }

  @Test("Amounts up to the bound, and RevenueCat's UNKNOWN reason, are accepted as before")
  func withinBounds() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let bodies = [
      Self.event(id: "a", #""price": 1000000, "price_in_purchased_currency": 10000000000"#),
      Self.event(id: "b", #""price": -1000000, "tax_percentage": 1, "commission_percentage": 0"#),
      Self.event(id: "c", type: "CANCELLATION", #""cancel_reason": "UNKNOWN""#),
      Self.event(id: "d", #""environment": "sandbox""#),
    ]
    #expect(try store.ingest(bodies: bodies) == Array(repeating: .stored, count: 4))
    #expect(try store.unrecognizedValues().isEmpty)
  }

  @Test("Ids that differ after a NUL are two events, not a duplicate; SQLite keeps every byte")
  func nulDoesNotCollide() throws {
    let store = try AnalyticsStore.open(.inMemory)
    #expect(throws: AnalyticsError.self) { try store.ingest(body: Self.event(id: #"a\u0000x"#)) }
    #expect(try store.ingest(body: Self.event(id: "a")) == .stored)

    // The binding itself: text is bound with its length, never cut at a NUL.
    let database = try SQLiteDatabase(path: ":memory:")
    try database.execute("CREATE TABLE t (x TEXT UNIQUE)")
    let insert = try database.prepare("INSERT INTO t (x) VALUES (?)")
    try insert.bind(.text("victim\u{0}attacker")).run()
    insert.reset()
    try insert.bind(.text("victim")).run()  // no collision with the first
    let length = try database.prepare("SELECT length(CAST(x AS BLOB)) FROM t ORDER BY 1")
    var lengths: [Int64] = []
    while try length.step() { lengths.append(length.int64(0)) }
    #expect(lengths == [6, 15])
  }
}
