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

  /// Modifiers that add controls to the screen they follow: a presenter
  /// attaching one (`IAPView(…).toolbar { restore }`) puts its controls in
  /// that screen's navigation bar.
  private static let attachingModifiers: Set<String> = [
    "toolbar", "navigationBarItems", "safeAreaInset",
  ]

  /// Where app code makes the SwiftUI view `name` and attaches controls to it
  /// (`NavigationLink(destination: IAPView(storeManager: storeManager)
  /// .toolbar { restore })`): for each place that makes it, the view making
  /// it and the spans of those modifiers. `nil` when some place (not a
  /// preview, not a test) attaches none, or none makes it: then the screen
  /// has only its own controls.
  static func attachedControls(of name: String, in sources: [SwiftSource])
    -> [(owner: String, segments: [CodeSegment])]?
  {
    var sites: [(owner: String, segments: [CodeSegment])] = []
    for (sourceIndex, source) in sources.enumerated()
    where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropLast()
      where tokens[offset].kind == .identifier && tokens[offset].text == name
        && tokens[offset + 1].is("(") && !source.isExempt(offset)
        && (offset == 0 || !tokens[offset - 1].is("."))
      {
        guard let owner = source.enclosingType(offset), owner.name != name,
          var end = tokens.closingBracket(of: offset + 1)
        else { return nil }
        var segments: [CodeSegment] = []
        // The modifier chain after the view: `.name(…)`, `.name { … }`, `.name(…) { … }`.
        while end + 2 < tokens.count, tokens[end + 1].is("."),
          tokens[end + 2].kind == .identifier
        {
          let modifier = end + 2
          var last = modifier
          if last + 1 < tokens.count, tokens[last + 1].is("("),
            let close = tokens.closingBracket(of: last + 1)
          {
            last = close
          }
          if last + 1 < tokens.count, tokens[last + 1].is("{"),
            let close = tokens.closingBracket(of: last + 1)
          {
            last = close
          }
          guard last > modifier else { break }
          if attachingModifiers.contains(tokens[modifier].text) {
            segments.append(
              CodeSegment(
                source: sourceIndex, start: modifier, end: last, owner: owner.name,
                name: tokens[modifier].text))
          }
          end = last
        }
        guard !segments.isEmpty else { return nil }
        sites.append((owner.name, segments))
      }
    }
    return sites.isEmpty ? nil : sites
  }
}
