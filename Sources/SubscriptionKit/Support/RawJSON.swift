import Foundation

/// A coding key for any member name: for reading and writing keys a type does
/// not model.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    return nil
  }
}

/// The JSON object a value was decoded from (`rawData`), kept whole, and left
/// out of equality and hashing as RevenueCat leaves it out: two documents that
/// differ only in fields nobody models are the same customer.
struct RawJSONObject: Sendable, Hashable {
  var members: [String: JSONValue]

  init(_ members: [String: JSONValue] = [:]) {
    self.members = members
  }

  static func == (lhs: RawJSONObject, rhs: RawJSONObject) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// Decoding a document's `rawData` once: the document's decoder reads its
/// whole JSON tree a single time and hands each nested value (the subscriber,
/// each entitlement) its own subtree, instead of every level decoding its
/// subtree again from the decoder (each level re-reading everything below it,
/// each value through `JSONValue`'s kind-by-kind guesses).
enum RawJSONDecoding {
  /// True while a parent that fills its children's `rawData` decodes them.
  @TaskLocal static var parentFillsRaw = false

  /// Decodes `body` as a child whose `rawData` its parent fills.
  static func child<Value>(_ body: () throws -> Value) rethrows -> Value {
    try $parentFillsRaw.withValue(true, operation: body)
  }
}

extension JSONValue {
  /// The members, when this is an object.
  var objectMembers: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}

extension Decoder {
  /// The whole JSON object being decoded; empty when it is not an object.
  func rawJSONObject() -> RawJSONObject {
    RawJSONObject((try? container(keyedBy: AnyCodingKey.self).decodeJSONMembers()) ?? [:])
  }
}

extension Encoder {
  /// Writes the members of `raw` whose names are not `known`, so keys this
  /// library does not model survive a decode–encode round trip (the cache).
  func encodeUnknownMembers(of raw: RawJSONObject, known: some Sequence<String>) throws {
    let known = Set(known)
    let unknown = raw.members.keys.filter { !known.contains($0) }.sorted()
    guard !unknown.isEmpty else { return }
    var container = container(keyedBy: AnyCodingKey.self)
    for name in unknown {
      try container.encode(raw.members[name], forKey: AnyCodingKey(name))
    }
  }
}
