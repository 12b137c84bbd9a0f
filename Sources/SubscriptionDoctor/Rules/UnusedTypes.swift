/// Types of an app that nothing uses: a purchase screen superseded by a new
/// one but left in the target, a second store manager nobody creates. What
/// they would show or do never happens, so rules about what a customer sees
/// (the paywall rules) and about what runs (known StoreKit issues, state
/// broadcasts) pass over them, and the audit summary names the paywalls skipped.
///
/// Only where "nothing uses it" can be known from what the doctor reads:
/// - the folder is an app (it has an entry point: `@main`, `@UIApplicationMain`,
///   `main.swift`), not a library or a snippet whose caller is elsewhere;
/// - the type is the app's own and not `public`/`open` (another module may use
///   it), not `@objc` (Objective-C or a selector may), not `@main`, and not a
///   class in an app with Objective-C sources (which the doctor does not read);
/// - no storyboard or xib names it (`customClass="…"`) and no property list
///   does (`NSExtensionPrincipalClass`, a scene delegate class name);
/// - no app code names it outside its own declarations and extensions,
///   `#if DEBUG` blocks and previews. Tests do not count: only what ships does.
///
/// A paywall being written and not yet shown is skipped too; the summary says
/// so, and its findings appear as soon as any screen shows it.
enum UnusedTypes {
  /// Those of `names` (types declared in app code) that nothing in `index` uses.
  static func find(among names: Set<String>, in index: ProjectIndex) -> Set<String> {
    guard !names.isEmpty else { return [] }
    let sources = index.swiftSources
    guard sources.contains(where: isEntryPoint) else { return [] }
    // Only types the app declares: an extension of the system's
    // (`extension Notification.Name`) is reached through the system's type.
    var candidates = Set<String>()
    var reachable = Set<String>()
    // Objective-C code, which the doctor does not read, may create any class.
    let hasObjectiveC = index.allPaths.contains { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }
    for source in sources where source.role == .app {
      for type in source.types where names.contains(type.name) && type.kind != "extension" {
        candidates.insert(type.name)
        // Declared as something other code may reach.
        if isReachableFromOutside(source, type) || hasObjectiveC && type.kind == "class" {
          reachable.insert(type.name)
        }
      }
    }
    candidates.subtract(reachable)
    // Named by an interface or a plist.
    for bytes in index.interfaceFiles.values where !candidates.isEmpty {
      for name in candidates where contains(bytes, "\"\(name)\"") { candidates.remove(name) }
    }
    for plist in index.plists.values where !candidates.isEmpty {
      for leaf in plist.stringLeaves() {
        for name in candidates where leaf.value == name || leaf.value.hasSuffix(".\(name)") {
          candidates.remove(name)
        }
      }
    }
    guard !candidates.isEmpty else { return [] }
    let shape = PreviewOnlyTypes.NameShape(candidates)
    let remaining = candidates
    let used = ConcurrentSlots.map(sources.count) { sourceIndex -> Set<String> in
      var found = Set<String>()
      let source = sources[sourceIndex]
      guard source.role == .app else { return found }
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard shape.mayBeOne(of: text), remaining.contains(text), !source.isExempt(offset),
          offset == 0 || !declares(tokens[offset - 1]),
          source.outermostType(offset)?.name != text
        else { continue }
        found.insert(text)
      }
      return found
    }
    for case let found? in used { candidates.subtract(found) }
    return candidates
  }

  /// Whether `source` starts the app: `@main`, `@UIApplicationMain`,
  /// `@NSApplicationMain`, or a `main.swift` file.
  private static func isEntryPoint(_ source: SwiftSource) -> Bool {
    guard source.role == .app else { return false }
    if RelativePath.fileName(of: source.path) == "main.swift" { return true }
    return source.tokens.contains {
      $0.kind == .attribute
        && ($0.text == "main" || $0.text == "UIApplicationMain" || $0.text == "NSApplicationMain")
    }
  }

  /// Modifiers and attributes that let code the doctor does not read reach a type.
  private static let reachingModifiers: Set<String> = ["public", "open"]
  private static let reachingAttributes: Set<String> = ["objc", "objcMembers", "main"]

  /// Whether the declaration of `type` lets other modules, Objective-C or the
  /// system reach it: its modifiers and attributes, back from its keyword.
  private static func isReachableFromOutside(_ source: SwiftSource, _ type: TypeDeclaration)
    -> Bool
  {
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
      if token.kind == .identifier, reachingModifiers.contains(token.text) { return true }
      if token.kind == .attribute, reachingAttributes.contains(token.text) { return true }
      back -= 1
    }
    return false
  }

  private static func declares(_ token: SwiftToken) -> Bool {
    token.is("struct") || token.is("class") || token.is("enum") || token.is("actor")
      || token.is("extension") || token.is("protocol")
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
