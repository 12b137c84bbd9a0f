/// What a paywall renders: the members its `body` reaches (computed
/// properties, `@ViewBuilder` functions, methods its controls call), the views
/// it composes (transitively) and the view modifiers it applies, as token
/// segments. A view controller's lifecycle methods (`viewDidLoad`, any
/// `override`, `@IBAction`) are its roots instead of `body`.
///
/// Members nothing reaches (a dead `restore()`, an unused `termsTitle`
/// constant) are not in the scope, so they cannot satisfy a rule.
struct PaywallScope {
  /// The reached segments, each once.
  private(set) var segments: [CodeSegment] = []
  /// The paywall's own type: its members are the roots.
  let rootName: String

  /// Where each type's declarations are: `sources[source].types[type]`.
  struct TypePosition {
    /// Index of the file in `ProjectIndex.swiftSources`.
    var source: Int
    /// Index of the declaration in the file's `types`.
    var type: Int
  }

  /// Shared by every paywall of one run: members per type, modifiers, free functions.
  final class Context {
    let sources: [SwiftSource]
    let typesByName: [String: [TypePosition]]
    private var membersByType: [String: TypeMembers] = [:]
    /// Functions and properties declared in `extension View` (custom modifiers).
    private(set) var viewExtensionMembers: [String: [CodeSegment]] = [:]
    /// Functions declared outside any type.
    private(set) var topLevelFunctions: [String: [CodeSegment]] = [:]

    init(sources: [SwiftSource], typesByName: [String: [TypePosition]]) {
      self.sources = sources
      self.typesByName = typesByName
      for (name, positions) in typesByName where name == "View" || name == "SwiftUI.View" {
        var members = TypeMembers()
        for position in positions {
          members.add(
            sources, source: position.source, type: sources[position.source].types[position.type])
        }
        for segment in members.all {
          viewExtensionMembers[segment.name, default: []].append(segment)
        }
      }
      for (sourceOffset, source) in sources.enumerated() where source.role == .app {
        for function in source.functions
        where function.name != "init" && source.enclosingType(function.bodyStart) == nil {
          let start = max(0, function.bodyStart - 1)
          topLevelFunctions[function.name, default: []].append(
            CodeSegment(
              source: sourceOffset, start: start, end: function.bodyEnd, owner: "",
              name: function.name))
        }
      }
    }

