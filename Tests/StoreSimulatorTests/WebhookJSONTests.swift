import Foundation
import Testing

@testable import StoreSimulator

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
    full.priceInPurchasedCurrency = 0.1 + 0.2
    full.taxPercentage = 1e20
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
    empty.price = .nan
    empty.eventTimestampMs = -5
    events.append(empty)
    var awkward = base
    awkward.appUserID = "quote\" back\\ slash/ tab\t nl\n cr\r bell\u{07} unit\u{1F} é 日本 🎉"
    awkward.aliases = ["\u{0}", "\u{8}\u{C}", ""]
    events.append(awkward)
    return events
  }

  @Test("The body writer writes byte for byte what the straightforward writer wrote")
  func matchesReference() {
    for event in Self.events() {
      #expect(event.jsonText() == Self.referenceJSONText(event))
      #expect(
        WebhookBody.text(event)
          == "{\"api_version\":\"1.0\",\"event\":" + Self.referenceJSONText(event) + "}")
    }
  }

  @Test("The body decodes back to the event")
  func roundTrips() throws {
    // A TRANSFER has no app_user_id member, and NaN is written as 0.
    for event in Self.events() where event.type != .transfer && event.price.isFinite {
      #expect(try WebhookBody.decode(Data(WebhookBody.text(event).utf8)) == event)
    }
  }

  // MARK: The reference: the writer as it was before it wrote bytes directly

  static func referenceJSONText(_ event: WebhookEvent) -> String {
    var members: [(String, String)] = [
      ("aliases", "[" + event.aliases.map(Self.quoted).joined(separator: ",") + "]"),
      ("app_id", Self.quoted(event.appID)),
      ("commission_percentage", Self.number(event.commissionPercentage)),
      ("country_code", Self.quoted(event.countryCode)),
      ("currency", Self.quoted(event.currency)),
      ("entitlement_id", "null"),
      (
        "entitlement_ids",
        event.entitlementIDs.map { "[" + $0.map(Self.quoted).joined(separator: ",") + "]" }
          ?? "null"
      ),
      ("environment", Self.quoted(event.environment)),
      ("event_timestamp_ms", String(event.eventTimestampMs)),
      ("experiments", "[]"),
      ("expiration_at_ms", event.expirationAtMs.map { String($0) } ?? "null"),
      ("id", Self.quoted(event.id)),
      ("is_family_share", event.isFamilyShare ? "true" : "false"),
      ("offer_code", event.offerCode.map(Self.quoted) ?? "null"),
      ("original_app_user_id", Self.quoted(event.originalAppUserID)),
      ("original_transaction_id", event.originalTransactionID.map(Self.quoted) ?? "null"),
      ("period_type", Self.quoted(event.periodType)),
      ("presented_offering_id", event.presentedOfferingID.map(Self.quoted) ?? "null"),
      ("price", Self.number(event.price)),
      ("price_in_purchased_currency", Self.number(event.priceInPurchasedCurrency)),
      ("product_id", event.productID.map(Self.quoted) ?? "null"),
      ("purchased_at_ms", event.purchasedAtMs.map { String($0) } ?? "null"),
      ("store", Self.quoted(event.store)),
      ("subscriber_attributes", "{}"),
      ("takehome_percentage", Self.number(event.takehomePercentage)),
      ("tax_percentage", Self.number(event.taxPercentage)),
      ("transaction_id", event.transactionID.map(Self.quoted) ?? "null"),
      ("type", Self.quoted(event.type.rawValue)),
    ]
    if event.type != .transfer {
      members.append(("app_user_id", event.appUserID.map(Self.quoted) ?? "null"))
    }
    if let newProductID = event.newProductID {
      members.append(("new_product_id", Self.quoted(newProductID)))
    }
    if let gracePeriodExpirationAtMs = event.gracePeriodExpirationAtMs {
      members.append(("grace_period_expiration_at_ms", String(gracePeriodExpirationAtMs)))
    }
    if let isTrialConversion = event.isTrialConversion {
      members.append(("is_trial_conversion", isTrialConversion ? "true" : "false"))
    }
    if let cancelReason = event.cancelReason {
      members.append(("cancel_reason", Self.quoted(cancelReason.rawValue)))
    }
    if let expirationReason = event.expirationReason {
      members.append(("expiration_reason", Self.quoted(expirationReason.rawValue)))
    }
    if let transferredFrom = event.transferredFrom {
      members.append(
        ("transferred_from", "[" + transferredFrom.map(Self.quoted).joined(separator: ",") + "]"))
    }
    if let transferredTo = event.transferredTo {
      members.append(
        ("transferred_to", "[" + transferredTo.map(Self.quoted).joined(separator: ",") + "]"))
    }
    if let renewalNumber = event.renewalNumber {
      members.append(("renewal_number", String(renewalNumber)))
    }
    members.sort { $0.0 < $1.0 }
    return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A JSON number: integral values without a fraction, others as Swift prints them.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
