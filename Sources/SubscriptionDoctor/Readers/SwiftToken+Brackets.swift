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
}