    /// The app's own modifiers (`extension View { func safariSheet(url:
    /// Binding<AppURL?>) -> some View { sheet(item: url) { … } } }`) that
    /// present what they are handed, as `sheet` does (Pixverse,
    /// seventy-first round), gathered at the first question.
    private(set) lazy var presentingModifiers: Set<String> = {
      var names = Set<String>()
      for (name, segments) in viewExtensionMembers {
        for segment in segments {
          let tokens = sources[segment.source].tokens
          if (segment.start..<segment.end).contains(where: {
            tokens[$0].kind == .identifier && Self.presentations.contains(tokens[$0].text)
              && tokens[$0 + 1].is("(")
          }) {
            names.insert(name)
          }
        }
      }
      return names
    }()
    private static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// Computed `String` properties of the app's models, declared once, whose
    /// getter writes a literal price (`var priceLabel: String {
    /// product?.displayPrice ?? "$4.99" }` in a store manager;
    /// LegendaryVibez, seventy-third round), to that price: a screen showing
    /// one shows the literal whenever the store has not answered.
    /// A property whose getter reads such a property of its own type
    /// (`var fullSubscriptionText: String { formattedPrice }`, `self.` or
    /// bare) shows its price too (iSalah, eightieth round).
    private(set) lazy var priceMembers: [String: String] = {
      var found: [String: String] = [:]
      var declarations: [String: Int] = [:]
      // The names each getter without a literal price reads bare or through `self.`.
      var readers: [(name: String, reads: Set<String>)] = []
      for source in sources where source.role == .app {
        let tokens = source.tokens
        for type in source.types where !type.isView && type.kind != "protocol" {
          var offset = type.bodyStart
          while offset + 6 < type.bodyEnd {
            defer { offset += 1 }
            guard tokens[offset].is("var"), tokens[offset + 1].kind == .identifier,
              tokens[offset + 2].is(":"), tokens[offset + 3].is("String"),
              source.contexts[offset].functionIndex < 0,
              source.enclosingType(offset)?.bodyStart == type.bodyStart
            else { continue }
            let name = tokens[offset + 1].text
            var open = offset + 4
            if tokens[open].is("?") { open += 1 }
            guard tokens[open].is("{") else { continue }
            declarations[name, default: 0] += 1
            var depth = 0
            var end = open
            while end < type.bodyEnd {
              if tokens[end].is("{") { depth += 1 }
              if tokens[end].is("}") {
                depth -= 1
                if depth == 0 { break }
              }
              end += 1
            }
            for inner in open..<end
            where tokens[inner].kind == .string && !source.isExempt(inner)
              && !LoggedText.isLogged(tokens, inner)
            {
              // An example of what a person types ("For example “$350”") in
              // a file that says nothing of selling is no price.
              if let price = source.price(at: inner),
                !SellingContext.isExample(tokens[inner].text, price)
                  || SellingContext.fileSells(source)
              {
                found[name] = price
                break
              }
            }
            if found[name] == nil, !source.isExempt(open) {
              let reads = (open + 1..<end).filter { inner in
                tokens[inner].kind == .identifier
                  && (!tokens[inner - 1].is(".") || tokens[inner - 2].is("self"))
              }.map { tokens[$0].text }
              readers.append((name, Set(reads)))
            }
            offset = end
          }
        }
      }
      var priced = found.filter {
        declarations[$0.key] == 1 && !Self.storeProductMembers.contains($0.key)
      }
      var added = true
      while added {
        added = false
        for reader in readers
        where priced[reader.name] == nil && declarations[reader.name] == 1
          && !Self.storeProductMembers.contains(reader.name)
        {
          if let price = reader.reads.sorted().lazy.compactMap({ priced[$0] }).first {
            priced[reader.name] = price
            added = true
          }
        }
      }
      return priced
    }()
    /// Names StoreKit's and RevenueCat's product types answer too: a read of
    /// `product.price` in a tip jar is the store's, though a plan enum of the
    /// app also declares `var price: String` (FilmFuel).
    private static let storeProductMembers: Set<String> = [
      "price", "displayPrice", "localizedPriceString", "localizedPrice",
      "localizedPricePerMonth", "localizedPricePerWeek", "localizedPricePerYear",
      "localizedPricePerDay", "localizedIntroductoryPriceString", "displayName", "description",
      "localizedTitle", "localizedDescription",
    ]

    /// Per function name, how many app declarations it has and the files
    /// calling it as a member (`x.name(`), gathered at the first question.
    private var functionUses: (declarations: [String: Int], callers: [String: Set<Int>])?

    /// Whether `member` is a function no other app type declares, called as
    /// a member from another file: an entry point of a screen.
    func isCalledElsewhere(_ member: CodeSegment) -> Bool {
      let uses = functionUses ?? gatherFunctionUses()
      functionUses = uses
      guard uses.declarations[member.name] == 1, let callers = uses.callers[member.name] else {
        return false
      }
      return callers.contains { $0 != member.source }
    }

    private func gatherFunctionUses() -> (declarations: [String: Int], callers: [String: Set<Int>])
    {
      var declarations: [String: Int] = [:]
      var callers: [String: Set<Int>] = [:]
      for (offset, source) in sources.enumerated() where source.role == .app {
        for function in source.functions { declarations[function.name, default: 0] += 1 }
        let tokens = source.tokens
        for index in tokens.indices.dropFirst().dropLast()
        where tokens[index].kind == .identifier && tokens[index - 1].is(".")
          && tokens[index + 1].is("(")
        {
          callers[tokens[index].text, default: []].insert(offset)
        }
      }
      return (declarations, callers)
    }

