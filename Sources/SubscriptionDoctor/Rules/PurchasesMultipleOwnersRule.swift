/// `purchases-multiple-owners`: `Purchases.shared` used in more than one type.
/// The type with the most uses is taken as the owner (between types with as
/// many, one reading the customer's info); every other type gets a finding
/// at its first use. Extensions count as their type.
struct PurchasesMultipleOwnersRule: DoctorRule {
  var ids: [RuleID] { [.purchasesMultipleOwners] }

  private struct Use {
    var file: String
    var line: Int
    /// Whether it reads the customer's info (`customerInfoStream`,
    /// `getCustomerInfo`): between types with as many uses, the owner.
    var readsCustomerInfo = false
    /// The function holding it, when only a call by name runs it.
    var function: String?
  }

  private static let customerInfoMembers: Set<String> = [
    "customerInfo", "customerInfoStream", "getCustomerInfo", "purchaserInfo", "getPurchaserInfo",
  ]

  /// Properties that say who the customer is, not what they bought: reading
  /// one (`Purchases.shared.appUserID` in a support screen or a request) copies
  /// no subscription state, so it makes no owner.
  private static let identityProperties: Set<String> = ["appUserID", "isAnonymous"]

  /// Calls that only present Apple's offer-code redemption sheet: they hold no
  /// state and return none; a code redeemed there reaches the owner through
  /// its customer-info updates. `showManageSubscriptions()` still counts: a
  /// screen managing the subscription through the SDK is a second place
  /// talking to it (docs/doctor-rules.md, "Sixth round A").
  /// `overridePreferredUILocale(…)` sets the language RevenueCat's paywalls
  /// draw in, as configuration.
  private static let systemSheetCalls: Set<String> = [
    "presentCodeRedemptionSheet", "overridePreferredUILocale",
  ]

  /// Calls that tell RevenueCat who the customer is (a sign-in listener's
  /// `Purchases.shared.logIn(uid) { _, _, error in … }`). They return the
  /// customer's info; code that discards it (its completion's first
  /// parameter `_`, or the awaited result unused) keeps no state — when the
  /// id is the signed-in user's. A literal id (`logIn("support")`) makes
  /// every device one customer: that screen takes the SDK over.
  private static let identityCalls: Set<String> = ["logIn", "logOut", "identify", "reset"]

  /// Calls that fetch the customer's info: code discarding it (`getCustomerInfo
  /// { _, _ in syncIdentity() }`, a readiness signal in the app's `init`;
  /// hockeyai, fiftieth round) keeps no state either.
  private static let customerInfoCalls: Set<String> = [
    "getCustomerInfo", "customerInfo", "getPurchaserInfo", "purchaserInfo",
  ]

  /// Members that tell RevenueCat about the customer or wire the SDK, and
  /// return no subscription state: subscriber attributes
  /// (`Purchases.shared.attribution.setEmail(…)`, the older
  /// `Purchases.shared.setEmail(…)`/`setAttributes(…)`) and the delegate set
  /// beside `configure` (`Purchases.shared.delegate = RevenueCatDelegate.shared`:
  /// the delegate is where the state goes, not the code that sets it — unless
  /// it is `self`).
  /// (RevenueCat's `Attribution` methods, as its SDK declares them.)
  private static let attributeCalls: Set<String> = [
    "collectDeviceIdentifiers",
    "enableAdServicesAttributionTokenCollection",
    "setATTConsentStatus",
    "setAd",
    "setAdGroup",
    "setAdjustID",
    "setAirbridgeDeviceID",
    "setAirshipChannelID",
    "setAmplitudeDeviceID",
    "setAmplitudeUserID",
    "setAppsFlyerConversionData",
    "setAppsflyerID",
    "setAppstackAttributionParams",
    "setAttributes",
    "setCampaign",
    "setCleverTapID",
    "setCreative",
    "setDisplayName",
    "setEmail",
    "setFBAnonymousID",
    "setFirebaseAppInstanceID",
    "setKeyword",
    "setKochavaDeviceID",
    "setMediaSource",
    "setMixpanelDistinctID",
    "setMparticleID",
    "setOnesignalID",
    "setOnesignalUserID",
    "setPhoneNumber",
    "setPostHogUserID",
    "setPushToken",
    "setPushTokenString",
    "setSolarEngineAccountId",
    "setSolarEngineDistinctId",
    "setSolarEngineVisitorId",
    "setTenjinAnalyticsInstallationID",
    // Sends the attributes set above at once (its offerings refresh is discarded
    // by callers that only tag the customer).
    "syncAttributesAndOfferingsIfNeeded",
  ]

