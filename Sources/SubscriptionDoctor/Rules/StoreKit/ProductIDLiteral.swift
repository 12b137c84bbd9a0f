/// A product identifier written in app code where StoreKit or the SDK reads
/// it: `Product.products(for: ["pro_monthly"])`, `SKProductsRequest(productIdentifiers:)`,
/// `SubscriptionStoreView(productIDs:)`, `ProductView(id:)`, `getProducts([…])`,
/// a constant named for it (`static let monthlyProductID = "…"`,
/// `enum ProductID: String { case monthly = "…" }`), or a constant the code
/// puts where products are read (`struct StoreIDs { static var pro = "…" }`
/// with `Product.products(for: [StoreIDs.pro])` or `productIDs = [StoreIDs.pro]`).
struct ProductIDLiteral: Sendable, Hashable {
  /// The identifier.
  var id: String
  /// The file.
  var file: String
  /// The 1-based line.
  var line: Int
  /// The outermost type holding it, when that is no extension.
  var type: String? = nil

  private static let readingCalls: Set<String> = [
    "products", "getProducts", "SKProductsRequest", "SubscriptionStoreView", "StoreView",
    "ProductView", "fetchProducts", "loadProducts", "requestProducts",
  ]

  /// A constant the code uses as a product identifier: `StoreIDs.pro` is
  /// (`StoreIDs`, `pro`), a bare `pro` is (`nil`, `pro`) and only matches a
  /// declaration in the same file.
  private struct Reference: Hashable {
    var type: String?
    var name: String
  }

  /// The product identifiers the app sources name, following constants the
  /// code hands to a product-reading call or a product-id list across files.
  static func find(in sources: [SwiftSource]) -> [ProductIDLiteral] {
    let apps = sources.filter { $0.role == .app }
    // An app's own type named like StoreKit's (`struct ProductView: View`)
    // is called with its own arguments, not product ids.
    let shadowed = readingCalls.intersection(
      apps.lazy.flatMap(\.types).filter { $0.kind != "extension" }.map(\.name))
    let reading = readingCalls.subtracting(shadowed)
    let local = apps.map { references(in: $0, reading) }
    let typed = Set(local.joined().filter { $0.type != nil })
    return apps.indices.flatMap {
      find(in: apps[$0], references: typed.union(local[$0]), reading)
    }
  }

  /// The product identifiers `source` names.
  private static func find(
    in source: SwiftSource, references: Set<Reference>, _ reading: Set<String>
  ) -> [ProductIDLiteral] {
    var found: [ProductIDLiteral] = []
    let tokens = source.tokens
    for offset in source.stringOffsets where !source.isExempt(offset) {
      let token = tokens[offset]
      // `"\(identifierPrefix)_001"`: the ids the prefix's values make.
      let ids = token.isInterpolated ? expansions(at: offset, in: source) : [token.text]
      guard !ids.isEmpty,
        ids.allSatisfy(looksLikeProductID)
          || !token.isInterpolated && isNumericIDAmongIDs(tokens, offset),
        !isNamingSomethingElse(tokens, offset), !isLegacyProduct(tokens, offset)
      else { continue }
      if isReadByStore(tokens, offset, reading)
        || isProductConstant(source, offset, references),
        // A sample in a test double's product (`previewValue`'s
        // `SubscriptionInfo(productIdentifier: "…")`) is never loaded.
        !TestDouble.encloses(source, offset)
      {
        let holder = source.outermostType(offset)
        for id in ids {
          found.append(
            ProductIDLiteral(
              id: id, file: source.path, line: token.line,
              type: holder?.kind == "extension" ? nil : holder?.name))
        }
      }
    }
    return found
  }

