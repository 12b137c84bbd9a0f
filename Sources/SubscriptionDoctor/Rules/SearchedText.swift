/// Text the code looks for rather than shows: the pattern a replacement
/// swaps out (`label.text?.replacingOccurrences(of: "Weekly for $0.99",
/// with: remotePrice)`) or a test looks for (`title.contains("$4.99")`).
/// Only what replaces it may reach the screen (LiveWallpaper, eighty-fifth
/// round). Text whose range is found (`range(of: "$19.99")`, to style it)
/// is shown. So is text compared with (`if product.displayName == "1000円"`,
/// choosing a row's layout; chatAi, ninety-fourth round): a test, not text.
enum SearchedText {
  /// Calls whose `of:` argument is the text replaced.
  private static let replacingCalls: Set<String> = ["replacingOccurrences", "replaceOccurrences"]
  /// Methods whose one unlabelled argument is the text looked for.
  private static let testingCalls: Set<String> = ["contains", "hasPrefix", "hasSuffix"]

  /// Whether the string literal at `offset` is searched for.
  static func isSearched(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    if isCompared(tokens, offset) { return true }
    guard offset >= 4 else { return false }
    if tokens[offset - 1].is(":"), tokens[offset - 2].is("of"), tokens[offset - 3].is("(") {
      return replacingCalls.contains(tokens[offset - 4].text)
    }
    return tokens[offset - 1].is("(") && tokens[offset - 3].is(".")
      && testingCalls.contains(tokens[offset - 2].text)
      && tokens.closingBracket(of: offset - 1, within: 3) == offset + 1
  }

  /// Whether the string literal at `offset` is an operand of `==` or `!=`.
  private static func isCompared(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    func isComparison(_ at: Int) -> Bool {
      guard tokens.indices.contains(at) else { return false }
      return tokens[at].is("==") || tokens[at].is("!=")
    }
    return isComparison(offset - 1) || isComparison(offset + 1)
  }
}
