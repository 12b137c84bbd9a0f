import Foundation

/// `storekit-config-drift`: the `.storekit` file, the schemes, the committed
/// offerings and the code disagree — the problems RevenueCat's troubleshooting
/// guides spend pages on, because each one looks like "products don't load".
///
/// - a product the offerings or the code name that no `.storekit` file has
///   (and, when they name products at all, a `.storekit` product nothing names);
/// - a `.storekit` file no shared scheme's Run action uses, or a scheme that
///   names one that does not exist;
/// - a price in code beside a product id that differs from the file's;
/// - an entitlement the code checks that the committed offerings never grant;
/// - offer kinds in the file the deployment target's systems cannot test.
struct StoreKitDriftRule: DoctorRule {
  var ids: [RuleID] { [.storeKitConfigDrift] }

  func check(_ index: ProjectIndex) -> [Finding] {
    var findings: [Finding] = []
    func report(
      _ file: String, _ line: Int?, _ message: String, severity: Severity? = nil,
      fix: String? = nil
    ) {
      findings.append(
        Finding(
          rule: .storeKitConfigDrift, severity: severity, file: file, line: line,
          message: message, fix: fix))
    }
    var files: [(path: String, file: StoreKitFile)] = []
    for (path, bytes) in index.storeKitFiles.sorted(by: { $0.key < $1.key })
    where !ProjectIndex.looksLikeTest(path) {
      do throws(ReaderError) {
        files.append((path, try StoreKitFile.read(bytes)))
      } catch {
        report(path, nil, "Could not read this StoreKit configuration: \(error.reason).")
      }
    }
    let schemes = schemeFindings(index, storeKitPaths: files.map(\.path))
    findings += schemes.findings
    guard !files.isEmpty else { return findings }
    var known: [String: StoreKitFile.Product] = [:]
    for (_, file) in files {
      for product in file.products { known[product.id] = product }
    }
    let names = files.map { RelativePath.fileName(of: $0.path) }.joined(separator: ", ")

    let offerings = OfferingsConfig.find(in: index.resources)
    var named = Set<String>()
    for config in offerings {
      for id in config.productIDs.sorted() where known[id] == nil {
        report(
          config.path, nil,
          "Offerings name the product \"\(id)\", which \(names) does not have: it never loads when testing with the file."
        )
      }
      named.formUnion(config.productIDs)
    }
    let codeIDs = ProductIDLiteral.find(in: index.swiftSources)
    // Sample ids in a type only previews create (`ChatPaywallCell_TESTPREVIEW`)
    // are never loaded by the app.
    let previewOnly = PreviewOnlyTypes.find(
      among: Set(codeIDs.compactMap(\.type)), in: index.swiftSources)
    // Nor are those of a type no app code uses (a superseded view model).
    let unused = UnusedTypes.find(among: Set(codeIDs.compactMap(\.type)), in: index)
    // In a project of one app, the files its shared schemes run with: a
    // product only an unused file has never loads when the app runs from
    // Xcode (Leadership-Notes, fiftieth round).
    let runFiles = Self.isOneApp(index) ? files.filter { schemes.used.contains($0.path) } : []
    let runIDs = Set(runFiles.flatMap { $0.file.products.map(\.id) })
    let runNames = runFiles.map { RelativePath.fileName(of: $0.path) }.joined(separator: ", ")
    // Listed under a key Xcode does not read (`nonConsumableProducts` in a
    // hand-written file): there, but never loaded (BingoRingo, seventy-second round).
    let unread = Set(files.flatMap { $0.file.unreadProducts.map(\.id) })
    let shown = codeIDs.filter {
      $0.type.map { previewOnly.contains($0) || unused.contains($0) } != true
    }
    // Files listing no product at all (an Xcode stub never filled in): one
    // finding for every id the code names, not one per id (habit_ios's 26).
    if known.isEmpty, unread.isEmpty, let first = shown.first {
      let ids = Array(Set(shown.map(\.id))).sorted()
      let listed = ids.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
      let what =
        ids.count == 1
        ? "the product the code names (\(listed)) does not load"
        : "none of the \(ids.count) the code names (\(listed)\(ids.count > 3 ? ", …" : "")) loads"
      report(
        first.file, first.line,
        "\(names) lists no products, so \(what) when testing with the file.",
        fix:
          "Add the products in Xcode's StoreKit configuration editor (or sync the file with App Store Connect), or delete the file."
      )
    }
    let unreadConstants = Self.unreadConstants(
      codeIDs.filter { known[$0.id] == nil && !unread.contains($0.id) }, index)
    for literal in codeIDs {
      named.insert(literal.id)
      guard literal.type.map({ previewOnly.contains($0) || unused.contains($0) }) != true,
        !unreadConstants.contains(literal)
      else {
        continue
      }
      if known.isEmpty, unread.isEmpty { continue }
      if known[literal.id] == nil {
        report(
          literal.file, literal.line,
          unread.contains(literal.id)
            ? "The code names the product \"\(literal.id)\", which \(names) lists under a key Xcode does not read: it never loads when testing with the file."
            : "The code names the product \"\(literal.id)\", which \(names) does not have: it never loads when testing with the file."
        )
      } else if !runFiles.isEmpty, !runIDs.contains(literal.id) {
        let holders = files.filter { $0.file.products.contains { $0.id == literal.id } }
          .map { RelativePath.fileName(of: $0.path) }.joined(separator: ", ")
        report(
          literal.file, literal.line,
          "The code names the product \"\(literal.id)\", which \(runNames), the file the shared scheme runs with, does not have (only \(holders) does): it never loads when the app runs from Xcode.",
          fix:
            "Add the product to \(runNames), or point the scheme's Run action at the file that has it (Edit Scheme → Run → Options → StoreKit Configuration)."
        )
      }
    }
    if !named.isEmpty {
      // Code names a product wherever it writes the id, in any shape
      // (`SubscriptionIDs(monthly: "com.app.monthly")`), not only in those
      // `ProductIDLiteral` recognises as loading it.
      let written = Self.writtenLiterals(index, among: Set(known.keys).subtracting(named))
        .union(Self.listedInPropertyLists(index, among: Set(known.keys)))
      // A group the code names (`SubscriptionStoreView(groupID: "80040CF5")`)
      // sells every subscription in it.
      let writtenGroups = Self.writtenLiterals(
        index, among: Set(known.values.compactMap(\.groupID)))
      // Subscriptions and unlocks a RevenueCat offering sells
      // (`presentPaywallIfNeeded`, `offerings.current`) are named in the
      // dashboard, not the code, though the code names a tip by its id
      // (wallabag, forty-fifth round; lifetime price-test variants,
      // WaterEject, fifty-second round).
      let offeringsSell = Self.showsOfferings(index)
      // A web page the app hosts asks for products by id through script
      // messages (`Product.products(for: message.body as! [String])`): the
      // ids are the page's (ios-pwa-wrap, fifty-fifth round).
      let pageNames = index.swiftSources.contains {
        $0.role == .app && WebPagePurchases.handles($0)
      }
      for (path, file) in files where !pageNames {
        for product in file.products
        where !named.contains(product.id) && !written.contains(product.id)
          && product.groupID.map(writtenGroups.contains) != true
          && !(offeringsSell && !product.isConsumable)
        {
          report(
            path, nil,
            "\(RelativePath.fileName(of: path)) has the product \"\(product.id)\", which neither the offerings nor the code name.",
            severity: .note)
        }
      }
    }
    findings += consumableUnlockFindings(index, files, codeIDs: Set(codeIDs.map(\.id)))
    findings += priceFindings(index, known)
    findings += entitlementFindings(index, offerings)
    findings += versionFindings(index, files)
    return findings
  }

