/// Reads old-style (OpenStep/NeXT) property lists, the format of `project.pbxproj`.
///
/// No plist package can be fetched here, and Foundation on Linux does not keep
/// line numbers, so this reader covers the format in full: `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, quoted strings with escapes, unquoted words
/// (`isa`, object ids, paths like `Sources/App.swift`), `<hex>` data, and `//`
/// and `/* */` comments (`/* Debug */` annotations after object ids).
package struct OpenStepPropertyListReader {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The root value of the old-style plist in `bytes`.
  /// - Throws: `ReaderError` with the line where the syntax breaks.
  package static func read(bytes: [UInt8]) throws(ReaderError) -> PropertyListValue {
    var reader = OpenStepPropertyListReader(bytes: bytes)
    let value = try reader.readValue(depth: 0)
    reader.skipTrivia()
    guard reader.index >= reader.bytes.count else {
      throw ReaderError("unexpected content after the root value", line: reader.line)
    }
    return value
  }

  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.newline {
        line += 1
        index += 1
      } else if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
        index += 1
      } else if byte == ASCII.slash, index + 1 < bytes.count, bytes[index + 1] == ASCII.slash {
        while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
      } else if byte == ASCII.slash, index + 1 < bytes.count, bytes[index + 1] == ASCII.star {
        index += 2
        while index < bytes.count,
          !(bytes[index] == ASCII.star && index + 1 < bytes.count
            && bytes[index + 1] == ASCII.slash)
        {
          if bytes[index] == ASCII.newline { line += 1 }
          index += 1
        }
        index += 2
      } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB {
        index += 3
      } else {
        return
      }
    }
  }

  private mutating func expect(_ character: Character) throws(ReaderError) {
    skipTrivia()
    guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else {
      throw ReaderError("expected '\(character)'", line: line)
    }
    index += 1
  }

  private mutating func readValue(depth: Int) throws(ReaderError) -> PropertyListValue {
    guard depth < 256 else { throw ReaderError("nested too deeply", line: line) }
    skipTrivia()
    guard index < bytes.count else { throw ReaderError("unexpected end of file", line: line) }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var entries: [PropertyListEntry] = []
      while true {
        skipTrivia()
        guard index < bytes.count else { throw ReaderError("unterminated dictionary", line: line) }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .dictionary(entries)
        }
        let keyLine = line
        guard case .string(let key) = try readString() else {
          throw ReaderError("expected a key", line: line)
        }
        try expect("=")
        let value = try readValue(depth: depth + 1)
        try expect(";")
        entries.append(PropertyListEntry(key: key, value: value, line: keyLine))
      }
    case UInt8(ascii: "("):
      index += 1
      var values: [PropertyListValue] = []
      while true {
        skipTrivia()
        guard index < bytes.count else { throw ReaderError("unterminated array", line: line) }
        if bytes[index] == UInt8(ascii: ")") {
          index += 1
          return .array(values)
        }
        values.append(try readValue(depth: depth + 1))
        skipTrivia()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
          throw ReaderError("expected ',' or ')' in array", line: line)
        }
      }
    case UInt8(ascii: "<"):
      index += 1
      var data: [UInt8] = []
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        data.append(bytes[index])
        index += 1
      }
      guard index < bytes.count else { throw ReaderError("unterminated data", line: line) }
      index += 1
      return .data(data)
    default:
      return try readString()
    }
  }

  private mutating func readString() throws(ReaderError) -> PropertyListValue {
    skipTrivia()
    guard index < bytes.count else { throw ReaderError("unexpected end of file", line: line) }
    let quote = bytes[index]
    if quote == ASCII.quote || quote == UInt8(ascii: "'") {
      let startLine = line
      index += 1
      var text: [UInt8] = []
      while index < bytes.count, bytes[index] != quote {
        var byte = bytes[index]
        // A line break in the file, not a `\n` escape in the value.
        if byte == ASCII.newline { line += 1 }
        if byte == ASCII.backslash, index + 1 < bytes.count {
          index += 1
          byte = bytes[index]
          switch byte {
          case UInt8(ascii: "n"): byte = ASCII.newline
          case UInt8(ascii: "t"): byte = ASCII.tab
          case UInt8(ascii: "r"): byte = ASCII.carriageReturn
          case UInt8(ascii: "U"):
            // `\U0010`, `\U00e9`: a UTF-16 code unit, as Xcode writes a
            // name's characters outside ASCII (`"Chat\U0010Model.swift"`;
            // safeZ, hundred-and-fifteenth round); a pair for one outside
            // the basic plane.
            if let (scalar, end) = unicodeEscape(at: index + 1) {
              text.append(contentsOf: Array(String(Character(scalar)).utf8))
              index = end
              continue
            }
          default: break
          }
        }
        text.append(byte)
        index += 1
      }
      guard index < bytes.count else {
        throw ReaderError("unterminated quoted string", line: startLine)
      }
      index += 1
      return .string(String(decoding: text, as: UTF8.self))
    }
    let start = index
    while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
    guard index > start else {
      throw ReaderError("unexpected character '\(String(UnicodeScalar(bytes[index])))'", line: line)
    }
    return .string(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  /// The scalar a `\U` escape's hex digits starting at `start` spell, and
  /// the index after them (after the second escape of a surrogate pair).
  private func unicodeEscape(at start: Int) -> (Unicode.Scalar, Int)? {
    func unit(at offset: Int) -> UInt32? {
      guard offset + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for byte in bytes[offset..<offset + 4] {
        guard let digit = ASCII.hexValue(byte) else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    guard let first = unit(at: start) else { return nil }
    if (0xD800..<0xDC00).contains(first), start + 10 <= bytes.count,
      bytes[start + 4] == ASCII.backslash, bytes[start + 5] == UInt8(ascii: "U"),
      let second = unit(at: start + 6), (0xDC00..<0xE000).contains(second),
      let scalar = Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00))
    {
      return (scalar, start + 10)
    }
    guard let scalar = Unicode.Scalar(first) else { return nil }
    return (scalar, start + 4)
  }

  private static func isUnquoted(_ byte: UInt8) -> Bool {
    ASCII.isIdentifierContinue(byte) || byte == ASCII.slash || byte == ASCII.dot
      || byte == ASCII.minus || byte == UInt8(ascii: ":") || byte == ASCII.plus
  }
}
