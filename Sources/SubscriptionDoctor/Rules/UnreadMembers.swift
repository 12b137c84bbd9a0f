/// Members of the app's own — computed properties, stored properties,
/// functions, file-level constants — that no code reads: a plan enum's
/// `var description` when the enum is no `CustomStringConvertible` (Swift never
/// reads it for you), a file-level plan list whose only `ForEach` was commented
/// out. What they hold is never shown.
///
/// Only where "no code reads it" can be known from the names the doctor sees:
/// - the folder is an app (an entry point), as for `UnusedTypes`;
/// - the member is not `override`, `public`, `open`, `@objc`, `@IBAction`,
///   `@IBInspectable` or `@IBOutlet` (a superclass, another module, a selector
///   or Interface Builder may read it);
/// - its type conforms only to the project's own protocols and to protocols
///   whose requirements the member is not (`String`, `CaseIterable`, `Codable`,
///   `Hashable`, `Identifiable`, `ObservableObject`, SwiftUI's `View`, `App`,
///   `Scene`, `ViewModifier`: Swift reads `rawValue`, `allCases`, `id`,
///   `objectWillChange`, `body`, never a `price`), across the type's
///   extensions; a delegate, a `CustomStringConvertible` may be read by the framework;
/// - no app code names it (comments are not code; tests are no reader), other
///   than to declare something of that name, as an implicit member (only
///   static members are), or in a file no value of its type reaches.
enum UnreadMembers {
  /// A collection's members that say how many elements it holds, not what they are.
  static let sizeMembers: Set<String> = [
    "count", "isEmpty", "indices", "startIndex", "endIndex",
  ]

  /// Store SDKs' product values, whose members (`displayPrice`,
  /// `localizedPriceString`) share names with an app's own price members.
  static let storeValueTypes: Set<String> = [
    "Product", "SKProduct", "StoreProduct", "Package", "AdaptyPaywallProduct", "ApphudProduct",
  ]

  /// Store SDKs' members holding such a value (RevenueCat's
  /// `package.storeProduct`, `storeProduct.sk2Product`): a chain through one
  /// (`monthlyPackage.storeProduct.price`) reads the SDK's member, not an
  /// app plan enum's `price` (Schedulr, hundred-and-fourteenth round).
  static let storeValueMembers: [String: String] = [
    "storeProduct": "StoreProduct", "sk1Product": "SKProduct", "sk2Product": "Product",
  ]

