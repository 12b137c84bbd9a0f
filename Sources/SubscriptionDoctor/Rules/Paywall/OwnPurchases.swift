/// The app's own `purchase(…)` functions that never reach a store: a game
/// spending its coins (`func purchase(count: Int) { grant(count: count) }`).
/// A call of one of them (`boosts.purchase(count: 3)`) buys nothing from the
/// App Store, so it makes no paywall.
///
/// Calls are told apart by their first argument label. Labels a store's own
/// `purchase` takes (StoreKit's `purchase()`/`purchase(options:)`,
/// RevenueCat's `purchase(package:)`/`purchase(product:)`/`purchase(_:)`)
/// always count as store purchases, and so does a label any buying
/// declaration of the app uses.
struct OwnPurchases: Sendable {
  /// First argument labels only the app's non-buying `purchase` functions take.
  private(set) var nonStoreLabels: Set<String> = []
  /// The types the app declares: a static `purchase` of another type, with
  /// a label no store takes, is a library's (`Defaults.purchase(level:)`).
  private var projectTypes: Set<String> = []
  /// The app's types whose every `purchase(…)` buys nothing: a call on one
  /// (`AnalyticsManager.shared.purchase(source:price:)`, an event logged
  /// after the purchase) is no store purchase, whatever label a buying
  /// type shares (workouts, sixty-eighth round).
  private var nonBuyingTypes: Set<String> = []
  /// The app's enums with a `purchase` case: `MainNavDestination.purchase(
  /// details, chart)` builds a route, it buys nothing (AstroSvitla,
  /// eighty-second round).
  private var routes: Set<String> = []

  /// Words after which a `.` starts an implicit member (`case .purchase(…)`).
  static let implicitMemberAfter: Set<String> = [
    "case", "return", "in", "try", "await", "throw", "else", "where",
  ]

  private static let storeLabels: Set<String> = [
    "", "_", "options", "confirmIn", "package", "product", "params", "storeProduct",
  ]
  /// Words of a type whose static `purchase` may buy: a purchase SDK's
  /// entry type (`Glassfy.purchase(sku:)`, `Apphud.purchase(_:)`) or a
  /// wrapper SDK's (`RevenueCatManager.purchase(animation:)`, NeonSDK).
  private static let storeTypeWords = [
    "revenuecat", "purchase", "store", "iap", "subscri", "payment", "premium", "paywall",
    "billing", "adapty", "apphud", "qonversion", "glassfy", "superwall",
  ]

  private static func namesStore(_ type: String) -> Bool {
    let lowered = type.lowercased()
    return storeTypeWords.contains { lowered.contains($0) }
  }
  /// Words of a body that may reach a store (`product.purchase()`, `buy(…)`,
  /// `SKPayment`, `Purchases.shared`).
  private static let buyingFragments = ["purchase", "buy", "payment", "transaction", "store"]

  init(index: ProjectIndex) {
    var buying = Set<String>()
    var notBuying = Set<String>()
    var buyingTypes = Set<String>()
    var notBuyingTypes = Set<String>()
    let routes = Self.enumsWithPurchaseCase(index)
    for source in index.swiftSources where source.role == .app && source.words.contains(.purchase) {
      let tokens = source.tokens
      for function in source.functions where function.name == "purchase" {
        guard let label = Self.declaredLabel(tokens, before: function.bodyStart) else { continue }
        let buys = (function.bodyStart..<function.bodyEnd).contains { offset in
          let token = tokens[offset]
          guard token.kind == .identifier,
            !Self.isRouteCase(tokens, offset, routes)
          else { return false }
          let lowered = token.text.lowercased()
          // A check (`guard canPurchase(accessory:player:)`, `isPurchased`)
          // buys nothing (FitQuest's accessory shop spending game currency).
          if ["can", "is", "has", "should"].contains(where: { Self.startsWord($0, token.text) }) {
            return false
          }
          return Self.buyingFragments.contains { Self.contains($0, in: lowered) }
        }
        if buys { buying.insert(label) } else { notBuying.insert(label) }
        if let type = source.enclosingType(function.bodyStart)?.name {
          if buys { buyingTypes.insert(type) } else { notBuyingTypes.insert(type) }
        }
      }
    }
    nonStoreLabels = notBuying.subtracting(buying).subtracting(Self.storeLabels)
    nonBuyingTypes = notBuyingTypes.subtracting(buyingTypes)
    projectTypes = index.declaredTypes
    self.routes = routes
  }

  /// Whether the app declares a type named `name` (its own
  /// `SubscriptionStoreView`, which StoreKit's name then does not mean).
  func declaresType(_ name: String) -> Bool { projectTypes.contains(name) }

  /// Whether `name` starts with the lowercase word `word`, followed by an
  /// upper-case letter (`canPurchase`, not `cancel`).
  private static func startsWord(_ word: String, _ name: String) -> Bool {
    name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true
  }

