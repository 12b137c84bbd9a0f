/// A `private` or `fileprivate` member typed `some View`, `any View` or
/// `AnyView` (`private var content: some View {`): noted by the analysis at
/// the `{` opening its body, while the tokens are at hand, for
/// `UnrenderedViews`, which asks whether anything in its file names it.
package struct PrivateViewMember: Sendable, Hashable {
  /// The offset of the member's name.
  package let name: Int
  /// The offset of the `{` opening its body.
  package let brace: Int

  /// The member whose body the `{` at `brace` opens, when it is one (read in
  /// place, through the analysis's buffer).
  static func opened(by brace: Int, in tokens: UnsafeBufferPointer<SwiftToken>)
    -> PrivateViewMember?
  {
    guard brace >= 3 else { return nil }
    let type = brace - 1
    guard
      tokens[type].keyword == .anyView
        ? tokens[type - 1].is(":") || tokens[type - 1].is("->")
        : tokens[type].keyword == .view
          && (tokens[type - 1].is("some") || tokens[type - 1].is("any")),
      let name = declaredName(tokens, before: type - 1), isPrivate(tokens, keyword: name - 1)
    else { return nil }
    return PrivateViewMember(name: name, brace: brace)
  }

  /// The name of the member whose declared type (or return type) ends just
  /// before `typeStart` (`var name: some View`, `func name(…) -> some View`):
  /// the identifier after the `var` or `func` found back from it, within the
  /// declaration.
  private static func declaredName(
    _ tokens: UnsafeBufferPointer<SwiftToken>, before typeStart: Int
  ) -> Int? {
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
  private static func isPrivate(
    _ tokens: UnsafeBufferPointer<SwiftToken>, keyword: Int
  ) -> Bool {
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
}