  /// Whether `Purchases.shared` at `offset` only reads the customer's identity
  /// (`Purchases.shared.appUserID`, not assigned), sets a subscriber attribute
  /// or the delegate, or only presents a system sheet
  /// (`Purchases.shared.presentCodeRedemptionSheet()`).
  static func readsIdentityOnly(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let property = offset + 4
    guard property < tokens.count, tokens[offset + 3].is(".") else { return false }
    // The delegate set to another object (`= RevenueCatDelegate.shared`):
    // that object gets the state. Set to `self`, this type gets it and owns.
    if tokens[property].is("delegate") {
      return property + 2 < tokens.count && tokens[property + 1].is("=")
        && !tokens[property + 2].is("self")
    }
    // `Purchases.shared.attribution.setEmail(…)` or `Purchases.shared.setEmail(…)`.
    var call = property
    if tokens[property].is("attribution"), property + 2 < tokens.count,
      tokens[property + 1].is(".")
    {
      call = property + 2
    }
    if attributeCalls.contains(tokens[call].text) {
      return call + 1 < tokens.count && tokens[call + 1].is("(")
    }
    if systemSheetCalls.contains(tokens[property].text) {
      return property + 1 < tokens.count && tokens[property + 1].is("(")
    }
    if identityCalls.contains(tokens[property].text) {
      return discardsResult(tokens, call: offset, name: property)
    }
    // `for await info in Purchases.shared.customerInfoStream {
    // subscriptionManager.update(customerInfo: info) }`: each update handed
    // to the owner, kept by nothing here (Prayer-Tracker, hundred-and-fourteenth round).
    if tokens[property].is("customerInfoStream"), offset >= 1, tokens[offset - 1].is("in"),
      property + 1 < tokens.count, tokens[property + 1].is("{")
    {
      return completionKeepsNothing(tokens, name: property, handsToAnyReceiver: true)
    }
    if customerInfoCalls.contains(tokens[property].text)
      || offeringsCalls.contains(tokens[property].text),
      property + 1 < tokens.count, tokens[property + 1].is("(") || tokens[property + 1].is("{")
    {
      return discardsResult(tokens, call: offset, name: property, standsAlone: false)
        || completionKeepsNothing(tokens, name: property)
        || storesIntoOtherShared(tokens, offset)
    }
    guard identityProperties.contains(tokens[property].text) else { return false }
    return property + 1 >= tokens.count || !tokens[property + 1].is("=")
  }

  /// Calls that fetch the offerings: a completion that only logs them keeps
  /// no state (`getOfferings { offerings, _ in print(…) }` in an `App`'s
  /// `onAppear`; Fitness-App, fifty-first round).
  private static let offeringsCalls: Set<String> = [
    "getOfferings", "offerings", "checkTrialOrIntroDiscountEligibility",
  ]

  /// Whether the awaited result of the call starting at `offset` is stored
  /// straight into another type's shared instance
  /// (`UserViewModel.shared.offerings = try await Purchases.shared.offerings()`):
  /// the awaited form of a completion handing it over (TomatoBar,
  /// sixty-ninth round).
  private static func storesIntoOtherShared(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var back = offset - 1
    while back >= 0,
      tokens[back].is("await") || tokens[back].is("try") || tokens[back].is("?")
        || tokens[back].is("!")
    {
      back -= 1
    }
    guard back >= 5, tokens[back].is("="), tokens[back - 1].kind == .identifier,
      tokens[back - 2].is("."), tokens[back - 3].is("shared"), tokens[back - 4].is("."),
      let owner = tokens[back - 5].text.first, owner.isUppercase,
      !tokens[back - 5].is("Purchases")
    else { return false }
    return true
  }

