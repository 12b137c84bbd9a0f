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
    let own = OwnCode(index: index)
    let uses = issues.map { issue in
      let calls = self.uses(
        of: issue.codeWords, callsOnly: true, needsReceiver: issue.codeWordsAreCalls, in: index,
        own)
      guard !issue.codeWordsAreCalls else { return calls }
      let all = calls + self.uses(of: issue.codeWords, callsOnly: false, in: index, own)
      guard issue.codeWords.contains("userCancelled") else { return all }
      // A cancel handled where the purchase is made (`switch try await
      // product.purchase() { case .userCancelled: … }`) comes before the same
      // case tested elsewhere (`code == .paymentCancelled`), and that before
      // an app's own error made from it (`throw AppError.userCancelled`).
      return all.filter(\.nearPurchase) + all.filter { !$0.nearPurchase && $0.isTest }
        + all.filter { !$0.nearPurchase && !$0.isTest }
    }
    let unused = UnusedTypes.find(among: Set(uses.joined().compactMap(\.type)), in: index)
    // …and the functions holding them that nothing calls.
    let uncalled = UncalledFunctions.neverCalled(
      among: Set(uses.joined().compactMap(\.function)), in: index.swiftSources)
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
      for use in uses
      where use.type.map(unused.contains) != true && use.function.map(uncalled.contains) != true {
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
    /// Whether the use tests a value against the word (`== .paymentCancelled`).
    var isTest: Bool
    /// The function holding the use, when only a call by name reaches it
    /// (`UncalledFunctions.isCalledOnlyByName`).
    var function: String?
  }

  /// What the app declares that shares a name with the SDKs' calls.
  private struct OwnCode {
    /// The app's own `purchase` functions that buy nothing.
    var purchases: OwnPurchases
    /// Names of functions the app declares that are also SDK calls looked
    /// for (`func getProducts()`, a wrapper): a call of one is the app's,
    /// and the SDK call inside it is the use.
    var wrappers: Set<String>
    /// The types the app declares: `ProductsStore.shared.products` reads
    /// the app's own stored array, not StoreKit's.
    var types: Set<String>
    /// Types whose declaration or an extension conforms to a framework's
    /// protocol or class (`extension GameViewController: SKProductsRequestDelegate`).
    var frameworkConformers: Set<String>

    init(index: ProjectIndex) {
      purchases = OwnPurchases(index: index)
      let words = Set(KnownStoreKitIssue.table.flatMap(\.codeWords))
        .subtracting(KnownStoreKitIssue.purchaseCalls)
      var wrappers = Set<String>()
      var types = Set<String>()
      for source in index.swiftSources where source.role == .app {
        for function in source.functions where words.contains(function.name) {
          wrappers.insert(function.name)
        }
        for type in source.types where type.kind != "extension" { types.insert(type.name) }
      }
      var conformers = Set<String>()
      for source in index.swiftSources where source.role == .app {
        for type in source.types
        where type.conformances.contains(where: { !types.contains($0) }) {
          conformers.insert(type.name)
        }
      }
      self.wrappers = wrappers
      self.types = types
      self.frameworkConformers = conformers
    }
  }

  /// Whether `add(…)` at `offset` registers a transaction observer rather
  /// than a payment: its argument is `self`, a shared instance
  /// (`IAPHelper.shared`, `StoreObserver.sharedInstance`) or names an
  /// observer (`purchaseObserver as SKPaymentTransactionObserver`), and
  /// names no payment (`SKPayment(product:)`, `payment`).
  private static func addsObserver(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset + 2 < tokens.count, tokens[offset + 1].is("(") else { return false }
    var names: [String] = []
    var depth = 0
    var end = offset + 1
    while end < tokens.count, end - offset < 24 {
      if tokens[end].is("(") { depth += 1 }
      if tokens[end].is(")") {
        depth -= 1
        if depth == 0 { break }
      }
      if tokens[end].kind == .identifier { names.append(tokens[end].text.lowercased()) }
      end += 1
    }
    let namesPayment = names.contains { $0.contains("payment") && !$0.contains("observer") }
    if namesPayment { return false }
    return names == ["self"] || names.contains { $0.contains("observer") }
      || ["shared", "sharedinstance", "instance", "default"].contains(names.last ?? "")
  }

  /// The name of the function holding `offset`, when only a call by name
  /// reaches it (not `override`, `@objc`, a framework protocol's requirement).
  private static func functionCalledByName(
    _ source: SwiftSource, _ offset: Int, _ own: OwnCode
  ) -> String? {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return nil }
    let function = source.functions[functionIndex]
    return UncalledFunctions.isCalledOnlyByName(
      source, function: function, projectTypes: own.types,
      frameworkConformers: own.frameworkConformers, labelledInFrameworkTypes: true)
      ? function.name : nil
  }

  /// The SDK types whose calls an app's wrapper of the same name makes.
  private static let sdkReceivers: Set<String> = [
    "Purchases", "SwiftyStoreKit", "Product", "Apphud", "Adapty", "Qonversion", "Superwall",
    "Glassfy",
  ]

  /// The first name of the receiver chain before the member at `offset`
  /// (`Purchases` in `Purchases.shared.getOfferings`).
  private static func receiverRoot(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    var back = offset - 1
    var root: String?
    while back > 0, tokens[back].is("."), tokens[back - 1].kind == .identifier {
      root = tokens[back - 1].text
      back -= 2
    }
    return root
  }

  /// Whether the word at `offset` (after a `.`) is what a value is tested
  /// against: `code == .paymentCancelled`, `error != ErrorCode.purchaseCancelledError`,
  /// `case .userCancelled`.
  private static func isTest(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset > 1, tokens[offset - 1].is(".") else { return false }
    var back = offset - 2
    if tokens[back].kind == .identifier, !tokens[back].is("case"), back > 0 { back -= 1 }
    let token = tokens[back]
    return token.is("==") || token.is("=") && back > 0 && tokens[back - 1].is("!")
      || token.is("case") || token.is("catch")
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

  /// Whether the token at `offset` ends the condition of an `if`, `for`,
  /// `while`, `guard` or `switch` on its line, so the `{` after it opens the
  /// statement's body (`for product in helper.products {`): Swift allows no
  /// trailing closure there.
  private static func isInCondition(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let line = tokens[offset].line
    var back = offset - 1
    while back >= 0, tokens[back].line == line, !tokens[back].is("{"), !tokens[back].is("}"),
      !tokens[back].is(";")
    {
      let token = tokens[back]
      if token.is("if") || token.is("for") || token.is("while") || token.is("guard")
        || token.is("switch")
      {
        return true
      }
      back -= 1
    }
    return false
  }

  /// Every app-code call (or, unless `callsOnly`, `.case`) of one of
  /// `words`, in file order, with the outermost type holding it. With `callsOnly`, a member named like the call but used as a
  /// value (`AnalyticEvent.purchase.rawValue`) is not a use, and with
  /// `needsReceiver` (issues met by a call) neither is an implicit member
  /// without a receiver (`.purchase(.onAppear)`).
  private func uses(
    of words: Set<String>, callsOnly: Bool, needsReceiver: Bool = false, in index: ProjectIndex,
    _ own: OwnCode
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
        // `self.products = products` stores the app's own property, and
        // `self?.purchase(perk:)` calls the app's own method: no SDK call or value.
        if offset > 1,
          tokens[offset - 2].is("self")
            || offset > 2 && tokens[offset - 3].is("self")
              && (tokens[offset - 2].is("?") || tokens[offset - 2].is("!"))
        {
          continue
        }
        // The app's own `purchase(perk:)`, whose body buys nothing (a database save).
        let isCall = offset + 1 < tokens.count && tokens[offset + 1].is("(")
        if isCall, tokens[offset].is("purchase"), !own.purchases.isStorePurchaseCall(tokens, offset)
        {
          continue
        }
        // A member read through one of the app's own types
        // (`ProductsStore.shared.products.count`) is its stored value, not a load.
        if !isCall, offset + 1 < tokens.count, !tokens[offset + 1].is("{"),
          let root = Self.receiverRoot(tokens, offset), own.types.contains(root),
          !Self.sdkReceivers.contains(root)
        {
          continue
        }
        // A call of the app's own wrapper (`IAPService.shared.getProducts()`),
        // not of the SDK it wraps (`SwiftyStoreKit.retrieveProductsInfo(…)`).
        if isCall, own.wrappers.contains(tokens[offset].text),
          !Self.sdkReceivers.contains(Self.receiverRoot(tokens, offset) ?? "")
        {
          continue
        }
        // StoreKit 1 buys with `SKPaymentQueue.default().add(payment)`; any
        // other `add` is not a purchase, and neither is registering the
        // transaction observer (`add(self)`, `add(StoreObserver.shared)`).
        if tokens[offset].is("add"),
          !tokens[max(0, offset - 6)..<offset].contains(where: { $0.is("SKPaymentQueue") })
            || Self.addsObserver(tokens, offset)
        {
          continue
        }
        if callsOnly {
          guard offset + 1 < tokens.count,
            tokens[offset + 1].is("(")
              || tokens[offset + 1].is("{") && !Self.isInCondition(tokens, offset),
            !needsReceiver || (offset > 1 && Self.endsReceiver(tokens[offset - 2]))
          else { continue }
        }
        found.append(
          Use(
            file: source.path, line: tokens[offset].line, type: source.outermostType(offset)?.name,
            nearPurchase: Self.isInPurchasingFunction(source, offset),
            isTest: Self.isTest(tokens, offset),
            function: Self.functionCalledByName(source, offset, own)))
      }
    }
    // In path order, as the loader reads files: the note's place never
    // depends on the order the snapshot was built in.
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }
}
