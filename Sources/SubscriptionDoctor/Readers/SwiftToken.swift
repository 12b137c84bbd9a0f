/// One token of Swift source, as `SwiftTokenizer` produces it.
///
/// Comments and whitespace are dropped. A string literal is one token whose
/// text is its literal pieces joined (escapes decoded); the pieces of an
/// interpolated literal live beside the tokens (`SwiftTokenizer.Output`,
/// `SwiftSource.stringParts(at:)`): between two consecutive pieces there was an
/// interpolation, so `"\(price).99"` has pieces `["", ".99"]`.
///
/// Small and holding one reference (its text): rules walk millions of these,
/// and every copy of a token retains and releases what it holds.
package struct SwiftToken: Sendable, Hashable {
  /// What kind of token this is.
  package enum Kind: UInt8, Sendable, Hashable {
    /// A name or keyword (`struct`, `Purchases`, `` `default` `` without backticks).
    case identifier
    /// A number literal.
    case number
    /// A string literal of any form (plain, multi-line, raw, interpolated).
    case string
    /// A bracket, `.`, `,`, `:`, `;`, `?`, `!`, or a run of operator characters.
    case punctuation
    /// `#if`, `#else`, `#Preview`…: the word after `#`.
    case directive
    /// `@Published`, `@MainActor`…: the word after `@`.
    case attribute
  }

  /// The token's text; for a string, its literal pieces joined (escapes decoded).
  package var text: String
  private var storedLine: Int32
  /// What kind of token this is.
  package var kind: Kind
  /// Whether this is a string literal with at least one interpolation.
  package private(set) var isInterpolated: Bool
  /// An identifier's `SwiftKeyword`, or a one-byte punctuation token's byte; else 0.
  private var code: UInt8

  /// The 1-based line the token starts on.
  package var line: Int { Int(storedLine) }

  /// Creates a token; `isInterpolated` only for a string literal with an interpolation.
  package init(kind: Kind, text: String, line: Int, isInterpolated: Bool = false) {
    var text = text
    let code: UInt8 =
      switch kind {
      case .identifier: text.withUTF8 { SwiftKeyword.of($0).rawValue }
      case .punctuation: text.utf8.count == 1 ? text.utf8.first ?? 0 : 0
      default: 0
      }
    self.init(kind: kind, text: text, line: line, isInterpolated: isInterpolated, code: code)
  }

  /// Creates a token whose keyword or punctuation byte the tokenizer already knows.
  init(kind: Kind, text: String, line: Int, isInterpolated: Bool = false, code: UInt8) {
    self.kind = kind
    self.text = text
    self.storedLine = Int32(clamping: line)
    self.isInterpolated = isInterpolated && kind == .string
    self.code = code
  }

  /// The keyword an identifier spells (`none` for any other token).
  package var keyword: SwiftKeyword {
    kind == .identifier ? SwiftKeyword(rawValue: code) ?? .none : .none
  }

  /// A one-byte punctuation token's byte (`(`, `{`, `;`…), else 0.
  package var punctuationByte: UInt8 { kind == .punctuation ? code : 0 }

  /// Whether this token is the punctuation or identifier `text`.
  package func `is`(_ text: String) -> Bool {
    // Rules ask this of many tokens, nearly always of another word: the
    // lengths (stored inline for short strings) settle most at once.
    (kind == .punctuation || kind == .identifier) && self.text.utf8.count == text.utf8.count
      && self.text == text
  }
}
