/// Makes text that came from outside safe to print on a terminal: the one
/// escaping `subkit`, `subkit-analytics` and the doctor share.
///
/// A file name, an xcconfig line, a product id or an experiment's variant
/// name may carry ESC sequences (OSC 52 writes the clipboard; erase-line plus
/// carriage return can forge a "no problems found" line), so every control
/// character (C0 with tab and newline, DEL, C1) and every bidirectional
/// override becomes a visible escape such as `\u{1B}` before it is printed;
/// what follows an ESC is then plain text. JSON, SARIF and CSV are data and
/// keep their own rules (see `CSVField`).
///
/// ```swift
/// TerminalText.escape("\u{1B}[31mred")  // "\\u{1B}[31mred"
/// ```
package enum TerminalText {
  /// `text` with every control character replaced by a visible `\u{…}` escape.
  package static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        output.append(
          contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
