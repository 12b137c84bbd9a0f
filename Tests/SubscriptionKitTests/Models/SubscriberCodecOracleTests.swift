import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionWire

/// Both codecs of a subscriber document are driven by its field declarations
/// (`SubscriberResponse.wireFields` and its parts'); `Codable` is the oracle
/// the strict reader (`SubscriberResponse.decode`) is held to, on random
/// documents built from those declarations: every member absent, `null`, a
/// value of its kind or (now and then) a value of the wrong kind, with
/// unknown members at every level.
@Suite("Subscriber codecs agree with Codable on random documents")
struct SubscriberCodecOracleTests {
  static let count = 1_000

  @Test("Random documents read the same (values and rawData) with both readers, or fail with both")
  func randomDocuments() throws {
    let seed = SeededRandomNumberGenerator.seed(from: "SUBKIT_TEST_SEED", test: "subscriberCodecs")
    var random = SeededRandomNumberGenerator(seed: seed)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var read = 0
    for index in 0..<Self.count {
      let document = Self.object(SubscriberResponse.wireFields.fields, &random, wrongKinds: true)
      let label = "seed \(seed), document \(index): \(document)"
      let data = Data(document.utf8)
      let codable = Result { try JSONDecoder().decode(SubscriberResponse.self, from: data) }
      let fast = Result { () throws(SubscriberResponseError) in try SubscriberResponse.decode(data)
      }
      switch (codable, fast) {
      case (.failure, .failure): continue
      case (.success, .failure(let error)):
        Issue.record("\(label): Codable reads it, the strict reader fails: \(error.reason)")
        return
      case (.failure(let error), .success):
        Issue.record("\(label): the strict reader reads it, Codable fails: \(error)")
        return
      case (.success(let codable), .success(let fast)):
        read += 1
        // Written by Codable, read again by both: the same document.
        let written = try encoder.encode(codable)
        let again = try SubscriberResponse.decode(written)
        let againCodable = try JSONDecoder().decode(SubscriberResponse.self, from: written)
        let failures = [
          Self.mismatch("strict read", fast, codable),
          Self.mismatch("strict read of Codable's writing", again, againCodable),
        ].compactMap { $0 }
        guard failures.isEmpty else {
          Issue.record("\(label): \(failures.joined(separator: "; "))")
          return
        }
      }
    }
    // Most documents are well formed: the comparison is not vacuous.
    #expect(read > Self.count / 4, "seed \(seed): only \(read) documents read")
  }

  @Test("The comparison sees a difference in a value and in rawData")
  func mismatchSeesDifferences() throws {
    let data = Data(
      #"{"request_date":"2024-01-01T00:00:00Z","subscriber":{"original_app_user_id":"u","first_seen":"2024-01-01T00:00:00Z","entitlements":{"pro":{"product_identifier":"p","x":1}}}}"#
        .utf8)
    let response = try SubscriberResponse.decode(data)
    #expect(Self.mismatch("same", response, response) == nil)
    var changed = response
    changed.subscriber.entitlements["pro"]?.rawData["x"] = .number(2)
    #expect(Self.mismatch("raw", changed, response) != nil)
    changed = response
    changed.subscriber.managementURL = "https://example.com"
    #expect(Self.mismatch("value", changed, response) != nil)
  }

  /// A one-line account of where `read` differs from `expected` (values, or
  /// the `rawData` of the document, the subscriber or an entitlement), or nil.
  static func mismatch(
    _ what: String, _ read: SubscriberResponse, _ expected: SubscriberResponse
  ) -> String? {
    var differences: [String] = []
    if read != expected { differences.append("values") }
    if read.rawData != expected.rawData { differences.append("rawData") }
    if read.subscriber.rawData != expected.subscriber.rawData {
      differences.append("subscriber.rawData")
    }
    for (name, entry) in read.subscriber.entitlements
    where entry.rawData != expected.subscriber.entitlements[name]?.rawData {
      differences.append("entitlements.\(name).rawData")
    }
    return differences.isEmpty
      ? nil : "\(what) differs in \(differences.joined(separator: ", "))"
  }

  // MARK: Random documents from the declarations

