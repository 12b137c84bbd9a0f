/// Switch cases no value reaches: `case .paywall:` of an app enum whose
/// `paywall` case no app code ever makes. A screen built only there is never
/// shown — haven's onboarding keeps its paywall step for a later version
/// (thirty-eighth round), as Clipboard did (nineteenth).
///
/// Only where the doctor can know it from what it reads:
/// - the case belongs to an enum the app declares, and nothing can make a
///   case of that enum from data: no raw values, `CaseIterable`, `Codable` or
///   `Decodable`, in its declaration or an extension;
/// - no shipping app code writes the case as a value (`.paywall`,
///   `Step.paywall`, `go(.paywall)`) anywhere but in a pattern (`case
///   .paywall:`, `if case .paywall = step`). A comparison (`step == .paywall`)
///   or a tuple pattern counts as making it, to be safe, and so does any case
///   of the same name in another enum.
enum UnreachableCases {
  /// For each source (by offset in `sources`) holding switch cases no value
  /// reaches, the token ranges of those cases' bodies.
  static func bodies(in sources: [SwiftSource]) -> [Int: [Range<Int>]] {
    // Only in an app (an entry point): a library's caller may make any case.
    guard sources.contains(where: UnusedTypes.isEntryPoint) else { return [:] }
    let candidates = staticEnumCases(in: sources)
    guard !candidates.isEmpty else { return [:] }
    /// A switch label whose patterns are all candidate cases, and its body.
    struct Label {
      var names: [String]
      var body: Range<Int>
    }
    let scanned = ConcurrentSlots.map(sources.count) {
      sourceIndex -> (labels: [Label], made: Set<String>) in
      let source = sources[sourceIndex]
      guard source.role == .app else { return ([], []) }
      let tokens = source.tokens
      var labels: [Label] = []
      var made = Set<String>()
      for offset in tokens.indices.dropFirst() {
        let token = tokens[offset]
        if token.keyword == .case {
          if let (names, colon) = switchLabel(tokens, offset), !names.isEmpty,
            names.allSatisfy(candidates.contains)
          {
            labels.append(Label(names: names, body: (colon + 1)..<caseEnd(tokens, after: colon)))
          }
        } else if token.kind == .identifier, candidates.contains(token.text),
          tokens[offset - 1].is("."), !source.isExempt(offset),
          !isPattern(tokens, dot: offset - 1)
        {
          made.insert(token.text)
        }
      }
      return (labels, made)
    }
    var made = Set<String>()
    for case let part? in scanned { made.formUnion(part.made) }
    var bodies: [Int: [Range<Int>]] = [:]
    for (sourceIndex, part) in scanned.enumerated() {
      guard let part else { continue }
      for label in part.labels where label.names.allSatisfy({ !made.contains($0) }) {
        bodies[sourceIndex, default: []].append(label.body)
      }
    }
    return bodies
  }

  /// The end of the body of the switch case whose label ends at `colon`: the
  /// next label of the same switch, or its closing brace.
  private static func caseEnd(_ tokens: [SwiftToken], after colon: Int) -> Int {
    var depth = 0
    var position = colon + 1
    while position < tokens.count {
      let token = tokens[position]
      if token.is("{") {
        depth += 1
      } else if token.is("}") {
        if depth == 0 { return position }
        depth -= 1
      } else if depth == 0,
        token.keyword == .case || token.is("default")
          || token.kind == .attribute && token.text == "unknown"
      {
        return position
      }
      position += 1
    }
    return tokens.count
  }

  /// The case names of the switch label whose `case` is at `index` (`[]`
  /// when one of its patterns is something else: `case let x as Foo:`) and
  /// its `:`, or `nil` when the `case` starts no switch label (an enum's
  /// case, `if case`).
  private static func switchLabel(_ tokens: [SwiftToken], _ index: Int) -> (
    names: [String], colon: Int
  )? {
    var names: [String] = []
    var isEnumCases = true
    var depth = 0
    var atPattern = true
    var position = index + 1
    while position + 2 < tokens.count, position - index < 120 {
      let token = tokens[position]
      if token.is("(") || token.is("[") {
        depth += 1
      } else if token.is(")") || token.is("]") {
        depth -= 1
      } else if depth == 0 {
        if token.is(":") { return (isEnumCases ? names : [], position) }
        if token.is("=") || token.is("{") || token.is("}") || token.is("case") || token.is("in")
          || token.is("func") || token.is("static") || token.is("init")
        {
          return nil
        }
        if token.is(",") {
          atPattern = true
          position += 1
          continue
        }
        if token.is("where") { atPattern = false }
      }
      if atPattern, depth == 0, !token.is("let"), !token.is("var") {
        if token.is("."), tokens[position + 1].kind == .identifier {
          names.append(tokens[position + 1].text)
          position += 1
        } else if token.kind == .identifier, tokens[position + 1].is("."),
          tokens[position + 2].kind == .identifier
        {
          names.append(tokens[position + 2].text)
          position += 2
        } else {
          isEnumCases = false
        }
        atPattern = false
      }
      position += 1
    }
    return nil
  }

  /// The cases only the app's own enums declare, none of them made from data.
  private static func staticEnumCases(in sources: [SwiftSource]) -> Set<String> {
    var dynamicEnums = Set<String>()
    for source in sources where source.role == .app {
      for type in source.types
      where (type.kind == "enum" || type.kind == "extension")
        && type.conformances.contains(where: madeFromData.contains)
      {
        dynamicEnums.insert(type.name)
      }
    }
    var declared = Set<String>()
    var declaredByDynamic = Set<String>()
    for source in sources where source.role == .app {
      for type in source.types where type.kind == "enum" {
        if dynamicEnums.contains(type.name) {
          declaredByDynamic.formUnion(source.declaredCases(of: type))
        } else {
          declared.formUnion(source.declaredCases(of: type))
        }
      }
    }
    return declared.subtracting(declaredByDynamic)
  }

  /// Conformances that let a case be made from data.
  private static let madeFromData: Set<String> = [
    "CaseIterable", "Codable", "Decodable", "RawRepresentable", "String", "Int", "UInt", "Int8",
    "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Character", "NSInteger",
  ]

  /// Whether the `.` at `dot` starts a case in a pattern: a `case` comes
  /// before it in the same list (`case .welcome, .paywall:`, `if case
  /// .paywall = step`) with no bracket, brace, `=` or `:` between.
  private static func isPattern(_ tokens: [SwiftToken], dot: Int) -> Bool {
    var back = dot - 1
    // `Step.paywall`
    if back >= 0, tokens[back].kind == .identifier, !tokens[back].is("case") { back -= 1 }
    var depth = 0
    while back >= 0, dot - back < 60 {
      let token = tokens[back]
      if token.is(")") || token.is("]") {
        depth += 1
      } else if token.is("(") || token.is("[") {
        if depth == 0 { return false }
        depth -= 1
      } else if depth == 0 {
        if token.is("case") { return true }
        if token.is("{") || token.is("}") || token.is(";") || token.is("=") || token.is(":")
          || token.is("return")
        {
          return false
        }
      }
      back -= 1
    }
    return false
  }
}
