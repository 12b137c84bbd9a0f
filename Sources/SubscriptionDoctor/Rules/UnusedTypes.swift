/// Types of an app that nothing uses: a purchase screen superseded by a new
/// one but left in the target, a second store manager nobody creates. What
/// they would show or do never happens, so rules about what a customer sees
/// (the paywall rules) and about what runs (known StoreKit issues, state
/// broadcasts) pass over them, and the audit summary names the paywalls skipped.
///
/// Only where "nothing uses it" can be known from what the doctor reads:
/// - the folder is an app (it has an entry point: `@main`, `@UIApplicationMain`,
///   `main.swift`), not a library or a snippet whose caller is elsewhere;
/// - the type is the app's own and not `public`/`open` in a file a framework,
///   library or package builds (another module may use it; an app or an app
///   extension is imported by nothing that ships), not `@objc` (Objective-C or a selector may), not `@main`, and not a
///   class the app's Objective-C code names (`[[PaywallViewController alloc] init]`:
///   a `.m` or `.mm` file writing its name; every class, when one cannot be read);
/// - no xib or SpriteKit scene names it (`customClass="…"`), no storyboard
///   creates it (a scene that is initial, that a segue leads to, or whose
///   storyboard identifier app code or another storyboard asks for; or a
///   view inside a scene), and no property list does (`NSExtensionPrincipalClass`, a scene delegate class name);
/// - no app code names it outside its own declarations and extensions,
///   `#if DEBUG` blocks, previews and the content of a sheet whose flag
///   nothing raises (`NeverPresented`). Tests do not count: only what ships does.
///
/// A paywall being written and not yet shown is skipped too; the summary says
/// so, and its findings appear as soon as any screen shows it.
enum UnusedTypes {
  /// Marks a user that is a function of an extension of a framework type
  /// (`ƒamenSubscriptionPaywall`), not a type.
  private static let functionMarker = "ƒ"
  /// Marks a use inside a function only a call by name runs, of a type the
  /// app declares (`†showSubscriptionsViewController†SubscriptionsSettings`):
  /// the type's use when running code calls the function, none otherwise.
  private static let methodMarker = "†"

  /// Those of `names` (types declared in app code) that nothing in `index`
  /// uses, or that only types nothing uses do (a screen only an unused helper
  /// presents), followed four steps out.
  static func find(among names: Set<String>, in index: ProjectIndex) -> Set<String> {
    guard !names.isEmpty else { return [] }
    let sources = index.swiftSources
    guard sources.contains(where: isEntryPoint) else { return [] }
    // Each type looked at, and the outermost types whose code uses it (`nil`:
    // code outside any type the app declares, which counts as running).
    var users: [String: Set<String?>] = [:]
    var pending = eligible(names, in: index)
    let projectTypes = UnreadMembers.declaredTypes(sources)
    let methods = Methods(
      projectTypes: projectTypes,
      conformers: UncalledFunctions.frameworkConformances(in: sources, projectTypes: projectTypes))
    for _ in 0..<4 where !pending.isEmpty {
      let found = uses(of: pending, in: sources, declared: declaredTypes(sources), methods: methods)
      for name in pending { users[name] = found[name] ?? [] }
      // Users that are themselves only used by other types are looked at next.
      let next = Set(
        found.values.joined().compactMap { $0 }.compactMap { user in
          user.hasPrefix(functionMarker) ? nil : methodUse(user)?.type ?? user
        }
      ).subtracting(users.keys)
      pending = eligible(next, in: index)
    }
    // A use in a method runs when running code names the method: none when
    // only code that never runs does (`SubscriptionsSettings
    // .showSubscriptionsViewController(…)` called only where a `false`
    // flag keeps it shut; SongProjector, hundred-and-tenth round), else as
    // a use by its type.
    let holdingMethods = Set(users.values.joined().compactMap { $0.flatMap(methodUse)?.function })
    if !holdingMethods.isEmpty {
      let deadMethods = namedOnlyWhereNothingRuns(holdingMethods, in: sources)
      for (name, typeUsers) in users {
        users[name] = Set(
          typeUsers.compactMap { user -> String?? in
            guard let use = user.flatMap(methodUse) else { return .some(user) }
            return deadMethods.contains(use.function) ? .none : .some(use.type)
          })
      }
    }
    // A use in a framework type's extension runs when its function is
    // called: none when nothing names the function, else as code outside
    // the app's types.
    let functions = Set(
      users.values.joined().compactMap { $0 }.filter { $0.hasPrefix(functionMarker) }
        .map { String($0.dropFirst(functionMarker.count)) })
    if !functions.isEmpty {
      let neverCalled = UncalledFunctions.neverCalled(among: functions, in: sources)
      for (name, typeUsers) in users {
        users[name] = Set(
          typeUsers.compactMap { user -> String?? in
            guard let user, user.hasPrefix(functionMarker) else { return .some(user) }
            return neverCalled.contains(String(user.dropFirst(functionMarker.count)))
              ? .none : .some(nil)
          })
      }
    }
    // Used: reached from code that runs — code outside the app's types, a
    // type not looked at (its users were not followed, so it counts as
    // running), or a used type. Everything else is unused, a cycle of types
    // only using each other included (a preview-only paywall and the plan
    // rows only it draws, which name its nested `Plan`).
    var used = Set<String>()
    var changed = true
    while changed {
      changed = false
      for (name, typeUsers) in users where !used.contains(name) {
        if typeUsers.contains(where: { user in
          guard let user else { return true }
          return users[user] == nil || used.contains(user)
        }) {
          used.insert(name)
          changed = true
        }
      }
    }
    return Set(users.keys).subtracting(used).intersection(names)
  }

