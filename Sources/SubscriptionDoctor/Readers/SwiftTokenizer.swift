/// Splits Swift source into tokens, skipping comments and whitespace.
///
/// It understands what the doctor's rules need to be precise: line and nested
/// block comments, plain, multi-line (`"""`), raw (`#"…"#`) and interpolated
/// string literals (interpolations may nest strings and parentheses), `#`
/// directives and `@` attributes. It is not a full Swift parser: operators are
/// runs of operator characters and regex literals are not recognised.
///
/// Why not swift-syntax: it is an outside package, and this package builds
/// from the toolchain alone (`swift run subkit doctor` must work on a machine
/// that cannot fetch one); it is also a large dependency to compile for what
/// the rules need. They never need a syntax tree: they match token shapes (a
/// string literal beside `apiKey:`, a call named `restorePurchases`) within
/// brace nesting, which `SwiftSource` builds from these tokens. And a file
/// that does not parse still yields tokens here, so a half-edited file is
/// audited too.
///
/// ```swift
/// let tokens = try SwiftTokenizer.tokenize("let price = \"$9.99\" // old")
/// // [let, price, =, "$9.99"]
/// ```
package struct SwiftTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [SwiftToken] = []
  private var interpolations: [(range: Range<Int>, line: Int)] = []
  private var interpolationDepth = 0

  /// One-character strings for the ASCII bytes, made once: punctuation is a
  /// third of all tokens.
  private static let asciiStrings: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The tokens of `source`.
  /// - Throws: `ReaderError` for an unterminated string literal or block comment.
  package static func tokenize(_ source: String) throws(ReaderError) -> [SwiftToken] {
    try tokenize(bytes: Array(source.utf8))
  }

  /// The tokens of UTF-8 encoded Swift source.
  /// - Throws: `ReaderError` for an unterminated string literal or block comment.
  package static func tokenize(bytes: [UInt8]) throws(ReaderError) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(bytes: bytes)
    try tokenizer.run()
    return tokenizer.tokens
  }

  private func peek(_ offset: Int = 0) -> UInt8 {
    let position = index + offset
    return position < bytes.count ? bytes[position] : 0
  }

  private mutating func run() throws(ReaderError) {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case ASCII.newline:
        line += 1
        index += 1
      case ASCII.space, ASCII.tab, ASCII.carriageReturn:
        index += 1
      case ASCII.slash where peek(1) == ASCII.slash:
        skipLineComment()
      case ASCII.slash where peek(1) == ASCII.star:
        try skipBlockComment()
      case ASCII.quote:
        try readString(hashes: 0)
      case ASCII.hash:
        let hashes = countHashes()
        if bytes.indices.contains(index + hashes), bytes[index + hashes] == ASCII.quote {
          index += hashes
          try readString(hashes: hashes)
        } else {
          index += 1
          let word = readWord()
          tokens.append(SwiftToken(kind: .directive, text: word, line: line))
        }
      case ASCII.at:
        index += 1
        tokens.append(SwiftToken(kind: .attribute, text: readWord(), line: line))
      case ASCII.backtick:
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != ASCII.backtick, bytes[index] != ASCII.newline {
          index += 1
        }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        if index < bytes.count, bytes[index] == ASCII.backtick { index += 1 }
        tokens.append(SwiftToken(kind: .identifier, text: word, line: line))
      default:
        if ASCII.isDigit(byte) {
          readNumber()
        } else if ASCII.isIdentifierStart(byte) {
          tokens.append(SwiftToken(kind: .identifier, text: readWord(), line: line))
        } else if ASCII.isSinglePunctuation(byte) {
          tokens.append(
            SwiftToken(kind: .punctuation, text: Self.asciiStrings[Int(byte)], line: line))
          index += 1
        } else if ASCII.isOperator(byte) {
          let start = index
          while index < bytes.count, ASCII.isOperator(bytes[index]),
            !(bytes[index] == ASCII.slash && (peek(1) == ASCII.slash || peek(1) == ASCII.star))
          {
            index += 1
          }
          if index == start { index += 1 }
          let text = String(decoding: bytes[start..<index], as: UTF8.self)
          tokens.append(SwiftToken(kind: .punctuation, text: text, line: line))
        } else {
          index += 1
        }
      }
    }
  }

  private func countHashes() -> Int {
    var count = 0
    while index + count < bytes.count, bytes[index + count] == ASCII.hash { count += 1 }
    return count
  }

  private mutating func readWord() -> String {
    let start = index
    while index < bytes.count, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func readNumber() {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if ASCII.isIdentifierContinue(byte) {
        index += 1
      } else if byte == ASCII.dot, ASCII.isDigit(peek(1)) {
        index += 1
      } else if byte == ASCII.plus || byte == ASCII.minus,
        index > start,
        bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "p")
      {
        index += 1
      } else {
        break
      }
    }
    tokens.append(
      SwiftToken(
        kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
  }

  private mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != ASCII.newline { index += 1 }
  }

  private mutating func skipBlockComment() throws(ReaderError) {
    let startLine = line
    var depth = 0
    while index < bytes.count {
      if bytes[index] == ASCII.slash, peek(1) == ASCII.star {
        depth += 1
        index += 2
      } else if bytes[index] == ASCII.star, peek(1) == ASCII.slash {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if bytes[index] == ASCII.newline { line += 1 }
        index += 1
      }
    }
    throw ReaderError("unterminated block comment", line: startLine)
  }

  /// Reads a string literal starting at the opening quote, after `hashes` `#`s.
  private mutating func readString(hashes: Int) throws(ReaderError) {
    let startLine = line
    interpolations = []
    let parts = try scanStringBody(hashes: hashes)
    tokens.append(
      SwiftToken(
        kind: .string, text: parts.count == 1 ? parts[0] : parts.joined(), line: startLine,
        stringParts: parts))
    // The expressions inside interpolations are code: tokenise them too, so
    // `"\(package.storeProduct.localizedPriceString)"` shows what it reads.
    for interpolation in interpolations {
      var inner = SwiftTokenizer(bytes: Array(bytes[interpolation.range]))
      inner.line = interpolation.line
      try inner.run()
      tokens.append(contentsOf: inner.tokens)
    }
    interpolations = []
    // Closing hashes.
    var remaining = hashes
    while remaining > 0, index < bytes.count, bytes[index] == ASCII.hash {
      index += 1
      remaining -= 1
    }
  }

  /// Scans from the opening quote to just past the closing quote; returns literal pieces.
  private mutating func scanStringBody(hashes: Int) throws(ReaderError) -> [String] {
    let startLine = line
    let isMultiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
    index += isMultiline ? 3 : 1
    if isMultiline, index < bytes.count, bytes[index] == ASCII.newline {
      // The newline after an opening `"""` is not part of the string.
      line += 1
      index += 1
    }
    var parts: [String] = []
    var current: [UInt8] = []
    if !isMultiline {
      // The common case, a literal without escapes: one slice of the file, no copying byte by byte.
      let start = index
      while index < bytes.count {
        let byte = bytes[index]
        if byte == ASCII.quote || byte == ASCII.backslash || byte == ASCII.newline { break }
        index += 1
      }
      if index < bytes.count, bytes[index] == ASCII.quote,
        closingHashesFollow(after: 1, count: hashes)
      {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return [text]
      }
      current.append(contentsOf: bytes[start..<index])
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.quote {
        if !isMultiline || (peek(1) == ASCII.quote && peek(2) == ASCII.quote) {
          if closingHashesFollow(after: isMultiline ? 3 : 1, count: hashes) {
            index += isMultiline ? 3 : 1
            parts.append(String(decoding: current, as: UTF8.self))
            return parts
          }
        }
        current.append(byte)
        index += 1
      } else if byte == ASCII.backslash, escapeHashesFollow(count: hashes) {
        index += 1 + hashes
        let escaped = peek()
        if escaped == ASCII.openParen {
          parts.append(String(decoding: current, as: UTF8.self))
          current = []
          let expressionStart = index + 1
          let expressionLine = line
          let isOutermost = interpolationDepth == 0
          interpolationDepth += 1
          try skipInterpolation()
          interpolationDepth -= 1
          if isOutermost, index - 1 > expressionStart {
            interpolations.append((expressionStart..<(index - 1), expressionLine))
          }
        } else {
          current.append(contentsOf: decodeEscape())
        }
      } else if byte == ASCII.newline {
        guard isMultiline else { throw ReaderError("unterminated string literal", line: startLine) }
        line += 1
        current.append(byte)
        index += 1
      } else {
        current.append(byte)
        index += 1
      }
    }
    throw ReaderError("unterminated string literal", line: startLine)
  }

  private func closingHashesFollow(after quoteLength: Int, count: Int) -> Bool {
    for offset in 0..<count where peek(quoteLength + offset) != ASCII.hash {
      return false
    }
    return true
  }

  private func escapeHashesFollow(count: Int) -> Bool {
    for offset in 0..<count where peek(1 + offset) != ASCII.hash {
      return false
    }
    return true
  }

  /// Decodes the escape whose character is at `index`; advances past it.
  private mutating func decodeEscape() -> [UInt8] {
    let byte = peek()
    index += 1
    switch byte {
    case UInt8(ascii: "n"): return [ASCII.newline]
    case UInt8(ascii: "t"): return [ASCII.tab]
    case UInt8(ascii: "r"): return [ASCII.carriageReturn]
    case UInt8(ascii: "0"): return [0]
    case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"):
      let start = index + 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != ASCII.newline {
        index += 1
      }
      let hex = String(decoding: bytes[min(start, index)..<index], as: UTF8.self)
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
      if let value = UInt32(hex, radix: 16), let scalar = UnicodeScalar(value) {
        return Array(String(scalar).utf8)
      }
      return []
    case ASCII.newline:
      line += 1
      return []
    default:
      return [byte]
    }
  }

  /// Skips `( … )` of an interpolation, including nested strings and comments.
  private mutating func skipInterpolation() throws(ReaderError) {
    let startLine = line
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case ASCII.openParen:
        depth += 1
        index += 1
      case ASCII.closeParen:
        depth -= 1
        index += 1
        if depth == 0 { return }
      case ASCII.quote:
        _ = try scanStringBody(hashes: 0)
      case ASCII.hash
      where bytes.indices.contains(index + countHashes())
        && bytes[index + countHashes()] == ASCII.quote:
        let hashes = countHashes()
        index += hashes
        _ = try scanStringBody(hashes: hashes)
        index += hashes
      case ASCII.slash where peek(1) == ASCII.slash:
        skipLineComment()
      case ASCII.slash where peek(1) == ASCII.star:
        try skipBlockComment()
      case ASCII.newline:
        line += 1
        index += 1
      default:
        index += 1
      }
    }
    throw ReaderError("unterminated string interpolation", line: startLine)
  }
}
