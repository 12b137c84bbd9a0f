/// What the code says a name holds.
enum DeclaredType {
  /// Whether `text` is written like a type's name: a capital first, or a
  /// symbol (`🛒InAppPurchaseModel`), never a lower-case letter, `_` or `$0`.
  static func isTypeName(_ text: String) -> Bool {
    guard let first = text.first else { return false }
    return first.isUppercase || !(first.isLetter || first.isNumber || first == "_" || first == "$")
  }

  /// The type a property or local named `name` is declared with in `source`:
  /// `let engine: AudioEngine`, `@StateObject var engine = AudioEngine()`,
  /// `let engine = AudioEngine.shared`, `@Environment(AudioEngine.self)
  /// private var engine`. Nil when the file declares it in no such way (or
  /// in two ways that disagree).
  static func of(_ name: String, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    var found: String?
    for offset in tokens.indices.dropLast(3)
    where (tokens[offset].is("let") || tokens[offset].is("var")) && tokens[offset + 1].is(name) {
      let marker = tokens[offset + 2]
      guard marker.is(":") || marker.is("=") else {
        if let type = environmentType(before: offset, tokens) {
          if let found, found != type { return nil }
          found = type
        }
        continue
      }
      // `let storeKit: any StoreKitServing`: the protocol.
      let typeOffset =
        offset + 4 < tokens.count && (tokens[offset + 3].is("any") || tokens[offset + 3].is("some"))
        ? offset + 4 : offset + 3
      let type = tokens[typeOffset]
      guard type.kind == .identifier, isTypeName(type.text) else { continue }
      if marker.is("="), typeOffset + 1 < tokens.count,
        !(tokens[typeOffset + 1].is("(") || tokens[typeOffset + 1].is("."))
      {
        continue
      }
      if let found, found != type.text { return nil }
      found = type.text
    }
    return found
  }

  /// The type an `@Environment(Type.self)` attribute before the `var` at
  /// `keyword` names (Observation's environment object), past modifiers.
  private static func environmentType(before keyword: Int, _ tokens: [SwiftToken]) -> String? {
    var back = keyword - 1
    while back >= 0, keyword - back < 4,
      ["private", "fileprivate", "internal", "public"].contains(tokens[back].text)
    {
      back -= 1
    }
    guard back >= 5, tokens[back].is(")"), tokens[back - 1].is("self"), tokens[back - 2].is(".")
    else { return nil }
    // A generic type's arguments (`StoreKitService<AppTier>.self`) are passed over.
    var name = back - 3
    if tokens[name].is(">") {
      var depth = 0
      var index = name
      repeat {
        if tokens[index].is(">") {
          depth += 1
        } else if tokens[index].is("<") {
          depth -= 1
        }
        index -= 1
      } while index > 0 && depth > 0 && name - index < 16
      guard depth == 0 else { return nil }
      name = index
    }
    guard name >= 2, tokens[name].kind == .identifier, isTypeName(tokens[name].text),
      tokens[name - 1].is("("), tokens[name - 2].kind == .attribute,
      tokens[name - 2].text == "Environment"
    else { return nil }
    return tokens[name].text
  }

  /// The type `name` is annotated with in `source` wherever it is declared
  /// with a colon — parameters too (`func canAfford(_ item: UnlockableItem)`)
  /// — when every such annotation names the same type. A call's argument
  /// (`make(item: Item(…))`) is no annotation, and a nested type's name
  /// (`plan: PaywallView.Plan`) is not read.
  static func annotated(_ name: String, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    var found: String?
    for offset in tokens.indices.dropFirst().dropLast(3)
    where tokens[offset].is(name) && tokens[offset + 1].is(":")
      && tokens[offset + 2].kind == .identifier
    {
      let type = tokens[offset + 2]
      let after = tokens[offset + 3]
      guard isTypeName(type.text),
        after.line != type.line || [")", ",", "=", "{", "?", "!"].contains(after.text)
      else { continue }
      if let found, found != type.text { return nil }
      found = type.text
    }
    return found
  }

  /// The type of the nearest `let`/`var` named `name` before `offset` in
  /// the same function (`let view = PurchaseView(offer: offer)` before
  /// `view.restore = { … }`), when it is written as a type's initializer.
  static func local(_ name: String, before offset: Int, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    return lastBinding(of: name, before: offset, in: source) { binding in
      binding + 4 < tokens.count && tokens[binding + 3].kind == .identifier
        && tokens[binding + 3].text.first?.isUppercase == true && tokens[binding + 4].is("(")
    }.map { tokens[$0 + 3].text }
  }

  /// The `let`/`var` of the last `let name = …` before `offset` in the same
  /// function that `accepts` (given the keyword's offset).
  private static func lastBinding(
    of name: String, before offset: Int, in source: SwiftSource, where accepts: (Int) -> Bool
  ) -> Int? {
    let tokens = source.tokens
    let function = source.contexts[offset].functionIndex
    guard function >= 0 else { return nil }
    let start = source.functions[Int(function)].bodyStart
    var back = offset - 1
    while back > start {
      if tokens[back].is("let") || tokens[back].is("var"), back + 3 < offset,
        tokens[back + 1].is(name), tokens[back + 2].is("="), accepts(back)
      {
        return back
      }
      back -= 1
    }
    return nil
  }

  /// The type a local named `name` is cast to where it is bound before
  /// `offset` in the same function (`if let cell = tableView.cellForRow(at:
  /// indexPath) as? PlanCell`, `let cell = … as! PlanCell`).
  static func cast(_ name: String, before offset: Int, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    guard let binding = lastBinding(of: name, before: offset, in: source, where: { _ in true })
    else { return nil }
    var index = binding + 3
    var depth = 0
    while index + 2 < offset, index - binding < 48 {
      let token = tokens[index]
      if token.is("(") || token.is("[") {
        depth += 1
      } else if token.is(")") || token.is("]") {
        depth -= 1
      } else if depth == 0, token.is("{") || token.is(",") || token.is("else") {
        return nil
      } else if depth == 0, token.is("as"), tokens[index + 1].is("?") || tokens[index + 1].is("!") {
        let type = tokens[index + 2]
        return type.kind == .identifier && isTypeName(type.text) ? type.text : nil
      }
      index += 1
    }
    return nil
  }

  /// The property a local named `name` unwraps before `offset` in the same
  /// function (`guard let manager = storeKitManager else { … }`, `if let
  /// manager = self.storeKitManager`).
  static func unwrapped(_ name: String, before offset: Int, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    guard
      let binding = lastBinding(
        of: name, before: offset, in: source,
        where: { binding in
          binding > 0 && (tokens[binding - 1].is("guard") || tokens[binding - 1].is("if"))
        })
    else { return nil }
    var value = binding + 3
    if tokens[value].is("self"), value + 2 < offset, tokens[value + 1].is(".") { value += 2 }
    return tokens[value].kind == .identifier ? tokens[value].text : nil
  }
}
