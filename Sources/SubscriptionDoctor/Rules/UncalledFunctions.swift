/// Functions of the app's own that only tests name: a fallback declared by a
/// protocol, implemented by the service and by a mock in the tests, and
/// called by no app code (`getHardcodedSubscriptionOptions()`).
/// What they return never reaches a screen. A function nobody calls at all
/// is not counted: it may be called in ways the doctor does not follow, and
/// a snippet pasted into an app starts uncalled.
///
/// Only functions a framework cannot call either: not `override`,
/// `@IBAction` or `@IBSegueAction` (UIKit calls those by selector), not
/// `@objc` unless nothing can select it (`ObjCSelectors`), not in a
/// type that conforms to a protocol or class the project does not declare (a
/// data source's `tableView(_:titleForHeaderInSection:)`, a `ButtonStyle`'s
/// `makeBody`: the framework calls its requirements; `ObservableObject`,
/// `Codable` and the like call none of the type's methods), and not `init`.
enum UncalledFunctions {
  /// Protocols that make the framework call none of the type's own methods,
  /// only `dataRequirements` (an `ObservableObject` store's `purchase(_:)` is
  /// called by name or not at all).
  static let requirementFreeProtocols: Set<String> = [
    "ObservableObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable",
    "Decodable", "Encodable", "Sendable", "CaseIterable",
    // A base class: the runtime calls only what a subclass overrides (`override`).
    "NSObject",
    // A protocol's class constraint (`protocol SignInDelegate: AnyObject`,
    // Swift 4's `: class`).
    "AnyObject", "class",
  ]
  private static let dataRequirements: Set<String> = ["hash", "encode", "==", "<"]

  /// Whether `function` may be called only by name from app code (so that
  /// not finding such a call means nobody calls it).
  /// A type conforms to a framework's protocol or class when its
  /// declaration names one the project does not declare, or when
  /// `frameworkConformances` (by type name, across its declarations and
  /// extensions) lists one. With `labelledInFrameworkTypes`, a function of
  /// such a type still counts when its first parameter has an argument label
  /// and is not the delegating object (`startWithProduct(product:)`): a
  /// framework's delegate requirements take that object first, unlabelled
  /// since Swift 3 (`paymentQueue(_:updatedTransactions:)`) and named after
  /// it before (`productsRequest(request: SKProductsRequest, …)`).
  /// In a type whose framework conformances are all delegates and observers
  /// (`SKProductsRequestDelegate`, `SKPaymentTransactionObserver`), a
  /// function is called only by name unless it is shaped like their
  /// requirements (`isDelegateRequirementShaped`): `purchaseId(_ id: String)`
  /// and `getProducts()` are the app's own.
  /// Without `publicMayBeAPI` (a file only apps build) a `public` method is
  /// no API: no other module imports an app.
  static func isCalledOnlyByName(
    _ source: SwiftSource, function: FunctionDeclaration, projectTypes: Set<String>,
    frameworkConformances: [String: Set<String>] = [:], labelledInFrameworkTypes: Bool = false,
    publicMayBeAPI: Bool = true
  ) -> Bool {
    // The runtime calls an initialiser, a deinitialiser and an entry point's `main`.
    guard function.name != "init", function.name != "deinit", function.name != "main" else {
      return false
    }
    // An action no interface file wires (`ObjCSelectors`) is no framework's
    // requirement either: UIKit calls an action only through its selector.
    if source.unselectedObjCFunctions.contains(function.bodyStart),
      attributeOffsets(of: function, in: source).contains(where: {
        source.tokens[$0].text == "IBAction"
      }),
      !overrides(function, in: source)
    {
      return true
    }
    // A private function witnesses no framework's requirement (the witness
    // of a public protocol is at least internal): only its file calls it.
    let access = accessLevel(of: function, in: source)
    let isAPI = publicMayBeAPI && (access == "public" || access == "open")
    if let type = source.enclosingType(function.bodyStart),
      access != "private" && access != "fileprivate"
    {
      let framework = type.conformances.filter {
        !projectTypes.contains($0)
          && !(requirementFreeProtocols.contains($0) && !dataRequirements.contains(function.name)
            // A public method of an `NSObject` subclass is API: Objective-C
            // code or another module may call it.
            && !($0 == "NSObject" && isAPI))
      }
      let elsewhere = frameworkConformances[type.name] ?? []
      if !framework.isEmpty || !elsewhere.isEmpty,
        !(labelledInFrameworkTypes && takesOwnLabelledArgument(source, function)),
        // A public method may be API another module calls.
        !(!isAPI && framework.allSatisfy(isDelegateProtocol)
          && elsewhere.allSatisfy(isDelegateProtocol)
          && !isDelegateRequirementShaped(source, function))
      {
        return false
      }
    }
    let tokens = source.tokens
    for offset in declarationPrefix(of: function, in: source) {
      let token = tokens[offset]
      if token.is("override") { return false }
      guard token.kind == .attribute else { continue }
      if token.text == "IBSegueAction" { return false }
      // An action no interface file wires runs only when called (`ObjCSelectors`).
      if token.text == "IBAction", !source.unselectedObjCFunctions.contains(function.bodyStart) {
        return false
      }
      // The runtime calls an `@objc` function only when something selects it.
      if token.text == "objc", !source.unselectedObjCFunctions.contains(function.bodyStart) {
        return false
      }
    }
    return true
  }

