/// `hardcoded-price`: a price literal in app Swift code (any form
/// `PriceDetector` knows), outside tests, `#if DEBUG`, previews and comments.
struct HardcodedPriceRule: DoctorRule {
  var ids: [RuleID] { [.hardcodedPrice] }

  func check(_ index: ProjectIndex) -> [Finding] {
    // An app that sells nothing through the store has no store prices to take.
    guard index.sellsThroughStore else { return [] }
    var findings: [Finding] = []
    for source in index.swiftSources where source.role == .app && source.holdsPrice {
      for offset in source.stringOffsets
      where !source.isExempt(offset) && !isRegexTemplate(source.tokens, offset) {
        let token = source.tokens[offset]
        guard let price = source.price(at: offset) else { continue }
        findings.append(
          Finding(
            rule: .hardcodedPrice, file: source.path, line: token.line,
            message: "Price \"\(price)\" is hard-coded; prices must come from the store."))
      }
    }
    return findings
  }

  /// Whether the string at `offset` is a regular-expression replacement
  /// template (`withTemplate: "$1"`): `$1` there is a group, not a dollar.
  private func isRegexTemplate(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset > 1 && tokens[offset - 1].is(":")
      && (tokens[offset - 2].is("withTemplate") || tokens[offset - 2].is("template"))
  }
}
