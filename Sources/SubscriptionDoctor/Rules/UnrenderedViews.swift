/// Private view members nothing renders: `@ViewBuilder private var
/// premiumSection: some View { … }` whose one use in `body` was commented
/// out ("HIDDEN - All features unlocked for free", islampro, forty-fourth
/// round). Its Buy and Restore buttons are never drawn, so they make no
/// paywall, and what only they call never runs.
///
/// Only where "nothing renders it" can be known from the file alone: the
/// member is `private` or `fileprivate` (no other file can name it), declared
/// with `some View` (or `any View`, `AnyView`) as its type, and its file names
/// it nowhere but in its declaration — a preview naming it counts as a use.
enum UnrenderedViews {
  /// For each source (by offset in `sources`) declaring such members, the
  /// token ranges of their bodies.
  static func bodies(in sources: [SwiftSource]) -> [Int: [Range<Int>]] {
    let found = ConcurrentSlots.map(sources.count) { sourceIndex -> [Range<Int>] in
      let source = sources[sourceIndex]
      // Only a view, or an extension (of one, perhaps), declares view members.
      guard source.role == .app,
        source.types.contains(where: { $0.isView || $0.kind == "extension" })
      else { return [] }
      return unrendered(in: source)
    }
    var bodies: [Int: [Range<Int>]] = [:]
    for (sourceIndex, ranges) in found.enumerated() {
      if let ranges, !ranges.isEmpty { bodies[sourceIndex] = ranges }
    }
    return bodies
  }

  /// The bodies of `source`'s private view members its code never names.
  private static func unrendered(in source: SwiftSource) -> [Range<Int>] {
    let tokens = source.tokens
    // Each candidate: its name's offset and its body. Found from its view
    // type (`some View {`, `: AnyView {`), which few tokens are, back to its
    // declaration.
    var candidates: [(name: Int, body: Range<Int>)] = []
    // From each `{` (a one-byte test, no string compared) to the type before it.
    let openBrace = UInt8(ascii: "{")
    for brace in tokens.indices.dropFirst(2) where tokens[brace].punctuationByte == openBrace {
      let offset = brace - 1
      guard tokens[offset].is("View") || tokens[offset].is("AnyView"),
        tokens[offset].text == "AnyView"
          ? tokens[offset - 1].is(":") || tokens[offset - 1].is("->")
          : tokens[offset - 1].is("some") || tokens[offset - 1].is("any"),
        let name = declaredName(tokens, before: offset - 1),
        isPrivate(tokens, keyword: name - 1), let close = matchingBrace(tokens, offset + 1)
      else { continue }
      candidates.append((name, (offset + 2)..<close))
    }
    guard !candidates.isEmpty else { return [] }
    let names = Set(candidates.map { tokens[$0.name].text })
    var mentioned = Set<String>()
    for offset in tokens.indices where tokens[offset].kind == .identifier {
      let text = tokens[offset].text
      guard names.contains(text) else { continue }
      let declares =
        offset > 0 && (tokens[offset - 1].keyword == .var || tokens[offset - 1].keyword == .func)
      if !declares { mentioned.insert(text) }
    }
    return candidates.filter { !mentioned.contains(tokens[$0.name].text) }.map(\.body)
  }

  /// The name of the member whose declared type (or return type) ends just
  /// before `typeStart` (`var name: some View`, `func name(…) -> some View`):
  /// the identifier after the `var` or `func` found back from it, within the
  /// declaration.
  private static func declaredName(_ tokens: [SwiftToken], before typeStart: Int) -> Int? {
    var index = typeStart - 1
    var depth = 0
    while index > 0, typeStart - index < 40 {
      let token = tokens[index]
      if token.is(")") {
        depth += 1
      } else if token.is("(") {
        depth -= 1
      } else if depth == 0 {
        if token.keyword == .var || token.keyword == .func {
          return tokens[index + 1].kind == .identifier ? index + 1 : nil
        }
        // Another statement or declaration: no member declares this type.
        if token.is("{") || token.is("}") || token.is("=") || token.is(";")
          || token.kind == .attribute || declarations.contains(token.keyword)
        {
          return nil
        }
      }
      index -= 1
    }
    return nil
  }

  /// Whether the modifiers right before the `var` or `func` at `keyword`
  /// make it private to its file.
  private static func isPrivate(_ tokens: [SwiftToken], keyword: Int) -> Bool {
    var back = keyword - 1
    while back >= 0, keyword - back < 6 {
      let token = tokens[back]
      if token.is("private") || token.is("fileprivate") { return true }
      guard
        token.kind == .attribute || token.is("static") || token.is("final")
          || token.is("nonisolated")
      else { return false }
      back -= 1
    }
    return false
  }

  private static let declarations: Set<SwiftKeyword> = [
    .func, .var, .let, .case, .typealias, .struct, .class, .enum, .actor, .extension, .protocol,
    .`init`, .deinit, .import,
  ]

  /// The `}` closing the `{` at `open`.
  private static func matchingBrace(_ tokens: [SwiftToken], _ open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index].is("{") {
        depth += 1
      } else if tokens[index].is("}") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
