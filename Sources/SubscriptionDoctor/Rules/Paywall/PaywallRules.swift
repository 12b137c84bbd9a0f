/// The App Review rules for screens that purchase packages (guidelines 3.1.1
/// and 3.1.2): `paywall-missing-restore`, `paywall-missing-legal-links` and
/// `paywall-price-not-from-store`. A paywall drawn by RevenueCatUI
/// (`PaywallView`, `paywallFooter`, `presentPaywallIfNeeded`), StoreKit's views
/// or another paywall SDK draws all three itself and never fires.
struct PaywallRules: DoctorRule {
  var ids: [RuleID] {
    [.paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore]
  }

  private static let storePriceWords = [
    "localizedpricestring", "localizedpriceper", "localizedintroductoryprice", "displayprice",
    "priceformatter", "localizedprice", "pricestring",
    // StoreKit 1: a `NumberFormatter` set to `product.priceLocale` formats the store price;
    // StoreKit 2: `product.price.formatted(product.priceFormatStyle)`, or a
    // formatter set to `priceFormatStyle.locale`.
    "pricelocale", "priceformatstyle",
    // NeonSDK's `RevenueCatManager.getPackagePrice(id:)`, the package's localized price.
    "getpackageprice",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    audit(index).findings
  }

  /// Whether app code may buy through the store: Swift using StoreKit or a
  /// purchase SDK, a `.storekit` file, Objective-C the doctor does not read,
  /// or any module that is not Apple's (a wrapper SDK such as NeonSDK, a
  /// package of the app's own).
  static func reachesStore(_ index: ProjectIndex) -> Bool {
    if !index.storeKitFiles.isEmpty || index.hasObjectiveC { return true }
    if ProjectIndex.anyUsesStore(index.swiftSources) { return true }
    return index.swiftSources.contains { source in
      source.role == .app
        && source.imports.contains {
          !AppleSDK.frameworks.contains($0) && !Self.languageModules.contains($0)
        }
    }
  }

  /// Modules of the language and the system below the SDK's frameworks.
  private static let languageModules: Set<String> = [
    "Swift", "Observation", "os", "Dispatch", "Darwin", "Glibc", "_Concurrency",
    "RegexBuilder", "Synchronization", "simd", "Testing",
  ]

