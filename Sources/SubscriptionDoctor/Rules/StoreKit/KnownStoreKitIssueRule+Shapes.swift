/// The shapes of code the known-issue rule tells apart: what the app
/// declares that shares a name with an SDK's call, a test of a cancel, a
/// registered observer, a condition's collection, a receiver's first name.
extension KnownStoreKitIssueRule {
  /// What the app declares that shares a name with the SDKs' calls.
  struct OwnCode {
    /// The app's own `purchase` functions that buy nothing.
    var purchases: OwnPurchases
    /// Names of functions the app declares that are also SDK calls looked
    /// for (`func getProducts()`, a wrapper): a call of one is the app's,
    /// and the SDK call inside it is the use.
    var wrappers: Set<String>
    /// The types the app declares: `ProductsStore.shared.products` reads
    /// the app's own stored array, not StoreKit's.
    var types: Set<String>
    /// The framework protocols and classes each type conforms to, by its
    /// declaration or an extension (`extension GameViewController: SKProductsRequestDelegate`).
    var frameworkConformances: [String: Set<String>]
    /// The app's own types (lowercased) that declare a purchase call of their
    /// own (`PurchaseService.purchase()` around `product.purchase()`).
    var purchasingTypes: Set<String> = []
    /// Whether only apps (programs nothing imports) build a file
    /// (`ProjectIndex.buildsOnlyIntoPrograms`).
    let buildsOnlyIntoPrograms: (String) -> Bool

    init(index: ProjectIndex) {
      purchases = OwnPurchases(index: index)
      buildsOnlyIntoPrograms = index.buildsOnlyIntoPrograms
      // `purchase` is told apart by what its body does (`OwnPurchases`) and
      // `add` by its receiver; an app function named like another SDK call
      // (`func makePurchase(product:)` around Adapty's) is a wrapper.
      let words = Set(KnownStoreKitIssue.table.flatMap(\.codeWords))
        .subtracting(["purchase", "add", "addPayment"])
      var wrappers = Set<String>()
      var types = Set<String>()
      var purchasingTypes = Set<String>()
      // Names an app's protocol may require for its own purchase: not
      // `add`/`addPayment`, which a protocol mirrors to stand in for
      // `SKPaymentQueue` itself (SwiftyStoreKit's `PaymentQueue`).
      let ownPurchaseNames = KnownStoreKitIssue.purchaseCalls.subtracting(["add", "addPayment"])
      var purchasingProtocols = Set<String>()
      // Types whose purchase an extension declares (`extension
      // OtherViewController { func purchase(purchase:) … }`; whatShouldI,
      // hundred-and-sixth round): the app's own when it declares them, not a
      // framework's (`extension Product { func purchase() }`).
      var extendedPurchasers = Set<String>()
      for source in index.swiftSources where source.role == .app {
        for function in source.functions where words.contains(function.name) {
          wrappers.insert(function.name)
        }
        for function in source.functions
        where KnownStoreKitIssue.purchaseCalls.contains(function.name) {
          guard let type = source.enclosingType(function.bodyStart) else { continue }
          if type.kind != "extension" {
            purchasingTypes.insert(type.name.lowercased())
          } else {
            extendedPurchasers.insert(type.name)
          }
        }
        for type in source.types where type.kind != "extension" { types.insert(type.name) }
        // A protocol requiring a purchase (`protocol IAPService { func
        // purchase(_ bundle: ChipBundle) async throws … }`, sixth-seat): a
        // call through a value of it runs a conforming type's body, which
        // holds the store's call.
        let tokens = source.tokens
        for type in source.types where type.kind == "protocol" {
          let body = (type.bodyStart + 1)..<max(type.bodyStart + 1, type.bodyEnd - 1)
          if body.contains(where: {
            tokens[$0].is("func") && ownPurchaseNames.contains(tokens[$0 + 1].text)
          }) {
            purchasingProtocols.insert(type.name)
          }
        }
        // A dependency client's closure property (`var purchase: @Sendable
        // (String) async throws -> Bool` in a Composable Architecture
        // `StoreKitClient`): calling it runs the app's closure, whose body
        // holds the store's call.
        guard KnownStoreKitIssueRule.isAboutPurchases(source) else { continue }
        for offset in tokens.indices.dropLast(3)
        where (tokens[offset].is("var") || tokens[offset].is("let"))
          && tokens[offset + 2].is(":") && tokens[offset + 1].kind == .identifier
        {
          let name = tokens[offset + 1].text
          let buys = KnownStoreKitIssue.purchaseCalls.contains(name)
          guard buys || words.contains(name),
            KnownStoreKitIssueRule.declaresClosure(tokens, after: offset + 2),
            let type = source.enclosingType(offset), type.kind != "extension"
          else { continue }
          if buys {
            purchasingTypes.insert(type.name.lowercased())
          } else {
            wrappers.insert(name)
          }
        }
      }
      // A protocol a framework's type adopts (`extension SKPaymentQueue:
      // PaymentQueue`) is the framework's call under another name.
      for source in index.swiftSources where source.role == .app && !purchasingProtocols.isEmpty {
        for type in source.types where type.kind == "extension" && !types.contains(type.name) {
          purchasingProtocols.subtract(type.conformances)
        }
      }
      purchasingTypes.formUnion(purchasingProtocols.map { $0.lowercased() })
      purchasingTypes.formUnion(extendedPurchasers.intersection(types).map { $0.lowercased() })
      self.wrappers = wrappers
      self.types = types
      self.purchasingTypes = purchasingTypes
      frameworkConformances = UncalledFunctions.frameworkConformances(
        in: index.swiftSources, projectTypes: types)
    }
  }

