/// `known-storekit-issue`: a note for each of Apple's known StoreKit bugs
/// (`KnownStoreKitIssue.table`) that the project meets: its deployment target
/// lets it run on an affected iOS version, and its code uses what the bug breaks.
struct KnownStoreKitIssueRule: DoctorRule {
  var ids: [RuleID] { [.knownStoreKitIssue] }

  func check(_ index: ProjectIndex) -> [Finding] {
    // Without a stated deployment target the doctor cannot say which systems the app runs on.
    guard let target = index.minimumIOSDeploymentTarget else { return [] }
    // SwiftyStoreKit buys through StoreKit, though the file importing it may not.
    let usesStoreKit = index.swiftSources.contains {
      $0.role == .app
        && ($0.words.contains(.purchasesSDK) || !$0.imports.isDisjoint(with: Self.purchaseModules))
    }
    guard usesStoreKit else { return [] }
    var findings: [Finding] = []
    // Each issue's uses, calls first; then the types holding them that no
    // app code uses (a second store manager nobody creates), whose code never runs.
    let issues = KnownStoreKitIssue.table.filter { $0.affects(deploymentTarget: target) }
    let uses = issues.map { issue in
      let calls = self.uses(
        of: issue.codeWords, callsOnly: true, needsReceiver: issue.codeWordsAreCalls, in: index)
      guard !issue.codeWordsAreCalls else { return calls }
      // A cancel handled where the purchase is made (`switch try await
      // product.purchase() { case .userCancelled: … }`) comes before the same
      // case in an error's description elsewhere.
      let all = calls + self.uses(of: issue.codeWords, callsOnly: false, in: index)
      guard issue.codeWords.contains("userCancelled") else { return all }
      return all.filter(\.nearPurchase) + all.filter { !$0.nearPurchase }
    }
    let unused = UnusedTypes.find(among: Set(uses.joined().compactMap(\.type)), in: index)
    // Each file runs on the systems of the targets building it: a macOS
    // target's purchase code, or a vendored library's demo app, says nothing
    // of the iOS app.
    var fileTargets: [String: Double?] = [:]
    func fileTarget(_ path: String) -> Double? {
      if let known = fileTargets[path] { return known }
      let found = index.iOSDeploymentTarget(ofFile: path, appMinimum: target)
      fileTargets[path] = found
      return found
    }
    for (issue, uses) in zip(issues, uses) {
      for use in uses where use.type.map(unused.contains) != true {
        guard let supported = fileTarget(use.file), issue.affects(deploymentTarget: supported)
        else { continue }
        findings.append(
          Finding(
            rule: .knownStoreKitIssue, file: use.file, line: use.line,
            message:
              "The app supports iOS \(StoreKitDriftRule.format(supported)) and up, where \(issue.title); this code meets it. Source: \(issue.source)",
            fix: issue.advice))
        break
      }
    }
    return findings
  }

  /// Modules a file buys through when it imports them.
  private static let purchaseModules: Set<String> = ["StoreKit", "RevenueCat", "SwiftyStoreKit"]

  /// Whether `source` has to do with buying: it imports StoreKit or a
  /// purchase SDK, or names `Purchases` or `purchase`. An app's own
  /// `AuthError.userCancelled` in a sign-in file is not StoreKit's cancel.
  private static func isAboutPurchases(_ source: SwiftSource) -> Bool {
    source.words.contains(.purchase) || source.words.contains(.purchasesSDK)
      || !source.imports.isDisjoint(with: purchaseModules)
  }

  /// A use of an issue's code: where it is, the outermost type holding it,
  /// and whether the function holding it also buys.
  private struct Use {
    var file: String
    var line: Int
    var type: String?
    var nearPurchase: Bool
  }