    /// The functions the app's own protocols that `typeName` adopts (in its
    /// declaration or an extension) require.
    func protocolRequirements(of typeName: String) -> Set<String> {
      var names = Set<String>()
      for position in typesByName[typeName] ?? [] {
        for adopted in sources[position.source].types[position.type].conformances {
          for protocolPosition in typesByName[adopted] ?? [] {
            let source = sources[protocolPosition.source]
            let declaration = source.types[protocolPosition.type]
            guard declaration.kind == "protocol", source.role == .app else { continue }
            let tokens = source.tokens
            for offset in declaration.bodyStart..<declaration.bodyEnd
            where tokens[offset].is("func") && tokens[offset + 1].kind == .identifier {
              names.insert(tokens[offset + 1].text)
            }
          }
        }
      }
      return names
    }

    /// The members of `typeName` across its declarations and extensions.
    func members(of typeName: String) -> TypeMembers {
      if let cached = membersByType[typeName] { return cached }
      var members = TypeMembers()
      for position in typesByName[typeName] ?? [] {
        let source = sources[position.source]
        guard source.role == .app else { continue }
        members.add(sources, source: position.source, type: source.types[position.type])
      }
      membersByType[typeName] = members
      return members
    }

    private var shownByType: [String: Set<String>] = [:]
    private var leadsByPair: [String: Bool] = [:]

    /// The app's views and controllers a declaration of the type `name`
    /// makes (`Settings(…)`, `HomeVC.init(…)`) in code that runs.
    private func viewsShown(by name: String) -> Set<String> {
      if let known = shownByType[name] { return known }
      var shown = Set<String>()
      for position in typesByName[name] ?? [] {
        let source = sources[position.source]
        guard source.role == .app else { continue }
        let type = source.types[position.type]
        let tokens = source.tokens
        for offset in type.bodyStart..<type.bodyEnd
        where tokens[offset].kind == .identifier && tokens[offset].text != name
          && typesByName[tokens[offset].text] != nil && !source.isExempt(offset)
          && (PaywallScope.makesType(tokens, offset) || Self.castsTo(tokens, offset))
        {
          shown.insert(tokens[offset].text)
        }
      }
      shown = shown.filter { isComposableView($0) }
      shownByType[name] = shown
      return shown
    }

    /// Whether the type name at `offset` is a cast's target (`… as?
    /// ShopViewController`): a storyboard's screen instantiated as it.
    private static func castsTo(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
      guard offset >= 2 else { return false }
      return tokens[offset - 1].is("as")
        || (tokens[offset - 1].is("?") || tokens[offset - 1].is("!")) && tokens[offset - 2].is("as")
    }

    /// Whether the screen `name` leads back to `target`: it, or a screen it
    /// shows (four steps at most), makes a `target` — the home screen a
    /// paywall's close button presents, whose settings row opens the
    /// paywall again.
    func type(_ name: String, leadsTo target: String) -> Bool {
      let key = name + " " + target
      if let known = leadsByPair[key] { return known }
      var seen: Set<String> = [name]
      var level = [name]
      var leads = false
      for _ in 0..<4 where !leads && !level.isEmpty {
        var next: [String] = []
        for type in level {
          let shown = viewsShown(by: type)
          if shown.contains(target) {
            leads = true
            break
          }
          for view in shown where seen.insert(view).inserted { next.append(view) }
        }
        level = next
      }
      leadsByPair[key] = leads
      return leads
    }

    private var opensByType: [String: Bool] = [:]

    /// Whether a declaration of the type `name` opens a document anywhere
    /// (`struct LegalLink: View { … Link(title, destination: url) }`).
    func typeOpens(_ name: String, _ callables: PaywallCallables) -> Bool {
      if let known = opensByType[name] { return known }
      var opens = false
      for position in typesByName[name] ?? [] where !opens {
        let source = sources[position.source]
        let type = source.types[position.type]
        for offset in type.bodyStart...type.bodyEnd
        where source.tokens[offset].kind == .identifier && callables.isOpener(source.tokens, offset)
        {
          opens = true
          break
        }
      }
      opensByType[name] = opens
      return opens
    }