  /// Whether the type written after the `:` at `colon` is a function type
  /// (`@Sendable (String) async throws -> Bool`).
  static func declaresClosure(_ tokens: [SwiftToken], after colon: Int) -> Bool {
    var index = colon + 1
    while index < tokens.count, tokens[index].kind == .attribute { index += 1 }
    guard index < tokens.count, tokens[index].is("("), let close = tokens.closingBracket(of: index)
    else { return false }
    index = close + 1
    while index < tokens.count,
      tokens[index].is("async") || tokens[index].is("throws") || tokens[index].is("rethrows")
    {
      index += 1
    }
    return index < tokens.count && tokens[index].is("->")
  }

  /// Whether the token at `offset` is inside the `else` block of an `if
  /// #available(iOS N, *)` with N at most 18.0: code that runs only on
  /// systems older than every release the known issues affect.
  static func isAvailabilityFallback(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var depth = 0
    var back = offset - 1
    while back > 0, offset - back < 4_000 {
      let token = tokens[back]
      if token.is("}") {
        depth += 1
      } else if token.is("{") {
        if depth > 0 {
          depth -= 1
        } else {
          // An enclosing block: `else {` after the `}` of an `if #available(…) {`.
          if back >= 2, tokens[back - 1].is("else"), tokens[back - 2].is("}"),
            let open = tokens.openingBracket(of: back - 2, within: 4_000),
            let version = availabilityVersion(tokens, before: open)
          {
            return version.major < 18 || version.major == 18 && version.minor == 0
          }
        }
      }
      back -= 1
    }
    return false
  }

