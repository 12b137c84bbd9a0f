/// A screen that purchases packages, with everything it shows: its own body,
/// its extensions, and (transitively) the views it composes.
///
/// A paywall is a SwiftUI `View` or `UIViewController` that calls `purchase(…)`
/// without declaring it (the manager that declares `purchase` is not a screen).
struct Paywall {
  /// The view's declaration.
  var type: TypeDeclaration
  /// The file declaring it.
  var path: String
  /// Identifiers and string literals the paywall and its subviews contain (lowercased).
  var words: Set<String>
  /// A hard-coded price shown by the paywall or its subviews, if any.
  var hardcodedPrice: String?

  private static let sdkPaywallWords: Set<String> = [
    "paywallfooter", "presentpaywallifneeded", "originaltemplatepaywallfooter",
    "paywallfooterview", "subscriptionstoreview", "storeview", "productview", "superwall",
    "adaptypaywallview", "adaptypaywallcontroller", "paywallviewcontroller",
  ]

  /// Whether an SDK (RevenueCatUI, StoreKit views, Superwall, Adapty) draws the
  /// paywall's restore button, legal links and prices itself.
  var isDrawnBySDK: Bool { !words.isDisjoint(with: Self.sdkPaywallWords) }

  /// Whether any identifier or string contains one of `fragments`.
  func mentions(_ fragments: [String]) -> Bool {
    words.contains { word in fragments.contains { word.contains($0) } }
  }

  /// The paywalls in `index`.
  static func find(in index: ProjectIndex) -> [Paywall] {
    var viewsByName: [String: [(source: SwiftSource, type: TypeDeclaration)]] = [:]
    var declaredNames = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for type in source.types {
        declaredNames.insert(type.name)
        viewsByName[type.name, default: []].append((source, type))
      }
    }
    var paywalls: [Paywall] = []
    for source in index.swiftSources where source.role == .app {
      for type in source.types
      where (type.isView || type.conformances.contains("UIViewController"))
        && !source.isExempt(type.bodyStart) && callsPurchase(source, type)
      {
        var words = Set<String>()
        var price: String?
        var visited = Set<String>()
        collect(
          type.name, viewsByName, &words, &price, &visited, depth: 0)
        let usesRevenueCatUIPaywall =
          source.imports.contains("RevenueCatUI") && words.contains("paywallview")
          && !declaredNames.contains("PaywallView")
        if usesRevenueCatUIPaywall { words.insert("paywallfooter") }
        paywalls.append(Paywall(type: type, path: source.path, words: words, hardcodedPrice: price))
      }
    }
    return paywalls
  }

  private static func callsPurchase(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    let tokens = source.tokens
    var calls = false
    for offset in type.bodyStart..<type.bodyEnd where tokens[offset].is("purchase") {
      if offset > 0, tokens[offset - 1].is("func") { return false }
      if offset + 1 < tokens.count, tokens[offset + 1].is("("), !source.isExempt(offset) {
        calls = true
      }
    }
    return calls
  }

  private static func collect(
    _ name: String, _ viewsByName: [String: [(source: SwiftSource, type: TypeDeclaration)]],
    _ words: inout Set<String>, _ price: inout String?, _ visited: inout Set<String>, depth: Int
  ) {
    guard depth < 6, visited.insert(name).inserted else { return }
    var referenced: [String] = []
    for (source, type) in viewsByName[name] ?? [] {
      for offset in type.bodyStart...type.bodyEnd where !source.isExempt(offset) {
        let token = source.tokens[offset]
        switch token.kind {
        case .identifier:
          words.insert(token.text.lowercased())
          if viewsByName[token.text] != nil, token.text != name { referenced.append(token.text) }
        case .string:
          words.insert(token.text.lowercased())
          if price == nil { price = PriceDetector.price(inParts: token.stringParts) }
        default:
          break
        }
      }
    }
    for next in referenced {
      collect(next, viewsByName, &words, &price, &visited, depth: depth + 1)
    }
  }
}
