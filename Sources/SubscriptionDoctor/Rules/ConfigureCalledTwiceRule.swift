/// `configure-called-twice`: `Purchases.configure` reachable more than once —
/// two call sites that can be compiled together (sites in different branches of
/// one `#if` are alternatives, and so are sites in one function, usually an
/// `if`/`else`), a wrapper function containing it called from two places, or a
/// call inside `.onAppear`/`.task`, which run every time a view appears.
struct ConfigureCalledTwiceRule: DoctorRule {
  var ids: [RuleID] { [.configureCalledTwice] }

  private struct Site {
    var source: Int
    var offset: Int
  }

  func check(_ index: ProjectIndex) -> [Finding] {
    let sources = index.swiftSources
    var sites: [Site] = []
    for (sourceIndex, source) in sources.enumerated()
    where source.role == .app && source.words.contains(.purchasesSDK) {
      for offset in source.tokens.indices
      where source.tokens[offset].is("Purchases") && !source.contexts[offset].isPreview
        && source.matches(["Purchases", ".", "configure"], at: offset)
      {
        sites.append(Site(source: sourceIndex, offset: offset))
      }
    }
    // Every finding starts from a call of Purchases.configure.
    guard !sites.isEmpty else { return [] }
    // A call in a function nothing calls (`func update(with userID:)` left
    // over beside the launch call) never configures.
    if sites.count > 1 {
      let projectTypes = Set(sources.flatMap { $0.types.map(\.name) })
      let functions = sites.map { site -> String? in
        let source = sources[site.source]
        let index = Int(source.contexts[site.offset].functionIndex)
        guard index >= 0 else { return nil }
        let function = source.functions[index]
        return UncalledFunctions.isCalledOnlyByName(
          source, function: function, projectTypes: projectTypes)
          ? function.name : nil
      }
      let uncalled = UncalledFunctions.neverCalled(
        among: Set(functions.compactMap { $0 }), in: sources)
      if !uncalled.isEmpty {
        sites = zip(sites, functions).filter { $0.1.map(uncalled.contains) != true }.map(\.0)
      }
      // …nor one in a wrapper named like the call it makes, which nothing
      // calls with its label (`static func configure(apiKey:)` beside the
      // app's own `Purchases.configure(withAPIKey:)`; Thunder, sixty-first round).
      sites = sites.filter { site in
        let source = sources[site.source]
        let index = Int(source.contexts[site.offset].functionIndex)
        guard index >= 0 else { return true }
        let function = source.functions[index]
        return function.name != "configure"
          || !UncalledFunctions.isCalledOnlyByName(
            source, function: function, projectTypes: projectTypes)
          || UncalledFunctions.isCalledFillingItsParameters(function, in: source, sources: sources)
      }
    }
    // …nor does one in a type no app code uses (a `RevenueCatManager` left
    // beside the live setup; cashmonki, fifty-eighth round).
    let holders = sites.map { sources[$0.source].outermostType($0.offset)?.name }
    let unused = UnusedTypes.find(among: Set(holders.compactMap { $0 }), in: index)
    if !unused.isEmpty {
      sites = zip(sites, holders).filter { $0.1.map(unused.contains) != true }.map(\.0)
    }
    let apps = AppRoots(index: index)
    var findings: [Finding] = []
    var reported = Set<String>()
    func report(_ site: Site, _ message: String) {
      let source = sources[site.source]
      let line = source.tokens[site.offset].line
      guard reported.insert("\(source.path):\(line)").inserted else { return }
      findings.append(
        Finding(rule: .configureCalledTwice, file: source.path, line: line, message: message))
    }
    // Two direct call sites; a call guarded by `Purchases.isConfigured` is a
    // fallback that never configures a second time.
    let guarded = sites.map { ConfigureGuard.isGuarded(sources[$0.source], $0.offset) }
    for (position, later) in sites.enumerated() where !guarded[position] {
      for (earlierPosition, earlier) in sites[..<position].enumerated()
      where !guarded[earlierPosition] && !areAlternatives(earlier, later, sources)
        && !apps.areSeparate(sources[earlier.source].path, sources[later.source].path)
      {
        let first = sources[earlier.source]
        report(
          later,
          "Purchases.configure is also called at \(first.path):\(first.tokens[earlier.offset].line)."
        )
        break
      }
    }
    // A call inside onAppear/task, and wrappers called from several places.
    for site in sites {
      let source = sources[site.source]
      if let modifier = repeatingModifier(source, site.offset) {
        report(
          site, "Purchases.configure runs in .\(modifier), which runs every time the view appears.")
      }
      let functionIndex = Int(source.contexts[site.offset].functionIndex)
      guard functionIndex >= 0 else { continue }
      let function = source.functions[functionIndex]
      // The system calls an app delegate's launch methods, once:
      // `Branch.getInstance().application(app, open: url, options:)` calls
      // another object's (myMink, ninety-sixth round).
      guard function.name != "init", !Self.systemCallbacks.contains(function.name) else {
        continue
      }
      // A wrapper that runs its body once may be called from anywhere.
      guard !runsOnce(function, in: source) else { continue }
      let calls = callSites(of: function, in: source, sources: sources)
      // Called once by each of two apps (`initRevenueCat()` in the iOS and
      // the macOS app's `init`; brain3k, fifty-ninth round): once per app.
      let together = calls.indices.contains { first in
        calls.indices.contains { second in
          second > first
            && !apps.areSeparate(
              sources[calls[first].source].path, sources[calls[second].source].path)
        }
      }
      if calls.count > 1, together {
        // Report the call that repeats it (in onAppear/task, or anywhere but
        // a launch method), naming another call site.
        let extra =
          calls.first { repeatingModifier(sources[$0.source], $0.offset) != nil }
          ?? calls.first { !isLaunchSite(sources[$0.source], $0.offset) } ?? calls[1]
        let other = calls.first { $0.source != extra.source || $0.offset != extra.offset }
        let caller = other.map { sources[$0.source] } ?? source
        let line = other.map { caller.tokens[$0.offset].line } ?? 0
        report(
          extra,
          "\(function.name)() calls Purchases.configure and is called from \(calls.count) places (also \(caller.path):\(line))."
        )
      } else if let call = calls.first(where: {
        repeatingModifier(sources[$0.source], $0.offset) != nil
      }), let modifier = repeatingModifier(sources[call.source], call.offset) {
        report(
          call,
          "\(function.name)() calls Purchases.configure and runs in .\(modifier), which runs every time the view appears."
        )
      }
    }
    return findings
  }

