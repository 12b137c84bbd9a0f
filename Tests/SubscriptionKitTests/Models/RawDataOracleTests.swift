import Foundation
import SubscriptionKit
import SubscriptionWire
import Testing

/// `rawData` is recorded during the typed decode (each type records the
/// members it reads and reads only the others as `JSONValue`); these compare
/// it with the whole document as `JSONSerialization` reads it.
@Suite("rawData is the whole decoded document, as JSONSerialization reads it")
struct RawDataOracleTests {
  /// Every customer-info document: the fixtures, RevenueCat's originals in
  /// shared/reference when present, and documents that exercise nulls,
  /// unknown keys and members read leniently.
  static func documents() throws -> [(name: String, data: Data)] {
    var documents: [(name: String, data: Data)] = []
    let folders = [
      Fixture.directory, URL(fileURLWithPath: "/work/shared/reference/revenuecat-fixtures"),
    ]
    for folder in folders {
      guard
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
      else { continue }
      for name in names.sorted() where name.hasPrefix("customer_info") && name.hasSuffix(".json") {
        documents.append(
          (
            folder.lastPathComponent + "/" + name,
            try Data(contentsOf: folder.appendingPathComponent(name))
          ))
      }
    }
    for (index, managementURL) in ["42", "true", "{\"a\": [1, null]}", "[]", "null", "\"x\""]
      .enumerated()
    {
      documents.append(("edge \(index)", Data(edgeDocument(managementURL: managementURL).utf8)))
    }
    return documents
  }

  /// A document with a lenient member set to `managementURL`, nulls where
  /// strings, dates, Booleans and whole sections are expected, and unknown keys
  /// at every level.
  static func edgeDocument(managementURL: String) -> String {
    """
    {"request_date": "2024-01-01T00:00:00Z", "request_date_ms": 1704067200000, "x_top": [1, "a"],
     "subscriber": {"original_app_user_id": "u1", "first_seen": "2023-12-01T00:00:00Z",
       "management_url": \(managementURL), "original_application_version": null,
       "original_purchase_date": null, "other_purchases": {}, "x_sub": {"deep": {"er": false}},
       "entitlements": {"pro": {"expires_date": null, "product_identifier": "pro_monthly",
         "purchase_date": "2024-01-01T00:00:00Z", "grace_period_expires_date": null,
         "product_plan_identifier": null, "x_entitlement": 1.5}},
       "subscriptions": {"pro_monthly": {"purchase_date": "2024-01-01T00:00:00Z",
         "original_purchase_date": null, "expires_date": "2024-02-01T00:00:00Z",
         "period_type": \(managementURL), "store": 7, "is_sandbox": null,
         "ownership_type": null, "refunded_at": null, "store_transaction_id": null,
         "display_name": "Pro", "price": {"amount": 49.99, "currency": "USD", "x": null},
         "management_url": \(managementURL), "x_subscription": []}},
       "non_subscriptions": {"tip": [
         {"id": null, "purchase_date": "2023-12-05T00:00:00Z", "is_sandbox": true,
          "store": null, "price": null, "x_purchase": "kept"}],
         "empty": []}}}
    """
  }

  /// The document read by `JSONSerialization`, as `JSONValue`s.
  static func oracle(_ data: Data) throws -> [String: JSONValue] {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return try #require(jsonValue(object).objectMembers)
  }