  /// What tells whether only a call by name runs a function
  /// (`UncalledFunctions.isCalledOnlyByName`).
  private struct Methods {
    var projectTypes: Set<String>
    var conformers: [String: Set<String>]
  }

  /// Those of `names` (functions app code declares) that app code names
  /// only to declare them, in tests, or where nothing runs (`#if DEBUG`,
  /// previews, branches a `false` constant keeps shut): no call runs them.
  /// Any other mention counts as a call, whoever makes it.
  private static func namedOnlyWhereNothingRuns(_ names: Set<String>, in sources: [SwiftSource])
    -> Set<String>
  {
    let shape = PreviewOnlyTypes.NameShape(names)
    let named = ConcurrentSlots.map(sources.count) { sourceIndex -> Set<String> in
      let source = sources[sourceIndex]
      guard source.role == .app else { return [] }
      let tokens = source.tokens
      var found = Set<String>()
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard shape.mayBeOne(of: text), names.contains(text), !found.contains(text),
          offset == 0 || !tokens[offset - 1].is("func"), !source.isExempt(offset)
        else { continue }
        found.insert(text)
      }
      return found
    }
    var running = Set<String>()
    for case let part? in named { running.formUnion(part) }
    return names.subtracting(running)
  }

  /// The method and type a `methodMarker` user names.
  private static func methodUse(_ user: String) -> (function: String, type: String)? {
    guard user.hasPrefix(methodMarker) else { return nil }
    let parts = user.dropFirst(methodMarker.count).split(
      separator: Character(methodMarker), maxSplits: 1)
    guard parts.count == 2 else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  /// The outermost types app code declares (not extensions).
  private static func declaredTypes(_ sources: [SwiftSource]) -> Set<String> {
    var declared = Set<String>()
    for source in sources where source.role == .app {
      for type in source.types where type.kind != "extension" { declared.insert(type.name) }
    }
    return declared
  }

  /// Those of `names` the doctor can judge: declared by the app (not only
  /// extended: `extension Notification.Name` is reached through the
  /// system's type), in no way reachable from code it does not read, and
  /// named by no storyboard, xib, SpriteKit scene or property list.
  private static func eligible(_ names: Set<String>, in index: ProjectIndex) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var candidates = Set<String>()
    var reachable = Set<String>()
    // Objective-C code may create a class it names (the doctor reads it for
    // nothing else).
    let hasObjectiveC = index.allPaths.contains(where: ObjectiveCNames.isImplementation)
    let namedByObjectiveC = index.classesNamedByObjectiveC
    for source in index.swiftSources where source.role == .app {
      var importable: Bool?
      for type in source.types where names.contains(type.name) && type.kind != "extension" {
        candidates.insert(type.name)
        // A file an app target builds ships in the app, though a package
        // mirroring the app's folder (`path: "Growth"`) builds it too
        // (Growth, fifty-fifth round): nothing imports the app.
        importable = importable ?? isImportable(source.path, in: index)
        if isReachableFromOutside(source, type, publicReaches: importable == true)
          || hasObjectiveC && type.kind == "class"
            && namedByObjectiveC?.contains(type.name) != false
          || type.conformances.contains(where: systemCreated.contains)
        {
          reachable.insert(type.name)
        }
      }
      // A type holding the entry point (`@main struct App` declared inside
      // the app delegate's braces) runs with it.
      guard source.words.contains(.entryPoint) else { continue }
      for offset in source.tokens.indices
      where source.tokens[offset].kind == .attribute && source.tokens[offset].text == "main" {
        if let holder = source.outermostType(offset)?.name { reachable.insert(holder) }
      }
    }
    candidates.subtract(reachable)
    // A storyboard the app launches from but the folder lacks (never
    // committed: square-dash, forty-seventh round) may create any class.
    if hasMissingMainStoryboard(index) {
      candidates = candidates.filter { name in
        !index.swiftSources.contains { source in
          source.role == .app && source.types.contains { $0.name == name && $0.kind == "class" }
        }
      }
    }
    // Storyboard identifiers of scenes no segue leads to, by class: code
    // asking for one (`instantiateViewController(withIdentifier: "Paywall")`)
    // creates it.
    var identifiers: [String: Set<String>] = [:]
    var referenced = Set<String>()
    let storyboards =
      candidates.isEmpty
      ? [:]
      : index.interfaceFiles.filter { $0.key.hasSuffix(".storyboard") }.mapValues(
        StoryboardScenes.init)
    let loaded = loadedStoryboards(storyboards, in: index)
    for (path, bytes) in index.interfaceFiles.sorted(by: { $0.key < $1.key })
    where !candidates.isEmpty {
      if path.hasSuffix(".sks") {
        candidates.subtract(sceneClassNames(bytes, among: candidates))
      } else if let storyboard = storyboards[path] {
        referenced.formUnion(storyboard.referencedIdentifiers)
        candidates.subtract(storyboard.otherClasses)
        for scene in storyboard.scenes {
          guard let name = scene.customClass, candidates.contains(name) else { continue }
          if storyboard.isReached(scene), loaded.contains(path) {
            candidates.remove(name)
          } else if let identifier = scene.storyboardIdentifier {
            identifiers[name, default: []].insert(identifier)
          }
        }
      } else {
        for name in candidates where namesOutsidePlaceholders(bytes, name) {
          candidates.remove(name)
        }
      }
    }
    let asked = requested(Set(identifiers.values.joined()).subtracting(referenced), in: index)
    for (name, ids) in identifiers
    where !ids.isDisjoint(with: referenced)
      || ids.contains(where: { asked[$0]?.contains(where: { $0 != name }) ?? false })
    {
      candidates.remove(name)
    }
    for plist in index.plists.values where !candidates.isEmpty {
      for leaf in plist.stringLeaves() {
        for name in candidates where leaf.value == name || leaf.value.hasSuffix(".\(name)") {
          candidates.remove(name)
        }
      }
    }
    return candidates
  }

  /// The storyboards (paths) something may load, so that their initial
  /// scenes and the scenes their segues lead to are created: the one the app
  /// launches from (a property list's `UIMainStoryboardFile`, a build
  /// setting's `INFOPLIST_KEY_UIMainStoryboardFile`), one another storyboard
  /// references, and one whose name app code writes (`UIStoryboard(name:
  /// "Premium", …)`, `StoryboardScene.Premium`) outside the classes of its
  /// own scenes. A storyboard whose only loader is commented out creates
  /// nothing (Swipster, sixty-seventh round).
  private static func loadedStoryboards(
    _ storyboards: [String: StoryboardScenes], in index: ProjectIndex
  ) -> Set<String> {
    guard !storyboards.isEmpty else { return [] }
    var named = Set<String>()
    for plist in index.plists.values { named.formUnion(mainStoryboardNames(plist)) }
    for (_, assignment) in index.settingAssignments()
    where assignment.name.contains("StoryboardFile") {
      named.insert(String(assignment.value.filter { $0 != "\"" }))
    }
    // Nothing says which storyboard the app launches from (an Info.plist
    // not committed): any may be it.
    guard !named.isEmpty else { return Set(storyboards.keys) }
    for storyboard in storyboards.values { named.formUnion(storyboard.referencedStoryboards) }
    var byName: [String: [String]] = [:]
    for path in storyboards.keys {
      let name = String(RelativePath.fileName(of: path).dropLast(".storyboard".count))
      byName[name, default: []].append(path)
    }
    var loaded = Set<String>()
    for (name, paths) in byName where named.contains(name) { loaded.formUnion(paths) }
    // R.swift's `R.storyboard.settingView` names `SettingView.storyboard`.
    for (name, paths) in byName where !named.contains(name) {
      guard let first = name.first, first.isUppercase else { continue }
      byName[first.lowercased() + name.dropFirst(), default: []].append(contentsOf: paths)
    }
    var pending = byName.filter { !named.contains($0.key) }
    guard !pending.isEmpty else { return loaded }
    // The cases whose raw value names a storyboard (`case tabbar = "TabBar"`):
    // the storyboard loads where the case is used (`in: .tabbar`).
    var namingCases: [String: [String]] = [:]
    for source in index.swiftSources where source.role == .app && !pending.isEmpty {
      for offset in source.tokens.indices {
        let token = source.tokens[offset]
        guard token.kind == .identifier || token.kind == .string,
          let paths = pending[token.text], !source.isExempt(offset)
        else { continue }
        // `case Subscriptions` of the app's storyboard enum names a
        // storyboard only where the case is used (Friendzr,
        // hundred-and-sixth round), and so does a case's raw value.
        if token.kind == .identifier, Self.declaresEnumCase(source, offset) { continue }
        if token.kind == .string, offset >= 2, source.tokens[offset - 1].is("="),
          source.tokens[offset - 2].kind == .identifier,
          Self.declaresEnumCase(source, offset - 2)
        {
          namingCases[source.tokens[offset - 2].text, default: []].append(contentsOf: paths)
          continue
        }
        let classes = Set(paths.flatMap { storyboards[$0]?.scenes.compactMap(\.customClass) ?? [] })
        if let holder = source.outermostType(offset)?.name, classes.contains(holder) { continue }
        loaded.formUnion(paths)
        pending[token.text] = nil
      }
    }
    guard !namingCases.isEmpty else { return loaded }
    for source in index.swiftSources where source.role == .app {
      for offset in source.tokens.indices.dropFirst()
      where source.tokens[offset].kind == .identifier && source.tokens[offset - 1].is(".") {
        if let paths = namingCases[source.tokens[offset].text], !source.isExempt(offset) {
          loaded.formUnion(paths)
        }
      }
    }
    return loaded
  }

  /// Whether the identifier at `offset` declares a case of an enum (`case
  /// Main, Profile, Subscriptions`, `case premium = "Premium"`), rather
  /// than using one.
  static func declaresEnumCase(_ source: SwiftSource, _ offset: Int) -> Bool {
    let tokens = source.tokens
    guard offset > 0, !tokens[offset - 1].is("."),
      source.enclosingType(offset)?.kind == "enum"
    else { return false }
    var index = offset - 1
    // Back over the earlier cases of the same declaration (`Main, Profile,`).
    while index >= 1, tokens[index].is(",") {
      var element = index - 1
      // A raw value (`= "Profile"`) after a case's name.
      if element >= 2, tokens[element].kind == .string || tokens[element].kind == .number,
        tokens[element - 1].is("=")
      {
        element -= 2
      }
      guard tokens[element].kind == .identifier else { return false }
      index = element - 1
    }
    return index >= 0 && tokens[index].is("case")
  }

  /// The storyboards a property list launches from (`UIMainStoryboardFile`,
  /// a scene configuration's `UISceneStoryboardFile`).
  private static func mainStoryboardNames(_ value: PropertyListValue) -> [String] {
    switch value {
    case .dictionary(let entries):
      entries.flatMap { entry in
        storyboardKeys.contains(entry.key)
          ? entry.value.string.map { [$0] } ?? [] : mainStoryboardNames(entry.value)
      }
    case .array(let values): values.flatMap(mainStoryboardNames)
    default: []
    }
  }

  /// Property-list keys naming the storyboard an app launches from.
  private static let storyboardKeys: Set<String> = [
    "UIMainStoryboardFile", "UISceneStoryboardFile", "NSMainStoryboardFile",
    "UIMainStoryboardFile~ipad",
  ]

  /// Whether the app launches from a storyboard the folder lacks: a target
  /// builds one that is not here (`Base.lproj/Main.storyboard` never
  /// committed), or a property list names one (`UIMainStoryboardFile = Main`)
  /// that no `.storyboard` here is.
  private static func hasMissingMainStoryboard(_ index: ProjectIndex) -> Bool {
    for project in index.projects {
      for target in project.targets where !target.isTest {
        // (One moved in the folder, its name found elsewhere, is here.)
        if target.buildFiles.contains(where: { path in
          path.hasSuffix(".storyboard")
            && !RelativePath.fileName(of: path).hasPrefix("LaunchScreen")
            && !index.allPaths.contains(path)
            && !index.allPaths.contains { other in
              let name = RelativePath.fileName(of: path)
              return other == name || other.hasSuffix("/" + name)
            }
        }) {
          return true
        }
      }
    }
    for plist in index.plists.values {
      for name in mainStoryboardNames(plist) where !name.isEmpty && !name.contains("$(") {
        let file = name + ".storyboard"
        if !index.allPaths.contains(where: { $0 == file || $0.hasSuffix("/" + file) }) {
          return true
        }
      }
    }
    return false
  }

  /// For each of `names` app code uses, the outermost types holding the uses
  /// (`nil` for code outside a type `declared` lists), outside the type's own
  /// declarations and extensions, previews and `#if DEBUG` blocks.
  private static func uses(
    of names: Set<String>, in sources: [SwiftSource], declared: Set<String>, methods: Methods
  ) -> [String: Set<String?>] {
    let shape = PreviewOnlyTypes.NameShape(names)
    let found = ConcurrentSlots.map(sources.count) { sourceIndex -> [String: Set<String?>] in
      var found: [String: Set<String?>] = [:]
      let source = sources[sourceIndex]
      guard source.role == .app else { return found }
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard shape.mayBeOne(of: text), names.contains(text), !source.isExempt(offset),
          offset == 0 || !declares(tokens[offset - 1])
        else { continue }
        let outer = source.outermostType(offset)
        let holder = outer?.name
        guard holder != text, holder != nil || !isOwnStorage(of: text, at: offset, in: source)
        else { continue }
        // Shown only by a sheet whose flag nothing raises (MemoryCard,
        // CryponBlog; seventy-fifth round).
        if NeverPresented.encloses(source, offset) { continue }
        var user = holder.flatMap { declared.contains($0) ? $0 : nil }
        // A superclass or protocol named in a type's inheritance clause
        // (`class LifeTimeViewController: CommonViewController {`), which
        // lies before the type's body: used by that type (Baby-Sleep,
        // seventy-fourth round).
        if holder == nil, let inheritor = inheritingType(at: offset, in: tokens),
          declared.contains(inheritor)
        {
          user = inheritor
        }
        // In an extension of a framework type (`extension View { func
        // amenSubscriptionPaywall(…) -> some View { modifier(…) } }`), the use
        // runs only when the function holding it is called (AMENAPP,
        // sixty-ninth round).
        let function = Int(source.contexts[offset].functionIndex)
        if user == nil, outer?.kind == "extension", function >= 0 {
          user = functionMarker + source.functions[function].name
        } else if let type = user, function >= 0,
          UncalledFunctions.isCalledOnlyByName(
            source, function: source.functions[function], projectTypes: methods.projectTypes,
            frameworkConformances: methods.conformers)
        {
          user = methodMarker + source.functions[function].name + methodMarker + type
        }
        found[text, default: []].insert(user)
      }
      return found
    }
    var merged: [String: Set<String?>] = [:]
    for case let part? in found {
      for (name, holders) in part { merged[name, default: []].formUnion(holders) }
    }
    return merged
  }

  /// The type whose inheritance clause holds the name at `offset`
  /// (`class Sub: Base, Delegate {`, `extension Sub: Delegate {`).
  private static func inheritingType(at offset: Int, in tokens: [SwiftToken]) -> String? {
    var back = offset - 1
    while back > 1, offset - back < 24 {
      let token = tokens[back]
      if token.is(":") {
        let name = tokens[back - 1]
        guard name.kind == .identifier, declares(tokens[back - 2]) else { return nil }
        return name.text
      }
      guard token.kind == .identifier || token.is(",") || token.is(".") else { return nil }
      back -= 1
    }
    return nil
  }

  /// Whether the use of `name` at `offset`, outside any type, is in a
  /// file-private variable only `name`'s own code reads: the storage of its
  /// singleton (`private var _shared: AppStore?` above `class AppStore`,
  /// read by `class var shared`), part of its declaration rather than a use.
  private static func isOwnStorage(of name: String, at offset: Int, in source: SwiftSource)
    -> Bool
  {
    let tokens = source.tokens
    var back = offset - 1
    while back > 0, offset - back < 12, tokens[back].keyword != .var,
      tokens[back].keyword != .let, !tokens[back].is("{"), !tokens[back].is("}"),
      !tokens[back].is(";")
    {
      back -= 1
    }
    guard back > 0, tokens[back].keyword == .var || tokens[back].keyword == .let,
      tokens[back - 1].is("private") || tokens[back - 1].is("fileprivate"),
      back + 1 < offset, tokens[back + 1].kind == .identifier
    else { return false }
    let variable = tokens[back + 1].text
    return tokens.indices.allSatisfy { other in
      other == back + 1 || !tokens[other].is(variable)
        || source.outermostType(other)?.name == name
    }
  }

  /// Whether `source` starts the app: `@main`, `@UIApplicationMain`,
  /// `@NSApplicationMain`, or a `main.swift` file.
  static func isEntryPoint(_ source: SwiftSource) -> Bool {
    guard source.role == .app else { return false }
    // Noted while the file was parsed: no walk over every token of every file.
    return source.words.contains(.entryPoint)
      || source.path.endsWithUTF8("/main.swift") || source.path == "main.swift"
  }

  /// Protocols whose conforming types the system creates by itself: the
  /// app, its delegates, widget bundles, intents. (Not `Widget`: the system
  /// shows a widget only when it is `@main` or a widget bundle names it; one
  /// left in the app target that no bundle lists is never drawn — an expense
  /// tracker's quick-add widget, BillTrackerPWA, seventy-fifth round.)
  private static let systemCreated: Set<String> = [
    "App", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate",
    "UISceneDelegate", "WKApplicationDelegate", "WKExtensionDelegate", "WidgetBundle",
    "AppIntent", "AppShortcutsProvider", "UNNotificationServiceExtension",
  ]

  /// Modifiers and attributes that let code the doctor does not read reach a type.
  private static let reachingModifiers: Set<String> = ["public", "open"]
  private static let reachingAttributes: Set<String> = ["objc", "objcMembers", "main"]

  /// Whether another module may import the code of `path`: a framework or
  /// library target builds it, or no project says what builds it (a loose
  /// folder). An app or an app extension is imported by nothing that ships
  /// (tests do not count), so there `public` reaches no one.
  private static func isImportable(_ path: String, in index: ProjectIndex) -> Bool {
    let targets = index.projects.filter { RelativePath.isInside(path, $0.sourceRoot) }
      .flatMap { $0.targets(building: path) }
    return targets.isEmpty || targets.contains { !$0.isTest && !$0.isExecutable }
  }

  /// Whether the declaration of `type` lets other modules, Objective-C or the
  /// system reach it: its modifiers (`public` and `open` only when
  /// `publicReaches`) and attributes, back from its keyword.
  private static func isReachableFromOutside(
    _ source: SwiftSource, _ type: TypeDeclaration, publicReaches: Bool
  ) -> Bool {
    guard type.kind != "extension" else { return false }
    let tokens = source.tokens
    var keyword = min(type.bodyStart, tokens.count - 1)
    while keyword > 0, !(declares(tokens[keyword]) && tokens[keyword + 1].is(type.name)) {
      keyword -= 1
      if type.bodyStart - keyword > 64 { return true }
    }
    var back = keyword - 1
    while back >= 0, keyword - back < 12, !tokens[back].is("}"), !tokens[back].is("{"),
      !tokens[back].is(";")
    {
      let token = tokens[back]
      if publicReaches, token.kind == .identifier, reachingModifiers.contains(token.text) {
        return true
      }
      if token.kind == .attribute, reachingAttributes.contains(token.text) { return true }
      back -= 1
    }
    return false
  }

  private static func declares(_ token: SwiftToken) -> Bool {
    token.is("struct") || token.is("class") || token.is("enum") || token.is("actor")
      || token.is("extension") || token.is("protocol")
  }

  /// Those of `identifiers` app code writes as a string literal
  /// (`instantiateViewController(withIdentifier: "Paywall")`, an ids enum),
  /// each with the outermost types writing it (nil: code outside any type).
  /// A scene's own class asking for its identifier (`static func create()`
  /// in `DiscountView`) creates it only when something calls that code, which
  /// names the class (LiveWallpaper, eighty-fifth round).
  private static func requested(_ identifiers: Set<String>, in index: ProjectIndex) -> [String:
    Set<String?>]
  {
    guard !identifiers.isEmpty else { return [:] }
    var found: [String: Set<String?>] = [:]
    for source in index.swiftSources where source.role == .app {
      for offset in source.stringOffsets where !source.isExempt(offset) {
        let text = source.tokens[offset].text
        if identifiers.contains(text) {
          found[text, default: []].insert(source.outermostType(offset)?.name)
        }
      }
    }
    return found
  }

  /// Those of `names` a SpriteKit scene instantiates: a string of its
  /// archive equal to the name or ending in `.Name` (`Game.LevelsScene`).
  /// A scene that cannot be read may name any of them.
  private static func sceneClassNames(_ bytes: [UInt8], among names: Set<String>) -> Set<String> {
    do throws(ReaderError) {
      let leaves = try PropertyListReader.read(bytes: bytes).stringLeaves()
      return names.filter { name in
        leaves.contains { $0.value == name || $0.value.hasSuffix(".\(name)") }
      }
    } catch {
      return names.filter { contains(bytes, $0) }
    }
  }

  /// Whether a xib names `name` (`"Name"`) other than as a placeholder's
  /// class. Loading a xib creates its objects, but its File's Owner
  /// (`<placeholder placeholderIdentifier="IBFilesOwner" …
  /// customClass="VIPCenterViewController">`) is whoever loads it: a view
  /// controller's own xib creates nothing when nothing creates the
  /// controller (AISonghui's `WHHVIPCenterViewController`, ninety-sixth round).
  private static func namesOutsidePlaceholders(_ bytes: [UInt8], _ name: String) -> Bool {
    let needle = Array("\"\(name)\"".utf8)
    let placeholder = Array("<placeholder".utf8)
    var start = 0
    while let found = bytes.range(of: needle, from: start) {
      var open = found.lowerBound
      while open > 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
      if !bytes[open...].starts(with: placeholder) { return true }
      start = found.upperBound
    }
    return false
  }

  /// Whether `bytes` contain `text`'s UTF-8 bytes.
  private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard let first = needle.first, needle.count <= bytes.count else { return false }
    var start = 0
    while start + needle.count <= bytes.count {
      if bytes[start] == first, bytes[start..<(start + needle.count)].elementsEqual(needle) {
        return true
      }
      start += 1
    }
    return false
  }
}