  /// Calls that write to the log.
  private static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "dump", "os_log"]

  /// Whether the completion of the call whose name is at `name` keeps
  /// nothing: it assigns nothing but its own bindings (`if let packages =
  /// …`), and calls only logging functions and methods of another type's
  /// shared instance, which gets what it is handed
  /// (`SubscriptionManager.shared.updateSubscriptionStatus(customerInfo)`;
  /// nano-banana, fifty-first round). With `handsToAnyReceiver`, methods of
  /// any other value too (`subscriptionManager.update(customerInfo: info)`).
  private static func completionKeepsNothing(
    _ tokens: [SwiftToken], name: Int, handsToAnyReceiver: Bool = false
  ) -> Bool {
    var open = name + 1
    if tokens[open].is("(") {
      guard let close = tokens.closingBracket(of: open) else { return false }
      // The completion: the last argument (`completion: { … }`) or trailing.
      if close + 1 < tokens.count, tokens[close + 1].is("{") {
        open = close + 1
      } else if let inner = (open..<close).last(where: { tokens[$0].is("{") }),
        tokens.closingBracket(of: inner) == close - 1
      {
        open = inner
      } else {
        return false
      }
    }
    guard tokens[open].is("{"), let close = tokens.closingBracket(of: open) else { return false }
    // The completion's own variables (`var duration = ""`, later
    // `duration = "/Year"`: FaceApp, hundred-and-tenth round).
    var locals = Set<String>()
    for index in (open + 1)..<close {
      let token = tokens[index]
      if token.kind == .punctuation, token.text.hasSuffix("="),
        !["==", "!=", "<=", ">=", "==="].contains(token.text)
      {
        // A binding of its own (`let packages = …`, `if let x = …`).
        let binds =
          token.text == "=" && index >= 2
          && (tokens[index - 2].keyword == .let || tokens[index - 2].keyword == .var)
        if binds { locals.insert(tokens[index - 1].text) }
        let setsLocal =
          index >= 2 && tokens[index - 1].kind == .identifier
          && locals.contains(tokens[index - 1].text) && !tokens[index - 2].is(".")
        if !binds && !setsLocal { return false }
      }
      guard token.kind == .identifier, index + 1 < close, tokens[index + 1].is("(") else {
        continue
      }
      if loggingCalls.contains(token.text) || token.text.first?.isUppercase == true { continue }
      // `Manager.shared.update(info)`: handed to another type's instance.
      let forwards =
        index >= 4 && tokens[index - 1].is(".") && tokens[index - 2].is("shared")
        && tokens[index - 3].is(".") && tokens[index - 4].text.first?.isUppercase == true
        && !tokens[index - 4].is("Purchases")
        || handsToAnyReceiver && index >= 2 && tokens[index - 1].is(".")
          && tokens[index - 2].kind == .identifier && !tokens[index - 2].is("self")
          && !tokens[index - 2].is("Purchases") && !tokens[index - 2].is("shared")
      if !forwards { return false }
    }
    return true
  }

  /// Whether the call whose name is at `name` (`Purchases.shared.logIn(…)`,
  /// starting at `call`) discards what it returns: a trailing completion
  /// whose first parameter is `_` (`{ _, _, error in`), or an awaited call
  /// standing as a statement of its own or assigned to `_`.
  /// With `standsAlone` false, a call standing as a statement counts as
  /// using its result (a function's last expression may return it:
  /// `func refresh() async throws -> Bool { try await
  /// Purchases.shared.customerInfo().entitlements… }`).
  private static func discardsResult(
    _ tokens: [SwiftToken], call: Int, name: Int, standsAlone: Bool = true
  ) -> Bool {
    guard name + 2 < tokens.count else { return false }
    var close = name
    // `Purchases.shared.reset { _, _ in … }`: a trailing closure alone.
    // A fixed id (`logIn("support")`) is no discarding; an id built in a
    // literal (`identify("\(user.id)")`; Chatr, hundred-and-tenth round) is
    // the signed-in user's.
    if !tokens[name + 1].is("{") {
      guard tokens[name + 1].is("("),
        tokens[name + 2].kind != .string || tokens[name + 2].isInterpolated
      else { return false }
      close = tokens.closingBracket(of: name + 1) ?? tokens.count
    }
    // A completion: trailing or the last argument (`completion: { _, error in`).
    if let open = (name + 1..<min(close + 2, tokens.count)).first(where: { tokens[$0].is("{") }) {
      var parameter = open + 1
      if parameter < tokens.count, tokens[parameter].is("[") {
        while parameter < tokens.count, !tokens[parameter].is("]") { parameter += 1 }
        parameter += 1
      }
      if parameter < tokens.count, tokens[parameter].is("(") { parameter += 1 }
      guard parameter < tokens.count else { return false }
      if tokens[parameter].is("_") { return true }
      // A first parameter the body never reads (`{ customerInfo, error in print(error) }`).
      guard tokens[parameter].kind == .identifier, let close = tokens.closingBracket(of: open)
      else { return false }
      let name = tokens[parameter].text
      return !tokens[(parameter + 1)..<close].contains {
        $0.kind == .identifier && $0.text == name
      }
    }
    // `try await Purchases.shared.logIn(id)` alone, or `_ = try await …`.
    var back = call - 1
    while back >= 0,
      tokens[back].is("try") || tokens[back].is("await") || tokens[back].is("?")
        || tokens[back].is("!")
    {
      back -= 1
    }
    guard back >= 0 else { return standsAlone }
    if tokens[back].is("=") {
      guard back >= 1 else { return false }
      // `let (_, created) = try await Purchases.shared.logIn(id)`: the
      // customer info, first of the tuple, discarded (xyz.fathr, fifty-fourth round).
      if tokens[back - 1].is(")") {
        var open = back - 1
        while open > 0, back - open < 12, !tokens[open].is("(") { open -= 1 }
        return tokens[open].is("(") && open + 1 < tokens.count && tokens[open + 1].is("_")
      }
      return tokens[back - 1].is("_")
    }
    guard standsAlone else { return false }
    return tokens[back].line < tokens[call].line || tokens[back].is("{") || tokens[back].is(";")
  }

  /// Whether every RevenueCat delegate method `type` declares
  /// (`purchases(_:receivedUpdated:)`, `purchases(_:didReceiveUpdated:)`)
  /// ignores the customer info it is handed (its parameter `_`, never read,
  /// or only logged): `delegate = self` then only hears that something
  /// changed and asks the real owner to refresh. False when it declares none.
  private static func delegateIgnoresInfo(_ type: String, in index: ProjectIndex) -> Bool {
    var methods = 0
    for source in index.swiftSources
    where source.role == .app && source.words.contains(.purchasesSDK) {
      let tokens = source.tokens
      for function in source.functions
      where function.name == "purchases" && source.outermostType(function.bodyStart)?.name == type {
        methods += 1
        var open = function.bodyStart
        while open > 0, function.bodyStart - open < 48, !tokens[open].is("purchases") { open -= 1 }
        var parameter: String?
        for index in open..<function.bodyStart
        where tokens[index].is("CustomerInfo") || tokens[index].is("PurchaserInfo") {
          // `customerInfo: CustomerInfo`, `_: Purchases.PurchaserInfo`.
          var colon = index - 1
          while colon >= 2, tokens[colon].is("."), tokens[colon - 1].kind == .identifier {
            colon -= 2
          }
          if colon >= 1, tokens[colon].is(":") { parameter = tokens[colon - 1].text }
        }
        guard let parameter else { return false }
        if parameter == "_" { continue }
        // Only logged (`print(purchaserInfo)`): kept nowhere (easykiip,
        // ninety-seventh round).
        if ((function.bodyStart + 1)..<function.bodyEnd).contains(where: {
          tokens[$0].kind == .identifier && tokens[$0].text == parameter
            && !LoggedText.isLogged(tokens, $0)
        }) {
          return false
        }
      }
    }
    return methods > 0
  }

  /// Protocols a purchase SDK makes the app implement with RevenueCat's calls:
  /// Superwall's `PurchaseController` buys and restores through
  /// `Purchases.shared` for Superwall's paywalls and keeps no state of its own.
  private static let adapterProtocols: Set<String> = ["PurchaseController"]

  func check(_ index: ProjectIndex) -> [Finding] {
    // An app declaring its own `Purchases` (a StoreKit wrapper; mo-nomz,
    // fifty-second round) names its own type, not RevenueCat's.
    guard
      !index.swiftSources.contains(where: { source in
        source.role == .app
          && source.types.contains { $0.name == "Purchases" && $0.kind != "extension" }
      })
    else { return [] }
    var uses: [String: [Use]] = [:]
    var delegateIgnoresInfo: [String: Bool] = [:]
    // Types (and their extensions) that adopt such a protocol are adapters, not owners.
    var adapters = Set<String>()
    for source in index.swiftSources where source.words.contains(.purchasesSDK) {
      for type in source.types
      where type.conformances.contains(where: Self.adapterProtocols.contains) {
        adapters.insert(type.name)
      }
    }
    var callGraph: UncalledFunctions.Context?
    for source in index.swiftSources where source.words.contains(.purchasesSDK) {
      for offset in source.tokens.indices
      where source.tokens[offset].is("Purchases") && !source.isExempt(offset)
        && source.matches(["Purchases", ".", "shared"], at: offset)
        && !Self.readsIdentityOnly(source.tokens, offset)
      {
        let owner = source.outermostType(offset)?.name ?? "top-level code in \(source.path)"
        if adapters.contains(owner) { continue }
        // `Purchases.shared.delegate = self` in a type whose delegate method
        // ignores the info it is handed.
        if source.matches(["Purchases", ".", "shared", ".", "delegate", "=", "self"], at: offset) {
          if delegateIgnoresInfo[owner] == nil {
            delegateIgnoresInfo[owner] = Self.delegateIgnoresInfo(owner, in: index)
          }
          if delegateIgnoresInfo[owner] == true { continue }
        }
        let function = UncalledFunctions.holdingFunction(
          source, offset, context: &callGraph, in: index.swiftSources)
        uses[owner, default: []].append(
          Use(
            file: source.path, line: source.tokens[offset].line,
            readsCustomerInfo: offset + 4 < source.tokens.count
              && Self.customerInfoMembers.contains(source.tokens[offset + 4].text),
            function: function))
      }
    }
    guard uses.count > 1 else { return [] }
    // Uses in a function only `#if DEBUG` code or previews call, or nothing
    // does (`func debugPrintRevenueCat()`, called inside `#if DEBUG`;
    // seat-maker, fiftieth round): they never run in what ships.
    let neverRun = UncalledFunctions.calledOnlyFromExemptCode(
      among: Set(uses.values.joined().compactMap(\.function)), in: index.swiftSources)
    if !neverRun.isEmpty {
      uses = uses.compactMapValues { typeUses in
        let running = typeUses.filter { use in use.function.map { !neverRun.contains($0) } ?? true }
        return running.isEmpty ? nil : running
      }
    }
    guard uses.count > 1 else { return [] }
    // A type no app code uses (a superseded paywall host) talks to nobody.
    let unused = UnusedTypes.find(among: Set(uses.keys), in: index)
    if !unused.isEmpty { uses = uses.filter { !unused.contains($0.key) } }
    guard uses.count > 1 else { return [] }
    let owner =
      uses.max { lhs, rhs in
        if lhs.value.count != rhs.value.count { return lhs.value.count < rhs.value.count }
        let lhsReads = lhs.value.contains(where: \.readsCustomerInfo)
        if lhsReads != rhs.value.contains(where: \.readsCustomerInfo) { return !lhsReads }
        return lhs.key > rhs.key
      }?.key ?? ""
    return uses.keys.sorted().filter { $0 != owner }.compactMap { type in
      guard let first = uses[type]?.first else { return nil }
      return Finding(
        rule: .purchasesMultipleOwners, file: first.file, line: first.line,
        message: "\(type) uses Purchases.shared, which \(owner) already owns.")
    }
  }
}