  /// An object with each declared member absent, null or a random value of
  /// its kind (required ones a value), in random order, with an unknown member now and then.
  static func object<Root>(
    _ fields: [WireField<Root>], _ random: inout SeededRandomNumberGenerator, wrongKinds: Bool
  ) -> String {
    var members: [String] = []
    for field in fields {
      let draw = Int.random(in: 0..<6, using: &random)
      if !field.isRequired && draw == 0 { continue }
      let value: String
      if !field.isRequired && draw == 1 {
        value = "null"
      } else if wrongKinds && Int.random(in: 0..<60, using: &random) == 0 {
        value = ["42", "true", "\"text\"", "[]", "{}", "null"].randomElement(using: &random)!
      } else {
        value = jsonValue(kind: field.kind, &random, wrongKinds: wrongKinds)
      }
      members.append("\"\(field.name)\":\(value)")
    }
    if Bool.random(using: &random) { members.append(#""later_field":{"a":[1.5,null,"x"]}"#) }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: ",") + "}"
  }

  /// A random JSON value of a field kind; a kind with no generator here fails
  /// the test (add one: every field of that kind is then covered).
  static func jsonValue(
    kind: String, _ random: inout SeededRandomNumberGenerator, wrongKinds: Bool
  ) -> String {
    func text() -> String {
      let pieces = ["a", "Z", "0", "_", " ", "\\\"", "\\\\", "/", "\\n", "é", "日", "🎉"]
      return "\""
        + (0..<Int.random(in: 0...5, using: &random)).map { _ in
          pieces.randomElement(using: &random)!
        }.joined() + "\""
    }
    func dictionary(_ value: (inout SeededRandomNumberGenerator) -> String) -> String {
      let entries = (0..<Int.random(in: 0...3, using: &random)).map { index in
        "\"k\(index)\":" + value(&random)
      }
      return "{" + entries.joined(separator: ",") + "}"
    }
    switch kind {
    case "String", "lenient Optional<String>": return text()
    case "Bool": return Bool.random(using: &random) ? "true" : "false"
    case "Decimal":
      return ["0", "4.99", "49.990", "-1", "1e2", "123456789.123456"].randomElement(
        using: &random)!
    case "Date":
      return [
        "\"2024-01-31T12:00:00Z\"", "\"2024-02-29T23:59:59.123Z\"", "\"1970-01-01T00:00:00Z\"",
      ].randomElement(using: &random)!
    case "derived": return "\(Int64.random(in: 0...2_000_000_000_000, using: &random))"
    case "lenient Store":
      return ["\"app_store\"", "\"play_store\"", "\"stripe\"", "\"later_store\"", "7"]
        .randomElement(using: &random)!
    case "lenient PeriodType":
      return ["\"normal\"", "\"trial\"", "\"intro\"", "\"prepaid\"", "\"later\"", "[]"]
        .randomElement(using: &random)!
    case "lenient PurchaseOwnershipType":
      return ["\"PURCHASED\"", "\"FAMILY_SHARED\"", "\"LATER\"", "false"].randomElement(
        using: &random)!
    case "ProductPaidPrice":
      return object(ProductPaidPrice.wireFields.fields, &random, wrongKinds: wrongKinds)
    case "Subscriber":
      return object(
        SubscriberResponse.Subscriber.wireFields.fields, &random, wrongKinds: wrongKinds)
    case "Dictionary<String, Entitlement>":
      return dictionary {
        object(SubscriberResponse.Entitlement.wireFields.fields, &$0, wrongKinds: wrongKinds)
      }
    case "Dictionary<String, Subscription>":
      return dictionary {
        object(SubscriberResponse.Subscription.wireFields.fields, &$0, wrongKinds: wrongKinds)
      }
    case "Dictionary<String, Array<NonSubscription>>":
      return dictionary { random in
        "["
          + (0..<Int.random(in: 0...2, using: &random)).map { _ in
            object(
              SubscriberResponse.NonSubscription.wireFields.fields, &random, wrongKinds: wrongKinds)
          }.joined(separator: ",") + "]"
      }
    default:
      Issue.record("no random JSON for the field kind \(kind)")
      return "null"
    }
  }
}