  static func jsonValue(_ value: Any) -> JSONValue {
    switch value {
    case let object as [String: Any]: .object(object.mapValues(jsonValue))
    case let array as [Any]: .array(array.map(jsonValue))
    case let string as String: .string(string)
    case is NSNull: .null
    case let number as NSNumber:
      // JSONSerialization makes `true`/`false` Boolean NSNumbers ("c").
      String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.doubleValue)
    default: .string("unexpected \(type(of: value))")
    }
  }

  @Test("rawData of customer info, its subscriber and its entitlements equals the document")
  func rawDataEqualsDocument() throws {
    let documents = try Self.documents()
    #expect(documents.count >= 13)
    for (name, data) in documents {
      let expected = try Self.oracle(data)
      let info = try JSONDecoder().decode(CustomerInfo.self, from: data)
      #expect(info.rawData == expected, "\(name)")
      let response = try JSONDecoder().decode(SubscriberResponse.self, from: data)
      #expect(response.rawData == expected, "\(name)")
      let subscriber = try #require(expected["subscriber"]?.objectMembers)
      #expect(response.subscriber.rawData == subscriber, "\(name)")
      let entries = subscriber["entitlements"]?.objectMembers ?? [:]
      for (id, entitlement) in info.entitlements.all {
        #expect(entitlement.rawData == entries[id]?.objectMembers, "\(name) \(id)")
      }
      for (id, entry) in response.subscriber.entitlements {
        #expect(entry.rawData == entries[id]?.objectMembers, "\(name) \(id)")
      }
      // The strict reader (rawData kept as text, built on first access).
      let fast = try SubscriberResponse.decode(data)
      #expect(fast == response, "\(name)")
      #expect(fast.rawData == expected, "\(name)")
      #expect(fast.subscriber.rawData == subscriber, "\(name)")
      for (id, entry) in fast.subscriber.entitlements {
        #expect(entry.rawData == entries[id]?.objectMembers, "\(name) \(id)")
      }
      let fastInfo = try CustomerInfo(jsonData: data, now: info.evaluationDate)
      #expect(fastInfo == info, "\(name)")
      #expect(fastInfo.rawData == expected, "\(name)")
      for (id, entitlement) in fastInfo.entitlements.all {
        #expect(entitlement.rawData == entries[id]?.objectMembers, "\(name) \(id)")
      }
    }
  }

  @Test("Answered again at another date, both decodes give the same rawData")
  func answeredAgain() throws {
    let later = Date(timeIntervalSince1970: 1_800_000_000)
    for (name, data) in try Self.documents() {
      let codable = try JSONDecoder().decode(SubscriberResponse.self, from: data)
      let fast = try SubscriberResponse.decode(data)
      #expect(fast.answered(at: later).rawData == codable.answered(at: later).rawData, "\(name)")
      #expect(fast.answered(at: later).requestDate == later, "\(name)")
    }
  }

  @Test("The strict reader and JSONDecoder agree on every one-member change of the edge documents")
  func mutationsAgree() throws {
    let replacements: [SubscriptionWire.JSONValue?] = [
      nil, .null, .number(7), .number(49.99), .string("x"), .string("2024-02-01T00:00:00Z"),
      .bool(true), .object([:]), .array([]),
    ]
    var compared = 0
    for managementURL in ["\"https://x\"", "null"] {
      let document = try JSONDecoder().decode(
        JSONValue.self, from: Data(Self.edgeDocument(managementURL: managementURL).utf8))
      for path in Self.memberPaths(document) {
        for replacement in replacements {
          let changed = Self.replacing(path, in: document, with: replacement)
          let data = try JSONEncoder().encode(changed)
          let codable = Result { try JSONDecoder().decode(SubscriberResponse.self, from: data) }
          let fast = Result { () throws(SubscriberResponseError) in
            try SubscriberResponse.decode(data)
          }
          let label = "\(path) = \(replacement.map { "\($0)" } ?? "(removed)")"
          switch (codable, fast) {
          case (.success(let expected), .success(let read)):
            #expect(read == expected, "\(label)")
            #expect(read.rawData == expected.rawData, "\(label)")
          case (.failure, .failure(let error)):
            #expect(!error.isNotJSON, "\(label)")
          case (.success, .failure(let error)):
            Issue.record("\(label): only the strict reader refused it: \(error)")
          case (.failure(let error), .success):
            Issue.record("\(label): only JSONDecoder refused it: \(error)")
          }
          compared += 1
        }
      }
    }
    #expect(compared > 500)
  }

  /// Every member's path in `value` (keys from the document down).
  static func memberPaths(_ value: JSONValue, prefix: [String] = []) -> [[String]] {
    guard case .object(let members) = value else { return [] }
    return members.keys.sorted().flatMap { key in
      [prefix + [key]] + memberPaths(members[key] ?? .null, prefix: prefix + [key])
    }
  }

  /// `value` with the member at `path` replaced (nil removes it).
  static func replacing(_ path: [String], in value: JSONValue, with replacement: JSONValue?)
    -> JSONValue
  {
    guard case .object(var members) = value, let key = path.first else { return value }
    if path.count == 1 {
      members[key] = replacement
    } else {
      members[key] = replacing(
        Array(path.dropFirst()), in: members[key] ?? .null, with: replacement)
    }
    return .object(members)
  }

  @Test("An entitlement entry decoded on its own keeps its whole object")
  func entitlementAlone() throws {
    let data = Data(
      #"{"product_identifier": "p", "expires_date": null, "expires_date_ms": 5, "x": {"y": [true]}}"#
        .utf8)
    let entry = try JSONDecoder().decode(SubscriberResponse.Entitlement.self, from: data)
    #expect(entry.rawData == (try Self.oracle(data)))
  }

  @Test("Encoding and decoding again gives an equal value whose rawData is the encoded document")
  func roundTrip() throws {
    for (name, data) in try Self.documents() {
      let info = try JSONDecoder().decode(CustomerInfo.self, from: data)
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let encoded = try encoder.encode(info)
      let again = try JSONDecoder().decode(CustomerInfo.self, from: encoded)
      #expect(again == info, "\(name)")
      #expect(again.hashValue == info.hashValue, "\(name)")
      #expect(again.rawData == (try Self.oracle(encoded)), "\(name)")
      #expect(try encoder.encode(again) == encoded, "\(name)")
    }
  }
}

extension JSONValue {
  fileprivate var objectMembers: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
