/// One parameter of a function's declaration, as its tokens spell it:
/// `_ product: Product`, `for id: String = "main"`, `action: @escaping () -> Void`.
package struct FunctionParameter: Sendable, Hashable {
  /// The argument label a call writes (`_` when it writes none).
  package var label: String
  /// The name the function's body reads.
  package var name: String
  /// Index of the first token of its type, past attributes and `inout`.
  package var typeStart: Int
  /// Whether it has a default value, so a call may leave it out.
  package var hasDefault: Bool
  /// Whether its type is a function (`() -> Void`, `((Bool) -> Void)?`).
  package var isFunction: Bool
  /// Whether it is variadic (`_ ids: String...`): a call may pass it any
  /// number of arguments.
  package var isVariadic = false
}

extension [SwiftToken] {
  /// The parameters declared between the `(` at `open` and its `)` at
  /// `close`; a piece that is no `name: Type` (a call's argument) is skipped.
  func parameters(from open: Int, to close: Int) -> [FunctionParameter] {
    var parameters: [FunctionParameter] = []
    var start = open + 1
    var depth = 0
    for offset in (open + 1)..<close where self[offset].kind == .punctuation {
      let text = self[offset].text
      switch text {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      // `>` closes a generic list; `>>` closes two (`Set<Array<Int>>`).
      case _ where text.allSatisfy({ $0 == ">" }): depth -= text.count
      case "," where depth == 0:
        if let parameter = parameter(from: start, to: offset) { parameters.append(parameter) }
        start = offset + 1
      default: break
      }
    }
    if let parameter = parameter(from: start, to: close) { parameters.append(parameter) }
    return parameters
  }

  /// The parameter spelled by the tokens in `start..<end`: attributes, one
  /// or two names, `:`, the type, and perhaps `= default`.
  private func parameter(from start: Int, to end: Int) -> FunctionParameter? {
    var first = start
    while first < end, self[first].kind == .attribute { first += 1 }
    guard first + 1 < end, self[first].kind == .identifier else { return nil }
    let twoNames = self[first + 1].kind == .identifier
    let colon = twoNames ? first + 2 : first + 1
    guard colon + 1 < end, self[colon].is(":") else { return nil }
    var typeStart = colon + 1
    while typeStart + 1 < end, self[typeStart].kind == .attribute || self[typeStart].is("inout") {
      typeStart += 1
    }
    var hasDefault = false
    var isFunction = false
    var isVariadic = false
    var depth = 0
    for offset in typeStart..<end where self[offset].kind == .punctuation {
      switch self[offset].text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "->" where !hasDefault: isFunction = true
      // `String...`, the dots read as one token or three.
      case "...", ".":
        if depth == 0, !hasDefault, self[offset].is("...") || self[offset + 1].is(".") {
          isVariadic = true
        }
      case "=" where depth == 0: hasDefault = true
      default: break
      }
    }
    return FunctionParameter(
      label: self[first].text, name: self[twoNames ? first + 1 : first].text,
      typeStart: typeStart, hasDefault: hasDefault, isFunction: isFunction,
      isVariadic: isVariadic)
  }
}

extension FunctionDeclaration {
  /// The `(` and `)` around the function's parameters: the last `(` right
  /// after its name within 64 tokens before its body. Nil for an accessor,
  /// a `deinit` or a body too far from its name.
  func parameterList(in tokens: [SwiftToken]) -> (open: Int, close: Int)? {
    var open = bodyStart
    while open > 0, bodyStart - open < 64, !(tokens[open].is("(") && tokens[open - 1].is(name)) {
      open -= 1
    }
    guard open > 0, tokens[open].is("("), tokens[open - 1].is(name),
      let close = tokens.closingBracket(of: open, within: bodyStart - open)
    else { return nil }
    return (open, close)
  }

  /// The function's parameters, in order; nil when `parameterList(in:)` is.
  func parameters(in tokens: [SwiftToken]) -> [FunctionParameter]? {
    parameterList(in: tokens).map { tokens.parameters(from: $0.open, to: $0.close) }
  }
}
