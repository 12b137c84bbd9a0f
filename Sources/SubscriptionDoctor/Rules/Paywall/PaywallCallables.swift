/// What the project's own functions do, as far as a paywall control cares: which
/// restore purchases and which open a document (a URL, a Safari or web view),
/// directly or through another project function.
///
/// Built once per run, only when the project has a paywall.
struct PaywallCallables {
  /// Names of functions that restore purchases (`func restoreTapped() { … restorePurchases() }`).
  private(set) var restoring: Set<String> = []
  /// For a name some but not all of whose declarations restore, the types
  /// whose own method of that name does (`PurchaseController.refresh()`
  /// beside a screen's `refresh()`): a call on a receiver declared with one
  /// of them restores (Publicist, sixty-first round).
  private(set) var restoringIn: [String: Set<String>] = [:]
  /// For each function name, the types declaring it and those whose
  /// declaration opens a document: a call made inside a declaring type,
  /// bare or on `self`, is to its own, which decides — not the others nor
  /// what the name says. `termsLabelTapped(_:)` opens the Terms in the
  /// paywall and nothing in an offer screen; `showSubscriptionTerms()`
  /// shows an alert there (can-vpn, eighty-fifth round).
  private var declaringTypes: [String: Set<String>] = [:]
  /// For a name several types declare, some bodies of which open a
  /// document by what they call, the types whose own declaration opens.
  private var ownOpening: [String: Set<String>] = [:]
  /// The names `ownOpening` decides.
  private var mixedNames: Set<String> = []
  /// Names of functions that open a URL or present a document.
  private(set) var opening: Set<String> = []
  /// For each function of `opening` declared once, the names its body reads
  /// (`DPbsManager.default.SubscribeInfoURLStr`): what it opens may be one
  /// of them.
  private(set) var namesReadByOpening: [String: Set<String>] = [:]
  /// For each function of `opening` every declaration of which opens only a
  /// literal with no scheme (`URL(string: "AS.Constants.termsOfUseURL")`),
  /// that literal: the function opens nothing (Baby-Sleep, seventy-fourth round).
  private(set) var brokenURLOpened: [String: String] = [:]
  /// For each function of `opening` declared once that handles a tap
  /// gesture (`@objc func tappedOnLabel(_ gesture: UITapGestureRecognizer)`:
  /// a label whose text ranges are links), the documents its URL literals
  /// name — what tapping that label opens (Izzifit, eightieth round).
  private(set) var documentsOpenedByTap: [String: (terms: Bool, privacy: Bool)] = [:]
  /// For each function every body of which opens only literal addresses
  /// (`func openToU() { UIApplication.shared.open(URL(string:
  /// "https://site.com/terms.html")!) }`), or only calls such functions
  /// (`@objc func touButtonAction() { presenter.openToU() }`, through a
  /// protocol-typed presenter), the documents those addresses name
  /// (NovaGuardVPN, eighty-ninth round).
  private(set) var documentsOpenedByAddress: [String: (terms: Bool, privacy: Bool)] = [:]
  /// Functions every body of which opens literal web addresses naming
  /// neither document (`func donate() { UIApplication.shared.openURL(NSURL(
  /// string: "https://www.indiegogo.com/…")! as URL) }`): a control running
  /// one opens a known page, not one decided at run time (Noir,
  /// hundred-and-sixth round).
  private(set) var opensOnlyOtherAddresses: Set<String> = []
  /// Names declared as stored or computed properties (`restoreHint`): never a call.
  private(set) var properties: Set<String> = []
  /// Names declared as functions anywhere in the project.
  private(set) var functions: Set<String> = []
  /// Properties holding a closure (`let onRestore: () -> Void`): an action a
  /// caller hands in, as good as a method when a control runs it.
  private(set) var closureProperties: Set<String> = []
  /// Names every app declaration of which has an empty body (`@objc private
  /// func handleRestore() { //print("restore button tapped") }`): a control
  /// calling one does nothing, whatever its name says (Capstone, sixty-ninth round).
  private(set) var emptyFunctions: Set<String> = []

  /// Whether the declaration whose name is at `offset` has a function type
  /// (`: () -> Void`, `: (@MainActor () async -> Void)?`).
  private static func declaresFunctionType(_ tokens: [SwiftToken], after offset: Int) -> Bool {
    guard offset + 1 < tokens.count, tokens[offset + 1].is(":") else { return false }
    let line = tokens[offset].line
    var next = offset + 2
    while next < tokens.count, next - offset < 16, tokens[next].line == line {
      let token = tokens[next]
      if token.is("=") || token.is("{") { return false }
      if token.kind == .punctuation, token.text.hasPrefix("->") { return true }
      next += 1
    }
    return false
  }

