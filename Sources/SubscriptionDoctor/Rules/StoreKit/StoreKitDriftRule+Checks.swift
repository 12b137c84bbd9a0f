import Foundation

extension StoreKitDriftRule {
  /// Schemes against `.storekit` files: a reference to a missing file, a file
  /// no shared scheme's Run action uses.
  /// The findings about schemes and the files they name, and the files a
  /// Run action (or the project spec) uses.
  func schemeFindings(_ index: ProjectIndex, storeKitPaths: [String]) -> (
    findings: [Finding], used: Set<String>
  ) {
    var findings: [Finding] = []
    var used = index.specStoreKitFiles
    for (path, bytes) in index.schemes.sorted(by: { $0.key < $1.key }) {
      for reference in SchemeStoreKitReference.read(bytes, schemePath: path) {
        let candidates = index.storeKitCandidates(of: reference)
        if let existing = candidates.first(where: index.allPaths.contains) {
          if reference.action == "LaunchAction" { used.insert(existing) }
          continue
        }
        // A file the repository git-ignores (`*.storekit`) is each developer's
        // own: missing from a clone by design, so a note.
        if candidates.contains(where: { index.gitIgnore.isIgnored($0) }) {
          findings.append(
            Finding(
              rule: .storeKitConfigDrift, severity: .note, file: path, line: reference.line,
              message:
                "Scheme \(reference.schemeName) names the StoreKit configuration \"\(reference.identifier)\", which git ignores: a fresh clone runs without it and loads products from the sandbox.",
              fix:
                "Commit the .storekit file (it holds no secrets), or set the scheme's StoreKit Configuration to None."
            ))
          continue
        }
        findings.append(
          Finding(
            rule: .storeKitConfigDrift, severity: .error, file: path, line: reference.line,
            message:
              "Scheme \(reference.schemeName) names the StoreKit configuration \"\(reference.identifier)\", which does not exist: products will not load when it runs.",
            fix:
              "Choose the file again in Edit Scheme → Run → Options → StoreKit Configuration, or set it to None."
          ))
      }
    }
    let xcodebuildLimit =
      "Note that `xcodebuild` ignores a scheme's StoreKit configuration: CI and command-line tests must load the file with SKTestSession(configurationFileNamed:)."
    for path in storeKitPaths where !used.contains(path) && !Self.onlyTestsBundle(path, index) {
      let message =
        index.schemes.isEmpty && index.specStoreKitFiles.isEmpty
        ? "\(RelativePath.fileName(of: path)) is not named by any shared scheme (none is committed), so whether a Run action uses it depends on each developer's local scheme. \(xcodebuildLimit)"
        : "No shared scheme's Run action uses \(RelativePath.fileName(of: path)): running the app loads products from the sandbox instead. \(xcodebuildLimit)"
      findings.append(
        Finding(
          rule: .storeKitConfigDrift, severity: .note, file: path, line: nil, message: message,
          fix:
            "Select the file in Edit Scheme → Run → Options → StoreKit Configuration and tick Shared, or delete it if it is unused."
        ))
    }
    return (findings, used)
  }

  /// Whether only test targets bundle the file at `path` (a fixture that
  /// `SKTestSession(configurationFileNamed:)` loads; Pocket, fifty-first
  /// round): no Run action is meant to use it.
  private static func onlyTestsBundle(_ path: String, _ index: ProjectIndex) -> Bool {
    let targets = index.projects.filter { RelativePath.isInside(path, $0.sourceRoot) }
      .flatMap { $0.targets(building: path) }
    return !targets.isEmpty && targets.allSatisfy(\.isTest)
  }

  /// Whether the price at `price` is in the second branch of a ternary
  /// whose condition ends with the product id at `testedID` (`… == "annual"
  /// ? "$19.99" : "$3.99"`).
  private static func isOtherBranch(_ tokens: [SwiftToken], testedID: Int, price: Int) -> Bool {
    guard testedID + 2 < price, tokens[testedID + 1].is("?") else { return false }
    return tokens.firstTopLevel(where: { $0.is(":") }, from: testedID + 2, before: price) != nil
  }

