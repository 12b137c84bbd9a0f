/// Finds `$(VAR)`, `${VAR}` and `$(VAR:modifier)` references in a build-setting
/// value or an Info.plist string.
package enum SettingReference {
  /// A piece of a value: literal text or a reference to a setting.
  package enum Piece: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// A reference to the setting with this name (modifiers dropped).
    case reference(String)
  }

  /// The names referenced in `text`, in order.
  package static func names(in text: String) -> [String] {
    split(text).compactMap {
      if case .reference(let name) = $0 { return name }
      return nil
    }
  }

  /// `text` split into literal pieces and references.
  package static func split(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      literal += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
        literal.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let close: Character = rest[afterDollar] == "(" ? ")" : "}"
      guard let end = rest[afterDollar...].firstIndex(of: close) else {
        literal += rest[dollar...]
        rest = rest[rest.endIndex...]
        break
      }
      var name = String(rest[rest.index(after: afterDollar)..<end])
      if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
      if !literal.isEmpty {
        pieces.append(.text(literal))
        literal = ""
      }
      pieces.append(.reference(name))
      rest = rest[rest.index(after: end)...]
    }
    literal += rest
    if !literal.isEmpty { pieces.append(.text(literal)) }
    return pieces
  }
}