  /// The argument labels naming a price (lower-cased) that app code fills
  /// from the store (`priceDisplay: product.displayPrice`) and never with a
  /// literal outside previews and test doubles: the app's own name for the
  /// store's price. So are methods named for a price whose first, unlabelled
  /// argument is (`vc?.updatePriceText(product.displayPrice)`, a presenter
  /// handing its view the store's price; OnboardingApp, eightieth round).
  static func storeFilledPriceLabels(_ sources: [SwiftSource]) -> Set<String> {
    var filled = Set<String>()
    var written = Set<String>()
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropFirst()
      where tokens[offset].kind == .identifier && offset + 2 < tokens.count
        && (tokens[offset + 1].is(":")
          && (tokens[offset - 1].is("(") || tokens[offset - 1].is(","))
          || tokens[offset + 1].is("(") && tokens[offset - 1].is(".")
            && !(tokens[offset + 2].kind == .identifier && offset + 3 < tokens.count
              && tokens[offset + 3].is(":")))
        && tokens[offset].text.lowercased().contains("price") && !source.isExempt(offset)
        && !TestDouble.encloses(source, offset)
      {
        let argument = tokens[(offset + 2)..<tokens.argumentEnd(from: offset + 2, within: 22)]
        let fromStore = argument.contains { token in
          token.kind == .identifier
            && storePriceWords.contains(where: token.text.lowercased().contains)
        }
        let literal = argument.contains { $0.kind == .string }
        let label = tokens[offset].text.lowercased()
        if fromStore {
          filled.insert(label)
        } else if literal {
          written.insert(label)
        }
      }
    }
    return filled.subtracting(written)
  }

  /// Store product types an app extends with its own price formatter.
  static let storeProductTypes: Set<String> = [
    "SKProduct", "Product", "StoreProduct", "Package", "SKProductDiscount",
  ]

  /// The members (lower-cased) the app adds to a store product type in an
  /// extension whose body reads the store's price (`extension SKProduct {
  /// var locatedPrice: String { f.locale = priceLocale; … } }`): showing one
  /// shows the store price. And the app's free functions taking a store
  /// product that do the same (`func formattedPrice(for product: SKProduct)
  /// -> String { … formatter.locale = product.priceLocale … }`;
  /// jims-calorie-counter, hundred-and-fourth round).
  static func storePriceMembers(_ sources: [SwiftSource]) -> Set<String> {
    var members = Set<String>()
    /// Whether the identifiers in `range` read the store's price: a store
    /// price word, or the product's `price` with its `priceLocale` or
    /// `priceFormatStyle` (not `priceLocale.currencySymbol` alone; PeapodApp's
    /// `formatter.locale = priceFormatStyle.locale`, hundred-and-fourteenth round).
    func readsPrice(_ tokens: [SwiftToken], _ range: Range<Int>) -> Bool {
      let words = Set(
        range.lazy.filter { tokens[$0].kind == .identifier }.map { tokens[$0].text.lowercased() })
      let formats: Set<String> = ["pricelocale", "priceformatstyle"]
      return words.contains { word in
        storePriceWords.contains { !formats.contains($0) && word.contains($0) }
      } || !words.isDisjoint(with: formats) && words.contains("price")
    }
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for function in source.functions where source.enclosingType(function.bodyStart) == nil {
        var start = function.bodyStart
        while start > 0, function.bodyStart - start < 60, !tokens[start].is("func") { start -= 1 }
        guard tokens[start].is("func"),
          (start..<function.bodyStart).contains(where: {
            storeProductTypes.contains(tokens[$0].text)
          }),
          readsPrice(tokens, function.bodyStart..<function.bodyEnd)
        else { continue }
        members.insert(function.name.lowercased())
      }
      for type in source.types
      where type.kind == "extension" && storeProductTypes.contains(type.baseName) {
        for offset in type.bodyStart..<type.bodyEnd
        where (tokens[offset].is("var") || tokens[offset].is("func"))
          && tokens[offset + 1].kind == .identifier
          && source.enclosingType(offset)?.bodyStart == type.bodyStart
        {
          // The member's body: the first `{` before any `=` (a stored value).
          var open = offset + 2
          while open < type.bodyEnd, open - offset < 40, !tokens[open].is("{"),
            !tokens[open].is("=")
          {
            open += 1
          }
          guard open < type.bodyEnd, tokens[open].is("{"),
            let close = tokens.closingBracket(of: open, within: 2000)
          else { continue }
          if readsPrice(tokens, open..<close) {
            members.insert(tokens[offset + 1].text.lowercased())
          }
        }
      }
    }
    return members
  }

  /// The findings, and every paywall read (`Type (path)`), drawn by an SDK or not.
  func audit(_ index: ProjectIndex) -> (findings: [Finding], paywalls: [String]) {
    var findings: [Finding] = []
    let paywalls = Paywall.find(in: index)
    // A screen that "buys" with the app's own currency or server, in an app
    // that reaches no store at all (no StoreKit, no purchase SDK, no
    // `.storekit` file, no Objective-C that could: a coconut shop, an XP item
    // shop; Ohana, System-Trainer, hundred-and-tenth and -twelfth rounds),
    // owes the store's rules nothing.
    guard paywalls.isEmpty || Self.reachesStore(index) else {
      return (
        [],
        paywalls.map {
          "\($0.type.name) (\($0.path), not audited: the app uses no StoreKit or purchase SDK)"
        }
      )
    }
    // A paywall no code of the app shows (a superseded screen left in the
    // target) shows nothing to a customer: named in the summary, not audited.
    let unused = UnusedTypes.find(among: Set(paywalls.map(\.type.name)), in: index)
    let names = paywalls.map {
      unused.contains($0.type.name)
        ? "\($0.type.name) (\($0.path), not audited: no app code shows it)"
        : Self.isDeveloperScreen($0.type.name)
          ? "\($0.type.name) (\($0.path), not audited: a developer's debug screen)"
          : "\($0.type.name) (\($0.path))"
    }
    let storeKit = Paywall.StoreKitCatalog(index: index)
    let usesRevenueCat = index.swiftSources.contains { source in
      source.role == .app
        && (source.words.contains(.purchasesSDK)
          || !source.imports.isDisjoint(with: ["RevenueCat", "RevenueCatUI", "Purchases"]))
    }
    var storeFilledLabelsOnce: Set<String>?
    func storeFilledLabels() -> Set<String> {
      let labels = storeFilledLabelsOnce ?? Self.storeFilledPriceLabels(index.swiftSources)
      storeFilledLabelsOnce = labels
      return labels
    }
    var storePriceMembersOnce: Set<String>?
    func storePriceMembers() -> Set<String> {
      let members = storePriceMembersOnce ?? Self.storePriceMembers(index.swiftSources)
      storePriceMembersOnce = members
      return members
    }
    // A Mac app's menu bar is always there: a restore command in it
    // (`CommandMenu("Purchases") { … Button("Restore") { store.sync() } }`)
    // serves every purchase screen of the app.
    let menuRestores = !paywalls.isEmpty && Self.buildsOnlyForMac(index) && Self.menuRestores(index)
    for paywall in paywalls
    where !paywall.isDrawnBySDK
      && !unused.contains(paywall.type.name) && !Self.isDeveloperScreen(paywall.type.name)
    {
      let name = paywall.type.name
      func report(
        _ rule: RuleID, _ message: String, severity: Severity? = nil, fix: String? = nil
      ) {
        findings.append(
          Finding(
            rule: rule, severity: severity, file: paywall.path, line: paywall.type.line,
            message: message, fix: fix))
      }
      let controls = paywall.controls
      let offer = paywall.offer(storeKit: storeKit, usesRevenueCat: usesRevenueCat)
      // A web page asking the screen to buy draws the paywall.
      let pageDraws = paywall.isDrawnByWebPage
      let pageNote =
        "\(name) buys what a web page asks for (WKWebView script messages): the page draws"
      // Consumables (tips, coins) leave nothing to restore (3.1.1); a screen
      // carrying out the restore another screen's button asks for restores.
      if !controls.restores && !paywall.handlesRestoreAction && offer != .consumables
        && !menuRestores
      {
        if pageDraws {
          report(
            .paywallMissingRestore,
            "\(pageNote) its Restore button, which the doctor cannot see. Check that the page has one that asks the app to restore (AppStore.sync()).",
            severity: .note)
        } else {
          report(
            .paywallMissingRestore,
            paywall.isSubscriptionStoreView
              ? "\(name) shows SubscriptionStoreView without its restore button (.storeButton(.visible, for: .restorePurchases)) or a control of its own that restores purchases."
              : "\(name) sells \(offer.described) but no control it renders restores purchases.",
            fix: paywall.isSubscriptionStoreView ? nil : paywall.restoreFix)
        }
      }
      var hasTerms = controls.opensTerms
      var hasPrivacy = controls.opensPrivacy
      if !hasTerms || !hasPrivacy {
        let detected = Self.detectedLegalLinks(paywall, index)
        hasTerms = hasTerms || detected.terms
        hasPrivacy = hasPrivacy || detected.privacy
      }
      // Terms and privacy links are owed for subscriptions (3.1.2), not for a
      // tip jar, a lifetime unlock or an ad-free upgrade.
      // StoreKit's views may show any products: subscriptions only when the
      // screen itself names a renewing product (`ProductView(id: "pro.yearly")`).
      let sellsSubscriptions =
        offer == .subscriptions
        && (!paywall.showsStoreKitViews
          || !paywall.screenLiterals.isDisjoint(with: storeKit.renewingIDs))
      if (!hasTerms || !hasPrivacy) && sellsSubscriptions {
        let missing = [hasTerms ? nil : "Terms of Use (EULA)", hasPrivacy ? nil : "Privacy Policy"]
          .compactMap { $0 }.joined(separator: " and ")
        if pageDraws {
          report(
            .paywallMissingLegalLinks,
            "\(pageNote) its links, which the doctor cannot see. Check that the page links the \(missing).",
            severity: .note)
        } else if controls.opensUnnamedLink,
          // A legal button opening a placeholder address (`https://yourdomain
          // .com/terms`) says what the others leave open (SmartPlanner,
          // hundred-and-first round).
          controls.brokenURL == nil
        {
          report(
            .paywallMissingLegalLinks,
            "\(name) opens links whose documents are decided at run time; the doctor cannot tell whether they include the \(missing). Check the running paywall.",
            severity: .note)
        } else {
          report(
            .paywallMissingLegalLinks,
            "\(name) sells subscriptions without a control that opens the \(missing)."
              + (controls.brokenURL.map {
                " A legal button opens \"\($0)\", "
                  + ($0.contains(":")
                    ? "a placeholder address, not the app's document."
                    : "an address with no scheme, which opens nothing.")
              } ?? ""),
            fix: paywall.legalLinksFix)
        }
      }
      if paywall.isSubscriptionStoreView { continue }
      if let price = paywall.hardcodedPrice {
        report(
          .paywallPriceNotFromStore,
          price.hasPrefix(".currency(") || price.hasPrefix("locale = ")
            ? "\(name) shows the store's amount in a currency the code chose (\(price)), not the storefront's."
            : "\(name) shows the hard-coded price \"\(price)\".",
          fix: paywall.priceFix)
      } else if offer != .consumables, !paywall.mentions(Self.storePriceWords),
        // A field the app fills from the store (`ProProductDisplay(productID:
        // product.id, priceDisplay: product.displayPrice)` behind a protocol;
        // subscription-management-, seventieth round) carries the store's price.
        !paywall.words.contains(where: storeFilledLabels().contains),
        // The app's own formatter on the store's product (`extension
        // SKProduct { var locatedPrice: String { … f.locale = priceLocale … } }`,
        // read as `product?.skProduct?.locatedPrice`; AICat, seventy-sixth round).
        !paywall.words.contains(where: storePriceMembers().contains),
        // StoreKit's own product views draw the store price themselves.
        !paywall.words.contains("productview"), !paywall.words.contains("storeview"),
        !(paywall.words.contains("price") && !paywall.reachesOwnPrice)
      {
        // A tip button may leave the price to the payment sheet; a literal
        // price on it is still wrong in other storefronts (above).
        if pageDraws {
          report(
            .paywallPriceNotFromStore,
            "\(pageNote) its prices, which the doctor cannot see. Check that the page shows the prices the app hands it from the store (displayPrice).",
            severity: .note)
        } else {
          report(
            .paywallPriceNotFromStore,
            "\(name) sells \(offer.described) without showing a price from the store (\(paywall.storePriceName)).",
            fix: paywall.priceFix)
        }
      }
    }
    return (Self.withoutHostsRepeated(findings, paywalls), names)
  }

  /// The documents whose plain addresses the paywall shows in a text view
  /// that detects links: its own code's text when that code turns link detection
  /// on (`textView.dataDetectorTypes = .link`, an `NSDataDetector` over the
  /// text), or the text of its storyboard scene when a text view there does
  /// (`<dataDetectorType key="dataDetectorTypes" link="YES"/>`). Each
  /// address is a tappable link (Emojis, LifeHacks, hundred-and-fourth round).
  static func detectedLegalLinks(_ paywall: Paywall, _ index: ProjectIndex)
    -> (terms: Bool, privacy: Bool)
  {
    var terms = false
    var privacy = false
    func add(_ text: String) {
      let links = LegalDocument.detectedLinks(in: text)
      terms = terms || links.terms
      privacy = privacy || links.privacy
    }
    // The screen's own declarations (its class and extensions), not the
    // screens and models it reaches: another screen's detector says nothing
    // of this one's text (Serviline's profile screen).
    var detects = false
    var addresses: [String] = []
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for type in source.types where type.baseName == paywall.type.name {
        for offset in type.bodyStart..<type.bodyEnd where !source.isExempt(offset) {
          let token = tokens[offset]
          if token.kind == .identifier {
            detects = detects || token.is("dataDetectorTypes") || token.is("NSDataDetector")
          } else if token.kind == .string, token.text.contains("http") {
            addresses.append(token.text)
          }
        }
      }
    }
    if detects { addresses.forEach(add) }
    let scene = Array(#"customClass="\#(paywall.type.name)""#.utf8)
    let sceneEnd = Array("</scene>".utf8)
    for bytes in index.interfaceFiles.values {
      guard let start = bytes.range(of: scene, from: 0) else { continue }
      let end = bytes.range(of: sceneEnd, from: start.upperBound)?.lowerBound ?? bytes.count
      let text = String(decoding: bytes[start.upperBound..<end], as: UTF8.self)
      guard text.contains(#"key="dataDetectorTypes""#),
        text.contains(#"link="YES""#) || text.contains(#"all="YES""#)
      else { continue }
      add(text.replacingOccurrences(of: "&#10;", with: "\n"))
    }
    return (terms, privacy)
  }

  /// Whether every app target builds for the Mac only (`isMacOnly`).
  static func buildsOnlyForMac(_ index: ProjectIndex) -> Bool {
    let entries = index.appTargetConfigurations()
    return !entries.isEmpty && entries.allSatisfy { Self.isMacOnly($0.settings) }
  }

  /// Whether settings build for the Mac only (`SDKROOT = macosx`, or `auto`
  /// with `SUPPORTED_PLATFORMS` naming only `macosx`).
  static func isMacOnly(_ settings: ResolvedSettings) -> Bool {
    func value(_ name: String) -> String? {
      settings.values[name].map { settings.expand($0.value).value }
    }
    let sdk = value("SDKROOT") ?? ""
    let platforms = value("SUPPORTED_PLATFORMS") ?? ""
    return sdk == "macosx" && !platforms.contains("iphone")
      || sdk == "auto" && platforms.contains("macosx") && !platforms.contains("iphone")
  }

  /// Whether an `App`'s menu commands (`CommandMenu`, `CommandGroup`) call a
  /// restore: `restorePurchases`, `restoreCompletedTransactions`, a `sync()`.
  /// Or an AppKit main menu's item does: a `<menuItem>` of an interface file
  /// whose action (`selector="restoreIAP:"`) is a function of the app that
  /// restores, itself or through a function it calls (`@IBAction func
  /// restoreIAP(_:) { … Store.shared.appStoreSync() }`, whose body is
  /// `AppStore.sync()`; beatvid, hundred-and-second round) — where Apple's
  /// own macOS StoreKit sample puts Restore.
  static func menuRestores(_ index: ProjectIndex) -> Bool {
    swiftUIMenuRestores(index) || mainMenuRestores(index)
  }

  /// Whether an interface file's menu item sends an action named for
  /// restoring (`restoreIAP:`) that app code carries out.
  private static func mainMenuRestores(_ index: ProjectIndex) -> Bool {
    let item = Array("<menuItem".utf8)
    let itemEnd = Array("</menuItem>".utf8)
    let selector = Array(#"selector=""#.utf8)
    var actions = Set<String>()
    for bytes in index.interfaceFiles.values {
      var start = 0
      while let found = bytes.range(of: item, from: start) {
        let end = bytes.range(of: itemEnd, from: found.upperBound)?.lowerBound ?? bytes.count
        if let named = bytes.range(of: selector, from: found.upperBound), named.lowerBound < end {
          var close = named.upperBound
          while close < end, bytes[close] != UInt8(ascii: "\""), bytes[close] != UInt8(ascii: ":") {
            close += 1
          }
          let name = String(decoding: bytes[named.upperBound..<close], as: UTF8.self)
          if PaywallCallables.namesRestore(name) { actions.insert(name) }
        }
        start = found.upperBound
      }
    }
    guard !actions.isEmpty else { return false }
    // The app's functions by name, for one step through a helper.
    var bodies: [String: [(source: SwiftSource, function: FunctionDeclaration)]] = [:]
    for source in index.swiftSources where source.role == .app {
      for function in source.functions {
        bodies[function.name, default: []].append((source, function))
      }
    }
    func restores(_ name: String, hops: Int) -> Bool {
      for (source, function) in bodies[name] ?? [] {
        let tokens = source.tokens
        for offset in function.bodyStart..<function.bodyEnd
        where tokens[offset].kind == .identifier && !source.isExempt(offset) {
          if Self.callsRestore(tokens, offset) { return true }
          let text = tokens[offset].text
          if hops > 0, text != name, offset + 1 < tokens.count, tokens[offset + 1].is("("),
            restores(text, hops: hops - 1)
          {
            return true
          }
        }
      }
      return false
    }
    return actions.contains { restores($0, hops: 1) }
  }

  /// Whether the identifier at `offset` restores purchases:
  /// `restorePurchases`, `restoreCompletedTransactions`, `syncPurchases`, or
  /// a `.sync()` call (StoreKit 2's `AppStore.sync()`).
  private static func callsRestore(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let token = tokens[offset]
    if token.is("restorePurchases") || token.is("restoreCompletedTransactions")
      || token.is("syncPurchases")
    {
      return true
    }
    return token.is("sync") && offset > 0 && tokens[offset - 1].is(".")
      && offset + 1 < tokens.count && tokens[offset + 1].is("(")
  }

  /// Whether a SwiftUI `CommandMenu` or `CommandGroup` calls a restore.
  private static func swiftUIMenuRestores(_ index: ProjectIndex) -> Bool {
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].is("CommandMenu") || tokens[offset].is("CommandGroup") {
        var depth = 0
        var opened = false
        var next = offset + 1
        while next < tokens.count, next - offset < 400 {
          let token = tokens[next]
          if token.is("{") {
            depth += 1
            opened = true
          } else if token.is("}") {
            depth -= 1
            if opened, depth == 0 { break }
          } else if opened, token.kind == .identifier, !source.isExempt(next),
            Self.callsRestore(tokens, next)
          {
            return true
          }
          next += 1
        }
      }
    }
    return false
  }

  /// Whether a screen is named for developers (`InAppPurchasesDebugView`,
  /// `DeveloperStoreScreen`): a debug menu's purchase tools are never shown
  /// in an App Store build, like code under `#if DEBUG`.
  static func isDeveloperScreen(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    if words.contains("debug") { return true }
    // A `DeveloperTipJarView` asks customers to tip the developer: it ships.
    return words.contains("developer") && !words.contains { Self.supportWords.contains($0) }
  }

  private static let supportWords: Set<String> = [
    "tip", "tips", "jar", "support", "donate", "donation", "donations", "coffee", "sponsor",
  ]

  /// The findings without those of a row or section that repeat its host's:
  /// a product row judged with the form drawing it says nothing the form's
  /// own finding (same rule) has not said.
  private static func withoutHostsRepeated(_ findings: [Finding], _ paywalls: [Paywall])
    -> [Finding]
  {
    guard paywalls.contains(where: { !$0.hosts.isEmpty }) else { return findings }
    var reported: [String: Set<RuleID>] = [:]
    for paywall in paywalls {
      let rules = findings.filter {
        $0.file == paywall.path && $0.line == paywall.type.line && $0.severity != .note
      }.map(\.rule)
      reported[paywall.type.name, default: []].formUnion(rules)
    }
    var repeated = Set<String>()
    for paywall in paywalls where !paywall.hosts.isEmpty {
      for finding in findings
      where finding.file == paywall.path && finding.line == paywall.type.line
        && paywall.hosts.contains(where: { reported[$0]?.contains(finding.rule) == true })
      {
        repeated.insert("\(finding.rule.rawValue) \(finding.file) \(finding.line ?? 0)")
      }
    }
    guard !repeated.isEmpty else { return findings }
    return findings.filter {
      !repeated.contains("\($0.rule.rawValue) \($0.file) \($0.line ?? 0)")
    }
  }
}
