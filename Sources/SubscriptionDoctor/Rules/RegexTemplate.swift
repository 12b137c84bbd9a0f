/// Regular-expression replacement templates, where `$1` is a capture group,
/// not a dollar amount.
enum RegexTemplate {
  /// Argument labels that take a replacement template
  /// (`withTemplate: "$1"`, `RegexFilter(pattern: …, replacement: "$1\n")`).
  private static let labels: Set<String> = [
    "withTemplate", "template", "replacement", "replacementTemplate",
  ]

  /// Whether the string literal at `offset` is a replacement template: the
  /// argument of a template label, or text naming two capture groups
  /// (`"$1_$2"`, `"$1<a href=…>$2</a>"`).
  static func isTemplate(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    if offset > 1, tokens[offset - 1].is(":"), labels.contains(tokens[offset - 2].text) {
      return true
    }
    return groupCount(source.tokens[offset].text) >= 2
  }

  /// How many distinct groups (`$` and one digit not followed by another
  /// digit or a decimal separator) the text names.
  /// Reads the UTF-8 bytes (`$`, digits and separators are ASCII), with no
  /// allocation: this is asked of every literal in a file that holds a price.
  private static func groupCount(_ text: String) -> Int {
    guard text.containsByte(UInt8(ascii: "$")) else { return 0 }
    var text = text
    return text.withUTF8 { bytes in
      var groups: UInt16 = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "$") && index + 1 < bytes.count
      {
        let digit = bytes[index + 1] &- UInt8(ascii: "0")
        guard digit < 10 else { continue }
        if index + 2 < bytes.count {
          let next = bytes[index + 2]
          if next &- UInt8(ascii: "0") < 10 || next == UInt8(ascii: ".")
            || next == UInt8(ascii: ",")
          {
            continue
          }
        }
        groups |= 1 << digit
      }
      return groups.nonzeroBitCount
    }
  }
}
