/// Types that only previews use: a `private struct PreviewStore` or a
/// `ReferralOfferMock` that exists to feed `#Preview` sample data. Their
/// contents are never shown to customers, like the previews themselves.
enum PreviewOnlyTypes {
  /// Those of `names` (types declared in app code) that app code names only
  /// inside previews and `#if DEBUG` blocks — at least once, and never
  /// elsewhere outside the type's own declarations and extensions.
  static func find(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var usedInPreview = Set<String>()
    var usedElsewhere = Set<String>()
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && names.contains(tokens[offset].text) {
        let name = tokens[offset].text
        if offset > 0, declares(tokens[offset - 1]) { continue }
        if let type = source.outermostType(offset), type.name == name { continue }
        if source.isExempt(offset) {
          usedInPreview.insert(name)
        } else {
          usedElsewhere.insert(name)
        }
      }
    }
    return usedInPreview.subtracting(usedElsewhere)
  }

  private static func declares(_ token: SwiftToken) -> Bool {
    token.is("struct") || token.is("class") || token.is("enum") || token.is("actor")
      || token.is("extension")
  }
}