  /// Which app a file belongs to, when a repository holds several: the
  /// targets building it, or else the folder of the nearest `@main` file
  /// above it (a repository of sample apps, each with its own `@main`).
  private struct AppRoots {
    var projects: [XcodeProject]
    var mainFolders: [String]

    init(index: ProjectIndex) {
      projects = index.projects
      mainFolders = index.swiftSources.compactMap { source in
        source.role == .app
          && source.tokens.contains { $0.kind == .attribute && $0.text == "main" }
          ? RelativePath.directory(of: source.path) : nil
      }
    }

    /// Whether the two files are compiled into different apps.
    func areSeparate(_ lhs: String, _ rhs: String) -> Bool {
      for project in projects {
        let left = Set(project.targets(building: lhs).map(\.name))
        let right = Set(project.targets(building: rhs).map(\.name))
        if !left.isEmpty, !right.isEmpty { return left.isDisjoint(with: right) }
      }
      guard mainFolders.count > 1, let left = root(of: lhs), let right = root(of: rhs) else {
        return false
      }
      return left != right
    }

    /// The deepest `@main` folder containing `path`.
    private func root(of path: String) -> String? {
      mainFolders.filter { $0.isEmpty || path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
  }

  /// Methods the system calls on an app's or a scene's delegate, which app
  /// code never calls as a wrapper.
  private static let systemCallbacks: Set<String> = [
    "application", "applicationDidFinishLaunching", "applicationWillFinishLaunching", "scene",
  ]

  /// Inside an `init` or an `application(_:didFinishLaunching…)` method.
  private func isLaunchSite(_ source: SwiftSource, _ offset: Int) -> Bool {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return false }
    let name = source.functions[functionIndex].name
    return name == "init" || name == "application"
  }

  private func areAlternatives(_ lhs: Site, _ rhs: Site, _ sources: [SwiftSource]) -> Bool {
    guard lhs.source == rhs.source else { return false }
    let source = sources[lhs.source]
    if ConditionalBranch.areExclusive(source.branches(lhs.offset), source.branches(rhs.offset)) {
      return true
    }
    let function = source.contexts[lhs.offset].functionIndex
    return function >= 0 && function == source.contexts[rhs.offset].functionIndex
  }

