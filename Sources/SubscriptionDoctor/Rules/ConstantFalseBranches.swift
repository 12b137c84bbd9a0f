/// Branches a constant switch keeps shut: `if StoreKitManager.testingModeEnabled
/// { Text("$2.99") }` where the app declares `static let testingModeEnabled =
/// false` (emf-meter-app, eighty-eighth round), or a template's developer
/// toggle `static let unlockPremiumAfterClose = Bool(truncating: 0) //release 0`
/// (ScanDone-MVP, eighty-fifth round). A `let` cannot change, so the branch
/// never runs, as `#if DEBUG` code never ships.
///
/// Only where the doctor can know it from what it reads:
/// - the app declares the name once, as a `let` initialised to `false`,
///   `Bool(false)` or `Bool(truncating: 0)`;
/// - no app code declares anything else of that name (a `var`, a parameter,
///   a closure's parameter, an `if let`) or assigns to it;
/// - the condition is the name alone (`if flag {`, `else if Type.flag {`),
///   or the name first in a list that must all hold (`if flag && x {`,
///   `if flag, let y {`). The `else` branch runs, and is left alone.
///
/// A computed `Bool` whose shipping body is `false` (its `#if DEBUG`
/// branch never ships: `var isScreenshotMode: Bool { #if DEBUG … #else false
/// #endif }`) is such a constant too.
///
/// And the plainest switch of all: a literal `false` that a condition
/// needs, `if (count > 100 && !unlocked && false) {` (a developer's
/// switch-off of the only purchase path; RandomWordGeneratorMacOSX,
/// ninety-fourth round), in a condition joined by `&&` and `,` alone.
enum ConstantFalseBranches {
  /// For each source (by offset in `sources`) holding such branches, the
  /// token ranges of their bodies.
  static func bodies(in sources: [SwiftSource]) -> [Int: [Range<Int>]] {
    namedConstantBodies(in: sources).merging(literalFalseBodies(in: sources), uniquingKeysWith: +)
  }

  /// The bodies of `if`s whose condition needs a literal `false`.
  private static func literalFalseBodies(in sources: [SwiftSource]) -> [Int: [Range<Int>]] {
    let found = ConcurrentSlots.map(sources.count) { sourceIndex -> [Range<Int>] in
      let source = sources[sourceIndex]
      // Most files never write `false`: their tokens are not walked.
      guard source.role == .app, source.words.contains(.falseValue) else { return [] }
      let tokens = source.tokens
      return tokens.indices.filter { tokens[$0].keyword == .false }.compactMap {
        bodyNeeding(falseAt: $0, tokens)
      }
    }
    var bodies: [Int: [Range<Int>]] = [:]
    for (sourceIndex, ranges) in found.enumerated() {
      if let ranges, !ranges.isEmpty { bodies[sourceIndex] = ranges }
    }
    return bodies
  }

