/// Test doubles shipped in app code: a fake store for a demo or UI-test launch
/// mode (Passepartout's `FakeAppProductHelper`, `extension AppProduct { var
/// asFakeIAP … localizedPrice: "€10.0" }`), a `MockPurchaseService`. Their
/// prices stand in for the store's in a build nobody buys from; they are
/// never a price the store charges. So are a skeleton's, drawn redacted
/// while the real products load (`SkeletonPlanProduct`).
enum TestDouble {
  private static let words = [
    "fake", "mock", "stub", "dummy", "mockup", "demo", "skeleton",
    // A model's sample value (`static func fixture() -> WalletSnapshot`;
    // eddies-wallet, fifty-seventh round).
    "fixture", "fixtures",
  ]
  /// Whole names of stand-ins: the Composable Architecture's dependency
  /// values for Xcode previews and tests (`static var previewValue:
  /// SubscriptionClient { … }`; only `liveValue` runs in the app: TrailMark,
  /// fortieth round), and WidgetKit's `placeholder(in:)` entry, drawn
  /// redacted before the widget has data (`static let placeholder = Entry(…)`).
  private static let standInNames: Set<String> = ["previewValue", "testValue", "placeholder"]

  /// Whether a name speaks of a test double: one of its camel-case words is
  /// Fake, Mock, Stub, Dummy, Mockup, Demo, Skeleton or Fixture (`FakeAppProductHelper`,
  /// `asFakeIAP`, `mockProducts`, `MockupLockscreenView`, `DemoStore`,
  /// `SkeletonPlanProduct`; not `Stubborn` or `Mockingbird`), it starts with
  /// Preview (`PreviewProduct`; not `Previewer`) or UITest (`UITestTipProduct`),
  /// or it is one of `standInNames`. Not Sample: a `SampleOffers` list a shipping screen
  /// shows holds real offers (second round).
  static func names(_ name: String) -> Bool {
    if standInNames.contains(name) { return true }
    // A UI-test launch mode's data (`UITestTipProduct`, `UITestHarness.fixture`;
    // IngrediCheck, fifty-sixth round).
    if name.hasPrefix("UITest") || name.hasPrefix("uiTest") { return true }
    // `PreviewProduct`, `previewProducts`: sample data for Xcode's previews.
    if name.hasPrefix("preview") || name.hasPrefix("Preview") {
      let rest = name.dropFirst("preview".count)
      if rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_" { return true }
    }
    var word = ""
    func isDouble(_ word: String) -> Bool { words.contains(word.lowercased()) }
    for character in name {
      if character.isUppercase || character == "_" {
        if isDouble(word) { return true }
        word = character == "_" ? "" : String(character)
      } else {
        word.append(character)
      }
    }
    return isDouble(word)
  }

  /// Whether the token at `offset` is written inside a test double: an
  /// argument of a call making one, a type or an enclosing member (function
  /// or property) named for one.
  static func encloses(_ source: SwiftSource, _ offset: Int) -> Bool {
    let openings = enclosingBrackets(source.tokens, offset)
    if openings.contains(where: { makesDouble(source.tokens, opening: $0) }) { return true }
    if let type = source.enclosingType(offset), names(type.name) { return true }
    if let type = source.outermostType(offset), names(type.name) { return true }
    let function = Int(source.contexts[offset].functionIndex)
    if function >= 0, names(source.functions[function].name) { return true }
    let stored = openings.lazy.compactMap { storedPropertyName(source.tokens, before: $0) }
    if stored.contains(where: names) { return true }
    return memberNames(source, offset).contains(where: names)
  }