  /// Calls of `function` (matching its first argument label) outside its own body.
  private func callSites(
    of function: FunctionDeclaration, in declaring: SwiftSource, sources: [SwiftSource]
  )
    -> [Site]
  {
    let label = firstLabel(of: function, in: declaring)
    let owner = declaring.enclosingType(function.bodyStart)?.name
    let isTypeMember = isStatic(function, in: declaring)
    var calls: [Site] = []
    for (sourceIndex, source) in sources.enumerated() where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropLast(2)
      where tokens[offset].kind == .identifier && tokens[offset].text == function.name
        && tokens[offset + 1].is("(") && !source.contexts[offset].isPreview
      {
        if offset > 0, tokens[offset - 1].is("func") { continue }
        // `Analytics.configure()`, `MobileAds.shared.start()`: another
        // type's method of the same name.
        if let root = tokens.receiverRoot(before: offset), let first = root.first,
          first.isUppercase,
          root != owner, root != "Self"
        {
          continue
        }
        // `header.configure(viewModel)`: an instance's method, never the
        // wrapper when that is `static` (`PurchaseKit.configure(_:)`;
        // motorvate, ninety-fourth round).
        if isTypeMember, let root = tokens.receiverRootPastSelf(before: offset),
          root.first?.isLowercase == true, root != "self"
        {
          continue
        }
        // `engine.start()` where `engine` is declared as another app type
        // that has its own `start()`: that type's method.
        if let root = tokens.receiverRoot(before: offset), root.first?.isLowercase == true,
          let type = DeclaredType.of(root, in: source), type != owner,
          sources.contains(where: { declares(function.name, in: type, $0) })
        {
          continue
        }
        if source.path == declaring.path, offset > function.bodyStart, offset < function.bodyEnd {
          continue
        }
        // A plain call inside another type that declares its own function of
        // that name calls that one (`TipJarView.configure()`).
        if let callerType = source.enclosingType(offset)?.name, callerType != owner,
          declares(function.name, in: callerType, source)
        {
          continue
        }
        let argument = tokens[offset + 2]
        let matches: Bool
        switch label {
        case .none: matches = argument.is(")")
        case .some("_"): matches = !argument.is(")")
        case .some(let name): matches = argument.is(name)
        }
        if matches { calls.append(Site(source: sourceIndex, offset: offset)) }
      }
    }
    return calls
  }

  /// Whether `function` runs its body once: it tests a flag it then sets
  /// (`guard !didConfigure … didConfigure = true`, a state compared with
  /// a case it then takes: `guard availability != .ready … availability =
  /// .ready`, or an optional it finds empty and then fills: `guard
  /// configureTask == nil … configureTask = Task { … }`, `if let task =
  /// configureTask { return … }`; Schedulr, hundred-and-fourteenth round)
  /// or asks `Purchases.isConfigured` — itself or, one call away, in
  /// a function of its file its first `guard` asks (`guard
  /// markConfigurationAttemptIfNeeded() else { return }`, which tests and
  /// sets the flag under a lock).
  private func runsOnce(
    _ function: FunctionDeclaration, in source: SwiftSource, followingGuard: Bool = true
  ) -> Bool {
    let tokens = source.tokens
    if followingGuard, let guarded = guardCall(function, in: source),
      let helper = source.functions.first(where: { $0.name == guarded && $0 != function }),
      runsOnce(helper, in: source, followingGuard: false)
    {
      return true
    }
    var tested = Set<String>()
    // `state.case` for each state compared with a case (`state != .ready`).
    var testedCases = Set<String>()
    // Each optional compared with `nil` or unwrapped (`if let task = configureTask`).
    var testedEmpty = Set<String>()
    var offset = function.bodyStart
    while offset < function.bodyEnd {
      defer { offset += 1 }
      let token = tokens[offset]
      guard token.kind == .identifier else { continue }
      if token.text == "isConfigured", offset > 1, tokens[offset - 2].is("Purchases") {
        return true
      }
      // The body's closing brace ends every statement inside it.
      guard offset + 3 <= function.bodyEnd else { continue }
      let next = tokens[offset + 1]
      if next.is("="), tokens[offset + 2].is("true") {
        if tested.contains(token.text) { return true }
      } else if next.is("="), tokens[offset + 2].is("."), tokens[offset + 3].kind == .identifier {
        if testedCases.contains("\(token.text).\(tokens[offset + 3].text)") { return true }
      } else if next.is("="), !tokens[offset + 2].is("nil"), testedEmpty.contains(token.text) {
        return true
      } else {
        tested.insert(token.text)
        if next.is("==") || next.is("!="), tokens[offset + 2].is("nil") {
          testedEmpty.insert(token.text)
        }
        if Self.isUnwrapped(offset, tokens) { testedEmpty.insert(token.text) }
        // `==` or `!=`, then `.case`.
        let dot = next.is("==") || next.is("!=") ? offset + 2 : nil
        if let dot, dot + 1 < function.bodyEnd, tokens[dot].is("."),
          tokens[dot + 1].kind == .identifier
        {
          testedCases.insert("\(token.text).\(tokens[dot + 1].text)")
        }
      }
    }
    return false
  }

