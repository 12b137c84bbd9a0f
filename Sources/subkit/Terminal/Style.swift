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
