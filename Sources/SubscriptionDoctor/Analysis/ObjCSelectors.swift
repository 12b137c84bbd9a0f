/// The app's `@objc` functions that nothing can call by selector, so that
/// only Swift code naming them runs them.
///
/// `@objc` lets the Objective-C runtime call a function by its selector.
/// Something has to form that selector: Swift naming the function
/// (`#selector(buy)`, which the doctor counts as a use of `buy`), an
/// interface file wiring an action (`<action selector="buy:" …/>`), a string
/// spelling it (`Selector("buy:")`, `NSSelectorFromString("buy")`, Swift 2's
/// `action: "buy:"`), or Objective-C code sending it to a class it names.
/// An `@objc` function none of these reaches is as dead as any other when
/// Swift never calls it (walkwalkB's `@objc func purchase(_:)` in a store
/// wrapper nothing calls, ninety-sixth round). A function given its own
/// Objective-C name (`@objc(buyProduct:)`) is left callable: that name is
/// what a selector would spell.
///
/// An `@IBAction` is `@objc` too, and only an interface file's action (or
/// code naming it) runs it. When an interface file lays out its class
/// (`customClass="AccountViewController"`), that file's actions are known:
/// an action none of them wires, and nothing else selects, is behind no
/// button (Confirmed-iOS's `upgradeToAllDevices()`, whose scene wires only
/// `dismissAccountPage`; hundred-and-first round). An action wires the
/// method of the class it is sent to (`destination`, AppKit's `target`) or
/// of that class's superclasses, not another class's method of the same
/// name (`ActionTargets`). A class no interface file names keeps its
/// actions: its scene may be one the doctor cannot read.
enum ObjCSelectors {
  /// For each source (by its index in `sources`) declaring any, the body
  /// starts of its `@objc` functions nothing selects. None when an
  /// Objective-C file could not be read (`classesNamedByObjectiveC` is nil):
  /// it may send any selector.
  static func unselected(
    in sources: [SwiftSource], interfaceFiles: [String: [UInt8]],
    classesNamedByObjectiveC: Set<String>?
  ) -> [Int: Set<Int>] {
    guard let namedByObjectiveC = classesNamedByObjectiveC else { return [:] }
    var candidates: [Int: [FunctionDeclaration]] = [:]
    var laidOut: Set<String>?
    // Only a method declared `@objc` or `@IBAction` is a candidate.
    for (offset, source) in sources.enumerated()
    where source.role == .app && source.words.contains(.objCAttribute) {
      for function in source.functions {
        if !isPlainObjC(function, in: source) {
          guard isAction(function, in: source), let type = source.enclosingType(function.bodyStart)
          else { continue }
          let known = laidOut ?? customClasses(in: interfaceFiles)
          laidOut = known
          guard known.contains(type.name) else { continue }
        }
        // A class Objective-C names may have any of its methods sent to it.
        if let type = source.enclosingType(function.bodyStart),
          namedByObjectiveC.contains(type.name)
        {
          continue
        }
        candidates[offset, default: []].append(function)
      }
    }
    guard !candidates.isEmpty else { return [:] }
    let spelled = spelledSelectors(in: sources)
    let wired = ActionTargets(interfaceFiles)
    // Each app class's superclass, to find the classes an action sent to a
    // subclass reaches.
    var superclasses: [String: String] = [:]
    for source in sources where source.role == .app {
      for type in source.types where type.kind == "class" {
        if let superclass = type.conformances.first { superclasses[type.name] = superclass }
      }
    }
    var unselected: [Int: Set<Int>] = [:]
    for (offset, functions) in candidates {
      let source = sources[offset]
      let bodies = functions.filter { function in
        if spelled.contains(function.name) { return false }
        // No interface file sends it at all: unselected, action or not.
        guard wired.sentToAny(function.name) else { return true }
        guard isAction(function, in: source), let type = source.enclosingType(function.bodyStart)
        else { return false }
        return !wired.reaches(function.name, type.baseName, superclasses: superclasses)
      }.map(\.bodyStart)
      if !bodies.isEmpty { unselected[offset] = Set(bodies) }
    }
    return unselected
  }

  /// The actions interface files send, by the class each is sent to: an
  /// `@IBAction` runs only when an action with its selector is sent to its
  /// class or a subclass. `SubscriptionCancelVC.subscribeAction(sender:)`
  /// is not wired by the storyboard action `subscribeActionWithSender:`
  /// sent to the `SubscriptionViewController` scene (Zygo,
  /// hundred-and-fourth round). An action sent to the first responder, to
  /// an object of no known class or to one no id names may reach any.
  private struct ActionTargets {
    /// The function names actions may call (`names(of:)` of each selector),
    /// sent to an object of a known class, by class.
    var byClass: [String: Set<String>] = [:]
    /// Action names sent where the class is unknown.
    var anywhere = Set<String>()

