extension SwiftSource {
  /// The cases `type` (an enum declared in this file) declares at the top
  /// level of its body: `case welcome, question(Int)` gives `welcome` and
  /// `question`; names inside a case's associated values, nested types and
  /// members are not cases.
  func declaredCases(of type: TypeDeclaration) -> Set<String> {
    var cases = Set<String>()
    var depth = 0
    var inCaseList = false
    var position = type.bodyStart + 1
    while position < min(type.bodyEnd, tokens.count) {
      let token = tokens[position]
      if token.is("{") || token.is("(") {
        depth += 1
      } else if token.is("}") || token.is(")") {
        depth -= 1
      } else if depth == 0 {
        if token.is("case") {
          inCaseList = true
        } else if inCaseList, token.kind == .identifier,
          tokens[position - 1].is("case") || tokens[position - 1].is(",")
        {
          cases.insert(token.text)
        } else if token.is("var") || token.is("let") || token.is("func") || token.is("init")
          || token.is("static")
        {
          inCaseList = false
        }
      }
      position += 1
    }
    return cases
  }
}