  /// Whether the literal at `offset` is an all-digit id (`"1005"`: App Store
  /// product ids may be digits only) listed beside product ids with letters
  /// (`["1005", "1006", "monthly", "com.app.pro"]`; habit_ios, seventy-second
  /// round). Alone, digits are far more often a number than a product.
  private static func isNumericIDAmongIDs(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let text = tokens[offset].text
    guard (3...20).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      offset > 0, tokens[offset - 1].is("[") || tokens[offset - 1].is(",")
    else { return false }
    // The list's other elements, back to its opening bracket and on to its closing one.
    func isLetteredID(_ index: Int) -> Bool {
      tokens[index].kind == .string && !tokens[index].isInterpolated
        && looksLikeProductID(tokens[index].text)
    }
    var back = offset - 1
    while back >= 0, offset - back < 400, !tokens[back].is("[") {
      if tokens[back].is("]") || tokens[back].is("}") { return false }
      if isLetteredID(back) { return true }
      back -= 1
    }
    var next = offset + 1
    while next < tokens.count, next - offset < 400, !tokens[next].is("]") {
      if tokens[next].is("[") || tokens[next].is("{") { return false }
      if isLetteredID(next) { return true }
      next += 1
    }
    return false
  }

  /// The texts an interpolated literal with one interpolation of a string
  /// constant takes (`"\(identifierPrefix)_001"` with `static let
  /// identifierPrefix = "GLADYS_TIP_TIER"`, once per `#if` branch declaring
  /// it): the constant's values, declared in the same file, between the
  /// literal's pieces. Empty when the interpolation is anything else.
  static func expansions(at offset: Int, in source: SwiftSource) -> [String] {
    let tokens = source.tokens
    let parts = source.stringParts(at: offset)
    guard parts.count == 2, offset + 1 < tokens.count else { return [] }
    // The interpolation's tokens follow the literal: `Self.name`, `Type.name` or `name`.
    var last = offset + 1
    while last + 2 < tokens.count, tokens[last + 1].is("."), tokens[last + 2].kind == .identifier,
      tokens[last + 2].line == tokens[offset].line
    {
      last += 2
    }
    guard tokens[last].kind == .identifier, tokens[offset + 1].line == tokens[offset].line else {
      return []
    }
    let name = tokens[last].text
    var values: [String] = []
    for declaration in tokens.indices.dropLast(3)
    where (tokens[declaration].is("let") || tokens[declaration].is("var"))
      && tokens[declaration + 1].is(name)
    {
      var value = declaration + 2
      // `: String` before the `=`.
      if tokens[value].is(":"), value + 2 < tokens.count { value += 2 }
      guard tokens[value].is("="), value + 1 < tokens.count, tokens[value + 1].kind == .string,
        !tokens[value + 1].isInterpolated
      else { continue }
      values.append(parts[0] + tokens[value + 1].text + parts[1])
    }
    return values
  }

  /// Whether the identifier at `offset` is the start of an interpolation's
  /// expression (its tokens follow the interpolated literal holding it).
  private static func isInterpolation(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    var back = offset - 1
    while back >= 0, offset - back < 8, tokens[back].line == tokens[offset].line {
      let token = tokens[back]
      if token.kind == .string { return token.isInterpolated }
      guard token.kind == .identifier || token.is(".") else { return false }
      back -= 1
    }
    return false
  }

  /// Constants `source` puts where products are read: elements and arguments
  /// (`StoreIDs.pro`, `ids`, `ProductID.monthly.rawValue`) of a product-reading
  /// call or of a list assigned to a product-id constant, two hops deep
  /// (`let ids = [StoreIDs.pro]` with `Product.products(for: ids)`).
  private static func references(in source: SwiftSource, _ reading: Set<String>)
    -> Set<Reference>
  {
    let tokens = source.tokens
    guard
      tokens.contains(where: {
        $0.kind == .identifier && (readingCalls.contains($0.text) || $0.text.contains("roductI"))
      })
    else { return [] }
    var found = Set<Reference>()
    for _ in 0..<2 {
      for offset in tokens.indices.dropLast()
      where tokens[offset].kind == .identifier && !source.isExempt(offset)
        && (tokens[offset + 1].is(",") || tokens[offset + 1].is("]") || tokens[offset + 1].is(")"))
      {
        var start = offset
        while start >= 2, tokens[start - 1].is("."), tokens[start - 2].kind == .identifier {
          start -= 2
        }
        var name = offset
        if tokens[name].is("rawValue"), name - 2 >= start { name -= 2 }
        // `"\(prefix)_001"`: the prefix is part of an id, not one.
        if isInterpolation(tokens, start) { continue }
        guard
          isReadByStore(tokens, start, reading) || isProductConstant(source, start, found)
        else {
          continue
        }
        found.insert(
          Reference(type: name - 2 >= start ? tokens[name - 2].text : nil, name: tokens[name].text))
      }
      // `Set(TipValue.allCases.map { $0.rawValue })`, `Product.products(for:
      // ProductID.allCases.map(\.rawValue))`: every case of the enum.
      for offset in tokens.indices.dropFirst(2)
      where tokens[offset].is("allCases") && tokens[offset - 1].is(".")
        && tokens[offset - 2].kind == .identifier && !source.isExempt(offset)
      {
        var start = offset - 2
        if start >= 2, tokens[start - 1].is("("), tokens[start - 2].is("Set") { start -= 2 }
        guard !mapsToOtherMember(tokens, after: offset),
          isReadByStore(tokens, start, reading) || isProductConstant(source, start, found)
        else { continue }
        found.insert(Reference(type: tokens[offset - 2].text, name: "allCases"))
      }
    }
    return found
  }