  /// Unlocks a `.storekit` file types as consumables while the code reads
  /// ownership from `Transaction.currentEntitlements`, which never lists a
  /// consumable: with the file, the unlock is gone once bought and Restore
  /// brings nothing back (`com.courriercode.premium` typed `Consumable`;
  /// CourrierCode, seventy-third round). An unlock is a product the code
  /// names whose id says premium, pro, lifetime, unlock, full version or
  /// ad-free, and nothing a balance counts (coins, credits, gems).
  private func consumableUnlockFindings(
    _ index: ProjectIndex, _ files: [(path: String, file: StoreKitFile)], codeIDs: Set<String>
  ) -> [Finding] {
    let suspects = files.flatMap { file in
      file.file.products.filter {
        $0.isConsumable && codeIDs.contains($0.id) && Self.namesUnlock($0.id)
      }.map { (file.path, $0.id) }
    }
    guard !suspects.isEmpty,
      index.swiftSources.contains(where: { source in
        source.role == .app
          && source.tokens.contains {
            $0.kind == .identifier
              && ($0.text == "currentEntitlements" || $0.text == "currentEntitlement")
          }
      })
    else { return [] }
    return suspects.map { path, id in
      Finding(
        rule: .storeKitConfigDrift, file: path, line: nil,
        message:
          "\(RelativePath.fileName(of: path)) types \"\(id)\" as a consumable, but the code reads what the customer owns from Transaction.currentEntitlements, which never lists consumables: testing with the file, the unlock disappears once bought and Restore does not bring it back.",
        fix:
          "Make it a Non-Consumable in the StoreKit configuration editor, as it is in App Store Connect (or, if it really is consumable, keep its balance yourself)."
      )
    }
  }

