/// `plan-type-with-price`: an enum or struct modelling plans (its name says
/// Plan, Tier or Pricing) that carries prices: a price property holding a
/// literal or stored as a plain value, or price strings anywhere in its body;
/// and a struct that mirrors a store product (it stores a currency code, or its
/// name says Product, Package, Offer or Option) with a stored price property
/// (`price: String`, `priceAmount: Decimal`), even when filled from the store.
/// SwiftUI views are not models and never fire; computed properties that read
/// the store product (`var price: String { product.localizedPriceString }`) are fine.
/// A product-named struct that is `Decodable` (`struct OfferPanel: Codable`)
/// is the shape of a server's payload, whose price text the server owns; one
/// that is `Encodable` is a message the app sends (the store's
/// `displayPrice` handed to a web purchase page); neither is a hand-made copy
/// of the store's products. Plan-named types still fire.
/// Nor is a merchant app's catalogue (`POSProduct`, an order line): a
/// product-named type named for nothing the app sells, in a file without
/// store code and named by none.
struct PlanTypeWithPriceRule: DoctorRule {
  var ids: [RuleID] { [.planTypeWithPrice] }

  /// Protocols of a type decoded from a server's payload or encoded into a
  /// message: Swift's own and the JSON mapping libraries' (ObjectMapper's
  /// `Mappable`, HandyJSON).
  private static let payloadProtocols: Set<String> = [
    "Decodable", "Encodable", "Codable", "Mappable", "ImmutableMappable", "HandyJSON",
    "JSONDecodable", "Unmarshaling",
  ]

  /// The types a server's JSON object arrives as, when a model decodes it
  /// by hand: Foundation's dictionary, and SwiftyJSON's `JSON`.
  private static let jsonObjectTypes: Set<String> = ["NSDictionary", "JSON"]

  /// Whether `type` is built from a server's JSON object by hand: an
  /// initializer of its own whose first parameter is one
  /// (`init(fromDictionary dictionary: [String: Any])`, as JSON-to-model
  /// generators write it; `init(json: JSON)`) — a payload as much as a
  /// `Decodable` one (booburapp's ad packages, ninety-second round).
  static func decodesDictionary(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    let tokens = source.tokens
    return source.functions.contains { function in
      guard function.name == "init", function.bodyStart > type.bodyStart,
        function.bodyEnd <= type.bodyEnd,
        source.enclosingType(function.bodyStart)?.bodyStart == type.bodyStart,
        let first = function.parameters(in: tokens)?.first
      else { return false }
      let start = first.typeStart
      guard start < tokens.count else { return false }
      if jsonObjectTypes.contains(tokens[start].text) { return true }
      // `[String: Any]`, `[String : AnyObject]`.
      return start + 4 < tokens.count && tokens[start].is("[") && tokens[start + 1].is("String")
        && tokens[start + 2].is(":")
        && (tokens[start + 3].is("Any") || tokens[start + 3].is("AnyObject"))
        && tokens[start + 4].is("]")
    }
  }

  private static let planWords: Set<String> = ["plan", "plans", "tier", "tiers", "pricing"]

  /// Whether a type's name holds Plan, Tier or Pricing as a word of its
  /// own (`SubscriptionPlan`, `PlanTier2`, `PricingOption`): not inside
  /// another word (`Plant`, a garden's flower bought with coins; mindgarden,
  /// hundred-and-sixth round; `Planet`, `Frontier`).
  static func namesPlan(_ name: String) -> Bool {
    IdentifierWords.of(name).contains { word in
      planWords.contains(String(word.reversed().drop(while: \.isNumber).reversed()))
    }
  }
  private static let productWords = ["Product", "Package", "Offer", "Option"]
  /// The store's product types, StoreKit's and RevenueCat's.
  private static let storeProductTypes: Set<String> = [
    "Product", "SKProduct", "StoreProduct", "Package", "StoreKit.Product",
  ]
  /// What a plan of something other than a purchase plans: the camel-case
  /// word before `Plan` in `AppleContactLeadMergePlan` (fields to change),
  /// `WorkoutPlan`, `MealPlan`, `FloorPlan`, whose prices are the app's data.
  private static let otherPlans: Set<String> = [
    "Merge", "Import", "Export", "Migration", "Sync", "Backup", "Execution", "Query", "Route",
    "Layout", "Render", "Workout", "Exercise", "Training", "Meal", "Diet", "Nutrition", "Floor",
    "Travel", "Trip", "Study", "Lesson", "Reading", "Treatment", "Care", "Savings", "Budget",
    "Action", "Task", "Project", "Event", "Wedding", "Garden", "Seating",
  ]