  /// The iOS version of an `if #available(iOS 15.0, *)` whose block opens
  /// at `open` (the `if` a few tokens before it).
  private static func availabilityVersion(_ tokens: [SwiftToken], before open: Int)
    -> (major: Int, minor: Int)?
  {
    var index = open - 1
    while index > 0, open - index < 16, !tokens[index].is("if") { index -= 1 }
    guard tokens[index].is("if"), index + 4 < open,
      tokens[index + 1].text.hasSuffix("available"), tokens[index + 2].is("("),
      tokens[index + 3].is("iOS")
    else { return nil }
    let parts = tokens[index + 4].text.split(separator: ".")
    guard let major = parts.first.flatMap({ Int($0) }) else { return nil }
    return (major, parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
  }

  /// Whether the call at `offset` is made on one of the app's own purchasing
  /// types, by its name or a variable named for it (`purchaseService.purchase()`,
  /// `PurchaseService.shared.purchase()`): the app's wrapper, whose body holds
  /// the store's call.
  static func callsOwnPurchasingType(
    _ tokens: [SwiftToken], _ offset: Int, _ types: Set<String>
  ) -> Bool {
    guard !types.isEmpty, let receiver = tokens.receiverName(skippingSingletonBefore: offset)
    else { return false }
    return types.contains(receiver.lowercased())
  }

  /// Whether the call at `offset` is made on a property the file declares
  /// with one of the app's own purchasing types, or a local cast to one,
  /// whatever its name (`let subscriptionManager = SubscriptionService()`
  /// before `subscriptionManager.purchase(productId:)`).
  static func receiverIsOwnPurchasingType(
    _ source: SwiftSource, _ offset: Int, _ types: Set<String>
  ) -> Bool {
    let tokens = source.tokens
    guard !types.isEmpty, offset >= 2, tokens[offset - 1].is("."),
      tokens[offset - 2].kind == .identifier, offset < 3 || !tokens[offset - 3].is(".")
    else { return false }
    let name = tokens[offset - 2].text
    // `guard let manager = storeKitManager`: the property it unwraps; `let
    // vc = tabs.viewControllers![2] as! OtherViewController`: the type it
    // is cast to (whatShouldI, hundred-and-sixth round).
    let type =
      DeclaredType.of(name, in: source)
      ?? DeclaredType.unwrapped(name, before: offset, in: source).flatMap {
        DeclaredType.of($0, in: source)
      } ?? DeclaredType.cast(name, before: offset, in: source)
    return type.map { types.contains($0.lowercased()) } ?? false
  }

  /// Whether the call at `offset` is made on a member of a local bound to
  /// one of the app's types (`if let cell = tableView.cellForRow(at:
  /// indexPath) as? OneTimeCell` before `cell.product.purchase { … }`, or
  /// `let cell: OneTimeCell`), that type declaring the member with another
  /// of the app's types (`var product: OneTimePurchase`): the app's own
  /// method, whose body holds the store's call (NetUtils, seventy-fourth round).
  static func receiverIsMemberOfOwnType(
    _ source: SwiftSource, _ offset: Int, _ sources: [SwiftSource], _ types: Set<String>
  ) -> Bool {
    let tokens = source.tokens
    guard offset >= 4, tokens[offset - 1].is(".") else { return false }
    // Past an optional chain's `?` or `!` (`cell.product?.purchase`).
    func skippingUnwrap(_ index: Int) -> Int {
      index > 0 && (tokens[index].is("?") || tokens[index].is("!")) ? index - 1 : index
    }
    let member = skippingUnwrap(offset - 2)
    guard member >= 2, tokens[member].kind == .identifier, tokens[member - 1].is(".") else {
      return false
    }
    let local = skippingUnwrap(member - 2)
    guard tokens[local].kind == .identifier, local == 0 || !tokens[local - 1].is("."),
      let localType = DeclaredType.cast(tokens[local].text, before: offset, in: source)
        ?? DeclaredType.of(tokens[local].text, in: source),
      types.contains(localType),
      let memberType = declaredType(of: tokens[member].text, in: localType, sources)
    else { return false }
    return types.contains(memberType)
  }

  /// The type the declarations of `owner` give its property `member`
  /// (`var product: OneTimePurchase`, `let product = OneTimePurchase(…)`),
  /// when they give one.
  private static func declaredType(
    of member: String, in owner: String, _ sources: [SwiftSource]
  ) -> String? {
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for type in source.types where type.name == owner {
        for offset in (type.bodyStart + 1)..<max(type.bodyStart + 1, type.bodyEnd - 3)
        where (tokens[offset].is("var") || tokens[offset].is("let"))
          && tokens[offset + 1].is(member)
          && (tokens[offset + 2].is(":") || tokens[offset + 2].is("="))
          && source.enclosingType(offset) == type
        {
          let written = tokens[offset + 3]
          guard written.kind == .identifier, DeclaredType.isTypeName(written.text),
            tokens[offset + 2].is(":") || offset + 4 < tokens.count && tokens[offset + 4].is("(")
          else { return nil }
          return written.text
        }
      }
    }
    return nil
  }