    /// The one address the type `name` opens, when it is a literal with no
    /// scheme and the type writes no other (`final class TermsOfUseButton:
    /// UIButton` opening `URL(string: "AS.Constants.termsOfUseURL")`): the
    /// type opens nothing (Baby-Sleep, seventy-fourth round).
    func brokenURLOpened(byType name: String) -> String? {
      var broken: String?
      for position in typesByName[name] ?? [] {
        let source = sources[position.source]
        let type = source.types[position.type]
        let tokens = source.tokens
        let writesAddress = (type.bodyStart...type.bodyEnd).contains {
          tokens[$0].kind == .string && tokens[$0].text.contains(":")
            && !LegalDocument.opensNothing(tokens, $0)
            || tokens[$0].is("URL") && !LegalDocument.opensNothing(tokens, $0 + 4)
        }
        if writesAddress { return nil }
        guard let found = PaywallCallables.onlyBrokenURL(tokens, type.bodyStart, type.bodyEnd)
        else { continue }
        if broken != nil { return nil }
        broken = found
      }
      return broken
    }

    /// The app's own superclass of the class `name` (`class
    /// PremiumPurchaseView: PremiumBaseView`), whose controls the subclass
    /// renders too; nil for a struct, a UIKit superclass or a protocol.
    func appSuperclass(of name: String) -> String? {
      for position in typesByName[name] ?? [] {
        let type = sources[position.source].types[position.type]
        guard type.kind == "class", let superclass = type.conformances.first,
          superclass != name, sources[position.source].role == .app,
          (typesByName[superclass] ?? []).contains(where: {
            sources[$0.source].types[$0.type].kind == "class"
          })
        else { continue }
        return superclass
      }
      return nil
    }

    /// Whether `name` is a view controller the project declares: a class
    /// whose superclass is UIKit's or AppKit's (`…ViewController`), directly
    /// or through the app's own.
    func isViewController(_ name: String, depth: Int = 0) -> Bool {
      (typesByName[name] ?? []).contains { position in
        let type = sources[position.source].types[position.type]
        guard type.kind == "class", let superclass = type.conformances.first,
          superclass != name
        else { return false }
        if superclass.hasSuffix("ViewController") && typesByName[superclass] == nil { return true }
        return depth < 4 && isViewController(superclass, depth: depth + 1)
      }
    }

    /// Whether `name` is a table or collection cell the project declares: a
    /// class whose superclass is a `…TableViewCell` or `…CollectionViewCell`
    /// the project does not declare (it may extend it), directly or through
    /// the app's own.
    func isCell(_ name: String, depth: Int = 0) -> Bool {
      (typesByName[name] ?? []).contains { position in
        let type = sources[position.source].types[position.type]
        guard type.kind == "class", let superclass = type.conformances.first,
          superclass != name
        else { return false }
        // (The project may extend UIKit's cell: `extension UICollectionViewCell`.)
        if superclass.hasSuffix("TableViewCell") || superclass.hasSuffix("CollectionViewCell"),
          !(typesByName[superclass] ?? []).contains(where: {
            sources[$0.source].types[$0.type].kind != "extension"
          })
        {
          return true
        }
        return depth < 4 && isCell(superclass, depth: depth + 1)
      }
    }

    /// Whether `name` is a SwiftUI view or view modifier the project declares.
    func isComposableView(_ name: String) -> Bool {
      isComposableView(name, depth: 0)
    }

    private static let swiftUINames: Set<String> = [
      "View", "Text", "Image", "Button", "Label", "Link", "Menu", "List", "Form", "Section",
      "Group", "Shape", "Spacer", "Divider", "Content",
    ]