  /// Whether every `Plan` in a type's name is another kind of plan than a
  /// purchase's (`otherPlans`).
  static func namesOtherPlan(_ name: String) -> Bool {
    var rest = name[...]
    var found = false
    while let range = rest.range(of: "Plan") {
      let before = rest[..<range.lowerBound]
      let word = before.reversed().prefix { !$0.isUppercase }.count
      let start = before.index(before.endIndex, offsetBy: -min(word + 1, before.count))
      guard otherPlans.contains(String(before[start...])) else { return false }
      found = true
      rest = rest[range.upperBound...]
    }
    return found
  }
  /// Types of sizes, colours and fonts: how something is drawn.
  private static let drawingTypes: Set<String> = [
    "CGFloat", "CGSize", "CGPoint", "CGRect", "UIFont", "NSFont", "Font", "UIColor", "NSColor",
    "Color", "UIEdgeInsets", "EdgeInsets",
  ]
  private static let valueTypes: Set<String> = [
    "String", "Double", "Decimal", "Float", "Int", "NSDecimalNumber",
  ]

  func check(_ index: ProjectIndex) -> [Finding] {
    // A project of the folder that sells nothing through the store (a
    // licence-key Lite app beside the App Store app) has nothing to report.
    findings(index).filter { index.sellsThroughStore(file: $0.file) }
  }