  /// Whether `allCases` at `offset` is mapped to a member other than the raw
  /// value (`SubscriptionTier.allCases.compactMap { $0.productId }`,
  /// `.map(\.productID)`): the ids are that member's, and the raw values
  /// (`case free = "Free"`) are names.
  private static func mapsToOtherMember(_ tokens: [SwiftToken], after offset: Int) -> Bool {
    guard offset + 3 < tokens.count, tokens[offset + 1].is("."),
      ["map", "compactMap", "flatMap"].contains(tokens[offset + 2].text)
    else { return false }
    var index = offset + 3
    while index + 2 < tokens.count, index - offset < 10 {
      // `$0.member`, or a key path `(\.member)`.
      if tokens[index].is("$0") || tokens[index].is("\\") {
        guard tokens[index + 1].is("."), tokens[index + 2].kind == .identifier else { return false }
        return !tokens[index + 2].is("rawValue")
      }
      index += 1
    }
    return false
  }

  /// Labels whose literal names something other than a product: a
  /// localization table (`String(localized: "…", table: "IAP")`), a
  /// translator's comment, a bundle, an SDK's paywall or placement.
  private static let otherNameLabels: Set<String> = [
    "table", "tableName", "comment", "bundle", "bundleIdentifier", "forKey", "key", "hex",
    "hexString", "named",
    // A paywall, placement or offering of a purchase SDK, never a product
    // (Apphud's `fetchProducts(paywallID: "main")`).
    "paywallID", "paywallId", "paywallIdentifier", "placementID", "placementId",
    "placementIdentifier", "placement", "offeringID", "offeringId", "offeringIdentifier",
    "offering", "paywall",
    // A subscription group (`SubscriptionStoreView(groupID: "SF_PREMIUM_GROUP")`;
    // sermonflow, sixty-second round).
    "groupID", "groupId", "subscriptionGroupID", "subscriptionGroupId",
  ]

  /// Whether the literal at `offset` names something other than a product:
  /// the argument of a label such as `table:`, or a key equal to the
  /// constant holding it (`static let productId = "productId"`, an
  /// analytics parameter's name).
  private static func isNamingSomethingElse(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2 else { return false }
    if tokens[offset - 1].is(":"), otherNameLabels.contains(tokens[offset - 2].text) {
      return true
    }
    // A part of an id looked for (`id.contains("weekly")`) is no id.
    if tokens[offset - 1].is("("),
      ["contains", "hasPrefix", "hasSuffix", "starts"].contains(tokens[offset - 2].text)
    {
      return true
    }
    // A one-word value compared with a state named for no product or id
    // (`selectedPlan == "annual" ? .annual : .monthly`): a plan picker's
    // choice, not the id it maps to (GoutCare, hundred-and-eighth round).
    if tokens[offset - 1].is("==") || tokens[offset - 1].is("!="),
      tokens[offset - 2].kind == .identifier, !tokens[offset].text.contains("."),
      !namesProductOrID(tokens[offset - 2].text)
    {
      return true
    }
    // A key naming product ids (`"entitlement_activeProductIds"`, a
    // UserDefaults key) is no product id.
    if normalizedKey(tokens[offset].text).contains("productid") { return true }
    // A record's field read by its key (`data["productId"] as? String`).
    if tokens[offset - 1].is("["), offset + 1 < tokens.count, tokens[offset + 1].is("]"),
      tokens[offset - 2].kind == .identifier || tokens[offset - 2].is(")")
    {
      let key = normalizedKey(tokens[offset].text)
      if key.hasSuffix("id") || key.hasSuffix("identifier") { return true }
    }
    // `productId = "productId"` or `"product_id"`: the key's name, not a value.
    // (`case monthly = "monthly"` is a product id: its name is no key's.)
    guard tokens[offset - 1].is("=") else { return false }
    let key = normalizedKey(tokens[offset].text)
    return (key.hasSuffix("id") || key.hasSuffix("identifier"))
      && normalizedKey(tokens[offset - 2].text).hasSuffix(key)
  }

