import Foundation
import SubscriptionKit
import Testing

@testable import StoreSimulator
@testable import SubscriptionWire

@Suite("Webhook body JSON")
struct WebhookJSONTests {
  /// Events covering every optional member, every type and strings that need escaping.
  static func events() -> [WebhookEvent] {
    var base = WebhookEvent(
      type: .renewal, id: "0badcafe-000000000042", appID: "app/1",
      eventTimestampMs: 1_767_225_600_123,
      appUserID: "alice", originalAppUserID: "$RCAnonymousID:abc",
      aliases: ["alice", "$RCAnonymousID:abc"],
      productID: "pro_monthly", entitlementIDs: ["pro"], periodType: "NORMAL",
      purchasedAtMs: 1_767_225_600_000, expirationAtMs: 1_769_904_000_000, environment: "SANDBOX",
      transactionID: "2000000000000042", originalTransactionID: "2000000000000001",
      presentedOfferingID: "default", countryCode: "US", currency: "USD", price: 9.99)
    var events: [WebhookEvent] = []
    for type in WebhookEventType.allCases {
      base.type = type
      events.append(base)
    }
    base.type = .renewal
    var full = base
    full.type = .cancellation
    full.newProductID = "pro_annual"
    full.gracePeriodExpirationAtMs = 1_770_000_000_000
    full.isTrialConversion = true
    full.cancelReason = .customerSupport
    full.expirationReason = .billingError
    full.transferredFrom = ["a", "b"]
    full.transferredTo = []
    full.renewalNumber = 12
    full.offerCode = "SPRING"
    full.isFamilyShare = true
    full.price = -120
    full.priceInPurchasedCurrency = Decimal(string: "0.3") ?? 0
    full.taxPercentage = Decimal(string: "100000000000000000000") ?? 0
    full.experiments = [
      WebhookExperiment(experimentID: "exp\"1", experimentVariant: "b", enrolledAtMs: 7),
      WebhookExperiment(experimentID: "exp2", experimentVariant: "a", enrolledAtMs: nil),
    ]
    full.subscriberAttributes = [
      "$email": WebhookSubscriberAttribute(value: "a@b.c", updatedAtMs: 1),
      "z\u{1}": WebhookSubscriberAttribute(value: "", updatedAtMs: -1),
    ]
    events.append(full)
    var empty = base
    empty.appUserID = nil
    empty.productID = nil
    empty.entitlementIDs = nil
    empty.purchasedAtMs = nil
    empty.expirationAtMs = nil
    empty.transactionID = nil
    empty.originalTransactionID = nil
    empty.presentedOfferingID = nil
    empty.aliases = []
    empty.isTrialConversion = false
    empty.eventTimestampMs = -5
    events.append(empty)
    var awkward = base
    awkward.appUserID = "quote\" back\\ slash/ tab\t nl\n cr\r bell\u{07} unit\u{1F} é 日本 🎉"
    awkward.aliases = ["\u{0}", "\u{8}\u{C}", ""]
    events.append(awkward)
    return events
  }

  @Test("The fast body writer writes byte for byte what the wire model's Codable form writes")
  func matchesCodable() throws {
    for event in Self.events() {
      let written = WebhookBodyWriter.text(event)
      let encoded = String(decoding: try WebhookBody.encode(event), as: UTF8.self)
      #expect(written == encoded)
    }
  }

  @Test("The body decodes back to the event")
  func roundTrips() throws {
    // A TRANSFER has no app_user_id member; EXPERIMENT_ENROLLMENT carries only
    // the members of RevenueCat's sample (`ExperimentTests`).
    for event in Self.events() where ![.transfer, .experimentEnrollment].contains(event.type) {
      #expect(try WebhookBody.decode(Data(WebhookBodyWriter.text(event).utf8)) == event)
    }
  }

  @Test("Money is written exactly: 49.99 stays 49.99, 0.1 + 0.2 is 0.3")
  func moneyIsExact() throws {
    var event = Self.events()[0]
    event.price = Decimal(string: "49.99") ?? 0
    event.priceInPurchasedCurrency = Decimal(string: "0.1")! + Decimal(string: "0.2")!
    let text = WebhookBodyWriter.text(event)
    #expect(text.contains(#""price":49.99,"#))
    #expect(text.contains(#""price_in_purchased_currency":0.3,"#))
    #expect(try WebhookBody.decode(Data(text.utf8)).price == Decimal(string: "49.99"))
  }
}
