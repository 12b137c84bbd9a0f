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
  /// options: .regularExpression)`, or options held in a value declared with
  /// it, or of a call named for regular expressions), an unlabelled argument
  /// after the first of a call named for them, or text naming two capture groups
  /// (`"$1_$2"`, `"$1<a href=…>$2</a>"`).
  static func isTemplate(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    if offset > 1, tokens[offset - 1].is(":") {
      if labels.contains(tokens[offset - 2].text) { return true }
      if tokens[offset - 2].text == "with",
        callPassesRegularExpression(tokens, after: offset, before: offset - 2)
          || calleeNamesRegularExpression(tokens, label: offset - 2)
      {
        return true
      }
    }
    // An unlabelled argument after the pattern of a call named for regular
    // expressions (`.replaceRegex("([\\p{Han}]+)", "👻$1👻")`).
    if offset > 1, tokens[offset - 1].is(","),
      calleeNamesRegularExpression(tokens, label: offset)
    {
      return true
    }
    // The placeholder a call fills (`attributed.replacingPlaceholder("$1",
    // with: terms, linkedTo: termsURL)`; PIA, sixty-eighth round).
    if offset > 1, tokens[offset - 1].is("("), tokens[offset - 2].kind == .identifier,
      tokens[offset - 2].text.lowercased().contains("placeholder")
    {
      return true
    }
    // The template beside its pattern in a `(pattern, template)` pair
    // (`(#"__([\s\S]*?)__"#, "$1")`, a list a loop hands to
    // `stringByReplacingMatches(…withTemplate:)`; destinyios, eighty-sixth round).
    if offset >= 3, tokens[offset - 1].is(","), tokens[offset - 2].kind == .string,
      tokens[offset - 3].is("("), offset + 1 < tokens.count, tokens[offset + 1].is(")"),
      looksLikePattern(tokens[offset - 2].text), groupCount(tokens[offset].text) >= 1
    {
      return true
    }
    return groupCount(source.tokens[offset].text) >= 2
  }

  /// Whether `text` reads as a regular expression: a capture group or a
  /// character class escape (`([\s\S]*?)`, `\d+`).
  private static func looksLikePattern(_ text: String) -> Bool {
    text.contains("(") && text.contains(")")
      && ["*", "+", "?", "[", "\\"].contains(where: text.contains)
  }

  /// Whether the rest of the argument list after `offset` (up to its closing
  /// parenthesis) names `regularExpression`, directly or through options held
  /// in a value: one named for it (`options: regularExpressionOptions`,
  /// `regexOptions`) or declared with it earlier in the file
  /// (`let options: String.CompareOptions = [.regularExpression]`).
  private static func callPassesRegularExpression(
    _ tokens: [SwiftToken], after offset: Int, before callStart: Int
  ) -> Bool {
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
      } else if depth == 0, token.kind == .identifier, index >= 2, tokens[index - 1].is(":"),
        tokens[index - 2].is("options"),
        namesRegularExpression(token.text)
          || declaresRegularExpression(token.text, in: tokens, before: callStart)
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether the call whose argument label is at `label` is named for
  /// regular expressions (`text.replaceRegex(of: "(｜.+?)", with: ",$1,")`,
  /// an app's own helper).
  private static func calleeNamesRegularExpression(_ tokens: [SwiftToken], label: Int) -> Bool {
    var depth = 0
    var index = label - 1
    while index > 0, label - index < 64 {
      let token = tokens[index]
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth == 0 {
          return token.is("(") && tokens[index - 1].kind == .identifier
            && namesRegularExpression(tokens[index - 1].text)
        }
        depth -= 1
      }
      index -= 1
    }
    return false
  }

  /// Whether a value's name says it holds regular-expression options.
  private static func namesRegularExpression(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("regularexpression") || lowered.contains("regex")
  }

  /// Whether `name` is declared (`let`/`var`) before `end` with
  /// `regularExpression` in its first dozen tokens.
  private static func declaresRegularExpression(
    _ name: String, in tokens: [SwiftToken], before end: Int
  ) -> Bool {
    var index = end - 1
    while index > 0, index > end - 4_000 {
      if tokens[index].text == name,
        tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var
      {
        var next = index + 1
        while next < tokens.count, next < index + 12 {
          if tokens[next].text == "regularExpression" { return true }
          next += 1
        }
        return false
      }
      index -= 1
    }
    return false
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
          // `$2.99` is an amount; `the $1 and the $2.` ends a sentence.
          let centsFollow =
            (next == UInt8(ascii: ".") || next == UInt8(ascii: ","))
            && index + 3 < bytes.count && bytes[index + 3] &- UInt8(ascii: "0") < 10
          if next &- UInt8(ascii: "0") < 10 || centsFollow { continue }
        }
        groups |= 1 << digit
      }
      return groups.nonzeroBitCount
    }
  }
}