  /// The offsets of `function`'s modifiers and attributes: the tokens before
  /// its `func`, back to the previous declaration or brace.
  private static func declarationPrefix(of function: FunctionDeclaration, in source: SwiftSource)
    -> Range<Int>
  {
    let tokens = source.tokens
    var index = function.bodyStart
    while index > 0, !tokens[index].is("func") { index -= 1 }
    var back = index - 1
    while back >= 0, !tokens[back].is("}"), !tokens[back].is("{"), !tokens[back].is(";"),
      index - back < 12
    {
      back -= 1
    }
    return (back + 1)..<index
  }

  /// The offsets of `function`'s attributes (`@objc`, `@MainActor`).
  static func attributeOffsets(of function: FunctionDeclaration, in source: SwiftSource) -> [Int] {
    declarationPrefix(of: function, in: source).filter { source.tokens[$0].kind == .attribute }
  }

  /// The function whose body holds `offset`, when only calls by name run
  /// it (`isCalledOnlyByName`); `nil` outside a function or for one a
  /// framework may call.
  static func functionCalledOnlyByName(
    holding offset: Int, in source: SwiftSource, projectTypes: Set<String>
  ) -> FunctionDeclaration? {
    let index = Int(source.contexts[offset].functionIndex)
    guard index >= 0 else { return nil }
    let function = source.functions[index]
    return isCalledOnlyByName(source, function: function, projectTypes: projectTypes)
      ? function : nil
  }

  /// Whether `function` is declared `override` (a base class may call it).
  static func overrides(_ function: FunctionDeclaration, in source: SwiftSource) -> Bool {
    declarationPrefix(of: function, in: source).contains { source.tokens[$0].is("override") }
  }

  /// Whether `name` reads as a class of Apple's UI frameworks a screen or
  /// view subclasses (`UIViewController`, `UITableViewCell`, `NSView`,
  /// `SKScene`): a framework's prefix, then a class's ending.
  static func isFrameworkBaseClass(_ name: String) -> Bool {
    name.prefix(while: \.isUppercase).count >= 3
      && frameworkClassEndings.contains(where: name.hasSuffix)
  }

  private static let frameworkClassEndings = [
    "Controller", "View", "Cell", "Scene", "Node", "Window", "Responder", "Document",
  ]

  /// Whether `name` reads as an Objective-C framework's delegate or observer
  /// protocol (a prefix of capitals: `SKPaymentTransactionObserver`,
  /// `UITableViewDataSource`, `NSApplicationDelegate`), whose requirements
  /// by Cocoa's convention take the delegating object, or a notification,
  /// first. Swift-only SDKs' delegates do not follow it
  /// (`handleSuperwallEvent(withInfo:)`), so they are not among them.
  private static func isDelegateProtocol(_ name: String) -> Bool {
    guard name.hasSuffix("Delegate") || name.hasSuffix("Observer") || name.hasSuffix("DataSource")
    else { return false }
    let capitals = name.prefix { $0.isUppercase }.count
    return capitals >= 3
  }

  /// Whether `conformance` is an Objective-C framework's delegate or
  /// observer protocol (`SKPaymentTransactionObserver`) and `function` is
  /// shaped like none of its requirements (`purchaseProduct(_ product:
  /// SKProduct)`): the framework never calls it.
  static func isNoRequirement(
    _ function: FunctionDeclaration, of conformance: String, in source: SwiftSource
  ) -> Bool {
    isDelegateProtocol(conformance) && !isDelegateRequirementShaped(source, function)
  }

  /// Whether `function` is shaped like a delegate's requirement: its first
  /// parameter's type names the word its name starts with
  /// (`productsRequest(_ request: SKProductsRequest, …)`, `paymentQueue(_:…)`,
  /// `mailComposeController(_ controller: MFMailComposeViewController, …)`),
  /// or is a notification (`applicationDidFinishLaunching(_ notification:)`).
  /// A function taking nothing (`getProducts()`) or something else
  /// (`purchaseId(_ id: String)`) is not.
  private static func isDelegateRequirementShaped(
    _ source: SwiftSource, _ function: FunctionDeclaration
  ) -> Bool {
    let tokens = source.tokens
    guard let parameters = function.parameters(in: tokens) else { return true }
    guard let first = parameters.first, tokens[first.typeStart].kind == .identifier else {
      return false
    }
    let type = tokens[first.typeStart].text
    if type == "Notification" || type == "NSNotification" { return true }
    let firstWord = function.name.prefix { !$0.isUppercase }.lowercased()
    return !firstWord.isEmpty && type.lowercased().contains(firstWord)
  }