    /// `depth` counts the app's own superclasses climbed (`final class
    /// TermsFooter: BaseStackView`, `class BaseStackView: UIStackView`).
    private func isComposableView(_ name: String, depth: Int) -> Bool {
      (typesByName[name] ?? []).contains { position in
        let type = sources[position.source].types[position.type]
        // A nested UIKit class named like SwiftUI's own types (`final class
        // View: UITextView` inside a representable) is not what `some View` names.
        let isPlatformView = type.isPlatformView && !Self.swiftUINames.contains(name)
        if type.isView || isPlatformView || type.conformances.contains("ViewModifier")
          || type.conformances.contains(where: {
            $0.hasSuffix("ViewController")
              // `struct AttributedText: UIViewRepresentable`, handed a link-tap action.
              || $0 == "UIViewRepresentable" || $0 == "NSViewRepresentable"
          })
        {
          return true
        }
        guard type.kind == "class", depth < 4, let superclass = type.conformances.first,
          superclass != name
        else { return false }
        return isComposableView(superclass, depth: depth + 1)
      }
    }
  }

  /// Whether the type name at `offset` is made there: `Screen(…)` or
  /// `Screen.init(…)`, not a type annotation or a static member.
  static func makesType(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset + 1 < tokens.count
      && (tokens[offset + 1].is("(")
        || tokens[offset + 1].is(".") && offset + 2 < tokens.count && tokens[offset + 2].is("init"))
  }

  private static let lifecycleNames: Set<String> = [
    "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "init", "awakeFromNib",
    "layoutSubviews", "makeBody", "body", "makeUIViewController", "makeUIView",
    // Table and collection delegates: a row can be the restore or legal control.
    "tableView", "collectionView",
  ]
  private static let maximumDepth = 6

  /// The scope of the view `typeName`, and of the views it composes down to
  /// `composing` levels (0: its own members only).
  /// With `roots`, what the type renders starts there (a toolbar it
  /// attaches to another screen) rather than at its `body`.
  init(
    of typeName: String, context: Context, composing: Int = maximumDepth,
    roots givenRoots: [CodeSegment]? = nil
  ) {
    rootName = typeName
    var reachedTypes = Set<String>()
    var reachedMembers = Set<String>()
    var queue: [CodeSegment] = []
    var typeQueue: [(name: String, depth: Int)] = [(typeName, 0)]
    var depthOfOwner: [String: Int] = [:]

    func reach(_ segment: CodeSegment) {
      let key = "\(segment.owner).\(segment.name).\(segment.source).\(segment.start)"
      guard reachedMembers.insert(key).inserted else { return }
      queue.append(segment)
    }

    while !typeQueue.isEmpty || !queue.isEmpty {
      if let next = typeQueue.popLast() {
        guard next.depth <= composing, reachedTypes.insert(next.name).inserted else {
          continue
        }
        depthOfOwner[next.name] = next.depth
        let members = context.members(of: next.name)
        if let givenRoots, next.name == typeName {
          givenRoots.forEach(reach)
          continue
        }
        var roots = members.byName["body"] ?? []
        if roots.isEmpty {
          // A controller's entry points: actions, outlets (a `didSet` wiring a
          // button runs when the storyboard connects it), overrides, lifecycle, what
          // the app's own protocols it adopts ask of it, and a method only it
          // declares that another file calls (a scene's
          // `gameViewController.removeAdsButtonPressed(…)` shows the purchase sheet).
          let requirements = context.protocolRequirements(of: next.name)
          roots = members.all.filter {
            $0.isAction || $0.isOutlet || $0.isOverride || Self.lifecycleNames.contains($0.name)
              || requirements.contains($0.name) || context.isCalledElsewhere($0)
          }
        }
        // A type the doctor cannot split into members is read whole.
        if roots.isEmpty { roots = members.all }
        roots.forEach(reach)
        // What its own superclass draws and wires (a base view's policy
        // button, `addTarget(self, action: #selector(openPolicy), …)`) is
        // drawn by this type too (MentalMindiOS, hundred-and-eleventh round).
        if let superclass = context.appSuperclass(of: next.name) {
          typeQueue.append((superclass, next.depth))
        }
        continue
      }
      let segment = queue.removeLast()
      segments.append(segment)
      let tokens = context.sources[segment.source].tokens
      let depth = depthOfOwner[segment.owner] ?? 0
      let members = segment.owner.isEmpty ? TypeMembers() : context.members(of: segment.owner)
      var handedUntil = -1
      for offset in segment.start...segment.end where tokens[offset].kind == .identifier {
        if offset <= handedUntil { continue }
        // A closure handed to another object's presenter (`PurchaseFlowCoordinator
        // .shared.present(…, onPurchase: { kind in performPurchase(kind: kind) })`)
        // runs from the controls of what it presents, not this screen's
        // (Picser, hundred-and-first round).
        if let end = Self.presenterCallbackEnd(tokens, at: offset, within: segment.end) {
          handedUntil = end
          continue
        }
        let text = tokens[offset].text
        let afterDot = offset > 0 && tokens[offset - 1].is(".")
        // `self.products`, and `Self.legalText` or `PaywallView.legalText`: the type's own member.
        let onSelf =
          afterDot && offset > 1
          && (tokens[offset - 2].is("self") || tokens[offset - 2].is("Self")
            || tokens[offset - 2].is(segment.owner))
        if afterDot && !onSelf {
          for modifier in context.viewExtensionMembers[text] ?? [] { reach(modifier) }
          continue
        }
        let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
        for member in members.byName[name] ?? []
        where name != segment.name || member.start != segment.start {
          reach(member)
        }
        // `RootViewController.instance.present(…)` reaches a static member
        // of the type, it does not show the type; `Footer.init(…)` does.
        // `StoreCell.self` handed to `register(…)` or `dequeueReusableCell(withCell:
        // …)` makes the cell a part of the screen (teremok-tv, ninetieth round).
        let namesStaticMember =
          offset + 2 < tokens.count && tokens[offset + 1].is(".") && !tokens[offset + 2].is("init")
          && !(tokens[offset + 2].is("self") && context.isCell(name))
        // A screen it makes that leads back to this one (the home screen a
        // paywall's close button or purchase handler presents, whose
        // settings list Restore, the links and a row opening the paywall)
        // is where the customer goes next, not part of it (AvatarCreator,
        // seventy-seventh round). A screen it only names (a row's `weak var
        // shop: Shop!`) is its host.
        // A controller's reference to another controller it does not make
        // (`weak var mainMenuViewController: MainMenuViewController!`, the
        // screen that presented it) is where the customer came from, when
        // that screen leads back here: its Settings' Restore is not this
        // screen's (PooPigeon, eighty-third round).
        let leadsBack =
          (Self.makesType(tokens, offset)
            || context.isViewController(segment.owner)
              && context.isViewController(name))
          && context.type(name, leadsTo: typeName)
        if name != segment.owner, !namesStaticMember, context.isComposableView(name), !leadsBack {
          typeQueue.append((name, depth + 1))
        }
        for function in context.topLevelFunctions[name] ?? [] { reach(function) }
      }
    }
  }