  /// Whether the receiver of the call at `offset` (`paymentQueue.add(…)`)
  /// is a payment queue the file declares by type or value (`let
  /// paymentQueue: SKPaymentQueue`, `queue = SKPaymentQueue.default()`), as
  /// code written for tests hands one in.
  static func isInjectedPaymentQueue(_ source: SwiftSource, before offset: Int) -> Bool {
    let tokens = source.tokens
    guard offset >= 2, tokens[offset - 1].is("."), tokens[offset - 2].kind == .identifier else {
      return false
    }
    let receiver = tokens[offset - 2].text
    for index in tokens.indices.dropLast(2)
    where tokens[index].kind == .identifier && tokens[index].text == receiver
      && (tokens[index + 1].is(":") || tokens[index + 1].is("="))
    {
      if tokens[(index + 2)..<min(index + 5, tokens.count)].contains(where: {
        $0.is("SKPaymentQueue")
      }) {
        return true
      }
    }
    return false
  }

  /// Whether `add(…)` at `offset` registers a transaction observer rather
  /// than a payment: its argument is `self`, a shared instance
  /// (`IAPHelper.shared`, `StoreObserver.sharedInstance`) or names an
  /// observer (`purchaseObserver as SKPaymentTransactionObserver`) or the
  /// app's store object (`storeManager`, `iapHelper`), and names no payment
  /// (`SKPayment(product:)`, `payment`).
  static func addsObserver(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
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
      // `add(storeManager)`: the app's store object, which observes (copiniosapp,
      // forty-seventh round); a payment is named for one or made in place.
      || names.count == 1 && Self.observerRoles.contains { names[0].hasSuffix($0) }
  }

  /// How the app names the object it registers as the queue's observer.
  private static let observerRoles = [
    "manager", "store", "helper", "service", "handler", "controller", "delegate",
  ]

