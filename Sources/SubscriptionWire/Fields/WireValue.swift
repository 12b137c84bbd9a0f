import Foundation

/// A kind of value a wire field holds, with its reading and writing for
/// every codec: `Codable` (through keyed containers, the test oracle), the
/// strict reader (`JSONByteScanner`) and the fast writer (`JSONTextWriter`).
protocol WireValue: Codable, Sendable, Equatable {
  /// Reads a value of this kind (never `null`: the field handles that).
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Self
  /// Writes the value.
  func write(to writer: inout JSONTextWriter)
  /// `Codable`: reads member `key` (nil when absent or `null`; when
  /// `required`, `decode`'s error instead), with what `rawData` records of
  /// it (nil: read back from the document instead).
  static func decodeMember(
    _ container: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, required: Bool
  ) throws -> (value: Self, record: JSONValue?)?
  /// `Codable`: writes the value as member `key`.
  func encodeMember(_ container: inout KeyedEncodingContainer<AnyCodingKey>, _ key: AnyCodingKey)
    throws
  /// What `rawData` records of a value `Codable` read (nil: read back from
  /// the document instead, as the digits of a number are).
  var recordedJSON: JSONValue? { get }
}

extension WireValue {
  static func decodeMember(
    _ container: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, required: Bool
  ) throws -> (value: Self, record: JSONValue?)? {
    let value =
      required
      ? try container.decode(Self.self, forKey: key)
      : try container.decodeIfPresent(Self.self, forKey: key)
    return value.map { ($0, $0.recordedJSON) }
  }

  func encodeMember(_ container: inout KeyedEncodingContainer<AnyCodingKey>, _ key: AnyCodingKey)
    throws
  { try container.encode(self, forKey: key) }

  var recordedJSON: JSONValue? { nil }
}

extension String: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> String
  { try scanner.readString() }
  func write(to writer: inout JSONTextWriter) { writer.string(self) }
  var recordedJSON: JSONValue? { .string(self) }
}

extension Int64: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Int64
  { try scanner.readInt64() }
  func write(to writer: inout JSONTextWriter) { writer.integer(self) }
}

extension Int: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Int
  {
    guard let value = Int(exactly: try scanner.readInt64()) else {
      throw .mismatch(expected: "a whole number")
    }
    return value
  }
  func write(to writer: inout JSONTextWriter) { writer.integer(Int64(self)) }
}

extension Bool: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Bool
  { try scanner.readBool() }
  func write(to writer: inout JSONTextWriter) { writer.bool(self) }
  var recordedJSON: JSONValue? { .bool(self) }
}

extension Decimal: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> Decimal
  { try scanner.readDecimal() }
  func write(to writer: inout JSONTextWriter) { writer.decimal(self) }
}

extension Array: WireValue where Element: WireValue {
  /// Reads an array; a failure names the element (`[2]`).
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> [Element]
  { try scanner.readElements(Element.read) }

  func write(to writer: inout JSONTextWriter) {
    writer.raw("[")
    for (index, element) in enumerated() {
      if index > 0 { writer.raw(",") }
      element.write(to: &writer)
    }
    writer.raw("]")
  }

  var recordedJSON: JSONValue? {
    var values: [JSONValue] = []
    values.reserveCapacity(count)
    for element in self {
      guard let value = element.recordedJSON else { return nil }
      values.append(value)
    }
    return .array(values)
  }
}

extension Dictionary: WireValue where Key == String, Value: WireValue {
  /// Reads an object whose member names are data; a failure names the member.
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> [String: Value]
  {
    var values: [String: Value] = [:]
    try scanner.readDictionary { scanner, name throws(JSONByteScanner.Failure) in
      values[name] = try scanner.member(name, Value.read)
    }
    return values
  }

  /// Writes the members in sorted order (as `JSONEncoder`'s `.sortedKeys`).
  func write(to writer: inout JSONTextWriter) {
    writer.beginObject()
    for name in keys.sorted() {
      guard let value = self[name] else { continue }
      writer.key(text: name)
      value.write(to: &writer)
    }
    writer.endObject()
  }

  var recordedJSON: JSONValue? {
    var values: [String: JSONValue] = [:]
    values.reserveCapacity(count)
    for (name, element) in self {
      guard let value = element.recordedJSON else { return nil }
      values[name] = value
    }
    return .object(values)
  }
}

/// A date is an ISO-8601 string on the wire (never `Date`'s own `Codable`
/// number); `rawData` records the text as written.
extension Date: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Date {
    try scanner.readISO8601()
  }

  func write(to writer: inout JSONTextWriter) { writer.string(ISO8601.string(from: self)) }

  static func decodeMember(
    _ container: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, required: Bool
  ) throws -> (value: Date, record: JSONValue?)? {
    let text =
      required
      ? try container.decode(String.self, forKey: key)
      : try container.decodeIfPresent(String.self, forKey: key)
    guard let text else { return nil }
    return (try container.date(from: text, forKey: key), .string(text))
  }

  func encodeMember(_ container: inout KeyedEncodingContainer<AnyCodingKey>, _ key: AnyCodingKey)
    throws
  { try container.encode(ISO8601.string(from: self), forKey: key) }
}
