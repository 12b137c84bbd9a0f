import Testing

@testable import StoreSimulator

@Suite("Webhook event identifiers")
struct EventIDTests {
  @Test("The ledger's prefix and the sequence in at least 12 digits, as the outbox reads it back")
  func shape() {
    let cases: [(Int64, String)] = [
      (1, "0badcafe-0000-4000-8000-000000000001"),
      (42, "0badcafe-0000-4000-8000-000000000042"),
      (999_999_999_999, "0badcafe-0000-4000-8000-999999999999"),
      (1_000_000_000_000, "0badcafe-0000-4000-8000-1000000000000"),
      (.max, "0badcafe-0000-4000-8000-9223372036854775807"),
    ]
    for (sequence, expected) in cases {
      let id = LifecycleEngine.eventID(ledgerID: "0badcafe", sequence: sequence)
      #expect(id == expected)
    }
    #expect(Int64(LifecycleEngine.eventID(ledgerID: "0badcafe", sequence: 7).suffix(12)) == 7)
    // A ledger identifier of another length keeps its text.
    #expect(
      LifecycleEngine.eventID(ledgerID: "00000000ab", sequence: 3)
        == "00000000ab-0000-4000-8000-000000000003")
  }
}