  /// Whether the identifier at `offset` is what an `if let`/`guard let`
  /// unwraps: `if let task = configureTask`, or `if let configureTask` alone.
  private static func isUnwrapped(_ offset: Int, _ tokens: [SwiftToken]) -> Bool {
    func isBinding(_ keyword: Int) -> Bool {
      keyword >= 1 && (tokens[keyword].is("let") || tokens[keyword].is("var"))
        && (tokens[keyword - 1].is("if") || tokens[keyword - 1].is("guard")
          || tokens[keyword - 1].is(","))
    }
    if offset >= 3, tokens[offset - 1].is("="), tokens[offset - 2].kind == .identifier,
      isBinding(offset - 3)
    {
      return offset + 1 < tokens.count && !tokens[offset + 1].is(".")
        && !tokens[offset + 1].is("(")
    }
    return isBinding(offset - 1) && offset + 1 < tokens.count
      && (tokens[offset + 1].is("{") || tokens[offset + 1].is(",")
        || tokens[offset + 1].is("else"))
  }

  /// The function the body's first statement calls as a `guard`'s whole
  /// condition (`guard markAttempt() else { return }`, `guard Self.markAttempt()`).
  private func guardCall(_ function: FunctionDeclaration, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    var offset = function.bodyStart + 1
    guard offset < function.bodyEnd, tokens[offset].is("guard") else { return nil }
    offset += 1
    if offset + 1 < function.bodyEnd, tokens[offset].is("Self") || tokens[offset].is("self"),
      tokens[offset + 1].is(".")
    {
      offset += 2
    }
    guard offset + 3 < function.bodyEnd, tokens[offset].kind == .identifier,
      tokens[offset + 1].is("("), tokens[offset + 2].is(")"), tokens[offset + 3].is("else")
    else { return nil }
    return tokens[offset].text
  }

  /// Whether `source` declares a function `name` inside type `type`.
  private func declares(_ name: String, in type: String, _ source: SwiftSource) -> Bool {
    source.functions.contains {
      $0.name == name && source.enclosingType($0.bodyStart)?.name == type
    }
  }

  /// Whether `function` is declared `static` or `class`: a member of its type.
  private func isStatic(_ function: FunctionDeclaration, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    var offset = function.bodyStart
    while offset > 0, !(tokens[offset].is("func") && tokens[offset + 1].is(function.name)) {
      offset -= 1
      if function.bodyStart - offset > 60 { return false }
    }
    var back = offset - 1
    while back >= 0, offset - back <= 4 {
      let token = tokens[back]
      if token.is("static") || token.is("class") { return true }
      guard token.kind == .attribute || token.kind == .identifier else { return false }
      back -= 1
    }
    return false
  }

  private func firstLabel(of function: FunctionDeclaration, in source: SwiftSource) -> String? {
    let tokens = source.tokens
    var offset = function.bodyStart
    while offset > 0, !(tokens[offset].is(function.name) && tokens[offset + 1].is("(")) {
      offset -= 1
      if function.bodyStart - offset > 60 { return nil }
    }
    let first = tokens[offset + 2]
    return first.is(")") ? nil : first.text
  }

  /// `onAppear` or `task` when the token sits in such a closure within its type.
  private func repeatingModifier(_ source: SwiftSource, _ offset: Int) -> String? {
    let tokens = source.tokens
    var depth = 0
    var back = offset - 1
    while back > 0 {
      if tokens[back].is("}") { depth += 1 }
      if tokens[back].is("{") {
        if depth == 0 {
          var before = back - 1
          if tokens[before].is(")") {
            var parens = 0
            while before > 0 {
              if tokens[before].is(")") { parens += 1 }
              if tokens[before].is("(") {
                parens -= 1
                if parens == 0 { break }
              }
              before -= 1
            }
            before -= 1
          }
          if before >= 1, tokens[before - 1].is("."),
            tokens[before].is("onAppear") || tokens[before].is("task")
          {
            return tokens[before].text
          }
          if let type = source.enclosingType(offset), back <= type.bodyStart { return nil }
        } else {
          depth -= 1
        }
      }
      back -= 1
    }
    return nil
  }
}
