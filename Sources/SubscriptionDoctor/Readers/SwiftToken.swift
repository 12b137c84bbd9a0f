/// One token of Swift source, as `SwiftTokenizer` produces it.
///
/// Comments and whitespace are dropped. A string literal is one token whose
/// `stringParts` are its literal pieces: between two consecutive parts there was
/// an interpolation, so `"\(price).99"` has parts `["", ".99"]`.
package struct SwiftToken: Sendable, Hashable {
  /// What kind of token this is.
  package enum Kind: Sendable, Hashable {
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

  /// What kind of token this is.
  package var kind: Kind
  /// The token's text; for a string, its literal pieces joined (escapes decoded).
  package var text: String
  /// The 1-based line the token starts on.
  package var line: Int
  /// The pieces of an interpolated string literal; empty for any other token
  /// (a plain literal's one piece is `text`: no array is allocated for it).
  private var interpolatedParts: [String]

  /// For a string literal, its literal pieces (interpolations lie between them).
  package var stringParts: [String] {
    interpolatedParts.isEmpty ? (kind == .string ? [text] : []) : interpolatedParts
  }

  /// Creates a token.
  package init(kind: Kind, text: String, line: Int, stringParts: [String] = []) {
    self.kind = kind
    self.text = text
    self.line = line
    self.interpolatedParts = stringParts.count > 1 ? stringParts : []
  }

  /// Whether this token is the punctuation or identifier `text`.
  package func `is`(_ text: String) -> Bool {
    (kind == .punctuation || kind == .identifier) && self.text == text
  }

  /// Whether this is a string literal with at least one interpolation.
  package var isInterpolated: Bool { kind == .string && !interpolatedParts.isEmpty }
}
