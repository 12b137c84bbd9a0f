/// Branches only a launch argument opens: `if
/// ProcessInfo.processInfo.arguments.contains("-uiScreenshots") { … }`, or
/// `if let step = launchShowcaseStep() { applyShowcaseState(step) }` where
/// `launchShowcaseStep()` starts `guard let index =
/// args.firstIndex(of: "-uiShowcaseStep") else { return nil }`. A customer
/// opens an iOS app from the home screen, with no arguments: only Xcode's
/// scheme, a UI test or a screenshot script passes one, so what such a
/// branch draws (sample plans at "$0.99" for the App Store's screenshots)
/// never reaches a customer, as `#if DEBUG` code never ships
/// (ios-compress-video-to-target, ninety-seventh round; PrivaMesh, seventy-seventh).
///
/// Only what the file says plainly:
/// - the arguments are `ProcessInfo.processInfo.arguments` or
///   `CommandLine.arguments`, read directly or through a local `let` holding
///   them, and tested with `contains("-…")` or `firstIndex(of: "-…")` on a
///   literal flag (a leading `-`, as launch arguments are written);
/// - the test is the `if`'s whole condition or first among terms that must
///   all hold (`&&`, `,`), bound or not (`if let index = …`); `!` before it,
///   `||`, `?:` or optional chaining in the condition, and the `else` branch
///   leave it alone;
/// - a function that opens with `guard … <test> … else { return nil }` (or
///   `return false`) answers only under the argument: the body of an `if`
///   whose condition starts with a call of it (`if let step = f()`, `if f()`)
///   is such a branch too, when every function of that name is one.
enum LaunchArgumentBranches {
  /// For each source (by offset in `sources`) holding such branches, the
  /// token ranges of their bodies.
  static func bodies(in sources: [SwiftSource]) -> [Int: [Range<Int>]] {
    let found = ConcurrentSlots.map(sources.count) {
      sourceIndex -> (bodies: [Range<Int>], queries: Set<String>) in
      let source = sources[sourceIndex]
      // Most files never write `arguments`: their tokens are not walked.
      guard source.role == .app, source.words.contains(.launchArguments) else { return ([], []) }
      return scan(source)
    }
    var bodies: [Int: [Range<Int>]] = [:]
    var queries = Set<String>()
    for (sourceIndex, part) in found.enumerated() {
      guard let part else { continue }
      if !part.bodies.isEmpty { bodies[sourceIndex] = part.bodies }
      queries.formUnion(part.queries)
    }
    guard !queries.isEmpty else { return bodies }
    // A name also declared by a function that answers without the argument
    // may be that one.
    for (sourceIndex, source) in sources.enumerated() where source.role == .app {
      for function in source.functions where queries.contains(function.name) {
        if found[sourceIndex]?.queries.contains(function.name) != true {
          queries.remove(function.name)
        }
      }
    }
    let callable = queries
    let calls = ConcurrentSlots.map(sources.count) { sourceIndex -> [Range<Int>] in
      let source = sources[sourceIndex]
      guard source.role == .app else { return [] }
      let tokens = source.tokens
      return tokens.indices.compactMap { offset in
        guard tokens[offset].kind == .identifier, callable.contains(tokens[offset].text),
          offset + 1 < tokens.count, tokens[offset + 1].is("("),
          !(offset > 0 && tokens[offset - 1].is("func")),
          let close = tokens.closingBracket(of: offset + 1, within: 200)
        else { return nil }
        // `self.launchShowcaseStep()`: the test starts at `self`.
        let start =
          offset >= 2 && tokens[offset - 1].is(".") && tokens[offset - 2].is("self")
          ? offset - 2 : offset
        return body(ofIfTesting: start, through: close, tokens)
      }
    }
    for (sourceIndex, ranges) in calls.enumerated() {
      if let ranges, !ranges.isEmpty { bodies[sourceIndex, default: []] += ranges }
    }
    return bodies
  }

  /// The bodies of `if`s testing an argument directly, and the functions
  /// that answer only under one, in `source`.
  private static func scan(_ source: SwiftSource) -> (bodies: [Range<Int>], queries: Set<String>) {
    let tokens = source.tokens
    var aliases = Set<String>()
    var tests: [(start: Int, end: Int)] = []
    for offset in tokens.indices where tokens[offset].keyword == .arguments {
      guard let start = argumentsStart(tokens, offset) else { continue }
      // `let args = ProcessInfo.processInfo.arguments`.
      if start >= 3, tokens[start - 1].is("="), tokens[start - 2].kind == .identifier,
        tokens[start - 3].keyword == .let,
        offset + 1 >= tokens.count || !tokens[offset + 1].is(".")
      {
        aliases.insert(tokens[start - 2].text)
      } else if let end = flagTest(tokens, after: offset) {
        tests.append((start, end))
      }
    }
    if !aliases.isEmpty {
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && aliases.contains(tokens[offset].text)
        && !(offset > 0 && tokens[offset - 1].is("."))
      {
        if let end = flagTest(tokens, after: offset) { tests.append((offset, end)) }
      }
    }
    var bodies: [Range<Int>] = []
    var queries = Set<String>()
    for test in tests {
      if let body = body(ofIfTesting: test.start, through: test.end, tokens) {
        bodies.append(body)
      } else if let function = queryFunction(source, guardTesting: test.start, through: test.end) {
        queries.insert(function)
      }
    }
    return (bodies, queries)
  }

