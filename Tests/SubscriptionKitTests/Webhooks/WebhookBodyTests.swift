import Foundation
import SubscriptionKit
import Testing

@Suite("RevenueCat webhook bodies")
struct WebhookBodyTests {
  /// RevenueCat's own sample bodies, kept beside the simulator's tests.
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("StoreSimulatorTests/Fixtures/webhooks")

  static func sample(_ name: String) throws -> Data {
    try Data(contentsOf: samples.appendingPathComponent(name + ".json"))
  }

  @Test("Every RevenueCat sample body decodes, whatever fields it lacks")
  func everySampleDecodes() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
      .filter { $0.hasSuffix(".json") }
    #expect(names.count >= 20)
    for name in names {
      let data = try Data(contentsOf: Self.samples.appendingPathComponent(name))
      let event = try WebhookBody.decode(data)
      #expect(!event.id.isEmpty, "\(name)")
    }
  }

  @Test("Money decodes exactly, as written")
  func moneyIsExact() throws {
    let purchase = try WebhookBody.decode(Self.sample("non_renewing_purchase"))
    #expect(purchase.price == Decimal(string: "25.487"))
    #expect(purchase.priceInPurchasedCurrency == Decimal(string: "32.99"))
    let refund = try WebhookBody.decode(Self.sample("refund_cancellation_customer_support"))
    #expect(refund.price == Decimal(string: "-9.99"))
    #expect(refund.cancelReason == .customerSupport)
  }

  @Test("Fields only some types carry: transfer, experiment enrolment")
  func typeSpecificFields() throws {
    let transfer = try WebhookBody.decode(Self.sample("transfer"))
    #expect(transfer.type == .transfer)
    #expect(transfer.appUserID == nil)
    #expect(transfer.transferredTo == ["4BEDB450-8EF2-11E9-B475-0800200C9A66"])
    let enrolment = try WebhookBody.decode(Self.sample("experiment_enrollment"))
    #expect(enrolment.type == .experimentEnrollment)
    #expect(enrolment.experimentID == "prexpca1234abcd")
    #expect(enrolment.experimentVariant == "b")
    #expect(enrolment.offeringID == "experiment_offering_b")
  }

  @Test("Proceeds are price less tax and commission")
  func proceeds() throws {
    var event = try WebhookBody.decode(Self.sample("initial_purchase"))
    event.price = Decimal(string: "10")!
    event.taxPercentage = Decimal(string: "0.1")!
    event.commissionPercentage = Decimal(string: "0.3")!
    #expect(event.proceeds == Decimal(6))
  }

  @Test(
    "A body that is not RevenueCat's shape names what is wrong, in one line",
    arguments: [
      ("not json", "not valid JSON"),
      (#"{"api_version":"1.0"}"#, "event: required field is missing"),
      (#"{"event":{"id":"x","event_timestamp_ms":1}}"#, "type: required field is missing"),
      (#"{"event":{"type":"NOPE","id":"x","event_timestamp_ms":1}}"#, "event.type"),
      (
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":"soon"}}"#,
        "event.event_timestamp_ms"
      ),
    ])
  func malformed(body: String, expected: String) {
    #expect {
      _ = try WebhookBody.decode(Data(body.utf8))
    } throws: { error in
      let text = String(describing: error)
      return text.contains(expected) && !text.contains("\n")
    }
  }
}
