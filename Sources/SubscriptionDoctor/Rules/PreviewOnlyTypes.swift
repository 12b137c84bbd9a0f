/// Types that only previews use: a `private struct PreviewStore` or a
/// `ReferralOfferMock` that exists to feed `#Preview` sample data. Their
/// contents are never shown to customers, like the previews themselves.
enum PreviewOnlyTypes {
  /// Those of `names` (types declared in app code) that app code names only
  /// inside previews and `#if DEBUG` blocks — at least once, and never
  /// elsewhere outside the type's own declarations and extensions.
  ///
  /// Every identifier of every app file is looked at, so each is first
  /// checked against the names' first bytes and lengths (no hashing for the
  /// identifiers that cannot be one), and the files are shared out over the cores.
  static func find(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    guard !names.isEmpty else { return [] }
    let shape = NameShape(names)
    let uses = ConcurrentSlots.map(sources.count) { sourceIndex -> Uses in
      var uses = Uses()
      let source = sources[sourceIndex]
      guard source.role == .app else { return uses }
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && shape.mayBeOne(of: tokens[offset].text)
        && names.contains(tokens[offset].text)
      {
        let name = tokens[offset].text
        if offset > 0, declares(tokens[offset - 1]) { continue }
        if let type = source.outermostType(offset), type.name == name { continue }
        if source.isExempt(offset) {
          uses.inPreview.insert(name)
        } else {
          uses.elsewhere.insert(name)
        }
      }
      return uses
    }
    var usedInPreview = Set<String>()
    var usedElsewhere = Set<String>()
    for case let found? in uses {
      usedInPreview.formUnion(found.inPreview)
      usedElsewhere.formUnion(found.elsewhere)
    }
    return usedInPreview.subtracting(usedElsewhere)
  }

  /// Where one file names the types.
  private struct Uses: Sendable {
    var inPreview = Set<String>()
    var elsewhere = Set<String>()
  }

  /// The first bytes and UTF-8 lengths of a set of names: a word with
  /// another first byte or length is none of them.
  private struct NameShape: Sendable {
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
