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
    // The purchase issues are looked for on every target: whether the app
    // buys at all decides StoreKit 1's cancel test below.
    let issues = KnownStoreKitIssue.table.filter {
      $0.affects(deploymentTarget: target) || $0.codeWords == KnownStoreKitIssue.purchaseCalls
    }
    let own = OwnCode(index: index)
    let uses = issues.map { issue in
      let calls = self.uses(
        of: issue.codeWords, callsOnly: true, needsReceiver: issue.codeWordsAreCalls,
        inSimulator: issue.meetsOnlyInSimulator, in: index, own)
      guard !issue.codeWordsAreCalls else { return calls }
      // A cancel is a case (`case .userCancelled:`); products and offerings
      // are read through a receiver (`response.products`).
      let isCancel = issue.codeWords.contains("userCancelled")
      var all =
        calls
        + self.uses(
          of: issue.codeWords, callsOnly: false, needsReceiver: !isCancel,
          inSimulator: issue.meetsOnlyInSimulator, in: index, own)
      guard isCancel else { return all }
      // A restore's cancel is not a purchase's.
      all.removeAll { $0.isInRestore && !$0.nearPurchase }
      // A cancel handled where the purchase is made (`switch try await
      // product.purchase() { case .userCancelled: … }`) comes before the same
      // case tested elsewhere (`code == .paymentCancelled`), and that before
      // an app's own error made from it (`throw AppError.userCancelled`).
      return all.filter(\.nearPurchase) + all.filter { !$0.nearPurchase && $0.isTest }
        + all.filter { !$0.nearPurchase && !$0.isTest }
    }
    let unused = UnusedTypes.find(among: Set(uses.joined().compactMap(\.type)), in: index)
    // …and the functions holding them that no running code reaches. A
    // products request's delegate callback (`productsRequest(_:didReceive:)`)
    // runs only when running code starts a request: one started only in a
    // `getProducts()` nothing calls never answers (SignedLua, seventieth round).
    let starters = Self.productsRequestStarters(in: index, own)
    let holding = Set(uses.joined().compactMap(\.function)).union(starters ?? [])
    let uncalled = UncalledFunctions.neverReached(among: holding, in: index.swiftSources)
      .union(UncalledFunctions.calledOnlyFromUnusedTypes(among: holding, in: index))
    let callbacksNeverRun = starters.map { !$0.isEmpty && $0.isSubset(of: uncalled) } ?? false
    // A wrapper named like the SDK's call (`func purchase(_ product:)` around
    // `product.purchase()`): only calls with its own first label call it.
    var uncalledAt = Set<String>()
    let candidates = uses.joined().filter { use in
      use.function.map { !uncalled.contains($0) } == true && use.functionStart != nil
    }
    let sourcesByPath =
      candidates.isEmpty
      ? [:] : Dictionary(index.swiftSources.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    for use in candidates {
      guard let start = use.functionStart, let source = sourcesByPath[use.file],
        let function = source.functions.first(where: { $0.bodyStart == start }),
        // Not a framework's requirement (Superwall's `PurchaseController.purchase(product:)`);
        // a StoreKit observer's `purchaseProduct(_ product: SKProduct)` is
        // shaped like none of its delegates' (Charging, ninety-seventh round).
        // Nor the view controller it subclasses, which calls only what it
        // overrides (Musician's `buyProduct()`, ninety-eighth round).
        source.enclosingType(start).map({ type in
          type.conformances.enumerated().allSatisfy { position, name in
            own.types.contains(name) || Self.conformancesCallingNothing.contains(name)
              || UncalledFunctions.isNoRequirement(function, of: name, in: source)
              || position == 0 && type.kind == "class"
                && UncalledFunctions.isFrameworkBaseClass(name)
                && !UncalledFunctions.overrides(function, in: source)
          }
        }) ?? true,
        !UncalledFunctions.isCalledFillingItsParameters(
          function, in: source, sources: index.swiftSources)
      else { continue }
      uncalledAt.insert("\(use.file):\(start)")
    }
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
    // A products callback in a type no request reports to hears nothing.
    let unrequested = Self.typesNoRequestReportsTo(in: index)
    // A transaction observer nothing registers hears nothing (babymonitor,
    // seventy-first round): its callback's cancel test never runs.
    let unregistered = Self.unregisteredObservers(Array(uses.joined()), in: index)
    func runs(_ use: Use) -> Bool {
      return use.type.map(unused.contains) != true && use.function.map(uncalled.contains) != true
        && !(use.isProductsCallback
          && (callbacksNeverRun || use.type.map(unrequested.contains) == true))
        && use.observer.map(unregistered.contains) != true
        && use.functionStart.map({ uncalledAt.contains("\(use.file):\($0)") }) != true
    }
    // StoreKit 1 reports a cancel (`SKError.paymentCancelled`) only for a
    // payment the app added: when its purchase code never runs (every call
    // of `buyProduct(_:)` commented out), its observer's cancel test meets
    // nothing (ReciFoto, eighty-ninth round).
    let purchases = zip(issues, uses).filter { $0.0.codeWords == KnownStoreKitIssue.purchaseCalls }
      .flatMap(\.1)
    let buys = purchases.isEmpty || purchases.contains(where: runs)
    for (issue, uses) in zip(issues, uses) {
      for use in uses where runs(use) && (buys || use.word != "paymentCancelled") {
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

  /// The SDK types whose `products` or `offerings` a load hands over
  /// (`response.products` in `productsRequest(_:didReceive:)`): reading
  /// them is meeting the load. Any other declared type's (`@Environment(
  /// StoreKitService<Tier>.self) var flexStore` … `flexStore.products`, a
  /// package's store; aiassistant, ninety-eighth round) is a stored value.
  private static let sdkResultTypes: Set<String> = [
    "SKProductsResponse", "SKProductsRequest", "Offerings", "Offering", "AdaptyPaywall",
    // Adapty 1's paywall, its products loaded with it (Biniva, ninety-sixth round).
    "PaywallModel",
  ]

  /// Superclasses and protocols that never call an app's methods by name.
  private static let conformancesCallingNothing: Set<String> = [
    "NSObject", "ObservableObject", "Sendable", "Identifiable", "Equatable", "Hashable",
    "Codable", "Decodable", "Encodable", "CustomStringConvertible",
  ]

  /// Modules a file buys through when it imports them.
  private static let purchaseModules: Set<String> = [
    "StoreKit", "RevenueCat", "SwiftyStoreKit", "Adapty", "Qonversion", "ApphudSDK", "Glassfy",
  ]

  /// Whether `source` has to do with buying: it imports StoreKit or a
  /// purchase SDK, or names `Purchases` or `purchase`. An app's own
  /// `AuthError.userCancelled` in a sign-in file is not StoreKit's cancel.
  static func isAboutPurchases(_ source: SwiftSource) -> Bool {
    source.words.contains(.purchase) || source.words.contains(.purchasesSDK)
      || !source.imports.isDisjoint(with: purchaseModules)
  }

  /// Whether the type enclosing `offset` declares `case name` at its top level.
  private static func declaresCase(_ name: String, enclosing offset: Int, in source: SwiftSource)
    -> Bool
  {
    guard let type = source.enclosingType(offset), type.kind == "enum" else { return false }
    return source.declaredCases(of: type).contains(name)
  }

  /// A use of an issue's code: where it is, the outermost type holding it,
  /// and whether the function holding it also buys.
  private struct Use {
    var file: String
    var line: Int
    /// The word met (`purchase`, `paymentCancelled`).
    var word: String
    var type: String?
    var nearPurchase: Bool
    /// Whether the use tests a value against the word (`== .paymentCancelled`).
    var isTest: Bool
    /// Whether the function holding the use restores purchases.
    var isInRestore: Bool
    /// The function holding the use, when only a call by name reaches it
    /// (`UncalledFunctions.isCalledOnlyByName`).
    var function: String?
    /// The `{` of that function's body, in `file`.
    var functionStart: Int?
    /// Whether the use is in a products request's delegate callback
    /// (`productsRequest(_:didReceive:)`), which StoreKit calls.
    var isProductsCallback = false
    /// The type whose payment-queue callback (`paymentQueue(_:updatedTransactions:)`
    /// of an `SKPaymentTransactionObserver`) holds the use: StoreKit calls it
    /// only once the app registers an instance with the queue.
    var observer: String? = nil
  }

  /// The observer type whose `paymentQueue(…)` callback encloses `offset`,
  /// itself or through a private helper only it calls (`case .failed:
  /// failed(transaction: transaction)`; babymonitor, ninety-fourth round).
  private static func transactionObserver(_ source: SwiftSource, _ offset: Int) -> String? {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0, let type = source.enclosingType(offset),
      type.conformances.contains("SKPaymentTransactionObserver")
    else { return nil }
    let function = source.functions[functionIndex]
    if function.name == "paymentQueue" { return type.baseName }
    return isPrivateHelperOfCallback(function, in: source) ? type.baseName : nil
  }

  /// Whether `function` is `private` (or `fileprivate`) and its file calls
  /// it only from `paymentQueue(…)` callbacks.
  private static func isPrivateHelperOfCallback(
    _ function: FunctionDeclaration, in source: SwiftSource
  ) -> Bool {
    let access = UncalledFunctions.accessLevel(of: function, in: source)
    guard access == "private" || access == "fileprivate" else { return false }
    let tokens = source.tokens
    var calls = 0
    for offset in tokens.indices.dropLast()
    where tokens[offset].is(function.name) && !(offset > 0 && tokens[offset - 1].is("func")) {
      // Another thing's member of that name (`transactionState == .failed`).
      if offset >= 2, tokens[offset - 1].is("."), !tokens[offset - 2].is("self") { continue }
      let caller = Int(source.contexts[offset].functionIndex)
      guard tokens[offset + 1].is("("), caller >= 0,
        source.functions[caller].name == "paymentQueue"
      else { return false }
      calls += 1
    }
    return calls > 0
  }

  /// The app's transaction observer types no code registers with the
  /// payment queue: no `add(self)` in any of their declarations and no
  /// `add(Observer.shared)` naming them. Empty when a registration names
  /// an object the doctor cannot type (`add(storeManager)`), which may be any.
  /// A registration in a function nothing calls (`func setupPurchases() {
  /// paymentQueue.add(self) }` in a service the app replaced with an SDK;
  /// babymonitor, ninety-fourth round) registers nothing.
  private static func unregisteredObservers(_ uses: [Use], in index: ProjectIndex) -> Set<String> {
    let observers = Set(uses.compactMap(\.observer))
    guard !observers.isEmpty else { return [] }
    // Each registration's observer, and the function registering it when
    // only a call by name runs it.
    var registrations: [(observer: String, function: String?)] = []
    var projectTypes: Set<String>?
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropLast()
      where tokens[offset].is("add") && offset > 0 && tokens[offset - 1].is(".")
        && addsObserver(tokens, offset)
      {
        guard offset + 2 < tokens.count else { continue }
        let argument = tokens[offset + 2]
        let observer: String
        if argument.is("self") {
          guard let type = source.enclosingType(offset) else { return [] }
          observer = type.baseName
        } else if argument.kind == .identifier, argument.text.first?.isUppercase == true {
          observer = argument.text
        } else {
          return []
        }
        var function: String?
        let functionIndex = Int(source.contexts[offset].functionIndex)
        if functionIndex >= 0 {
          let declared = source.functions[functionIndex]
          let types =
            projectTypes ?? Set(index.swiftSources.flatMap { $0.types.map(\.name) })
          projectTypes = types
          if UncalledFunctions.isCalledOnlyByName(source, function: declared, projectTypes: types) {
            function = declared.name
          }
        }
        registrations.append((observer, function))
      }
    }
    let uncalled = UncalledFunctions.neverCalled(
      among: Set(registrations.compactMap(\.function)), in: index.swiftSources)
    let registered = registrations.filter { $0.function.map(uncalled.contains) != true }
    return observers.subtracting(registered.map(\.observer))
  }

  /// Whether `name` was bound, within the lines before `offset`, as a
  /// case's associated value (`case .success(let response):`, `case let
  /// .success(response)`, `case .newReceipt(let payload):`): a `Result`'s
  /// decoded answer to the app's own request (`response.products`, its
  /// backend's offers; can-vpn, eighty-fifth round) or the app's own event
  /// (`purchasedProducts = payload.products` copying a receipt's products;
  /// passepartout, ninetieth round). The stores' products APIs hand their
  /// products over otherwise.
  static func isCaseValue(_ tokens: [SwiftToken], _ name: String, before offset: Int) -> Bool {
    var index = offset - 1
    while index >= 4, offset - index < 400 {
      if tokens[index].is(name), tokens[index + 1].is(")"),
        tokens[index - 1].is("let") && tokens[index - 2].is("(")
          && tokens[index - 3].kind == .identifier
          && (tokens[index - 4].is(".") || tokens[index - 3].is("success"))
          || tokens[index - 1].is("(") && tokens[index - 2].kind == .identifier
            && tokens[index - 3].is(".") && tokens[index - 4].is("let")
      {
        return true
      }
      index -= 1
    }
    return false
  }

  /// The types declaring a products request's callback
  /// (`productsRequest(_:didReceive:)`) that no request reports to, when
  /// every request the app makes names its delegate where it is made, and
  /// names its own type (`request.delegate = self` in `SubscriptionManager`):
  /// a second callback elsewhere (`extension FilterViewController:
  /// SKProductsRequestDelegate`, nothing making it a delegate) never runs
  /// (Stocks, hundred-and-second round). Empty when the app makes no
  /// request, or hands one to another object.
  private static func typesNoRequestReportsTo(in index: ProjectIndex) -> Set<String> {
    var callbackTypes = Set<String>()
    var delegateTypes = Set<String>()
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for function in source.functions where function.name == "productsRequest" {
        if let type = source.outermostType(function.bodyStart) { callbackTypes.insert(type.name) }
      }
      for offset in tokens.indices.dropLast()
      where tokens[offset].is("SKProductsRequest") && tokens[offset + 1].is("(")
        && !source.contexts[offset].isUnreachable
      {
        let functionIndex = Int(source.contexts[offset].functionIndex)
        guard functionIndex >= 0, let type = source.outermostType(offset) else { return [] }
        let body = source.functions[functionIndex]
        let assigned = (body.bodyStart..<body.bodyEnd).filter {
          $0 + 2 < tokens.count && tokens[$0].is("delegate") && tokens[$0 - 1].is(".")
            && tokens[$0 + 1].is("=")
        }
        guard !assigned.isEmpty, assigned.allSatisfy({ tokens[$0 + 2].is("self") }) else {
          return []
        }
        delegateTypes.insert(type.name)
      }
    }
    guard !delegateTypes.isEmpty else { return [] }
    return callbackTypes.subtracting(delegateTypes)
  }

  /// The functions starting a StoreKit 1 products request
  /// (`SKProductsRequest(productIdentifiers:)`) in app code, each called
  /// only by name; nil when a request starts elsewhere (a type's
  /// initialiser, a framework's callback), so that the delegate may run.
  private static func productsRequestStarters(in index: ProjectIndex, _ own: OwnCode)
    -> Set<String>?
  {
    var starters = Set<String>()
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropLast()
      where tokens[offset].is("SKProductsRequest") && tokens[offset + 1].is("(")
        && !source.contexts[offset].isUnreachable
      {
        guard let starter = functionCalledByName(source, offset, own) else { return nil }
        starters.insert(starter)
      }
    }
    return starters
  }

  /// Every app-code call (or, unless `callsOnly`, `.case`) of one of
  /// `words`, in file order, with the outermost type holding it. With `callsOnly`, a member named like the call but used as a
  /// value (`AnalyticEvent.purchase.rawValue`) is not a use, and with
  /// `needsReceiver` (issues met by a call) neither is an implicit member
  /// without a receiver (`.purchase(.onAppear)`); without `callsOnly`, it
  /// drops a value read as an implicit member (`productType == .products`,
  /// an app enum's case; grocerylist1, seventy-fourth round). With
  /// `inSimulator`, code built only for devices is no use.
  private func uses(
    of words: Set<String>, callsOnly: Bool, needsReceiver: Bool = false, inSimulator: Bool = false,
    in index: ProjectIndex, _ own: OwnCode
  ) -> [Use] {
    var found: [Use] = []
    for source in index.swiftSources where source.role == .app && Self.isAboutPurchases(source) {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && !source.isExempt(offset) && offset > 0
        && (words.contains(tokens[offset].text) && tokens[offset - 1].is(".")
          || !callsOnly && Self.isCancelFlag(tokens, offset, words)
          // The app's own `struct ProductView: View` shadows StoreKit's.
          || Self.isStoreView(tokens, offset, words) && !own.types.contains(tokens[offset].text))
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
        // The fallback of `if #available(iOS 15.0, *) { … } else { … }`
        // runs only below iOS 15, never on the iOS 18 releases the issues
        // are about (ECleaner's SwiftyStoreKit branch, sixty-third round).
        if Self.isAvailabilityFallback(tokens, offset) { continue }
        if inSimulator, source.isCompiledOnlyForDevices(offset) { continue }
        // `case .userCancelled:` inside the app's own enum declaring that case
        // (`enum AuthError { case userCancelled … var errorDescription { switch self …`):
        // its own value, a sign-in's cancel, not StoreKit's.
        if Self.declaresCase(tokens[offset].text, enclosing: offset, in: source) { continue }
        // The app's own `purchase(perk:)`, whose body buys nothing (a database save).
        let isCall = offset + 1 < tokens.count && tokens[offset + 1].is("(")
        // A call of the app's own purchasing type (`purchaseService.purchase()`):
        // the store's call inside it is the use.
        if isCall || offset + 1 < tokens.count && tokens[offset + 1].is("{"),
          Self.callsOwnPurchasingType(tokens, offset, own.purchasingTypes)
            || Self.receiverIsOwnPurchasingType(source, offset, own.purchasingTypes)
            || Self.receiverIsMemberOfOwnType(source, offset, index.swiftSources, own.types)
        {
          continue
        }
        if isCall, tokens[offset].is("purchase"), !own.purchases.isStorePurchaseCall(tokens, offset)
        {
          continue
        }
        // A member read through one of the app's own types
        // (`ProductsStore.shared.products.count`), or a property the file
        // declares with one (`@ObservedObject var iap: IAPManager` …
        // `iap.products.first`; uGrade, Triply, forty-seventh round), is its
        // stored value, not a load.
        if !isCall, offset + 1 < tokens.count, !tokens[offset + 1].is("{"),
          let root = tokens.receiverRootPastSelf(before: offset), !Self.sdkReceivers.contains(root),
          own.types.contains(root)
            || root.first?.isLowercase == true
              && (DeclaredType.of(root, in: source).map {
                own.types.contains($0) || !Self.sdkResultTypes.contains($0)
              } == true
                || Self.isCaseValue(tokens, root, before: offset))
        {
          continue
        }
        // A call of the app's own wrapper (`IAPService.shared.getProducts()`,
        // or with a trailing closure: `MyProducts.iapService.getProducts { … }`;
        // RefgProject, seventy-second round), not of the SDK it wraps
        // (`SwiftyStoreKit.retrieveProductsInfo(…)`).
        let callsWithClosure =
          offset + 1 < tokens.count && tokens[offset + 1].is("{")
          && !Self.isInCondition(tokens, offset)
        if isCall || callsWithClosure, own.wrappers.contains(tokens[offset].text),
          !Self.sdkReceivers.contains(tokens.receiverRoot(before: offset) ?? "")
        {
          continue
        }
        // StoreKit 1 buys with `SKPaymentQueue.default().add(payment)`; any
        // other `add` is not a purchase, and neither is registering the
        // transaction observer (`add(self)`, `add(StoreObserver.shared)`).
        if tokens[offset].is("add") || tokens[offset].is("addPayment"),
          !tokens[max(0, offset - 6)..<offset].contains(where: { $0.is("SKPaymentQueue") })
            && !Self.isInjectedPaymentQueue(source, before: offset)
            || tokens[offset].is("add") && Self.addsObserver(tokens, offset)
        {
          continue
        }
        if !callsOnly, needsReceiver, !isCall, offset < 2 || !Self.endsReceiver(tokens[offset - 2])
        {
          continue
        }
        if callsOnly {
          // StoreKit's `StoreView(ids:)` is made, not called on something:
          // whatever the view before it ends with (`Text("Title")`) is no
          // receiver of it (myautomobile, seventy-sixth round).
          guard offset + 1 < tokens.count,
            tokens[offset + 1].is("(")
              || tokens[offset + 1].is("{") && !Self.isInCondition(tokens, offset),
            !needsReceiver || (offset > 1 && Self.endsReceiver(tokens[offset - 2]))
              || Self.isStoreView(tokens, offset, words)
          else { continue }
        }
        found.append(
          Use(
            file: source.path, line: tokens[offset].line, word: tokens[offset].text,
            type: source.outermostType(offset)?.name,
            nearPurchase: Self.isInPurchasingFunction(source, offset),
            isTest: Self.isTest(tokens, offset),
            isInRestore: Self.isInRestoringFunction(source, offset),
            function: Self.functionCalledByName(source, offset, own),
            functionStart: source.contexts[offset].functionIndex >= 0
              ? source.functions[Int(source.contexts[offset].functionIndex)].bodyStart : nil,
            isProductsCallback: source.contexts[offset].functionIndex >= 0
              && source.functions[Int(source.contexts[offset].functionIndex)].name
                == "productsRequest",
            observer: Self.transactionObserver(source, offset)
          ))
      }
    }
    // In path order, as the loader reads files: the note's place never
    // depends on the order the snapshot was built in.
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }
}
