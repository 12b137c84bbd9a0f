/// A screen that purchases packages, with everything it shows: its own body,
/// its extensions, and (transitively) the views it composes.
///
/// A paywall is a SwiftUI `View` or a view controller (`UIViewController`,
/// `UITableViewController`, an app's `BaseViewController`…) that leads to a
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
  /// The words that say what the screen sells: `words` without those reached
  /// through the app's extensions of types it does not declare (`extension
  /// View`, `extension UIViewController`, `extension String`, which lead all
  /// over the app: a newsletter's "Subscribe" text, a Combine model's
  /// `subscribers`), and without the prose of models (strings count when a
  /// view shows them or when they look like product ids).
  var kindWords: Set<String> = []
  /// Single-word literals of the screen and the views it composes, not its
  /// models: what it may pick products by (`"coffee"`, `"app.pro.yearly"`).
  var screenLiterals: Set<String> = []
  /// The words of the types it reaches that are named for consumables
  /// (`TipBoxVC`, a `TipJar` enum), itself included.
  var tipWords: Set<String> = []
  /// The words and strings of the screen and the views it composes, not its models.
  var screenWords: Set<String> = []
  /// The purchase methods the screen and the views it composes call on
  /// something (`manager.purchaseCredits(package:)`, `store.purchase(product)`),
  /// as written.
  var purchaseCalls: Set<String> = []
  /// What names the products those calls hand over
  /// (`store.purchase(store.fantasyPackProduct)`, or `product` bound by `if
  /// let product = store.fantasyPackProduct`: `fantasyPackProduct`; when that
  /// name says nothing, the type it is declared with, `CreditPackage`), `""`
  /// for a call whose product has no such name (`purchasedProductName`).
  var purchasedProducts: Set<String> = []
  /// Those of `purchaseCalls` whose receiver's type also spends what they
  /// buy (`purchasePlatinumListing` beside `consumePlatinum()`), or whose
  /// every call credits a balance when it succeeds (`points += 50` in its
  /// completion): consumables.
  var consumingCalls: Set<String> = []
  /// Whether the screen carries out a restore action another screen hands it
  /// (`init(…, paymentAction: PaymentAction)` and `case .restorePurchase:`).
  var handlesRestoreAction = false
  /// Whether it shows StoreKit's `StoreView`/`ProductView`, which take the
  /// products to show from any expression: what they sell is known only
  /// from ids the screen names.
  var showsStoreKitViews = false
  /// Whether a web page the screen hosts asks it to buy (`WebPagePurchases`):
  /// the page draws the Restore button, the prices and the links.
  var isDrawnByWebPage = false
  /// A hard-coded price shown by the paywall or its subviews, if any.
  var hardcodedPrice: String?
  /// What the controls it renders do: restore, open the legal documents.
  var controls: RenderedControls
  /// The screens it is judged with: those that render a row buying one
  /// product, or draw a section inline (never presenting it).
  var hosts: [String] = []
  /// Whether a type of the project the paywall reaches declares a `price`
  /// (`struct Plan { let price: String }`): a `price` it shows may be the
  /// app's own. When none does, `product.price` is a member of a type made
  /// outside the project (StoreKit's, a purchase library's), so a price from the store.
  var reachesOwnPrice = false

  private static let sdkPaywallWords: Set<String> = [
    "paywallfooter", "presentpaywallifneeded", "originaltemplatepaywallfooter",
    "paywallfooterview", "subscriptionstoreview", "storeview", "productview", "superwall",
    "adaptypaywallview", "adaptypaywallcontroller", "paywallviewcontroller",
  ]

  /// Whether an SDK (RevenueCatUI, Superwall, Adapty) draws the paywall's
  /// restore button, legal links and prices itself. StoreKit's views do
  /// not: `SubscriptionStoreView` shows restore and the policies only when
  /// asked, and `StoreView`/`ProductView` draw prices and a buy button but
  /// never the policies (Apple: the `.policies` button is
  /// `SubscriptionStoreView`'s only), nor, in `ProductView`, a restore.
  var isDrawnBySDK: Bool {
    !words.isDisjoint(with: Self.sdkPaywallWords.subtracting(Self.storeKitViewWords))
  }

  /// Whether StoreKit's `SubscriptionStoreView` is the paywall: it draws
  /// prices itself, but restore and the policies only when asked
  /// (`.storeButton(.visible, for: .restorePurchases, .policies)`).
  var isSubscriptionStoreView: Bool {
    controls.usesSubscriptionStoreView
      && words.isDisjoint(with: Self.sdkPaywallWords.subtracting(Self.storeKitViewWords))
  }

  private static let storeKitViewWords: Set<String> = [
    "subscriptionstoreview", "storeview", "productview",
  ]

  /// Whether any identifier or string contains one of `fragments`.
  func mentions(_ fragments: [String]) -> Bool {
    words.contains { word in fragments.contains { word.contains($0) } }
  }

  /// The paywalls in `index`.
  static func find(in index: ProjectIndex) -> [Paywall] {
    // Positions, not copies: a project has thousands of types. Gathered at
    // the first paywall: a project without one never needs them.
    var viewsByNameOnce: [String: [PaywallScope.TypePosition]]?
    func typesByName() -> [String: [PaywallScope.TypePosition]] {
      if let viewsByNameOnce { return viewsByNameOnce }
      var viewsByName: [String: [PaywallScope.TypePosition]] = [:]
      for (sourceOffset, source) in index.swiftSources.enumerated() where source.role == .app {
        for typeOffset in source.types.indices {
          let type = source.types[typeOffset]
          let position = PaywallScope.TypePosition(source: sourceOffset, type: typeOffset)
          viewsByName[type.name, default: []].append(position)
          // `extension Subscriptions.Plan` adds to the nested `Plan`.
          if type.baseName != type.name {
            viewsByName[type.baseName, default: []].append(position)
          }
        }
      }
      viewsByNameOnce = viewsByName
      return viewsByName
    }
    let ownPurchases = OwnPurchases(index: index)
    let buyingFunctions = Self.purchasingFunctions(in: index, ownPurchases)
    // A delegate requirement whose implementation buys is called, by the
    // screen holding the delegate, to buy (`DelegatedPurchases`).
    let delegated = DelegatedPurchases.requirements(in: index.swiftSources) { tokens, offset in
      ownPurchases.isStorePurchaseCall(tokens, offset) || Self.isOtherPurchaseCall(tokens, offset)
        || Self.isCall(ofOneOf: buyingFunctions, tokens, offset)
    }
    let purchasingFunctions = buyingFunctions.union(delegated.keys)
    var paywalls: [Paywall] = []
    var callables: PaywallCallables?
    var context: PaywallScope.Context?
    var collidedOnce: Set<String>?
    // What a paywall sees depends only on its folder when names collide.
    var scopedByFolder:
      [String: (
        typesByName: [String: [PaywallScope.TypePosition]], context: PaywallScope.Context
      )] = [:]
    var localized: LocalizedLinks?
    var memberHolders: UncalledFunctions.MemberHolders?
    // Only a file that says `purchase` or shows StoreKit's view can hold a
    // paywall, unless the project buys through methods of its own.
    let screens = screensThatBuy(
      index, through: purchasingFunctions, ownPurchases, delegated: delegated)
    var deadOnce: NeverRun?
    for (source, type) in screens {
      do {
        let allViewsByName = typesByName()
        let neverRun =
          deadOnce
          ?? Self.neverRunBodies(of: Set(screens.map(\.1.name)), allViewsByName, index)
        deadOnce = neverRun
        let dead = neverRun.bodies
        // A screen whose only store views are the app's own (`struct
        // ProductView: View`) buys nothing.
        let own = Self.storeKitViews.filter { allViewsByName[$0] != nil }
        if !own.isEmpty, Self.showsStoreKitViews(source, type, appTypes: [], only: true),
          !Self.showsStoreKitViews(source, type, appTypes: own, only: true)
        {
          continue
        }
        let showsStoreKitViews = Self.showsStoreKitViews(
          source, type, appTypes: own, only: false)
        let collided = collidedOnce ?? Self.collidedNames(allViewsByName, index.swiftSources)
        collidedOnce = collided
        let sharedCallables = callables ?? PaywallCallables(index: index)
        callables = sharedCallables
        // Several apps in one repository, each with its own `ContentView`:
        // the paywall sees the declarations nearest to it.
        let viewsByName: [String: [PaywallScope.TypePosition]]
        let sharedContext: PaywallScope.Context
        if collided.isEmpty {
          viewsByName = allViewsByName
          sharedContext =
            context
            ?? PaywallScope.Context(sources: index.swiftSources, typesByName: viewsByName)
          context = sharedContext
        } else if let scoped = scopedByFolder[RelativePath.directory(of: source.path)] {
          (viewsByName, sharedContext) = scoped
        } else {
          viewsByName = Self.nearest(allViewsByName, collided, to: source.path, index.swiftSources)
          sharedContext = PaywallScope.Context(
            sources: index.swiftSources, typesByName: viewsByName)
          scopedByFolder[RelativePath.directory(of: source.path)] = (viewsByName, sharedContext)
        }
        let scope = PaywallScope(of: type.name, context: sharedContext)
        // A SwiftUI view buying only in members its body never reaches (a
        // `var tipMenu: some View` nothing names; SignedLua, seventieth
        // round) draws no purchase: it is no paywall. One adopting another
        // protocol (a card's actions delegate) may be called by what it draws.
        if type.isView, type.kind == "struct",
          type.conformances.allSatisfy(Self.bodyOnlyConformances.contains),
          Self.callsPurchase(source, type, through: purchasingFunctions, ownPurchases),
          !Self.buysWhereReached(type, scope, sharedContext, purchasingFunctions, ownPurchases)
        {
          continue
        }
        // A controller buying only in methods that never run (an `@IBAction`
        // no interface file wires; Confirmed-iOS, hundred-and-first round)
        // draws no purchase either.
        if type.kind == "class", !type.isView,
          Self.callsPurchase(source, type, through: purchasingFunctions, ownPurchases),
          !Self.buysOutside(dead, type.name, sharedContext, purchasingFunctions, ownPurchases)
        {
          continue
        }
        // Nor does one whose extensions buy only in copies of other screens'
        // methods that those screens call as their own (Heartzy's chat
        // screen, hundred-and-fourth round).
        if type.kind == "class", !type.isView, !neverRun.copies.isEmpty,
          !Self.callsPurchase(source, type, through: purchasingFunctions, ownPurchases),
          !Self.buysOutside(
            neverRun.copies, type.name, sharedContext, purchasingFunctions, ownPurchases)
        {
          continue
        }
        let sharedLocalized =
          localized ?? LocalizedLinks(resources: index.resources, sources: index.swiftSources)
        localized = sharedLocalized
        var controls = RenderedControls(
          scope: scope, context: sharedContext, callables: sharedCallables,
          localized: sharedLocalized)
        var words = Set<String>()
        var price: String?
        var visited = Set<String>()
        var kind = KindWords()
        collect(
          type.name, index.swiftSources, viewsByName, &words, &price, &visited, &kind, depth: 0,
          skipping: dead)
        kind.keepReadDeclarations(index.swiftSources, &memberHolders)
        if price == nil { price = Self.pricedMemberShown(scope, sharedContext) }
        // A row that buys the product it is handed shows what its screen
        // hands it (`price: package.localizedPriceString`) beside the
        // screen's own controls; so does a file-private buy button, beside
        // the controls of the screens of its file that draw it inline.
        // A section handed the offering's packages to choose among
        // (`var packages: [Package]`, drawn inline between a header and a
        // footer with Restore and the links; hibernia-ios, seventy-third
        // round) shows them beside the controls of the screens drawing it
        // inline — not of one presenting it, which is a paywall of its own.
        var hosts =
          Self.buysOneProduct(source, type)
          ? Self.hosts(of: type.name, in: index.swiftSources)
          : Self.isHandedProductList(source, type)
            ? Self.hosts(of: type.name, in: index.swiftSources, inlineOnly: true)
            : Self.isFilePrivateView(source, type)
              ? Self.inlineHosts(of: type.name, in: source)
              // A UIKit view is drawn by the controllers that make or keep it
              // (`let primaryView = PayWallView()`; Adapty-Demo, hundredth round).
              : type.isPlatformView
                ? Self.composingTypes(of: type.name, in: index.swiftSources) : []
        // A screen no app code shows (a sample's `StoreView` beside the
        // `SubscriptionsView` the app opens) lends the row none of its controls.
        if !hosts.isEmpty {
          let unused = UnusedTypes.find(among: Set(hosts), in: index)
          if !unused.isEmpty, hosts.contains(where: { !unused.contains($0) }) {
            hosts.removeAll(where: unused.contains)
          }
        }
        // A purchase section another screen draws inline (a "Pro" group in
        // Settings) is part of that screen: the controls in that screen's own
        // body count (not those of the other views it composes, which may be
        // other steps of a flow, shown instead of the section). Looked for
        // only when the section alone lacks one of them.
        var sectionHosts: [String] = []
        if hosts.isEmpty, type.isView,
          !controls.restores || !controls.opensTerms || !controls.opensPrivacy
        {
          sectionHosts = Self.inlineHosts(of: type.name, across: index.swiftSources)
        }
        // A buy button or row drawn beside a restore button component
        // (`PurchaseButton()` next to `PurchaseRestoreButton()`) counts the
        // components its host draws too.
        // So does one named so before `View` (`PurchaseButtonView` beside
        // `TermOfUseView` in `PremiumView`; AppShield, hundred-and-first round).
        let componentName = type.name.hasSuffix("View") ? type.name.dropLast(4) : type.name[...]
        let isComponent = ["Button", "Buttons", "Row", "Cell", "Item"].contains {
          componentName.hasSuffix($0)
        }
        for host in sectionHosts {
          controls.include(
            RenderedControls(
              scope: PaywallScope(
                of: host, context: sharedContext, composing: isComponent ? 1 : 0),
              context: sharedContext, callables: sharedCallables, localized: sharedLocalized))
          // A restore or legal component the host draws beside the section
          // (`RestoreButton(…)`, `restore(storemanager:)`, `PurchaseLegalSection()`;
          // WaterUDrinking, eighty-eighth round) is no other step of a flow.
          guard !controls.restores || !controls.opensTerms || !controls.opensPrivacy else {
            continue
          }
          for component in Self.restoreAndLegalComponents(
            drawnBy: host, viewsByName, index.swiftSources)
          {
            controls.include(
              RenderedControls(
                scope: PaywallScope(of: component, context: sharedContext, composing: 0),
                context: sharedContext, callables: sharedCallables, localized: sharedLocalized))
          }
        }
        // A SwiftUI paywall a UIKit app shows through its own hosting
        // controller (`class TiersViewController: UIHostingController<TiersView>`),
        // whose navigation bar holds Restore: the controller's own controls are
        // the screen's (Delta, seventy-fifth round).
        if type.isView, !controls.restores || !controls.opensTerms || !controls.opensPrivacy {
          for host in Self.hostingControllers(of: type.name, in: index.swiftSources) {
            controls.include(
              RenderedControls(
                scope: PaywallScope(of: host, context: sharedContext, composing: 0),
                context: sharedContext, callables: sharedCallables, localized: sharedLocalized))
          }
        }
        // A SwiftUI paywall whose every maker attaches controls to it
        // (`NavigationLink(destination: IAPView(…).toolbar { restore })`, the
        // Restore button Settings declares as `var restore: some View`; NNCK!,
        // hundred-and-fourteenth round) shows them in its navigation bar.
        if type.isView, !controls.restores || !controls.opensTerms || !controls.opensPrivacy,
          let sites = Self.attachedControls(of: type.name, in: index.swiftSources),
          let attached = RenderedControls.common(
            sites.map { site in
              RenderedControls(
                scope: PaywallScope(
                  of: site.owner, context: sharedContext, composing: 1, roots: site.segments),
                context: sharedContext, callables: sharedCallables, localized: sharedLocalized)
            })
        {
          controls.include(attached)
        }
        for host in hosts {
          controls.include(
            RenderedControls(
              scope: PaywallScope(of: host, context: sharedContext), context: sharedContext,
              callables: sharedCallables, localized: sharedLocalized))
          var hostPrice: String?
          collect(
            host, index.swiftSources, viewsByName, &words, &hostPrice, &visited, &kind, depth: 0)
        }
        let usesRevenueCatUIPaywall =
          source.imports.contains("RevenueCatUI") && words.contains("paywallview")
          && allViewsByName["PaywallView"] == nil
          // A screen that buys itself and only presents RevenueCatUI's paywall
          // in a sheet ("Open Paywall") draws its own (StoryVision,
          // seventy-eighth round).
          && !Self.onlyPresents("PaywallView", source, type)
        if usesRevenueCatUIPaywall { words.insert("paywallfooter") }
        paywalls.append(
          Paywall(
            type: type, path: source.path, words: words, kindWords: kind.words,
            screenLiterals: kind.screenLiterals, tipWords: kind.tipWords,
            screenWords: kind.screenWords, purchaseCalls: kind.purchaseCalls,
            purchasedProducts: kind.purchasedProducts,
            consumingCalls: kind.consumingCalls.union(kind.balanceTopUps.filter(\.value).keys),
            handlesRestoreAction: Self.handlesRestoreAction(source, type, viewsByName, index),
            showsStoreKitViews: showsStoreKitViews,
            isDrawnByWebPage: words.contains("wkscriptmessage") && WebPagePurchases.handles(source),
            hardcodedPrice: price, controls: controls,
            hosts: hosts + sectionHosts,
            reachesOwnPrice: words.contains("price")
              && Self.declaresPrice(visited, viewsByName, index.swiftSources)))
      }
    }
    // A base class whose purchase methods its subclasses call (`class
    // PayWallVC: BasePanVC`) is audited as those subclasses, which draw the
    // screen (Knitting, fifty-fifth round).
    let superclasses = Set(
      paywalls.compactMap { $0.type.kind == "class" ? $0.type.conformances.first : nil })
    return paywalls.filter { !($0.type.kind == "class" && superclasses.contains($0.type.name)) }
  }

  /// Whether one of the project types `names` (those a paywall reached)
  /// declares a `price` property, constant or case.
  private static func declaresPrice(
    _ names: Set<String>, _ viewsByName: [String: [PaywallScope.TypePosition]],
    _ sources: [SwiftSource]
  ) -> Bool {
    for name in names {
      for position in viewsByName[name] ?? [] {
        let source = sources[position.source]
        let type = source.types[position.type]
        let tokens = source.tokens
        for offset in (type.bodyStart + 1)..<max(type.bodyStart + 1, type.bodyEnd)
        where tokens[offset].kind == .identifier && tokens[offset].text == "price" {
          let keyword = tokens[offset - 1].keyword
          if keyword == .var || keyword == .let || keyword == .case { return true }
        }
      }
    }
    return false
  }

  /// The declarations (by source, each `func` offset to its body's `}`) of
  /// the functions declared in the types named `screens` (and their
  /// extensions) that no running code reaches (`UncalledFunctions.neverReached`):
  /// what they say never reaches the customer. SwiftyStoreKit's sample
  /// `alertForVerifySubscriptions(_:productIds:)` pasted into a screen that
  /// sells one-time unlocks sells no subscription (PetStar, ninety-seventh
  /// round; MotionBook, ninety-sixth).
  ///
  /// The view controller (or view) a screen subclasses calls only what it
  /// overrides, so a method app code names is the app's own, and runs only
  /// when that code runs: MaPle's `showActionSheet(_:)`, whose one caller is
  /// an action no storyboard wires (hundred-and-fourth round). A method
  /// nothing names is left alone (a framework's requirement the doctor does
  /// not see may be its caller).
  private static func neverRunBodies(
    of screens: Set<String>, _ typesByName: [String: [PaywallScope.TypePosition]],
    _ index: ProjectIndex
  ) -> NeverRun {
    var declared: [(source: Int, function: FunctionDeclaration)] = []
    var ownIfNamed: [(source: Int, function: FunctionDeclaration)] = []
    for name in screens {
      for position in typesByName[name] ?? [] {
        let source = index.swiftSources[position.source]
        let type = source.types[position.type]
        let base = type.conformances.first.flatMap {
          type.kind == "class" && UncalledFunctions.isFrameworkBaseClass($0) ? $0 : nil
        }
        for function in source.functions
        where type.bodyStart < function.bodyStart && function.bodyEnd < type.bodyEnd
          && source.enclosingType(function.bodyStart)?.bodyStart == type.bodyStart
        {
          // A method whose first argument is labelled and is not the
          // delegating object (`alertForVerifySubscription(result:)`) is no
          // framework's requirement (rankItOut, hundred-and-sixth round);
          // one taking a control (`purchaseButtonClicked(sender: UIButton)`)
          // may be an action a selector string names.
          if UncalledFunctions.isCalledOnlyByName(
            source, function: function, projectTypes: index.declaredTypes,
            labelledInFrameworkTypes: !Self.takesSender(function, source))
          {
            declared.append((position.source, function))
          } else if let base,
            UncalledFunctions.isCalledOnlyByName(
              source, function: function, projectTypes: index.declaredTypes.union([base]))
          {
            ownIfNamed.append((position.source, function))
          }
        }
      }
    }
    let named = Self.namedOutsideDeclarations(Set(ownIfNamed.map(\.function.name)), index)
    declared += ownIfNamed.filter { named.contains($0.function.name) }
    let unreached = UncalledFunctions.neverReached(
      among: Set(declared.map(\.function.name)), in: index.swiftSources)
    let othersOwn = Self.calledOnlyAsOthersOwn(declared, index)
    var neverRun = NeverRun()
    for (source, function) in declared {
      let isCopy = othersOwn.contains(
        FunctionPosition(source: source, bodyStart: function.bodyStart))
      guard isCopy || unreached.contains(function.name) else { continue }
      // From `func`: the signature's words (`_ result: VerifySubscriptionResult`) too.
      let tokens = index.swiftSources[source].tokens
      var start = function.bodyStart
      while start > 0, function.bodyStart - start < 200, !tokens[start].is("func") { start -= 1 }
      neverRun.bodies[source, default: [:]][start] = function.bodyEnd
      if isCopy { neverRun.copies[source, default: [:]][start] = function.bodyEnd }
    }
    return neverRun
  }

  /// Whether the identifier at `offset` declares or calls an observer
  /// pattern's registration: `func subscribe(_ subscriber:
  /// HostHistoryObserver)`, `unsubscribe(self)` — a repository's listeners,
  /// no sale (ping, hundred-and-sixth round). `func subscribe(to plan:
  /// Plan)` still speaks of one.
  static func registersObserver(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let text = tokens[offset].text
    guard text == "subscribe" || text == "unsubscribe", offset > 0,
      offset + 1 < tokens.count, tokens[offset + 1].is("(")
    else { return false }
    if text == "unsubscribe", tokens[offset - 1].is(".") { return true }
    guard tokens[offset - 1].is("func"),
      let close = tokens.closingBracket(of: offset + 1, within: 40)
    else { return false }
    return (offset + 2..<close).contains { index in
      tokens[index].kind == .identifier
        && Self.listenerWords.contains { tokens[index].text.lowercased().contains($0) }
    }
  }

  private static let listenerWords = [
    "observer", "subscriber", "listener", "delegate", "handler", "callback",
  ]

  /// Whether `function`'s first parameter is the control an action is
  /// sent from: named `sender`, or of a platform type (`UIButton`,
  /// `NSMenuItem`, `UITapGestureRecognizer`) or `Any`/`AnyObject`.
  private static func takesSender(_ function: FunctionDeclaration, _ source: SwiftSource)
    -> Bool
  {
    guard let first = function.parameters(in: source.tokens)?.first else { return false }
    let type = source.tokens[first.typeStart].text
    return first.name == "sender" || first.label == "sender" || type == "Any"
      || type == "AnyObject"
      || (type.hasPrefix("UI") || type.hasPrefix("NS"))
        && type.dropFirst(2).first?.isUppercase == true
  }

  /// The bodies of screens' functions that never run (by source, each
  /// `func` offset to its body's `}`), and among them those that are copies
  /// of other screens' methods (`calledOnlyAsOthersOwn`).
  private struct NeverRun {
    var bodies: [Int: [Int: Int]] = [:]
    var copies: [Int: [Int: Int]] = [:]
  }

  /// A function declaration: its source and its body's start.
  private struct FunctionPosition: Hashable {
    var source: Int
    var bodyStart: Int
  }

  /// Those of `declared` (functions of screens, each called only by name)
  /// whose every call is another type's call of its own method of that name:
  /// bare or on `self`, inside a type that declares one too. A purchase
  /// method copied into a chat screen (`purchaseProduct(subscriptproduct:)`)
  /// is not called by the two pricing screens each calling their own copy
  /// (Heartzy, hundred-and-fourth round). A name no other type declares, or
  /// called on another receiver, keeps its callers.
  private static func calledOnlyAsOthersOwn(
    _ declared: [(source: Int, function: FunctionDeclaration)], _ index: ProjectIndex
  ) -> Set<FunctionPosition> {
    // The types declaring each name, among the candidates' names.
    let names = Set(declared.map(\.function.name))
    var declaringTypes: [String: Set<String>] = [:]
    for source in index.swiftSources where source.role == .app {
      for function in source.functions where names.contains(function.name) {
        if let type = source.outermostType(function.bodyStart) {
          declaringTypes[function.name, default: []].insert(type.baseName)
        }
      }
    }
    let shared = names.filter { (declaringTypes[$0]?.count ?? 0) > 1 }
    guard !shared.isEmpty else { return [] }
    // For each shared name, the types whose code calls it in a way that may
    // reach another type's declaration; `nil` when any such call does.
    var callingTypes: [String: Set<String>?] = [:]
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && shared.contains(tokens[offset].text) {
        let name = tokens[offset].text
        if offset > 0, tokens[offset - 1].is("func") { continue }
        if source.isExempt(offset) { continue }
        let onSelf =
          offset < 2 || !tokens[offset - 1].is(".") || tokens[offset - 2].is("self")
        // A type's method that is none of these (`SwiftyStoreKit.purchaseProduct(…)`).
        if !onSelf, let receiver = tokens[offset - 2].text.first, receiver.isUppercase,
          declaringTypes[name]?.contains(tokens[offset - 2].text) != true
        {
          continue
        }
        guard onSelf, let type = source.outermostType(offset)?.baseName,
          declaringTypes[name]?.contains(type) == true
        else {
          callingTypes[name] = .some(nil)
          continue
        }
        if case .some(.some(var types)) = callingTypes[name] {
          types.insert(type)
          callingTypes[name] = types
        } else if callingTypes[name] == nil {
          callingTypes[name] = [type]
        }
      }
    }
    var found = Set<FunctionPosition>()
    for (source, function) in declared where shared.contains(function.name) {
      guard let type = index.swiftSources[source].outermostType(function.bodyStart)?.baseName,
        case .some(.some(let callers)) = callingTypes[function.name], !callers.contains(type)
      else { continue }
      found.insert(FunctionPosition(source: source, bodyStart: function.bodyStart))
    }
    return found
  }

  /// Those of `names` app code names other than to declare them (`func name`).
  private static func namedOutsideDeclarations(_ names: Set<String>, _ index: ProjectIndex)
    -> Set<String>
  {
    guard !names.isEmpty else { return [] }
    var named = Set<String>()
    for source in index.swiftSources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && names.contains(tokens[offset].text)
        && !(offset > 0 && tokens[offset - 1].is("func"))
      {
        named.insert(tokens[offset].text)
      }
    }
    return named
  }

  /// The screens (SwiftUI views, view controllers) that lead to a purchase,
  /// in their own body or in an extension of theirs — UIKit screens buy in
  /// the delegate methods an extension adds (`extension StoreViewController:
  /// UITableViewDelegate { … didSelectRowAt … }`), in their file or another.
  private static func screensThatBuy(
    _ index: ProjectIndex, through purchasing: Set<String>, _ ownPurchases: OwnPurchases,
    delegated: [String: Set<String>] = [:]
  ) -> [(SwiftSource, TypeDeclaration)] {
    let screenClasses = Self.appScreenClasses(index)
    func isScreen(_ type: TypeDeclaration) -> Bool {
      type.kind != "extension"
        && (type.isView
          || type.conformances.contains {
            $0.hasSuffix("ViewController") || screenClasses.contains($0)
          }
          || isPlainView(type))
    }
    // A purchase screen drawn as a plain view (`final class PaywallView:
    // UIView`, an AppKit `NSView` with Buy and Restore actions; WhiteNoise,
    // Jirassic, fifty-sixth and fifty-ninth rounds) — when it buys in so
    // many words, its name says it sells, and it is no `open` base a
    // library's subclasses draw.
    func isPlainView(_ type: TypeDeclaration) -> Bool {
      guard type.kind == "class", ["UIView", "NSView"].contains(type.conformances.first ?? "")
      else { return false }
      let name = type.name.lowercased()
      return Self.sellingScreenWords.contains(where: name.contains)
    }
    var screens: [(SwiftSource, TypeDeclaration)] = []
    var chosen = Set<String>()
    // Each extension that buys, by the name it extends: the file holding it.
    var buyingExtensions: [String: String] = [:]
    for source in index.swiftSources
    where source.role == .app && (!purchasing.isEmpty || mayBuy(source)) {
      // A purchase made in a delegate requirement another screen calls is
      // that screen's (`DelegatedPurchases`), not this one's.
      let forDelegator: ((Int) -> Bool)? =
        delegated.isEmpty
        ? nil
        : { !DelegatedPurchases.isInImplementation(source, $0, of: delegated) }
      for type in source.types where !source.isExempt(type.bodyStart) {
        if isScreen(type),
          callsPurchase(
            source, type, through: purchasing, ownPurchases, plainly: isPlainView(type),
            reached: forDelegator),
          !isPlainView(type) || !Self.isOpen(source, type),
          !Self.isSharedService(source, type, index)
        {
          screens.append((source, type))
          chosen.insert(type.name)
        } else if type.kind == "extension",
          callsPurchase(source, type, through: purchasing, ownPurchases, reached: forDelegator)
        {
          buyingExtensions[type.name] = buyingExtensions[type.name] ?? source.path
        }
      }
    }
    let pending = buyingExtensions.filter { !chosen.contains($0.key) }
    guard !pending.isEmpty else { return screens }
    // Where several apps of one repository declare the name (each its own
    // `HomeViewController`), the screen is the declaration nearest the
    // extension that buys.
    var nearest: [String: (source: SwiftSource, type: TypeDeclaration, shared: Int)] = [:]
    for source in index.swiftSources where source.role == .app {
      for type in source.types
      where isScreen(type) && !source.isExempt(type.bodyStart) {
        guard let extensionPath = pending[type.name] else { continue }
        let shared = sharedFolders(extensionPath, source.path)
        if shared > nearest[type.name]?.shared ?? -1 {
          nearest[type.name] = (source, type, shared)
        }
      }
    }
    for (source, type, _) in nearest.values.sorted(by: { $0.source.path < $1.source.path }) {
      screens.append((source, type))
    }
    // A base class only its subclasses show, when one of them buys through
    // it, is judged on those subclasses (`isBaseOnly`).
    let superclasses = Set(
      screens.compactMap { $0.1.kind == "class" ? $0.1.conformances.first : nil })
    screens.removeAll { source, type in
      superclasses.contains(type.name) && Self.isBaseOnly(source, type, index)
    }
    return screens
  }

  /// Whether `type` is a view controller serving as a purchase service:
  /// it makes its one instance itself (`static let shared =
  /// SubscriptionService()`), every other mention of its name reads that
  /// instance or a static member (`SubscriptionService.shared.purchase(…)`,
  /// `SubscriptionService.purchaseSuccessfulNotification`), and no storyboard
  /// or xib names it. Nothing presents it, so it is no screen (a Ray
  /// Wenderlich receipt service declared `: UIViewController`;
  /// quintessence-learning, ninetieth round).
  private static func isSharedService(
    _ source: SwiftSource, _ type: TypeDeclaration, _ index: ProjectIndex
  ) -> Bool {
    let tokens = source.tokens
    let name = type.name
    guard type.kind == "class",
      let shared = (type.bodyStart..<type.bodyEnd).first(where: {
        $0 + 4 < tokens.count && tokens[$0].is("static") && tokens[$0 + 1].is("let")
          && tokens[$0 + 2].is("shared") && tokens[$0 + 3].is("=")
      }),
      tokens[shared + 4].is(name) || tokens[shared + 4].is("Self")
    else { return false }
    let customClass = Array("customClass=\"\(name)\"".utf8)
    if index.interfaceFiles.values.contains(where: { $0.contains(customClass) }) { return false }
    for other in index.swiftSources where other.role == .app {
      let tokens = other.tokens
      for offset in tokens.indices where tokens[offset].is(name) {
        // `SubscriptionService.shared`, `SubscriptionService.optionsLoadedNotification`.
        let readsStatic =
          offset + 2 < tokens.count && tokens[offset + 1].is(".")
          && tokens[offset + 2].kind == .identifier && !tokens[offset + 2].is("init")
          && !tokens[offset + 2].is("self")
        let declares =
          offset > 0 && (tokens[offset - 1].is("class") || tokens[offset - 1].is("extension"))
        if !readsStatic && !declares && !(other.path == source.path && offset == shared + 4) {
          return false
        }
      }
    }
    return true
  }

  /// Whether `type` is a class only its subclasses show: app classes
  /// subclass it (`class PremiumViewController: AlertController`), and
  /// nothing makes one itself — every mention of its name declares it, an
  /// extension of it or a subclass, casts to it or reads a static member,
  /// and no storyboard or xib names it. Its purchase methods are its
  /// subclasses' controls (SaleRecord's `AlertController: UIViewController,
  /// SKPaymentTransactionObserver`, inherited by eleven screens;
  /// hundred-and-first round).
  private static func isBaseOnly(
    _ source: SwiftSource, _ type: TypeDeclaration, _ index: ProjectIndex
  ) -> Bool {
    let name = type.name
    guard type.kind == "class" else { return false }
    let customClass = Array("customClass=\"\(name)\"".utf8)
    if index.interfaceFiles.values.contains(where: { $0.contains(customClass) }) { return false }
    var subclassed = false
    for other in index.swiftSources where other.role == .app {
      let tokens = other.tokens
      for offset in tokens.indices where tokens[offset].is(name) {
        let previous = offset > 0 ? tokens[offset - 1] : tokens[offset]
        if previous.is("class") || previous.is("extension") || previous.is("as")
          || previous.is("is")
          || offset > 1 && previous.is("?") && tokens[offset - 2].is("as")
        {
          continue
        }
        // A subclass's declaration (`class PremiumViewController: AlertController`).
        if previous.is(":"), offset > 2, tokens[offset - 3].is("class") {
          subclassed = true
          continue
        }
        // A static member (`AlertController.shared` is a made instance).
        if offset + 2 < tokens.count, tokens[offset + 1].is("."),
          tokens[offset + 2].kind == .identifier,
          !["init", "self", "shared", "instance", "default"].contains(tokens[offset + 2].text)
        {
          continue
        }
        return false
      }
    }
    return subclassed
  }

  /// The app's own classes that are view controllers through their
  /// superclass chain (`class BaseVC: UIViewController`, `class PaywallBase:
  /// BaseVC`): a screen subclassing one is a screen.
  private static func appScreenClasses(_ index: ProjectIndex) -> Set<String> {
    var superclasses: [String: [String]] = [:]
    for source in index.swiftSources where source.role == .app {
      for type in source.types where type.kind == "class" {
        superclasses[type.name, default: []] += type.conformances
      }
    }
    var screens = Set<String>()
    var changed = true
    while changed {
      changed = false
      for (name, parents) in superclasses where !screens.contains(name) {
        if parents.contains(where: { $0.hasSuffix("ViewController") || screens.contains($0) }) {
          screens.insert(name)
          changed = true
        }
      }
    }
    return screens
  }

  /// Names that more than one type declares (extensions aside).
  private static func collidedNames(
    _ typesByName: [String: [PaywallScope.TypePosition]], _ sources: [SwiftSource]
  ) -> Set<String> {
    var names = Set<String>()
    for (name, positions) in typesByName where positions.count > 1 {
      let declared = positions.filter { sources[$0.source].types[$0.type].kind != "extension" }
      if declared.count > 1 { names.insert(name) }
    }
    return names
  }

  /// `typesByName` seen from the file at `path`: for each collided name, the
  /// declaration sharing the most folders with `path`, and the extensions no
  /// nearer to another declaration of the name.
  private static func nearest(
    _ typesByName: [String: [PaywallScope.TypePosition]], _ collided: Set<String>,
    to path: String, _ sources: [SwiftSource]
  ) -> [String: [PaywallScope.TypePosition]] {
    var result = typesByName
    for name in collided {
      let positions = typesByName[name] ?? []
      let declared = positions.filter { sources[$0.source].types[$0.type].kind != "extension" }
      guard
        let chosen = declared.max(by: {
          sharedFolders(path, sources[$0.source].path)
            < sharedFolders(path, sources[$1.source].path)
        })
      else { continue }
      let chosenPath = sources[chosen.source].path
      let others = declared.filter { $0.source != chosen.source || $0.type != chosen.type }
      result[name] = positions.filter { position in
        if position.source == chosen.source && position.type == chosen.type { return true }
        let file = sources[position.source].path
        let toChosen = sharedFolders(file, chosenPath)
        return others.allSatisfy { other in
          !(other.source == position.source && other.type == position.type)
            && sharedFolders(file, sources[other.source].path) <= toChosen
        }
      }
    }
    return result
  }

  /// How many leading folders two relative paths share.
  private static func sharedFolders(_ lhs: String, _ rhs: String) -> Int {
    let left = lhs.split(separator: "/").dropLast()
    let right = rhs.split(separator: "/").dropLast()
    return zip(left, right).prefix { $0 == $1 }.count
  }

  /// The literal price of a model's computed property the paywall or a view
  /// it composes reads (`Text(storeKit.priceLabel)`), from
  /// `PaywallScope.Context.priceMembers`.
  private static func pricedMemberShown(_ scope: PaywallScope, _ context: PaywallScope.Context)
    -> String?
  {
    let members = context.priceMembers
    guard !members.isEmpty else { return nil }
    for segment in scope.segments {
      let source = context.sources[segment.source]
      let tokens = source.tokens
      for offset in segment.start...segment.end
      where tokens[offset].kind == .identifier && offset > 0 && tokens[offset - 1].is(".")
        && !source.isExempt(offset)
      {
        if let price = members[tokens[offset].text] { return price }
      }
    }
    return nil
  }

  private static let productTypes: Set<String> = [
    "Product", "Package", "StoreProduct", "SKProduct",
  ]

  /// Whether `type` is a row or cell for one product: it stores a `Product`,
  /// `Package`, `StoreProduct` or `SKProduct` (`let product: Product`) that the
  /// screen listing it hands over. The view's own selection
  /// (`@State private var selectedPackage: Package?`) is not handed over: a
  /// screen that picks among packages is a screen, not a row.
  private static func buysOneProduct(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    let tokens = source.tokens
    var offset = type.bodyStart
    while offset + 3 < type.bodyEnd {
      defer { offset += 1 }
      guard tokens[offset].is("let") || tokens[offset].is("var"),
        tokens[offset + 2].is(":"), source.contexts[offset].functionIndex < 0,
        source.enclosingType(offset)?.bodyStart == type.bodyStart,
        !isOwnState(tokens, declarationAt: offset)
      else { continue }
      let typeName = tokens[offset + 3].text
      // The app's own wrapper of a store product (`let product: InAppProduct`)
      // is handed over the same way.
      if productTypes.contains(typeName) || typeName.hasSuffix("Product")
        || typeName.hasSuffix("Package")
      {
        return true
      }
    }
    return false
  }

  /// Whether `type` is handed a list of store products to choose among: a
  /// property the caller fills (`var packages: [Package]`, `let products:
  /// [Product]`), not the view's own state.
  private static func isHandedProductList(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    guard type.isView else { return false }
    let tokens = source.tokens
    var offset = type.bodyStart
    while offset + 5 < type.bodyEnd {
      defer { offset += 1 }
      guard tokens[offset].is("let") || tokens[offset].is("var"),
        tokens[offset + 2].is(":"), tokens[offset + 3].is("["), tokens[offset + 5].is("]"),
        productTypes.contains(tokens[offset + 4].text), source.contexts[offset].functionIndex < 0,
        source.enclosingType(offset)?.bodyStart == type.bodyStart,
        !isOwnState(tokens, declarationAt: offset),
        // A computed list (`var available: [Product] { store.products.filter
        // { … } }`) is the view's own choice, handed by no caller.
        offset + 6 >= type.bodyEnd || !tokens[offset + 6].is("{")
      else { continue }
      return true
    }
    return false
  }

  private static let ownStateAttributes: Set<String> = [
    "State", "StateObject", "Published", "AppStorage", "SceneStorage",
  ]

  /// Whether the `let`/`var` at `offset` declares the view's own state: a
  /// `@State`-like attribute or a `private` modifier before it on its line.
  private static func isOwnState(_ tokens: [SwiftToken], declarationAt offset: Int) -> Bool {
    var back = offset - 1
    while back >= 0, offset - back <= 6, tokens[back].line == tokens[offset].line {
      let token = tokens[back]
      if token.kind == .attribute, ownStateAttributes.contains(token.text) { return true }
      if token.is("private") || token.is("fileprivate") { return true }
      back -= 1
    }
    return false
  }

  /// The app's classes that make a `name` (`PayWallView()`) or keep one
  /// (`var primaryView: PayWallView`), itself left out.
  private static func composingTypes(of name: String, in sources: [SwiftSource]) -> [String] {
    var found: [String] = []
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for type in source.types where type.kind == "class" && type.name != name {
        let composes = (type.bodyStart..<type.bodyEnd).contains { offset in
          tokens[offset].kind == .identifier && tokens[offset].text == name && offset > 0
            && offset + 1 < tokens.count
            && (tokens[offset + 1].is("(") || tokens[offset - 1].is(":"))
            && !source.isExempt(offset)
        }
        if composes, !found.contains(type.name) { found.append(type.name) }
      }
    }
    return found
  }

  /// The views that render `name` in their body, and the views rendering
  /// those, four levels up: the screens a row appears on (StoreHelper's
  /// `Subscriptions` → row → `SubscriptionView` → `PurchaseButton` →
  /// `PriceView`; ghostery, fifty-seventh round).
  private static func hosts(
    of name: String, in sources: [SwiftSource], inlineOnly: Bool = false
  ) -> [String] {
    var found: [String] = []
    var level = [name]
    var seen: Set<String> = [name]
    // A view renders a row in its extensions too (`private extension
    // PaywallView { var products: some View { … } }`).
    var viewNames = Set<String>()
    for source in sources where source.role == .app {
      for type in source.types where type.isView { viewNames.insert(type.name) }
    }
    for _ in 0..<4 where !level.isEmpty {
      let wanted = Set(level)
      level = []
      for source in sources where source.role == .app {
        for type in source.types
        where (type.isView || (type.kind == "extension" && viewNames.contains(type.name)))
          && !seen.contains(type.name)
        {
          let tokens = source.tokens
          let renders = (type.bodyStart..<type.bodyEnd).contains { offset in
            tokens[offset].kind == .identifier && wanted.contains(tokens[offset].text)
              && offset + 1 < tokens.count && tokens[offset + 1].is("(")
              && !source.isExempt(offset)
              && !(inlineOnly && isPresented(tokens, at: offset, from: type.bodyStart))
              // A view nested in this one's declaration (`extension
              // HomeView { struct SubscriptionSheet: View { … } }`) renders
              // what it draws, not its namespace (diffuVision, seventy-seventh round).
              && source.enclosingType(offset)?.bodyStart == type.bodyStart
          }
          if renders {
            seen.insert(type.name)
            level.append(type.name)
            found.append(type.name)
          }
        }
      }
    }
    return found
  }

  /// Whether the token at `offset` calls one of `names`, with arguments or
  /// a trailing closure (`store.buyProduct(product) { … }`), and not as
  /// `super`'s.
  private static func isCall(ofOneOf names: Set<String>, _ tokens: [SwiftToken], _ offset: Int)
    -> Bool
  {
    tokens[offset].kind == .identifier && names.contains(tokens[offset].text)
      && offset + 1 < tokens.count
      && (tokens[offset + 1].is("(") || tokens[offset + 1].is("{"))
      && !callsSuper(tokens, offset)
  }

  /// Names of functions declared outside views whose bodies call `purchase(…)`:
  /// the view model or manager methods a paywall buys through; and, written
  /// with a leading dot (`.subscribe`), the actions a reducer buys in.
  private static func purchasingFunctions(in index: ProjectIndex, _ ownPurchases: OwnPurchases)
    -> Set<String>
  {
    var names = Set<String>()
    func buys(_ source: SwiftSource, _ function: FunctionDeclaration) -> Bool {
      let tokens = source.tokens
      return (function.bodyStart..<function.bodyEnd).contains { offset in
        ownPurchases.isStorePurchaseCall(tokens, offset) || Self.isOtherPurchaseCall(tokens, offset)
      }
    }
    let actions = Self.purchasingActions(in: index) { tokens, offset in
      ownPurchases.isStorePurchaseCall(tokens, offset) || Self.isOtherPurchaseCall(tokens, offset)
    }
    for source in index.swiftSources where source.role == .app && mayBuy(source) {
      for function in source.functions where function.name != "init" {
        if let type = source.enclosingType(function.bodyStart), type.isView { continue }
        if buys(source, function) { names.insert(function.name) }
      }
    }
    guard !names.isEmpty else { return actions }
    // One hop further: `static func purchase(completion:)` that calls
    // `store.buyProduct(product) { … }`, the method that buys.
    func calls(_ names: Set<String>, _ source: SwiftSource, _ function: FunctionDeclaration) -> Bool
    {
      (function.bodyStart..<function.bodyEnd).contains {
        Self.isCall(ofOneOf: names, source.tokens, $0)
      }
    }
    var indirect = Set<String>()
    for source in index.swiftSources where source.role == .app && mayBuy(source) {
      for function in source.functions
      where function.name != "init" && !names.contains(function.name) {
        if let type = source.enclosingType(function.bodyStart), type.isView { continue }
        if calls(names, source, function) { indirect.insert(function.name) }
      }
    }
    names.formUnion(indirect)
    // A name counts only when every declaration of it buys, directly or by
    // calling a method that does (`func purchase(id:) { purchase(product) }`):
    // another type's `upgradeToPremium()` that only opens the paywall sheet
    // makes calls of that name no purchase.
    var notBuying = Set<String>()
    for source in index.swiftSources where source.role == .app {
      for function in source.functions where names.contains(function.name) {
        if let type = source.enclosingType(function.bodyStart), type.isView { continue }
        // A stand-in for previews or tests (`PreviewSubscriptionsManager.buyProduct`,
        // a `MockStore`) is not the app's own method of that name.
        if source.isExempt(function.bodyStart) || TestDouble.encloses(source, function.bodyStart)
          || source.outermostType(function.bodyStart).map({
            IdentifierWords.of($0.name).contains("preview")
          }) == true
        {
          continue
        }
        if !calls(names, source, function), !buys(source, function) {
          notBuying.insert(function.name)
        }
      }
    }
    return names.subtracting(notBuying).union(actions)
  }

  /// Whether the name at `offset` is called on `super`: the superclass's
  /// method (`super.viewDidLoad()`), not the app's of that name. Every view
  /// controller calls it; one whose `viewDidLoad` buys made them all buy
  /// (LiveLocationTacker's subscription status screen, ninetieth round).
  private static func callsSuper(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset >= 2 && tokens[offset - 1].is(".") && tokens[offset - 2].is("super")
  }

  /// The actions a reducer buys in, each written `.subscribe`: the cases
  /// of a `switch` over an action whose body buys (`case .subscribe: return
  /// .run { _ in try await product.purchase() }` in a Composable
  /// Architecture reducer, or a view model's `func send(_ action:)`). A view
  /// that sends one (`viewStore.send(.subscribe)`) buys through it
  /// (PRLab_App_iOS, seventy-fifth round).
  private static func purchasingActions(
    in index: ProjectIndex, buysAt: ([SwiftToken], Int) -> Bool
  ) -> Set<String> {
    var actions = Set<String>()
    for source in index.swiftSources where source.role == .app && mayBuy(source) {
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].is("case") && !source.isExempt(offset) {
        guard let (name, body) = Self.switchCase(tokens, at: offset) else { continue }
        if body.contains(where: { buysAt(tokens, $0) }) { actions.insert("." + name) }
      }
    }
    return actions
  }

  /// The case name and body of the `switch` case at `offset` (`case
  /// .subscribe:`, `case let .buy(product):`, `case .buy(let product):`):
  /// nil for an enum's own case or an `if case` pattern.
  private static func switchCase(_ tokens: [SwiftToken], at offset: Int)
    -> (name: String, body: Range<Int>)?
  {
    var index = offset + 1
    if index < tokens.count, tokens[index].is("let") || tokens[index].is("var") { index += 1 }
    guard index + 1 < tokens.count, tokens[index].is("."),
      tokens[index + 1].kind == .identifier
    else { return nil }
    let name = tokens[index + 1].text
    // The pattern ends at its `:` (one pattern per case: a list of them is
    // read from its first).
    guard
      let colon = tokens.firstTopLevel(
        where: { $0.is(":") }, from: index + 2,
        stoppingAt: { $0.is("=") || $0.is("{") || $0.is("}") })
    else { return nil }
    let start = colon + 1
    var end = start
    var braces = 0
    while end < tokens.count {
      let token = tokens[end]
      if token.is("{") {
        braces += 1
      } else if token.is("}") {
        if braces == 0 { break }
        braces -= 1
      } else if braces == 0, token.is("case") || token.is("default") {
        break
      }
      end += 1
    }
    return (name, start..<end)
  }

  /// StoreKit's views that buy with their own button.
  private static let storeKitViews: Set<String> = ["ProductView", "StoreView"]

  /// Whether the `ProductView`/`StoreView` at `offset` is StoreKit's view
  /// made there (`ProductView(id:)`, `StoreView(ids:)`), in a file importing
  /// StoreKit whose project declares no type of that name (`appTypes`).
  private static func showsStoreKitView(
    _ source: SwiftSource, _ offset: Int, appTypes: Set<String>? = nil
  ) -> Bool {
    let tokens = source.tokens
    return offset + 1 < tokens.count && tokens[offset + 1].is("(")
      && (offset == 0 || !tokens[offset - 1].is(".")) && source.imports.contains("StoreKit")
      && !source.isExempt(offset) && !(appTypes ?? []).contains(tokens[offset].text)
  }

  /// Whether `type` shows StoreKit's `StoreView`/`ProductView` (with
  /// `only`, and buys in no other way).
  private static func showsStoreKitViews(
    _ source: SwiftSource, _ type: TypeDeclaration, appTypes: Set<String>, only: Bool
  ) -> Bool {
    let tokens = source.tokens
    var shows = false
    for offset in type.bodyStart..<type.bodyEnd where tokens[offset].kind == .identifier {
      let text = tokens[offset].text
      if storeKitViews.contains(text), showsStoreKitView(source, offset, appTypes: appTypes) {
        shows = true
      } else if only,
        text == "SubscriptionStoreView" || text == "purchase" || isOtherPurchaseCall(tokens, offset)
      {
        return false
      }
    }
    return shows
  }

  /// Labels of a reactive stream's callbacks (RxSwift's `subscribe(onNext:)`,
  /// Combine's `sink(receiveValue:)`).
  private static let streamCallbackLabels: Set<String> = [
    "onNext", "onSuccess", "onError", "onCompleted", "onDisposed", "onFailure", "receiveValue",
    "receiveCompletion",
  ]

  /// Whether the call at `offset` takes a stream's callback as its first
  /// argument (`observable.subscribe(onNext: …)`): the stream's API, not the
  /// app's buying method of that name (`func subscribe(to plan:)`;
  /// rollcall-ios, sixty-ninth round).
  private static func takesStreamCallback(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset + 3 < tokens.count && tokens[offset + 3].is(":")
      && streamCallbackLabels.contains(tokens[offset + 2].text)
  }

  /// Conformances of a SwiftUI view under which only its `body` (and what it
  /// reaches) runs unasked.
  private static let bodyOnlyConformances: Set<String> = [
    "View", "SwiftUI.View", "Equatable", "Hashable", "Sendable",
  ]

  /// Whether the view `type` buys in a member its body reaches (`scope`'s
  /// segments of the type, in its declaration or an extension) or in an
  /// initialiser.
  private static func buysWhereReached(
    _ type: TypeDeclaration, _ scope: PaywallScope, _ context: PaywallScope.Context,
    _ purchasing: Set<String>, _ ownPurchases: OwnPurchases
  ) -> Bool {
    var ranges: [Int: [ClosedRange<Int>]] = [:]
    // Closures handed to another object's presenter run from what it presents.
    var handed: [Int: [ClosedRange<Int>]] = [:]
    let segments = scope.segments + (context.members(of: type.name).byName["init"] ?? [])
    for segment in segments where segment.owner == type.name {
      let end = max(segment.start, segment.end)
      ranges[segment.source, default: []].append(segment.start...end)
      let tokens = context.sources[segment.source].tokens
      for offset in segment.start...end where tokens[offset].kind == .identifier {
        if let close = PaywallScope.presenterCallbackEnd(tokens, at: offset, within: end) {
          handed[segment.source, default: []].append(offset...close)
        }
      }
    }
    for position in context.typesByName[type.name] ?? [] {
      guard let reached = ranges[position.source] else { continue }
      let source = context.sources[position.source]
      let skipped = handed[position.source] ?? []
      if Self.callsPurchase(
        source, source.types[position.type], through: purchasing, ownPurchases,
        reached: { offset in
          reached.contains { $0.contains(offset) } && !skipped.contains { $0.contains(offset) }
        })
      {
        return true
      }
    }
    return false
  }

  /// Whether the declarations of the type `name` call a purchase outside
  /// the bodies of `dead` (`neverRunBodies`: each source's function starts
  /// and ends).
  private static func buysOutside(
    _ dead: [Int: [Int: Int]], _ name: String, _ context: PaywallScope.Context,
    _ purchasing: Set<String>, _ ownPurchases: OwnPurchases
  ) -> Bool {
    for position in context.typesByName[name] ?? [] {
      let source = context.sources[position.source]
      let bodies = dead[position.source] ?? [:]
      if Self.callsPurchase(
        source, source.types[position.type], through: purchasing, ownPurchases,
        reached: { offset in !bodies.contains { $0.key <= offset && offset <= $0.value } })
      {
        return true
      }
    }
    return false
  }

  /// Whether every `name(` the declaration `type` writes is presented (in
  /// a `.sheet`, a `.fullScreenCover`, a navigation destination), and it
  /// writes one.
  private static func onlyPresents(_ name: String, _ source: SwiftSource, _ type: TypeDeclaration)
    -> Bool
  {
    let tokens = source.tokens
    let uses = (type.bodyStart..<type.bodyEnd).filter {
      tokens[$0].is(name) && tokens[$0 + 1].is("(") && !source.isExempt($0)
    }
    return !uses.isEmpty
      && uses.allSatisfy { isPresented(tokens, at: $0, from: type.bodyStart) }
  }

  /// Whether StoreKit's view name (`SubscriptionStoreView`) in `source`
  /// means StoreKit's view: the file imports StoreKit (SwiftUI does not
  /// bring it) and the app declares no view of that name (StoryVision's own
  /// RevenueCat `SubscriptionStoreView`, seventy-eighth round).
  static func meansStoreKitView(_ source: SwiftSource, declaredByApp: Bool) -> Bool {
    source.imports.contains("StoreKit") && !declaredByApp
  }

  private static func callsPurchase(
    _ source: SwiftSource, _ type: TypeDeclaration, through purchasing: Set<String>,
    _ ownPurchases: OwnPurchases, plainly: Bool = false, reached: ((Int) -> Bool)? = nil
  ) -> Bool {
    let tokens = source.tokens
    var calls = false
    var callsThroughObject = false
    var namesBuying = false
    var showsPackages = false
    // `BuyButton(callback: viewModel.purchase)`: a buying method handed over
    // by reference, unapplied, as a control's action.
    // Not a type's case picked by a ternary (`(purchased ? LocalizedKey.purchased
    // : LocalizedKey.purchase).value`, a label's text; Orchestra,
    // hundred-and-fifteenth round): the colon must end an argument's label.
    func isHandedOver(_ offset: Int) -> Bool {
      guard offset >= 3, offset + 1 < tokens.count, tokens[offset - 1].is("."),
        tokens[offset + 1].is(")") || tokens[offset + 1].is(","),
        tokens[offset - 2].kind == .identifier,
        tokens[offset - 2].text.first?.isUppercase != true
      else { return false }
      if tokens[offset - 3].is("(") { return true }
      return tokens[offset - 3].is(":") && offset >= 5 && tokens[offset - 4].kind == .identifier
        && (tokens[offset - 5].is("(") || tokens[offset - 5].is(","))
    }
    for offset in type.bodyStart..<type.bodyEnd {
      let token = tokens[offset]
      guard token.kind == .identifier, reached?(offset) ?? true else { continue }
      if token.text == "SubscriptionStoreView", !source.isExempt(offset),
        Self.meansStoreKitView(source, declaredByApp: ownPurchases.declaresType(token.text))
      {
        return true
      }
      if storeKitViews.contains(token.text), Self.showsStoreKitView(source, offset) {
        return true
      }
      if token.is("purchase") {
        // A view may declare its own `purchase`: the screen still buys.
        if offset > 0, tokens[offset - 1].is("func") { continue }
        if ownPurchases.isStorePurchaseCall(tokens, offset), !source.isExempt(offset),
          !UncalledFunctions.isInPrivateFunctionOnlyUnreachableCodeCalls(source, offset)
        {
          calls = true
        } else if purchasing.contains("purchase"), isHandedOver(offset), !source.isExempt(offset) {
          callsThroughObject = true
          namesBuying = true
        }
      } else if !purchasing.isEmpty, purchasing.contains(token.text), isHandedOver(offset),
        !source.isExempt(offset)
      {
        callsThroughObject = true
        let called = token.text.lowercased()
        if Self.saysBuying(called) { namesBuying = true }
      } else if Self.isOtherPurchaseCall(tokens, offset), !source.isExempt(offset) {
        calls = true
      } else if let action = Self.sentAction(tokens, offset, purchasing), !source.isExempt(offset) {
        // `viewStore.send(.subscribe)`: a reducer buys for the screen.
        callsThroughObject = true
        if Self.saysBuying(action.lowercased()) { namesBuying = true }
      } else if !purchasing.isEmpty, offset > 0, tokens[offset - 1].is("."),
        offset + 1 < tokens.count,
        tokens[offset + 1].is("(")
          // A trailing closure only after a name that says it buys: `MainActor.run {`
          // is no call of a store's `run(_ effect:)` (pia-foss).
          || tokens[offset + 1].is("{") && Self.saysBuying(token.text.lowercased()),
        purchasing.contains(token.text), !Self.callsSuper(tokens, offset),
        !source.isExempt(offset), !Self.takesStreamCallback(tokens, offset)
      {
        callsThroughObject = true
        // `UpgradeModel.shared.unlockPremium()` (or `vm.purchasePackage { ok
        // in … }`, a trailing closure; iSalah, eightieth round): the method's name says it
        // buys, or the screen's method calling it does (`func
        // purchaseOrderIAP(…) { Manager.default.order(iapType:…) }`;
        // KIkbsKeyBoard, fifty-first round).
        let called = token.text.lowercased()
        let functionIndex = Int(source.contexts[offset].functionIndex)
        let caller = functionIndex >= 0 ? source.functions[functionIndex].name.lowercased() : ""
        if Self.saysBuying(called) || Self.saysBuying(caller) {
          namesBuying = true
        }
      }
    }
    if calls { return true }
    // A method the type inherits (`buyPlanOne()` in a subclass of the
    // `AlertController` declaring it; SaleRecord, hundred-and-first round),
    // called without a receiver, named for buying.
    if !callsThroughObject, !purchasing.isEmpty, type.kind == "class" {
      let declared = Set(
        source.functions.lazy.filter { type.bodyStart < $0.bodyStart && $0.bodyEnd < type.bodyEnd }
          .map(\.name))
      for offset in type.bodyStart..<type.bodyEnd
      where tokens[offset].kind == .identifier && purchasing.contains(tokens[offset].text)
        && !declared.contains(tokens[offset].text) && offset > 0 && offset + 1 < tokens.count
        && tokens[offset + 1].is("(") && !tokens[offset - 1].is(".")
        && !tokens[offset - 1].is("func") && Self.saysBuying(tokens[offset].text.lowercased())
        && reached?(offset) ?? true && !source.isExempt(offset)
      {
        return true
      }
    }
    guard callsThroughObject else { return false }
    if namesBuying { return true }
    // `plainly`: only a call of the store or of a method named for buying counts.
    if plainly { return false }
    // A screen named for selling (`NewInAppPurchaseVC`) that calls a method
    // which buys, whatever the method is called (`IAPHandler.shared
    // .upgratePro(typeIAP)`; summonsesproject, seventy-sixth round).
    if Self.sellingScreenWords.contains(where: type.name.lowercased().contains) { return true }
    for offset in type.bodyStart..<type.bodyEnd where tokens[offset].kind == .identifier {
      let lowered = tokens[offset].text.lowercased()
      showsPackages =
        lowered.contains("package") || lowered.contains("offering") || lowered.contains("product")
      if showsPackages { break }
    }
    return showsPackages
  }

  /// The buying action (one of `purchasing`'s `.subscribe`) that the call
  /// at `offset` sends: `send(.subscribe)`, `store.send(.view(.buyTapped))`,
  /// `dispatch(.purchase(plan))`.
  private static func sentAction(_ tokens: [SwiftToken], _ offset: Int, _ purchasing: Set<String>)
    -> String?
  {
    guard tokens[offset].is("send") || tokens[offset].is("dispatch"),
      offset + 1 < tokens.count, tokens[offset + 1].is("(")
    else { return nil }
    var depth = 0
    var index = offset + 1
    while index + 1 < tokens.count {
      let token = tokens[index]
      if token.is("(") {
        depth += 1
      } else if token.is(")") {
        depth -= 1
        if depth == 0 { return nil }
      } else if token.is("."), tokens[index + 1].kind == .identifier,
        index == 0 || tokens[index - 1].is("(") || tokens[index - 1].is(",")
          || tokens[index - 1].is(":"),
        purchasing.contains("." + tokens[index + 1].text)
      {
        return tokens[index + 1].text
      }
      index += 1
    }
    return nil
  }

  /// Words in the name of a plain view that is a purchase screen.
  private static let sellingScreenWords = [
    "paywall", "store", "purchase", "premium", "subscri", "upgrade", "shop", "iap", "unlock",
  ]

  /// Whether the class `type` is declared `open` (a library's base class).
  private static func isOpen(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    let tokens = source.tokens
    var keyword = min(type.bodyStart, tokens.count - 1)
    while keyword > 0, type.bodyStart - keyword < 64,
      !(tokens[keyword].is("class") && tokens[keyword + 1].is(type.name))
    {
      keyword -= 1
    }
    var back = keyword - 1
    while back >= 0, keyword - back < 8, tokens[back].line == tokens[keyword].line {
      if tokens[back].is("open") { return true }
      back -= 1
    }
    return false
  }

  /// How a purchasing method's name starts when it says it buys.
  private static let buyingVerbs = ["buy", "purchase", "unlock", "upgrade", "subscribe", "order"]

  /// Whether a method's name (lowercased) says it buys: it starts with a
  /// buying verb, or names a purchase or a trial after another verb
  /// (`startPurchase`, `makePurchase`, `startTrial`; printer1, fiftieth
  /// round; whole-ios, fifty-fourth) — not a restore.
  private static func saysBuying(_ name: String) -> Bool {
    buyingVerbs.contains { name.hasPrefix($0) }
      || !name.contains("restore")
        && ["purchase", "buy", "subscribe", "trial"].contains { name.contains($0) }
  }

  /// Whether `source` may buy: it says `purchase`, or it imports a store SDK
  /// that buys with other words (StoreKit 1, RevenueCat 3, SwiftyStoreKit).
  private static func mayBuy(_ source: SwiftSource) -> Bool {
    source.words.contains(.purchase)
      || !source.imports.isDisjoint(with: purchaseModules)
  }

  private static let purchaseModules: Set<String> = [
    "StoreKit", "Purchases", "RevenueCat", "SwiftyStoreKit",
    // NeonSDK buys with `RevenueCatManager.subscribe(…)`, Adapty with `makePurchase(product:)`.
    "NeonSDK", "Adapty",
  ]

  /// A purchase spelled otherwise than `purchase(`: RevenueCat 3's
  /// `purchasePackage(`/`purchaseProduct(` (SwiftyStoreKit's too), and
  /// StoreKit 1's `SKPaymentQueue.default().add(payment)`, on one line.
  static func isOtherPurchaseCall(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let token = tokens[offset]
    guard token.kind == .identifier, offset + 1 < tokens.count else { return false }
    if token.is("purchasePackage") || token.is("purchaseProduct") {
      return tokens[offset + 1].is("(")
    }
    // Adapty buys with `Adapty.makePurchase(product:)` (Smart-Reader, eightieth round).
    if token.is("makePurchase"), offset >= 2, tokens[offset - 1].is("."),
      tokens[offset - 2].is("Adapty")
    {
      return tokens[offset + 1].is("(")
    }
    // NeonSDK's wrappers buy the package chosen with `selectPackage(id:)`:
    // `RevenueCatManager.subscribe(animation: .loadingBar) { … }`,
    // `AdaptyManager.subscribe(…)` (RapGenerator, AIChatApp, MoonX;
    // seventy-seventh round). Any other `subscribe` is a stream's.
    if token.is("subscribe"), offset >= 2, tokens[offset - 1].is("."),
      neonSDKManagers.contains(tokens[offset - 2].text)
    {
      return tokens[offset + 1].is("(") || tokens[offset + 1].is("{")
    }
    // An injected queue (`private let paymentQueue: SKPaymentQueue`, then
    // `paymentQueue.add(payment)`; vpnuk-ios, fifty-third round).
    if offset + 3 < tokens.count, token.text.lowercased().hasSuffix("paymentqueue"),
      !token.is("SKPaymentQueue"), tokens[offset + 1].is("."), tokens[offset + 2].is("add"),
      tokens[offset + 3].is("(")
    {
      return !KnownStoreKitIssueRule.addsObserver(tokens, offset + 2)
    }
    guard token.is("SKPaymentQueue") else { return false }
    var next = offset + 1
    while next + 1 < tokens.count, next - offset < 12, tokens[next].line == token.line {
      // Swift 2 spelled it `SKPaymentQueue.defaultQueue().addPayment(payment)`.
      if tokens[next].is("addPayment"), tokens[next - 1].is("."), tokens[next + 1].is("(") {
        return true
      }
      if tokens[next].is("add"), tokens[next - 1].is("."), tokens[next + 1].is("(") {
        // `add(self)`, `add(IAPService.instance)` register the transaction
        // observer; a payment is anything else.
        return !KnownStoreKitIssueRule.addsObserver(tokens, next)
      }
      next += 1
    }
    return false
  }

  /// NeonSDK's purchase wrappers, whose `subscribe` buys.
  private static let neonSDKManagers: Set<String> = ["RevenueCatManager", "AdaptyManager"]

  private static let currencySymbols: [Character] = ["$", "€", "£", "¥", "₹", "₩", "₽", "₺"]

  /// A currency symbol or code written beside an interpolated amount in a
  /// view (`"$\(product.price)"`, `"\(amount) €"`, `"\(product.price) USD"`;
  /// dudinvlad/sample, seventy-second round): the store's number shown in a
  /// currency the code chose, wrong in every other storefront.
  static func currencyBesideInterpolation(_ parts: [String]) -> String? {
    guard parts.count > 1 else { return nil }
    for (offset, part) in parts.enumerated() {
      if offset < parts.count - 1, let last = part.last, currencySymbols.contains(last) {
        return "\(last)\\(…)"
      }
      let rest = part.drop { $0 == " " }
      if offset > 0, let start = rest.first, currencySymbols.contains(start) {
        return "\\(…) \(start)"
      }
      // A code after the amount (`" USD"`, `" EUR/month"`), or before it (`"USD "`).
      if offset > 0, let code = Self.leadingCurrencyCode(rest) { return "\\(…) \(code)" }
      if offset < parts.count - 1 {
        let trimmed = part.reversed().drop { $0 == " " }.reversed()
        let code = String(trimmed.suffix(3))
        let before = trimmed.dropLast(3).last
        if PriceDetector.codes.contains(code), before.map({ !$0.isLetter && !$0.isNumber }) != false
        {
          return "\(code) \\(…)"
        }
      }
    }
    return nil
  }

  /// A currency symbol or code written beside a number's format specifier
  /// (`String(format: "Buy $%.2f", Double(priceCents) / 100)`, `"%.2f €"`,
  /// `"%@ USD"`; SaxWeather, eighty-first round): the format string is the
  /// price's template, its currency the code's, as with an interpolation.
  /// A positional argument's `$` (`"%1$@"`) is part of its specifier.
  static func currencyBesideFormatSpecifier(_ text: String) -> String? {
    guard text.contains("%") else { return nil }
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      guard characters[index] == "%",
        let end = FormatSpecifier.end(of: characters, from: index)
      else {
        index += 1
        continue
      }
      var before = index
      while before > 0, characters[before - 1] == " " || characters[before - 1] == "\u{A0}" {
        before -= 1
      }
      if before > 0, currencySymbols.contains(characters[before - 1]) {
        return "\(characters[before - 1])%…"
      }
      if before >= 3, PriceDetector.codes.contains(String(characters[(before - 3)..<before])),
        before == 3 || !characters[before - 4].isLetter
      {
        return "\(String(characters[(before - 3)..<before])) %…"
      }
      let rest = characters[end...].drop { $0 == " " || $0 == "\u{A0}" }
      if let symbol = rest.first, currencySymbols.contains(symbol) { return "%… \(symbol)" }
      if let code = Self.leadingCurrencyCode(String(rest.prefix(4))) { return "%… \(code)" }
      index = end
    }
    return nil
  }

  /// `.currency(code: …)` at `offset` formatting a store product's `price`
  /// in a currency the code chose — the device's (`Locale.current`) or a
  /// literal code — rather than the product's own (`priceFormatStyle`): the
  /// call as written, shortened; nil otherwise.
  static func chosenCurrency(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    guard tokens[offset].is("currency"), offset >= 1, tokens[offset - 1].is("."),
      offset + 3 < tokens.count, tokens[offset + 1].is("("), tokens[offset + 2].is("code"),
      tokens[offset + 3].is(":"),
      let close = tokens.closingBracket(of: offset + 1, within: 40),
      // On a product's `price` (`product.price.formatted(`).
      (max(0, offset - 8)..<offset).contains(where: {
        tokens[$0].is("price") && $0 > 0 && tokens[$0 - 1].is(".")
      })
    else { return nil }
    let argument = tokens[(offset + 4)..<close]
    if argument.contains(where: {
      $0.is("priceFormatStyle") || $0.is("priceLocale") || $0.is("currencyCode")
    }) {
      return nil
    }
    if argument.contains(where: { $0.is("Locale") }) { return ".currency(code: Locale.current…)" }
    if let code = argument.first(where: { $0.kind == .string }), code.text.count == 3 {
      return ".currency(code: \"\(code.text)\")"
    }
    return nil
  }

  /// A currency formatter given a locale the code chose (`formatter.locale =
  /// Locale.current`, `Locale(identifier: "de_DE")`) in the block that sets
  /// its `numberStyle = .currency`, with nothing of the store's currency
  /// there (`priceLocale`, `priceFormatStyle`, a `currencyCode`): the amount
  /// (a per-month share of `product.price`, a saving) is shown in the
  /// device's currency or a fixed one, not the storefront's (PainWise,
  /// eighty-first round). The assignment as written, shortened; nil otherwise.
  static func chosenFormatterLocale(_ tokens: [SwiftToken], _ offset: Int) -> String? {
    guard tokens[offset].is("locale"), offset >= 2, tokens[offset - 1].is("."),
      offset + 2 < tokens.count, tokens[offset + 1].is("=")
    else { return nil }
    let value = tokens[offset + 2].is(".") ? offset + 3 : offset + 2
    guard value + 1 < tokens.count else { return nil }
    let chosen: String
    if tokens[value].is("current") || tokens[value].is("autoupdatingCurrent") {
      chosen = "Locale.current"
    } else if tokens[value].is("Locale"), tokens[value + 1].is(".") || tokens[value + 1].is("("),
      value + 2 < tokens.count
    {
      if tokens[value + 2].is("current") || tokens[value + 2].is("autoupdatingCurrent") {
        chosen = "Locale.current"
      } else if tokens[value + 1].is("("), tokens[value + 2].is("identifier"),
        value + 4 < tokens.count, tokens[value + 4].kind == .string
      {
        chosen = "Locale(identifier: \"\(tokens[value + 4].text)\")"
      } else {
        return nil
      }
    } else {
      return nil
    }
    // The block holding the assignment.
    guard let open = tokens.enclosingBrace(of: offset, within: 400),
      let close = tokens.closingBracket(of: open, within: 800)
    else { return nil }
    let block = tokens[open..<close]
    let formatsCurrency = block.indices.contains {
      tokens[$0].is("numberStyle") && $0 + 3 < close && tokens[$0 + 1].is("=")
        && tokens[$0 + 2].is(".") && tokens[$0 + 3].is("currency")
    }
    // The block's own condition counts: a locale set only when the store's
    // formatter has no currency (`if formatter.currencyCode == nil {` after
    // `let formatter = product.priceFormatter ?? NumberFormatter()`) is a
    // fallback (LiveLocationTacker, ninetieth round).
    var condition = open - 1
    while condition > 0, open - condition < 30,
      !tokens[condition].is("if") && !tokens[condition].is("guard")
    {
      condition -= 1
    }
    if condition <= 0 || open - condition >= 30 || tokens[condition - 1].is(".") {
      condition = open
    }
    let usesStoreCurrency = tokens[condition..<close].contains {
      $0.is("priceLocale") || $0.is("priceFormatStyle") || $0.is("currencyCode")
        || $0.is("currencySymbol") || $0.is("priceFormatter")
    }
    return formatsCurrency && !usesStoreCurrency ? "locale = \(chosen)" : nil
  }

  /// Whether the literal at `offset` is handed to something that shows it:
  /// a label's or button's text (`priceLabel.text = …`, `setTitle(…`), or an
  /// argument or property named for a price (`CustomPriceView(paywallPrice:
  /// "\(product.price)$")`, `priceText = …`). A UIKit screen's other
  /// strings (a regular expression's `"^\(prefix)$"`, a request's body) show
  /// nothing (BabyTrackerClone, seventy-fourth round).
  static func isShownText(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    guard offset >= 2 else { return false }
    let before = tokens[offset - 1]
    let name = tokens[offset - 2]
    if before.is("("), name.is("setTitle") || name.is("setAttributedTitle") { return true }
    guard before.is("=") || before.is(":"), name.kind == .identifier else { return false }
    if before.is("="), name.is("text") || name.is("attributedText") || name.is("title") {
      return offset >= 3 && tokens[offset - 3].is(".")
    }
    return name.text.lowercased().contains("price")
  }

  /// The price the literal at `offset` shows: one written into it, or a
  /// currency the code chose beside an amount it inserts (an interpolation
  /// or a format specifier) in text a view draws, or text the screen (a
  /// view controller) hands to a label.
  private static func shownPrice(
    _ source: SwiftSource, _ offset: Int, drawsView: Bool, isScreen: Bool
  ) -> String? {
    // Text searched for is replaced, not shown (`SearchedText`), and a
    // regular expression's replacement template is no text at all.
    if SearchedText.isSearched(source.tokens, offset) || RegexTemplate.isTemplate(source, offset) {
      return nil
    }
    let token = source.tokens[offset]
    if let written = source.price(at: offset) {
      // A grant's cap or a tax saving in a feature row (`"Bis zu 1.200 €
      // Steuern sparen"`; Baumio, hundred-and-first round) is no price.
      return SellingContext.isNeverStorePrice(token.text, written) ? nil : written
    }
    if token.isInterpolated, drawsView || isScreen && isShownText(source.tokens, offset),
      let beside = currencyBesideInterpolation(source.stringParts(at: offset))
    {
      return beside
    }
    guard drawsView || isScreen && isShownFormat(source.tokens, offset) else { return nil }
    return currencyBesideFormatSpecifier(token.text)
  }

  /// Whether the literal at `offset` is shown (`isShownText`), or is the
  /// template of a `String(format:)` whose result is (`priceLabel.text =
  /// String(format: "$%.2f", amount)`).
  static func isShownFormat(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    if isShownText(tokens, offset) { return true }
    guard offset >= 4, tokens[offset - 1].is(":"), tokens[offset - 2].is("format"),
      tokens[offset - 3].is("("), tokens[offset - 4].is("String")
    else { return false }
    return isShownText(tokens, offset - 4)
  }

  /// The ISO currency code `text` starts with, standing alone (`"USD"`,
  /// `"EUR/month"`), not the start of a word (`"USDT"`, `"Eurovision"`).
  private static func leadingCurrencyCode<S: StringProtocol>(_ text: S) -> String? {
    let code = String(text.prefix(3))
    guard code.count == 3, PriceDetector.codes.contains(code) else { return nil }
    let next = text.dropFirst(3).first
    return next.map { !$0.isLetter && !$0.isNumber } != false ? code : nil
  }

  /// Gathers the words of `name` and the types it names, and the first
  /// literal price the paywall or a view it composes shows. A view reached
  /// through a model (`RevenueCatManager` naming a checkout screen) is not
  /// composed by the paywall: its words count, its prices do not.
  /// The words of what a paywall reaches without going through an extension
  /// of a type the app does not declare, and the types reached that way.
  /// Phrases a screen uses to say what it does not sell ("One-time purchase,
  /// no subscription."): they name no renewing offer.
  private static let denials = [
    "no subscription", "not a subscription", "without a subscription", "without subscription",
    "no recurring", "not recurring", "does not renew", "doesn't renew", "doesn’t renew",
    "will not renew", "won't renew", "won’t renew", "never renews", "no monthly", "no yearly",
    "no annual", "none are subscription", "none of them are subscription",
    "none is a subscription", "not subscription", "aren't subscription", "aren’t subscription",
    "isn't a subscription", "isn’t a subscription", "nothing renews", "no auto-renew",
    // "One-time payment (non-subscription)" (clipnest, seventy-second round).
    "non-subscription", "non subscription", "nonsubscription",
    "not auto-renew",
  ]
  /// The same in other languages, as the words of `Paywall.periodWords`
  /// meet them: "買い切り … 月額料金なし" (no monthly fee; WasurenBou).
  private static let localizedDenials = [
    "月額料金なし", "月額なし", "月額課金なし", "サブスクなし", "サブスクではありません",
    "定期購読ではありません", "구독 없음", "구독이 아닙니다", "구독 없이", "无需订阅", "非订阅",
    "不是订阅", "無需訂閱", "非訂閱", "不是訂閱", "无月费", "無月費", "sin suscripción",
    "no es una suscripción", "sans abonnement", "pas d'abonnement", "pas un abonnement",
    "ohne abo", "kein abo", "sem assinatura", "não é uma assinatura", "senza abbonamento",
  ]

  /// The subjects of a sentence comparing the app with others.
  private static let comparedApps = [
    "most apps", "other apps", "many apps", "competitors", "unlike other", "unlike most",
  ]

  /// `lowered` (a literal the screen shows) without the phrases that deny an
  /// offer, so "no subscriptions" does not read as selling one.
  static func withoutDenials(_ lowered: String) -> String {
    var lowered = lowered
    // A sentence about other apps ("Most apps in this category charge a
    // subscription."; autoapp-tipjar-now, fifty-first round) says what this
    // one does not do.
    if comparedApps.contains(where: lowered.contains) {
      lowered = lowered.split(omittingEmptySubsequences: false) { ".!?".contains($0) }
        .filter { sentence in !comparedApps.contains(where: sentence.contains) }
        .joined(separator: ".")
    }
    // Every denial names one of these: most literals are returned at once.
    guard
      lowered.contains("no") || lowered.contains("without") || lowered.contains("n't")
        || lowered.contains("n’t") || lowered.contains("never")
        || localizedDenials.contains(where: lowered.contains)
    else { return lowered }
    var text = lowered
    // A sentence denying renewal ("30-day subscription … will not
    // auto-renew"; SpeakLife, fifty-eighth round) speaks of a pass that
    // ends: its "subscription" is no auto-renewable one.
    if renewalDenials.contains(where: text.contains) {
      text = text.split(omittingEmptySubsequences: false) { ".!?\n".contains($0) }
        .filter { sentence in !renewalDenials.contains(where: sentence.contains) }
        .joined(separator: ".")
    }
    for denial in denials + localizedDenials where text.contains(denial) {
      text = text.replacingAll(denial, with: " ")
    }
    return text
  }

  /// Phrases denying that a purchase renews.
  private static let renewalDenials = [
    "does not renew", "doesn't renew", "doesn’t renew", "will not renew", "won't renew",
    "won’t renew", "never renews", "not auto-renew", "won't auto-renew", "won’t auto-renew",
    "not automatically renew", "non-renewing",
  ]

  /// Calls that write to the log, never to the screen.
  private static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "dump"]

  /// The `)` closing the call whose name is at `offset` (`print(…)`), within `limit`.
  private static func closingParenthesis(_ tokens: [SwiftToken], after offset: Int, limit: Int)
    -> Int?
  {
    guard offset + 1 <= limit, tokens[offset + 1].is("(") else { return nil }
    var depth = 0
    for index in (offset + 1)...limit {
      if tokens[index].is("(") { depth += 1 }
      if tokens[index].is(")") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The app's classes inheriting `UIHostingController<name>`: the UIKit
  /// screens that show the SwiftUI view `name` as their root.
  static func hostingControllers(of name: String, in sources: [SwiftSource]) -> [String] {
    var found: [String] = []
    // A subclass of SwiftUI's hosting controller is declared where SwiftUI is imported.
    for source in sources where source.role == .app && source.imports.contains("SwiftUI") {
      let tokens = source.tokens
      // `class Name: UIHostingController<View>`, the class's name two back.
      for index in tokens.indices.dropFirst(3).dropLast(3)
      where tokens[index].is("UIHostingController") && tokens[index - 1].is(":")
        && tokens[index + 1].is("<") && tokens[index + 2].is(name) && tokens[index + 3].is(">")
        && tokens[index - 2].kind == .identifier && tokens[index - 3].is("class")
      {
        found.append(tokens[index - 2].text)
      }
    }
    return found
  }

  /// The app's views named for restoring (`RestoreButton`, `restore`) or
  /// for the legal documents (`PurchaseLegalSection`, `TermsFooter`) that the
  /// body of `host` draws (`RestoreButton(store: store)`).
  static func restoreAndLegalComponents(
    drawnBy host: String, _ viewsByName: [String: [PaywallScope.TypePosition]],
    _ sources: [SwiftSource]
  ) -> [String] {
    var found: [String] = []
    for position in viewsByName[host] ?? [] {
      let source = sources[position.source]
      let type = source.types[position.type]
      let tokens = source.tokens
      for offset in type.bodyStart..<type.bodyEnd
      where tokens[offset].kind == .identifier && tokens[offset + 1].is("(") {
        let name = tokens[offset].text
        guard name != host, !found.contains(name),
          PaywallCallables.namesRestore(name) || Self.namesLegalComponent(name),
          !source.isExempt(offset),
          let positions = viewsByName[name],
          positions.contains(where: { sources[$0.source].types[$0.type].isView })
        else { continue }
        found.append(name)
      }
    }
    return found
  }

  /// Whether a view's name says it shows the legal documents
  /// (`PurchaseLegalSection`, `TermsFooter`, `PrivacyPolicyLinks`), not
  /// something else named for privacy (`PrivacySettingsView`, a settings tab).
  private static func namesLegalComponent(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["legal", "terms", "eula", "policy", "policies", "termofuse", "termofservice"].contains(
      where: lowered.contains)
  }

  /// Whether `type` is a namespace of constants: a struct or enum with no
  /// cases, no initialiser and only `static` members at its top level (and
  /// perhaps nested types), of which there are at least eight — or a type
  /// nested in one (`K.Cells`).
  static func isConstantsNamespace(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    if let outer = source.outermostType(type.bodyStart), outer.bodyStart != type.bodyStart,
      outer.kind != "extension", isConstantsNamespace(source, outer)
    {
      return true
    }
    return isOwnNamespace(source, type)
  }

  private static func isOwnNamespace(_ source: SwiftSource, _ type: TypeDeclaration) -> Bool {
    guard type.kind == "struct" || type.kind == "enum", type.bodyEnd > type.bodyStart + 1 else {
      return false
    }
    return (staticMembers(source, type) ?? 0) >= 8
  }

  /// How many `static` members the body of `type` declares (a nested
  /// namespace's count too), or nil when it declares anything else: a
  /// case, an initializer, an instance member.
  private static func staticMembers(_ source: SwiftSource, _ type: TypeDeclaration) -> Int? {
    let tokens = source.tokens
    var depth = 0
    var statics = 0
    var offset = type.bodyStart + 1
    while offset < type.bodyEnd {
      let token = tokens[offset]
      if token.is("{") {
        depth += 1
      } else if token.is("}") {
        depth -= 1
      } else if depth == 0, token.kind == .identifier {
        switch token.text {
        case "case", "init", "subscript": return nil
        case "let", "var", "func":
          guard offset > 1, tokens[offset - 1].is("static") || tokens[offset - 2].is("static")
          else { return nil }
          statics += 1
        default: break
        }
      } else if depth == 1, token.is("static") {
        // A nested namespace's constants count too.
        statics += 1
      }
      offset += 1
    }
    return statics
  }

  /// Whether a type's name says it reads the App Store receipt
  /// (`Receipt`, `ReceiptItem`, `AppReceipt`, `ReceiptValidator`, `IAPReceiptParser`).
  static func namesReceiptParser(_ name: String) -> Bool {
    if name.hasPrefix("Receipt")
      || ["AppReceipt", "InAppReceipt", "IAPReceipt", "LocalReceipt"].contains(name)
    {
      return true
    }
    return ["ReceiptValidat", "ReceiptPars", "ReceiptVerif", "ReceiptDecod"].contains {
      name.contains($0)
    }
  }

  private struct KindWords {
    var words = Set<String>()
    var visited = Set<String>()
    /// Single-word literals of the screen and the views it composes (not its
    /// models): the products it picks (`"coffee"` in `getProduct("coffee")`).
    var screenLiterals = Set<String>()
    /// The words of the types it reaches that are named for consumables
    /// (`TipBoxVC`, a `TipJar` enum of product ids), itself included.
    var tipWords = Set<String>()
    /// The words and strings of the screen and the views it composes (not
    /// its models): what the customer sees and what the screen itself does.
    var screenWords = Set<String>()
    /// The purchase methods the screen and the views it composes call.
    var purchaseCalls = Set<String>()
    /// The names of the products those calls hand over (`Paywall.purchasedProducts`).
    var purchasedProducts = Set<String>()
    /// Those calls whose receiver spends what they buy (`Paywall.consumingCalls`).
    var consumingCalls = Set<String>()
    /// For each purchase call, whether every one of its calls credits a
    /// balance when it succeeds (`topsUpBalance`).
    var balanceTopUps: [String: Bool] = [:]
    /// Where a model the screen reaches declares a member named for a
    /// renewal (`var hasActiveSubscription = false` in a token shop's
    /// state), by its lowered name: a kind word only if some code reads it
    /// (`keepReadDeclarations`).
    var renewingDeclarations: [String: [(source: Int, offset: Int)]] = [:]

    /// Adds the renewal-named members of `renewingDeclarations` that code
    /// reads to `words`: one no code reads (a token shop's state keeping a
    /// `hasActiveSubscription` nothing sets or shows; catswithhats, the
    /// corpus) says nothing of what the screen sells.
    mutating func keepReadDeclarations(
      _ sources: [SwiftSource], _ holders: inout UncalledFunctions.MemberHolders?
    ) {
      let pending = renewingDeclarations.filter { !words.contains($0.key) }
      guard !pending.isEmpty else { return }
      let resolver =
        holders
        ?? UncalledFunctions.MemberHolders(
          sources, projectTypes: UnreadMembers.declaredTypes(sources))
      holders = resolver
      var members: [String: [UnreadMembers.Member]] = [:]
      for (word, positions) in pending {
        let resolved = positions.compactMap {
          resolver.member(at: $0.offset, in: sources[$0.source])
        }
        // A member a framework may read (a protocol's witness) is read.
        if resolved.count == positions.count {
          members[word] = resolved
        } else {
          words.insert(word)
        }
      }
      let unread = UnreadMembers.unread(among: Set(members.values.joined()), in: sources)
      for (word, declared) in members where declared.contains(where: { !unread.contains($0) }) {
        words.insert(word)
      }
    }
  }

  /// Whether the identifier at `offset` is an argument label given `nil`.
  private static func isLabelGivenNil(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    offset + 2 < tokens.count && tokens[offset + 1].is(":") && tokens[offset + 2].is("nil")
  }

  /// What names the product the purchase call at `call` hands over: the
  /// member (`purchasedProduct(_:call:)`), or when its name says nothing of
  /// what it sells, the type the file declares it with (`@State var
  /// selectedPackage: CreditPackage?`; rendioai, seventieth round); `""`
  /// when neither is known.
  static func purchasedProductName(_ source: SwiftSource, call: Int) -> String {
    guard let member = purchasedProduct(source.tokens, call: call) else { return "" }
    if productNameKind(member) == nil, let type = DeclaredType.annotated(member, in: source) {
      return type
    }
    return member
  }

  /// The names of what the purchase call at `call` hands over
  /// (`purchasedProductName`), or, for a bare name, the collections it is
  /// an element of: a `ForEach`'s or a `for` loop's
  /// (`ForEach(store.nonConsumables) { product in … store.purchase(product) }`),
  /// or, for a parameter of the function making the call, those of the
  /// arguments every call in the file hands it
  /// (`onPurchase: { await purchaseProduct(product) }` inside
  /// `ForEach(store.consumables)`; HIGLab's PremiumApp, eighty-fourth round).
  /// `[""]` when some product cannot be named.
  static func purchasedProductNames(_ source: SwiftSource, call: Int) -> [String] {
    let name = purchasedProductName(source, call: call)
    let tokens = source.tokens
    guard name.isEmpty, let argument = bareArgument(tokens, call: call) else { return [name] }
    if let collection = loopCollection(source, element: argument, at: call) { return [collection] }
    let functionIndex = Int(source.contexts[call].functionIndex)
    guard functionIndex >= 0 else { return [""] }
    let function = source.functions[functionIndex]
    guard isParameter(tokens, argument, of: function) else { return [""] }
    var collections: [String] = []
    for offset in tokens.indices where tokens[offset].is(function.name) {
      guard offset + 1 < tokens.count, tokens[offset + 1].is("("),
        !(offset > 0 && tokens[offset - 1].is("func"))
      else { continue }
      guard let element = bareArgument(tokens, call: offset),
        let collection = loopCollection(source, element: element, at: offset)
      else { return [""] }
      collections.append(collection)
    }
    return collections.isEmpty ? [""] : collections
  }

  /// The one bare name the call at `call` (its name's offset) hands over,
  /// labelled or not: `purchase(product)`, `buy(product: item)`.
  private static func bareArgument(_ tokens: [SwiftToken], call: Int) -> String? {
    let open = call + 1
    guard open < tokens.count, tokens[open].is("("),
      let close = tokens.closingBracket(of: open, within: 8)
    else { return nil }
    var first = open + 1
    if first + 1 < close, tokens[first].kind == .identifier, tokens[first + 1].is(":") {
      first += 2
    }
    guard close == first + 1, tokens[first].kind == .identifier else { return nil }
    return tokens[first].text
  }

  /// The member naming the collection `element` runs over at `offset`: the
  /// nearest enclosing `ForEach(store.coins) { element in` or
  /// `for element in store.coins {`, within a few blocks of the function.
  private static func loopCollection(_ source: SwiftSource, element: String, at offset: Int)
    -> String?
  {
    let tokens = source.tokens
    var inner = offset
    for _ in 0..<8 {
      guard let brace = tokens.enclosingBrace(of: inner, within: 4_000), brace >= 2 else {
        return nil
      }
      inner = brace
      // `ForEach(store.coins) { element in` (or `{ (element) in`).
      let bindsElement =
        brace + 2 < tokens.count && tokens[brace + 1].is(element) && tokens[brace + 2].is("in")
        || brace + 4 < tokens.count && tokens[brace + 1].is("(") && tokens[brace + 2].is(element)
          && tokens[brace + 3].is(")") && tokens[brace + 4].is("in")
      if bindsElement, tokens[brace - 1].is(")"),
        let open = tokens.openingBracket(of: brace - 1, within: 32), open > 0,
        tokens[open - 1].is("ForEach")
      {
        return chainEnd(tokens, from: open + 1, to: tokens.argumentEnd(from: open + 1, within: 32))
      }
      // `for element in store.coins {`.
      var start = brace - 1
      while start > 1, tokens[start].kind == .identifier || tokens[start].is(".") {
        start -= 1
      }
      if start >= 2, start < brace - 1, tokens[start].is("in"), tokens[start - 1].is(element),
        tokens[start - 2].is("for")
      {
        return chainEnd(tokens, from: start + 1, to: brace)
      }
      // A function's or a type's body ends the search.
      if source.functions.contains(where: { $0.bodyStart == brace })
        || source.types.contains(where: { $0.bodyStart == brace })
      {
        return nil
      }
    }
    return nil
  }

  /// The last name of the plain chain of names in `start..<end`
  /// (`store.nonConsumables` → `nonConsumables`), nil for anything else.
  private static func chainEnd(_ tokens: [SwiftToken], from start: Int, to end: Int) -> String? {
    guard start < end, end - start <= 9 else { return nil }
    var last: String?
    for index in start..<end {
      if tokens[index].kind == .identifier {
        last = tokens[index].text
      } else if !tokens[index].is(".") {
        return nil
      }
    }
    return last
  }

  /// Whether `name` is the internal name of one of `function`'s parameters
  /// (`func purchaseProduct(_ product: ProductItem)`).
  private static func isParameter(
    _ tokens: [SwiftToken], _ name: String, of function: FunctionDeclaration
  ) -> Bool {
    function.parameters(in: tokens)?.contains { $0.name == name } ?? false
  }

  /// The member naming the product the purchase call at `call` hands over:
  /// `store.purchase(store.coinsProduct)` → `coinsProduct`; a bare local
  /// bound just before (`if let product = store.fantasyPackProduct {`,
  /// `guard let product = …`) → the member it was bound to. `nil` when the
  /// argument is anything else (a loop's package, a parameter).
  static func purchasedProduct(_ tokens: [SwiftToken], call: Int) -> String? {
    let open = call + 1
    guard let close = tokens.closingBracket(of: open, within: 24), close > open + 1 else {
      return nil
    }
    var first = open + 1
    // `purchase(product: x)`: skip the label.
    if first + 1 < close, tokens[first].kind == .identifier, tokens[first + 1].is(":") {
      first += 2
    }
    // The argument must be a plain chain of names (`store.fantasyPackProduct`, `product`).
    var last: String?
    var index = first
    while index < close {
      let token = tokens[index]
      if token.kind == .identifier {
        last = token.text
      } else if !(token.is(".") || token.is("!") || token.is("?")) {
        return nil
      }
      index += 1
    }
    guard let name = last else { return nil }
    if close - first > 1 { return name }
    // A local: the member it was bound to, within the lines before.
    var back = first - 1
    while back >= 3, first - back < 80 {
      if tokens[back].is(name), tokens[back + 1].is("="), tokens[back - 1].is("let") {
        // `store.fantasyPackProduct`, `selectedPackage`: names joined by dots.
        var member: String?
        var next = back + 2
        while next < first, tokens[next].kind == .identifier {
          member = tokens[next].text
          guard next + 2 < first, tokens[next + 1].is("."), tokens[next + 2].kind == .identifier
          else { break }
          next += 2
        }
        return member
      }
      back -= 1
    }
    return nil
  }

  /// Whether the identifier at `offset` is a purchase method called on
  /// something: `manager.purchaseCredits(`, `store.buy(`, not an implicit
  /// member (`case .purchase(let details):`, a route's pattern), nor one
  /// telling of a purchase made (`AppEvent.purchased(amount: 0.99)`, an
  /// analytics event logged on success; rough-riderz, ninety-sixth round).
  private static func isPurchaseCall(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let name = tokens[offset].text
    // With arguments, or a trailing closure alone (`StoreManager.shared
    // .purchaseTip { _ in … }`; accelerate, hundred-and-twelfth round).
    guard name.hasPrefix("purchase") && !name.hasPrefix("purchased") || name.hasPrefix("buy"),
      offset > 1,
      tokens[offset - 1].is("."), offset + 1 < tokens.count,
      tokens[offset + 1].is("(") || tokens[offset + 1].is("{")
    else { return false }
    let receiver = tokens[offset - 2]
    return receiver.kind == .identifier && !OwnPurchases.implicitMemberAfter.contains(receiver.text)
      || receiver.is(")")
      || receiver.is("]") || receiver.is("?") || receiver.is("!")
  }

  /// Whether the purchase call at `call` credits a balance in its arguments
  /// or trailing closure, where its success is handled: `points +=
  /// pointsLevelOne`, `user.gems += 50`, `addCoins(100)`. A pack of points
  /// bought again and again is a consumable (rough-riderz's
  /// `SwiftyStoreKit.purchaseProduct("….PointsOne", completion: { … points
  /// += pointsLevelOne … })`, ninety-sixth round).
  /// So does an awaited purchase followed, in its function, by a credit
  /// handed the balance (`try await store.purchase(product)` … `GemManager
  /// .shared.add(gems)`; Valtasia, hundred-and-second round).
  private static func topsUpBalance(_ source: SwiftSource, call: Int) -> Bool {
    let tokens = source.tokens
    guard call + 1 < tokens.count, let close = tokens.closingBracket(of: call + 1, within: 3000)
    else { return false }
    var end = close
    if close + 1 < tokens.count, tokens[close + 1].is("{"),
      let closure = tokens.closingBracket(of: close + 1, within: 3000)
    {
      end = closure
    }
    for offset in (call + 2)..<end where tokens[offset].kind == .identifier {
      let next = tokens[offset + 1]
      guard next.is("+=") || next.is("(") else { continue }
      let word = tokens[offset].text.lowercased()
      if next.is("+=") ? Self.namesBalance(word) : Self.creditsBalance(word) { return true }
    }
    let function = Int(source.contexts[call].functionIndex)
    let line = tokens[call].line
    let awaited = tokens[max(0, call - 8)..<call].contains { $0.is("await") && $0.line == line }
    guard awaited, function >= 0 else { return false }
    // In the function, or one its file declares that it then calls
    // (`if success { grantItem(item) }`).
    func credits(_ range: Range<Int>) -> Bool {
      range.contains { offset in
        tokens[offset].is("add") && tokens[offset - 1].is(".") && tokens[offset + 1].is("(")
          && tokens[offset + 2].kind == .identifier && tokens[offset + 3].is(")")
          && Self.namesBalance(tokens[offset + 2].text.lowercased())
      }
    }
    let after = end..<min(source.functions[function].bodyEnd, end + 400)
    if credits(after) { return true }
    for offset in after
    where tokens[offset].kind == .identifier && tokens[offset + 1].is("(")
      && !tokens[offset - 1].is(".")
    {
      let name = tokens[offset].text
      if let called = source.functions.first(where: { $0.name == name }),
        called.bodyEnd - called.bodyStart < 400, credits(called.bodyStart..<called.bodyEnd)
      {
        return true
      }
    }
    return false
  }

  /// Whether the app type the purchase call `name` at `offset` is made on
  /// (`InAppPurchasesController.default.purchasePlatinumListing { … }`, or
  /// a property declared with the type) declares a method spending what
  /// the call is named for (`consumePlatinum()`, `spendBoost()`): what it
  /// buys is used up, a consumable (FLPPD,
  /// eighty-sixth round).
  private static func receiverSpends(
    _ name: String, _ source: SwiftSource, _ offset: Int, _ sources: [SwiftSource],
    _ typesByName: [String: [PaywallScope.TypePosition]]
  ) -> Bool {
    let bought = Set(IdentifierWords.of(name).dropFirst())
    guard !bought.isEmpty, var root = source.tokens.receiverRoot(before: offset) else {
      return false
    }
    if root.first?.isLowercase == true {
      guard let declared = DeclaredType.of(root, in: source) else { return false }
      root = declared
    }
    for position in typesByName[root] ?? [] {
      let owner = sources[position.source]
      let type = owner.types[position.type]
      for function in owner.functions
      where type.bodyStart < function.bodyStart && function.bodyEnd < type.bodyEnd {
        let words = IdentifierWords.of(function.name)
        guard let verb = words.first, verb == "consume" || verb == "spend",
          !bought.isDisjoint(with: words.dropFirst())
        else { continue }
        return true
      }
    }
    return false
  }

  /// Whether the call at `offset` builds a case of an enum the app declares
  /// (`MainNavDestination.purchase(details, chart)`, a navigation route;
  /// AstroSvitla, eighty-second round): it buys nothing.
  private static func buildsAppEnumCase(
    _ tokens: [SwiftToken], _ offset: Int, _ sources: [SwiftSource],
    _ typesByName: [String: [PaywallScope.TypePosition]]
  ) -> Bool {
    guard offset >= 2, tokens[offset - 1].is("."), tokens[offset - 2].kind == .identifier,
      let positions = typesByName[tokens[offset - 2].text]
    else { return false }
    return positions.contains { position in
      let source = sources[position.source]
      let type = source.types[position.type]
      return type.kind == "enum" && source.declaredCases(of: type).contains(tokens[offset].text)
    }
  }

  /// Whether a literal may name a product or pick one by a part of its id:
  /// one word of letters, digits, dots, dashes and underscores, at least
  /// three long (`"coffee"`, `"pro.yearly"`).
  private static func mayPickProduct(_ literal: String) -> Bool {
    literal.utf8.count >= 3 && literal.utf8.count <= 120
      && literal.allSatisfy {
        $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-"
      }
  }

  private static func collect(
    _ name: String, _ sources: [SwiftSource],
    _ viewsByName: [String: [PaywallScope.TypePosition]],
    _ words: inout Set<String>, _ price: inout String?, _ visited: inout Set<String>,
    _ kind: inout KindWords, depth: Int, throughModel: Bool = false, throughExtension: Bool = false,
    kindOnly: Bool = false, presented: Bool = false, skipping dead: [Int: [Int: Int]] = [:]
  ) {
    guard depth < 6 else { return }
    let positions = viewsByName[name] ?? []
    // `extension View { … }`: the app extends a type it does not declare.
    let extendsOtherType =
      depth > 0 && positions.allSatisfy { sources[$0.source].types[$0.type].kind == "extension" }
    // A purchase library's sources vendored into the app (`SwiftyStoreKit`)
    // say what the library can sell, not what the screen sells.
    // So does a receipt parser (`Receipt` with its `expirationDate`, "Receipt
    // has expired."): what any receipt may hold, whatever the app sells
    // (Calm-Cloud's coin shop, ninety-fourth round).
    // So are the types declared beside it (`enum Status { case
    // invalidExpired = "Receipt has expired." }` in `Receipt.swift`;
    // Amble-Cat, ninety-fifth round).
    let isStoreLibrary =
      depth > 0
      && (ProjectIndex.storeModules.contains(name) || Self.namesReceiptParser(name)
        || !positions.isEmpty
          && positions.allSatisfy {
            Self.namesReceiptParser(
              String(RelativePath.fileName(of: sources[$0.source].path).dropLast(".swift".count)))
          })
    // The app's own members on the store's product (`extension SKProduct {
    // var regularPrice: String? … priceLocale … }`) show a price only where a
    // screen reads one by name, not because the screen holds products
    // (InvestmentDashboard, seventy-eighth round).
    if depth > 0, PaywallRules.storeProductTypes.contains(name), extendsOtherType { return }
    let countsForKind = !throughExtension && !extendsOtherType && !isStoreLibrary
    // A type first reached through such an extension is read again, for its
    // kind words only, when the paywall reaches it directly.
    var kindOnly = kindOnly
    if kindOnly || !visited.insert(name).inserted {
      guard countsForKind, kind.visited.insert(name).inserted else { return }
      kindOnly = true
    } else if countsForKind {
      kind.visited.insert(name)
    }
    var referenced: [String] = []
    var presentedReferences = Set<String>()
    var isView = false
    let isNamedForTips = countsForKind && Self.isNamedForConsumables(name)
    // An app-wide constants namespace (`struct K { struct Cells { static let
    // tipJarCellKey = … } }`) names every screen's things: its names say
    // nothing of what this screen sells (its product ids still do).
    // (Its extensions elsewhere, `extension PersistedOptions { static var
    // hotkeyCmd … }`, add more of the same.)
    let isNamespace =
      depth > 0 && !isNamedForTips
      && positions.contains {
        Self.isConstantsNamespace(sources[$0.source], sources[$0.source].types[$0.type])
      }
      && positions.allSatisfy {
        let type = sources[$0.source].types[$0.type]
        return type.kind == "extension"
          ? Self.staticMembers(sources[$0.source], type) != nil
          : Self.isConstantsNamespace(sources[$0.source], type)
      }
    // The view's extensions (`extension PaywallView { var plansSection: some
    // View { … } }`) draw it as much as its body does.
    // A UIKit cell or view the screen composes (`PlanCell: UICollectionViewCell`
    // setting `priceLabel.text`) draws what it says too (dudinvlad/sample,
    // seventy-second round).
    let namesView = positions.contains {
      let type = sources[$0.source].types[$0.type]
      return type.isView || depth > 0 && type.isPlatformView
    }
    for position in positions {
      let source = sources[position.source]
      let type = source.types[position.type]
      let drawsView =
        type.isView || depth > 0 && type.isPlatformView || type.kind == "extension" && namesView
      isView = isView || type.isView
      // A model's superclass (`class PurchaseModel: PricingModel`) is part of it.
      referenced += type.conformances.filter { $0 != name && viewsByName[$0] != nil }
      // What is only logged (`print(product.price)`) is not shown.
      var loggedUntil = -1
      // The screen's own functions no running code reaches say nothing
      // (`neverRunBodies`).
      let deadHere = dead[position.source] ?? [:]
      var deadUntil = -1
      for offset in type.bodyStart...type.bodyEnd where !source.isExempt(offset) {
        if offset <= loggedUntil || offset <= deadUntil { continue }
        if let end = deadHere[offset] {
          deadUntil = end
          continue
        }
        let token = source.tokens[offset]
        if token.kind == .identifier, Self.loggingCalls.contains(token.text),
          let close = Self.closingParenthesis(source.tokens, after: offset, limit: type.bodyEnd)
        {
          loggedUntil = close
          continue
        }
        switch token.kind {
        case .identifier:
          // The app's own types (a `PaywallFooter` view) are not the SDK's words.
          guard viewsByName[token.text] == nil else {
            if token.text != name {
              referenced.append(token.text)
              // A screen this one presents (`.sheet { CoinsHubSheet() }`
              // inside a composed `CoinBadge`) shows its own prices, not
              // this screen's (who-would-win, seventieth round).
              if Self.isPresented(source.tokens, at: offset, from: type.bodyStart) {
                presentedReferences.insert(token.text)
              }
            }
            continue
          }
          let lowered = token.text.lowercased()
          // A label given `nil` (`purchase(package: tip, entitlementID: nil)`)
          // says the thing is absent: no evidence of what is sold.
          let isAbsent = Self.isLabelGivenNil(source.tokens, offset)
          // Combine's `publisher.subscribe(subject)` and RxSwift's
          // `backButton.rx.tap.subscribe { … }` follow a stream, sell nothing
          // (StarFriend, hundred-and-sixth round).
          let isCombineSubscribe =
            token.text == "subscribe" && offset > 0 && source.tokens[offset - 1].is(".")
            && offset + 1 < source.tokens.count
            && (source.tokens[offset + 1].is("(") || source.tokens[offset + 1].is("{"))
            || Self.registersObserver(source.tokens, offset)
          // CloudKit's push subscriptions in sync code (`CKDatabaseSubscription`,
          // `deleteSubscription(withID:)`, the app's `updateSubscriptions()`) renew nothing.
          let isCloudKitSubscription =
            source.imports.contains("CloudKit") && lowered.contains("subscri")
            || Self.namesPlatformEntitlement(lowered)
          // A model's member named for a renewal counts once code reads it.
          let declaresRenewal =
            depth > 0 && (throughModel || !drawsView) && offset > 0
            && (source.tokens[offset - 1].keyword == .var
              || source.tokens[offset - 1].keyword == .let)
            && Self.isRenewingWord(lowered)
          if countsForKind, !isAbsent, !isNamespace, !isCombineSubscribe, !isCloudKitSubscription,
            declaresRenewal
          {
            kind.renewingDeclarations[lowered, default: []].append(
              (source: position.source, offset: offset))
          } else if countsForKind, !isAbsent, !isNamespace, !isCombineSubscribe,
            !isCloudKitSubscription
          {
            kind.words.insert(lowered)
            if depth == 0 || (drawsView && !throughModel) {
              kind.screenWords.insert(lowered)
              // A screen this one presents buys for itself (HIGLab's
              // StoreView pushing its SubscriptionView, eighty-fourth round).
              if !presented, Self.isPurchaseCall(source.tokens, offset),
                !Self.buildsAppEnumCase(source.tokens, offset, sources, viewsByName)
              {
                kind.purchaseCalls.insert(token.text)
                if Self.receiverSpends(token.text, source, offset, sources, viewsByName) {
                  kind.consumingCalls.insert(token.text)
                }
                let topsUp = Self.topsUpBalance(source, call: offset)
                kind.balanceTopUps[token.text] = (kind.balanceTopUps[token.text] ?? true) && topsUp
                kind.purchasedProducts.formUnion(Self.purchasedProductNames(source, call: offset))
              }
            }
          }
          if isNamedForTips, !isAbsent { kind.tipWords.insert(lowered) }
          if kindOnly { continue }
          words.insert(lowered)
          // The store's amount formatted in a currency the code chose
          // (`product.price.formatted(.currency(code: Locale.current.currency?
          // .identifier ?? "USD"))`): the device's region, not the storefront's
          // (Goodine, seventy-eighth round).
          if price == nil, !presented, depth == 0 || (drawsView && !throughModel),
            let chosen = Self.chosenCurrency(source.tokens, offset)
              ?? Self.chosenFormatterLocale(source.tokens, offset)
          {
            price = chosen
          }
        case .string:
          let lowered = token.text.lowercased()
          // "Check that the app has proper iCloud entitlements": the app's
          // capabilities, nothing a customer buys.
          if Self.namesPlatformEntitlement(lowered) { continue }
          // What the screen shows, and product ids wherever they are written;
          // a model's prose (an achievement called "Monthly Master") is not
          // what the screen sells.
          let onScreen = depth == 0 || (drawsView && !throughModel)
          // A namespace's keys (`"tipJarCell"`) are no product ids.
          // A CloudKit sync engine's subscription id (`"\(zoneName).subscription"`;
          // aDiary, eighty-third round) names a push subscription, no product.
          let isCloudKitID = source.imports.contains("CloudKit") && lowered.contains("subscri")
          let isProductID =
            ProductIDLiteral.looksLikeProductID(token.text)
            && (!isNamespace || Self.isProductIDLike(token.text)) && !isCloudKitID
          if countsForKind, onScreen || isProductID {
            kind.words.insert(Self.withoutDenials(lowered))
          }
          if countsForKind, onScreen { kind.screenWords.insert(Self.withoutDenials(lowered)) }
          if countsForKind, onScreen, Self.mayPickProduct(lowered) {
            kind.screenLiterals.insert(lowered)
          }
          if isNamedForTips { kind.tipWords.insert(Self.withoutDenials(lowered)) }
          if kindOnly { continue }
          // A storyboard identifier naming the app's own screen
          // (`instantiateViewController(withIdentifier: "PaywallViewController")`)
          // is no SDK's paywall (TikDown, seventy-eighth round).
          if !Self.sdkPaywallWords.contains(lowered) { words.insert(lowered) }
          // What the paywall and the views it composes show; a model's or an
          // extension's strings (a regex template's "$1") are not on screen.
          if price == nil, !presented, depth == 0 || (drawsView && !throughModel),
            !RegexTemplate.isTemplate(source, offset),
            !HardcodedPriceRule.isLocalizationComment(source, offset),
            !LoggedText.isLogged(source.tokens, offset),
            let shown = Self.shownPrice(source, offset, drawsView: drawsView, isScreen: depth == 0),
            // A span of money (`"同类 App 每月 ¥18-28"`, what other apps
            // charge; bodylog, fifty-fourth round) is no price of this one.
            !SellingContext.isSpan(token.text, shown),
            // Nor is an example of what a person types ("For example “$350”")
            // in a file that says nothing of selling (a tutorial's step).
            !(SellingContext.isExample(token.text, shown) && !SellingContext.fileSells(source)),
            // A skeleton row (`.redacted(reason: .placeholder)`) is drawn as bars.
            !RedactedPlaceholder.contains(source, offset),
            // A cell's label created with mock text its configuring method
            // always replaces (grocerylist1, seventy-fourth round).
            !CellPlaceholder.isReplaced(source, offset, in: sources),
            !DeadFallback.isUnreachable(source, offset),
            // Sample data (a live demo's `SampleLead(value: "$2,400")`) is no price.
            !TestDouble.encloses(source, offset),
            // Nor is a file-private constant nothing reads.
            !UnreadConstant.holds(source, offset)
          {
            price = shown
          }
        default:
          break
        }
      }
    }
    // The paywall itself counts as a view (a view controller too).
    let viaModel = throughModel || (depth > 0 && !isView)
    // Another screen's functions that never run say nothing either, when
    // this one buys through it (SwiftyStoreKit's sample subscription alert
    // in the settings screen a rankings screen buys through; rankItOut,
    // hundred-and-sixth round).
    for next in referenced {
      collect(
        next, sources, viewsByName, &words, &price, &visited, &kind, depth: depth + 1,
        throughModel: viaModel, throughExtension: !countsForKind, kindOnly: kindOnly,
        presented: presented || presentedReferences.contains(next), skipping: dead)
    }
  }
}
