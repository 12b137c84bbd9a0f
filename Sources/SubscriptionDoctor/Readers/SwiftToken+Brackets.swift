extension [SwiftToken] {
  /// The offset of the bracket closing the `(`, `[` or `{` at `open`, when it
  /// closes within `limit` tokens of it.
  func closingBracket(of open: Int, within limit: Int = .max) -> Int? {
    let (opening, closing) =
      switch self[open].text {
      case "(": ("(", ")")
      case "[": ("[", "]")
      default: ("{", "}")
      }
    var depth = 0
    var index = open
    while index < count, index - open < limit {
      if self[index].is(opening) {
        depth += 1
      } else if self[index].is(closing) {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The `[` opening the array or dictionary literal that holds the element
  /// at `offset` (`["£0.99", "£2.99"]`, `[16: "com.app.theme"]`), within 400
  /// tokens before it; nil when the element sits in a call's parentheses or
  /// past a brace.
  func collectionLiteralStart(holding offset: Int) -> Int? {
    var depth = 0
    var back = offset - 1
    while back >= 0, offset - back < 400 {
      let token = self[back]
      if token.is("]") || token.is(")") {
        depth += 1
      } else if token.is("[") || token.is("(") {
        if depth == 0 { return token.is("[") ? back : nil }
        depth -= 1
      } else if token.is("{") || token.is("}") {
        return nil
      }
      back -= 1
    }
    return nil
  }

  /// The offset of the bracket opening the `)`, `]` or `}` at `close`, when
  /// it opens within `limit` tokens before it.
  func openingBracket(of close: Int, within limit: Int = .max) -> Int? {
    let (opening, closing) =
      switch self[close].text {
      case ")": ("(", ")")
      case "]": ("[", "]")
      default: ("{", "}")
      }
    var depth = 0
    var index = close
    while index >= 0, close - index < limit {
      if self[index].is(closing) {
        depth += 1
      } else if self[index].is(opening) {
        depth -= 1
        if depth == 0 { return index }
      }
      index -= 1
    }
    return nil
  }

  /// The offset of the `{` whose block holds `offset`: the nearest one
  /// before it left unmatched, within `limit` tokens.
  func enclosingBrace(of offset: Int, within limit: Int = .max) -> Int? {
    var depth = 0
    var index = offset - 1
    while index >= 0, offset - index <= limit {
      if self[index].is("}") { depth += 1 }
      if self[index].is("{") {
        if depth == 0 { return index }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }

  /// The offset just past the call argument starting at `start`: the `,` or
  /// the closing bracket that ends it outside its own brackets, or the end
  /// of the tokens within `limit` of `start`.
  func argumentEnd(from start: Int, within limit: Int = .max) -> Int {
    var depth = 0
    var index = start
    while index < count, index - start < limit {
      let token = self[index]
      if token.is("(") || token.is("[") || token.is("{") {
        depth += 1
      } else if token.is(")") || token.is("]") || token.is("}") {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, token.is(",") {
        break
      }
      index += 1
    }
    return index
  }

  /// The offset of the first token `match` accepts (the `:` of a ternary or
  /// a case pattern) outside the `(…)` and `[…]` groups it passes from
  /// `start`, before `end`. Nil when none comes first, when a group opened
  /// before `start` closes, or when `stop` accepts a token on the way (a
  /// pattern reader stops at `=` or a brace).
  func firstTopLevel(
    where match: (SwiftToken) -> Bool, from start: Int, before end: Int = .max,
    stoppingAt stop: (SwiftToken) -> Bool = { _ in false }
  ) -> Int? {
    var depth = 0
    var index = start
    while index < Swift.min(end, count) {
      let token = self[index]
      if token.is("(") || token.is("[") {
        depth += 1
      } else if token.is(")") || token.is("]") {
        depth -= 1
        if depth < 0 { return nil }
      } else if depth == 0, match(token) {
        return index
      } else if stop(token) {
        return nil
      }
      index += 1
    }
    return nil
  }
}
