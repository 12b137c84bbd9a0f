/// A screen that purchases packages, with everything it shows: its own body,
/// its extensions, and (transitively) the views it composes.
///
/// A paywall is a SwiftUI `View` or `UIViewController` that leads to a
/// purchase: it calls `purchase(…)` without declaring it (the manager that
/// declares `purchase` is not a screen), or it shows packages and calls a method
/// of another type that purchases (`viewModel.buy(package)` where `buy` calls
/// `purchase(package:)`).
struct Paywall {
  /// The view's declaration.
  var type: TypeDeclaration
  /// The file declaring it.
  var path: String
  /// Identifiers and string literals the paywall and its subviews contain (lowercased).
  var words: Set<String>
  /// A hard-coded price shown by the paywall or its subviews, if any.
  var hardcodedPrice: String?
  /// Whether a Terms of Use (EULA) mention sits next to a way to open it (a
  /// `Link`, `openURL`, a URL, a Safari view), not on a button with an empty action.
  var hasTermsLink = false
  /// The same for the Privacy Policy.
  var hasPrivacyLink = false

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
    // Positions, not copies: a project has thousands of types.
    var viewsByName: [String: [TypePosition]] = [:]
    for (sourceOffset, source) in index.swiftSources.enumerated() where source.role == .app {
      for typeOffset in source.types.indices {
        viewsByName[source.types[typeOffset].name, default: []].append(
          TypePosition(source: sourceOffset, type: typeOffset))
      }
    }
    let purchasingFunctions = Self.purchasingFunctions(in: index)
    var paywalls: [Paywall] = []
    for source in index.swiftSources where source.role == .app {
      for type in source.types
      where (type.isView || type.conformances.contains("UIViewController"))
        && !source.isExempt(type.bodyStart)
        && callsPurchase(source, type, through: purchasingFunctions)
      {
        var words = Set<String>()
        var price: String?
        var visited = Set<String>()
        var links = LegalLinks()
        collect(
          type.name, index.swiftSources, viewsByName, &words, &price, &links, &visited, depth: 0)
        let usesRevenueCatUIPaywall =
          source.imports.contains("RevenueCatUI") && words.contains("paywallview")
          && viewsByName["PaywallView"] == nil
        if usesRevenueCatUIPaywall { words.insert("paywallfooter") }
        paywalls.append(
          Paywall(
            type: type, path: source.path, words: words, hardcodedPrice: price,
            hasTermsLink: links.terms, hasPrivacyLink: links.privacy))
      }
    }
    return paywalls
  }

  /// Names of functions declared outside views whose bodies call `purchase(…)`:
  /// the view model or manager methods a paywall buys through.
  private static func purchasingFunctions(in index: ProjectIndex) -> Set<String> {
    var names = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for function in source.functions where function.name != "init" {
        if let type = source.enclosingType(function.bodyStart), type.isView { continue }
        let tokens = source.tokens
        var offset = function.bodyStart
        while offset < function.bodyEnd {
          if tokens[offset].is("purchase"), offset + 1 < tokens.count, tokens[offset + 1].is("(") {
            names.insert(function.name)
            break
          }
          offset += 1
        }
      }
    }
    return names
  }

  private static func callsPurchase(
    _ source: SwiftSource, _ type: TypeDeclaration, through purchasing: Set<String>
  ) -> Bool {
    let tokens = source.tokens
    var calls = false
    var callsThroughObject = false
    var showsPackages = false
    for offset in type.bodyStart..<type.bodyEnd {
      let token = tokens[offset]
      guard token.kind == .identifier else { continue }
      if token.is("purchase") {
        if offset > 0, tokens[offset - 1].is("func") { return false }
        if offset + 1 < tokens.count, tokens[offset + 1].is("("), !source.isExempt(offset) {
          calls = true
        }
      } else if !purchasing.isEmpty, offset > 0, tokens[offset - 1].is("."),
        offset + 1 < tokens.count, tokens[offset + 1].is("("), purchasing.contains(token.text),
        !source.isExempt(offset)
      {
        callsThroughObject = true
      }
    }
    if calls { return true }
    guard callsThroughObject else { return false }
    for offset in type.bodyStart..<type.bodyEnd where tokens[offset].kind == .identifier {
      let lowered = tokens[offset].text.lowercased()
      showsPackages =
        lowered.contains("package") || lowered.contains("offering") || lowered.contains("product")
      if showsPackages { break }
    }
    return showsPackages
  }

  /// Where the legal links were found while collecting a paywall's words.
  private struct LegalLinks {
    var terms = false
    var privacy = false
  }

  /// Whether the mention at `offset` can be opened: a link-like token nearby,
  /// and not the label of a button whose action is empty (`Button("Terms") {}`).
  private static func isOpenable(_ tokens: [SwiftToken], at offset: Int) -> Bool {
    let token = tokens[offset]
    let lowered = token.text.lowercased()
    // A URL string or a `termsURL` name is the link itself.
    if lowered.contains("http") || lowered.contains("url") { return true }
    if offset + 3 < tokens.count, tokens[offset + 1].is(")"), tokens[offset + 2].is("{"),
      tokens[offset + 3].is("}")
    {
      return false
    }
    let start = max(0, offset - 6)
    let end = min(tokens.count - 1, offset + 12)
    for near in start...end where near != offset {
      let word = tokens[near].text.lowercased()
      if tokens[near].kind == .identifier || tokens[near].kind == .string,
        word == "link" || word.contains("openurl") || word.contains("url")
          || word.contains("safari") || word.contains("webview") || word.hasPrefix("http")
          || word.contains("](http")
      {
        return true
      }
    }
    return false
  }

  /// Where a type is declared: `swiftSources[source].types[type]`.
  private struct TypePosition {
    var source: Int
    var type: Int
  }

  private static func collect(
    _ name: String, _ sources: [SwiftSource], _ viewsByName: [String: [TypePosition]],
    _ words: inout Set<String>, _ price: inout String?, _ links: inout LegalLinks,
    _ visited: inout Set<String>, depth: Int
  ) {
    guard depth < 6, visited.insert(name).inserted else { return }
    var referenced: [String] = []
    for position in viewsByName[name] ?? [] {
      let source = sources[position.source]
      let type = source.types[position.type]
      for offset in type.bodyStart...type.bodyEnd where !source.isExempt(offset) {
        let token = source.tokens[offset]
        switch token.kind {
        case .identifier:
          let lowered = token.text.lowercased()
          words.insert(lowered)
          noteLegal(lowered, source.tokens, offset, &links)
          if viewsByName[token.text] != nil, token.text != name { referenced.append(token.text) }
        case .string:
          let lowered = token.text.lowercased()
          words.insert(lowered)
          noteLegal(lowered, source.tokens, offset, &links)
          if price == nil { price = PriceDetector.price(of: token) }
        default:
          break
        }
      }
    }
    for next in referenced {
      collect(next, sources, viewsByName, &words, &price, &links, &visited, depth: depth + 1)
    }
  }

  private static func noteLegal(
    _ lowered: String, _ tokens: [SwiftToken], _ offset: Int, _ links: inout LegalLinks
  ) {
    let isTerms = lowered.contains("terms") || lowered.contains("eula")
    let isPrivacy = lowered.contains("privacy")
    guard isTerms && !links.terms || isPrivacy && !links.privacy,
      isOpenable(tokens, at: offset)
    else { return }
    if isTerms { links.terms = true }
    if isPrivacy { links.privacy = true }
  }
}