  /// The app's enums declaring a `purchase` case: an API's routes
  /// (`enum Router { case purchase(uuid: String) }`, RecordGram, forty-first round).
  private static func enumsWithPurchaseCase(_ index: ProjectIndex) -> Set<String> {
    var names = Set<String>()
    for source in index.swiftSources where source.role == .app && source.words.contains(.purchase) {
      for type in source.types
      where type.kind == "enum" && source.declaredCases(of: type).contains("purchase") {
        names.insert(type.name)
      }
    }
    return names
  }

  /// Whether the `purchase` at `offset` builds a case of one of `routes`
  /// (`Router.purchase(uuid: uuid)`, or `.purchase(…)` when an app enum has
  /// such a case): a request to the app's own server, no store's purchase.
  private static func isRouteCase(_ tokens: [SwiftToken], _ offset: Int, _ routes: Set<String>)
    -> Bool
  {
    guard !routes.isEmpty, tokens[offset].is("purchase"), offset >= 2, tokens[offset - 1].is(".")
    else { return false }
    let receiver = tokens[offset - 2]
    if receiver.kind == .identifier { return routes.contains(receiver.text) }
    return !(receiver.is(")") || receiver.is("]") || receiver.is("?") || receiver.is("!"))
  }

  /// Whether `fragment` is in `word` as an act, not a past state: a game
  /// marking its research bought (`research.purchased = true`,
  /// `increaseForPurchasedResearchIn`) reaches no store.
  private static func contains(_ fragment: String, in word: String) -> Bool {
    var rest = word[...]
    while let range = rest.range(of: fragment) {
      let after = rest[range.upperBound...]
      if !(fragment == "purchase" && after.hasPrefix("d")) { return true }
      rest = after
    }
    return false
  }

  /// Whether the `purchase` at `offset` is a call that may buy from a store:
  /// `purchase(` with a first label no non-buying function of the app owns.
  func isStorePurchaseCall(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard tokens[offset].is("purchase"), offset + 1 < tokens.count, tokens[offset + 1].is("(")
    else { return false }
    guard offset + 3 < tokens.count else { return true }
    let first = tokens[offset + 2]
    let label = first.kind == .identifier && tokens[offset + 3].is(":") ? first.text : "_"
    // `Defaults.purchase(level: level)`: a static method of a type from a
    // package not in the folder, with a label no store's `purchase` takes
    // (a settings write; trufflest, sixty-first round).
    if offset >= 2, tokens[offset - 1].is("."), tokens[offset - 2].kind == .identifier,
      tokens[offset - 2].text.first?.isUppercase == true,
      offset < 3 || !tokens[offset - 3].is("."),
      !projectTypes.contains(tokens[offset - 2].text), !Self.storeLabels.contains(label),
      !Self.namesStore(tokens[offset - 2].text)
    {
      return false
    }
    // `MainNavDestination.purchase(details, chart)`, `case .purchase(let
    // details):`: a case of the app's enum, built or matched.
    if !routes.isEmpty, offset >= 2, tokens[offset - 1].is(".") {
      let receiver = tokens[offset - 2]
      let isExpression =
        receiver.kind == .identifier && !Self.implicitMemberAfter.contains(receiver.text)
        || receiver.is(")") || receiver.is("]") || receiver.is("?") || receiver.is("!")
      if !isExpression || receiver.kind == .identifier && routes.contains(receiver.text) {
        return false
      }
    }
    if !nonBuyingTypes.isEmpty,
      let receiver = tokens.receiverName(skippingSingletonBefore: offset),
      nonBuyingTypes.contains(receiver)
    {
      return false
    }
    return !nonStoreLabels.contains(label)
  }

  /// The first argument label of the `func purchase(…)` whose body opens at
  /// `bodyStart` (`""` for no parameters, `_` for none written), or `nil`
  /// when the declaration is not found nearby.
  private static func declaredLabel(_ tokens: [SwiftToken], before bodyStart: Int) -> String? {
    var back = bodyStart - 1
    while back > 0, bodyStart - back < 64 {
      if tokens[back].is("purchase"), tokens[back - 1].is("func") { break }
      back -= 1
    }
    guard back > 0, tokens[back].is("purchase"), tokens[back - 1].is("func") else { return nil }
    var open = back + 1
    if open < bodyStart, tokens[open].is("<") {
      while open < bodyStart, !tokens[open].is(">") { open += 1 }
      open += 1
    }
    guard open + 2 < bodyStart, tokens[open].is("(") else { return nil }
    let first = tokens[open + 1]
    if first.is(")") { return "" }
    if tokens[open + 2].is(":") { return first.text }
    if open + 3 < bodyStart, tokens[open + 3].is(":") { return first.text }
    return nil
  }
}