  /// Whether `name` speaks of a product or an identifier (`productID`,
  /// `product`, `id`, `sku`, `identifier`).
  private static func namesProductOrID(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    return words.contains {
      ["product", "products", "id", "ids", "identifier", "identifiers", "sku", "skus", "iap"]
        .contains($0)
    } || namesProductID(name.lowercased())
  }

  /// Whether the literal at `offset` is held by a constant named for a
  /// product no longer sold (`legacyMonthlyProductID = "monthly"`,
  /// `deprecatedProID`, `oldYearlyID`): kept to recognise past purchases,
  /// not loaded from the store.
  private static func isLegacyProduct(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2, tokens[offset - 1].is("="), tokens[offset - 2].kind == .identifier else {
      return false
    }
    let name = tokens[offset - 2].text
    let lowered = name.lowercased()
    return lowered.contains("legacy") || lowered.contains("deprecated")
      || lowered.hasPrefix("old") && name.dropFirst(3).first?.isUppercase == true
  }

  /// Whether a constant's name is a subscription group's id or name
  /// (`subscriptionGroupID`, `groupIdentifier`, `premiumGroupId`).
  static func namesSubscriptionGroup(_ name: String) -> Bool {
    let words = IdentifierWords.of(name)
    guard let group = words.lastIndex(of: "group") else { return false }
    return words[(group + 1)...].allSatisfy { ["id", "ids", "identifier", "name"].contains($0) }
  }

  /// Whether a constant's name ends in `SKU` (`monthlySKU`, `proSkus`), not
  /// one naming something about SKUs (`skuKey`, `productSKUDoneButtonTapped`).
  private static func namesSKU(_ name: String) -> Bool {
    guard name.lowercased().contains("sku") else { return false }
    return IdentifierWords.of(name).last.map { $0 == "sku" || $0 == "skus" } == true
  }

  /// Whether a literal held by a constant named for a product or SKU is a
  /// key or wire value rather than an id: it spells the constant's own name
  /// (`static let product = "product"`, `case fixedProduct = "fixed_product"`)
  /// or speaks of SKUs (`case invalidSKU = "product_invalid_sku"`).
  private static func isKeyNamed(_ literal: String, after name: String) -> Bool {
    normalizedKey(literal) == normalizedKey(name)
      || IdentifierWords.of(literal).contains { $0 == "sku" || $0 == "skus" }
  }

