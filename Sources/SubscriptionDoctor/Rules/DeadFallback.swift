/// A `??` fallback that can never be used: its left side is a property or
/// local the same function has just set from a parameter whose type is not
/// optional (`dynamicPrice = price` one line before `priceLabel.text =
/// dynamicPrice ?? "$39.99"` in `func updateDetails(title: String, price:
/// String)`; BroadApps' plan views, eighty-second round). Or its left side
/// is a product's own formatted price read on a product in hand
/// (`formattedPriceInHand`).
enum DeadFallback {
  /// How far back in the function the assignment is looked for.
  private static let reach = 200

  /// Whether the literal at `offset` is such a fallback.
  static func isUnreachable(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    guard offset >= 3 else { return false }
    // The `??`'s left side: the tokenizer reads `??` as two `?` tokens.
    let left: Int
    if tokens[offset - 1].is("??") {
      left = offset - 2
    } else if tokens[offset - 1].is("?"), tokens[offset - 2].is("?") {
      left = offset - 3
    } else {
      return false
    }
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard left > 0, tokens[left].kind == .identifier, functionIndex >= 0 else { return false }
    let function = source.functions[functionIndex]
    if formattedPriceInHand(tokens, left, from: function.bodyStart) { return true }
    guard !tokens[left - 1].is(".") || left >= 2 && tokens[left - 2].is("self") else {
      return false
    }
    let name = tokens[left].text
    let parameters = nonOptionalParameters(tokens, before: function.bodyStart)
    guard !parameters.isEmpty else { return false }
    // The last assignment to `name` before the fallback, at the body's own
    // level (not inside an `if` that may not run).
    var at = left - 1
    while at > function.bodyStart, offset - at < reach {
      defer { at -= 1 }
      guard tokens[at].is(name), at + 2 < offset, tokens[at + 1].is("="),
        !tokens[at - 1].is(".") || tokens[at - 2].is("self")
      else { continue }
      let assigned = tokens[at + 2]
      let statementEnds =
        at + 3 < tokens.count
        && (tokens[at + 3].line != assigned.line || tokens[at + 3].is(";"))
      return source.contexts[at].functionIndex == Int32(functionIndex)
        && depth(of: at, in: tokens, from: function.bodyStart) == 1
        && assigned.kind == .identifier && parameters.contains(assigned.text) && statementEnds
    }
    return false
  }

  /// Whether the `??` left side ending at `left` is a product's own
  /// formatted price read on a product in hand: `localizedPrice`
  /// (SwiftyStoreKit's `SKProduct` extension, and many apps' own, nil only
  /// when the number formatter fails) on an array's element
  /// (`products[0].localizedPrice`) or on a name an `if let`, `guard let`,
  /// `for … in` or a closure's parameter list binds before it in the
  /// function (`if let p = products.first(where: …) { label.text =
  /// p.localizedPrice ?? "$30.99" }`; fifomatch, ninetieth round), or on a
  /// parameter of the function whose type is not optional (`func
  /// updateMonthlyProductInfo(product: SKProduct)`, called with each loaded
  /// product; Zygo, hundred-and-fourth round). Through optional chaining
  /// (`product?.localizedPrice ?? "$4.99"`) the literal is shown until the
  /// products load, and it counts.
  private static func formattedPriceInHand(_ tokens: [SwiftToken], _ left: Int, from bodyStart: Int)
    -> Bool
  {
    guard tokens[left].is("localizedPrice"), left >= 3, tokens[left - 1].is(".") else {
      return false
    }
    let receiver = tokens[left - 2]
    if receiver.is("]") { return true }
    guard receiver.kind == .identifier, !tokens[left - 3].is(".") else { return false }
    if nonOptionalParameters(tokens, before: bodyStart).contains(receiver.text) { return true }
    var at = left - 3
    while at > bodyStart + 1 {
      defer { at -= 1 }
      guard tokens[at].is(receiver.text) else { continue }
      let before = tokens[at - 1]
      let after = tokens[at + 1]
      if before.is("let"),
        tokens[at - 2].is("if") || tokens[at - 2].is("guard")
          || tokens[at - 2].is(",")
      {
        return true
      }
      if before.is("for") && after.is("in")
        || (before.is("{") || before.is(",")) && (after.is("in") || after.is(","))
      {
        return true
      }
    }
    return false
  }

  /// The brace depth of `offset` inside the body opening at `bodyStart`.
  private static func depth(of offset: Int, in tokens: [SwiftToken], from bodyStart: Int) -> Int {
    var depth = 0
    for index in bodyStart..<offset {
      if tokens[index].is("{") { depth += 1 }
      if tokens[index].is("}") { depth -= 1 }
    }
    return depth
  }

  /// The names of the parameters declared with a type that is not optional
  /// (`price: String`, `_ price: String`), in the clause before `bodyStart`.
  private static func nonOptionalParameters(_ tokens: [SwiftToken], before bodyStart: Int)
    -> Set<String>
  {
    var close = bodyStart - 1
    while close > 0, bodyStart - close < 40, !tokens[close].is(")") { close -= 1 }
    guard close > 0, tokens[close].is(")"), let open = tokens.openingBracket(of: close, within: 200)
    else { return [] }
    var names = Set<String>()
    var start = open + 1
    while start < close {
      let end = tokens.argumentEnd(from: start, within: close - start + 1)
      // `label name: Type` or `name: Type`: the name is the identifier before `:`.
      if let colon = (start..<end).first(where: { tokens[$0].is(":") }), colon > start,
        tokens[colon - 1].kind == .identifier,
        !(colon + 1..<end).contains(where: { tokens[$0].is("?") || tokens[$0].is("!") })
      {
        names.insert(tokens[colon - 1].text)
      }
      start = end + 1
    }
    return names
  }
}