  /// Protocols (and raw-value types) whose requirements Swift itself reads,
  /// and those requirements: a member of another name in a type conforming
  /// only to these is read only by name.
  private static let inertConformances: Set<String> = [
    "String", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Character", "CaseIterable", "Codable", "Decodable", "Encodable",
    "Hashable", "Equatable", "Comparable", "Identifiable", "Sendable", "RawRepresentable",
    // SwiftUI reads an observable object's members only through the views naming them.
    "ObservableObject",
    // …and a view's, app's or scene's only through `body`: a `var tipMenu:
    // some View` nothing names is never drawn (SignedLua, seventieth round).
    "View", "App", "Scene", "ViewModifier",
  ]
  private static let inertRequirements: Set<String> = [
    "rawValue", "allCases", "id", "hash", "hashValue", "encode", "init", "objectWillChange", "body",
  ]
  private static let memberKeywords: Set<String> = ["var", "let", "func"]
  /// Tokens before the `.` of an implicit member expression (`(.title)`,
  /// `= .monthly`, `case .yearly`): no value stands before the dot.
  private static let implicitMemberContext: Set<String> = [
    "(", ",", ":", "=", "[", "{", "return", "case", "in", "??", "==", "!=", "&&", "||",
  ]
  private static let declarationKeywords: Set<String> = [
    "var", "let", "func", "case", "struct", "class", "enum", "actor", "protocol", "extension",
    "typealias", "init", "subscript", "deinit",
  ]
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "static", "class", "final",
    "override", "lazy", "weak", "unowned", "mutating", "nonmutating", "dynamic", "nonisolated",
    "required", "convenience", "indirect",
  ]
  private static let readByOthers: Set<String> = [
    "override", "public", "open", "objc", "IBAction", "IBInspectable", "IBOutlet", "IBSegueAction",
    "dynamic", "NSManaged",
  ]

  /// The name of the member holding the token at `offset` (the `var`, `let` or
  /// `func` at the top level of its innermost type, or of the file), when only
  /// code naming it can read it. `projectTypes` are the types the project
  /// declares (`declaredTypes`), `conformances` all a type's conformances
  /// (its own and those its other declarations and extensions add).
  /// With `runsOnlyWhenRead`, only a member whose code runs when it is read
  /// and not before: a function, or a computed or `lazy` property holding
  /// `offset` in its body (a stored property's initial value runs when its
  /// type is made, read or not).
  static func member(
    at offset: Int, in source: SwiftSource, conformances: (TypeDeclaration) -> Set<String>,
    projectTypes: Set<String>, runsOnlyWhenRead: Bool = false, publicIsAPI: Bool = true
  ) -> Member? {
    let tokens = source.tokens
    let type = source.enclosingType(offset)
    // In a type a framework reads (a `View`), only a `private` member is read
    // by name alone: a protocol's witness is never private.
    var framework = Set<String>()
    if let type {
      var all = conformances(type)
      // A UIKit or AppKit view or controller's superclass reads only the
      // members it declares, which a subclass overrides: another member
      // (`var infoStr = "…$9.99 per week…"` in a `UIView` subclass;
      // EggBDsoSharpenImage, sixty-sixth round) is read by name, unless
      // `@objcMembers` lets Objective-C read every member.
      if type.kind == "class", let superclass = type.conformances.first,
        Self.readsOnlyOverrides(superclass), !Self.exposesMembers(type, in: tokens)
      {
        all.remove(superclass)
      }
      framework = all.filter { !projectTypes.contains($0) && !inertConformances.contains($0) }
    }
    // The last member keyword at the scope's own depth before `offset`.
    var depth = 0
    var keyword: Int?
    var position = type.map { $0.bodyStart + 1 } ?? 0
    while position < offset {
      let token = tokens[position]
      if token.kind == .punctuation {
        if token.is("{") {
          depth += 1
        } else if token.is("}") {
          depth -= 1
        }
      } else if depth == 0, token.kind == .identifier, declarationKeywords.contains(token.text),
        position == 0 || !tokens[position - 1].is(".")
      {
        keyword = memberKeywords.contains(token.text) ? position : nil
      }
      position += 1
    }
    guard let keyword, keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier
    else { return nil }
    let name = tokens[keyword + 1].text
    guard !inertRequirements.contains(name) else { return nil }
    // Objective-C delegates and data sources (`UITableViewDataSource`)
    // require methods, no stored value but a window: a controller's property
    // (`let productAmount = ["$15.95"]`) is still read by name alone
    // (fifomatch, ninetieth round).
    let isProperty = tokens[keyword].keyword != .func && name != "window"
    let needsPrivate = framework.contains {
      !(isProperty && Self.isObjectiveCDelegate($0))
    }
    // The modifiers and attributes right before the keyword (`@objc private
    // static`, `@IBInspectable`), not the previous declaration's.
    var back = keyword - 1
    var isPrivate = false
    var isStatic = false
    while back >= 0, keyword - back < 24 {
      let token = tokens[back]
      if token.is(")") {
        // An attribute's arguments (`@available(iOS 17, *)`).
        guard let open = tokens.openingBracket(of: back) else { break }
        back = open - 1
        continue
      }
      guard token.kind == .attribute || modifiers.contains(token.text) else { break }
      // `public` in a file only programs build (an app; a package target only
      // tests import does not ship) is read by no other module
      // (ios-video-downloader, eighty-ninth round).
      if readByOthers.contains(token.text),
        publicIsAPI || !(token.is("public") || token.is("open"))
      {
        return nil
      }
      if token.is("private") || token.is("fileprivate") { isPrivate = true }
      if token.is("static") || token.is("class") { isStatic = true }
      back -= 1
    }
    if needsPrivate, !isPrivate { return nil }
    if runsOnlyWhenRead, tokens[keyword].keyword != .func,
      !isLazy(keyword, tokens) && !isComputed(keyword, holding: offset, tokens)
    {
      return nil
    }
    return Member(
      name: name, owner: type?.name, isStatic: isStatic,
      isFunction: tokens[keyword].keyword == .func)
  }

  /// Whether `lazy` stands among the modifiers before the `var` at `keyword`.
  private static func isLazy(_ keyword: Int, _ tokens: [SwiftToken]) -> Bool {
    var back = keyword - 1
    while back >= 0, keyword - back < 8, tokens[back].kind == .identifier {
      if tokens[back].is("lazy") { return true }
      back -= 1
    }
    return false
  }

  /// Whether the `var` at `keyword` is computed and `offset` is in its body:
  /// its type is followed by `{` before any `=` (`var tipMenu: some View {
  /// … }`), and the body does not start with an observer (`{ didSet {`).
  private static func isComputed(_ keyword: Int, holding offset: Int, _ tokens: [SwiftToken])
    -> Bool
  {
    guard tokens[keyword].keyword == .var,
      let body = tokens.firstTopLevel(
        where: { $0.is("=") || $0.is("{") }, from: keyword + 2, before: offset),
      tokens[body].is("{"), body + 1 < tokens.count
    else { return false }
    return !tokens[body + 1].is("didSet") && !tokens[body + 1].is("willSet")
  }

  /// Whether a framework superclass reads only what it declares: a UIKit or
  /// AppKit view, a cell, a control, a view controller.
  private static func readsOnlyOverrides(_ superclass: String) -> Bool {
    TypeDeclaration.isPlatformViewClass(superclass)
      || (superclass.hasPrefix("UI") || superclass.hasPrefix("NS"))
        && superclass.hasSuffix("ViewController")
  }

  /// Whether the bare name at `offset` is the function's own value: a
  /// parameter's declaration or a read of a parameter or of a local the
  /// function declares before it. It shadows a member of that name
  /// (`static func continueWithOlliePrice(_ price: String)` reading
  /// `\(price)` beside `static let price = "€19"`; ollie-app, ninetieth
  /// round). `Self.price` and `self.price` still read the member.
  private static func isShadowed(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    let name = tokens[offset].text
    guard offset > 0, !tokens[offset - 1].is(".") else { return false }
    let functionIndex = Int(source.contexts[offset].functionIndex)
    if functionIndex >= 0 {
      let function = source.functions[functionIndex]
      if function.parameters(in: tokens)?.contains(where: { $0.name == name }) == true {
        return true
      }
      var at = function.bodyStart + 1
      while at + 1 < offset {
        if tokens[at].keyword == .let || tokens[at].keyword == .var, tokens[at + 1].is(name) {
          return true
        }
        at += 1
      }
    }
    // The parameter's own declaration (`(_ price: String`, `, price: String`).
    guard offset + 1 < tokens.count, tokens[offset + 1].is(":") else { return false }
    return source.functions.contains { function in
      guard let list = function.parameterList(in: tokens), list.open < offset, offset < list.close
      else { return false }
      return tokens.parameters(from: list.open, to: list.close).contains { $0.name == name }
    }
  }

  /// Whether `name` reads as an Objective-C framework's delegate, data
  /// source or observer protocol (`UITableViewDataSource`,
  /// `UICollectionViewDelegateFlowLayout`, `SKPaymentTransactionObserver`):
  /// a prefix of capitals, and one of those words.
  private static func isObjectiveCDelegate(_ name: String) -> Bool {
    name.prefix { $0.isUppercase }.count >= 3
      && (name.contains("Delegate") || name.contains("DataSource") || name.hasSuffix("Observer"))
  }

  /// Whether `@objcMembers` stands before the type's declaration.
  private static func exposesMembers(_ type: TypeDeclaration, in tokens: [SwiftToken]) -> Bool {
    var back = type.bodyStart - 1
    while back >= 0, type.bodyStart - back < 64, !tokens[back].is("}"), !tokens[back].is("{") {
      if tokens[back].kind == .attribute, tokens[back].text == "objcMembers" { return true }
      back -= 1
    }
    return false
  }

  /// The stored field the literal at `offset` initialises through a
  /// memberwise initialiser: `label: "…"` directly inside `TypeName(…)` or
  /// `.init(…)`, where `label` is a `var` or `let` the type declares
  /// (`.init(productId: "…", productPrice: "6.99$")`, DealDoc, fiftieth
  /// round). A field no code reads never shows what it holds. `owners` gives
  /// the app types declaring a `var` or `let` of a name (`fieldOwners`); a
  /// `.init` whose name more than one type declares is left alone, as is a
  /// type that may be encoded (`Codable`, `Encodable`) or read by a framework.
  static func field(
    at offset: Int, in source: SwiftSource, owners: (String) -> [TypeDeclaration],
    conformances: (TypeDeclaration) -> Set<String>, projectTypes: Set<String>
  ) -> Member? {
    let tokens = source.tokens
    guard offset >= 3, tokens[offset - 1].is(":"), tokens[offset - 2].kind == .identifier,
      tokens[offset - 3].is("(") || tokens[offset - 3].is(",")
    else { return nil }
    let label = tokens[offset - 2].text
    // The `(` of the call holding the argument.
    var back = offset - 3
    var depth = 0
    while back > 0, offset - back < 400 {
      let token = tokens[back]
      if token.is(")") || token.is("]") || token.is("}") {
        depth += 1
      } else if token.is("(") || token.is("[") || token.is("{") {
        if depth == 0 { break }
        depth -= 1
      }
      back -= 1
    }
    guard back > 1, tokens[back].is("("), tokens[back - 1].kind == .identifier else { return nil }
    let callee = tokens[back - 1].text
    let declaring = owners(label)
    let owner: TypeDeclaration?
    if callee == "init", tokens[back - 2].is(".") {
      owner = declaring.count == 1 ? declaring.first : nil
    } else {
      owner = declaring.first { $0.name == callee }
    }
    guard let owner, !["Codable", "Encodable"].contains(where: conformances(owner).contains),
      conformances(owner).allSatisfy({ projectTypes.contains($0) || inertConformances.contains($0) }
      )
    else { return nil }
    return Member(name: label, owner: owner.name)
  }

  /// The app types declaring a `var` or `let` named `name` among their own
  /// members (not a function's local).
  static func fieldOwners(_ name: String, in sources: [SwiftSource]) -> [TypeDeclaration] {
    var owners: [TypeDeclaration] = []
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropFirst() where tokens[offset].is(name) {
        let keyword = tokens[offset - 1].keyword
        guard keyword == .var || keyword == .let, source.contexts[offset].functionIndex < 0,
          let type = source.enclosingType(offset), type.kind != "extension",
          !owners.contains(where: { $0.name == type.name })
        else { continue }
        owners.append(type)
      }
    }
    return owners
  }

  /// For each place (a literal in a source), whether the member holding it
  /// is one no code reads (`member(at:)`, then `unread(among:)`): a product
  /// id constant in a namespace nothing names (`Constants.ProductIds
  /// .enhancedMonthly`; inkfiction, eightieth round) is loaded by nothing.
  static func heldOnlyByUnread(
    _ places: [(source: SwiftSource, offset: Int)], in index: ProjectIndex
  )
    -> [Bool]
  {
    guard !places.isEmpty else { return [] }
    let sources = index.swiftSources
    let extensions = conformances(sources, ofExtensions: true)
    let declarations = conformances(sources, ofExtensions: false)
    let projectTypes = declaredTypes(sources)
    func all(_ type: TypeDeclaration) -> Set<String> {
      var all = Set(type.conformances).union(extensions[type.name] ?? [])
      if type.kind == "extension" { all.formUnion(declarations[type.name] ?? []) }
      return all
    }
    let members = places.map {
      member(
        at: $0.offset, in: $0.source, conformances: all, projectTypes: projectTypes,
        publicIsAPI: !index.buildsOnlyIntoPrograms($0.source.path))
    }
    let unreadMembers = unread(
      among: Set(members.compactMap { $0 }), in: sources,
      unusedAmong: { UnusedTypes.find(among: $0, in: index) })
    return members.map { $0.map(unreadMembers.contains) ?? false }
  }

  /// The conformances each type name is given across `sources`, by its
  /// extensions or by its declarations. Apart, because a project of 10,000
  /// views declares 10,000 conformances to `View` and few extensions: a
  /// member of a declared type needs only the extensions' table.
  static func conformances(_ sources: [SwiftSource], ofExtensions: Bool) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for source in sources {
      for type in source.types
      where (type.kind == "extension") == ofExtensions && !type.conformances.isEmpty {
        result[type.name, default: []].formUnion(type.conformances)
      }
    }
    return result
  }

  /// The types the project declares (not those it only extends: `extension
  /// View` makes SwiftUI's `View` no type of the project's).
  static func declaredTypes(_ sources: [SwiftSource]) -> Set<String> {
    var result = Set<String>()
    for source in sources {
      for type in source.types where type.kind != "extension" { result.insert(type.name) }
    }
    return result
  }

  /// The project's types by kind, and every type's conformances across its
  /// declarations and extensions: a receiver of one concrete type reads no
  /// member of another that does not conform to it.
  private struct TypeKinds {
    /// Structs, enums, classes and actors (not protocols).
    var concrete: Set<String> = []
    var protocols: Set<String> = []
    /// Structs and enums, whose members no other type inherits.
    var values: Set<String> = []
    var conformances: [String: Set<String>] = [:]
  }

  private static func concreteTypes(_ sources: [SwiftSource]) -> TypeKinds {
    var kinds = TypeKinds()
    var references = Set<String>()
    for source in sources {
      for type in source.types {
        switch type.kind {
        case "protocol": kinds.protocols.insert(type.name)
        case "struct", "enum": kinds.values.insert(type.name)
        case "class", "actor": references.insert(type.name)
        default: break
        }
        if !type.conformances.isEmpty {
          kinds.conformances[type.name, default: []].formUnion(type.conformances)
        }
      }
    }
    kinds.concrete = kinds.values.union(references).subtracting(kinds.protocols)
    kinds.values.subtract(references.union(kinds.protocols))
    return kinds
  }

  /// The names a value of the type `owner` goes by: the type itself, the
  /// project's protocols it conforms to and the types conforming to it (its
  /// subclasses). A file naming none of these, and no property, parameter
  /// or function declared with one of them, holds no value of the type.
  private static func identity(
    of owner: String,
    kinds: TypeKinds
  ) -> Set<String> {
    var names: Set<String> = [owner]
    names.formUnion((kinds.conformances[owner] ?? []).intersection(kinds.protocols))
    for (type, conformances) in kinds.conformances where conformances.contains(owner) {
      names.insert(type)
    }
    return names
  }

  /// The name declared to hold a value of the type named at `offset`: the
  /// property or parameter it annotates (`buyCallBack: ((InAppId.Subscription)
  /// -> Void)?`, `products: [Product]`), the `let`/`var` it initialises (`var
  /// selectedOption = InAppId.Subscription.yearly`, `let products = try await
  /// Product.products(for: ids)`) or the function returning it (`func
  /// plan(for id: String) -> Plan?`). Nil for a nested type's name
  /// (`Product.SubscriptionInfo`) and anything else.
  private static func carrier(ofTypeNameAt offset: Int, _ tokens: [SwiftToken]) -> String? {
    if offset + 2 < tokens.count, tokens[offset + 1].is("."),
      tokens[offset + 2].text.first?.isUppercase == true
    {
      return nil
    }
    let typePunctuation: Set<String> = [
      "(", "[", "<", ".", "?", "!", "try", "await", "any", "some",
    ]
    var back = offset - 1
    while back > 0, offset - back < 24 {
      let token = tokens[back]
      if token.is(":") || token.is("=") {
        let name = tokens[back - 1]
        guard name.kind == .identifier, name.text.first?.isLowercase == true else { return nil }
        if token.is("=") { return memberKeywords.contains(tokens[back - 2].text) ? name.text : nil }
        // An annotation, not a call's argument (`URL(string: Plan.terms.url)`).
        let after = offset + 1 < tokens.count ? tokens[offset + 1] : token
        return after.is(".") || after.is("(") ? nil : name.text
      }
      if token.is("->") {
        // The function's name, back on its line.
        var function = back - 1
        while function > 0, tokens[function].line == token.line, back - function < 40 {
          if tokens[function].is("func") { return tokens[function + 1].text }
          function -= 1
        }
        return nil
      }
      let isQualifier = token.kind == .identifier && tokens[back + 1].is(".")
      let isGeneric = token.kind == .identifier && tokens[back + 1].is("<")
      guard typePunctuation.contains(token.text) || isQualifier || isGeneric else { return nil }
      back -= 1
    }
    return nil
  }

  /// A member by name and the type declaring it (nil: the file's top level).
  struct Member: Hashable {
    var name: String
    var owner: String?
    /// `static` or `class`: the only members an implicit member expression
    /// (`.font(.title)`) reads.
    var isStatic = false
    /// A function (`func monthlyPrice() -> String`), not a property.
    var isFunction = false
  }

  /// Whether the token at `offset` is inside the body of a property or
  /// function named `name` (the braces enclosing it, back to the file's start
  /// or 2,000 tokens).
  private static func isInMemberNamed(_ name: String, _ tokens: [SwiftToken], _ offset: Int)
    -> Bool
  {
    var depth = 0
    var back = offset - 1
    while back > 0, offset - back < 2_000 {
      let token = tokens[back]
      if token.is("}") {
        depth += 1
      } else if token.is("{") {
        if depth > 0 {
          depth -= 1
        } else {
          // An opening brace enclosing `offset`: does a member named `name` open it?
          var declaration = back - 1
          while declaration > 0, back - declaration < 16,
            !tokens[declaration].is("{"), !tokens[declaration].is("}")
          {
            if tokens[declaration].keyword == .var || tokens[declaration].keyword == .func {
              if tokens[declaration + 1].is(name) { return true }
              break
            }
            declaration -= 1
          }
        }
      }
      back -= 1
    }
    return false
  }

  /// Those of `members` that no app code reads: named only to declare
  /// something of that name, as an argument label (`FeatureRow(description:
  /// …)`), or bare inside another type declaring its own member of that name
  /// (`Text(description)` in `FeatureRow`). Empty unless the folder is an app
  /// (an entry point).
  /// With `unusedAmong` (`UnusedTypes.find` over the app), a member read
  /// only inside types nothing uses is unread too: `AMENConnectTier.monthlyPrice`
  /// named only by a sign-up screen that only previews create (AMENAPP,
  /// sixty-ninth round).
  static func unread(
    among members: Set<Member>, in sources: [SwiftSource],
    unusedAmong: ((Set<String>) -> Set<String>)? = nil
  ) -> Set<Member> {
    guard !members.isEmpty, sources.contains(where: UnusedTypes.isEntryPoint) else { return [] }
    let names = Set(members.map(\.name))
    let shape = PreviewOnlyTypes.NameShape(names)
    let kinds = concreteTypes(sources)
    /// A file's mentions of the names (code that never runs reads nothing)
    /// and, for each name, the types of the file declaring a member of it.
    struct Scan {
      var source: SwiftSource
      var mentions: [Int] = []
      var declaringTypes: [String: Set<Int32>] = [:]
      /// The owners whose names (`identity(of:kinds:)`) the file mentions.
      var holds: Set<String> = []
    }
    // A value of a member's type reaches a file only through a name: the
    // type's own or a property, parameter or function declared with it.
    // `option.title` in a file naming neither reads another type's `title`
    // (SpeakLife's plan enum, fifty-eighth round).
    var ownersByName: [String: [String]] = [:]
    var identities: [String: Set<String>] = [:]
    for owner in Set(members.compactMap(\.owner)) {
      let names = identity(of: owner, kinds: kinds)
      identities[owner] = names
      for name in names { ownersByName[name, default: []].append(owner) }
    }
    let identityShape = PreviewOnlyTypes.NameShape(Set(ownersByName.keys))
    var carriers: [String: Set<String>] = [:]
    var scans: [Scan] = []
    var declarations: [String: Int] = [:]
    // Names the app declares both as properties and as functions:
    // `displayPrice(id)` calls the method, it reads no property
    // `displayPrice` (Peel, ninety-ninth round).
    var functionNames = Set<String>()
    var propertyNames = Set<String>()
    for source in sources where source.role == .app {
      let tokens = source.tokens
      var scan = Scan(source: source)
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        if identityShape.mayBeOne(of: text), let owners = ownersByName[text] {
          scan.holds.formUnion(owners)
          if let name = carrier(ofTypeNameAt: offset, tokens) {
            for owner in owners { carriers[owner, default: []].insert(name) }
          }
        }
        guard shape.mayBeOne(of: text), names.contains(text) else { continue }
        if offset > 0, declarationKeywords.contains(tokens[offset - 1].text) {
          if tokens[offset - 1].is("func") {
            functionNames.insert(text)
          } else if tokens[offset - 1].is("var") || tokens[offset - 1].is("let") {
            propertyNames.insert(text)
          }
          scan.declaringTypes[text, default: []].insert(source.contexts[offset].typeIndex)
          if memberKeywords.contains(tokens[offset - 1].text) {
            declarations[text, default: 0] += 1
          }
        } else if !source.contexts[offset].isUnreachable, !isShadowed(source, offset) {
          scan.mentions.append(offset)
        }
      }
      if !scan.mentions.isEmpty { scans.append(scan) }
    }
    /// Whether the file holds a value of `owner`: names the type, or one of
    /// its carriers that the file does not declare as something else (its own
    /// `@State private var selectedOption: String`).
    func holdsValue(of owner: String, _ scan: Scan) -> Bool {
      if scan.holds.contains(owner) { return true }
      guard let names = carriers[owner], !names.isEmpty else { return false }
      let shape = PreviewOnlyTypes.NameShape(names)
      var named = Set<String>()
      for token in scan.source.tokens
      where token.kind == .identifier && shape.mayBeOne(of: token.text)
        && names.contains(token.text)
      {
        named.insert(token.text)
      }
      let identity = identities[owner] ?? []
      return named.contains { name in
        DeclaredType.of(name, in: scan.source).map(identity.contains) ?? true
      }
    }
    // A call of a name declared both as a property and as a function calls
    // the function, unless a function of that name is among `members`
    // (its own call reads it).
    let heldByFunctions = Set(members.filter(\.isFunction).map(\.name))
    func callsMethod(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
      let text = tokens[offset].text
      return offset + 1 < tokens.count && tokens[offset + 1].is("(")
        && functionNames.contains(text) && propertyNames.contains(text)
        && !heldByFunctions.contains(text)
    }
    // Names two members or more declare, read in running code only inside
    // members of the same name: forwarders (`var premiumPrice: String {
    // store.premiumPrice }` in a view model whose one reader is a section
    // nothing draws) read one another, and nothing reads them.
    var forwardedOnly = Set(declarations.filter { $0.value >= 2 }.keys)
    for scan in scans where !forwardedOnly.isEmpty {
      for offset in scan.mentions {
        let text = scan.source.tokens[offset].text
        if forwardedOnly.contains(text), !isInMemberNamed(text, scan.source.tokens, offset),
          !callsMethod(scan.source.tokens, offset)
        {
          forwardedOnly.remove(text)
        }
      }
    }
    var read = Set<Member>()
    // Members read only inside the app's types, by those types: read unless
    // every one of them is unused.
    var readingTypes: [Member: Set<String>] = [:]
    // Members read only inside functions that may be called only by name, by
    // those functions' names: read unless running code never calls them
    // (`var monthlyPrice: String { … ?? "$12.99" }` named only by `func
    // priceFor(productId:)`, which nothing calls; hockeyai, fiftieth round).
    var readers: [Member: Set<String>] = [:]
    var callGraph: UncalledFunctions.Context?
    for scan in scans {
      let source = scan.source
      let tokens = source.tokens
      var holdings: [String: Bool] = [:]
      func holds(_ owner: String) -> Bool {
        if let known = holdings[owner] { return known }
        let result = holdsValue(of: owner, scan)
        holdings[owner] = result
        return result
      }
      // The type each receiver name is declared with in this file, asked once.
      var receiverTypes: [String: String?] = [:]
      func receiverType(_ name: String) -> String? {
        if let known = receiverTypes[name] { return known }
        let type = DeclaredType.annotated(name, in: source)
        receiverTypes[name] = type
        return type
      }
      for offset in scan.mentions {
        let text = tokens[offset].text
        if forwardedOnly.contains(text) { continue }
        let isMemberAccess = offset > 0 && tokens[offset - 1].is(".")
        // `.font(.title)`, `return .monthly`: a static member of the type the
        // context expects, never an instance's `title`.
        let isImplicitMember =
          isMemberAccess && offset >= 2 && implicitMemberContext.contains(tokens[offset - 2].text)
        // `item.price` with `item: UnlockableItem`: another concrete type's
        // member, not the plan enum's `price` (SnapChef, thirty-sixth round).
        let receiverOwner: String? =
          if isMemberAccess, offset >= 2, tokens[offset - 2].kind == .identifier,
            !tokens[offset - 2].is("self")
          {
            offset >= 3 && tokens[offset - 3].is(".")
              ? Self.storeValueMembers[tokens[offset - 2].text]
              : receiverType(tokens[offset - 2].text)
                // A type named before it (`Theme.getDefault()`): that
                // type's static member (CV-Builder, hundred-and-fourteenth round).
                ?? (kinds.concrete.contains(tokens[offset - 2].text)
                  ? tokens[offset - 2].text : nil)
          } else {
            nil
          }
        let isLabel =
          !isMemberAccess && offset > 0 && offset + 1 < tokens.count && tokens[offset + 1].is(":")
          && (tokens[offset - 1].is("(") || tokens[offset - 1].is(","))
        if isLabel { continue }
        if callsMethod(tokens, offset) { continue }
        // Read only for its size (`ForEach(0..<tipAmounts.count)`, each row
        // showing the store's price): its elements are never shown or loaded
        // (Mend, hundred-and-ninth round).
        if offset + 2 < tokens.count, tokens[offset + 1].is("."),
          Self.sizeMembers.contains(tokens[offset + 2].text)
        {
          continue
        }
        let typeIndex = source.contexts[offset].typeIndex
        // Bare inside a type of this file declaring its own member of that name.
        let ownType =
          !isMemberAccess && typeIndex >= 0
            && scan.declaringTypes[text]?.contains(typeIndex) == true
          ? source.types[Int(typeIndex)].name : nil
        // Printed only (`print("\(product.id) \(product.displayPrice)")`):
        // nothing a customer sees (BillTrackerPWA, seventy-fifth round).
        if isMemberAccess, LoggedText.isLogged(tokens, offset) { continue }
        for member in members where member.name == text {
          if let ownType, ownType != member.owner { continue }
          // A store SDK's value (`let product: Product`, StoreKit's
          // `displayPrice`) is no value of the app's type of that name's member.
          if let receiverOwner, Self.storeValueTypes.contains(receiverOwner),
            member.owner != receiverOwner
          {
            continue
          }
          if let receiverOwner, let owner = member.owner, receiverOwner != owner,
            kinds.concrete.contains(receiverOwner),
            !(kinds.conformances[owner] ?? []).contains(receiverOwner)
          {
            continue
          }
          if isImplicitMember, !member.isStatic { continue }
          // Bare in another type (`"\(displayName) - \(price)"` in `extension
          // Product`): a struct's or enum's instance member is read bare only
          // in its own declarations and extensions (kinex-fit-ios, eighty-eighth round).
          if !isMemberAccess, !member.isStatic, typeIndex >= 0, let owner = member.owner,
            kinds.values.contains(owner),
            source.types[Int(typeIndex)].name.split(separator: ".").last
              != owner.split(separator: ".").last
          {
            continue
          }
          if receiverOwner == nil, let owner = member.owner, !holds(owner) { continue }

          if let reader = UncalledFunctions.holdingFunction(
            source, offset, context: &callGraph, in: sources)
          {
            readers[member, default: []].insert(reader)
          } else if unusedAmong != nil, let outer = source.outermostType(offset),
            outer.kind != "extension", outer.name != member.owner
          {
            readingTypes[member, default: []].insert(outer.name)
          } else {
            read.insert(member)
          }
        }
      }
    }
    let uncalled = UncalledFunctions.calledOnlyFromExemptCode(
      among: Set(readers.filter { !read.contains($0.key) }.values.joined()), in: sources)
    for (member, functions) in readers where !functions.isSubset(of: uncalled) {
      read.insert(member)
    }
    let typeReaders = readingTypes.filter { !read.contains($0.key) }
    if let unusedAmong, !typeReaders.isEmpty {
      let unused = unusedAmong(Set(typeReaders.values.joined()))
      for (member, types) in typeReaders where !types.isSubset(of: unused) {
        read.insert(member)
      }
    } else {
      read.formUnion(typeReaders.keys)
    }
    return members.subtracting(read)
  }
}