    init(_ interfaceFiles: [String: [UInt8]]) {
      for bytes in interfaceFiles.values where bytes.range(of: Self.actionTag, from: 0) != nil {
        let scenes = StoryboardScenes(bytes)
        for action in scenes.actions {
          let names = ObjCSelectors.names(of: action.selector)
          if let destination = action.destination, let type = scenes.classesByID[destination] {
            byClass[type, default: []].formUnion(names)
          } else {
            anywhere.formUnion(names)
          }
        }
      }
    }

    private static let actionTag = Array("<action ".utf8)

    /// Whether an action named `name` is sent anywhere at all.
    func sentToAny(_ name: String) -> Bool {
      anywhere.contains(name) || byClass.values.contains { $0.contains(name) }
    }

    /// Whether an action named `name` is sent to `type` or one of its
    /// subclasses (a scene of a subclass runs the action it inherits), or
    /// where the class is unknown.
    func reaches(_ name: String, _ type: String, superclasses: [String: String]) -> Bool {
      if anywhere.contains(name) { return true }
      for (receiver, names) in byClass where names.contains(name) {
        var current: String? = receiver
        var steps = 0
        while let this = current, steps < 20 {
          if this == type { return true }
          current = superclasses[this]
          steps += 1
        }
      }
      return false
    }
  }

  /// The function names a selector may call: its first piece (`buy` of
  /// `buy:`, of `buyWithProduct:`, which Swift makes of `buy(product:)`),
  /// and the piece before each `With` in it.
  fileprivate static func names(of selector: String) -> Set<String> {
    guard let first = selector.split(separator: ":", omittingEmptySubsequences: false).first,
      !first.isEmpty
    else { return [] }
    var names: Set<String> = [String(first)]
    var rest = first[...]
    while let with = rest.range(of: "With") {
      names.insert(String(first[..<with.lowerBound]))
      rest = rest[with.upperBound...]
    }
    return names
  }

  /// Whether `function` is declared `@IBAction`.
  private static func isAction(_ function: FunctionDeclaration, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    return UncalledFunctions.attributeOffsets(of: function, in: source).contains {
      tokens[$0].text == "IBAction"
    }
  }

  /// The classes interface files lay out (`customClass="PremiumViewController"`).
  private static func customClasses(in interfaceFiles: [String: [UInt8]]) -> Set<String> {
    var names = Set<String>()
    forEachValue(of: "customClass", in: interfaceFiles) { names.insert(String($0)) }
    return names
  }

  /// Calls `body` with each value interface files give `attribute`
  /// (`selector="buy:"`, `customClass="StoreViewController"`).
  private static func forEachValue(
    of attribute: String, in interfaceFiles: [String: [UInt8]], _ body: (Substring) -> Void
  ) {
    let marker = Array((attribute + "=\"").utf8)
    for bytes in interfaceFiles.values {
      var start = 0
      while let found = bytes.range(of: marker, from: start) {
        var end = found.upperBound
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
        body(Substring(decoding: bytes[found.upperBound..<end], as: UTF8.self))
        start = end
      }
    }
  }

  /// Whether `function` is declared `@objc` without an Objective-C name of its own.
  private static func isPlainObjC(_ function: FunctionDeclaration, in source: SwiftSource)
    -> Bool
  {
    let tokens = source.tokens
    return UncalledFunctions.attributeOffsets(of: function, in: source).contains {
      tokens[$0].text == "objc" && !(tokens.indices.contains($0 + 1) && tokens[$0 + 1].is("("))
    }
  }

  /// The function names selectors spelled in Swift strings may call
  /// (`Selector("buy:")`, Swift 2's `action: "buy:"`): each one's first
  /// piece (`buy` of `buy:`, of `buyWithProduct:`, which Swift makes of
  /// `buy(product:)`), from every string literal shaped like a selector.
  private static func spelledSelectors(in sources: [SwiftSource]) -> Set<String> {
    var names = Set<String>()
    // `buyWithProduct` may be Swift's name for `buy(product:)` or `buy(with:)`.
    func add(_ selector: Substring) { names.formUnion(Self.names(of: String(selector))) }
    for source in sources {
      for offset in source.stringOffsets where !source.tokens[offset].isInterpolated {
        let text = source.tokens[offset].text
        if isSelectorShaped(text) { add(text[...]) }
      }
    }
    // Interface files' actions are read by the class they are sent to
    // (`ActionTargets`).
    return names
  }

  /// Whether `text` could be a selector: an identifier, optionally followed
  /// by colon-ended pieces (`buy`, `buy:`, `getInfo:completion:`).
  private static func isSelectorShaped(_ text: String) -> Bool {
    guard let first = text.utf8.first, ASCII.isIdentifierStart(first), text.utf8.count <= 120
    else { return false }
    return text.utf8.allSatisfy { ASCII.isIdentifierContinue($0) || $0 == UInt8(ascii: ":") }
  }
}
