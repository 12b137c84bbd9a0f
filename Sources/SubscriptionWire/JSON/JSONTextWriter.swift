import Foundation

/// Writes compact JSON straight into UTF-8 bytes: members in the order the
/// caller gives them; in strings only `"`, `\\` and control characters are
/// escaped (`/` and non-ASCII are written as they are).
///
/// Used for the webhook body every lifecycle step writes (the ledger's hot
/// path). It owns one growing buffer and writes through a pointer, so a byte
/// costs a store, not an array append with its uniqueness and capacity checks
/// (which were most of the writer's time); noncopyable, so the buffer has one
/// owner and is freed with it.
package struct JSONTextWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes are written.
  private(set) var count = 0
  /// Whether the next member of the open object needs a comma before it.
  private var needsComma = false

  package init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written so far.
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// The text written so far.
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(toHold: count + extra) }
  }

  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }

  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  private mutating func put(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
    reserve(buffer.count)
    (base + count).update(from: source, count: buffer.count)
    count += buffer.count
  }

  /// Appends text as it is (no escaping): punctuation, literals, numbers.
  package mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { put($0) }
  }

  /// Opens an object; its first member gets no comma.
  package mutating func beginObject() {
    put(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Closes the object opened last.
  package mutating func endObject() {
    put(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Writes `"name":`, after a comma unless it is the object's first member.
  package mutating func key(_ name: StaticString) {
    reserve(name.utf8CodeUnitCount + 4)
    if needsComma {
      base[count] = UInt8(ascii: ",")
      count += 1
    }
    needsComma = true
    base[count] = UInt8(ascii: "\"")
    (base + count + 1).update(from: name.utf8Start, count: name.utf8CodeUnitCount)
    count += name.utf8CodeUnitCount + 1
    base[count] = UInt8(ascii: "\"")
    base[count + 1] = UInt8(ascii: ":")
    count += 2
  }

  /// Writes `"name":` for a name known only at run time (escaped as a string).
  package mutating func key(text name: String) {
    if needsComma { put(UInt8(ascii: ",")) }
    string(name)
    put(UInt8(ascii: ":"))
    needsComma = true
  }

  /// A JSON string literal: `"`, `\\` and control characters escaped, the
  /// rest (non-ASCII included) copied as UTF-8, a run without escapes at a
  /// time (a signed transaction inside a notification is ~4 KB of none).
  package mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      reserve(utf8.count + 2)
      put(UInt8(ascii: "\""))
      var start = 0
      while true {
        let next = Self.nextEscape(in: utf8, from: start)
        put(UnsafeBufferPointer(rebasing: utf8[start..<next]))
        guard next < utf8.count else { break }
        escape(utf8[next])
        start = next + 1
      }
      put(UInt8(ascii: "\""))
    }
  }

  /// The offset of the first byte at or after `start` that a JSON string
  /// escapes (`utf8.count` when none does). Eight bytes at a time: a word
  /// holding a quote, a backslash or a control character is found with
  /// SWAR's "has a zero byte" and "has a byte less than" tests (never
  /// missed; only a flagged word is looked at byte by byte).
  private static func nextEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = utf8.baseAddress else { return utf8.count }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones &* 0x80
    var index = start
    while index + 8 <= utf8.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let flagged =
        ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash
          | (word &- ones &* 0x20) & ~word) & highs
      if flagged != 0 { break }
      index += 8
    }
    while index < utf8.count {
      let byte = utf8[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C { break }
      index += 1
    }
    return index
  }

  private mutating func escape(_ byte: UInt8) {
    put(UInt8(ascii: "\\"))
    switch byte {
    case 0x22, 0x5C: put(byte)
    case 0x0A: put(UInt8(ascii: "n"))
    case 0x0D: put(UInt8(ascii: "r"))
    case 0x09: put(UInt8(ascii: "t"))
    case 0x08: put(UInt8(ascii: "b"))
    case 0x0C: put(UInt8(ascii: "f"))
    default:
      raw("u00")
      put(Self.hexDigit(byte >> 4))
      put(Self.hexDigit(byte & 0xF))
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// `text` escaped as `string(_:)` escapes it, without the quotes: for text
  /// put between a JSON string's quotes by hand (the analytics server's answers).
  package static func escaped(_ text: String) -> String {
    var writer = JSONTextWriter(capacity: text.utf8.count + 8)
    writer.string(text)
    let bytes = writer.bytes
    return String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self)
  }

  /// A string, or `null`.
  package mutating func string(_ text: String?) {
    if let text { string(text) } else { raw("null") }
  }

  /// An array of strings.
  package mutating func strings(_ texts: [String]) {
    put(UInt8(ascii: "["))
    for (index, text) in texts.enumerated() {
      if index > 0 { put(UInt8(ascii: ",")) }
      string(text)
    }
    put(UInt8(ascii: "]"))
  }

  /// An array of strings, or `null`.
  package mutating func strings(_ texts: [String]?) {
    if let texts { strings(texts) } else { raw("null") }
  }

  /// An integer in decimal (digits written straight into the buffer).
  package mutating func integer(_ value: Int64) {
    reserve(20)
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    let digits = DecimalDigits.count(value.magnitude)
    DecimalDigits.write(
      value.magnitude, into: UnsafeMutableBufferPointer(start: base + count, count: digits))
    count += digits
  }

  /// An integer, or `null`.
  package mutating func integer(_ value: Int64?) {
    if let value { integer(value) } else { raw("null") }
  }

  /// `true` or `false`.
  package mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// A decimal number written exactly (`49.99`, `-9.99`, `0.3`, `0`): money
  /// never passes through `Double` on its way to the JSON. The text is
  /// `description`'s, remembered per representation (`DecimalText.descriptionUTF8`).
  package mutating func decimal(_ value: Decimal) {
    // Zero is most of them (tax, a cancellation's price), and needs no lookup.
    if value.isZero, !value.isNaN {
      put(UInt8(ascii: "0"))
      return
    }
    DecimalText.descriptionUTF8(value).withUnsafeBufferPointer { put($0) }
  }
}
