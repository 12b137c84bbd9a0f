import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionAnalytics
@testable import SubscriptionWire

@Suite("Ingest: RevenueCat's bodies, once per event id, nothing stored from bad input")
struct IngestTests {
  @Test("Every RevenueCat sample body is stored, and stored once")
  func samples() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let samples = try Fixtures.sampleBodies()
    #expect(samples.count == 20)
    var ids: Set<String> = []
    for sample in samples {
      let event = try WebhookBody.decode(sample.body)
      let outcome = try store.ingest(body: sample.body)
      // Several samples share RevenueCat's placeholder id.
      #expect(outcome == (ids.insert(event.id).inserted ? .stored : .duplicate), "\(sample.name)")
      #expect(try store.ingest(body: sample.body) == .duplicate, "\(sample.name)")
    }
    #expect(try store.eventCount() == ids.count)
  }

  @Test("The refund sample lowers revenue by its negative price")
  func refundSample() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let samples = Dictionary(
      uniqueKeysWithValues: try Fixtures.sampleBodies().map { ($0.name, $0.body) })
    let refund = try #require(samples["refund_cancellation_customer_support.json"])
    let event = try WebhookBody.decode(refund)
    // The purchase the refund names, built from the refund itself.
    var purchase = event
    purchase.type = .initialPurchase
    purchase.id = "purchase-of-" + event.id
    purchase.cancelReason = nil
    purchase.price = -event.price
    purchase.priceInPurchasedCurrency = -event.priceInPurchasedCurrency
    _ = try store.ingest(body: refund)  // the refund first: order does not matter
    _ = try store.ingest([purchase])
    let day = Date(timeIntervalSince1970: Double(try #require(event.purchasedAtMs)) / 1_000)
    let revenue = try store.metric(MetricQuery(.revenue, from: day, to: day))
    #expect(revenue.points.map(\.value) == [0])
    let rate = try store.metric(MetricQuery(.refundRate, from: day, to: day))
    #expect(rate.points.map(\.value) == [100])
  }

  @Test(
    "Malformed bodies are refused with one line, and nothing is stored",
    arguments: [
      "not json", "{}", #"{"api_version": "1.0"}"#,
      #"{"api_version": "1.0", "event": {"id": "x"}}"#,
      #"{"api_version": "1.0", "event": {"id": "x", "type": 7, "event_timestamp_ms": 1}}"#,
      "[1, 2]",
    ])
  func malformed(body: String) throws {
    let store = try AnalyticsStore.open(.inMemory)
    let error = try #require(throws: AnalyticsError.self) {
      try store.ingest(body: Data(body.utf8))
    }
    #expect(error.code == .malformedEvent)
    #expect(!error.description.contains("\n"))
    #expect(!error.description.isEmpty)
    #expect(try store.eventCount() == 0)
  }

  @Test("A batch with one bad body stores none of it")
  func batchIsAllOrNothing() throws {
    let store = try AnalyticsStore.open(.inMemory)
    let good = try #require(Fixtures.sampleBodies().first { $0.name == "initial_purchase.json" })
    let error = try #require(throws: AnalyticsError.self) {
      try store.ingest(batches: [[good.body], [good.body, Data("{".utf8)]])
    }
    #expect(error.description.hasPrefix("batch 2, body 2: "))
    #expect(try store.eventCount() == 0)
  }

  @Test("Webhook files: JSON lines, one pretty body, an array, or a mix")
  func streams() throws {
    let lines = Data("{\"a\": 1}\n\n{\"b\": \"}{\"}\n".utf8)
    #expect(
      try WebhookStream.bodies(in: lines).map { String(decoding: $0, as: UTF8.self) } == [
        #"{"a": 1}"#, #"{"b": "}{"}"#,
      ])
    let array = Data("[\n {\"a\": [1, {\"x\": 2}]},\n {\"b\": 2}\n]\n{\"c\": 3}".utf8)
    #expect(try WebhookStream.bodies(in: array).count == 3)
    #expect(try WebhookStream.bodies(in: Data("[]".utf8)).isEmpty)
    let pretty = try #require(Fixtures.sampleBodies().first)
    #expect(try WebhookStream.bodies(in: pretty.body) == [pretty.body.trimmed])
    let open = try #require(throws: AnalyticsError.self) {
      try WebhookStream.bodies(in: Data("{\"a\": 1}\n{\"b\": ".utf8))
    }
    #expect(open.description == "line 2: a JSON value starts here and never ends")
    #expect(throws: AnalyticsError.self) { try WebhookStream.bodies(in: Data("42".utf8)) }
  }

  @Test("Database URLs: sqlite:PATH or PostgreSQL, passwords never shown")
  func databaseURLs() throws {
    #expect(try AnalyticsDatabaseURL("sqlite:a/b.sqlite").sqlitePath == "a/b.sqlite")
    #expect(AnalyticsDatabaseURL.default.description == "sqlite:.subkit/analytics.sqlite")
    let postgres = try AnalyticsDatabaseURL("postgres://app:hunter2@db.example/analytics")
    #expect(postgres.description == "postgres://app:***@db.example/analytics")
    #expect(postgres.sqlitePath == nil)
    let error = try #require(throws: AnalyticsError.self) {
      try AnalyticsDatabaseURL("mysql://root:hunter2@host/db")
    }
    #expect(!error.description.contains("hunter2"))
    #expect(throws: AnalyticsError.self) { try AnalyticsDatabaseURL("sqlite:") }
  }

  @Test("Decimal text round-trips exactly")
  func decimals() {
    for text in ["9.99", "-9.99", "0", "49.99", "0.1109", "1290"] {
      let value = DecimalText.decimal(text)
      #expect(value == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "\(text)")
    }
    #expect(DecimalText.decimal("abc") == nil)
    #expect(DecimalText.string(.exactly("45.99")) == "45.99")
  }
}

extension Data {
  /// Without leading and trailing whitespace.
  fileprivate var trimmed: Data {
    let space: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
    let start = firstIndex { !space.contains($0) } ?? endIndex
    let end = (lastIndex { !space.contains($0) }).map { index(after: $0) } ?? start
    return self[start..<end]
  }
}
