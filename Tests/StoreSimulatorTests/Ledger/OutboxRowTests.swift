import StoreSimulator
import SubscriptionKit
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

@Suite("Outbox rows")
struct OutboxRowTests {
  static func event(id: String) -> WebhookEvent {
    WebhookEvent(
      type: .test, id: id, appID: "app", eventTimestampMs: 0, appUserID: "alice",
      originalAppUserID: "alice", aliases: ["alice"], productID: nil, entitlementIDs: nil,
      periodType: "NORMAL", purchasedAtMs: nil, expirationAtMs: nil, environment: "SANDBOX",
      transactionID: nil, originalTransactionID: nil, presentedOfferingID: nil,
      countryCode: "US", currency: "USD", price: 0)
  }

  @Test("The sequence is read back from every identifier the engine writes, past 12 digits too")
  func sequences() throws {
    for sequence: Int64 in [1, 999_999_999_999, 1_000_000_000_000, .max] {
      let id = LifecycleEngine.eventID(ledgerID: "0badcafe", sequence: sequence)
      #expect(try OutboxRow(Self.event(id: id)).sequence == sequence)
    }
    #expect(throws: StoreSimulatorError.self) { try OutboxRow(Self.event(id: "no-number-here")) }
  }
}
