import Foundation
import SubscriptionKit
import SubscriptionKitTesting
import Testing

@testable import SubscriptionWire

/// Apple's payloads are written by their field tables' fast writer
/// (`jsonBytes()`, what the signer signs). Two oracles hold it to the bytes
/// the signer wrote before: `JSONEncoder` (`.sortedKeys`,
/// `.withoutEscapingSlashes`) of the value, and `JSONEncoder` of the shape
/// Swift's synthesized `Codable` gave these types (every stored property
/// under its own name, an optional left out when nil), built by reflection,
/// so it owes nothing to the tables.
@Suite("Apple payloads: the fast writer writes JSONEncoder's bytes")
struct ApplePayloadCodecOracleTests {
  static let count = 1_500

  @Test(
    "Random transactions, renewal info and notifications: fast writer = JSONEncoder = synthesized shape, and both readers read it back"
  )
  func randomPayloads() throws {
    let seed = SeededRandomNumberGenerator.seed(
      from: "SUBKIT_TEST_SEED", test: "applePayloadCodecs")
    var random = SeededRandomNumberGenerator(seed: seed)
    for index in 0..<Self.count {
      let transaction = RandomApplePayloads.transaction(&random)
      let renewal = RandomApplePayloads.renewalInfo(&random)
      let notification = RandomApplePayloads.notification(&random)
      let failures =
        try Self.failures(transaction, written: transaction.jsonBytes())
        + Self.failures(renewal, written: renewal.jsonBytes())
        + Self.failures(notification, written: notification.jsonBytes())
      guard failures.isEmpty else {
        Issue.record("seed \(seed), payload \(index): \(failures.joined(separator: "; "))")
        return
      }
    }
  }

  @Test("Every stored property of every Apple payload is declared in its field table")
  func tablesDeclareEveryProperty() {
    #expect(
      Self.undeclared(RandomApplePayloads.sampleTransaction, AppleTransactionPayload.self).isEmpty)
    #expect(
      Self.undeclared(RandomApplePayloads.sampleRenewal, AppleRenewalInfoPayload.self).isEmpty)
    #expect(
      Self.undeclared(RandomApplePayloads.sampleNotification, AppleNotificationPayload.self).isEmpty
    )
    #expect(Self.undeclared(RandomApplePayloads.sampleData, AppleNotificationData.self).isEmpty)
    #expect(
      Self.undeclared(RandomApplePayloads.sampleSummary, AppleNotificationSummary.self).isEmpty)
    #expect(
      Self.undeclared(
        RandomApplePayloads.sampleTransactionCommitment, AppleTransactionCommitmentInfo.self
      ).isEmpty)
    #expect(
      Self.undeclared(
        RandomApplePayloads.sampleRenewalCommitment, AppleRenewalCommitmentInfo.self
      ).isEmpty)
  }

  @Test("The synthesized-shape oracle sees a member written under another name or when nil")
  func oracleSeesMistakes() throws {
    var random = SeededRandomNumberGenerator(seed: 7)
    var transaction = RandomApplePayloads.transaction(&random)
    transaction.offerPeriod = nil
    let right = try Self.shape(transaction)
    let renamed = String(decoding: right, as: UTF8.self).replacingOccurrences(
      of: #""productId""#, with: #""productID""#)
    #expect(try !Self.failures(transaction, written: Array(renamed.utf8)).isEmpty)
    var withNull = String(decoding: right, as: UTF8.self)
    withNull.insert(
      contentsOf: #""offerPeriod":null,"#, at: withNull.index(after: withNull.startIndex))
    #expect(try !Self.failures(transaction, written: Array(withNull.utf8)).isEmpty)
    #expect(try Self.failures(transaction, written: [UInt8](right)).isEmpty)
  }

  // MARK: Oracles

  /// What is wrong with `written` as `value`'s JSON (nothing: empty).
  static func failures<Payload: WireObject>(_ value: Payload, written: [UInt8]) throws
    -> [String]
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let encoded = try encoder.encode(value)
    let shape = try shape(value)
    let text = String(decoding: written, as: UTF8.self)
    var failures: [String] = []
    if written != [UInt8](shape) {
      failures.append(
        "\(Payload.self): fast writer \(text)\n    synthesized shape \(String(decoding: shape, as: UTF8.self))"
      )
    }
    if written != [UInt8](encoded) {
      failures.append(
        "\(Payload.self): fast writer \(text)\n    JSONEncoder \(String(decoding: encoded, as: UTF8.self))"
      )
    }
    if let decoded = try? JSONDecoder().decode(Payload.self, from: Data(written)), decoded == value
    {
    } else {
      failures.append("\(Payload.self): JSONDecoder does not read \(text) back as the value")
    }
    if strictRead(Payload.self, written) != value {
      failures.append("\(Payload.self): the strict reader does not read \(text) back as the value")
    }
    return failures
  }

  /// `value` as Swift's synthesized `Codable` encodes it, with `JSONEncoder`.
  static func shape(_ value: Any) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(SynthesizedShape(value: value))
  }

  static func strictRead<Payload: WireObject>(_ type: Payload.Type, _ bytes: [UInt8]) -> Payload? {
    bytes.withUnsafeBufferPointer { buffer -> Payload? in
      do throws(JSONByteScanner.Failure) {
        var scanner = try JSONByteScanner(buffer)
        let value = try Payload.read(&scanner)
        try scanner.finish()
        return value
      } catch {
        return nil
      }
    }
  }

  /// The stored properties of `value` its type's table does not declare.
  static func undeclared<Payload: WireObject>(_ value: Payload, _ type: Payload.Type) -> [String] {
    let declared = Set(Payload.wireFields.fields.map(\.name))
    return Mirror(reflecting: value).children.compactMap(\.label).filter {
      !declared.contains($0)
    }
  }
}

/// A value encoded as the compiler synthesizes `Encodable` for these
/// structs: each stored property under its own name (`encode`), an optional
/// one with `encodeIfPresent`, enums by raw value, nested structs the same way.
private struct SynthesizedShape: Encodable {
  let value: Any

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for child in Mirror(reflecting: value).children {
      guard let name = child.label else { continue }
      var member = child.value
      let mirror = Mirror(reflecting: member)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { continue }  // encodeIfPresent
        member = wrapped
      }
      let key = Key(name)
      switch member {
      case let member as String: try container.encode(member, forKey: key)
      case let member as Int: try container.encode(member, forKey: key)
      case let member as Int64: try container.encode(member, forKey: key)
      case let member as Bool: try container.encode(member, forKey: key)
      case let member as [String]: try container.encode(member, forKey: key)
      case let member as AppleEnvironment: try container.encode(member.rawValue, forKey: key)
      default: try container.encode(SynthesizedShape(value: member), forKey: key)
      }
    }
  }
}
