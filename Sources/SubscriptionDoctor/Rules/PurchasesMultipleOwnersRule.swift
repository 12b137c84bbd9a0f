/// `purchases-multiple-owners`: `Purchases.shared` used in more than one type.
/// The type with the most uses is taken as the owner; every other type gets a
/// finding at its first use. Extensions count as their type.
struct PurchasesMultipleOwnersRule: DoctorRule {
  var ids: [RuleID] { [.purchasesMultipleOwners] }

  private struct Use {
    var file: String
    var line: Int
  }

  /// Properties that say who the customer is, not what they bought: reading
  /// one (`Purchases.shared.appUserID` in a support screen or a request) copies
  /// no subscription state, so it makes no owner.
  private static let identityProperties: Set<String> = ["appUserID", "isAnonymous"]

  /// Calls that only present Apple's offer-code redemption sheet: they hold no
  /// state and return none; a code redeemed there reaches the owner through
  /// its customer-info updates. `showManageSubscriptions()` still counts: a
  /// screen managing the subscription through the SDK is a second place
  /// talking to it (docs/doctor-rules.md, "Sixth round A").
  private static let systemSheetCalls: Set<String> = ["presentCodeRedemptionSheet"]

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
    guard identityProperties.contains(tokens[property].text) else { return false }
    return property + 1 >= tokens.count || !tokens[property + 1].is("=")
  }

  /// Protocols a purchase SDK makes the app implement with RevenueCat's calls:
  /// Superwall's `PurchaseController` buys and restores through
  /// `Purchases.shared` for Superwall's paywalls and keeps no state of its own.
  private static let adapterProtocols: Set<String> = ["PurchaseController"]

  func check(_ index: ProjectIndex) -> [Finding] {
    var uses: [String: [Use]] = [:]
    // Types (and their extensions) that adopt such a protocol are adapters, not owners.
    var adapters = Set<String>()
    for source in index.swiftSources where source.words.contains(.purchasesSDK) {
      for type in source.types
      where type.conformances.contains(where: Self.adapterProtocols.contains) {
        adapters.insert(type.name)
      }
    }
    for source in index.swiftSources where source.words.contains(.purchasesSDK) {
      for offset in source.tokens.indices
      where source.tokens[offset].is("Purchases") && !source.isExempt(offset)
        && source.matches(["Purchases", ".", "shared"], at: offset)
        && !Self.readsIdentityOnly(source.tokens, offset)
      {
        let owner = source.outermostType(offset)?.name ?? "top-level code in \(source.path)"
        if adapters.contains(owner) { continue }
        uses[owner, default: []].append(Use(file: source.path, line: source.tokens[offset].line))
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
