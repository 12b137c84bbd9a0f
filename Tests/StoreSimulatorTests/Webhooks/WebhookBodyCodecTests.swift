import Foundation
import SQLiteSupport
import StoreSimulator
import SubscriptionKit
import Testing

@testable import StoreSimulator

@Suite("Webhook body codec")
struct WebhookBodyCodecTests {
  /// Encodes and decodes `body`, expecting the same bytes back.
  static func expectRoundTrip(_ body: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let stored = WebhookBodyCodec.encode(body)
    #expect(stored.first == WebhookBodyCodec.version1Byte, sourceLocation: sourceLocation)
    #expect(WebhookBodyCodec.decode(stored) == body, sourceLocation: sourceLocation)
  }

  @Test("Table version 1 is as shipped: 30 entries, none empty, none holding a control byte")
  func tableVersion1() {
    #expect(WebhookBodyCodec.version1.count == 30)
    #expect(WebhookBodyCodec.version1.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= 0x20 } })
    #expect(WebhookBodyCodec.version1.map(\.count).reduce(0, +) == 944)
    #expect(
      WebhookBodyCodec.decode([0x01, 0x1E, 0x41, 0x1F, 0x0A])
        == Array(#","type":"A"#.utf8) + [0x0A])
  }

  @Test("Every reference webhook fixture round-trips byte for byte")
  func fixtures() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: Fixtures.webhooksDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "json" }
    #expect(files.count >= 19)
    for file in files {
      let pretty = try [UInt8](Data(contentsOf: file))
      Self.expectRoundTrip(pretty)
      let compact = try JSONSerialization.data(
        withJSONObject: JSONSerialization.jsonObject(with: Data(pretty)), options: [.sortedKeys])
      Self.expectRoundTrip([UInt8](compact))
    }
  }

  @Test("Escaped control characters, non-ASCII text, raw control bytes and empty input round-trip")
  func awkwardText() {
    var event = WebhookEvent(
      type: .initialPurchase, id: "0badcafe-0000-4000-8000-000000000001", appID: "app",
      eventTimestampMs: 1_767_225_600_000, appUserID: "fay", originalAppUserID: "fay",
      aliases: ["fay"], productID: "pro_monthly", entitlementIDs: ["pro"], periodType: "TRIAL",
      purchasedAtMs: 1_767_225_600_000, expirationAtMs: 1_767_830_400_000,
      environment: "SANDBOX", transactionID: "2000000000000001",
      originalTransactionID: "2000000000000001", presentedOfferingID: nil, countryCode: "US",
      currency: "USD", price: 0)
    event.appUserID = "quote\" back\\ slash tab\t nl\n bell\u{07} unit\u{1F} é 日本 🎉 ,\"id\":\""
    event.aliases = ["\u{0}", "\u{1}\u{1E}", "", "-0000-4000-8000-0000000"]
    let body = WebhookBodyWriter.utf8(event)
    Self.expectRoundTrip(body)
    #expect(WebhookBodyCodec.encode(body).count < body.count / 2)
    Self.expectRoundTrip([])
    Self.expectRoundTrip(Array(0...255))
    Self.expectRoundTrip(Array("\u{1}{\"a\":1}\u{1F}".utf8))
  }

  @Test("A body stored before the codec (plain JSON) reads back as it is")
  func legacyPlainBodies() {
    let plain = Array(#"{"api_version":"1.0","event":{"aliases":["fay"],"type":"RENEWAL"}}"#.utf8)
    #expect(WebhookBodyCodec.decode(plain) == plain)
    #expect(WebhookBodyCodec.decode(plain[...]) == plain)
    #expect(WebhookBodyCodec.decode([UInt8]()) == [])
  }

  @Test("A ledger stores bodies compactly and reads back the bytes the JSON writer wrote")
  func ledgerOutbox() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("ledger.sqlite")
    let store = try Fixtures.simulator(ledger: .file(url))
    _ = try await store.logIn("alice")
    try await store.buy("pro_monthly")
    try store.advance(by: .days(8))
    try store.cancel(productID: "pro_monthly")
    try store.resume(productID: "pro_monthly")
    try await store.buy("pro_annual")
    try store.billingIssue(productID: "pro_monthly")
    try store.advance(by: .days(40))
    try store.resolveBillingIssue(productID: "pro_monthly")
    try store.refund(productID: "pro_annual")
    try await store.buy("pro_lifetime")
    try store.advance(by: .days(400))

    let deliveries = try store.webhookEvents()
    #expect(deliveries.count >= 8)
    let statement = try SQLiteDatabase(path: url.path).statement(
      "SELECT body FROM outbox ORDER BY sequence")
    var stored: [[UInt8]] = []
    while try statement.step() { stored.append(statement.bytes(0)) }
    statement.reset()
    #expect(stored.count == deliveries.count)
    for (delivery, storedBody) in zip(deliveries, stored) {
      let written = WebhookBodyWriter.utf8(delivery.event)
      #expect([UInt8](delivery.body) == written)
      #expect(storedBody.first == WebhookBodyCodec.version1Byte)
      #expect(storedBody.count * 2 < written.count)
      #expect(WebhookBodyCodec.decode(storedBody) == written)
      Self.expectRoundTrip(written)
    }
    #expect(try LedgerAudit(ledgerAt: url).problems.isEmpty)
  }
}