  /// The body of the `if` whose condition holds the literal `false` at
  /// `offset` as one of the terms it needs: the condition (perhaps in
  /// parentheses) joined by `&&` and `,` alone, the `false` a whole term.
  private static func bodyNeeding(falseAt offset: Int, _ tokens: [SwiftToken]) -> Range<Int>? {
    // The start of the condition: back to its `if`, through `&&`, `,`
    // and terms, never out of a bracket (a call's argument `f(false)`).
    var depth = 0
    var start = offset - 1
    while start >= 0, offset - start < 80 {
      let token = tokens[start]
      if token.is(")") || token.is("]") { depth += 1 }
      if token.is("(") || token.is("[") {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0,
        token.is("if") || token.is("{") || token.is("}") || token.is("||")
          || token.is("?") || token.is(";")
      {
        break
      }
      start -= 1
    }
    guard start >= 0 else { return nil }
    // `if (… && false)`: the parenthesis the condition opens with.
    let wrapped = tokens[start].is("(") && start > 0 && tokens[start - 1].is("if")
    let ifToken = wrapped ? start - 1 : start
    guard tokens[ifToken].is("if") else { return nil }
    // The `false` is a whole term: between joins (or the condition's ends).
    let before = tokens[offset - 1]
    let after = offset + 1 < tokens.count ? tokens[offset + 1] : before
    guard
      before.is("&&") || before.is(",") || offset - 1 == ifToken || wrapped && offset - 1 == start,
      after.is("&&") || after.is(",") || after.is("{") || wrapped && after.is(")")
    else { return nil }
    // The whole condition: nothing that lets it hold without `false`.
    return bodyAfterConjunction(from: ifToken + 1, tokens)
  }

  /// The body (inside its braces) of the `if` whose condition goes on from
  /// `start` to the body's `{`, when nothing there (`||`, `?:`, optional
  /// chaining) lets the condition hold without the terms before `start`.
  /// `LaunchArgumentBranches` asks the same of the terms after its test.
  static func bodyAfterConjunction(from start: Int, _ tokens: [SwiftToken]) -> Range<Int>? {
    var index = start
    var depth = 0
    while index < tokens.count, index - start < 120 {
      let token = tokens[index]
      if token.is("(") || token.is("[") { depth += 1 }
      if token.is(")") || token.is("]") { depth -= 1 }
      if token.is("||") || token.is("?") { return nil }
      if depth == 0, token.is("{") { break }
      index += 1
    }
    guard index < tokens.count, tokens[index].is("{"),
      let close = tokens.closingBracket(of: index, within: 20_000)
    else { return nil }
    return (index + 1)..<close
  }

  /// The bodies of `if`s a named `false` constant keeps shut.
  private static func namedConstantBodies(in sources: [SwiftSource]) -> [Int: [Range<Int>]] {
    let declared = ConcurrentSlots.map(sources.count) { sourceIndex -> Set<String> in
      let source = sources[sourceIndex]
      // A constant that holds `false` is written `false` or `truncating: 0`.
      guard source.role == .app, source.words.contains(.falseValue) else { return [] }
      var names = Set<String>()
      let tokens = source.tokens
      for offset in tokens.indices
      where tokens[offset].keyword == .let || tokens[offset].keyword == .var {
        if let name = falseConstant(tokens, declaredAt: offset)
          ?? computedFalse(source, declaredAt: offset)
        {
          names.insert(name)
        }
      }
      return names
    }
    var counts: [String: Int] = [:]
    for case let names? in declared {
      for name in names { counts[name, default: 0] += 1 }
    }
    let candidates = Set(counts.filter { $0.value == 1 }.keys)
    guard !candidates.isEmpty else { return [:] }
    let scanned = ConcurrentSlots.map(sources.count) {
      sourceIndex -> (bodies: [(name: String, body: Range<Int>)], rebound: Set<String>) in
      let source = sources[sourceIndex]
      guard source.role == .app else { return ([], []) }
      let tokens = source.tokens
      var bodies: [(name: String, body: Range<Int>)] = []
      var rebound = Set<String>()
      for offset in tokens.indices
      where tokens[offset].kind == .identifier && candidates.contains(tokens[offset].text) {
        let name = tokens[offset].text
        if rebinds(tokens, offset), falseConstant(tokens, declaredAt: offset - 1) != name,
          computedFalse(source, declaredAt: offset - 1) != name
        {
          rebound.insert(name)
        } else if let body = guardedBody(tokens, condition: offset) {
          bodies.append((name, body))
        }
      }
      return (bodies, rebound)
    }
    var rebound = Set<String>()
    for case let part? in scanned { rebound.formUnion(part.rebound) }
    var bodies: [Int: [Range<Int>]] = [:]
    for (sourceIndex, part) in scanned.enumerated() {
      guard let part else { continue }
      let kept = part.bodies.filter { !rebound.contains($0.name) }.map(\.body)
      if !kept.isEmpty { bodies[sourceIndex] = kept }
    }
    return bodies
  }

  /// The name a `let` at `offset` declares when it holds `false` for good:
  /// `let name = false`, `let name: Bool = false`, `= Bool(false)`,
  /// `= Bool(truncating: 0)`.
  private static func falseConstant(_ tokens: [SwiftToken], declaredAt offset: Int) -> String? {
    guard offset >= 0, offset + 3 < tokens.count, tokens[offset].keyword == .let,
      tokens[offset + 1].kind == .identifier
    else { return nil }
    var equals = offset + 2
    if tokens[equals].is(":"), equals + 2 < tokens.count, tokens[equals + 1].is("Bool") {
      equals += 2
    }
    guard tokens[equals].is("="), equals + 1 < tokens.count else { return nil }
    let value = equals + 1
    let end: Int
    if tokens[value].is("false") {
      end = value + 1
    } else if value + 3 < tokens.count, tokens[value].is("Bool"), tokens[value + 1].is("(") {
      if tokens[value + 2].is("false"), tokens[value + 3].is(")") {
        end = value + 4
      } else if value + 5 < tokens.count, tokens[value + 2].is("truncating"),
        tokens[value + 3].is(":"), tokens[value + 4].kind == .number, tokens[value + 4].text == "0",
        tokens[value + 5].is(")")
      {
        end = value + 6
      } else {
        return nil
      }
    } else {
      return nil
    }
    // The value ends the statement (not `let x = false || other`).
    guard
      end == tokens.count || tokens[end].line != tokens[value].line || tokens[end].is(";")
        || tokens[end].is("}")
    else { return nil }
    return tokens[offset + 1].text
  }

  /// The name a computed `var` at `offset` declares when its body, as it
  /// ships, is `false`: `var isScreenshotMode: Bool { #if DEBUG
  /// ProcessInfo.processInfo.arguments.contains("--screenshot-paywall") #else
  /// false #endif }` (NudgeMate, hundredth round), `{ return false }`, or
  /// starts with `return false` on a line of its own.
  private static func computedFalse(_ source: SwiftSource, declaredAt offset: Int) -> String? {
    let tokens = source.tokens
    guard offset >= 0, offset + 5 < tokens.count, tokens[offset].keyword == .var,
      tokens[offset + 1].kind == .identifier, tokens[offset + 2].is(":"),
      tokens[offset + 3].is("Bool"), tokens[offset + 4].is("{"),
      let close = tokens.closingBracket(of: offset + 4, within: 200)
    else { return nil }
    let shipped = ((offset + 5)..<close).filter {
      !source.isExempt($0) && tokens[$0].kind != .directive
    }
    let texts = shipped.prefix(3).map { tokens[$0].text }
    if texts == ["false"] || texts == ["return", "false"] { return tokens[offset + 1].text }
    // `return false` first, the getter's old logic left below it, never
    // run (`static var hasLimitedAccess: Bool { return false  // check app
    // delegate … }`; SongProjector, hundred-and-tenth round).
    // The next line starts a statement, not an operator going on with it.
    guard texts.count == 3, texts[0] == "return", texts[1] == "false",
      tokens[shipped[2]].line != tokens[shipped[1]].line, tokens[shipped[2]].kind == .identifier
    else { return nil }
    return tokens[offset + 1].text
  }

  /// Whether the name at `offset` is declared or assigned here: after
  /// `var`/`let`/`func`/`case`, before `=` or `:` (a parameter, a label),
  /// or as a closure's parameter (`{ flag in`).
  private static func rebinds(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    if offset > 0 {
      let previous = tokens[offset - 1]
      if previous.keyword == .var || previous.keyword == .let || previous.is("func")
        || previous.is("case")
      {
        return true
      }
    }
    guard offset + 1 < tokens.count else { return false }
    let next = tokens[offset + 1]
    return next.is("=") || next.is(":") || next.is("in") || next.is("+=")
  }

  /// The body of the `if` whose condition starts with the name at
  /// `condition` (`if flag {`, `if Type.flag && …`, `if flag, …`), when the
  /// whole condition must hold for the body to run, or of the `else` of
  /// `guard !flag else {`.
  private static func guardedBody(_ tokens: [SwiftToken], condition: Int) -> Range<Int>? {
    var start = condition
    if start >= 2, tokens[start - 1].is("."), tokens[start - 2].kind == .identifier {
      start -= 2
    }
    // `guard !flag else { … }`: the `else` runs only when the flag holds
    // (SongProjector, hundred-and-tenth round).
    if start > 1, tokens[start - 1].is("!"), tokens[start - 2].is("guard"),
      condition + 2 < tokens.count, tokens[condition + 1].is("else"),
      tokens[condition + 2].is("{"),
      let close = tokens.closingBracket(of: condition + 2, within: 20_000)
    {
      return (condition + 3)..<close
    }
    guard start > 0, tokens[start - 1].is("if") else { return nil }
    var index = condition + 1
    // `&&` and `,` join conditions that must all hold; anything else (`||`,
    // `==`, `?`) may make the condition true.
    var depth = 0
    while index < tokens.count, index - condition < 80 {
      let token = tokens[index]
      if token.is("(") || token.is("[") {
        depth += 1
      } else if token.is(")") || token.is("]") {
        depth -= 1
      } else if depth == 0 {
        if token.is("{") { break }
        if index == condition + 1, !(token.is("&&") || token.is(",")) { return nil }
        // `flag && x || y` is `(flag && x) || y`: true without the flag.
        if token.is("||") { return nil }
      }
      index += 1
    }
    guard index < tokens.count, tokens[index].is("{"),
      let close = tokens.closingBracket(of: index, within: 20_000)
    else { return nil }
    return (index + 1)..<close
  }
}
