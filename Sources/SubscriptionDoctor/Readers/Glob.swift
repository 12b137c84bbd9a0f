/// Matches shell-style patterns (`*`, `?`) as build-setting conditions and
/// `.gitignore` lines use them.
enum Glob {
  /// Whether `text` matches `pattern`, where `*` matches any run of characters
  /// (including `/` unless `slashIsSpecial`) and `?` matches one character.
  static func matches(_ pattern: String, _ text: String, slashIsSpecial: Bool = false) -> Bool {
    matches(Array(pattern.unicodeScalars)[...], Array(text.unicodeScalars)[...], slashIsSpecial)
  }

  private static func matches(
    _ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>,
    _ slashIsSpecial: Bool
  ) -> Bool {
    var patternIndex = pattern.startIndex
    var textIndex = text.startIndex
    var starPattern: Int?
    var starText = text.startIndex
    while textIndex < text.endIndex {
      if patternIndex < pattern.endIndex,
        pattern[patternIndex] == "?" && !(slashIsSpecial && text[textIndex] == "/")
          || pattern[patternIndex] == text[textIndex] && pattern[patternIndex] != "*"
      {
        patternIndex += 1
        textIndex += 1
      } else if patternIndex < pattern.endIndex, pattern[patternIndex] == "*" {
        starPattern = patternIndex
        starText = textIndex
        patternIndex += 1
      } else if let star = starPattern, !(slashIsSpecial && text[starText] == "/") {
        patternIndex = star + 1
        starText += 1
        textIndex = starText
      } else {
        return false
      }
    }
    while patternIndex < pattern.endIndex, pattern[patternIndex] == "*" { patternIndex += 1 }
    return patternIndex == pattern.endIndex
  }
}