  /// Whether a product id names a permanent unlock (`com.app.premium`,
  /// `pro_lifetime`, `fullversion`) and no balance (`premium.coins.100`).
  static func namesUnlock(_ id: String) -> Bool {
    let parts = id.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    let unlock: Set<String> = [
      "premium", "pro", "lifetime", "unlock", "unlockall", "fullversion", "full", "removeads",
      "noads", "adfree", "fullaccess",
    ]
    let balance: Set<String> = [
      "coin", "coins", "credit", "credits", "gem", "gems", "token", "tokens", "tip", "tips",
      "hint", "hints", "lives", "energy", "diamond", "diamonds", "pack", "points",
    ]
    return parts.contains(where: unlock.contains) && !parts.contains(where: balance.contains)
  }

  /// Whether the projects build one application (its extensions aside).
  private static func isOneApp(_ index: ProjectIndex) -> Bool {
    index.projects.flatMap(\.targets).count {
      $0.productType == "com.apple.product-type.application"
    } == 1
  }

  /// Paywall SDKs' calls and views that show what their dashboard holds, by
  /// the module that declares them: RevenueCat's offerings, Superwall's
  /// placements, Adapty's and Apphud's paywalls, Qonversion's offerings.
  private static let dashboardWords: [String: Set<String>] = [
    "RevenueCat": [
      "offerings", "getOfferings", "currentOffering", "presentPaywallIfNeeded", "paywallFooter",
      "PaywallView", "PaywallViewController",
    ],
    "SuperwallKit": ["register"],
    "Adapty": ["getPaywall", "getPaywallProducts", "getPaywallForDefaultAudience"],
    "ApphudSDK": ["paywallsDidLoadCallback", "fetchPlacements", "placements", "paywalls"],
    "Qonversion": ["offerings"],
  ]

  /// The `candidates` a bundled property list other than an Info.plist
  /// lists (`Products.plist`, which StoreHelper reads its ids from;
  /// ghostery, fifty-seventh round).
  private static func listedInPropertyLists(_ index: ProjectIndex, among candidates: Set<String>)
    -> Set<String>
  {
    var listed = Set<String>()
    for (path, plist) in index.plists where !RelativePath.fileName(of: path).hasSuffix("Info.plist")
    {
      for leaf in plist.stringLeaves() where candidates.contains(leaf.value) {
        listed.insert(leaf.value)
      }
    }
    return listed
  }

  /// Whether app code shows what a paywall SDK's dashboard sells: an
  /// offering's packages (RevenueCat), a placement's paywall
  /// (`Superwall.shared.register(placement: "paywall_discount")`, whose
  /// products only the dashboard names; dream-tracker, seventy-sixth round).
  private static func showsOfferings(_ index: ProjectIndex) -> Bool {
    index.swiftSources.contains { source in
      guard source.role == .app else { return false }
      var words = Set<String>()
      for module in source.imports {
        let sdk = module == "RevenueCatUI" ? "RevenueCat" : module
        words.formUnion(dashboardWords[sdk] ?? [])
      }
      return !words.isEmpty
        && source.tokens.contains { $0.kind == .identifier && words.contains($0.text) }
    }
  }

