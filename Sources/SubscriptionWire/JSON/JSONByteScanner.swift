import Foundation

/// The one strict JSON reader (RFC 8259) over UTF-8 bytes: forward only,
/// each byte read once.
///
/// It accepts exactly JSON (one value, whitespace around it, valid UTF-8,
/// strings with every escape checked, numbers in JSON's grammar, no comments,
/// no trailing commas) and nests at most `maximumDepth` levels, so a hostile
/// document gets a one-line error naming where, never a stack overflow.
///
/// Two front-ends use it:
/// - typed readers (webhook bodies, subscriber documents) walk objects member
///   by member (`readObject(keys:)`), read the values they want and skip the
///   rest, so nothing is built that is not kept; money is read as `Decimal`
///   straight from the digits, never through `Double`. `JSONDecoder` spent
///   ~90 % of an analytics ingest building containers and boxing values it
///   then threw away.
/// - `readValue()` builds a `JSONValue` tree: `JSONParser`, for `.storekit`
///   and project files, and `rawData` built from kept text.
struct JSONByteScanner: ~Copyable {
  /// Why reading stopped.
  enum Failure: Error {
    /// The bytes are not JSON; `offset` is where reading stopped.
    case syntax(String, offset: Int)
    /// Arrays and objects nest deeper than `maximumDepth` at `offset`.
    case tooDeep(offset: Int)
    /// JSON, but not the kind of value the reader asked for.
    case mismatch(expected: String)
    /// The right kind of value, but not one the reader accepts.
    case invalid(String)
    /// A mismatch or invalid value, said of the member at `path` (`event.price`).
    case located(path: String, what: String)

    /// This failure said of a member one level further out: `component` is
    /// a member name or an array index (`[2]`).
    func at(_ component: String) -> Failure {
      switch self {
      case .mismatch(let expected): .located(path: component, what: "expected \(expected)")
      case .invalid(let what): .located(path: component, what: what)
      case .located(let path, let what):
        .located(path: path.hasPrefix("[") ? component + path : component + "." + path, what: what)
      case .syntax, .tooDeep: self
      }
    }

    /// What is wrong, without where (`unexpected ']' where a value belongs`).
    var what: String {
      switch self {
      case .syntax(let what, _): what
      case .tooDeep:
        "too deep: arrays and objects nested more than \(JSONByteScanner.maximumDepth) levels"
      case .mismatch(let expected): "expected \(expected)"
      case .invalid(let what): what
      case .located(let path, let what): "\(path): \(what)"
      }
    }

    /// The failure in one line.
    var reason: String {
      switch self {
      case .syntax(_, let offset), .tooDeep(let offset):
        "the body is not valid JSON: \(what) at byte \(offset)"
      case .mismatch(let expected): "the body is not an object: expected \(expected)"
      case .invalid(let what): what
      case .located(let path, let what): "\(path): \(what)"
      }
    }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  /// The document the bytes are, for readers that keep an object as where
  /// its text is in it (`WireRaw.kept`); nil when nothing is kept.
  var document: Data?
  private var position = 0
  private var depth = 0
  static let maximumDepth = 512

  /// Reads `bytes`, which must stay valid while the scanner is used.
  ///
  /// - Throws: `Failure.syntax` when they are not UTF-8 (at the first byte that is not).
  init(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
    self.bytes = bytes
    if let invalid = Self.firstInvalidUTF8(bytes) {
      throw .syntax("text that is not valid UTF-8", offset: invalid)
    }
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      position = 3  // a UTF-8 byte order mark
    }
  }

  // MARK: Structure

  /// Requires that only whitespace is left.
  mutating func finish() throws(Failure) {
    skipWhitespace()
    if position < bytes.count { throw .syntax("text after the JSON value", offset: position) }
  }

