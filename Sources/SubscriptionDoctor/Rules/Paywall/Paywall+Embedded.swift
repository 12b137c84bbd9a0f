/// Purchase controls embedded in a screen: a file-private buy button or buy
/// row that holds no product of its own (`private struct 🛒PurchaseView`
/// drawn inside a `Section` of the in-app purchase screen) is part of the
/// screens that draw it inline, so it is judged with them, like a row handed
/// its product.
extension Paywall {
  /// Whether `type` is a file-private SwiftUI view (`private struct BuyButton: View`):
  /// only its own file can draw it, as a part of its screens.
  static func isFilePrivateView(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    guard type.isView, type.kind == "struct" || type.kind == "class" else { return false }
    let tokens = source.tokens
    var index = type.bodyStart - 1
    while index > 0, type.bodyStart - index < 40 {
      if tokens[index].keyword == .struct || tokens[index].keyword == .class {
        var back = index - 1
        while back >= 0, index - back <= 4, tokens[back].line == tokens[index].line {
          if tokens[back].is("private") || tokens[back].is("fileprivate") { return true }
          back -= 1
        }
        return false
      }
      index -= 1
    }
    return false
  }

  /// Calls whose closure or argument presents its content as a screen of its
  /// own: a view found there is presented, not embedded.
  private static let presentingCalls: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "NavigationLink",
    "present", "pushViewController", "UIHostingController", "destination",
  ]

  /// How far back from a use the enclosing calls are read.
  private static let enclosingLimit = 400

  /// The views of its file (`source`) that draw the file-private SwiftUI
  /// view `name` inline, when it is never presented: each renders `name(`
  /// in its body, and no use sits inside a presenting call (`.sheet { … }`,
  /// `NavigationLink { … }`, `navigationDestination`, `present(…)`) or a
  /// `UIHostingController(rootView:)`. Empty when it is presented anywhere or
  /// drawn nowhere. Only its file can use it, so only that file is read; and
  /// only these screens count, not the screens presenting them in turn.
  static func inlineHosts(of name: String, in source: SwiftSource) -> [String] {
    inlineUses(of: name, in: source) ?? []
  }

  /// The views of any app file that draw the SwiftUI view `name` inline, when
  /// no file presents it (as `inlineHosts(of:in:)` reads one file). Empty when
  /// it is presented anywhere or drawn nowhere.
  static func inlineHosts(of name: String, across sources: [SwiftSource]) -> [String] {
    var hosts: [String] = []
    for source in sources where source.role == .app && source.types.contains(where: \.isView) {
      guard let found = inlineUses(of: name, in: source) else { return [] }
      hosts += found
    }
    return hosts
  }

  /// The views of `source` drawing `name` inline, or `nil` when one presents it.
  private static func inlineUses(of name: String, in source: SwiftSource) -> [String]? {
    var hosts: [String] = []
    let tokens = source.tokens
    for type in source.types where type.name != name && type.isView {
      var offset = type.bodyStart
      while offset < type.bodyEnd {
        defer { offset += 1 }
        guard tokens[offset].kind == .identifier, tokens[offset].text == name,
          offset + 1 < tokens.count, tokens[offset + 1].is("("), !source.isExempt(offset),
          source.enclosingType(offset)?.bodyStart == type.bodyStart
        else { continue }
        if isPresented(tokens, at: offset, from: type.bodyStart) { return nil }
        if hosts.last != type.name { hosts.append(type.name) }
      }
    }
    return hosts
  }

  /// Whether the use at `offset` sits inside a presenting call: walking back
  /// to the type's body, each group that encloses it is checked for the name
  /// of the call that opened it (`.sheet(isPresented:) {`, `NavigationLink(destination:`).
  static func isPresented(_ tokens: [SwiftToken], at offset: Int, from start: Int)
    -> Bool
  {
    var depth = 0
    var index = offset - 1
    while index > start, offset - index < enclosingLimit {
      let token = tokens[index]
      if token.is(")") || token.is("}") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("{") || token.is("[") {
        if depth > 0 {
          depth -= 1
        } else if let caller = callName(tokens, opener: index, start: start),
          presentingCalls.contains(caller)
        {
          return true
        }
      } else if depth == 0, token.is(":"), index > start,
        presentingCalls.contains(tokens[index - 1].text)
      {
        // An argument label naming the destination (`destination: Screen()`).
        return true
      }
      index -= 1
    }
    return false
  }

  /// The name of the call the group opened at `opener` belongs to: the
  /// identifier before a `(`, or before a trailing closure's `{` (after the
  /// call's parenthesised arguments, if any).
  private static func callName(_ tokens: [SwiftToken], opener: Int, start: Int) -> String? {
    var before = opener - 1
    guard before > start else { return nil }
    if tokens[opener].is("{"), tokens[before].is(")") {
      var depth = 0
      while before > start {
        if tokens[before].is(")") { depth += 1 }
        if tokens[before].is("(") {
          depth -= 1
          if depth == 0 { break }
        }
        before -= 1
      }
      before -= 1
    }
    guard before > start, tokens[before].kind == .identifier else { return nil }
    return tokens[before].text
  }
}
