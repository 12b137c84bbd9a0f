/// `hardcoded-price`: a price literal in app Swift code (any form
/// `PriceDetector` knows), outside tests, `#if DEBUG`, previews and comments.
struct HardcodedPriceRule: DoctorRule {
  var ids: [RuleID] { [.hardcodedPrice] }

  func check(_ index: ProjectIndex) -> [Finding] {
    // An app that sells nothing through the store has no store prices to take.
    guard index.sellsThroughStore else { return [] }
    var findings: [Finding] = []
    for source in index.swiftSources where source.role == .app && source.holdsPrice {
      for offset in source.stringOffsets where !source.isExempt(offset) {
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
}