  /// Reads an object, calling `member` with each member's key as `keys`
  /// knows it (nil for any other name); `member` must read or skip the value.
  mutating func readObject<Key>(
    keys: JSONKeyTable<Key>, _ member: (inout JSONByteScanner, Key?) throws(Failure) -> Void
  ) throws(Failure) {
    try readMembers { scanner, start, end, escaped throws(Failure) in
      let key =
        escaped.map { keys.key(for: $0) }
        ?? keys.key(for: UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]))
      try member(&scanner, key)
    }
  }

  /// Reads an object whose member names are data (a dictionary), calling
  /// `member` with each name; `member` must read or skip the value.
  mutating func readDictionary(_ member: (inout JSONByteScanner, String) throws(Failure) -> Void)
    throws(Failure)
  {
    try readMembers { scanner, start, end, escaped throws(Failure) in
      let name =
        escaped.map { String(decoding: $0, as: UTF8.self) }
        ?? String(
          decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]), as: UTF8.self)
      try member(&scanner, name)
    }
  }

  /// Walks an object's members; each key is `bytes[start..<end]` when it
  /// has no escapes, else the unescaped bytes.
  private mutating func readMembers(
    _ member: (inout JSONByteScanner, Int, Int, [UInt8]?) throws(Failure) -> Void
  ) throws(Failure) {
    skipWhitespace()
    guard peek() == UInt8(ascii: "{") else { throw mismatchOrSyntax("an object") }
    try enter()
    position += 1
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw unexpected("where a member name belongs") }
      let start = position + 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
        bytes[end] >= 0x20
      {
        end += 1
      }
      var escaped: [UInt8]?
      if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
        position = end + 1
      } else {
        escaped = try readStringBytes()
      }
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw unexpected("where ':' belongs") }
      position += 1
      try member(&self, start, end, escaped)
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return
      default: throw unexpected("where ',' or '}' belongs")
      }
    }
  }

  /// Reads an array, calling `element` with each index; `element` must read
  /// or skip the value.
  mutating func readArray(_ element: (inout JSONByteScanner, Int) throws(Failure) -> Void)
    throws(Failure)
  {
    skipWhitespace()
    guard peek() == UInt8(ascii: "[") else { throw mismatchOrSyntax("an array") }
    try enter()
    position += 1
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return
    }
    var index = 0
    while true {
      try element(&self, index)
      index += 1
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return
      default: throw unexpected("where ',' or ']' belongs")
      }
    }
  }

  /// The offset of the next value's first byte (whitespace skipped), for a
  /// reader that keeps where a value's text is (`RawJSONText`).
  mutating func valueStart() -> Int {
    skipWhitespace()
    return position
  }

  /// The offset just past the last value read.
  var offset: Int { position }

  /// Whether the next value is a string (nothing is read).
  mutating func nextIsString() -> Bool {
    skipWhitespace()
    return peek() == UInt8(ascii: "\"")
  }

  /// Reads `null` if it comes next, and says whether it did.
  mutating func readNull() throws(Failure) -> Bool {
    skipWhitespace()
    guard peek() == UInt8(ascii: "n") else { return false }
    try literal("null")
    return true
  }

  /// Skips one value of any kind.
  mutating func skipValue() throws(Failure) {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "{"):
      try readMembers { scanner, _, _, _ throws(Failure) in try scanner.skipValue() }
    case UInt8(ascii: "["): try readArray { scanner, _ throws(Failure) in try scanner.skipValue() }
    case UInt8(ascii: "\""): _ = try readStringBytes()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: _ = try readNumberText()
    }
  }

  /// Reads one value of any kind as a `JSONValue` tree (numbers as `Double`).
  mutating func readValue() throws(Failure) -> JSONValue {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "{"):
      var members: [String: JSONValue] = [:]
      try readMembers { scanner, start, end, escaped throws(Failure) in
        let name =
          escaped.map { String(decoding: $0, as: UTF8.self) }
          ?? String(
            decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]), as: UTF8.self)
        members[name] = try scanner.readValue()
      }
      return .object(members)
    case UInt8(ascii: "["):
      var elements: [JSONValue] = []
      try readArray { scanner, _ throws(Failure) in elements.append(try scanner.readValue()) }
      return .array(elements)
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default: return .number(try readDouble())
    }
  }

  /// Reads a number as the nearest `Double` (for `JSONValue`; money is `readDecimal()`).
  mutating func readDouble() throws(Failure) -> Double {
    skipWhitespace()
    let start = position
    _ = try readNumberText()
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw .syntax("the number \(text) is out of range", offset: start)
    }
    return number
  }

  // MARK: Scalars

  /// Reads a string.
  mutating func readString() throws(Failure) -> String {
    skipWhitespace()
    guard peek() == UInt8(ascii: "\"") else { throw mismatchOrSyntax("a string") }
    let start = position + 1
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        position = index + 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      index += 1
    }
    return String(decoding: try readStringBytes(), as: UTF8.self)
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws(Failure) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    default: throw mismatchOrSyntax("true or false")
    }
  }

  /// Reads a whole number that fits in 64 bits (no fraction, no exponent).
  mutating func readInt64() throws(Failure) -> Int64 {
    skipWhitespace()
    guard let first = peek(), first == UInt8(ascii: "-") || isDigit(first) else {
      throw mismatchOrSyntax("a whole number")
    }
    let number = try readNumberText()
    guard !number.hasFraction, !number.hasExponent else {
      throw .mismatch(expected: "a whole number")
    }
    var value: Int64 = 0
    for index in number.digits {
      let digit = Int64(bytes[index] &- UInt8(ascii: "0"))
      let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        number.isNegative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow, !overflow2 else { throw .mismatch(expected: "a whole number in 64 bits") }
      value = next
    }
    return value
  }

  /// Reads a number exactly as written, as a `Decimal`.
  mutating func readDecimal() throws(Failure) -> Decimal {
    skipWhitespace()
    guard let first = peek(), first == UInt8(ascii: "-") || isDigit(first) else {
      throw mismatchOrSyntax("a number")
    }
    let start = position
    let number = try readNumberText()
    var significand: UInt64 = 0
    var significantDigits = 0
    var exponent = number.exponent
    for index in number.digits where bytes[index] != UInt8(ascii: ".") {
      let digit = UInt64(bytes[index] &- UInt8(ascii: "0"))
      if significantDigits == 0 && digit == 0 {
        if index > number.fractionStart { exponent -= 1 }
        continue
      }
      guard significantDigits < 19 else {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
          throw .invalid("the number \(text) is out of range")
        }
        return value
      }
      significand = significand * 10 + digit
      significantDigits += 1
      if index > number.fractionStart { exponent -= 1 }
    }
    guard significand != 0 else { return 0 }  // a negative zero would be NaN
    guard exponent > -128 && exponent < 128 else { throw .invalid("the number is out of range") }
    return Decimal(significand: significand, exponent: exponent, isNegative: number.isNegative)
  }

  // MARK: Internals

  /// Where a number's parts are.
  private struct NumberText {
    var isNegative: Bool
    /// The digits of the integer and fraction parts, with the `.` between.
    var digits: Range<Int>
    /// Digits at indexes above this are fraction digits.
    var fractionStart: Int
    var hasFraction: Bool
    var hasExponent: Bool
    var exponent: Int
  }

  /// Reads a number in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func readNumberText() throws(Failure) -> NumberText {
    var isNegative = false
    if peek() == UInt8(ascii: "-") {
      isNegative = true
      position += 1
    }
    guard let first = peek(), isDigit(first) else {
      if isNegative { throw .syntax("a number needs a digit after '-'", offset: position) }
      throw unexpected("where a value belongs")
    }
    let start = position
    position += 1
    if first != UInt8(ascii: "0") {
      while let byte = peek(), isDigit(byte) { position += 1 }
    }
    var fractionStart = Int.max
    var hasFraction = false
    if peek() == UInt8(ascii: ".") {
      fractionStart = position
      position += 1
      guard let byte = peek(), isDigit(byte) else {
        throw .syntax("a number needs a digit after '.'", offset: position)
      }
      while let byte = peek(), isDigit(byte) { position += 1 }
      hasFraction = true
    }
    let digits = start..<position
    var exponent = 0
    var hasExponent = false
    if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      hasExponent = true
      position += 1
      var negative = false
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        negative = sign == UInt8(ascii: "-")
        position += 1
      }
      guard let byte = peek(), isDigit(byte) else {
        throw .syntax("a number needs a digit in its exponent", offset: position)
      }
      while let byte = peek(), isDigit(byte) {
        exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
        position += 1
      }
      if negative { exponent = -exponent }
    }
    return NumberText(
      isNegative: isNegative, digits: digits, fractionStart: fractionStart,
      hasFraction: hasFraction, hasExponent: hasExponent, exponent: exponent)
  }

  /// Reads a string with its escapes resolved, as UTF-8 bytes; `position` is on the quote.
  private mutating func readStringBytes() throws(Failure) -> [UInt8] {
    position += 1
    var text: [UInt8] = []
    while true {
      guard let byte = peek() else { throw .syntax("an unterminated string", offset: position) }
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return text
      case UInt8(ascii: "\\"): try readEscape(into: &text)
      case ..<0x20:
        position -= 1
        throw .syntax("a control character inside a string", offset: position)
      default: text.append(byte)
      }
    }
  }

  private mutating func readEscape(into text: inout [UInt8]) throws(Failure) {
    guard let byte = peek() else { throw .syntax("an unterminated string", offset: position) }
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try readHex4()
      let loneSurrogate = Failure.syntax("a lone surrogate in a \\u escape", offset: position)
      if (0xD800..<0xDC00).contains(scalar) {
        guard peek() == UInt8(ascii: "\\") else { throw loneSurrogate }
        position += 1
        guard peek() == UInt8(ascii: "u") else { throw loneSurrogate }
        position += 1
        let low = try readHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw loneSurrogate }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let character = Unicode.Scalar(scalar) else { throw loneSurrogate }
      text.append(contentsOf: String(Character(character)).utf8)
    default:
      position -= 1
      throw .syntax("an unknown escape \\\(describe(byte))", offset: position)
    }
  }

  private mutating func readHex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else {
        throw .syntax("a \\u escape needs four hex digits", offset: position)
      }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .syntax("a \\u escape needs four hex digits", offset: position)
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count, let base = bytes.baseAddress,
      memcmp(base + position, word.utf8Start, count) == 0
    else { throw unexpected("where a value belongs") }
    position += count
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > Self.maximumDepth { throw .tooDeep(offset: position) }
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A well-formed value of another kind is a mismatch; anything else is not JSON.
  private mutating func mismatchOrSyntax(_ expected: String) -> Failure {
    do {
      try skipValue()
      return .mismatch(expected: expected)
    } catch {
      return error
    }
  }

  private func unexpected(_ place: String) -> Failure {
    guard let byte = peek() else {
      return .syntax(
        place == "where a value belongs"
          ? "the document ends where a value belongs" : "the document ends too early",
        offset: position)
    }
    return .syntax("unexpected \(describe(byte)) \(place)", offset: position)
  }

  /// A byte as an error shows it: `'}'`, or `byte 0x9` when it is not printable.
  private func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  /// The offset of the first byte that is not well-formed UTF-8 (an overlong
  /// form, a surrogate, a value past U+10FFFF, a cut sequence), or nil; ASCII
  /// costs one comparison a byte.
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
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
      default: return index
      }
      guard bytes.count - index >= length, (low...high).contains(bytes[index + 1]) else {
        return index
      }
      for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) {
        return index
      }
      index += length
    }
    return nil
  }
}