  private static let accessLevels: Set<String> = [
    "private", "fileprivate", "internal", "package", "public", "open",
  ]

  /// The access level `function` is declared with (`private`, `public`…),
  /// nil when it states none.
  static func accessLevel(of function: FunctionDeclaration, in source: SwiftSource)
    -> String?
  {
    let tokens = source.tokens
    var keyword = function.bodyStart
    while keyword > 0, function.bodyStart - keyword < 120, !tokens[keyword].is("func") {
      keyword -= 1
    }
    guard tokens[keyword].is("func") else { return nil }
    // Back through the declaration's own modifiers and attributes only: the
    // previous declaration (`private var counter = 0` on the line above)
    // says nothing of this one (readium-swift's app delegate, whose
    // `application(_:didFinishLaunchingWithOptions:)` read as private).
    var back = keyword - 1
    while back >= 0, keyword - back < 24 {
      let token = tokens[back]
      if token.kind == .identifier, accessLevels.contains(token.text) { return token.text }
      if token.kind == .attribute
        || token.kind == .identifier && declarationModifiers.contains(token.text)
      {
        back -= 1
        continue
      }
      // An attribute's arguments (`@available(iOS 15, *)`).
      guard token.is(")"), let open = tokens.openingBracket(of: back, within: 20), open > 0,
        tokens[open - 1].kind == .attribute
      else { return nil }
      back = open - 2
    }
    return nil
  }

  /// Words that may stand between a function's attributes and `func`.
  private static let declarationModifiers: Set<String> = [
    "static", "class", "final", "override", "mutating", "nonmutating", "convenience", "required",
    "dynamic", "optional", "nonisolated", "distributed", "indirect",
  ]

  /// Whether the first parameter of `function` has an argument label
  /// (`func start(product: SKProduct)`, `func start(with product:)`), not
  /// `_`, and is not the delegating object the function is named after
  /// (`productsRequest(request: SKProductsRequest`).
  private static func takesOwnLabelledArgument(
    _ source: SwiftSource, _ function: FunctionDeclaration
  ) -> Bool {
    let tokens = source.tokens
    guard let first = function.parameters(in: tokens)?.first, first.label != "_" else {
      return false
    }
    let type = tokens[first.typeStart].text.lowercased()
    return !type.hasSuffix(function.name.lowercased())
  }

