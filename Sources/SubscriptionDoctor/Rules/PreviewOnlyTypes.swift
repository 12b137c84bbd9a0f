/// Types that only previews use: a `private struct PreviewStore` or a
/// `ReferralOfferMock` that exists to feed `#Preview` sample data. Their
/// contents are never shown to customers, like the previews themselves.
enum PreviewOnlyTypes {
  /// Those of `names` (types declared in app code) that app code names only
  /// inside previews and `#if DEBUG` blocks — at least once, and never
  /// elsewhere outside the type's own declarations and extensions.
  ///
  /// First the names used in previews and DEBUG code, which few files have:
  /// only that code is read. Only when some name is used there is every
  /// identifier of every app file looked at, for those names alone: each is
  /// first checked against their first bytes and lengths (no hashing for the
  /// identifiers that cannot be one), and the files are shared out over the cores.
  static func find(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var usedInPreview = Set<String>()
    let shape = NameShape(names)
    for source in sources where source.role == .app {
      for range in source.contexts.ranges(where: { $0.isDebugOnly || $0.isPreview }) {
        for offset in range {
          if let name = use(of: names, shape, in: source, at: offset) { usedInPreview.insert(name) }
        }
      }
    }
    guard !usedInPreview.isEmpty else { return [] }
    let candidates = usedInPreview
    let previewShape = NameShape(candidates)
    let elsewhere = ConcurrentSlots.map(sources.count) { sourceIndex -> Set<String> in
      var found = Set<String>()
      let source = sources[sourceIndex]
      guard source.role == .app else { return found }
      for offset in source.tokens.indices {
        if let name = use(of: candidates, previewShape, in: source, at: offset),
          !source.isExempt(offset)
        {
          found.insert(name)
        }
      }
      return found
    }
    var usedElsewhere = Set<String>()
    for case let found? in elsewhere { usedElsewhere.formUnion(found) }
    return usedInPreview.subtracting(usedElsewhere)
  }

  /// The one of `names` the token at `offset` uses (not declares), if any.
  private static func use(
    of names: Set<String>, _ shape: NameShape, in source: SwiftSource, at offset: Int
  ) -> String? {
    let token = source.tokens[offset]
    guard token.kind == .identifier, shape.mayBeOne(of: token.text), names.contains(token.text)
    else { return nil }
    if offset > 0, declares(source.tokens[offset - 1]) { return nil }
    if let type = source.outermostType(offset), type.name == token.text { return nil }
    return token.text
  }

  /// The first bytes and UTF-8 lengths of a set of names: a word with
  /// another first byte or length is none of them.
  struct NameShape: Sendable {
    private var firstBytes = [Bool](repeating: false, count: 256)
    /// Bit `n` set when some name is `n` bytes long (names of 64 bytes or more share bit 63).
    private var lengths: UInt64 = 0

    init(_ names: Set<String>) {
      for name in names {
        guard let first = name.utf8.first else { continue }
        firstBytes[Int(first)] = true
        lengths |= 1 << UInt64(min(name.utf8.count, 63))
      }
    }

    func mayBeOne(of word: String) -> Bool {
      guard let first = word.utf8.first, firstBytes[Int(first)] else { return false }
      return lengths & (1 << UInt64(min(word.utf8.count, 63))) != 0
    }
  }

  private static func declares(_ token: SwiftToken) -> Bool {
    token.is("struct") || token.is("class") || token.is("enum") || token.is("actor")
      || token.is("extension")
  }
}