  /// Whether the token at `offset` runs only when a value is a test double:
  /// inside the block of `if let mock = services.store as? MockStoreService {`
  /// (a debug menu acting on the mock a `#if DEBUG` container made;
  /// purrplexed, ninety-first round). With the real service the cast fails.
  static func insideCastToDouble(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var inner = offset
    for _ in 0..<4 {
      guard let open = tokens.enclosingBrace(of: inner, within: 2_000) else { return false }
      var back = open - 1
      while back > 0, open - back < 40, !tokens[back].is("{"), !tokens[back].is("}"),
        !tokens[back].is(";")
      {
        if tokens[back].is("if") {
          return (back..<open).contains {
            tokens[$0].is("as") && $0 + 2 < open && tokens[$0 + 1].is("?")
              && tokens[$0 + 2].kind == .identifier && names(tokens[$0 + 2].text)
          }
        }
        back -= 1
      }
      inner = open
    }
    return false
  }

  /// The opening brackets of the calls and literals enclosing `offset`,
  /// innermost first: up to three, within the statement (never past a brace
  /// or a `;`).
  private static func enclosingBrackets(_ tokens: [SwiftToken], _ offset: Int) -> [Int] {
    var openings: [Int] = []
    var depth = 0
    var back = offset - 1
    while back > 0, offset - back < 200, openings.count < 3 {
      let token = tokens[back]
      if token.is("{") || token.is("}") || token.is(";") { break }
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth > 0 { depth -= 1 } else { openings.append(back) }
      }
      back -= 1
    }
    return openings
  }

  /// Whether the parenthesis at `opening` calls something named for a test
  /// double (`MockProduct(identifier: "…", priceString: "$2.99")`,
  /// `MockProduct.init(…)`).
  private static func makesDouble(_ tokens: [SwiftToken], opening: Int) -> Bool {
    guard tokens[opening].is("("), opening > 0 else { return false }
    var callee = opening - 1
    if tokens[callee].is("init"), callee >= 2, tokens[callee - 1].is(".") { callee -= 2 }
    return tokens[callee].kind == .identifier && names(tokens[callee].text)
  }

  /// The name of the stored property initialized by the call opening at
  /// `opening` (`static let mockYearly: AnyProduct = AnyProduct(…, priceString:
  /// "$99/year")`, AIChat, thirty-eighth round): `let name [: Type] = Callee(`.
  private static func storedPropertyName(_ tokens: [SwiftToken], before opening: Int) -> String? {
    // The `=` within a few tokens before the call.
    var index = opening - 1
    while index > 0, opening - index < 8, !tokens[index].is("=") {
      if tokens[index].is("(") || tokens[index].is(")") || tokens[index].is(",") { return nil }
      index -= 1
    }
    guard index > 0, tokens[index].is("=") else { return nil }
    // `let name: [Type] = […]`: the name and a type annotation before `=`.
    var declaration = index - 1
    while declaration > 0, index - declaration < 12, !tokens[declaration].is("{"),
      !tokens[declaration].is("}")
    {
      if tokens[declaration].is("let") || tokens[declaration].is("var") {
        return tokens[declaration + 1].kind == .identifier ? tokens[declaration + 1].text : nil
      }
      declaration -= 1
    }
    return nil
  }

  /// The names of the properties whose bodies enclose `offset` (computed
  /// properties have no function of their own), innermost first, up to the type.
  private static func memberNames(_ source: SwiftSource, _ offset: Int) -> [String] {
    let tokens = source.tokens
    let typeStart = source.enclosingType(offset)?.bodyStart ?? 0
    var names: [String] = []
    var depth = 0
    var back = offset - 1
    while back > typeStart, offset - back < 2_000 {
      let token = tokens[back]
      if token.is("}") {
        depth += 1
      } else if token.is("{") {
        if depth > 0 {
          depth -= 1
        } else {
          // An opening brace enclosing `offset`: is it a property's body?
          var declaration = back - 1
          while declaration > typeStart, back - declaration < 12 {
            if tokens[declaration].is("var") || tokens[declaration].is("let") {
              names.append(tokens[declaration + 1].text)
              break
            }
            if tokens[declaration].is("{") || tokens[declaration].is("}") { break }
            declaration -= 1
          }
        }
      }
      back -= 1
    }
    return names
  }
}
