/// Splits Swift source into tokens, skipping comments and whitespace.
///
/// It understands what the doctor's rules need to be precise: line and nested
/// block comments, plain, multi-line (`"""`), raw (`#"…"#`) and interpolated
/// string literals (interpolations may nest strings and parentheses), `#`
/// directives and `@` attributes, and regex literals (`/…/` where an
/// expression starts, `#/…/#`), which it skips: a quote inside one
/// (`/["']?/`) is no string. It is not a full Swift parser: operators are
/// runs of operator characters.
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
///
/// It reads the bytes through a buffer pointer that lives only for the call
/// (no bounds check or reference count per byte), and an interpolation's
/// expression is tokenised in place, in the same buffer and token array.
package struct SwiftTokenizer {
  /// The tokens of a file and the pieces of its interpolated string literals.
  package struct Output: Sendable {
    /// The tokens, comments and whitespace dropped.
    package var tokens: [SwiftToken]
    /// For each interpolated string literal (by token index), its literal
    /// pieces; interpolations lie between consecutive pieces.
    package var interpolatedParts: InterpolatedParts
  }

  /// The file's bytes; valid only during `scan(bytes:)`, which owns the storage.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// Where scanning stops: the end of the file, or of the interpolation being tokenised.
  private var end: Int
  private var line = 1
  private var tokens: [SwiftToken] = []
  private var interpolatedParts = InterpolatedParts()
  private var interpolations: [(range: Range<Int>, line: Int)] = []
  private var interpolationDepth = 0

  /// One-character strings for the ASCII bytes, made once: punctuation is a
  /// third of all tokens.
  private static let asciiStrings: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// `asciiStrings`, fetched once per file rather than once per token.
  private let punctuation: [String]

  /// Each `SwiftKeyword`'s spelling, by raw value (`let`, `func`, `struct`
  /// are a fifth of all identifiers), made once.
  private static let keywordTexts: [String] = {
    var texts = [String](repeating: "", count: Int(UInt8.max) + 1)
    for (keyword, text) in SwiftKeyword.spellings { texts[Int(keyword.rawValue)] = text }
    return texts
  }()

  /// `keywordTexts`, fetched once per file.
  private let keywordSpellings: [String]

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.end = bytes.count
    self.punctuation = Self.asciiStrings
    self.keywordSpellings = Self.keywordTexts
  }

  /// The tokens of `source`.
  /// - Throws: `ReaderError` for an unterminated string literal or block comment.
  package static func tokenize(_ source: String) throws(ReaderError) -> [SwiftToken] {
    try scan(bytes: Array(source.utf8)).tokens
  }

  /// The tokens of UTF-8 encoded Swift source.
  /// - Throws: `ReaderError` for an unterminated string literal or block comment.
  package static func tokenize(bytes: [UInt8]) throws(ReaderError) -> [SwiftToken] {
    try scan(bytes: bytes).tokens
  }

  /// The tokens of UTF-8 encoded Swift source, with the pieces of its interpolated literals.
  /// - Throws: `ReaderError` for an unterminated string literal or block comment.
  package static func scan(bytes: [UInt8]) throws(ReaderError) -> Output {
    let result: Result<Output, ReaderError> = bytes.withUnsafeBufferPointer { buffer in
      // The tokenizer never outlives this closure: the pointer stays valid.
      var tokenizer = SwiftTokenizer(bytes: buffer)
      // Real apps' files hold one token per 7.5 bytes on average and per 5
      // bytes in the densest 1%: one allocation, no regrowth, for nearly
      // every file (room is memory touched: 10,000 files' tokens are most of
      // what an audit holds).
      tokenizer.tokens.reserveCapacity(buffer.count / 5 + 16)
      do throws(ReaderError) {
        try tokenizer.run()
      } catch {
        return .failure(error)
      }
      return .success(
        Output(tokens: tokenizer.tokens, interpolatedParts: tokenizer.interpolatedParts))
    }
    return try result.get()
  }

  private func peek(_ offset: Int = 0) -> UInt8 {
    let position = index + offset
    return position < end ? bytes[position] : 0
  }

  /// The text of `bytes[start..<stop]`.
  private func text(_ start: Int, _ stop: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
  }

  /// Tokenises `bytes[index..<end]`. The common tokens (blanks, newlines,
  /// words, one-byte punctuation) are read with the position in locals, which
  /// stay in registers; the rest (`slowToken`) works on the stored position.
  private mutating func run() throws(ReaderError) {
    let bytes = self.bytes
    let end = self.end
    var index = self.index
    var line = self.line
    while index < end {
      let byte = bytes[index]
      if byte == ASCII.newline {
        line += 1
        index += 1
      } else if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn {
        // A run of blanks (indentation is a third of a file) in a local loop.
        index += 1
        while index < end {
          let next = bytes[index]
          guard next == ASCII.space || next == ASCII.tab || next == ASCII.carriageReturn else {
            break
          }
          index += 1
        }
      } else if ASCII.isIdentifierStart(byte) {
        let start = index
        index += 1
        while index < end, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let keyword = SwiftKeyword.of(word)
        // A keyword's text is its shared spelling: no String made for it.
        tokens.append(
          SwiftToken(
            kind: .identifier,
            text: keyword == .none
              ? String(decoding: word, as: UTF8.self) : keywordSpellings[Int(keyword.rawValue)],
            line: line, code: keyword.rawValue))
      } else if byte == ASCII.bang, index + 1 < end, bytes[index + 1] == ASCII.equals {
        // `!=` and `!==` are operators; a `!` alone unwraps or negates.
        let isIdentity = index + 2 < end && bytes[index + 2] == ASCII.equals
        tokens.append(
          SwiftToken(kind: .punctuation, text: isIdentity ? "!==" : "!=", line: line, code: 0))
        index += isIdentity ? 3 : 2
      } else if ASCII.isSinglePunctuation(byte) {
        tokens.append(
          SwiftToken(kind: .punctuation, text: punctuation[Int(byte)], line: line, code: byte))
        index += 1
      } else {
        self.index = index
        self.line = line
        try slowToken(byte)
        index = self.index
        line = self.line
      }
    }
    self.index = index
    self.line = line
  }

  /// Reads the token starting with `byte` at `index` that `run` leaves to the
  /// stored position: comments, literals, directives, attributes, operators.
  private mutating func slowToken(_ byte: UInt8) throws(ReaderError) {
    switch byte {
    case ASCII.slash where peek(1) == ASCII.slash:
      skipLineComment()
    case ASCII.slash where peek(1) == ASCII.star:
      try skipBlockComment()
    case ASCII.slash where startsExpression() && skipRegexLiteral(hashes: 0):
      break
    case ASCII.quote:
      try readString(hashes: 0)
    case ASCII.hash:
      let hashes = countHashes()
      if index + hashes < end, bytes[index + hashes] == ASCII.quote {
        index += hashes
        try readString(hashes: hashes)
      } else if index + hashes < end, bytes[index + hashes] == ASCII.slash,
        skipRegexLiteral(hashes: hashes)
      {
        break
      } else {
        index += 1
        let word = readWord()
        tokens.append(SwiftToken(kind: .directive, text: word, line: line, code: 0))
      }
    case ASCII.at:
      index += 1
      tokens.append(SwiftToken(kind: .attribute, text: readWord(), line: line, code: 0))
    case ASCII.backtick:
      index += 1
      let start = index
      while index < end, bytes[index] != ASCII.backtick, bytes[index] != ASCII.newline {
        index += 1
      }
      let word = text(start, index)
      let keyword = SwiftKeyword.of(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      if index < end, bytes[index] == ASCII.backtick { index += 1 }
      tokens.append(
        SwiftToken(kind: .identifier, text: word, line: line, code: keyword.rawValue))
    default:
      if ASCII.isDigit(byte) {
        readNumber()
      } else if ASCII.isOperator(byte) {
        let start = index
        while index < end, ASCII.isOperator(bytes[index]),
          !(bytes[index] == ASCII.slash && (peek(1) == ASCII.slash || peek(1) == ASCII.star))
        {
          index += 1
        }
        if index == start { index += 1 }
        let isOneByte = index == start + 1
        let operatorText = isOneByte ? punctuation[Int(bytes[start])] : text(start, index)
        tokens.append(
          SwiftToken(
            kind: .punctuation, text: operatorText, line: line,
            code: isOneByte ? bytes[start] : 0))
      } else {
        index += 1
      }
    }
  }

  /// Whether an expression may start here: at the start, after an opening
  /// bracket, `,`, `:`, `;`, an operator or `return`/`case` — not after a
  /// value (`total / 2`, `(a + b) / 2`), where `/` divides.
  private func startsExpression() -> Bool {
    guard let previous = tokens.last else { return true }
    switch previous.kind {
    case .punctuation:
      return
        !(previous.is(")") || previous.is("]") || previous.is("}") || previous.is("?")
        || previous.is("!"))
    case .identifier:
      return previous.keyword == .case || previous.is("return")
    default:
      return false
    }
  }

  /// Skips the regex literal at `index` (`/…/`, or `#/…/#` with `hashes`
  /// hashes before it) and returns true; returns false, moving nothing, when
  /// no literal is there. A bare `/…/` stays on one line, does not start
  /// with a blank and ends at an unescaped `/`; an extended one ends at `/`
  /// and the same number of hashes, and may span lines.
  private mutating func skipRegexLiteral(hashes: Int) -> Bool {
    var position = index + hashes + 1
    if hashes == 0 {
      guard position < end, bytes[position] != ASCII.space, bytes[position] != ASCII.tab,
        bytes[position] != ASCII.newline
      else { return false }
    }
    var lines = 0
    while position < end {
      let byte = bytes[position]
      if byte == ASCII.backslash {
        position += 2
        continue
      }
      if byte == ASCII.newline {
        guard hashes > 0 else { return false }
        lines += 1
      }
      if byte == ASCII.slash {
        var closing = 0
        while closing < hashes, position + 1 + closing < end,
          bytes[position + 1 + closing] == ASCII.hash
        {
          closing += 1
        }
        if closing == hashes {
          index = position + 1 + hashes
          line += lines
          return true
        }
      }
      position += 1
    }
    return false
  }

  private func countHashes() -> Int {
    var count = 0
    while index + count < end, bytes[index + count] == ASCII.hash { count += 1 }
    return count
  }

  private mutating func readWord() -> String {
    let start = index
    skipWord()
    return text(start, index)
  }

  /// Moves `index` past the identifier characters at it.
  private mutating func skipWord() {
    var position = index
    while position < end, ASCII.isIdentifierContinue(bytes[position]) { position += 1 }
    index = position
  }

  private mutating func readNumber() {
    let start = index
    while index < end {
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
    tokens.append(SwiftToken(kind: .number, text: text(start, index), line: line, code: 0))
  }

  private mutating func skipLineComment() {
    while index < end, bytes[index] != ASCII.newline { index += 1 }
  }

  private mutating func skipBlockComment() throws(ReaderError) {
    let startLine = line
    var depth = 0
    while index < end {
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
    if let literal = plainLiteral(hashes: hashes) {
      // Most literals: one slice of the file, no pieces and no interpolation.
      tokens.append(SwiftToken(kind: .string, text: literal, line: startLine, code: 0))
      skipClosingHashes(hashes)
      return
    }
    // This literal's interpolations are appended after any an enclosing
    // literal still has to tokenise, and dropped when done: one list per
    // file, not one per literal.
    let firstInterpolation = interpolations.count
    let pieces = try scanStringBody(hashes: hashes)
    if pieces.isInterpolated { interpolatedParts.append(pieces.all, at: tokens.count) }
    tokens.append(
      SwiftToken(
        kind: .string, text: pieces.text, line: startLine, isInterpolated: pieces.isInterpolated,
        code: 0))
    // The expressions inside interpolations are code: tokenise them too, so
    // `"\(package.storeProduct.localizedPriceString)"` shows what it reads.
    // Each is tokenised in place, as a file of its own: from its first byte
    // to its last, starting on its line, with no interpolation open.
    let found = firstInterpolation..<interpolations.count
    let resume = (index: index, end: end, line: line, depth: interpolationDepth)
    for position in found {
      // Literals inside it append after `found` and drop their own again.
      let interpolation = interpolations[position]
      index = interpolation.range.lowerBound
      end = interpolation.range.upperBound
      line = interpolation.line
      interpolationDepth = 0
      try run()
    }
    (index, end, line, interpolationDepth) = resume
    interpolations.removeSubrange(firstInterpolation...)
    skipClosingHashes(hashes)
  }

  private mutating func skipClosingHashes(_ hashes: Int) {
    var remaining = hashes
    while remaining > 0, index < end, bytes[index] == ASCII.hash {
      index += 1
      remaining -= 1
    }
  }

  /// The text of the single-line literal whose opening quote is at `index`
  /// when it has no escape or interpolation, moving past its closing quote;
  /// `nil` (nothing moved) for any other literal.
  private mutating func plainLiteral(hashes: Int) -> String? {
    guard peek(1) != ASCII.quote || peek(2) != ASCII.quote else { return nil }
    let start = index + 1
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == ASCII.quote || byte == ASCII.backslash || byte == ASCII.newline { break }
      position += 1
    }
    guard position < end, bytes[position] == ASCII.quote else { return nil }
    let saved = index
    index = position
    guard closingHashesFollow(after: 1, count: hashes) else {
      index = saved
      return nil
    }
    index = position + 1
    return text(start, position)
  }

  /// The literal pieces of one string literal. Most literals are one piece:
  /// that one is kept alone, and an array is made only for a second.
  private struct Pieces {
    private var first = ""
    private(set) var all: [String] = []

    /// Whether an interpolation split the literal (two pieces or more).
    var isInterpolated: Bool { !all.isEmpty }
    /// The pieces joined: the literal's text.
    var text: String { isInterpolated ? all.joined() : first }

    mutating func append(_ piece: String, isFirst: Bool) {
      if isFirst {
        first = piece
        return
      }
      if all.isEmpty {
        all.reserveCapacity(4)
        all.append(first)
      }
      all.append(piece)
    }
  }

  /// Scans from the opening quote to just past the closing quote; returns literal pieces.
  ///
  /// A piece is a slice of the file from `pieceStart`; its bytes are copied
  /// out (into `decoded`) only once an escape changes them.
  private mutating func scanStringBody(hashes: Int) throws(ReaderError) -> Pieces {
    let startLine = line
    let isMultiline = opensMultiline(hashes: hashes)
    index += isMultiline ? 3 : 1
    if isMultiline, index < end, bytes[index] == ASCII.newline {
      // The newline after an opening `"""` is not part of the string.
      line += 1
      index += 1
    }
    var parts = Pieces()
    var isFirstPiece = true
    var decoded: [UInt8] = []
    var hasDecoded = false
    var pieceStart = index

    /// The piece ending at `stop`: its slice, after what escapes decoded before it.
    func piece(upTo stop: Int) -> String {
      guard hasDecoded else { return text(pieceStart, stop) }
      decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pieceStart..<stop]))
      return String(decoding: decoded, as: UTF8.self)
    }

    while index < end {
      let byte = bytes[index]
      if byte == ASCII.quote {
        if !isMultiline || (peek(1) == ASCII.quote && peek(2) == ASCII.quote),
          closingHashesFollow(after: isMultiline ? 3 : 1, count: hashes)
        {
          parts.append(piece(upTo: index), isFirst: isFirstPiece)
          index += isMultiline ? 3 : 1
          return parts
        }
        index += 1
      } else if byte == ASCII.backslash, escapeHashesFollow(count: hashes) {
        let escapeStart = index
        index += 1 + hashes
        if peek() == ASCII.openParen {
          parts.append(piece(upTo: escapeStart), isFirst: isFirstPiece)
          isFirstPiece = false
          decoded.removeAll(keepingCapacity: true)
          hasDecoded = false
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
          decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pieceStart..<escapeStart]))
          hasDecoded = true
          decoded.append(contentsOf: decodeEscape())
        }
        pieceStart = index
      } else if byte == ASCII.newline {
        guard isMultiline else { throw ReaderError("unterminated string literal", line: startLine) }
        line += 1
        index += 1
      } else {
        index += 1
      }
    }
    throw ReaderError("unterminated string literal", line: startLine)
  }

  /// Whether the quote at `index` opens a multi-line literal: `"""`, and,
  /// after `hashes` `#`s, only when no `"` and as many `#`s close a one-line
  /// raw literal later on the same line, as swiftc reads it: `#"""#` is the
  /// one-line raw string `"`, `#"""abc"#` is `""abc`, and `#"""` then a
  /// newline opens a multi-line one. Only that line is looked at.
  private func opensMultiline(hashes: Int) -> Bool {
    guard peek(1) == ASCII.quote, peek(2) == ASCII.quote else { return false }
    guard hashes > 0 else { return true }
    var position = index + 2
    while position < end, bytes[position] != ASCII.newline, bytes[position] != ASCII.carriageReturn
    {
      if bytes[position] == ASCII.quote {
        var closing = 0
        while closing < hashes, position + 1 + closing < end,
          bytes[position + 1 + closing] == ASCII.hash
        {
          closing += 1
        }
        if closing == hashes { return false }
      }
      position += 1
    }
    return true
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
      while index < end, bytes[index] != UInt8(ascii: "}"), bytes[index] != ASCII.newline {
        index += 1
      }
      let hex = text(min(start, index), index)
      if index < end, bytes[index] == UInt8(ascii: "}") { index += 1 }
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
    while index < end {
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
      where index + countHashes() < end && bytes[index + countHashes()] == ASCII.quote:
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