  /// The end of the closure argument labelled `on…:` (`onPurchase: { … }`)
  /// starting at `offset`, when it is handed to a call on another object
  /// named for presenting (`coordinator.present(…)`, `.showPaywall(…)`).
  static func presenterCallbackEnd(_ tokens: [SwiftToken], at offset: Int, within end: Int)
    -> Int?
  {
    let label = tokens[offset].text
    guard label.hasPrefix("on"), label.count > 2, label.dropFirst(2).first?.isUppercase == true,
      offset + 2 < end, tokens[offset + 1].is(":"), tokens[offset + 2].is("{"),
      let close = tokens.closingBracket(of: offset + 2, within: end - offset)
    else { return nil }
    // The call whose arguments hold the label: back to its `(`.
    var back = offset - 1
    var depth = 0
    while back > 0, offset - back < 400 {
      if tokens[back].is(")") || tokens[back].is("]") || tokens[back].is("}") { depth += 1 }
      if tokens[back].is("(") || tokens[back].is("[") || tokens[back].is("{") {
        if depth == 0 { break }
        depth -= 1
      }
      back -= 1
    }
    guard back > 1, tokens[back].is("("), tokens[back - 1].kind == .identifier,
      tokens[back - 2].is(".")
    else { return nil }
    let called = tokens[back - 1].text
    guard called.hasPrefix("present") || called.hasPrefix("show") else { return nil }
    return close
  }
}
