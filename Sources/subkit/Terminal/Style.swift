import CommandLineSupport
import Foundation

/// ANSI colours, off when `NO_COLOR` is set (https://no-color.org), when
/// `--no-color` is given, or when output is not a terminal.
struct Style: Sendable {
  /// Whether escape codes are written.
  let isEnabled: Bool

  /// Colours on only for a terminal without `NO_COLOR`.
  static func detect(environment: [String: String], isTerminal: Bool, noColorFlag: Bool) -> Style {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Style(isEnabled: isTerminal && !noColor && !noColorFlag)
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func cyan(_ text: String) -> String { wrap(text, "36") }
  func inverse(_ text: String) -> String { wrap(text, "7") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The codes `wrap` writes: the only escape sequences `sanitize` lets through.
  private static let codes: Set<String> = ["0", "1", "2", "7", "31", "32", "33", "36"]

  /// `line` safe for the terminal: every control character (C0, DEL, C1,
  /// bidirectional overrides) becomes a visible `\u{…}` escape, so a product
  /// name, a user ID or a file name cannot move the cursor, erase a line or
  /// write the clipboard. When colours are on, this style's own colour codes
  /// (`ESC [ n m`, exactly as `wrap` writes them) are kept; nothing else is.
  func sanitize(_ line: String) -> String {
    guard isEnabled else { return TerminalText.escape(line) }
    var output = ""
    var rest = Substring(line)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      output += TerminalText.escape(String(rest[..<escape]))
      let after = rest[rest.index(after: escape)...]
      if after.hasPrefix("["), let end = after.firstIndex(of: "m"),
        Self.codes.contains(String(after[after.index(after: after.startIndex)..<end]))
      {
        output += "\u{1B}" + after[...end]
        rest = after[after.index(after: end)...]
      } else {
        output += TerminalText.escape("\u{1B}")
        rest = after
      }
    }
    return output + TerminalText.escape(String(rest))
  }

  /// The printed width of `text`, without escape codes.
  static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        width += 1
      }
    }
    return width
  }
}