  /// Whether the function holding `offset` makes a purchase call
  /// (`product.purchase()`, `purchasePackage(…)`; StoreKit 1 handles a
  /// cancel in its transaction observer, not beside `add`).
  private static func isInPurchasingFunction(_ source: SwiftSource, _ offset: Int) -> Bool {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return false }
    let function = source.functions[functionIndex]
    let tokens = source.tokens
    for index in function.bodyStart..<min(function.bodyEnd, tokens.count - 1)
    where tokens[index].kind == .identifier && tokens[index].text != "add"
      && KnownStoreKitIssue.purchaseCalls.contains(tokens[index].text)
      && tokens[index + 1].is("(") && index > 0 && tokens[index - 1].is(".")
    {
      return true
    }
    return false
  }

  /// Whether the token at `offset` shows one of StoreKit's own store views
  /// (`StoreView(ids:)`, `ProductView(id:)`, `SubscriptionStoreView(…)`),
  /// which buy with the same purchase call, when `words` look for purchases.
  private static func isStoreView(_ tokens: [SwiftToken], _ offset: Int, _ words: Set<String>)
    -> Bool
  {
    guard words.contains("purchase"), offset + 1 < tokens.count, tokens[offset + 1].is("(")
    else { return false }
    return storeViews.contains(tokens[offset].text) && !tokens[offset - 1].is(".")
  }

  private static let storeViews: Set<String> = [
    "StoreView", "ProductView", "SubscriptionStoreView",
  ]

  /// Whether the token at `offset` is the cancel flag RevenueCat 3 hands a
  /// purchase's completion (`purchasePackage(package) { transaction, info,
  /// error, userCancelled in`): the closure's last parameter, named for a
  /// cancel, when `words` look for one.
  private static func isCancelFlag(_ tokens: [SwiftToken], _ offset: Int, _ words: Set<String>)
    -> Bool
  {
    guard words.contains("userCancelled"), offset + 2 < tokens.count,
      tokens[offset + 1].is("in") || tokens[offset + 1].is(")") && tokens[offset + 2].is("in"),
      tokens[offset - 1].is(","),
      ["userCancelled", "cancelled", "canceled", "isCancelled"].contains(tokens[offset].text)
    else { return false }
    // A purchase call opened the closure: `purchasePackage(…) {` within its line.
    var back = offset - 2
    while back >= 0, offset - back < 24, !tokens[back].is("{") { back -= 1 }
    guard back > 0 else { return false }
    var call = back - 1
    while call >= 0, back - call < 16, tokens[call].line == tokens[back].line {
      if tokens[call].kind == .identifier, tokens[call].text.hasPrefix("purchase") { return true }
      call -= 1
    }
    return false
  }

  /// Words that end no expression: a `.` after them starts an implicit member.
  private static let expressionStarters: Set<String> = [
    "return", "case", "try", "await", "in", "else", "throw", "yield", "where", "is", "as",
  ]

  /// Whether `token` ends an expression a member is called on
  /// (`product`, `shared`, `)`, `]`, `?`, `!`). Without one the `.` starts an
  /// implicit member: `send(.purchase(.onAppear))` builds an enum case (a
  /// Composable Architecture action), it buys nothing.
  private static func endsReceiver(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .identifier: return !expressionStarters.contains(token.text)
    case .punctuation:
      return token.is(")") || token.is("]") || token.is("?") || token.is("!") || token.is("}")
    default: return false
    }
  }

  /// Every app-code call (or, unless `callsOnly`, `.case`) of one of
  /// `words`, in file order, with the outermost type holding it. With `callsOnly`, a member named like the call but used as a
  /// value (`AnalyticEvent.purchase.rawValue`) is not a use, and with
  /// `needsReceiver` (issues met by a call) neither is an implicit member
  /// without a receiver (`.purchase(.onAppear)`).
  private func uses(
    of words: Set<String>, callsOnly: Bool, needsReceiver: Bool = false, in index: ProjectIndex
  ) -> [Use] {
    var found: [Use] = []
    for source in index.swiftSources where source.role == .app && Self.isAboutPurchases(source) {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && !source.isExempt(offset) && offset > 0
        && (words.contains(tokens[offset].text) && tokens[offset - 1].is(".")
          || !callsOnly && Self.isCancelFlag(tokens, offset, words)
          || Self.isStoreView(tokens, offset, words))
      {
        // `self.products = products` stores the app's own property: no SDK call or value.
        if offset > 1, tokens[offset - 2].is("self") { continue }
        // StoreKit 1 buys with `SKPaymentQueue.default().add(payment)`; any
        // other `add` is not a purchase, and neither is `add(self)`, which
        // registers the transaction observer.
        if tokens[offset].is("add"),
          !tokens[max(0, offset - 6)..<offset].contains(where: { $0.is("SKPaymentQueue") })
            || offset + 3 < tokens.count && tokens[offset + 2].is("self")
              && tokens[offset + 3].is(")")
        {
          continue
        }
        if callsOnly {
          guard offset + 1 < tokens.count, tokens[offset + 1].is("(") || tokens[offset + 1].is("{"),
            !needsReceiver || (offset > 1 && Self.endsReceiver(tokens[offset - 2]))
          else { continue }
        }
        found.append(
          Use(
            file: source.path, line: tokens[offset].line, type: source.outermostType(offset)?.name,
            nearPurchase: Self.isInPurchasingFunction(source, offset)))
      }
    }
    return found
  }
}
