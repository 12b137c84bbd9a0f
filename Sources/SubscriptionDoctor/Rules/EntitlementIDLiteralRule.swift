/// `entitlement-id-literal`: the same entitlement identifier written as a
/// literal in more than one place, counted across files. An identifier is found
/// where it is used (`entitlements["pro"]`, `entitlements.all["pro"]`,
/// `entitlements.active["pro"]`, `entitlement: "pro"`, `entitlement.identifier == "pro"`,
/// `activeEntitlements.contains("pro")`, `hasEntitlement("pro")`); a constant
/// (`static let entitlementID = "pro"`, or any `let` in an `Entitlements` type
/// or named like an identifier) counts as a place and is never itself reported.
/// A use in a type no app code uses, or in a function no running code calls
/// (a `restorePurchases(completion:)` whose only call is commented out),
/// is no place.
struct EntitlementIDLiteralRule: DoctorRule {
  var ids: [RuleID] { [.entitlementIDLiteral] }

  private struct Place {
    var file: String
    var line: Int
    var isConstant: Bool
    /// The outermost type holding it (not an extension).
    var type: String?
    /// The function holding a use, when only calls by name run it.
    var function: (source: Int, declaration: FunctionDeclaration)?
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    var places: [String: [Place]] = [:]
    var ignoring: [String: Bool] = [:]
    /// Whether every app function named `name` ignores its first parameter.
    func ignoresArgument(_ name: String) -> Bool {
      if let known = ignoring[name] { return known }
      let result = Self.ignoresFirstParameter(name, in: index.swiftSources)
      ignoring[name] = result
      return result
    }
    for (sourceIndex, source) in index.swiftSources.enumerated()
    where source.role == .app && source.holdsEntitlementCandidate {
      let tokens = source.tokens
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let value = tokens[offset].text
        guard !value.isEmpty, !tokens[offset].isInterpolated, offset >= 2,
          !Self.isCodeSigningEntitlement(value)
        else { continue }
        let type = source.outermostType(offset)
        let typeName = type?.kind == "extension" ? nil : type?.name
        // `checkEntitlement("Pro")` of the app's own, whose body never
        // reads the identifier (it asks StoreKit whether anything is
        // active): no lookup a typo could break (commutetimely, sixtieth round).
        if Self.isEntitlementUse(tokens, offset),
          !(tokens[offset - 1].is("(") && ignoresArgument(tokens[offset - 2].text))
        {
          let function = UncalledFunctions.functionCalledOnlyByName(
            holding: offset, in: source, projectTypes: index.declaredTypes)
          places[value, default: []].append(
            Place(
              file: source.path, line: tokens[offset].line, isConstant: false, type: typeName,
              function: function.map { (sourceIndex, $0) }))
        } else if let name = constantName(tokens, offset),
          isIdentifierConstant(name, in: source.enclosingType(offset)?.name ?? "")
        {
          places[value, default: []].append(
            Place(file: source.path, line: tokens[offset].line, isConstant: true, type: typeName))
        }
      }
    }
    // A type no app code uses (a paywall nothing shows) writes nothing that
    // runs (Fitness-App, fifty-first round).
    let unused = UnusedTypes.find(
      among: Set(places.values.joined().compactMap(\.type)), in: index)
    if !unused.isEmpty {
      places = places.mapValues { $0.filter { $0.type.map { !unused.contains($0) } ?? true } }
    }
    // Only a value written in more than one place can be reported.
    let reportable = places.values.filter { $0.count > 1 && $0.contains { !$0.isConstant } }
    let uncalled = Self.uncalledFunctions(holding: Array(reportable.joined()), index)
    if !uncalled.isEmpty {
      places = places.mapValues {
        $0.filter { place in
          place.function.map { !uncalled.contains("\(place.file):\($0.declaration.bodyStart)") }
            ?? true
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

  /// The functions holding `places` (as `file:bodyStart`) that no running
  /// code calls: none reached by name, or only by a same-named SDK call
  /// inside themselves (`Purchases.shared.restorePurchases { … }` in the
  /// app's `restorePurchases(completion:)`; StudyAI, ninety-eighth round).
  private static func uncalledFunctions(holding places: [Place], _ index: ProjectIndex)
    -> Set<String>
  {
    let functions = places.compactMap { place in place.function.map { (place.file, $0) } }
    guard !functions.isEmpty else { return [] }
    let neverReached = UncalledFunctions.neverReached(
      among: Set(functions.map(\.1.declaration.name)), in: index.swiftSources)
    let reached = functions.filter { !neverReached.contains($0.1.declaration.name) }
    let called = UncalledFunctions.areCalledFillingTheirParameters(
      reached.map { ($0.1.declaration, index.swiftSources[$0.1.source]) },
      sources: index.swiftSources)
    var uncalled = Set<String>()
    for (file, function) in functions where neverReached.contains(function.declaration.name) {
      uncalled.insert("\(file):\(function.declaration.bodyStart)")
    }
    for ((file, function), isCalled) in zip(reached, called) where !isCalled {
      uncalled.insert("\(file):\(function.declaration.bodyStart)")
    }
    return uncalled
  }

  private func isIdentifierConstant(_ name: String, in typeName: String) -> Bool {
    // A subscription group's id (`subscriptionGroupID = "premium"`) names
    // the group in App Store Connect, no entitlement (MonoTimer,
    // hundred-and-ninth round).
    if ProductIDLiteral.namesSubscriptionGroup(name) { return false }
    let loweredName = name.lowercased()
    let loweredType = typeName.lowercased()
    return loweredName.contains("entitlement") || loweredType.contains("entitlement")
      || (loweredName.hasSuffix("id") || loweredName.hasSuffix("identifier"))
        && (loweredName.contains("pro") || loweredName.contains("premium")
          || loweredName.contains("access") || loweredName.contains("subscription"))
  }

  /// Whether `key` is one of Apple's code-signing entitlements
  /// (`aps-environment`, `com.apple.developer.icloud-container-environment`,
  /// `keychain-access-groups`) read from a provisioning profile: a platform
  /// capability, no entitlement a customer buys (heyhalo-ios, seventy-second round).
  static func isCodeSigningEntitlement(_ key: String) -> Bool {
    key.hasPrefix("com.apple.") || signingKeys.contains(key)
  }
  private static let signingKeys: Set<String> = [
    "aps-environment", "keychain-access-groups", "application-identifier",
    "get-task-allow", "beta-reports-active", "team-identifier",
  ]

  /// Whether the literal at `offset` is a lifecycle word compared with a
  /// status (`user.entitlementStatus == "active"`, `"trialing" ==
  /// entitlementState`): the state of the app's own record, not an
  /// identifier a customer's entitlements are looked up by (myMink, a
  /// Firestore user's `entitlementStatus`; ninety-sixth round). `member` is
  /// the compared name's offset: the identifier next to the operator.
  private static func isStatusComparison(_ tokens: [SwiftToken], _ offset: Int, member: Int)
    -> Bool
  {
    guard member >= 0, member < tokens.count, tokens[member].kind == .identifier,
      statusWords.contains(tokens[offset].text.lowercased())
    else { return false }
    let name = tokens[member].text.lowercased()
    return name.hasSuffix("status") || name.hasSuffix("state")
  }

  /// Whether the compared name at `member` is a member of an entitlement
  /// value that says where it came from or what it is bought as, not which
  /// entitlement it is: `entitlement.source == "apple"` (the store a
  /// server-decoded entitlement was bought through; FiHaven,
  /// hundred-and-tenth round), RevenueCat's `store`, `periodType`,
  /// `ownershipType`, `productIdentifier`.
  private static func isOtherMember(_ tokens: [SwiftToken], member: Int) -> Bool {
    guard member > 0, member < tokens.count, tokens[member - 1].is("."),
      tokens[member].kind == .identifier
    else { return false }
    return otherMembers.contains(tokens[member].text.lowercased())
  }

  /// Members of an entitlement that are not its identifier.
  private static let otherMembers: Set<String> = [
    "source", "store", "platform", "periodtype", "ownershiptype", "productidentifier",
    "productid", "environment", "provider", "origin", "channel",
  ]

  /// The states a subscription record goes through (Stripe's, RevenueCat's,
  /// a backend's own), never an entitlement's identifier.
  private static let statusWords: Set<String> = [
    "active", "inactive", "trialing", "trial", "in_trial", "expired", "canceled", "cancelled",
    "past_due", "paused", "grace", "grace_period", "billing_retry", "revoked", "refunded",
    "incomplete", "incomplete_expired", "unpaid", "none", "free", "pending",
  ]

  private static func mentionsEntitlement(_ token: SwiftToken) -> Bool {
    token.kind == .identifier && token.text.lowercased().contains("entitlement")
  }

  /// Whether the string literal at `offset` is used as an entitlement identifier.
  static func isEntitlementUse(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let previous = tokens[offset - 1]
    // entitlement.identifier == "pro"
    if previous.is("==") || previous.is("!=") {
      guard !isStatusComparison(tokens, offset, member: offset - 2),
        !isOtherMember(tokens, member: offset - 2)
      else { return false }
      // `let isActive = user.entitlementStatus, isActive == "active"`: the status, bound.
      for back in max(0, offset - 5)..<(offset - 1) where mentionsEntitlement(tokens[back]) {
        return !isStatusComparison(tokens, offset, member: back)
      }
    }
    if offset + 2 < tokens.count, tokens[offset + 1].is("==") || tokens[offset + 1].is("!="),
      mentionsEntitlement(tokens[offset + 2]),
      !(offset + 4 < tokens.count && tokens[offset + 3].is(".")
        && isOtherMember(tokens, member: offset + 4))
    {
      return !isStatusComparison(tokens, offset, member: offset + 2)
    }
    // activeEntitlements.contains("pro"), entitlements.active.keys.contains("pro")
    if previous.is("("), tokens[offset - 2].is("contains") {
      for back in max(0, offset - 8)..<(offset - 2) where mentionsEntitlement(tokens[back]) {
        return true
      }
    }
    // hasEntitlement("pro"), isEntitlementActive("pro")
    if previous.is("("), mentionsEntitlement(tokens[offset - 2]) { return true }
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

  /// Whether the app declares functions named `name` and each one's body
  /// never reads its first parameter (`func checkEntitlement(_ identifier:
  /// String) async -> Bool { … return subscriptionStatus.isSubscribed }`).
  static func ignoresFirstParameter(_ name: String, in sources: [SwiftSource]) -> Bool {
    var found = false
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for function in source.functions where function.name == name {
        guard let parameter = function.parameters(in: tokens)?.first else { return false }
        // Read only to hand it on to a function of the same name (a
        // service forwarding to its manager), which is judged alike.
        for offset in (function.bodyStart + 1)..<function.bodyEnd
        where tokens[offset].kind == .identifier && tokens[offset].text == parameter.name {
          let isForwarded =
            tokens[offset - 1].is("(") && tokens[offset - 2].is(name) && tokens[offset + 1].is(")")
          if !isForwarded { return false }
        }
        found = true
      }
    }
    return found
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