  /// A price literal beside a product id (on its line, or within two lines
  /// when its own line names no product) whose `.storekit` price differs,
  /// outside types no app code uses (a screen nothing shows).
  func priceFindings(_ index: ProjectIndex, _ known: [String: StoreKitFile.Product]) -> [Finding] {
    var findings: [(finding: Finding, type: String?)] = []
    for source in index.swiftSources where source.role == .app && source.holdsPrice {
      let tokens = source.tokens
      var productLines: [(line: Int, offset: Int, product: StoreKitFile.Product)] = []
      // Lines naming a product id the file does not price: a price there is that product's.
      var otherProductLines = Set<Int>()
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let text = tokens[offset].text
        if let product = known[text], product.displayPrice != nil {
          productLines.append((tokens[offset].line, offset, product))
        } else if Self.isQualifiedProductID(text) {
          otherProductLines.insert(tokens[offset].line)
        }
      }
      guard !productLines.isEmpty else { continue }
      let productWords = Set(productLines.flatMap { Self.idWords($0.product.id) })
      var amountsByLine: [Int: [Decimal]] = [:]
      for offset in source.stringOffsets where !source.isExempt(offset) {
        if let price = source.price(at: offset), let amount = Self.amount(in: price) {
          amountsByLine[tokens[offset].line, default: []].append(amount)
        }
      }
      for offset in source.stringOffsets where !source.isExempt(offset) {
        guard let price = source.price(at: offset),
          let amount = Self.amount(in: price),
          // A struck-through former price (`originalPrice: "$103.48"` beside
          // `price: "$39.99/yr"`) is no price the product is sold at.
          !Self.isComparisonPrice(tokens, offset)
        else { continue }
        let line = tokens[offset].line
        // A table of products, one per line, pairs each price with its own
        // line's id — with several on the line (`["plus.monthly": "$5.99",
        // "pro.monthly": "$9.99"]`), the id written last before it
        // (PrivaMesh, seventy-seventh round); otherwise the nearest id (the
        // one above on a tie).
        // An id a ternary tests (`id == "baby.annual" ? "$19.99/year" :
        // "$3.99/month"`) prices only its first branch: the other branch's
        // price is another product's (BabySounds, eighty-ninth round).
        let ownLine = productLines.filter { $0.line == line }
        let onLine = ownLine.filter {
          !Self.isOtherBranch(tokens, testedID: $0.offset, price: offset)
        }
        let before = onLine.last { $0.offset < offset }
        let candidates =
          !onLine.isEmpty
          ? before.map { [$0] } ?? onLine
          : otherProductLines.contains(line) || !ownLine.isEmpty ? [] : productLines
        // Within two lines, the id sharing a word with the constant the price
        // is assigned to (`monthlyPriceDisplay`, `…premium.monthly`); none when
        // that word names only other products here (`yearlyPriceDisplay` below
        // a monthly id belongs to the yearly one); else the first.
        let near = candidates.filter { abs($0.line - line) <= 2 }
        let priceWords = Self.assignedNameWords(tokens, offset).intersection(productWords)
        let paired =
          priceWords.isEmpty
          ? near.first
          : near.first { !Self.idWords($0.product.id).isDisjoint(with: priceWords) }
        guard let near = paired,
          let filePrice = near.product.displayPrice.flatMap({ Decimal(string: $0) }),
          filePrice != amount,
          Self.mayBeInCurrency(of: near.product.storefront, price),
          // The line of one product also shows the file's price: the other
          // amount is a comparison (a weekly price × 52 beside the yearly
          // one; ExpenseTrackerApp, seventy-eighth round).
          onLine.count > 1 || amountsByLine[line]?.contains(filePrice) != true
        else { continue }
        findings.append(
          (
            Finding(
              rule: .storeKitConfigDrift, file: source.path, line: line,
              message:
                "The code shows \"\(price)\" for \"\(near.product.id)\", but the StoreKit configuration prices it at \(near.product.displayPrice ?? "")."
            ), source.outermostType(offset)?.name
          ))
      }
    }
    let unused = UnusedTypes.find(among: Set(findings.compactMap(\.type)), in: index)
    return findings.filter { $0.type.map(unused.contains) != true }.map(\.finding)
  }

  /// Whether `price` may be in the currency of a file priced in
  /// `storefront`: a file with no storefront or the United States' is in
  /// dollars, so a price naming another currency is another storefront's;
  /// any other storefront's prices are not in US dollars (a `"USD 5.99"`
  /// beside a file priced in tenge, `"_storefront": "KAZ"`;
  /// unstoppable-wallet, ninety-second round). A bare amount may be either.
  static func mayBeInCurrency(of storefront: String?, _ price: String) -> Bool {
    guard let currency = PriceDetector.currency(of: price) else { return true }
    let inDollars = storefront.map { $0.uppercased() == "USA" } ?? true
    return inDollars ? currency == .usDollar : currency != .usDollar
  }

  /// Labels of a former or comparison price shown struck through beside
  /// the real one.
  private static let comparisonPriceWords: Set<String> = [
    "original", "old", "regular", "was", "compare", "strikethrough", "crossed", "before",
    "full", "previous", "list",
  ]

  /// Whether the literal at `offset` is handed under a label naming a
  /// former or comparison price (`originalPrice: "$103.48"`, `oldPrice:`,
  /// `compareAtPrice:`, `strikethroughPrice:`).
  static func isComparisonPrice(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, tokens[offset - 1].is(":"), tokens[offset - 2].kind == .identifier else {
      return false
    }
    let words = IdentifierWords.of(tokens[offset - 2].text)
    guard words.last == "price" || words.last == "prices", words.count > 1 else { return false }
    return words.dropLast().contains(where: comparisonPriceWords.contains)
  }

  /// The lowercased words of the name a literal is assigned to
  /// (`static let monthlyPriceDisplay = "…"` → monthly, price, display), or none.
  static func assignedNameWords(_ tokens: [SwiftToken], _ offset: Int) -> Set<String> {
    guard offset >= 2, tokens[offset - 1].is("=") || tokens[offset - 1].is(":"),
      tokens[offset - 2].kind == .identifier
    else { return [] }
    var words = Set<String>()
    var current = ""
    for character in tokens[offset - 2].text {
      if character.isUppercase || character == "_", !current.isEmpty {
        words.insert(current)
        current = ""
      }
      if character != "_" { current += character.lowercased() }
    }
    if !current.isEmpty { words.insert(current) }
    return words.subtracting(["price", "display", "text", "label", "string"])
  }

  /// The lowercased letter runs of a product id (`com.app.premium.monthly`).
  static func idWords(_ id: String) -> Set<String> {
    Set(id.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  /// Whether a literal is shaped like a product id with parts
  /// (`com.app.coins.small`, `pro_monthly`), not a plain word.
  static func isQualifiedProductID(_ text: String) -> Bool {
    ProductIDLiteral.looksLikeProductID(text)
      && (text.utf8.contains(UInt8(ascii: ".")) || text.utf8.contains(UInt8(ascii: "_")))
  }

  /// The decimal amount of a price text (`"$4.99/month"` → 4.99, `"4,99 €"`
  /// → 4.99, `"¥1,480"` → 1480, `"1.299,00 €"` → 1299). A separator is the
  /// decimal point when it is the last of two kinds, or the only one and not
  /// followed by exactly three digits; otherwise it groups thousands
  /// (aikotoba-app, hundred-and-ninth round).
  static func amount(in price: String) -> Decimal? {
    var number: [Character] = []
    for character in price {
      if character.isASCII, character.isNumber {
        number.append(character)
      } else if character == "." || character == ",", !number.isEmpty {
        number.append(character)
      } else if !number.isEmpty, character != " " {
        break
      }
    }
    while let last = number.last, last == "." || last == "," { number.removeLast() }
    guard !number.isEmpty else { return nil }
    let separators = number.indices.filter { number[$0] == "." || number[$0] == "," }
    var decimalPoint: Int?
    if let last = separators.last {
      let kinds = Set(separators.map { number[$0] })
      let digitsAfter = number.count - last - 1
      if kinds.count > 1 || separators.count == 1 && digitsAfter != 3 { decimalPoint = last }
    }
    var digits = ""
    for index in number.indices {
      if index == decimalPoint {
        digits.append(".")
      } else if number[index].isNumber {
        digits.append(number[index])
      }
    }
    return Decimal(string: digits)
  }

  /// Entitlements the code checks that no committed offerings grant.
  func entitlementFindings(_ index: ProjectIndex, _ offerings: [OfferingsConfig]) -> [Finding] {
    let granted = offerings.reduce(into: Set<String>()) { $0.formUnion($1.entitlements) }
    guard !granted.isEmpty else { return [] }
    var findings: [Finding] = []
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in source.stringOffsets where !source.isExempt(offset) && offset >= 2 {
        let value = tokens[offset].text
        guard !value.isEmpty, !granted.contains(value),
          EntitlementIDLiteralRule.isEntitlementUse(tokens, offset)
        else { continue }
        findings.append(
          Finding(
            rule: .storeKitConfigDrift, file: source.path, line: tokens[offset].line,
            message:
              "The code checks the entitlement \"\(value)\", which no product grants in \(offerings.map(\.path).joined(separator: ", ")): it is never active.",
            fix:
              "Use the entitlement identifier the offerings grant (\(granted.sorted().joined(separator: ", "))), or attach \"\(value)\" to the products in the RevenueCat dashboard."
          ))
      }
    }
    return findings
  }

  /// Offer kinds the file holds that the deployment target's systems cannot test.
  func versionFindings(_ index: ProjectIndex, _ files: [(path: String, file: StoreKitFile)])
    -> [Finding]
  {
    var findings: [Finding] = []
    let target = index.minimumIOSDeploymentTarget
    for (path, file) in files {
      let name = RelativePath.fileName(of: path)
      var notes: [(message: String, fix: String)] = []
      if let major = file.majorVersion, major > 5 {
        notes.append(
          (
            "\(name) is StoreKit configuration format \(major).x, newer than the doctor knows (1–5): older Xcode versions on the team cannot open it.",
            "Make sure everyone who runs the app from Xcode uses an Xcode that reads format \(major), or save the file from the oldest Xcode the team uses."
          ))
      }
      if let target {
        let supports = "the app supports iOS \(Self.format(target))"
        if file.hasWinBackOffers, target < 18 {
          notes.append(
            (
              "\(name) has win-back offers, which StoreKit offers from iOS 18; \(supports), where they never appear.",
              "Nothing to change if that is intended: show win-back offers behind `if #available(iOS 18, *)` and give customers on older systems another way back (a promotional offer), or raise the deployment target to iOS 18."
            ))
        }
        if file.hasBillingPlans, target < 26 {
          notes.append(
            (
              "\(name) has a billing plan other than billed up front (a monthly plan, format 5), which only iOS 26 and Xcode 26 understand; \(supports).",
              "Nothing to change if that is intended: offer the monthly plan behind `if #available(iOS 26, *)` (older systems see the plan billed up front) and open the file with Xcode 26, or raise the deployment target to iOS 26."
            ))
        }
      }
      for note in notes {
        findings.append(
          Finding(
            rule: .storeKitConfigDrift, severity: .note, file: path, line: nil,
            message: note.message, fix: note.fix))
      }
    }
    return findings
  }

  static func format(_ version: Double) -> String {
    version == version.rounded() ? String(Int(version)) : String(version)
  }
}
