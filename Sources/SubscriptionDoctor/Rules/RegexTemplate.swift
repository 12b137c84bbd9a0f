/// Regular-expression replacement templates, where `$1` is a capture group,
/// not a dollar amount.
enum RegexTemplate {
  /// Argument labels that take a replacement template
  /// (`withTemplate: "$1"`, `RegexFilter(pattern: …, replacement: "$1\n")`).
  private static let labels: Set<String> = [
    "withTemplate", "template", "replacement", "replacementTemplate",
  ]

  /// Whether the string literal at `offset` is a replacement template: the
  /// argument of a template label, the `with:` of a call that passes
  /// `.regularExpression` (`replacingOccurrences(of: "([A-Z])", with: "-$1",
  /// options: .regularExpression)`), or text naming two capture groups
  /// (`"$1_$2"`, `"$1<a href=…>$2</a>"`).
  static func isTemplate(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    if offset > 1, tokens[offset - 1].is(":") {
      if labels.contains(tokens[offset - 2].text) { return true }
      if tokens[offset - 2].text == "with", callPassesRegularExpression(tokens, after: offset) {
        return true
      }
    }
    return groupCount(source.tokens[offset].text) >= 2
  }

  /// Whether the rest of the argument list after `offset` (up to its closing
  /// parenthesis) names `regularExpression`.
  private static func callPassesRegularExpression(_ tokens: [SwiftToken], after offset: Int)
    -> Bool
  {
    var depth = 0
    var index = offset + 1
    while index < tokens.count, index < offset + 64 {
      let token = tokens[index]
      if token.is("(") || token.is("[") {
        depth += 1
      } else if token.is(")") || token.is("]") {
        if depth == 0 { return false }
        depth -= 1
      } else if token.text == "regularExpression" {
        return true
      }
      index += 1
    }
    return false
  }

  /// How many distinct groups (`$` and one digit not followed by another
  /// digit or a decimal separator) the text names.
  private static func groupCount(_ text: String) -> Int {
    let scalars = Array(text.unicodeScalars)
    var groups = Set<UInt32>()
    for index in scalars.indices where scalars[index] == "$" && index + 1 < scalars.count {
      let digit = scalars[index + 1]
      guard ("0"..."9").contains(digit) else { continue }
      if index + 2 < scalars.count {
        let next = scalars[index + 2]
        if ("0"..."9").contains(next) || next == "." || next == "," { continue }
      }
      groups.insert(digit.value)
    }
    return groups.count
  }
}
