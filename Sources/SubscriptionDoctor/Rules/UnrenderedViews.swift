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
    // Each candidate: its name's offset and its body, from the members the
    // analysis noted.
    let candidates = source.privateViewMembers.compactMap {
      member -> (name: Int, body: Range<Int>)? in
      guard let close = matchingBrace(tokens, member.brace) else { return nil }
      return (member.name, (member.brace + 1)..<close)
    }
    guard !candidates.isEmpty else { return [] }
    // A handful of names: compared in turn, no identifier hashed.
    let names = candidates.map { tokens[$0.name].text }
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
