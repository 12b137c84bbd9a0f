/// Screens a presentation modifier would show but never does: the content of
/// `.sheet(isPresented: $flag) { ShopView() }` (or `.fullScreenCover`,
/// `.popover`) whose `flag` is a `@State private var flag = false` that no
/// code raises — the one `flag = true` commented out with the button that
/// held it, or an old paywall left wired to a flag the new flow never sets
/// (MemoryCard, CryponBlog; seventy-fifth round). The same for an overlay
/// drawn under `if flag { ZStack { SubModalView(isPresented: $flag) } }`
/// (drillQuiz, egQuiz; ninety-fourth round). A use of a type there is no
/// use: what it would show or buy never happens.
///
/// Only what the file proves: the flag is private to its view (no caller
/// can set it through the memberwise initialiser or from another file), its
/// only other appearances are `$flag` handed to the modifier or to the view
/// it presents (which can only close it), reads, and `flag = false`.
enum NeverPresented {
  private static let modifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

  /// Whether the token at `offset` lies in the content closure of a
  /// presentation modifier whose flag is never raised.
  static func encloses(_ source: SwiftSource, _ offset: Int) -> Bool {
    guard let flag = presentingFlag(source.tokens, around: offset) else { return false }
    return neverRaised(flag, in: source)
  }

  /// The flag of the presentation modifier whose content closure holds the
  /// token at `offset`, or of the `if flag {` whose body does — the nearest
  /// such block among the few enclosing it (`if flag { ZStack { … } }`).
  private static func presentingFlag(_ tokens: [SwiftToken], around offset: Int) -> String? {
    var inner = offset
    for level in 0..<4 {
      // The nearest unclosed `{` before `inner`, not far back.
      var depth = 0
      var open = inner - 1
      while open >= 0, inner - open < 400 {
        if tokens[open].is("}") { depth += 1 }
        if tokens[open].is("{") {
          if depth == 0 { break }
          depth -= 1
        }
        open -= 1
      }
      guard open > 0, tokens[open].is("{") else { return nil }
      if let flag = ifFlag(tokens, bodyOpening: open) { return flag }
      // A modifier's content closure: only the nearest block, as before.
      if level == 0, let flag = modifierFlag(tokens, contentOpening: open) { return flag }
      inner = open
    }
    return nil
  }

  /// `.sheet(isPresented: $flag) {` or `.sheet(isPresented: $flag, content: {`.
  private static func modifierFlag(_ tokens: [SwiftToken], contentOpening open: Int) -> String? {
    let close = open - 1
    if close >= 2, tokens[close].is(":"), tokens[close - 1].is("content"), tokens[close - 2].is(",")
    {
      return flag(of: tokens, argumentsEndingBefore: close - 2)
    }
    guard tokens[close].is(")") else { return nil }
    return flag(of: tokens, argumentsEndingBefore: close)
  }

  /// The flag of `if flag {` or `if self.flag {` whose body opens at `open`.
  private static func ifFlag(_ tokens: [SwiftToken], bodyOpening open: Int) -> String? {
    guard open >= 2, tokens[open - 1].kind == .identifier else { return nil }
    if tokens[open - 2].is("if") { return tokens[open - 1].text }
    guard open >= 4, tokens[open - 2].is("."), tokens[open - 3].is("self"),
      tokens[open - 4].is("if")
    else { return nil }
    return tokens[open - 1].text
  }

  /// The flag (`$flag` without its `$`) of the modifier call whose
  /// arguments end just before `end` (a `)` or a `,` after the first
  /// argument): `.sheet(isPresented: $flag`.
  private static func flag(of tokens: [SwiftToken], argumentsEndingBefore end: Int) -> String? {
    let argument = end - 1
    guard argument >= 5, tokens[argument].kind == .identifier,
      tokens[argument].text.hasPrefix("$"), tokens[argument - 1].is(":"),
      tokens[argument - 2].is("isPresented"), tokens[argument - 3].is("("),
      modifiers.contains(tokens[argument - 4].text), tokens[argument - 5].is(".")
    else { return nil }
    return String(tokens[argument].text.dropFirst())
  }

  /// Whether `flag` is declared in `source` as `@State private var flag =
  /// false` (or `: Bool = false`) and nothing in the file raises it.
  private static func neverRaised(_ flag: String, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    let binding = "$" + flag
    var declarations = 0
    for offset in tokens.indices where tokens[offset].kind == .identifier {
      let text = tokens[offset].text
      // The wrapper's storage (`_flag = State(initialValue: true)`) can set it.
      if text == "_" + flag { return false }
      if text == binding {
        // Handed to the modifier, or to the view it presents: both only lower it.
        let isModifierArgument =
          offset + 1 < tokens.count
          && Self.flag(of: tokens, argumentsEndingBefore: offset + 1) == flag
        guard isModifierArgument || presentingFlag(tokens, around: offset) == flag else {
          return false
        }
        continue
      }
      guard text == flag else { continue }
      if offset > 0, tokens[offset - 1].is("var") {
        guard isPrivateStateStartingFalse(tokens, declaredAt: offset) else { return false }
        declarations += 1
        continue
      }
      guard offset + 1 < tokens.count else { continue }
      let next = tokens[offset + 1]
      if next.is("=") {
        guard offset + 2 < tokens.count, tokens[offset + 2].is("false") else { return false }
      } else if next.is("."), offset + 2 < tokens.count, tokens[offset + 2].is("toggle") {
        return false
      } else if next.is(":") {
        // A label (`ShopView(flag: true)`) or a parameter of that name: unknown.
        return false
      }
    }
    return declarations == 1
  }

  /// Whether the `var` whose name is at `offset` is `@State` and `private`
  /// (or `fileprivate`) and starts `false`.
  private static func isPrivateStateStartingFalse(_ tokens: [SwiftToken], declaredAt offset: Int)
    -> Bool
  {
    var isState = false
    var isPrivate = false
    var back = offset - 2
    while back >= 0, offset - back < 8 {
      let token = tokens[back]
      if token.kind == .attribute, token.text == "State" { isState = true }
      if token.is("private") || token.is("fileprivate") { isPrivate = true }
      if token.is("}") || token.is("{") || token.is(";") { break }
      back -= 1
    }
    guard isState, isPrivate, offset + 2 < tokens.count else { return false }
    if tokens[offset + 1].is("="), tokens[offset + 2].is("false") { return true }
    return offset + 4 < tokens.count && tokens[offset + 1].is(":") && tokens[offset + 2].is("Bool")
      && tokens[offset + 3].is("=") && tokens[offset + 4].is("false")
  }
}
