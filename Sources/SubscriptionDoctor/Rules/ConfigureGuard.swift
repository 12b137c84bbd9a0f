/// Whether a `Purchases.configure` call only runs when the SDK is not yet
/// configured: inside `if !Purchases.isConfigured { … }` (or `== false`),
/// after `guard !Purchases.isConfigured else { … }` or
/// `if Purchases.isConfigured { return }` in the same function, or in the
/// `else` of `if Purchases.isConfigured { … }`. Such
/// a call is a fallback; beside the launch call it never configures twice,
/// and a key it holds reaches the SDK only when the launch call did not run.
enum ConfigureGuard {
  /// How far back from the call the condition is looked for, in tokens.
  private static let reach = 96

  /// Whether the `Purchases` token at `call` (of `Purchases.configure`) is guarded.
  static func isGuarded(_ source: SwiftSource, _ call: Int) -> Bool {
    let tokens = source.tokens
    var offset = call - 1
    while offset >= 2, call - offset <= reach {
      defer { offset -= 1 }
      if tokens[offset].is("func") { return false }
      guard tokens[offset].is("isConfigured"), tokens[offset - 1].is("."),
        tokens[offset - 2].is("Purchases"),
        let keyword = statementKeyword(tokens, before: offset - 2),
        let open = firstBrace(tokens, after: offset, limit: call),
        let close = tokens.closingBracket(of: open)
      else { continue }
      if tokens[keyword].is("guard") { return call > open }
      // `if !Purchases.isConfigured { configure }`, or `if Purchases.isConfigured { return }` before it.
      if call > open && call < close { return true }
      if call > close, tokens[open..<close].contains(where: { $0.is("return") }) { return true }
      // `if Purchases.isConfigured { … } else { configure }` (app036, fortieth round).
      if call > close, close + 2 < tokens.count, tokens[close + 1].is("else"),
        tokens[close + 2].is("{"), let elseClose = tokens.closingBracket(of: close + 2),
        call < elseClose, !tokens[keyword..<offset].contains(where: { $0.is("!") })
      {
        return true
      }
    }
    return false
  }

  /// The `if` or `guard` that starts the condition holding `offset`.
  private static func statementKeyword(_ tokens: [SwiftToken], before offset: Int) -> Int? {
    var back = offset - 1
    while back >= 0, offset - back <= 8 {
      if tokens[back].is("if") || tokens[back].is("guard") { return back }
      if tokens[back].is("{") || tokens[back].is("}") || tokens[back].is(";") { return nil }
      back -= 1
    }
    return nil
  }

  private static func firstBrace(_ tokens: [SwiftToken], after offset: Int, limit: Int) -> Int? {
    var forward = offset + 1
    while forward < limit {
      if tokens[forward].is("{") { return forward }
      forward += 1
    }
    return nil
  }

}