  /// The `candidates` that app code writes as a whole string literal.
  private static func writtenLiterals(_ index: ProjectIndex, among candidates: Set<String>)
    -> Set<String>
  {
    guard !candidates.isEmpty else { return [] }
    var written = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for offset in source.stringOffsets {
        let token = source.tokens[offset]
        if candidates.contains(token.text) { written.insert(token.text) }
        // `"\(identifierPrefix)_001"` writes the ids its prefix's values make.
        if token.isInterpolated {
          for id in ProductIDLiteral.expansions(at: offset, in: source)
          where candidates.contains(id) {
            written.insert(id)
          }
          // `"danetka.category.\(rawValue.lowercased())"`: a template whose
          // one interpolation fills a part of the id writes every id of its
          // shape (Danetka, hundred-and-thirteenth round).
          written.formUnion(Self.idsFitting(source.stringParts(at: offset), among: candidates))
        }
      }
    }
    return written
  }

  /// Those of `candidates` that a template of one interpolation (`parts`:
  /// the text before and after it) makes: the text before it is an id's
  /// start (a dot or an underscore in it, no space, four characters or
  /// more), and what the interpolation fills is one part of the id (no dot).
  static func idsFitting(_ parts: [String], among candidates: Set<String>) -> Set<String> {
    guard parts.count == 2, let prefix = parts.first, let suffix = parts.last,
      prefix.utf8.count >= 4, prefix.contains(where: { $0 == "." || $0 == "_" }),
      !prefix.contains(" "), !suffix.contains(" ")
    else { return [] }
    return candidates.filter { id in
      guard id.hasPrefix(prefix), id.hasSuffix(suffix),
        id.utf8.count > prefix.utf8.count + suffix.utf8.count
      else { return false }
      let filled = id.dropFirst(prefix.count).dropLast(suffix.count)
      return !filled.contains(".")
    }
  }

  /// Of `literals`, the ids written as a constant no code reads: a
  /// leftover `enum ProductIds { static let monthly = "com.app.monthly" }`
  /// beside the list the store manager loads (inkfiction, eightieth round)
  /// asks for nothing.
  private static func unreadConstants(_ literals: [ProductIDLiteral], _ index: ProjectIndex)
    -> Set<ProductIDLiteral>
  {
    guard !literals.isEmpty else { return [] }
    var places: [(source: SwiftSource, offset: Int)] = []
    var held: [ProductIDLiteral] = []
    for literal in literals {
      guard let source = index.swiftSources.first(where: { $0.path == literal.file }),
        let offset = source.stringOffsets.first(where: {
          source.tokens[$0].line == literal.line && source.tokens[$0].text == literal.id
        }),
        Self.isConstantValue(source.tokens, offset)
      else { continue }
      places.append((source, offset))
      held.append(literal)
    }
    let unread = UnreadMembers.heldOnlyByUnread(places, in: index)
    return Set(zip(held, unread).filter(\.1).map(\.0))
  }

  /// Whether the literal at `offset` is a constant's whole value, or an
  /// element of a collection literal that is: `let monthly = "…"`, `static
  /// let monthly: String = "…"`, `static let themeProductIDs: [Int: String]
  /// = [16: "…", …]` (poppy, hundred-and-ninth round) — not an argument of a
  /// call in a function, which runs whenever the function does.
  private static func isConstantValue(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var value = offset
    if offset > 0, !tokens[offset - 1].is("=") {
      guard let start = tokens.collectionLiteralStart(holding: offset) else { return false }
      value = start
    }
    guard value >= 3, tokens[value - 1].is("=") else { return false }
    // Back past a type annotation (`: [Int: String]`) to the declared name.
    var depth = 0
    var back = value - 2
    while back >= 1, value - back < 30 {
      let token = tokens[back]
      if token.is("]") || token.is(")") || token.is(">") {
        depth += 1
      } else if token.is("[") || token.is("(") || token.is("<") {
        depth -= 1
      } else if depth == 0, token.kind == .identifier,
        tokens[back - 1].is("let") || tokens[back - 1].is("var")
      {
        return true
      } else if depth == 0, token.is("=") || token.is("{") || token.is("}") {
        return false
      }
      back -= 1
    }
    return false
  }
}
