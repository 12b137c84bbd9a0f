/// A string constant nothing reads: `static let priceDisclaimer = "Try 7
/// Days free, then $%@/month"` in a screen's `private enum Constants`, left
/// beside the constant the screen does format (motorvate, ninety-fourth
/// round). Only what the file proves: the constant is private to its file
/// (the member or a type holding it is `private` or `fileprivate`), its
/// value is the literal alone, and the file never names it again.
/// (`UnreadMembers` judges any member across the project; this is the cheap
/// case a screen's own scan can afford for the one literal it reports.)
enum UnreadConstant {
  /// Whether the string literal at `offset` is the whole value of such a
  /// constant, or an element of an array literal that is (`private let
  /// tipAmounts = ["£0.99", "£2.99"]`). Reading only its size
  /// (`tipAmounts.count`, rows showing the store's prices; Mend,
  /// hundred-and-ninth round) reads none of its values.
  static func holds(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    var start = offset
    var end = offset
    if offset > 0, tokens[offset - 1].is("[") || tokens[offset - 1].is(",") {
      guard let open = tokens.collectionLiteralStart(holding: offset),
        let close = tokens.closingBracket(of: open, within: 400)
      else { return false }
      start = open
      end = close
    }
    guard start >= 3, tokens[start - 1].is("="), tokens[start - 2].kind == .identifier,
      tokens[start - 3].keyword == .let || tokens[start - 3].keyword == .var
    else { return false }
    // The literal alone (not `"…" + suffix`, not `"…".uppercased()`).
    if end + 1 < tokens.count, tokens[end + 1].line == tokens[end].line,
      !tokens[end + 1].is("}") && !tokens[end + 1].is(";")
    {
      return false
    }
    let name = tokens[start - 2].text
    guard isFilePrivate(source, declaredAt: start - 3) else { return false }
    for (index, token) in tokens.enumerated() where index != start - 2 {
      if token.text == name && token.kind == .identifier {
        let readsSize =
          end > start && index + 2 < tokens.count && tokens[index + 1].is(".")
          && UnreadMembers.sizeMembers.contains(tokens[index + 2].text)
        if !readsSize { return false }
      }
      // `"\(Constants.priceDisclaimer)"` names it inside a literal.
      if token.isInterpolated, token.text.contains(name) { return false }
    }
    return true
  }

  /// Whether the member whose `let`/`var` is at `keyword`, or a type holding
  /// it, is declared `private` or `fileprivate`.
  private static func isFilePrivate(_ source: SwiftSource, declaredAt keyword: Int) -> Bool {
    let tokens = source.tokens
    func hasPrivateModifier(before index: Int) -> Bool {
      var back = index - 1
      while back >= 0, index - back <= 4, tokens[back].line == tokens[index].line {
        if tokens[back].is("private") || tokens[back].is("fileprivate") { return true }
        back -= 1
      }
      return false
    }
    if hasPrivateModifier(before: keyword) { return true }
    var inner = keyword
    var below = Int.max
    // Out through the enclosing types, each opening before the last.
    while let type = source.enclosingType(inner), type.bodyStart > 0, type.bodyStart < below {
      below = type.bodyStart
      var index = type.bodyStart - 1
      while index > 0, type.bodyStart - index < 40,
        ![.struct, .class, .enum, .extension, .actor].contains(tokens[index].keyword)
      {
        index -= 1
      }
      if tokens[index].keyword != .extension, hasPrivateModifier(before: index) { return true }
      inner = index
    }
    return false
  }
}