  /// The name of the function holding `offset`, when only a call by name
  /// reaches it (not `override`, `@objc`, a framework protocol's requirement).
  static func functionCalledByName(
    _ source: SwiftSource, _ offset: Int, _ own: OwnCode
  ) -> String? {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return nil }
    let function = source.functions[functionIndex]
    // The view controller (or view, scene) a class subclasses calls only
    // what it overrides: its other methods run when called by name
    // (Musician's `buyProduct()`, ninety-eighth round).
    var types = own.types
    var conformances = own.frameworkConformances
    if let type = source.enclosingType(function.bodyStart), type.kind == "class",
      let base = type.conformances.first, UncalledFunctions.isFrameworkBaseClass(base)
    {
      types.insert(base)
      conformances[type.name]?.remove(base)
    }
    return UncalledFunctions.isCalledOnlyByName(
      source, function: function, projectTypes: types,
      frameworkConformances: conformances, labelledInFrameworkTypes: true,
      publicMayBeAPI: !own.buildsOnlyIntoPrograms(source.path))
      ? function.name : nil
  }

  /// The SDK types whose calls an app's wrapper of the same name makes.
  static let sdkReceivers: Set<String> = [
    "Purchases", "SwiftyStoreKit", "Product", "Apphud", "Adapty", "Qonversion", "Superwall",
    "Glassfy",
  ]

  /// Whether the word at `offset` (after a `.`) is what a value is tested
  /// against: `code == .paymentCancelled`, `error != ErrorCode.purchaseCancelledError`,
  /// `case .userCancelled`.
  static func isTest(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset > 1, tokens[offset - 1].is(".") else { return false }
    var back = offset - 2
    if tokens[back].kind == .identifier, !tokens[back].is("case"), back > 0 { back -= 1 }
    let token = tokens[back]
    return token.is("==") || token.is("!=") || token.is("case") || token.is("catch")
  }

  /// Whether the token at `offset` is in a function that restores: its name
  /// or a parameter label says so (`restorePurchases()`, StoreKit 1's
  /// `paymentQueue(_:restoreCompletedTransactionsFailedWithError:)`). A cancel
  /// tested there is a restore's, which the canceled-state bug of purchases
  /// does not touch (Conjugator, thirty-ninth round).
  static func isInRestoringFunction(_ source: SwiftSource, _ offset: Int) -> Bool {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return false }
    let tokens = source.tokens
    var back = source.functions[functionIndex].bodyStart - 1
    while back >= 0, source.functions[functionIndex].bodyStart - back < 80 {
      let token = tokens[back]
      if token.is("func") || token.is("{") || token.is("}") { break }
      if token.kind == .identifier, token.text.lowercased().contains("restore") { return true }
      back -= 1
    }
    return false
  }

  /// Whether the function holding `offset` makes a purchase call
  /// (`product.purchase()`, `purchasePackage(…)`; StoreKit 1 handles a
  /// cancel in its transaction observer, not beside `add`).
  static func isInPurchasingFunction(_ source: SwiftSource, _ offset: Int) -> Bool {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return false }
    let function = source.functions[functionIndex]
    let tokens = source.tokens
    for index in function.bodyStart..<min(function.bodyEnd, tokens.count - 1)
    where tokens[index].kind == .identifier && tokens[index].text != "add"
      && tokens[index].text != "addPayment"
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
  static func isStoreView(_ tokens: [SwiftToken], _ offset: Int, _ words: Set<String>)
    -> Bool
  {
    guard words.contains("purchase"), offset + 1 < tokens.count, tokens[offset + 1].is("(")
    else { return false }
    return storeViews.contains(tokens[offset].text) && !tokens[offset - 1].is(".")
  }

  static let storeViews: Set<String> = [
    "StoreView", "ProductView", "SubscriptionStoreView",
  ]

  /// Whether the token at `offset` is the cancel flag RevenueCat 3 hands a
  /// purchase's completion (`purchasePackage(package) { transaction, info,
  /// error, userCancelled in`): the closure's last parameter, named for a
  /// cancel, when `words` look for one.
  static func isCancelFlag(_ tokens: [SwiftToken], _ offset: Int, _ words: Set<String>)
    -> Bool
  {
    guard words.contains("userCancelled"), offset + 2 < tokens.count, tokens[offset - 1].is(","),
      ["userCancelled", "userCanceled", "cancelled", "canceled", "isCancelled"].contains(
        tokens[offset].text)
    else { return false }
    // The async form's tuple: `let (_, info, userCancelled) = try await
    // Purchases.shared.purchase(package: package)` (endlingo, seventy-seventh round).
    if tokens[offset + 1].is(")"), tokens[offset + 2].is("=") {
      var next = offset + 3
      while next + 1 < tokens.count, next - offset < 16, tokens[next].line == tokens[offset].line {
        if tokens[next].kind == .identifier, tokens[next].text.hasPrefix("purchase"),
          tokens[next + 1].is("(")
        {
          return true
        }
        next += 1
      }
      return false
    }
    guard
      tokens[offset + 1].is("in") || tokens[offset + 1].is(")") && tokens[offset + 2].is("in")
    else { return false }
    // A purchase call opened the closure: `purchasePackage(…) {` within its line.
    var back = offset - 2
    while back >= 0, offset - back < 24, !tokens[back].is("{") { back -= 1 }
    guard back > 0 else { return false }
    // A call written over several lines (`Purchases.shared.purchase(\n
    // package: product\n) { (…, userCanceled) in`): the name before its `(`.
    if tokens[back - 1].is(")"), let open = tokens.openingBracket(of: back - 1, within: 64),
      open > 0, tokens[open - 1].kind == .identifier,
      tokens[open - 1].text.hasPrefix("purchase")
    {
      return true
    }
    var call = back - 1
    while call >= 0, back - call < 16, tokens[call].line == tokens[back].line {
      if tokens[call].kind == .identifier, tokens[call].text.hasPrefix("purchase") { return true }
      call -= 1
    }
    return false
  }

  /// Words that end no expression: a `.` after them starts an implicit member.
  static let expressionStarters: Set<String> = [
    "return", "case", "try", "await", "in", "else", "throw", "yield", "where", "is", "as",
    // A pattern binding its values (`case let .purchase(productId, price)`,
    // an analytics event's case; Packlin, hundred-and-first round).
    "let", "var",
  ]

  /// Whether `token` ends an expression a member is called on
  /// (`product`, `shared`, `)`, `]`, `?`, `!`). Without one the `.` starts an
  /// implicit member: `send(.purchase(.onAppear))` builds an enum case (a
  /// Composable Architecture action), it buys nothing.
  static func endsReceiver(_ token: SwiftToken) -> Bool {
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
  static func isInCondition(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
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
}