  /// Calls that restore purchases in RevenueCat, StoreKit 1 and other SDKs.
  static let sdkRestoreNames: Set<String> = [
    "restorePurchases", "syncPurchases", "restoreCompletedTransactions", "restoreTransactions",
  ]

  /// Names whose call opens a URL or shows a web document.
  static let openerNames: Set<String> = [
    "openURL", "Link", "SFSafariViewController", "SafariView", "SafariWebView", "WebView",
    "WKWebView", "WebBrowserView", "BetterSafariView", "safariView", "openInSafari",
  ]

  init(index: ProjectIndex) {
    let sources = index.swiftSources
    var bodies: [(name: String, source: Int, start: Int, end: Int)] = []
    var nonEmptyFunctions = Set<String>()
    for (sourceOffset, source) in sources.enumerated() where source.role == .app {
      for function in source.functions where function.name != "init" {
        bodies.append((function.name, sourceOffset, function.bodyStart, function.bodyEnd))
        functions.insert(function.name)
        if function.bodyEnd == function.bodyStart + 1 {
          emptyFunctions.insert(function.name)
        } else {
          nonEmptyFunctions.insert(function.name)
        }
      }
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard text == "var" || text == "let", offset + 1 < tokens.count,
          tokens[offset + 1].kind == .identifier
        else { continue }
        let name = tokens[offset + 1].text
        properties.insert(name)
        if Self.declaresFunctionType(tokens, after: offset + 1) { closureProperties.insert(name) }
      }
    }
    properties.subtract(functions)
    emptyFunctions.subtract(nonEmptyFunctions)
    // A fixed point: a function restores when it calls one that does. Three
    // rounds cover wrapper-of-wrapper chains; deeper ones are not real code.
    // Calls are matched by name, so a name several types declare (UIKit's
    // `collectionView(_:cellForItemAt:)`, `closeButtonPressed`, `add`)
    // restores only when every declaration does: one screen's restoring
    // `closeButtonPressed` says nothing about another's.
    var declarations: [String: Int] = [:]
    for body in bodies { declarations[body.name, default: 0] += 1 }
    var restoringTypes: [String: Set<String>] = [:]
    var openingTypes: [String: Set<String>] = [:]
    // The type enclosing each body, found once.
    let bodyTypes = bodies.map { sources[$0.source].enclosingType($0.start)?.name }
    for (number, body) in bodies.enumerated() {
      if let type = bodyTypes[number] { declaringTypes[body.name, default: []].insert(type) }
    }
    var bodyRestores = [Bool](repeating: false, count: bodies.count)
    var bodyOpens = [Bool](repeating: false, count: bodies.count)
    // Bodies calling a function of their own name (a view controller's
    // `@objc func selectTerm() { presenter?.selectTerm() }` beside the
    // presenter's `selectTerm()` that opens the page; printer1, fiftieth
    // round): they open when the others of the name do. Asked only of a
    // name some of whose bodies open, once per body.
    var forwardsOnce = [Bool?](repeating: nil, count: bodies.count)
    var buysOnce = [Bool?](repeating: nil, count: bodies.count)
    func forwards(_ number: Int) -> Bool {
      if let known = forwardsOnce[number] { return known }
      let body = bodies[number]
      let tokens = sources[body.source].tokens
      // `.name(`: the dot and the bracket compared as bytes, the name only then.
      // Not `super.name(`: an override calling its superclass's method
      // (`super.viewDidLoad()`) forwards to UIKit, not to the app's other
      // methods of the name (Level-Fitness, hundred-and-fourth round: every
      // `viewDidLoad` read as opening a link because a web screen's did).
      let dot = UInt8(ascii: ".")
      let open = UInt8(ascii: "(")
      let found = (body.start..<body.end).contains { offset in
        offset > 0 && offset + 2 < tokens.count && tokens[offset].punctuationByte == dot
          && tokens[offset + 2].punctuationByte == open && tokens[offset + 1].text == body.name
          && !tokens[offset - 1].is("super")
      }
      forwardsOnce[number] = found
      return found
    }
    for _ in 0..<3 {
      var restoringBodies: [String: Int] = [:]
      var openingBodies: [String: Int] = [:]
      var forwardingBodies: [String: Int] = [:]
      for (number, body) in bodies.enumerated() {
        if !bodyRestores[number] || !bodyOpens[number] {
          let tokens = sources[body.source].tokens
          for offset in body.start...body.end where tokens[offset].kind == .identifier {
            if !bodyRestores[number],
              isRestoreCall(tokens, offset) || Self.walksPurchaseHistory(tokens, offset)
            {
              bodyRestores[number] = true
            }
            if !bodyOpens[number], isOpener(tokens, offset) { bodyOpens[number] = true }
            if bodyRestores[number] && bodyOpens[number] { break }
          }
        }
        // A purchase that syncs with the App Store after buying
        // (`product.purchase()`, then `AppStore.sync()`; Growth, fifty-fifth
        // round) is the buy button's, no restore a customer can reach.
        if bodyRestores[number], buysOnce[number] == nil {
          buysOnce[number] = Self.buys(sources[body.source].tokens, body.start, body.end)
        }
        if bodyRestores[number], buysOnce[number] != true {
          restoringBodies[body.name, default: 0] += 1
          if let type = sources[body.source].enclosingType(body.start)?.name {
            restoringTypes[body.name, default: []].insert(type)
          }
        }
        if bodyOpens[number] {
          openingBodies[body.name, default: 0] += 1
          if let type = bodyTypes[number] { openingTypes[body.name, default: []].insert(type) }
        }
      }
      for (number, body) in bodies.enumerated()
      where !bodyOpens[number] && openingBodies[body.name] != nil && forwards(number) {
        forwardingBodies[body.name, default: 0] += 1
      }
      var changed = false
      for (name, count) in restoringBodies where count == declarations[name] {
        if restoring.insert(name).inserted { changed = true }
      }
      for (name, count) in openingBodies
      where count + forwardingBodies[name, default: 0] == declarations[name] {
        if opening.insert(name).inserted { changed = true }
      }
      if !changed { break }
    }
    restoringIn = restoringTypes.filter { !restoring.contains($0.key) }
    // Names several types declare, some of whose bodies open: each type's
    // own declaration decides, following the type's own calls
    // (`termsLabelTapped(_:)` → `showSubscriptionTerms()`, an alert in one
    // screen, the Terms URL in another).
    let mixed = Set(openingTypes.keys.filter { (declaringTypes[$0]?.count ?? 0) > 1 })
    mixedNames = mixed
    var bodiesByOwner: [String: [Int]] = [:]
    for (number, body) in bodies.enumerated() where mixed.contains(body.name) {
      if let type = bodyTypes[number] {
        bodiesByOwner[type + "." + body.name, default: []].append(number)
      }
    }
    var memo: [String: Bool] = [:]
    func ownOpens(_ type: String, _ name: String, depth: Int) -> Bool {
      let key = type + "." + name
      if let known = memo[key] { return known }
      memo[key] = false
      guard depth < 4 else { return false }
      var result = false
      search: for number in bodiesByOwner[key] ?? [] {
        let body = bodies[number]
        let tokens = sources[body.source].tokens
        for offset in body.start...body.end where tokens[offset].kind == .identifier {
          let callee = tokens[offset].text
          if mixed.contains(callee), declaringTypes[callee]?.contains(type) == true,
            Self.isOwnCall(tokens, offset)
          {
            if ownOpens(type, callee, depth: depth + 1) {
              result = true
              break search
            }
          } else if isOpener(tokens, offset) {
            result = true
            break search
          }
        }
      }
      memo[key] = result
      return result
    }
    for name in mixed {
      for type in declaringTypes[name] ?? [] where ownOpens(type, name, depth: 0) {
        ownOpening[name, default: []].insert(type)
      }
    }
    for (number, body) in bodies.enumerated()
    where bodyOpens[number] && declarations[body.name] == 1 {
      let tokens = sources[body.source].tokens
      namesReadByOpening[body.name] = Set(
        (body.start...body.end).lazy.filter { tokens[$0].kind == .identifier }.map {
          tokens[$0].text
        })
    }
    // Each screen may declare its own handler of the name: what every one opens.
    var tapBodies: [String: (count: Int, terms: Bool, privacy: Bool)] = [:]
    for (number, body) in bodies.enumerated() {
      let tokens = sources[body.source].tokens
      // The parameter list, back from the body to the name: a tap's handler.
      var back = body.start - 1
      var handlesTap = false
      while back > 0, body.start - back < 24, !tokens[back].is(body.name) {
        if tokens[back].is("UITapGestureRecognizer") { handlesTap = true }
        back -= 1
      }
      guard handlesTap else { continue }
      var terms = false
      var privacy = false
      if bodyOpens[number] {
        for offset in body.start...body.end
        where tokens[offset].kind == .string && tokens[offset].text.contains("://") {
          terms = terms || LegalDocument.namesTerms(tokens[offset].text)
          privacy = privacy || LegalDocument.namesPrivacy(tokens[offset].text)
        }
      } else {
        // A handler comparing the tapped phrase with each document's name
        // and showing a screen for it (`if tappedPhrase == "Privacy Policy"
        // { navigationController?.pushViewController(staticPageVC, …) }`;
        // Canoodle, hundred-and-twelfth round).
        guard Self.showsScreen(tokens, body.start, body.end) else { continue }
        for offset in body.start...body.end
        where tokens[offset].kind == .string && Self.isCompared(tokens, offset) {
          terms = terms || LegalDocument.namesTerms(tokens[offset].text)
          privacy = privacy || LegalDocument.namesPrivacy(tokens[offset].text)
        }
        guard terms || privacy else { continue }
        opening.insert(body.name)
      }
      let seen = tapBodies[body.name] ?? (0, true, true)
      tapBodies[body.name] = (seen.count + 1, seen.terms && terms, seen.privacy && privacy)
    }
    for (name, handled) in tapBodies
    where handled.count == declarations[name] && (handled.terms || handled.privacy) {
      documentsOpenedByTap[name] = (handled.terms, handled.privacy)
    }
    documentsOpenedByAddress = Self.documentsOpenedByAddress(
      bodies.filter { opening.contains($0.name) }, sources)
    // Every body of the name that opens something (another type's
    // `donate()` opening nothing does not make the page unknown).
    var otherAddresses: [String: Bool] = [:]
    // Bodies building no address of their own, and the project functions
    // they open through (`checkNotifications()` → `showNotificationsAlert()`
    // → `UIApplication.openAppSettings()`; MentalMindiOS,
    // hundred-and-eleventh round): they open only other places when those do.
    var forwardingOnly: [(name: String, callees: Set<String>)] = []
    for (number, body) in bodies.enumerated() where bodyOpens[number] {
      let tokens = sources[body.source].tokens
      let addresses = Self.literalAddresses(tokens, body.start, body.end)
      if addresses?.isEmpty == true {
        var callees = Set<String>()
        var opensDirectly = false
        for offset in body.start...body.end where tokens[offset].kind == .identifier {
          guard isOpener(tokens, offset) else { continue }
          if opening.contains(tokens[offset].text) {
            callees.insert(tokens[offset].text)
          } else {
            opensDirectly = true
          }
        }
        if !opensDirectly, !callees.isEmpty {
          forwardingOnly.append((body.name, callees))
          continue
        }
      }
      let onlyOther =
        addresses.map { addresses in
          !addresses.isEmpty
            && !addresses.contains {
              LegalDocument.namesTerms($0) || LegalDocument.namesPrivacy($0)
            }
        } ?? false
      otherAddresses[body.name] = (otherAddresses[body.name] ?? true) && onlyOther
    }
    var onlyOther = Set(otherAddresses.filter(\.value).keys)
    // Three rounds, as for restoring and opening above.
    for _ in 0..<3 {
      var forwarded: [String: Bool] = [:]
      for body in forwardingOnly {
        let other = body.callees.isSubset(of: onlyOther)
        forwarded[body.name] = (forwarded[body.name] ?? true) && other
      }
      let found = forwarded.filter { $0.value && otherAddresses[$0.key] != false }.keys
      guard !Set(found).isSubset(of: onlyOther) else { break }
      onlyOther.formUnion(found)
    }
    opensOnlyOtherAddresses = onlyOther
    var brokenBodies: [String: (count: Int, literal: String)] = [:]
    for (number, body) in bodies.enumerated() where bodyOpens[number] {
      let tokens = sources[body.source].tokens
      guard let broken = Self.onlyBrokenURL(tokens, body.start, body.end) else { continue }
      brokenBodies[body.name, default: (0, broken)].count += 1
    }
    // Every declaration of the name opens only an address with no scheme
    // (two buttons' `buttonTapped()`, each opening a constant's name in quotes).
    for (name, broken) in brokenBodies where broken.count == declarations[name] {
      brokenURLOpened[name] = broken.literal
    }
  }

  /// Whether `tokens[start...end]` shows another screen: UIKit's
  /// `pushViewController(…)`, `present(…)`, `show(…)` or a segue.
  private static func showsScreen(_ tokens: [SwiftToken], _ start: Int, _ end: Int) -> Bool {
    (start..<end).contains { offset in
      tokens[offset].kind == .identifier && tokens[offset + 1].is("(")
        && ["pushViewController", "present", "show", "performSegue"].contains(tokens[offset].text)
    }
  }

  /// Whether the literal at `offset` is compared with something
  /// (`tappedPhrase == "Privacy Policy"`, `"Terms" == text`).
  private static func isCompared(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset > 0 && tokens[offset - 1].is("==")
      || offset + 1 < tokens.count && tokens[offset + 1].is("==")
  }

  /// The one address a body builds, when it is a literal with no scheme
  /// (`URL(string: "www.site.com/terms")`) or on a placeholder host
  /// (`https://example.com/terms`) and the body builds no other URL and
  /// writes no other address.
  static func onlyBrokenURL(_ tokens: [SwiftToken], _ start: Int, _ end: Int) -> String? {
    var broken: String?
    for offset in start...end {
      let token = tokens[offset]
      if token.kind == .string {
        if LegalDocument.opensNothing(tokens, offset) {
          if broken != nil { return nil }
          broken = token.text
        } else if token.text.contains(":") {
          return nil
        }
      } else if token.is("URL") || token.is("URLComponents") || token.is("NSURL") {
        // Another URL built here, from a value (`URL(string: Constants.terms)`).
        guard offset + 4 < tokens.count, tokens[offset + 1].is("("),
          tokens[offset + 2].is("string"),
          tokens[offset + 3].is(":"), tokens[offset + 4].kind == .string
        else { return nil }
      }
    }
    return broken
  }

  /// `documentsOpenedByAddress`: the functions whose every body opens only
  /// literal addresses naming a document, then those whose every body only
  /// calls such functions.
  private static func documentsOpenedByAddress(
    _ bodies: [(name: String, source: Int, start: Int, end: Int)], _ sources: [SwiftSource]
  ) -> [String: (terms: Bool, privacy: Bool)] {
    var found: [String: (terms: Bool, privacy: Bool)] = [:]
    for step in 0..<2 {
      var seen: [String: (terms: Bool, privacy: Bool)] = [:]
      var unresolved = Set<String>()
      for body in bodies where found[body.name] == nil {
        let tokens = sources[body.source].tokens
        guard let addresses = literalAddresses(tokens, body.start, body.end) else {
          unresolved.insert(body.name)
          continue
        }
        var terms = addresses.contains(where: LegalDocument.namesTerms)
        var privacy = addresses.contains(where: LegalDocument.namesPrivacy)
        if step == 1, addresses.isEmpty {
          // Calls of functions already known, on any receiver.
          for offset in body.start..<body.end
          where tokens[offset].kind == .identifier && tokens[offset + 1].is("(") {
            if let callee = found[tokens[offset].text] {
              terms = terms || callee.terms
              privacy = privacy || callee.privacy
            }
          }
        }
        guard terms || privacy else {
          unresolved.insert(body.name)
          continue
        }
        let before = seen[body.name] ?? (true, true)
        seen[body.name] = (before.terms && terms, before.privacy && privacy)
      }
      for (name, documents) in seen
      where !unresolved.contains(name) && (documents.terms || documents.privacy) {
        found[name] = documents
      }
    }
    return found
  }

  /// The web addresses a body opens when every URL it builds is a literal
  /// (`URL(string: "https://site.com/terms")`), the Settings app's
  /// (`URL(string: UIApplication.openSettingsURLString)`, written as
  /// `app-settings:`) or another app's (`"mailto:…\(build)"`); nil when
  /// one is built from a value (`URL(string: Constants.terms)`), decided at
  /// run time.
  static func literalAddresses(_ tokens: [SwiftToken], _ start: Int, _ end: Int) -> [String]? {
    var addresses: [String] = []
    for offset in start...end {
      let token = tokens[offset]
      if token.kind == .string, token.text.contains("://") {
        addresses.append(token.text)
      } else if token.is("URL") || token.is("URLComponents") || token.is("NSURL"),
        // A type named, not a URL built (`NSURL(string: "…")! as URL`, `let url: URL`).
        offset + 1 < tokens.count, tokens[offset + 1].is("(")
      {
        guard offset + 4 < tokens.count, tokens[offset + 1].is("("),
          tokens[offset + 2].is("string"), tokens[offset + 3].is(":")
        else { return nil }
        if let settings = settingsAddress(tokens, offset + 4) {
          addresses.append(settings)
          continue
        }
        // A mail or a call, its subject or number interpolated.
        if tokens[offset + 4].kind == .string, LegalDocument.opensOtherApp(tokens[offset + 4].text)
        {
          addresses.append(tokens[offset + 4].text)
          continue
        }
        guard tokens[offset + 4].kind == .string, !tokens[offset + 4].isInterpolated
        else { return nil }
      }
    }
    return addresses
  }

  /// `app-settings:` when the tokens at `offset` name one of UIKit's
  /// addresses of the Settings app (`UIApplication.openSettingsURLString`,
  /// the older `UIApplicationOpenSettingsURLString`, the notification
  /// settings' address): a known place, no document (a camera screen's
  /// "Open Settings"; Authenticator, hundred-and-tenth round).
  private static func settingsAddress(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    var name = offset
    if tokens[offset].is("UIApplication"), offset + 2 < tokens.count, tokens[offset + 1].is(".") {
      name = offset + 2
    }
    return settingsAddressNames.contains(tokens[name].text) ? "app-settings:" : nil
  }

  private static let settingsAddressNames: Set<String> = [
    "openSettingsURLString", "UIApplicationOpenSettingsURLString",
    "openNotificationSettingsURLString",
  ]

  /// Whether the identifier at `offset`, in code of `type`, opens a
  /// document: a call of the type's own method of a name several types
  /// declare, some of them opening (bare, on `self`, or named by
  /// `#selector`), opens when the type's own does (`ownOpening`);
  /// anything else as `isOpener` says, which also reads what a name says
  /// (`openPrivacyViewController(viewType:)` instantiating a storyboard
  /// scene; TawazonApp).
  func opens(_ tokens: [SwiftToken], _ offset: Int, in type: String?) -> Bool {
    let name = tokens[offset].text
    if Self.setsUpScreen(name) { return false }
    if let type, mixedNames.contains(name), declaringTypes[name]?.contains(type) == true,
      Self.isOwnCall(tokens, offset)
    {
      return ownOpening[name]?.contains(type) == true
    }
    return isOpener(tokens, offset)
  }

  /// Whether the identifier at `offset` calls a method of the code's own
  /// type: bare, on `self`, or named by `#selector` (then followed by `(`).
  private static func isOwnCall(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset + 1 < tokens.count, tokens[offset + 1].is("(") || tokens[offset + 1].is("{")
    else { return false }
    return offset < 2 || !tokens[offset - 1].is(".") || tokens[offset - 2].is("self")
  }

  /// Whether the identifier at `offset` in `source` calls a method that
  /// restores on a receiver the file declares with a type whose method of
  /// that name restores (`Button(action: controller.refresh)` with
  /// `@EnvironmentObject var controller: PurchaseController`).
  func isTypedRestoreCall(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    guard let types = restoringIn[tokens[offset].text], offset >= 2, tokens[offset - 1].is("."),
      tokens[offset - 2].kind == .identifier,
      let type = DeclaredType.of(tokens[offset - 2].text, in: source)
    else { return false }
    return types.contains(type)
  }

  /// Whether the identifier at `offset` walks the account's purchase
  /// history, `for await result in Transaction.all`: StoreKit 2's synced
  /// transactions re-granted — a restore, when a control runs it (a
  /// "Restore Purchases" button's `checkAllTransactions()`; Banklet,
  /// seventy-eighth round). Not `currentEntitlements`, the status refresh
  /// every launch runs.
  static func walksPurchaseHistory(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset >= 3 && tokens[offset].is("all") && tokens[offset - 1].is(".")
      && tokens[offset - 2].is("Transaction") && tokens[offset - 3].is("in")
  }

  /// Whether the identifier at `offset` calls a restore: an SDK restore, a
  /// project function that restores, `AppStore.sync()`, or a call whose name
  /// says restore (`manager.restore()`); a property (`restoreHint`) is not a call.
  ///
  /// A closure property counts only in the paywall itself (`inRoot`): in a view
  /// it composes, the closure the paywall hands in decides, and that call site
  /// is one of the paywall's own controls.
  /// Whether `tokens[start...end]` calls a store's purchase
  /// (`product.purchase()`, `Purchases.shared.purchase(package:)`,
  /// `SKPaymentQueue.default().add(payment)`).
  static func buys(_ tokens: [SwiftToken], _ start: Int, _ end: Int) -> Bool {
    guard start + 2 <= end else { return false }
    return (start + 1..<end - 1).contains { offset in
      let text = tokens[offset].text
      guard tokens[offset - 1].is("."), tokens[offset + 1].is("("),
        KnownStoreKitIssue.purchaseCalls.contains(text)
      else { return false }
      guard text == "add" || text == "addPayment" else { return true }
      return offset + 2 <= end && tokens[offset + 2].text.lowercased().contains("payment")
    }
  }

  func isRestoreCall(_ tokens: [SwiftToken], _ offset: Int, inRoot: Bool = true) -> Bool {
    let text = tokens[offset].text
    if !inRoot, closureProperties.contains(text) { return false }
    // An argument label (`Footer(onRestore: …)`) names a parameter; its argument decides.
    if offset + 1 < tokens.count, tokens[offset + 1].is(":"),
      offset == 0 || !tokens[offset - 1].is(".")
    {
      return false
    }
    if offset > 0,
      tokens[offset - 1].is("func") || tokens[offset - 1].is("var")
        || tokens[offset - 1].is("let")
    {
      return false
    }
    // `case .restore:` and `case .purchased, .restored:` match enum cases; they call nothing.
    if Self.isCasePattern(tokens, offset) { return false }
    let isCall =
      offset + 1 < tokens.count && (tokens[offset + 1].is("(") || tokens[offset + 1].is("{"))
    if Self.sdkRestoreNames.contains(text) { return true }
    if Self.refreshesReceipt(tokens, offset) { return true }
    // A project function is found by its name alone, and UIKit screens share
    // names with their properties (`collectionView.reloadData()` beside every
    // `collectionView(_:cellForItemAt:)`): a name used as a value is no call.
    if restoring.contains(text) { return !Self.isUsedAsValue(tokens, offset) }
    if text == "sync", offset >= 2, tokens[offset - 1].is("."), tokens[offset - 2].is("AppStore") {
      return true
    }
    guard Self.namesRestore(text), !emptyFunctions.contains(text) else { return false }
    // A call (`manager.restore()`, a closure property `onRestore()`) counts; so
    // does handing a method or closure to the control (`action: restore`) and
    // dispatching a restore action (`store.send(.restoreTapped)`). A plain
    // property (`restoreHint`) does not.
    if isCall { return true }
    if Self.isImplicitMember(tokens, offset) { return !properties.contains(text) }
    return functions.contains(text) || closureProperties.contains(text)
  }

  /// Whether the identifier at `offset` refreshes the App Store receipt,
  /// the restore Apple documents for apps that read it besides
  /// `restoreCompletedTransactions()`: `SKReceiptRefreshRequest(…)`, or
  /// SwiftyStoreKit's `verifyReceipt(…, forceRefresh: true)` /
  /// `fetchReceipt(forceRefresh: true)` (Foto Design, ninety-ninth round).
  static func refreshesReceipt(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset + 1 < tokens.count, tokens[offset + 1].is("(") else { return false }
    let text = tokens[offset].text
    if text == "SKReceiptRefreshRequest" { return true }
    guard text == "verifyReceipt" || text == "fetchReceipt",
      let close = tokens.closingBracket(of: offset + 1, within: 64)
    else { return false }
    return (offset + 2..<close).contains { index in
      index + 2 < close && tokens[index].is("forceRefresh") && tokens[index + 1].is(":")
        && tokens[index + 2].is("true")
    }
  }

  /// Whether `name` holds "restore" as a word of its own (`restore`,
  /// `tappedRestore`, `IAPRestoreButton`, `restore_purchases`), not as letters
  /// inside another word (`Firestore.firestore()`, `FIRESTORE`).
  static func namesRestore(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let word = Array("restore".utf8)
    guard bytes.count >= word.count else { return false }
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    var found = false
    for start in 0...(bytes.count - word.count)
    where (0..<word.count).allSatisfy({ bytes[start + $0] | 0x20 == word[$0] }) {
      // A word starts the name, follows a non-letter (`restore_`, `2restore`)
      // or is capitalised (`Restore`), not `FIRESTORE`'s capitals.
      if start == 0 || !isLetter(bytes[start - 1])
        || (bytes[start] == UInt8(ascii: "R") && bytes[start + 1] == UInt8(ascii: "e"))
      {
        found = true
        break
      }
    }
    return found && !restoresOtherThing(name)
  }

  /// Things restored that are no purchases, named after "restore": Core
  /// Graphics' `restoreGState`, UIKit's `restoreUserActivityState`, a scroll
  /// position (`RestoreButton`, `restoreView` are purchase controls).
  private static let restoredThings: Set<String> = [
    "state", "gstate", "g", "user", "activity", "scroll", "selection", "window", "position",
    "backup", "defaults", "settings", "layout", "focus", "default", "original", "color",
    "image", "draft", "session", "zoom", "frame", "size", "style", "appearance", "filter",
    "filters", "sort", "navigation", "data", "database", "snapshot", "cursor", "offset",
  ]
  /// Things restored that are no purchases, named before "restore": a
  /// button's look (`apply_button_restore`), a layout.
  private static let restoredThingsBefore: Set<String> = [
    "button", "ui", "view", "cell", "layout", "state", "scroll", "style", "color", "image",
  ]

  /// Whether the word beside "restore" names something other than purchases.
  private static func restoresOtherThing(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    guard let index = words.firstIndex(where: { $0.hasPrefix("restor") }) else { return false }
    if index + 1 < words.count { return restoredThings.contains(words[index + 1]) }
    return index > 0 && restoredThingsBefore.contains(words[index - 1])
  }

  /// Whether the implicit member at `offset` is one of a `case` label's
  /// patterns (`case .restored:`, `case .purchased, .restored:`).
  static func isCasePattern(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var index = offset - 1
    while index >= 1, tokens[index].is(".") {
      let before = tokens[index - 1]
      if before.is("case") { return true }
      // `.purchased, .restored`: step over the pattern before the comma.
      guard before.is(","), index >= 3, tokens[index - 2].kind == .identifier,
        tokens[index - 3].is(".")
      else { return false }
      index -= 3
    }
    return false
  }

  /// Whether the identifier at `offset` is read as a value: a member is taken
  /// from it, it is unwrapped, subscripted, assigned or tested against
  /// another (`collectionView.reloadData()`, `product != nil`).
  static func isUsedAsValue(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset + 1 < tokens.count else { return false }
    let next = tokens[offset + 1]
    return next.is(".") || next.is("?") || next.is("!") || next.is("!=") || next.is("=")
      || next.is("[")
  }

  /// Whether the identifier at `offset` is an implicit member expression
  /// (`.restoreTapped` as an argument): an action case sent to a store or reducer.
  static func isImplicitMember(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, tokens[offset - 1].is(".") else { return false }
    let before = tokens[offset - 2]
    return before.is("(") || before.is(",") || before.is(":") || before.is("{")
  }

  /// Whether the identifier at `offset` opens a document: `openURL`, a `Link`,
  /// `UIApplication.shared.open(…)`, a Safari or web view, or a project function that does.
  func isOpener(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let text = tokens[offset].text
    if Self.openerNames.contains(text) { return true }
    // A screen set up again (`self.configure()` after deleting demo data,
    // rebuilding rows whose closures open the documents when tapped;
    // TrackMyCafe, hundred-and-thirteenth round) opens nothing now.
    if opening.contains(text) {
      return !Self.isUsedAsValue(tokens, offset) && !Self.setsUpScreen(text)
    }
    if text == "open", offset > 0, tokens[offset - 1].is("."), offset + 1 < tokens.count,
      tokens[offset + 1].is("(")
    {
      return true
    }
    let lowered = text.lowercased()
    if lowered.contains("safari") || lowered.hasSuffix("webview") || lowered.contains("browser") {
      return true
    }
    // A project's web screen (`WebVC.controller()`, `WebPageViewController`,
    // a prefixed `MVWebViewController`), whose file may be missing from the folder.
    if lowered.contains("web"), Self.screenSuffixes.contains(where: lowered.hasSuffix) {
      return true
    }
    // `openTerms()`, `coordinator.showPrivacyPolicy()`: a call named for showing a document.
    guard offset + 1 < tokens.count, tokens[offset + 1].is("(") || tokens[offset + 1].is("{")
    else { return false }
    // `present(TermsVC(), animated: true)`: a screen named for its document.
    if Self.screenSuffixes.contains(where: lowered.hasSuffix),
      LegalDocument.namesTerms(text) || LegalDocument.namesPrivacy(text)
    {
      return true
    }
    // `goPrivacyPolicy(_:)`, a storyboard action (ilovebetsRus, eighty-eighth
    // round): `go` as a whole first word, never `google…` or `gold…`.
    let shows =
      Self.showingVerbs.contains { lowered.hasPrefix($0) } || IdentifierWords.of(text).first == "go"
    return shows && (LegalDocument.namesTerms(text) || LegalDocument.namesPrivacy(text))
  }

  /// Whether a method's name says it sets a screen up or redraws it
  /// (`configure()`, `setupUI()`, `reloadRows()`, `layoutViews()`).
  static func setsUpScreen(_ name: String) -> Bool {
    let first = IdentifierWords.of(name).first ?? ""
    return ["configure", "setup", "reload", "layout", "prepare", "refresh"].contains(first)
      || name.hasPrefix("setUp")
  }

  /// How a screen's type name ends (`WebVC`, `WebViewController`, `WebPage`).
  private static let screenSuffixes = ["vc", "controller", "page", "screen"]

  private static let showingVerbs = [
    "open", "show", "present", "display", "navigate", "goto", "launch", "push", "route",
  ]
}
