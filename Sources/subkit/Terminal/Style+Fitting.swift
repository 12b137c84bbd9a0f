extension Style {
  /// `line` in lines of at most `width` visible columns: broken between
  /// words (never inside one, as a terminal would), each later line indented
  /// two more than the first (an indent deeper than half the width is made
  /// half); a word wider than a line is cut with "…".
  /// Colour codes count for nothing and are kept whole.
  static func fit(_ line: String, width: Int) -> [String] {
    guard visibleWidth(line) > width else { return [line] }
    // Padding at the end is not worth a line of its own.
    var line = line
    while line.hasSuffix(" ") && visibleWidth(line) > width { line.removeLast() }
    guard visibleWidth(line) > width else { return [line] }
    // An indent deeper than half the width is made half the width.
    let spaces = line.prefix { $0 == " " }.count
    let leading = min(spaces, width / 2)
    let indent = String(repeating: " ", count: min(leading + 2, width / 2))
    var lines: [String] = []
    var current = String(repeating: " ", count: leading)
    var currentWidth = leading
    var isFresh = true
    for word in line.dropFirst(spaces).split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      let room = width - (isFresh ? currentWidth : currentWidth + 1)
      if visibleWidth(word) > room && !isFresh {
        lines.append(current)
        current = indent
        currentWidth = indent.count
        isFresh = true
      }
      let space = width - currentWidth - (isFresh ? 0 : 1)
      if visibleWidth(word) > space { word = cut(word, to: space) }
      if !isFresh {
        current += " "
        currentWidth += 1
      }
      current += word
      currentWidth += visibleWidth(word)
      isFresh = false
    }
    lines.append(current)
    return lines
  }

  /// `text` cut to `columns` visible columns, the last one "…".
  private static func cut(_ text: String, to columns: Int) -> String {
    var output = String.UnicodeScalarView()
    var visible = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        output.append(scalar)
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
        output.append(scalar)
      } else if visible < columns - 1 {
        output.append(scalar)
        visible += 1
      }
    }
    return String(output) + (columns > 0 ? "…" : "")
  }
}