  /// A name without case or separators (`product_id`, `productId` → `productid`).
  private static func normalizedKey(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "_" && $0 != "-" })
  }

  /// Whether a lowercased name speaks of product ids: `productid`,
  /// `productids`, `productidentifier(s)`, `monthlyproductid`, and the
  /// in-app purchase's `iapid` (`StoreItem(iapId: "…")`) — not
  /// `productidentity` (a category a product belongs to).
  static func namesProductID(_ lowered: String) -> Bool {
    // A piece of an id (`productIdSubscriptionName = "subscription"`, the
    // segment a parser looks for; StoreKit2.0, hundred-and-third round).
    if idPieceEndings.contains(where: lowered.hasSuffix) { return false }
    // `mainAppId` ends in "inappid" too: the main app's (bundle) id.
    if purchaseIDSuffixes.contains(where: lowered.hasSuffix),
      !lowered.hasSuffix("mainappid") && !lowered.hasSuffix("mainappids")
    {
      return true
    }
    var rest = lowered[...]
    while let range = rest.range(of: "productid") {
      let after = rest[range.upperBound...]
      if after.isEmpty || after.hasPrefix("s") || after.hasPrefix("entifier")
        || after.hasPrefix("_") || !after.first!.isLetter
      {
        return true
      }
      rest = after
    }
    return false
  }

  /// Endings of a name holding a piece of an id, or a pattern for one.
  private static let idPieceEndings = [
    "name", "prefix", "suffix", "component", "segment", "separator", "pattern",
  ]

  /// Endings that name an in-app purchase's id without the word `product`.
  private static let purchaseIDSuffixes = [
    "iapid", "iapids", "iapidentifier", "iapidentifiers", "inappid", "inappids",
  ]

  /// No spaces, no URL, letters, digits, `.`, `_`, `-`, at least one letter;
  /// not a hex colour (`"FDF8F5"`, `"7B5E99AA"`).
  static func looksLikeProductID(_ text: String) -> Bool {
    guard text.utf8.count >= 3, text.utf8.count <= 100, !text.contains("://"),
      !isHexColour(text)
    else { return false }
    var hasLetter = false
    for byte in text.utf8 {
      let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      if isLetter { hasLetter = true }
      guard
        isLetter || ASCII.isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
          || byte == UInt8(ascii: "-")
      else { return false }
    }
    return hasLetter
  }

  /// Whether `text` is a colour written in hex: 6 or 8 hex digits
  /// (`"FDF8F5"`, `"FFFFFF"`), or 3 after `#` (`"#FFF"`).
  static func isHexColour(_ text: String) -> Bool {
    let hasHash = text.hasPrefix("#")
    let digits = hasHash ? text.utf8.dropFirst() : text.utf8[...]
    guard digits.count == 6 || digits.count == 8 || (hasHash && digits.count == 3) else {
      return false
    }
    return digits.allSatisfy {
      ASCII.isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
    }
  }

  /// Inside the arguments of a call that loads products (up to 3 brackets out).
  private static func isReadByStore(
    _ tokens: [SwiftToken], _ offset: Int, _ reading: Set<String>
  ) -> Bool {
    var depth = 0
    // Past a `,` at this level the labels belong to sibling arguments
    // (`productIdentifier: "", currency: "USD"`), until the bracket opening it.
    var pastSibling = false
    var back = offset - 1
    while back >= 0, offset - back < 64 {
      let token = tokens[back]
      if token.is(")") || token.is("]") { depth += 1 }
      if token.is(","), depth == 0 { pastSibling = true }
      if token.is("(") || token.is("[") {
        if depth == 0 {
          pastSibling = false
          if back > 0, tokens[back - 1].kind == .identifier,
            reading.contains(tokens[back - 1].text)
          {
            return true
          }
          if token.is("("), back > 0,
            !tokens[back - 1].is(".") && tokens[back - 1].kind != .identifier
          {
            return false
          }
        } else {
          depth -= 1
        }
      }
      if token.is("{") || token.is("}") { return false }
      // A declaration starts before any call holding the literal: past it,
      // a `:` is a type annotation (`let productID: String = …`), no label.
      // (`for` and `in` may also be labels: `products(for: […])`.)
      if Self.declarationKeywords.contains(token.text), token.kind == .identifier,
        back == 0 || !tokens[back - 1].is("."), !tokens[back + 1].is(":")
      {
        return false
      }
      // `productIdentifiers: ["…"]`, `productIDs: […]`, `for: […]` right before the list.
      // (`model.iapID: details` is a dictionary's key, a member, not a label.)
      if token.is(":"), depth == 0, !pastSibling, back > 0, tokens[back - 1].kind == .identifier,
        back < 2 || !tokens[back - 2].is(".")
      {
        let label = tokens[back - 1].text.lowercased()
        if namesProductID(label) { return true }
      }
      back -= 1
    }
    return false
  }

  /// Keywords that start a declaration or a statement.
  private static let declarationKeywords: Set<String> = [
    "let", "var", "func", "init", "subscript", "return", "guard", "if", "while", "for",
  ]

  /// Verbs starting a name that acts on a product (`createProduct`).
  private static let actionVerbs = [
    "create", "edit", "delete", "update", "get", "fetch", "add", "remove", "search", "list",
    "merge", "verify", "report", "insert", "upsert", "save", "load",
  ]

  /// Assigned to a constant, or a raw value of a case, named for a product id
  /// or used as one (`references`).
  private static func isProductConstant(
    _ source: SwiftSource, _ offset: Int, _ references: Set<Reference>
  ) -> Bool {
    let tokens = source.tokens
    var start = offset
    if offset > 0, tokens[offset - 1].is(",") || tokens[offset - 1].is("[") {
      // An element of an array or set literal: start from its `[`.
      var depth = 0
      var back = offset - 1
      while back >= 0, offset - back < 400 {
        if tokens[back].is("]") { depth += 1 }
        if tokens[back].is("[") {
          if depth == 0 { break }
          depth -= 1
        }
        if tokens[back].is("{") || tokens[back].is("}") { return false }
        back -= 1
      }
      guard back >= 0, tokens[back].is("[") else { return false }
      start = back
      // `Set([…])`: the list handed straight to a set.
      if start >= 2, tokens[start - 1].is("("), tokens[start - 2].is("Set") { start -= 2 }
    }
    guard start >= 2, tokens[start - 1].is("=") else { return false }
    var back = start - 2
    while back >= 0, start - back < 12 {
      let token = tokens[back]
      if token.is("let") || token.is("var") || token.is("case") {
        let declared = tokens[back + 1].text
        let enclosing = source.enclosingType(offset)
        // A `CodingKey` case names a field of a payload (`case productId = "product_id"`).
        if token.is("case"), enclosing?.isCodingKeys == true { return false }
        // A switch's case, then a statement (`case .day: period = "week"` in
        // a `struct Products: View`; citratex, hundred-and-first round):
        // only an enum's `case name = "…"` declares a raw value.
        if token.is("case"),
          enclosing?.kind != "enum"
            || tokens[(back + 1)..<(start - 1)].contains(where: { $0.is(":") })
        {
          return false
        }
        let type = enclosing?.name
        if references.contains(Reference(type: nil, name: declared))
          || type.map({ references.contains(Reference(type: $0, name: declared)) }) == true
        {
          return true
        }
        // A case of an enum whose `allCases` the code loads.
        if token.is("case"), let type, references.contains(Reference(type: type, name: "allCases"))
        {
          return true
        }
        // A subscription group's id kept beside the products
        // (`static let subscriptionGroupID = "com.app.sub"` in a `ProductIDs`
        // struct; RiftWalkers, seventy-second round) names no product.
        if namesSubscriptionGroup(declared) { return false }
        // RevenueCat's entitlement id kept beside the products (`static let
        // entitlementName = "allaccess"`, read as `entitlements[…]`;
        // Mind-Hooks, eighty-second round) names no product either.
        if IdentifierWords.of(declared).contains("entitlement") { return false }
        let name = declared.lowercased()
        let typeName = type?.lowercased() ?? ""
        // `createProduct`, `editProduct`: an action on a product (a
        // database function's name), not one.
        let namesAction = actionVerbs.contains { name.hasPrefix($0) }
        // A bare `sku` beside the listing's `bundleID` and `appName`
        // (`enum AppStoreMetadata { static let sku = "APP_001" }`) is the
        // App Store Connect record's SKU, not an in-app product's
        // (HighlightMagic, seventy-second round); in a type named for
        // products or purchases it is one.
        let namesListingSKU =
          name == "sku"
          && !["product", "iap", "purchase", "plan", "subscri", "sku"].contains {
            typeName.contains($0)
          }
        return namesProductID(name)
          || (namesSKU(declared) && !namesListingSKU || name.hasSuffix("product") && !namesAction)
            && !isKeyNamed(tokens[offset].text, after: declared)
          || namesProductID(typeName)
          || typeName == "products" || typeName.hasSuffix("sku") || typeName.hasSuffix("skus")
      }
      if token.is("{") || token.is("}") || token.is(";") { return false }
      back -= 1
    }
    return false
  }
}
