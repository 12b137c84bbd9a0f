/// A strict JSON parser (RFC 8259) over UTF-8 bytes: one pass, straight into
/// `JSONValue`, for the `.storekit` reader.
///
/// Why not `JSONDecoder`: decoding a free-form `JSONValue` through `Codable`
/// tries each kind in turn for every value, which made a 100,000-product
/// `.storekit` cost seconds per `subkit store` command. This reads each byte
/// once. It accepts exactly what JSON allows (no comments, no trailing commas,
/// valid UTF-8, escapes checked) and nests at most `maximumDepth` levels, so a
/// hostile file gets an error naming the line, never a stack overflow.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted (as Foundation's parser).
  package static let maximumDepth = 512

  /// Why the bytes are not JSON, and where.
  package struct Failure: Error, Equatable {
    package var reason: String
    package var line: Int
    /// Whether the document nests deeper than `maximumDepth` (valid JSON
    /// perhaps, but more than any reader here accepts).
    package var isTooDeep = false

    /// "unexpected ',' (line 3)".
    package var description: String { "\(reason) (line \(line))" }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses one JSON document; only whitespace may follow it.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    // A byte order mark is not JSON, but editors write it; Foundation skips it too.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else { throw parser.failure("text after the JSON value") }
    return value
  }

  /// Parses `bytes` (see `parse(_:)`).
  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(Failure) -> JSONValue in try parse(buffer) }
    }
    return try result.get()
  }

  // MARK: Values

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("the document ends where a value belongs") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try number())
    default:
      throw failure("unexpected \(describe(bytes[index])) where a value belongs")
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw tooDeep() }
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if try peek() == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard try peek() == UInt8(ascii: "\"") else {
        throw failure("unexpected \(describe(bytes[index])) where a member name belongs")
      }
      let key = try string()
      skipWhitespace()
      guard try peek() == UInt8(ascii: ":") else {
        throw failure("unexpected \(describe(bytes[index])) where ':' belongs")
      }
      index += 1
      skipWhitespace()
      members[key] = try value(depth: depth)
      skipWhitespace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("unexpected \(describe(bytes[index])) where ',' or '}' belongs")
      }
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Self.maximumDepth else { throw tooDeep() }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if try peek() == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth))
      skipWhitespace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw failure("unexpected \(describe(bytes[index])) where ',' or ']' belongs")
      }
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw failure("unexpected \(describe(bytes[index])) where a value belongs") }
    index += count
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw failure("a number needs a digit after '-'")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("a number needs a digit after '.'")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("a number needs a digit in its exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw failure("the number \(text) is out of range")
    }
    return number
  }

  /// Reads a string from its opening quote to just past its closing quote.
  private mutating func string() throws(Failure) -> String {
    index += 1
    let start = index
    // The common case: no escapes, so the text is one slice of the input.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = try validated(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw failure("a control character inside a string") }
      index += 1
    }
    var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        let result = buffer.withUnsafeBufferPointer { raw in
          Result { () throws(Failure) -> String in try validated(raw) }
        }
        return try result.get()
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &buffer)
      default:
        guard byte >= 0x20 else { throw failure("a control character inside a string") }
        buffer.append(byte)
        index += 1
      }
    }
    throw failure("an unterminated string")
  }

  /// Decodes the escape after a backslash into UTF-8.
  private mutating func escape(into buffer: inout [UInt8]) throws(Failure) {
    guard index < bytes.count else { throw failure("an unterminated string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = UInt32(try hex4())
      if (0xD800...0xDBFF).contains(scalar) {
        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("a lone surrogate in a \\u escape") }
        index += 2
        let low = UInt32(try hex4())
        guard (0xDC00...0xDFFF).contains(low) else {
          throw failure("a lone surrogate in a \\u escape")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw failure("a lone surrogate in a \\u escape")
      }
      buffer.append(contentsOf: String(unicode).utf8)
    default:
      throw failure("an unknown escape \\\(describe(byte))")
    }
  }

  private mutating func hex4() throws(Failure) -> UInt16 {
    guard bytes.count - index >= 4 else { throw failure("a \\u escape needs four hex digits") }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("a \\u escape needs four hex digits")
      }
      value = value << 4 | UInt16(digit)
      index += 1
    }
    return value
  }

  private func validated(_ raw: UnsafeBufferPointer<UInt8>) throws(Failure) -> String {
    guard Self.isValidUTF8(raw) else { throw failure("text that is not valid UTF-8") }
    return String(decoding: raw, as: UTF8.self)
  }

  /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates or
  /// values past U+10FFFF); ASCII runs cost one comparison a byte.
  package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: return false
      }
      guard bytes.count - index >= length, (low...high).contains(bytes[index + 1]) else {
        return false
      }
      for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) {
        return false
      }
      index += length
    }
    return true
  }

  // MARK: Helpers

  private func peek() throws(Failure) -> UInt8 {
    guard index < bytes.count else { throw failure("the document ends too early") }
    return bytes[index]
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  /// An error at the current position, with its line (counted only when failing).
  private func failure(_ reason: String) -> Failure {
    let end = min(index, bytes.count)
    var line = 1
    for position in 0..<end where bytes[position] == 0x0A { line += 1 }
    return Failure(reason: reason, line: line)
  }

  /// The failure for nesting past `maximumDepth`.
  private func tooDeep() -> Failure {
    var failure = failure(
      "too deep: arrays and objects nested more than \(Self.maximumDepth) levels")
    failure.isTooDeep = true
    return failure
  }
}
