import Foundation

/// Writes compact JSON straight into UTF-8 bytes: members in the order the
/// caller gives them; in strings only `"`, `\` and control characters are
/// escaped (`/` and non-ASCII are written as they are).
///
/// Used for the webhook body every lifecycle step writes (the ledger's hot
/// path): one growing buffer and no intermediate strings, where building each
/// member as a `String` and joining them cost more than the SQLite write.
struct JSONTextWriter {
  private(set) var bytes: [UInt8] = []
  /// Whether the next member of the open object needs a comma before it.
  private var needsComma = false

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  /// The text written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends text as it is (no escaping): punctuation, literals, numbers.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Opens an object; its first member gets no comma.
  mutating func beginObject() {
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Closes the object opened last.
  mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Writes `"name":`, after a comma unless it is the object's first member.
  mutating func key(_ name: StaticString) {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
    bytes.append(UInt8(ascii: "\""))
    raw(name)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  /// Writes `"name":` for a name known only at run time (escaped as a string).
  mutating func key(text name: String) {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    string(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = true
  }

  /// A JSON string literal: `"`, `\` and control characters escaped, the
  /// rest (non-ASCII included) copied as UTF-8.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
        escape(byte)
        start = offset + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case 0x22, 0x5C: bytes.append(byte)
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      raw("u00")
      bytes.append(Self.hexDigit(byte >> 4))
      bytes.append(Self.hexDigit(byte & 0xF))
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// A string, or `null`.
  mutating func string(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// An array of strings.
  mutating func strings(_ texts: [String]) {
    bytes.append(UInt8(ascii: "["))
    for (index, text) in texts.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      string(text)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// An array of strings, or `null`.
  mutating func strings(_ texts: [String]?) {
    if let texts { strings(texts) } else { raw("null") }
  }

  /// An integer in decimal (digits written straight into the buffer).
  mutating func integer(_ value: Int64) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var divisor: UInt64 = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }

  /// An integer, or `null`.
  mutating func integer(_ value: Int64?) {
    if let value { integer(value) } else { raw("null") }
  }

  /// `true` or `false`.
  mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// A decimal number written exactly (`49.99`, `-9.99`, `0.3`, `0`): money
  /// never passes through `Double` on its way to the JSON. The text is
  /// `description`'s, remembered per representation (`DecimalDescriptions`).
  mutating func decimal(_ value: Decimal) {
    DecimalDescriptions.shared.append(value, to: &bytes)
  }
}