  private func findings(_ index: ProjectIndex) -> [Finding] {
    // A shop's own product model is not a copy of the store's products.
    guard index.sellsThroughStore else { return [] }
    var findings: [Finding] = []
    // The outermost type of each finding's type, itself when outermost.
    var holders: [String] = []
    // Each reported type, and for each finding its type and the type whose
    // body holds the price (a nested type's, perhaps).
    var reported = Set<TypeKey>()
    var evidenceTypes: [(TypeKey, TypeKey)] = []
    // Each finding's type and every price it holds, the first reported.
    var typePrices: [(source: SwiftSource, type: TypeDeclaration, reasons: [(String, Int)])] = []
    // Names in app files that use a store module, gathered at the first
    // product-shaped type: a merchant app's catalogue (`POSProduct`, an order
    // line's `ProductRow`), named for nothing the app sells and named by no
    // store code, mirrors no store product.
    var tracker = TrackedSubscriptions.Answer()
    var storeCodeNamesOnce: Set<String>?
    func isNamedByStoreCode(_ names: [String]) -> Bool {
      let storeCodeNames =
        storeCodeNamesOnce
        ?? Set(
          index.swiftSources.lazy
            .filter { $0.role == .app && !$0.imports.isDisjoint(with: ProjectIndex.storeModules) }
            .flatMap { $0.tokens.lazy.filter { $0.kind == .identifier }.map(\.text) })
      storeCodeNamesOnce = storeCodeNames
      return names.contains(where: storeCodeNames.contains)
    }
    // Protocols the app makes the store's products adopt (`extension
    // Product: TipProduct {}`): a struct adopting one too stands in for the
    // store's product where there is none (a placeholder row), it copies nothing.
    var storeProductProtocols = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for type in source.types
      where type.kind == "extension" && Self.storeProductTypes.contains(type.name) {
        storeProductProtocols.formUnion(type.conformances)
      }
    }
    for source in index.swiftSources where source.role == .app {
      for type in source.types
      where (type.kind == "enum" || type.kind == "struct") && !type.isView
        && !source.isExempt(type.bodyStart) && !TestDouble.names(type.name)
        // A card processor's plan (`StripeBillingPlan`) is sold outside the store.
        && !HardcodedPriceRule.namesCardProcessor(type.name)
      {
        let isPlan = Self.namesPlan(type.name) && !Self.namesOtherPlan(type.name)
        let isPayload =
          type.conformances.contains(where: Self.payloadProtocols.contains)
          || Self.decodesDictionary(source, type)
        let mirrorsProduct =
          type.kind == "struct" && !isPayload
          && type.conformances.allSatisfy { !storeProductProtocols.contains($0) }
          && (Self.productWords.contains { type.name.contains($0) }
            || storesCurrency(source, type))
        // An enum named for the products it sells (`enum SubscriptionProduct:
        // String { case monthly = "pro.monthly" … var price: String { "$14.99/mo" } }`)
        // stores nothing: its prices are the code's, as a plan enum's are
        // (HighlightMagic, seventy-second round).
        let enumOfProducts =
          type.kind == "enum" && Self.productWords.contains { type.name.contains($0) }
          && Self.namesPurchase(type.name)
        let reasons = isPlan || mirrorsProduct || enumOfProducts ? priceReasons(source, type) : []
        guard let (reason, _) = reasons.first,
          isPlan || enumOfProducts || reason.hasPrefix("a stored"),
          // A record of a completed purchase (`IAPPlanResult` holding the
          // transaction id; SoundTrack, sixty-ninth round) keeps what was
          // paid, and a server's tier paid through a card processor (a
          // `Codable` tier with a `stripePriceId`; AMENAPP) is priced there:
          // neither copies the store's catalogue.
          !storesProperty(source, type, named: Self.namesTransactionRecord),
          // …nor does the customer's current plan as the app's server
          // returns it, with when it ends (`struct Plan { var price; var
          // expireOn; init(json: JSON) }`; ServiceLane, ninety-fourth round).
          !(isPayload && storesProperty(source, type, named: Self.namesPlanEnd)),
          !(isPayload
            && storesProperty(source, type, named: HardcodedPriceRule.namesCardProcessor)
            && !storesProperty(source, type, named: Self.namesStoreProductID))
        else { continue }
        // A tracker's model of a subscription to another service
        // (`ParsedSubscription`, `AppleDetectedSubscription`; Pausely) plans nothing sold here.
        if TrackedSubscriptions.namesTrackedItem(type.name), tracker.isTracker(index) { continue }
        let holder = source.outermostType(type.bodyStart)?.name ?? type.name
        if !isPlan, !enumOfProducts, !Self.namesPurchase(type.name), !Self.namesPurchase(holder),
          source.imports.isDisjoint(with: ProjectIndex.storeModules),
          !isNamedByStoreCode([type.name, holder])
        {
          continue
        }
        findings.append(
          Finding(
            rule: .planTypeWithPrice, file: source.path, line: type.line,
            message: "\(type.kind) \(type.name) models plans with \(reason)."))
        typePrices.append((source, type, reasons))
        holders.append(holder)
        let own = TypeKey(file: source.path, bodyStart: type.bodyStart)
        reported.insert(own)
        let evidenceType = source.enclosingType(reasons[0].1)?.bodyStart ?? type.bodyStart
        evidenceTypes.append((own, TypeKey(file: source.path, bodyStart: evidenceType)))
      }
    }
    // A plan type no app code uses (a second store manager's) models nothing
    // shown; a type whose price is its nested type's, itself reported
    // (a reducer around its `State`), would say it twice.
    let unused = UnusedTypes.find(among: Set(holders), in: index)
    let priced = Self.readPrices(findings, typePrices, index)
    return zip(priced, zip(holders, evidenceTypes)).filter { finding, held in
      let (holder, (own, evidence)) = held
      return finding != nil && !unused.contains(holder)
        && (evidence == own || !reported.contains(evidence))
    }.compactMap(\.0)
  }

  /// `findings`, each saying the first price its type holds outside a
  /// member no code reads (`var hardcodedPaywallPrice: String { … "$0.99" }`
  /// that only a doc comment calls a placeholder; capyrescue, eightieth
  /// round); nil for a type all of whose prices are such.
  private static func readPrices(
    _ findings: [Finding],
    _ evidence: [(source: SwiftSource, type: TypeDeclaration, reasons: [(String, Int)])],
    _ index: ProjectIndex
  ) -> [Finding?] {
    var places: [(source: SwiftSource, offset: Int)] = []
    for item in evidence {
      for (reason, offset) in item.reasons where !reason.hasPrefix("a stored") {
        places.append((item.source, offset))
      }
    }
    guard !places.isEmpty else { return findings }
    var unread = UnreadMembers.heldOnlyByUnread(places, in: index)[...]
    return zip(findings, evidence).map { finding, item in
      var chosen: String?
      for (reason, _) in item.reasons {
        let isUnread = reason.hasPrefix("a stored") ? false : unread.removeFirst()
        if chosen == nil, !isUnread { chosen = reason }
      }
      guard let chosen else { return nil }
      var result = finding
      result.message = "\(item.type.kind) \(item.type.name) models plans with \(chosen)."
      return result
    }
  }

  /// Words of a type named for what the app sells (`SubscriptionOption`,
  /// `PremiumProduct`, `IAPPackage`), not a shop's catalogue (`POSProduct`).
  private static let purchaseWords: Set<String> = [
    "subscription", "subscriptions", "premium", "pro", "plus", "membership", "iap", "purchase",
    "purchases", "paywall", "paygate", "upgrade", "store", "storekit", "offer", "offering",
    "entitlement",
  ]

  /// Whether a type's name speaks of what the app sells through the store.
  private static func namesPurchase(_ name: String) -> Bool {
    IdentifierWords.of(name).contains(where: purchaseWords.contains)
  }

  /// Whether each value of the type stores a property named like a currency
  /// (`currencyCode`): a member of its own, not a `static let
  /// nativeCurrencyCoinID` of its catalogue nor a method's local (Coin-Pal's
  /// crypto `Coin`, ninety-seventh round).
  private func storesCurrency(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    let tokens = source.tokens
    var depth = 0
    for offset in stride(from: type.bodyStart + 1, to: type.bodyEnd, by: 1) {
      let token = tokens[offset]
      if token.is("{") {
        depth += 1
      } else if token.is("}") {
        depth -= 1
      } else if depth == 0, token.is("var") || token.is("let"), offset + 1 < type.bodyEnd,
        tokens[offset + 1].kind == .identifier,
        tokens[offset + 1].text.lowercased().contains("currency"),
        !tokens[max(type.bodyStart, offset - 3)..<offset].contains(where: {
          $0.is("static") || $0.is("class")
        })
      {
        return true
      }
    }
    return false
  }

  /// Whether the type declares a property whose name `matches`.
  private func storesProperty(
    _ source: SwiftSource, _ type: TypeDeclaration, named matches: (String) -> Bool
  ) -> Bool {
    let tokens = source.tokens
    var offset = type.bodyStart
    while offset + 1 < type.bodyEnd {
      if tokens[offset].is("var") || tokens[offset].is("let"),
        tokens[offset + 1].kind == .identifier, matches(tokens[offset + 1].text)
      {
        return true
      }
      offset += 1
    }
    return false
  }

  /// Whether a property's name says it holds the store's product id
  /// (`productId`, `appStoreProductIdentifier`; not `stripeProductId`).
  static func namesStoreProductID(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("productid") && !HardcodedPriceRule.namesCardProcessor(name)
  }

  /// Whether a property's name says it records a store transaction
  /// (`transactionId`, `originalTransactionIdentifier`, `needsFinishTransaction`).
  /// Whether a property's name says when the customer's plan ends
  /// (`expireOn`, `expirationDate`, `endDate`, `validUntil`).
  static func namesPlanEnd(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("expir") || lowered.hasPrefix("enddate") || lowered == "endson"
      || lowered == "endsat" || lowered.hasPrefix("validuntil")
  }

  static func namesTransactionRecord(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("transactionid") || lowered == "needsfinishtransaction"
      // When it was bought (`struct PurchaseRecord { let price: Int; let
      // purchaseDate: Date }`, a purchase history's row; Grruung,
      // hundred-and-thirteenth round).
      || purchaseDates.contains(lowered)
  }

  private static let purchaseDates: Set<String> = [
    "purchasedate", "purchasedat", "purchaseddate", "purchasedon", "transactiondate", "paidat",
    "paiddate", "boughtat", "orderdate",
  ]

  /// Whether a property's name says it holds an identifier, not a price
  /// (`stripePriceId`, `priceID`, `priceIdentifier`: a payment service's
  /// price object, whose amount lives there).
  static func namesIdentifier(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix("id") || lowered.hasSuffix("ids") || lowered.hasSuffix("identifier")
      || lowered.hasSuffix("key")
  }

  /// Whether a property's name says it holds words printed beside a price,
  /// not an amount (`priceSuffix: "Month"`, `pricePeriod`, `priceUnit`,
  /// printed after the store's `displayPrice`; Banklet, seventy-eighth round).
  static func namesPriceWording(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    guard let last = words.last, words.count > 1, words.dropLast().last == "price" else {
      return false
    }
    return ["suffix", "prefix", "period", "unit", "caption", "note", "footnote"].contains(last)
  }

  /// A type, by its file and the `{` opening its body.
  private struct TypeKey: Hashable {
    var file: String
    var bodyStart: Int
  }

  /// Why `type` carries prices, and the offset of the evidence.
  private func priceReasons(_ source: SwiftSource, _ type: TypeDeclaration) -> [(String, Int)] {
    let tokens = source.tokens
    var reasons: [(String, Int)] = []
    var offset = type.bodyStart
    while offset < type.bodyEnd {
      defer { offset += 1 }
      let token = tokens[offset]
      if token.kind == .string, let price = source.price(at: offset) {
        reasons.append(("a price string \"\(price)\"", offset))
        continue
      }
      if token.is("var") || token.is("let"), offset + 1 < type.bodyEnd,
        tokens[offset + 1].kind == .identifier,
        tokens[offset + 1].text.lowercased().contains("price"),
        !Self.namesIdentifier(tokens[offset + 1].text),
        !Self.namesPriceWording(tokens[offset + 1].text)
      {
        let name = tokens[offset + 1].text
        // A measure of how the price is drawn (`static let price: CGFloat
        // = 20` in a text-size namespace, a label's font size; VPNApp,
        // hundred-and-eleventh round) holds no amount.
        if offset + 3 < type.bodyEnd, tokens[offset + 2].is(":"),
          Self.drawingTypes.contains(tokens[offset + 3].text)
        {
          continue
        }
        var next = offset + 2
        var isStoredValue = false
        while next < type.bodyEnd, tokens[next].line == token.line {
          let current = tokens[next]
          if current.is("{") {
            // A computed property: literals in its body are found by the string scan.
            isStoredValue = false
            break
          }
          if current.kind == .string || current.kind == .number {
            reasons.append(("a price property \(name) holding a literal", next))
            offset = next
            break
          }
          if current.kind == .identifier, Self.valueTypes.contains(current.text),
            next == offset + 3,
            tokens[offset + 2].is(":")
          {
            isStoredValue = true
          }
          next += 1
        }
        if isStoredValue { reasons.append(("a stored price property \(name)", offset)) }
      }
    }
    return reasons
  }
}