  /// Those of `names` that test code names (calls, or declares in a test
  /// double) and no app code outside DEBUG blocks and previews uses, other
  /// than to declare a function of that name (`func name`).
  static func find(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    guard !names.isEmpty else { return [] }
    let shape = PreviewOnlyTypes.NameShape(names)
    var usedInTests = Set<String>()
    for source in sources where source.role == .test {
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        if shape.mayBeOne(of: text), names.contains(text) { usedInTests.insert(text) }
      }
    }
    guard !usedInTests.isEmpty else { return [] }
    return usedInTests.subtracting(namedByApp(usedInTests, in: sources, countsExempt: false))
  }

  /// What `holdingFunction` works out at the first function it meets: the
  /// project's declared types and its overloaded functions.
  struct Context {
    var projectTypes: Set<String>
    var overloads: FunctionOverloads
  }

  /// The key (`FunctionOverloads`: its name, with labels when the app
  /// declares the name with others too) of the function whose body holds the
  /// token at `offset`, when only a call by name can run it
  /// (`isCalledOnlyByName`): what `calledOnlyFromExemptCode` then asks about.
  static func holdingFunction(
    _ source: SwiftSource, _ offset: Int, context: inout Context?, in sources: [SwiftSource]
  ) -> String? {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return nil }
    let function = source.functions[functionIndex]
    let known =
      context
      ?? Context(
        projectTypes: UnreadMembers.declaredTypes(sources), overloads: FunctionOverloads(sources))
    context = known
    guard isCalledOnlyByName(source, function: function, projectTypes: known.projectTypes) else {
      return nil
    }
    return known.overloads.key(of: function, in: source)
  }

  /// Those of `names` (functions app code declares, each `isCalledOnlyByName`)
  /// that no code of an app names at all besides declaring them: purchase
  /// code left in a method nothing calls (`startWithProduct(_:)` of an
  /// unfinished store) never runs. Only in an app (an entry point), where
  /// every caller is in the folder; tests count as no caller, `#if DEBUG`
  /// and previews do (they may run).
  static func neverCalled(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    guard !names.isEmpty, sources.contains(where: UnusedTypes.isEntryPoint) else { return [] }
    return names.subtracting(namedByApp(names, in: sources, countsExempt: true))
  }

  /// Those of `names` (functions app code declares, each `isCalledOnlyByName`)
  /// that running app code never names: called only from `#if DEBUG` blocks,
  /// previews, tests, test doubles (`StubProductRepository`) or code that never runs (`private func
  /// activateSimulation()` whose one call is inside `#if DEBUG`, tempa,
  /// forty-fifth round), or not at all. Only in an app (an entry point).
  /// Followed up to three calls back: a function called only from functions
  /// that never run never runs either (`clearPurchasedProducts()` called
  /// only by `clearPurchases()`, called only by a view's `private func
  /// resetPurchases()`, whose one call is a debug button's; sixtieth round).
  ///
  /// A call inside a computed property, a `lazy` one or a function no running code
  /// reads is no caller either (`Button { store.purchaseId(…) }` in a `View`'s
  /// `var tipMenu: some View` nothing names; SignedLua, seventieth round).
  static func calledOnlyFromExemptCode(among names: Set<String>, in sources: [SwiftSource])
    -> Set<String>
  {
    unreached(among: names, in: sources, countsExempt: false)
  }

  /// Those of `names` (functions app code declares, each `isCalledOnlyByName`)
  /// that no code that may run reaches, following callers as
  /// `calledOnlyFromExemptCode` does but counting `#if DEBUG` blocks and
  /// previews as running (a debug build runs them): `purchaseProduct(_:)`
  /// called only by `purchaseId(_:)`, called only from a tip menu nothing
  /// draws. Only in an app (an entry point).
  static func neverReached(among names: Set<String>, in sources: [SwiftSource]) -> Set<String> {
    unreached(among: names, in: sources, countsExempt: true)
  }

  private static func unreached(
    among names: Set<String>, in sources: [SwiftSource], countsExempt: Bool
  ) -> Set<String> {
    guard !names.isEmpty, sources.contains(where: UnusedTypes.isEntryPoint) else { return [] }
    let projectTypes = UnreadMembers.declaredTypes(sources)
    // A type conforming to a framework's protocol anywhere (`extension
    // GameViewController: SKPaymentTransactionObserver`) has methods the
    // framework calls, whichever of its declarations holds them.
    let conformers = frameworkConformances(in: sources, projectTypes: projectTypes)
    // Each function's callers in running code: the functions holding the
    // calls, "" for code that may run without a call by name.
    var callers: [String: Set<String>] = [:]
    var pending = names
    let members = MemberHolders(sources, projectTypes: projectTypes)
    let overloads = FunctionOverloads(sources)
    for _ in 0...3 where !pending.isEmpty {
      let found = callingFunctions(
        of: pending, in: sources, projectTypes: projectTypes, conformers: conformers,
        countsExempt: countsExempt, members: members, overloads: overloads)
      for name in pending { callers[name] = found[name] ?? [] }
      pending = Set(found.values.joined()).subtracting([""]).filter { callers[$0] == nil }
    }
    var neverRun = Set<String>()
    var changed = true
    while changed {
      changed = false
      for (name, holders) in callers where !neverRun.contains(name) {
        if holders.allSatisfy({ neverRun.contains($0) }) {
          neverRun.insert(name)
          changed = true
        }
      }
    }
    return names.intersection(neverRun)
  }

  /// The framework protocols and classes each app type conforms to, across
  /// its declarations and extensions (not the project's own, not those
  /// calling none of its methods), through the project's protocols too: a
  /// type conforming to `protocol InAppPurchaseBillingRepository:
  /// SKPaymentTransactionObserver` is StoreKit's observer (Medium-SecureVPN).
  static func frameworkConformances(in sources: [SwiftSource], projectTypes: Set<String>)
    -> [String: Set<String>]
  {
    var declared: [String: Set<String>] = [:]
    var protocols: [String: [String]] = [:]
    for source in sources where source.role == .app {
      for type in source.types where !type.conformances.isEmpty {
        declared[type.name, default: []].formUnion(type.conformances)
        if type.kind == "protocol" { protocols[type.name, default: []] += type.conformances }
      }
    }
    // A project protocol's framework ancestors, each protocol visited once.
    var ancestors: [String: Set<String>] = [:]
    func frameworkAncestors(of name: String, visiting: inout Set<String>) -> Set<String> {
      if let known = ancestors[name] { return known }
      guard let parents = protocols[name], visiting.insert(name).inserted else { return [] }
      var found = Set<String>()
      for parent in parents where !requirementFreeProtocols.contains(parent) {
        if projectTypes.contains(parent) {
          found.formUnion(frameworkAncestors(of: parent, visiting: &visiting))
        } else {
          found.insert(parent)
        }
      }
      ancestors[name] = found
      return found
    }
    var conformances: [String: Set<String>] = [:]
    for (name, all) in declared {
      var framework = Set<String>()
      for conformance in all where !requirementFreeProtocols.contains(conformance) {
        if projectTypes.contains(conformance) {
          var visiting = Set<String>()
          framework.formUnion(frameworkAncestors(of: conformance, visiting: &visiting))
        } else {
          framework.insert(conformance)
        }
      }
      if !framework.isEmpty { conformances[name] = framework }
    }
    return conformances
  }

  /// Whether the name at `offset` is a value, not a function of that name:
  /// a loop's or a closure's binding (`for purchase in purchases`, `{
  /// purchase in`), a pattern's (`case .success(let purchase)`), a
  /// parameter's name after its label (`func verify(_ purchase: Int)`), an
  /// argument or parameter label, or a use of such a binding
  /// (`print(purchase)` in the loop). Vaif-R2's `static func purchase(succeeded:errored:)`, which
  /// nothing calls, ninety-sixth round.
  static func namesLocalValue(_ tokens: [SwiftToken], _ offset: Int, in source: SwiftSource)
    -> Bool
  {
    if offset + 1 < tokens.count, tokens[offset + 1].is("in") { return true }
    if offset > 0, tokens[offset - 1].is("for") { return true }
    // The binding itself (`if case .success(let purchase) = result`).
    if offset > 0, tokens[offset - 1].keyword == .let || tokens[offset - 1].keyword == .var {
      return true
    }
    if offset > 0, offset + 1 < tokens.count, tokens[offset + 1].is(":"),
      tokens[offset - 1].is("_") || tokens[offset - 1].kind == .identifier
        // A label (`func getInfo(purchase: IAPProduct)`, `show(purchase: p)`)
        // names no function (ChineseWithCats, hundred-and-sixth round).
        || tokens[offset - 1].is("(") || tokens[offset - 1].is(",")
    {
      return true
    }
    return isLocalValue(tokens, offset, in: source)
  }

  /// Whether the name at `offset`, read without a call, is a stored property
  /// the type it sits in declares (`if hasActiveSubscription {` with `@State
  /// private var hasActiveSubscription = false`), not a reference to another
  /// type's function of that name (Ai-Tranfer-To-Text, hundred-and-fifteenth
  /// round). A computed one (`var tipMenu: some View { … }`) runs what it holds.
  static func namesOwnProperty(_ tokens: [SwiftToken], _ offset: Int, in source: SwiftSource)
    -> Bool
  {
    guard offset > 0, offset + 1 < tokens.count, !tokens[offset + 1].is("("),
      !tokens[offset - 1].is(".") || offset >= 2 && tokens[offset - 2].is("self"),
      let type = source.enclosingType(offset)
    else { return false }
    // A `{` after it is a trailing closure, unless the name ends a condition
    // (`if hasActiveSubscription {`, `while !done {`).
    if tokens[offset + 1].is("{"), !conditionStarts.contains(tokens[offset - 1].text) {
      return false
    }
    let name = tokens[offset].text
    var index = type.bodyStart + 1
    while index + 1 < type.bodyEnd {
      defer { index += 1 }
      guard tokens[index + 1].kind == .identifier, tokens[index + 1].text == name,
        tokens[index].keyword == .var || tokens[index].keyword == .let,
        source.contexts[index].functionIndex < 0,
        source.enclosingType(index)?.bodyStart == type.bodyStart
      else { continue }
      // Stored, with no closure on its line (`lazy var button: UIButton =
      // { … }()` runs its closure when read, as a computed property does).
      if index > 0, tokens[index - 1].is("lazy") { return false }
      let line = tokens[index].line
      var next = index + 2
      while next < type.bodyEnd, tokens[next].line == line {
        if tokens[next].is("{") { return false }
        next += 1
      }
      return true
    }
    return false
  }

  /// Tokens before the last term of a condition.
  private static let conditionStarts: Set<String> = ["if", "while", "!", "&&", "||", ","]

  /// Whether the name at `offset` is a value bound earlier in the same
  /// function (a parameter, `for purchase in`, `{ purchase in`, `let
  /// purchase =`, `if let purchase`), which hides a function of that name.
  private static func isLocalValue(_ tokens: [SwiftToken], _ offset: Int, in source: SwiftSource)
    -> Bool
  {
    // `manager.purchase(…)` is a member, whatever the locals are named.
    guard offset > 0, !tokens[offset - 1].is(".") else { return false }
    let function = Int(source.contexts[offset].functionIndex)
    guard function >= 0 else { return false }
    let start = source.functions[function].bodyStart
    let name = tokens[offset].text
    // A parameter (`func getInfo(_ purchase: Int)`).
    if source.functions[function].parameters(in: tokens)?.contains(where: { $0.name == name })
      == true
    {
      return true
    }
    var back = offset - 1
    while back > start {
      if tokens[back].kind == .identifier, tokens[back].text == name {
        let previous = tokens[back - 1]
        if previous.is("for") || previous.keyword == .let || previous.keyword == .var
          || back + 1 < offset && tokens[back + 1].is("in")
        {
          return true
        }
      }
      back -= 1
    }
    return false
  }

  /// For each of `names` app code names, the functions whose code names it
  /// (the function holding the call when only a call by name runs it, `""`
  /// otherwise). Declarations, tests, code that never runs and, unless
  /// `countsExempt`, `#if DEBUG` blocks and previews are no callers. A name
  /// the app declares twice or more, named only inside functions of that
  /// name that are called only by name, is named by forwarders alone
  /// (`func purchasePremium() { store.purchasePremium() }` in a view model
  /// no running code calls); declared once, the call inside is another's
  /// (`product.purchase()` inside Superwall's `purchase(product:)`).
  /// With `members`, a call outside any function, in a member that runs
  /// only when read (`MemberHolders`), is held by that member.
  /// With `overloads`, `names` and the callers are keys (`FunctionOverloads`):
  /// a call counts for an overload only when its arguments fill that one's
  /// parameters.
  private static func callingFunctions(
    of names: Set<String>, in sources: [SwiftSource], projectTypes: Set<String>,
    conformers: [String: Set<String>], countsExempt: Bool = false, members: MemberHolders? = nil,
    overloads: FunctionOverloads? = nil
  ) -> [String: Set<String>] {
    struct Calls {
      var holders: [String: Set<String>] = [:]
      var forwarded = Set<String>()
      var declarations: [String: Int] = [:]
    }
    let keysByName = Dictionary(grouping: names, by: FunctionOverloads.name(of:))
    let shape = PreviewOnlyTypes.NameShape(Set(keysByName.keys))
    let found = ConcurrentSlots.map(sources.count) { sourceIndex -> Calls in
      var calls = Calls()
      let source = sources[sourceIndex]
      guard source.role == .app else { return calls }
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard shape.mayBeOne(of: text), let keys = keysByName[text] else { continue }
        if offset > 0, tokens[offset - 1].is("func") {
          calls.declarations[text, default: 0] += 1
          continue
        }
        if namesLocalValue(tokens, offset, in: source) { continue }
        if namesOwnProperty(tokens, offset, in: source) { continue }
        // A property's declaration (`var tipMenu: some View {`) reads nothing.
        if members != nil, offset > 0,
          tokens[offset - 1].keyword == .var || tokens[offset - 1].keyword == .let
        {
          continue
        }
        // Nor does an argument label (`Self(setIsPremiumUser: { … })`, a
        // dependency client's closure handed over by label; Yomikikase,
        // seventy-sixth round).
        if members != nil, offset > 0, offset + 1 < tokens.count, tokens[offset + 1].is(":"),
          tokens[offset - 1].is("(") || tokens[offset - 1].is(",")
        {
          continue
        }
        guard countsExempt ? !source.contexts[offset].isUnreachable : !source.isExempt(offset)
        else { continue }
        // A test double (`StubProductRepository`, `MockPurchaseService`)
        // stands in for the store in a build nobody buys from: its calls
        // run no shipping code (LightRoll_Cleaner, sixty-seventh round).
        if !countsExempt, TestDouble.encloses(source, offset) { continue }
        let called =
          overloads.map { known in keys.filter { known.mayName($0, at: offset, in: source) } }
          ?? keys
        guard !called.isEmpty else { continue }
        let function = Int(source.contexts[offset].functionIndex)
        let holder =
          function >= 0
          ? isCalledOnlyByName(
            source, function: source.functions[function], projectTypes: projectTypes,
            frameworkConformances: conformers)
            ? overloads?.key(of: source.functions[function], in: source)
              ?? source.functions[function].name : ""
          : members?.holder(of: offset, in: source) ?? ""
        // A forwarder UIKit may call (`@IBAction func restorePurchases(_:)
        // { storeManager.restorePurchases() }`) runs whatever its name. An
        // overload calling another (`func restorePurchases()` calling
        // `restorePurchases { result in … }`) is that one's caller.
        let forwards = !holder.isEmpty && isInFunctionNamed(text, source, offset)
        for key in called {
          let name = FunctionOverloads.withoutOwner(key)
          if forwards, name == FunctionOverloads.withoutOwner(holder) || name == text {
            calls.forwarded.insert(key)
          } else {
            calls.holders[key, default: []].insert(holder)
          }
        }
      }
      return calls
    }
    var all = Calls()
    for case let part? in found {
      all.holders.merge(part.holders) { $0.union($1) }
      all.forwarded.formUnion(part.forwarded)
      all.declarations.merge(part.declarations, uniquingKeysWith: +)
    }
    for key in all.forwarded
    where all.declarations[FunctionOverloads.name(of: key), default: 0] < 2 {
      all.holders[key, default: []].insert("")
    }
    return all.holders
  }

  /// Those of `names` that running app code names only inside types no app
  /// code uses (`SubscriptionService.purchase(_:)`, called only by two
  /// paywalls nothing shows; Khandoba, fifty-sixth round). A name the type
  /// declaring it calls counts as used: the doctor does not follow calls
  /// between a type's own methods here.
  static func calledOnlyFromUnusedTypes(among names: Set<String>, in index: ProjectIndex)
    -> Set<String>
  {
    guard !names.isEmpty else { return [] }
    let sources = index.swiftSources
    let shape = PreviewOnlyTypes.NameShape(names)
    let found = ConcurrentSlots.map(sources.count) { sourceIndex -> [String: Set<String>] in
      var callers: [String: Set<String>] = [:]
      let source = sources[sourceIndex]
      guard source.role == .app else { return callers }
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard shape.mayBeOne(of: text), names.contains(text),
          offset == 0 || !tokens[offset - 1].is("func"), !source.isExempt(offset),
          // The store's call a wrapper of its name makes (`product.purchase()`
          // inside `func purchase(_:)`) calls the store, not the wrapper.
          !isInFunctionNamed(text, source, offset)
        else { continue }
        callers[text, default: []].insert(source.outermostType(offset)?.name ?? "")
      }
      return callers
    }
    var callers: [String: Set<String>] = [:]
    for slot in found {
      for (name, types) in slot ?? [:] { callers[name, default: []].formUnion(types) }
    }
    let callerTypes = Set(callers.values.joined()).subtracting([""])
    guard !callerTypes.isEmpty else { return [] }
    let unused = UnusedTypes.find(among: callerTypes, in: index)
    guard !unused.isEmpty else { return [] }
    return names.filter { name in
      callers[name].map { !$0.isEmpty && $0.allSatisfy(unused.contains) } ?? false
    }
  }

  /// Whether the token at `offset` is in a `private` or `fileprivate`
  /// function its file names only in switch cases no value reaches
  /// (`private func subscribe(_:)` called only from an onboarding's
  /// unreachable paywall step, haven, thirty-eighth round): it never runs.
  static func isInPrivateFunctionOnlyUnreachableCodeCalls(_ source: SwiftSource, _ offset: Int)
    -> Bool
  {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return false }
    let function = source.functions[functionIndex]
    let tokens = source.tokens
    var keyword = function.bodyStart
    while keyword > 0, function.bodyStart - keyword < 120, !tokens[keyword].is("func") {
      keyword -= 1
    }
    guard tokens[keyword].is("func") else { return false }
    var back = keyword - 1
    var isPrivate = false
    while back >= 0, keyword - back < 8, !tokens[back].is("}"), !tokens[back].is("{"),
      !tokens[back].is(";")
    {
      if tokens[back].is("private") || tokens[back].is("fileprivate") { isPrivate = true }
      back -= 1
    }
    guard isPrivate else { return false }
    var namedInUnreachableCode = false
    for index in tokens.indices
    where tokens[index].kind == .identifier && tokens[index].text == function.name
      && index != keyword + 1
    {
      guard source.contexts[index].isUnreachable else { return false }
      namedInUnreachableCode = true
    }
    return namedInUnreachableCode
  }

  /// Whether the token at `offset` is inside a function of the name it
  /// spells (a view model's `func purchasePremium() { store.purchasePremium() }`).
  private static func isInFunctionNamed(_ name: String, _ source: SwiftSource, _ offset: Int)
    -> Bool
  {
    let function = Int(source.contexts[offset].functionIndex)
    return function >= 0 && source.functions[function].name == name
  }

  /// Those of `names` that app code names other than to declare a function
  /// (`func name`), as `callingFunctions` counts callers; `#if DEBUG`
  /// blocks and previews only with `countsExempt` (they may run).
  private static func namedByApp(
    _ names: Set<String>, in sources: [SwiftSource], countsExempt: Bool
  ) -> Set<String> {
    guard !names.isEmpty else { return [] }
    return Set(
      callingFunctions(
        of: names, in: sources, projectTypes: UnreadMembers.declaredTypes(sources), conformers: [:],
        countsExempt: countsExempt
      ).keys)
  }

  /// Whether app code calls `function` (declared in `declaring`) with
  /// arguments that fill its parameters, outside its own body:
  /// `manager.purchase(product)` calls `func purchase(_ product: Product)`;
  /// StoreKit's `product.purchase()` does not, nor does
  /// `manager.purchase(product) { result in … }` (the closure has no
  /// parameter to fill; AutopilotGPTPRO, ninety-second round). Only in an
  /// app (an entry point); otherwise it counts as called. A reference
  /// (`#selector(purchase)`, `action: purchase`) calls it.
  ///
  /// Swift 2 left a method's first argument unlabelled by default
  /// (`func askForFeatures(fromCategories: Bool)` called as
  /// `store.askForFeatures(true)`; PrayerDevotion, ninety-seventh round):
  /// such a call fills it too.
  static func isCalledFillingItsParameters(
    _ function: FunctionDeclaration, in declaring: SwiftSource, sources: [SwiftSource]
  ) -> Bool {
    areCalledFillingTheirParameters([(function, declaring)], sources: sources)[0]
  }

  /// `isCalledFillingItsParameters` for each of `functions`, in one walk
  /// over the project's tokens (a walk per function cost a rule a tenth of
  /// the doctor's time on 10,000 files).
  static func areCalledFillingTheirParameters(
    _ functions: [(declaration: FunctionDeclaration, source: SwiftSource)],
    sources: [SwiftSource]
  ) -> [Bool] {
    guard sources.contains(where: UnusedTypes.isEntryPoint) else {
      return Array(repeating: true, count: functions.count)
    }
    var called = Array(repeating: false, count: functions.count)
    struct Pending {
      var position: Int
      var parameters: [FunctionParameter]
      /// As a Swift 2 call fills them: the first label left unwritten.
      var swift2Parameters: [FunctionParameter]?
    }
    var pendingByName: [String: [Pending]] = [:]
    for (position, function) in functions.enumerated() {
      guard let parameters = function.declaration.parameters(in: function.source.tokens) else {
        called[position] = true
        continue
      }
      var swift2Parameters: [FunctionParameter]?
      if let first = parameters.first, first.label != "_", first.label == first.name {
        swift2Parameters = parameters
        swift2Parameters?[0].label = "_"
      }
      pendingByName[function.declaration.name, default: []].append(
        Pending(position: position, parameters: parameters, swift2Parameters: swift2Parameters))
    }
    for source in sources where source.role == .app && !pendingByName.isEmpty {
      let code = source.tokens
      for offset in code.indices.dropLast(2) where code[offset].kind == .identifier {
        guard let pending = pendingByName[code[offset].text] else { continue }
        if offset > 0, code[offset - 1].is("func") { continue }
        if namesLocalValue(code, offset, in: source) || namesOwnProperty(code, offset, in: source) {
          continue
        }
        let call = code[offset + 1].is("(") ? CallArguments(code, calledAt: offset) : nil
        var stillPending: [Pending] = []
        for function in pending {
          let declaration = functions[function.position].declaration
          if source.path == functions[function.position].source.path,
            offset > declaration.bodyStart, offset < declaration.bodyEnd
          {
            stillPending.append(function)
            continue
          }
          // Named without a call (`#selector(purchase)`, `action: purchase`): counts.
          guard let call else {
            called[function.position] = true
            continue
          }
          if call.fills(function.parameters) || function.swift2Parameters.map(call.fills) == true {
            called[function.position] = true
          } else {
            stillPending.append(function)
          }
        }
        pendingByName[code[offset].text] = stillPending.isEmpty ? nil : stillPending
      }
    }
    return called
  }

  /// The members a call outside any function may sit in that run only when
  /// read: computed and `lazy` properties of types whose members only code
  /// naming them reads (`UnreadMembers.member`).
  struct MemberHolders {
    private let projectTypes: Set<String>
    private let extensionConformances: [String: Set<String>]
    private let declarationConformances: [String: Set<String>]

    init(_ sources: [SwiftSource], projectTypes: Set<String>) {
      self.projectTypes = projectTypes
      extensionConformances = UnreadMembers.conformances(sources, ofExtensions: true)
      declarationConformances = UnreadMembers.conformances(sources, ofExtensions: false)
    }

    /// The name of the member holding the token at `offset`, or nil.
    func holder(of offset: Int, in source: SwiftSource) -> String? {
      member(at: offset, in: source, runsOnlyWhenRead: true)?.name
    }

    /// The member holding the token at `offset` (`UnreadMembers.member`).
    func member(at offset: Int, in source: SwiftSource, runsOnlyWhenRead: Bool = false)
      -> UnreadMembers.Member?
    {
      UnreadMembers.member(
        at: offset, in: source,
        conformances: { type in
          var all = Set(type.conformances).union(extensionConformances[type.name] ?? [])
          if type.kind == "extension" { all.formUnion(declarationConformances[type.name] ?? []) }
          return all
        }, projectTypes: projectTypes, runsOnlyWhenRead: runsOnlyWhenRead)
    }
  }
}
