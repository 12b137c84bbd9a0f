import Foundation

/// A kind of value a wire field holds, with its reading and writing for
/// every codec: `Codable` (through keyed containers, the test oracle), the
/// strict reader (`JSONByteScanner`) and the fast writer (`JSONTextWriter`).
protocol WireValue: Codable, Sendable, Equatable {
  /// Reads a value of this kind (never `null`: the field handles that).
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure) -> Self
  /// Writes the value.
  func write(to writer: inout JSONTextWriter)
}

extension String: WireValue {
  static func read(_ scanner: inout JSONByteScanner) throws(JSONByteScanner.Failure)
    -> String
  { try scanner.readString() }
  func write(to writer: inout JSONTextWriter) { writer.string(self) }
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
}
