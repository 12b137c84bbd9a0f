import Foundation
import SubscriptionKit
import SubscriptionWire
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

  @Test("Every sample, written and read again, is the same event")
  func samplesRoundTrip() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
      .filter { $0.hasSuffix(".json") }
    for name in names {
      let event = try WebhookBody.decode(
        Data(contentsOf: Self.samples.appendingPathComponent(name)))
      #expect(try WebhookBody.decode(WebhookBody.encode(event)) == event, "\(name)")
    }
  }

  @Test("An enrolment carrying more than RevenueCat's sample keeps it when written (fuzz find)")
  func enrolmentWithMoreFields() throws {
    let body =
      #"{"api_version":"1.0","event":{"type":"EXPERIMENT_ENROLLMENT","id":"e1","#
      + #""event_timestamp_ms":1658726378680,"app_user_id":"u","aliases":["u"],"#
      + #""experiment_id":"x","experiment_variant":"b","offering_id":"o","#
      + #""experiment_enrolled_at_ms":1,"product_id":"pro","purchased_at_ms":2,"#
      + #""environment":"PRODUCTION","app_id":"app","price":1.5,"country_code":"US"}}"#
    let event = try WebhookBody.decode(Data(body.utf8))
    let again = try WebhookBody.decode(WebhookBody.encode(event))
    #expect(again == event)
    #expect(again.productID == "pro" && again.purchasedAtMs == 2)
    #expect(again.environment == "PRODUCTION" && again.appID == "app" && again.countryCode == "US")
    #expect(again.price == Decimal(string: "1.5"))
    // The sample's own shape is written as it is: nothing added.
    let sample = try WebhookBody.decode(Self.sample("experiment_enrollment"))
    let written =
      try JSONSerialization.jsonObject(with: WebhookBody.encode(sample)) as? [String: Any]
    let members = Set((written?["event"] as? [String: Any])?.keys.map { $0 } ?? [])
    #expect(
      members == [
        "type", "id", "event_timestamp_ms", "app_user_id", "original_app_user_id", "aliases",
        "experiment_id", "experiment_variant", "offering_id", "experiment_enrolled_at_ms",
      ])
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
      (#"{"event":{"type":7,"id":"x","event_timestamp_ms":1}}"#, "event.type: expected a string"),
      (
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":"soon"}}"#,
        "event.event_timestamp_ms"
      ),
      (#"{"event":null}"#, "event: required value is null"),
      (#"{"event":{"type":"RENEWAL","id":null,"event_timestamp_ms":1}}"#, "event.id: required"),
      (#"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1.5}}"#, "whole number"),
      (
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"price":"9.99"}}"#,
        "event.price: expected a number"
      ),
      (
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"aliases":["a",2]}}"#,
        "event.aliases[1]: expected a string"
      ),
      (
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"experiments":[{}]}}"#,
        "event.experiments[0].experiment_id: required field is missing"
      ),
      (
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"cancel_reason":5}}"#,
        "event.cancel_reason: expected a string"
      ),
      (#"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1}} x"#, "not valid JSON"),
      (#"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,}}"#, "not valid JSON"),
      (#"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"x":tru}}"#, "not valid JSON"),
      (#"{"event":{"type":"RENEWAL","id":"\ud800","event_timestamp_ms":1}}"#, "not valid JSON"),
      (#"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":01}}"#, "not valid JSON"),
      ("[1]", "expected an object"),
      (String(repeating: "[", count: 600), "nested more than 512"),
      ("", "not valid JSON"),
    ])
  func malformed(body: String, expected: String) {
    #expect {
      _ = try WebhookBody.decode(Data(body.utf8))
    } throws: { error in
      let text = String(describing: error)
      return text.contains(expected) && !text.contains("\n")
    }
  }

  @Test("Types and reasons RevenueCat adds later are kept as written, not refused (issue 30)")
  func openSets() throws {
    let body =
      #"{"event":{"type":"NEW_TYPE","id":"n","event_timestamp_ms":1,"#
      + #""cancel_reason":"NEW_REASON","expiration_reason":"UNKNOWN"}}"#
    let event = try WebhookBody.decode(Data(body.utf8))
    #expect(event.type.rawValue == "NEW_TYPE" && !event.type.isKnown)
    #expect(event.cancelReason?.rawValue == "NEW_REASON" && event.cancelReason?.isKnown == false)
    // RevenueCat's own UNKNOWN reason keeps its meaning: a known value.
    #expect(event.expirationReason == .unknown && event.expirationReason?.isKnown == true)
    let allKnown = WebhookEventType.allCases.allSatisfy { $0.isKnown }
    #expect(allKnown)
    #expect(WebhookEventType(rawValue: "RENEWAL") == .renewal)
    // Written and read again, the open values survive.
    #expect(try WebhookBody.decode(WebhookBody.encode(event)) == event)
  }

  @Test("Bytes that are not UTF-8 are not JSON")
  func notUTF8() {
    var body = Array(#"{"event":{"type":"RENEWAL","id":"#.utf8)
    body += [0x22, 0xC3, 0x28, 0x22]
    body += Array(#","event_timestamp_ms":1}}"#.utf8)
    #expect(throws: WebhookBodyError.self) { try WebhookBody.decode(Data(body)) }
  }

  @Test("The hand-written reader gives what Codable's init(from:) gives, for every sample")
  func agreesWithCodable() throws {
    var bodies = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
      .filter { $0.hasSuffix(".json") }.sorted()
      .map { try Data(contentsOf: Self.samples.appendingPathComponent($0)) }
    bodies += [
      #"{"event":{"type":"RENEWAL","id":"a\"b\\c\/\n\u00e9\ud83d\ude00","event_timestamp_ms":-5}}"#,
      #"{"event":{"type":"RENEWAL","id":"é😀","event_timestamp_ms":1,"price":1.5e1,"#
        + #""tax_percentage":2E-3,"commission_percentage":0.000,"unknown":{"a":[1,{"b":null}]}}}"#,
      #"{"api_version":null,"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"#
        + #""app_user_id":"u","original_app_user_id":null,"aliases":null,"price":-0.99,"#
        + #""price_in_purchased_currency":null,"subscriber_attributes":{"$email":"#
        + #"{"value":"a@b","updated_at_ms":3,"extra":true}},"is_family_share":true}}"#,
      "\u{FEFF}" + #" { "event" : { "type" : "TEST" , "id" : "t" , "event_timestamp_ms" : 0 } } "#,
      #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"#
        + #""price":12345678901234567890.123456789}}"#,
      // Open sets: types and reasons RevenueCat adds later read the same both ways.
      #"{"event":{"type":"NEW_TYPE","id":"n","event_timestamp_ms":1,"#
        + #""cancel_reason":"NEW_REASON","expiration_reason":"UNKNOWN"}}"#,
      #"{"event":{"type":"EXPIRATION","id":"x","event_timestamp_ms":1,"#
        + #""expiration_reason":"LATER_REASON","environment":"STAGING"}}"#,
    ].map { Data($0.utf8) }
    for body in bodies {
      let expected = try JSONDecoder().decode(WebhookBody.self, from: body).event
      #expect(try WebhookBody.decode(body) == expected, "\(String(decoding: body, as: UTF8.self))")
    }
  }

  @Test("Zero in any spelling is zero, never NaN (-0.0, 0e5, -0)")
  func zeroes() throws {
    for zero in ["-0.0", "0e5", "-0", "0.000"] {
      let body =
        #"{"event":{"type":"RENEWAL","id":"x","event_timestamp_ms":1,"price":"# + zero + "}}"
      let price = try WebhookBody.decode(Data(body.utf8)).price
      #expect(!price.isNaN && price == 0, "\(zero)")
    }
  }
}
