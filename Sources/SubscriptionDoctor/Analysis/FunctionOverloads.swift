/// The app's functions that share a name but not their argument labels
/// (`ProManager.checkProStatus()` beside
/// `RevenueCatConfig.checkProStatus(completion:)`). The call graph
/// (`UncalledFunctions`) knows such a function by its key, its name and
/// labels, and counts a call only for the declarations whose parameters the
/// call's arguments fill: a call of one is no call of the other (Rutin-App,
/// eighty-fifth round). Every other function's key is its name.
///
/// A name several of the app's types declare (`getDefault()` in twenty
/// models, a view model's `private func checkSubscriptionStatus()` beside a
/// service's) is known by its owner too (`getDefault@Subscription`): a call
/// naming a type (`Subscription.getDefault()`) calls that type's, and one
/// written bare (or on `self`) inside a type declaring the name calls that
/// type's own, as Swift looks names up; any other call may call any (Ghost,
/// CV-Builder, hundred-and-fourteenth round).
///
/// A function named like a property of StoreKit's or RevenueCat's values
/// that needs an argument (`func productID(for index: Int)`) is not what
/// `transaction.productID` reads: a member named without a call there is
/// the store's property (poppy, hundred-and-ninth round).
struct FunctionOverloads: Sendable {
  /// For each name declared with different labels, its declarations'
  /// parameters by key.
  private let declarations: [String: [String: [FunctionParameter]]]
  /// Names of `storeValueProperties` whose every app declaration is a
  /// function needing an argument and taking no closure.
  private let needingArguments: Set<String>
  /// For each name two or more of the app's types (or a type and the top
  /// level, `""`) declare, those types.
  private let owners: [String: Set<String>]

  /// The overloads among the functions app code declares.
  init(_ sources: [SwiftSource]) {
    var counts: [String: Int] = [:]
    var ownersByName: [String: Set<String>] = [:]
    for source in sources where source.role == .app {
      for function in source.functions {
        counts[function.name, default: 0] += 1
        if function.name != "init" {
          ownersByName[function.name, default: []].insert(Self.owner(of: function, in: source))
        }
      }
    }
    owners = ownersByName.filter { $0.value.count > 1 }
    var found: [String: [String: [FunctionParameter]]] = [:]
    for source in sources where source.role == .app {
      for function in source.functions where counts[function.name, default: 0] > 1 {
        // An accessor, an initializer or a generic function keeps its name.
        guard function.name != "init", let parameters = function.parameters(in: source.tokens)
        else { continue }
        found[function.name, default: [:]][Self.key(function.name, parameters)] = parameters
      }
    }
    declarations = found.filter { $0.value.count > 1 }
    var needing = Set<String>()
    var notNeeding = Set<String>()
    for source in sources where source.role == .app {
      for function in source.functions where Self.storeValueProperties.contains(function.name) {
        // One taking a closure may be called with a trailing one alone.
        let parameters = function.parameters(in: source.tokens) ?? []
        let needs =
          parameters.contains { !$0.hasDefault && !$0.isVariadic }
          && !parameters.contains(where: \.isFunction)
        if needs { needing.insert(function.name) } else { notNeeding.insert(function.name) }
      }
    }
    needingArguments = needing.subtracting(notNeeding)
  }

  /// Properties of the values StoreKit and RevenueCat hand an app
  /// (`Transaction`, `Product`, `SKProduct`, `SKPaymentTransaction`,
  /// `StoreProduct`, `EntitlementInfo`), which apps read as
  /// `transaction.productID`.
  static let storeValueProperties: Set<String> = [
    "productID", "productIdentifier", "productType", "displayPrice", "displayName", "price",
    "priceLocale", "localizedPrice", "localizedPriceString", "localizedTitle",
    "localizedDescription", "purchaseDate", "expirationDate", "originalID",
    "originalPurchaseDate", "transactionIdentifier", "transactionState", "subscriptionPeriod",
    "introductoryPrice", "introductoryDiscount", "isActive", "willRenew", "storeProduct",
  ]

  /// The name a call writes for `key`.
  static func name(of key: String) -> String {
    String(key.prefix { $0 != "(" && $0 != "@" })
  }

  /// `key` without its owner: the name, with labels for an overload.
  static func withoutOwner(_ key: String) -> String {
    String(key.prefix { $0 != "@" })
  }

