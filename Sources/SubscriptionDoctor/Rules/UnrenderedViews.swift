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
    // Each candidate: its name's offset and its body.
    var candidates: [(name: Int, body: Range<Int>)] = []
    for offset in tokens.indices.dropLast()
    where tokens[offset].keyword == .var || tokens[offset].keyword == .func {
      guard isPrivate(tokens, keyword: offset), tokens[offset + 1].kind == .identifier,
        let open = viewBodyStart(tokens, after: offset + 1),
        let close = matchingBrace(tokens, open)
      else { continue }
      candidates.append((offset + 1, (open + 1)..<close))
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

  /// The `{` opening the body of the member named at `name` when its
  /// declared type (or return type) is a view: `: some View {`, `(…) ->
  /// some View {`, `: AnyView {`.
  private static func viewBodyStart(_ tokens: [SwiftToken], after name: Int) -> Int? {
    var index = name + 1
    var depth = 0
    while index + 1 < tokens.count, index - name < 40 {
      let token = tokens[index]
      // The next declaration: this member states no view type.
      if token.kind == .attribute || declarations.contains(token.keyword) { return nil }
      if token.is("(") {
        depth += 1
      } else if token.is(")") {
        depth -= 1
      } else if depth == 0 {
        if token.is("=") || token.is("}") || token.is(";") { return nil }
        if token.is("{") { return nil }
        if token.is("some") || token.is("any"), tokens[index + 1].is("View") {
          return tokens.indices.contains(index + 2) && tokens[index + 2].is("{") ? index + 2 : nil
        }
        if token.is("AnyView"), tokens[index + 1].is("{"),
          tokens[index - 1].is(":")
            || tokens[index - 1].is("->")
        {
          return index + 1
        }
      }
      index += 1
    }
    return nil
  }

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
