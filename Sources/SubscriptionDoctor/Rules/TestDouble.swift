/// Test doubles shipped in app code: a fake store for a demo or UI-test launch
/// mode (Passepartout's `FakeAppProductHelper`, `extension AppProduct { var
/// asFakeIAP … localizedPrice: "€10.0" }`), a `MockPurchaseService`. Their
/// prices stand in for the store's in a build nobody buys from; they are
/// never a price the store charges. So are a skeleton's, drawn redacted
/// while the real products load (`SkeletonPlanProduct`).
enum TestDouble {
  private static let words = ["fake", "mock", "stub", "dummy", "mockup", "demo", "skeleton"]

  /// Whether a name speaks of a test double: one of its camel-case words is
  /// Fake, Mock, Stub, Dummy, Mockup, Demo or Skeleton (`FakeAppProductHelper`,
  /// `asFakeIAP`, `mockProducts`, `MockupLockscreenView`, `DemoStore`,
  /// `SkeletonPlanProduct`; not `Stubborn` or `Mockingbird`).
  static func names(_ name: String) -> Bool {
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

  /// Whether the token at `offset` is written inside a test double: a type
  /// or an enclosing member (function or property) named for one.
  static func encloses(_ source: SwiftSource, _ offset: Int) -> Bool {
    if isArgument(of: source, offset) { return true }
    if let type = source.enclosingType(offset), names(type.name) { return true }
    if let type = source.outermostType(offset), names(type.name) { return true }
    let function = Int(source.contexts[offset].functionIndex)
    if function >= 0, names(source.functions[function].name) { return true }
    if let stored = storedPropertyName(source.tokens, offset), names(stored) { return true }
    return memberNames(source, offset).contains(where: names)
  }

  /// The name of the stored property whose initializer call holds the token
  /// at `offset` (`static let mockYearly: AnyProduct = AnyProduct(…, priceString:
  /// "$99/year")`, AIChat, thirty-eighth round), up to three calls out.
  private static func storedPropertyName(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    var depth = 0
    var back = offset - 1
    var levels = 0
    while back > 0, offset - back < 200, levels < 3 {
      let token = tokens[back]
      if token.is("{") || token.is("}") || token.is(";") { return nil }
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth > 0 {
          depth -= 1
        } else {
          levels += 1
          // `let name [: Type] = Callee(`: the `=` within a few tokens before the call.
          var index = back - 1
          while index > 0, back - index < 8, !tokens[index].is("=") {
            if tokens[index].is("(") || tokens[index].is(")") || tokens[index].is(",") { break }
            index -= 1
          }
          if index > 0, tokens[index].is("=") {
            var declaration = index - 1
            while declaration > 0, index - declaration < 6 {
              if tokens[declaration].is("let") || tokens[declaration].is("var") {
                return tokens[declaration + 1].kind == .identifier
                  ? tokens[declaration + 1].text : nil
              }
              declaration -= 1
            }
          }
        }
      }
      back -= 1
    }
    return nil
  }

  /// Whether the token at `offset` is an argument of a call that makes a
  /// test double (`MockProduct(identifier: "…", priceString: "$2.99")`), up
  /// to three parentheses out.
  private static func isArgument(of source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    var depth = 0
    var levels = 0
    var back = offset - 1
    while back > 0, offset - back < 200, levels < 3 {
      let token = tokens[back]
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth > 0 {
          depth -= 1
        } else {
          levels += 1
          var callee = back - 1
          // `MockProduct.init(…)`
          if tokens[callee].is("init"), callee >= 2, tokens[callee - 1].is(".") { callee -= 2 }
          if token.is("("), tokens[callee].kind == .identifier, names(tokens[callee].text) {
            return true
          }
        }
      } else if token.is("{") || token.is("}") {
        return false
      }
      back -= 1
    }
    return false
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