  /// The type declaring `function` (its last name component), `""` at the top level.
  private static func owner(of function: FunctionDeclaration, in source: SwiftSource) -> String {
    source.enclosingType(function.bodyStart)?.baseName ?? ""
  }

  /// The key the call graph knows `function` by.
  func key(of function: FunctionDeclaration, in source: SwiftSource) -> String {
    var key = function.name
    if declarations[function.name] != nil, let parameters = function.parameters(in: source.tokens) {
      key = Self.key(function.name, parameters)
    }
    if owners[function.name] != nil {
      key += "@" + Self.owner(of: function, in: source)
    }
    return key
  }

  /// Whether the name at `offset` may call or name the function known by
  /// `key`: always for a key that is a name; for an overload, unless the
  /// call's arguments cannot fill its parameters; for a key with an owner,
  /// unless the call names another type declaring the name or sits in one.
  /// A reference that calls nothing (`perform: refresh`, `#selector(refresh)`)
  /// may name any.
  func mayName(_ key: String, at offset: Int, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    let name = Self.name(of: key)
    if !needingArguments.isEmpty, readsStoreProperty(name, at: offset, in: tokens) {
      return false
    }
    if let at = key.firstIndex(of: "@"), let declaring = owners[name],
      !Self.mayCall(String(key[key.index(after: at)...]), declaring, at: offset, in: source)
    {
      return false
    }
    let labelled = Self.withoutOwner(key)
    guard labelled.utf8.last == UInt8(ascii: ")"),
      let parameters = declarations[name]?[labelled],
      let call = CallArguments(tokens, calledAt: offset)
    else { return true }
    return call.fills(parameters)
  }

  /// Names a type's one shared instance goes by (`Store.shared`).
  private static let singletonNames: Set<String> = [
    "shared", "default", "instance", "sharedInstance", "current", "standard", "main",
  ]

  /// Whether the call at `offset` may reach `owner`'s function of a name
  /// the types `declaring` declare: a type named before it (`Subscription.`)
  /// or, bare or on `self`, the type it sits in, when one of them, must be
  /// `owner`.
  private static func mayCall(
    _ owner: String, _ declaring: Set<String>, at offset: Int, in source: SwiftSource
  ) -> Bool {
    let tokens = source.tokens
    if offset >= 2, tokens[offset - 1].is(".") {
      let receiver = tokens[offset - 2]
      // `StoreKitService.shared.getAvailablePlans()`: the type's one instance.
      if singletonNames.contains(receiver.text), offset >= 4, tokens[offset - 3].is("."),
        tokens[offset - 4].kind == .identifier, declaring.contains(tokens[offset - 4].text)
      {
        return tokens[offset - 4].text == owner
      }
      guard receiver.is("self") || receiver.is("Self") else {
        guard receiver.kind == .identifier, receiver.text.first?.isUppercase == true,
          declaring.contains(receiver.text), offset < 3 || !tokens[offset - 3].is(".")
        else { return true }
        return receiver.text == owner
      }
    } else if offset >= 1, tokens[offset - 1].is(".") {
      return true
    }
    guard let enclosing = source.enclosingType(offset)?.baseName, declaring.contains(enclosing)
    else { return true }
    return enclosing == owner
  }

  /// Whether the name at `offset` is a member read without a call
  /// (`transaction.productID` in `contains(transaction.productID)`,
  /// `switch transaction.productID {`) of a store value's property the app
  /// declares only as a function needing an argument.
  private func readsStoreProperty(_ name: String, at offset: Int, in tokens: [SwiftToken]) -> Bool {
    guard needingArguments.contains(name), offset > 0, tokens[offset - 1].is(".") else {
      return false
    }
    guard offset + 1 < tokens.count else { return true }
    let next = tokens[offset + 1]
    if next.is("(") { return false }
    // A `{` after it opens a statement's body unless a closure's signature
    // follows: no declaration of the name takes a closure.
    if next.is("{") {
      return CallArguments(tokens, calledAt: offset)?.trailingClosureIsCertain == false
    }
    return true
  }

  private static func key(_ name: String, _ parameters: [FunctionParameter]) -> String {
    name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }
}

