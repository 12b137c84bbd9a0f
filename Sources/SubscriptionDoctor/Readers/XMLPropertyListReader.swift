/// Reads XML property lists (`<plist><dict>…</dict></plist>`), keeping each key's line.
///
/// No XML package can be fetched here, so this reader covers the plist subset of
/// XML: the prolog, `<!DOCTYPE>`, comments, CDATA, the five named entities and
/// numeric character references, and the plist elements `dict`, `array`, `key`,
/// `string`, `integer`, `real`, `true`, `false`, `date` and `data` (including the
/// empty forms such as `<dict/>`). Anything else is a `ReaderError`.
package struct XMLPropertyListReader {
  /// The deepest nesting of arrays and dictionaries the reader accepts.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The root value of the XML plist in `bytes`.
  /// - Throws: `ReaderError` for malformed XML or an unknown element.
  package static func read(bytes: [UInt8]) throws(ReaderError) -> PropertyListValue {
    var reader = XMLPropertyListReader(bytes: bytes)
    return try reader.readDocument()
  }

  private struct Tag {
    var name: String
    var isClosing: Bool
    var isEmpty: Bool
    var line: Int
  }

  private mutating func readDocument() throws(ReaderError) -> PropertyListValue {
    var tag = try nextTag()
    if tag.name == "plist" {
      if tag.isEmpty { throw ReaderError("empty <plist>", line: tag.line) }
      tag = try nextTag()
      let value = try readValue(opening: tag)
      let closing = try nextTag()
      guard closing.isClosing, closing.name == "plist" else {
        throw ReaderError("expected </plist>", line: closing.line)
      }
      try expectOnlyTrivia()
      return value
    }
    let value = try readValue(opening: tag)
    try expectOnlyTrivia()
    return value
  }

  private mutating func readValue(opening tag: Tag, depth: Int = 0) throws(ReaderError)
    -> PropertyListValue
  {
    // Recursion is bounded, so a file nested 50,000 arrays deep is an error, not a stack overflow.
    guard depth < Self.maximumDepth else {
      throw ReaderError(
        "property list nested deeper than \(Self.maximumDepth) levels", line: tag.line)
    }
    guard !tag.isClosing else { throw ReaderError("unexpected </\(tag.name)>", line: tag.line) }
    switch tag.name {
    case "dict":
      if tag.isEmpty { return .dictionary([]) }
      var entries: [PropertyListEntry] = []
      while true {
        let next = try nextTag()
        if next.isClosing, next.name == "dict" { return .dictionary(entries) }
        guard next.name == "key", !next.isClosing else {
          throw ReaderError("expected <key> in <dict>, found <\(next.name)>", line: next.line)
        }
        let key = next.isEmpty ? "" : try readText(closing: "key")
        let valueTag = try nextTag()
        entries.append(
          PropertyListEntry(
            key: key, value: try readValue(opening: valueTag, depth: depth + 1), line: next.line))
      }
    case "array":
      if tag.isEmpty { return .array([]) }
      var values: [PropertyListValue] = []
      while true {
        let next = try nextTag()
        if next.isClosing, next.name == "array" { return .array(values) }
        values.append(try readValue(opening: next, depth: depth + 1))
      }
    case "true", "false":
      if !tag.isEmpty {
        let closing = try nextTag()
        guard closing.isClosing, closing.name == tag.name else {
          throw ReaderError("expected </\(tag.name)>", line: closing.line)
        }
      }
      return .bool(tag.name == "true")
    case "string", "integer", "real", "date", "data":
      let text = tag.isEmpty ? "" : try readText(closing: tag.name)
      return try scalar(tag.name, text, line: tag.line)
    case "key":
      // CoreFoundation reads a `<key>` outside a dictionary as a string
      // (`<array><key>armv7</key></array>`; `plutil -lint` says OK), so Xcode
      // builds such an Info.plist (newnewdact, sixty-sixth round).
      let text = tag.isEmpty ? "" : try readText(closing: "key")
      return .string(text)
    default:
      throw ReaderError("unknown element <\(tag.name)>", line: tag.line)
    }
  }

  private func scalar(_ name: String, _ text: String, line: Int) throws(ReaderError)
    -> PropertyListValue
  {
    let trimmed = text.trimmingWhitespace()
    switch name {
    case "integer":
      guard let value = Int(trimmed) else {
        throw ReaderError("bad <integer> \(trimmed)", line: line)
      }
      return .integer(value)
    case "real":
      guard let value = Double(trimmed) else {
        throw ReaderError("bad <real> \(trimmed)", line: line)
      }
      return .real(value)
    case "date": return .date(trimmed)
    case "data": return .data(Array(trimmed.utf8))
    default: return .string(text)
    }
  }

  /// Reads character data up to `</name>`, decoding entities and CDATA.
  private mutating func readText(closing name: String) throws(ReaderError) -> String {
    let startLine = line
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if startsWith("<![CDATA[") {
          index += 9
          while index < bytes.count, !startsWith("]]>") {
            if bytes[index] == ASCII.newline { line += 1 }
            text.append(bytes[index])
            index += 1
          }
          index += 3
          continue
        }
        if startsWith("<!--") {
          try skipComment()
          continue
        }
        let tag = try nextTag()
        guard tag.isClosing, tag.name == name else {
          throw ReaderError("expected </\(name)>, found <\(tag.name)>", line: tag.line)
        }
        return String(decoding: text, as: UTF8.self)
      }
      if byte == UInt8(ascii: "&") {
        text.append(contentsOf: try readEntity())
        continue
      }
      if byte == ASCII.newline { line += 1 }
      text.append(byte)
      index += 1
    }
    throw ReaderError("unterminated <\(name)>", line: startLine)
  }

  private mutating func readEntity() throws(ReaderError) -> [UInt8] {
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw ReaderError("bad entity", line: line)
    }
    let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    index += 1
    switch name {
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "amp": return [UInt8(ascii: "&")]
    case "quot": return [ASCII.quote]
    case "apos": return [UInt8(ascii: "'")]
    default:
      let code: UInt32?
      if name.hasPrefix("#x") {
        code = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        code = UInt32(name.dropFirst())
      } else {
        code = nil
      }
      guard let code, let scalar = UnicodeScalar(code) else {
        throw ReaderError("unknown entity &\(name);", line: line)
      }
      return Array(String(scalar).utf8)
    }
  }

  private func startsWith(_ text: String) -> Bool {
    var position = index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  private mutating func skipComment() throws(ReaderError) {
    let startLine = line
    while index < bytes.count, !startsWith("-->") {
      if bytes[index] == ASCII.newline { line += 1 }
      index += 1
    }
    guard index < bytes.count else { throw ReaderError("unterminated comment", line: startLine) }
    index += 3
  }

  /// Whether a C preprocessor directive (`#if`, `#ifdef`, `#ifndef`, `#elif`,
  /// `#else`, `#endif`, `#define`, `#undef`, `#include`) starts at `index`.
  private func isPreprocessorDirective() -> Bool {
    guard bytes[index] == UInt8(ascii: "#") else { return false }
    var end = index + 1
    while end < bytes.count, (bytes[end] | 0x20) >= UInt8(ascii: "a"),
      (bytes[end] | 0x20) <= UInt8(ascii: "z")
    {
      end += 1
    }
    let word = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    return ["if", "ifdef", "ifndef", "elif", "else", "endif", "define", "undef", "include"]
      .contains(word)
  }

  /// Skips whitespace, comments, the prolog and DOCTYPE, then reads one tag.
  private mutating func nextTag() throws(ReaderError) -> Tag {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.newline {
        line += 1
        index += 1
      } else if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
        index += 1
      } else if startsWith("<!--") {
        try skipComment()
      } else if startsWith("<?") || startsWith("<!") {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
          if bytes[index] == ASCII.newline { line += 1 }
          index += 1
        }
        index += 1
      } else if startsWith("\u{FEFF}") {
        index += 3
      } else if byte == UInt8(ascii: "<") {
        return try readTag()
      } else if isPreprocessorDirective() {
        // `#ifdef FLAG` … `#endif`: Xcode runs the C preprocessor over an
        // Info.plist when `INFOPLIST_PREPROCESS = YES`; every branch is read.
        while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
      } else {
        throw ReaderError("unexpected text outside an element", line: line)
      }
    }
    throw ReaderError("unexpected end of file", line: line)
  }

  private mutating func readTag() throws(ReaderError) -> Tag {
    let tagLine = line
    index += 1
    var isClosing = false
    if index < bytes.count, bytes[index] == ASCII.slash {
      isClosing = true
      index += 1
    }
    let start = index
    while index < bytes.count, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    guard !name.isEmpty else { throw ReaderError("malformed tag", line: tagLine) }
    var isEmpty = false
    // Attributes (e.g. version="1.0") are skipped, honouring quotes.
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == ASCII.newline { line += 1 }
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == ASCII.quote || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == ASCII.slash {
        isEmpty = true
      } else if byte == UInt8(ascii: ">") {
        return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty, line: tagLine)
      } else if byte == UInt8(ascii: "<") {
        break
      }
    }
    throw ReaderError("unterminated tag <\(name)", line: tagLine)
  }

  private mutating func expectOnlyTrivia() throws(ReaderError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.newline {
        line += 1
        index += 1
      } else if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn
        || byte == 0
      {
        index += 1
      } else if startsWith("<!--") {
        try skipComment()
      } else {
        throw ReaderError("unexpected content after the root element", line: line)
      }
    }
  }
}
