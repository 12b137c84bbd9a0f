/// `entitlement-id-literal`: the same entitlement identifier written as a
/// literal in more than one place. An identifier is found where it is used
/// (`entitlements["pro"]`, `entitlements.all["pro"]`, `entitlements.active["pro"]`,
/// `entitlement: "pro"`); a single constant (`static let entitlementID = "pro"`)
/// counts as one place and is never itself reported.
struct EntitlementIDLiteralRule: DoctorRule {
  var ids: [RuleID] { [.entitlementIDLiteral] }

  private struct Place {
    var file: String
    var line: Int
    var isConstant: Bool
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    var places: [String: [Place]] = [:]
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .string && !source.isExempt(offset)
      {
        let value = tokens[offset].text
        guard !value.isEmpty, !tokens[offset].isInterpolated, offset >= 2 else { continue }
        if isEntitlementUse(tokens, offset) {
          places[value, default: []].append(
            Place(file: source.path, line: tokens[offset].line, isConstant: false))
        } else if let name = constantName(tokens, offset), name.lowercased().contains("entitlement")
        {
          places[value, default: []].append(
            Place(file: source.path, line: tokens[offset].line, isConstant: true))
        }
      }
    }
    var findings: [Finding] = []
    for (value, found) in places.sorted(by: { $0.key < $1.key }) {
      guard found.count > 1, found.contains(where: { !$0.isConstant }) else { continue }
      for place in found where !place.isConstant {
        findings.append(
          Finding(
            rule: .entitlementIDLiteral, file: place.file, line: place.line,
            message:
              "Entitlement identifier \"\(value)\" is written as a literal in \(found.count) places."
          ))
      }
    }
    return findings
  }

  private func isEntitlementUse(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let previous = tokens[offset - 1]
    if previous.is("["), offset + 1 < tokens.count, tokens[offset + 1].is("]") {
      let receiver = tokens[offset - 2]
      if receiver.is("entitlements") { return true }
      if receiver.is("all") || receiver.is("active"), offset >= 4, tokens[offset - 3].is("."),
        tokens[offset - 4].is("entitlements")
      {
        return true
      }
    }
    if previous.is(":"), tokens[offset - 2].kind == .identifier {
      let label = tokens[offset - 2].text.lowercased()
      return label == "entitlement" || label == "entitlementid" || label == "entitlementidentifier"
    }
    return false
  }

  private func constantName(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    guard tokens[offset - 1].is("=") else { return nil }
    var back = offset - 2
    while back > 0, offset - back < 6 {
      if tokens[back - 1].is("let") || tokens[back - 1].is("var") { return tokens[back].text }
      back -= 1
    }
    return nil
  }
}