/// The argument labels of a call: `checkProStatus()` writes none,
/// `load(for: id) { … }` writes `for` and one trailing closure.
struct CallArguments {
  /// Each argument's label in order, `_` for one written without.
  var labels: [String] = []
  /// The unlabelled trailing closure's count, 0 or 1.
  var trailingClosures = 0
  /// Whether labelled trailing closures follow (`} onFailure: {`), which
  /// this reading does not match to parameters.
  var labelledTrailingClosures = false
  /// Whether the `{` after the call opens a closure beyond doubt: it starts
  /// with a capture list or parameters and `in` (`{ [weak self] result in`),
  /// which no statement's body does.
  var trailingClosureIsCertain = false

  /// The arguments of the call whose name is at `offset`; nil when no call
  /// follows the name (a reference, a generic call `load<T>(…)`).
  init?(_ tokens: [SwiftToken], calledAt offset: Int) {
    var next = offset + 1
    guard next < tokens.count else { return nil }
    if tokens[next].is("(") {
      guard let close = tokens.closingBracket(of: next) else { return nil }
      var start = next + 1
      while start < close {
        let end = tokens.argumentEnd(from: start, within: close - start)
        labels.append(
          start + 1 < end && tokens[start].kind == .identifier && tokens[start + 1].is(":")
            ? tokens[start].text : "_")
        start = end + 1
      }
      next = close + 1
    } else if !tokens[next].is("{") {
      return nil
    }
    guard next < tokens.count, tokens[next].is("{") else { return }
    trailingClosures = 1
    trailingClosureIsCertain = Self.opensClosureSignature(tokens, at: next)
    guard let close = tokens.closingBracket(of: next), close + 2 < tokens.count else { return }
    labelledTrailingClosures =
      tokens[close + 1].kind == .identifier && tokens[close + 2].is(":")
  }

  /// Whether these arguments fill `parameters` as Swift matches them: labels
  /// in order, a parameter with a default may be left out, the trailing
  /// closure fills the next parameter left. Lenient where the reading is
  /// not sure: variadics, labelled trailing closures, a closure type behind
  /// a type alias, and a `{` that may open a statement's body rather than a
  /// closure (`if isEligible() {`), unless a closure signature follows it.
  func fills(_ parameters: [FunctionParameter]) -> Bool {
    if labelledTrailingClosures || parameters.contains(where: \.isVariadic) { return true }
    return Self.match(labels, trailing: trailingClosures, parameters)
      || trailingClosures > 0 && !trailingClosureIsCertain
        && Self.match(labels, trailing: 0, parameters)
  }

  /// Whether the brace at `open` starts a closure's signature: an optional
  /// capture list, then parameters (`result`, `_`, `a, b`, `(a: Int)`), an
  /// optional `async`, `throws` and `-> Type`, then `in`.
  private static func opensClosureSignature(_ tokens: [SwiftToken], at open: Int) -> Bool {
    var next = open + 1
    if next < tokens.count, tokens[next].is("[") {
      guard let close = tokens.closingBracket(of: next, within: 32) else { return false }
      next = close + 1
    }
    if next < tokens.count, tokens[next].is("(") {
      guard let close = tokens.closingBracket(of: next, within: 64) else { return false }
      next = close + 1
    } else {
      while next < tokens.count, !tokens[next].is("in"),
        tokens[next].kind == .identifier || tokens[next].is("_")
      {
        guard next + 1 < tokens.count, tokens[next + 1].is(",") else {
          next += 1
          break
        }
        next += 2
      }
    }
    while next < tokens.count, tokens[next].is("async") || tokens[next].is("throws") {
      next += 1
    }
    // A result type, a few tokens at most (`-> Bool`).
    if next < tokens.count, tokens[next].is("->") {
      let limit = next + 12
      while next < tokens.count, next < limit, !tokens[next].is("in") {
        guard !tokens[next].is("{"), !tokens[next].is("}") else { return false }
        next += 1
      }
    }
    return next > open + 1 && next < tokens.count && tokens[next].is("in")
  }

  private static func match(
    _ labels: [String], trailing: Int, _ parameters: [FunctionParameter]
  ) -> Bool {
    var argument = 0
    var trailing = trailing
    for parameter in parameters {
      if argument < labels.count, labels[argument] == parameter.label {
        argument += 1
      } else if argument == labels.count, trailing > 0,
        parameter.isFunction || !parameter.hasDefault
      {
        trailing -= 1
      } else if !parameter.hasDefault {
        return false
      }
    }
    return argument == labels.count
      && (trailing == 0 || parameters.contains(where: \.hasDefault))
  }
}
