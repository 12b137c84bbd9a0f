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

/// A JSON object being decoded, read once for both its typed values and its
/// `rawData`.
///
/// `JSONDecoder` never hands `init(from:)` the bytes, and reading the whole
/// object again as `JSONValue`s (kind by kind, through `Decoder`) cost more
/// than the typed decode itself. So a type decodes its known members through
/// this container, which records each JSON value as it is read (a string, a
/// Boolean, a nested value's own record, `.null` for a member present as
/// null); `finish()` then reads as `JSONValue` only the members nobody read
/// (keys the type does not model, the `*_ms` twins it ignores, prices).
/// Together they are the whole object, exactly as reading all of it as
/// `JSONValue`s gives. One container (keyed by any name) serves both, so the
/// object's members are gathered once.
struct RawRecordingContainer<Keys: CodingKey> {
  /// The object's members.
  let container: KeyedDecodingContainer<AnyCodingKey>
  /// The members recorded so far.
  private var members: [String: JSONValue] = [:]

  /// The object `decoder` holds; throws as `container(keyedBy:)` does when it
  /// is not an object.
  init(_ decoder: any Decoder, keyedBy: Keys.Type) throws {
    container = try decoder.container(keyedBy: AnyCodingKey.self)
  }

  /// Records `value` as member `key`; a nil `value` records `.null` when the
  /// member is present (as null) and nothing when it is absent.
  private mutating func record(_ value: JSONValue?, forKey key: AnyCodingKey) {
    if let value {
      members[key.stringValue] = value
    } else if container.contains(key) {
      members[key.stringValue] = .null
    }
  }

  /// A required string.
  mutating func decodeString(forKey key: Keys) throws -> String {
    let value = try container.decode(String.self, forKey: AnyCodingKey(key.stringValue))
    members[key.stringValue] = .string(value)
    return value
  }

  /// An optional string (absent or null reads as nil).
  mutating func decodeStringIfPresent(forKey key: Keys) throws -> String? {
    let anyKey = AnyCodingKey(key.stringValue)
    let value = try container.decodeIfPresent(String.self, forKey: anyKey)
    record(value.map(JSONValue.string), forKey: anyKey)
    return value
  }

  /// A string read leniently, as RevenueCat's SDK reads some: anything that is
  /// not a string reads as nil (and is recorded as what it is).
  mutating func decodeLenientString(forKey key: Keys) -> String? {
    do {
      return try decodeStringIfPresent(forKey: key)
    } catch {
      members[key.stringValue] = try? container.decode(
        JSONValue.self, forKey: AnyCodingKey(key.stringValue))
      return nil
    }
  }

  /// An optional Boolean.
  mutating func decodeBoolIfPresent(forKey key: Keys) throws -> Bool? {
    let anyKey = AnyCodingKey(key.stringValue)
    let value = try container.decodeIfPresent(Bool.self, forKey: anyKey)
    record(value.map(JSONValue.bool), forKey: anyKey)
    return value
  }

  /// A required ISO-8601 date.
  mutating func decodeISO8601(forKey key: Keys) throws -> Date {
    try container.date(from: decodeString(forKey: key), forKey: AnyCodingKey(key.stringValue))
  }

  /// An optional ISO-8601 date (absent or null reads as nil).
  mutating func decodeISO8601IfPresent(forKey key: Keys) throws -> Date? {
    guard let text = try decodeStringIfPresent(forKey: key) else { return nil }
    return try container.date(from: text, forKey: AnyCodingKey(key.stringValue))
  }

  /// A nested value that keeps its own record (`rawJSON`), recorded as that.
  mutating func decode<Value: Decodable>(
    _ type: Value.Type, forKey key: Keys, rawJSON: (Value) -> JSONValue
  ) throws -> Value {
    let value = try container.decode(type, forKey: AnyCodingKey(key.stringValue))
    members[key.stringValue] = rawJSON(value)
    return value
  }

  /// An optional nested value that keeps its own record (`rawJSON`), recorded as that.
  mutating func decodeIfPresent<Value: Decodable>(
    _ type: Value.Type, forKey key: Keys, rawJSON: (Value) -> JSONValue
  ) throws -> Value? {
    let anyKey = AnyCodingKey(key.stringValue)
    let value = try container.decodeIfPresent(type, forKey: anyKey)
    record(value.map(rawJSON), forKey: anyKey)
    return value
  }

  /// An optional value not recorded here: `finish()` reads its raw form.
  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Keys) throws -> Value? {
    try container.decodeIfPresent(type, forKey: AnyCodingKey(key.stringValue))
  }

  /// The whole object: the recorded members, and every other member read as
  /// a `JSONValue` (one that cannot be read so is left out).
  mutating func finish() -> RawJSONObject {
    container.decodeJSONMembers(into: &members)
    return RawJSONObject(members)
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
