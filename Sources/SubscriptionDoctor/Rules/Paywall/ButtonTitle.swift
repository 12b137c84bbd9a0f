/// The title a `UIButton` subclass gives itself, read for the documents it
/// names: `setTitle("Terms of Use", for: .normal)`, or an attributed title
/// built from literals (`setAttributedTitle(NSAttributedString(string:
/// "Privacy Policy", attributes: …), for: .normal)`, or a string assembled
/// from such pieces before it is set). The button's own controls (its
/// `addTarget(self, action: #selector(buttonTapped), …)`) open what the
/// title says (Baby-Sleep, seventy-fourth round).
enum ButtonTitle {
  /// The documents the literal title of the button class `owner` names;
  /// neither for a type that is no `UIButton` subclass, a title naming
  /// neither document, or one that comes from a value.
  static func documents(of owner: String, _ context: PaywallScope.Context) -> (
    terms: Bool, privacy: Bool
  ) {
    let positions = context.typesByName[owner] ?? []
    let isButton = positions.contains {
      let type = context.sources[$0.source].types[$0.type]
      return type.kind == "class" && type.conformances.first == "UIButton"
    }
    guard isButton else { return (false, false) }
    var terms = false
    var privacy = false
    for position in positions {
      let source = context.sources[position.source]
      let type = source.types[position.type]
      for literal in titleLiterals(source, from: type.bodyStart, to: type.bodyEnd) {
        terms = terms || LegalDocument.namesTerms(literal)
        privacy = privacy || LegalDocument.namesPrivacy(literal)
      }
    }
    return (terms, privacy)
  }

  /// The literals the titles set between `start` and `end` are written with.
  private static func titleLiterals(_ source: SwiftSource, from start: Int, to end: Int)
    -> [String]
  {
    let tokens = source.tokens
    var literals: [String] = []
    for offset in start..<end where tokens[offset].kind == .identifier {
      guard offset + 2 < end, tokens[offset + 1].is("("),
        offset == 0 || !tokens[offset - 1].is(".") || tokens[offset - 2].is("self")
      else { continue }
      let argument = tokens[offset + 2]
      if tokens[offset].is("setTitle") {
        if let literal = plainLiteral(argument) { literals.append(literal) }
      } else if tokens[offset].is("setAttributedTitle") {
        if let literal = attributedLiteral(tokens, at: offset + 2) {
          literals.append(literal)
        } else if argument.kind == .identifier, offset + 3 < end, tokens[offset + 3].is(",") {
          // A string assembled before it is set: the literal pieces of the
          // attributed strings the same function builds.
          literals += builtLiterals(source, around: offset)
        }
      }
    }
    return literals
  }

  /// The text of a literal without interpolation.
  private static func plainLiteral(_ token: SwiftToken) -> String? {
    token.kind == .string && !token.isInterpolated ? token.text : nil
  }

  /// The literal of `NSAttributedString(string: "…"` (or the mutable kind) at `offset`.
  private static func attributedLiteral(_ tokens: [SwiftToken], at offset: Int) -> String? {
    guard offset + 4 < tokens.count,
      tokens[offset].is("NSAttributedString") || tokens[offset].is("NSMutableAttributedString"),
      tokens[offset + 1].is("("), tokens[offset + 2].is("string"), tokens[offset + 3].is(":")
    else { return nil }
    return plainLiteral(tokens[offset + 4])
  }

  /// The literals of the attributed strings built in the function enclosing `offset`.
  private static func builtLiterals(_ source: SwiftSource, around offset: Int) -> [String] {
    let functionIndex = Int(source.contexts[offset].functionIndex)
    guard functionIndex >= 0 else { return [] }
    let function = source.functions[functionIndex]
    return (function.bodyStart..<function.bodyEnd).compactMap {
      attributedLiteral(source.tokens, at: $0)
    }
  }
}