  /// The first token of `ProcessInfo.processInfo.arguments` or
  /// `CommandLine.arguments` whose `arguments` is at `offset`.
  private static func argumentsStart(_ tokens: [SwiftToken], _ offset: Int) -> Int? {
    guard offset >= 2, tokens[offset - 1].is(".") else { return nil }
    if tokens[offset - 2].is("CommandLine") { return offset - 2 }
    guard tokens[offset - 2].is("processInfo"), offset >= 4, tokens[offset - 3].is("."),
      tokens[offset - 4].is("ProcessInfo")
    else { return nil }
    return offset - 4
  }

  /// The `)` closing `.contains("-flag")` or `.firstIndex(of: "-flag")`
  /// right after the arguments ending at `offset`.
  private static func flagTest(_ tokens: [SwiftToken], after offset: Int) -> Int? {
    guard offset + 4 < tokens.count, tokens[offset + 1].is("."), tokens[offset + 3].is("(")
    else { return nil }
    var literal = offset + 4
    if tokens[offset + 2].is("firstIndex") {
      guard tokens[literal].is("of"), literal + 2 < tokens.count, tokens[literal + 1].is(":")
      else { return nil }
      literal += 2
    } else if !tokens[offset + 2].is("contains") {
      return nil
    }
    guard tokens[literal].kind == .string, !tokens[literal].isInterpolated,
      tokens[literal].text.hasPrefix("-"), literal + 1 < tokens.count,
      tokens[literal + 1].is(")")
    else { return nil }
    return literal + 1
  }

  /// The body of the `if` whose condition starts with the test spanning
  /// `start...end` (`if test`, `if let name = test`), when every other term
  /// must hold too and nothing negates it.
  private static func body(ofIfTesting start: Int, through end: Int, _ tokens: [SwiftToken])
    -> Range<Int>?
  {
    var ifToken = start - 1
    if ifToken >= 3, tokens[ifToken].is("="), tokens[ifToken - 1].kind == .identifier,
      tokens[ifToken - 2].keyword == .let || tokens[ifToken - 2].keyword == .var
    {
      ifToken -= 3
    }
    guard ifToken >= 0, tokens[ifToken].is("if") else { return nil }
    return ConstantFalseBranches.bodyAfterConjunction(from: end + 1, tokens)
  }

  /// The name of the function `guard … test … else { return nil }` (or
  /// `return false`) opens, before any other `return`: it answers only
  /// under the argument.
  private static func queryFunction(
    _ source: SwiftSource, guardTesting start: Int, through end: Int
  ) -> String? {
    let tokens = source.tokens
    let functionIndex = Int(source.contexts[start].functionIndex)
    guard functionIndex >= 0 else { return nil }
    let function = source.functions[functionIndex]
    // Back to the `guard`, within its condition.
    var guardToken = start - 1
    while guardToken > function.bodyStart, start - guardToken < 12,
      !tokens[guardToken].is("guard")
    {
      if tokens[guardToken].is("{") || tokens[guardToken].is("}")
        || tokens[guardToken].is("||")
      {
        return nil
      }
      guardToken -= 1
    }
    guard tokens[guardToken].is("guard"), !tokens[guardToken + 1].is("!") else { return nil }
    // Nothing returned before it.
    guard
      !tokens[function.bodyStart..<guardToken].contains(where: { $0.is("return") })
    else { return nil }
    // `else { return nil }`.
    var elseToken = end + 1
    while elseToken < tokens.count, elseToken - end < 60, !tokens[elseToken].is("else") {
      if tokens[elseToken].is("||") || tokens[elseToken].is("{") { return nil }
      elseToken += 1
    }
    guard elseToken + 4 < tokens.count, tokens[elseToken].is("else"),
      tokens[elseToken + 1].is("{"), tokens[elseToken + 2].is("return"),
      tokens[elseToken + 3].is("nil") || tokens[elseToken + 3].is("false"),
      tokens[elseToken + 4].is("}")
    else { return nil }
    return function.name
  }
}
