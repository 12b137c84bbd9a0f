/// `plan-type-with-price`: an enum or struct modelling plans (its name says
/// Plan, Tier or Pricing) that carries prices: a price property holding a
/// literal or stored as a plain value, or price strings anywhere in its body.
/// SwiftUI views are not models and never fire.
struct PlanTypeWithPriceRule: DoctorRule {
  var ids: [RuleID] { [.planTypeWithPrice] }

  private static let planWords = ["Plan", "Tier", "Pricing"]
  private static let valueTypes: Set<String> = [
    "String", "Double", "Decimal", "Float", "Int", "NSDecimalNumber",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    for source in index.swiftSources where source.role == .app {
      for type in source.types
      where (type.kind == "enum" || type.kind == "struct") && !type.isView
        && Self.planWords.contains(where: { type.name.contains($0) })
        && !source.isExempt(type.bodyStart)
      {
        guard let reason = priceReason(source, type) else { continue }
        findings.append(
          Finding(
            rule: .planTypeWithPrice, file: source.path, line: type.line,
            message: "\(type.kind) \(type.name) models plans with \(reason)."))
      }
    }
    return findings
  }

  private func priceReason(_ source: SwiftSource, _ type: TypeDeclaration) -> String? {
    let tokens = source.tokens
    var offset = type.bodyStart
    while offset < type.bodyEnd {
      let token = tokens[offset]
      if token.kind == .string, let price = PriceDetector.price(inParts: token.stringParts) {
        return "a price string \"\(price)\""
      }
      if token.is("var") || token.is("let"), offset + 1 < type.bodyEnd,
        tokens[offset + 1].kind == .identifier,
        tokens[offset + 1].text.lowercased().contains("price")
      {
        let name = tokens[offset + 1].text
        var next = offset + 2
        var isStoredValue = false
        while next < type.bodyEnd, tokens[next].line == token.line {
          let current = tokens[next]
          if current.is("{") {
            // A computed property: literals in its body are found by the string scan.
            isStoredValue = false
            break
          }
          if current.kind == .string || current.kind == .number {
            return "a price property \(name) holding a literal"
          }
          if current.kind == .identifier, Self.valueTypes.contains(current.text),
            next == offset + 3,
            tokens[offset + 2].is(":")
          {
            isStoredValue = true
          }
          next += 1
        }
        if isStoredValue { return "a stored price property \(name)" }
      }
      offset += 1
    }
    return nil
  }
}
