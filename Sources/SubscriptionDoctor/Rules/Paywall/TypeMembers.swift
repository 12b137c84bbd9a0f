/// The members a type declares, across its declaration and extensions: each
/// `var`, `let`, `func`, `init` and `subscript` at the type's top level, as a
/// `CodeSegment` running to the next member.
///
/// This is how the paywall rules tell a rendered control from a dead one: only
/// members the view's `body` (or a view controller's lifecycle) reaches count.
struct TypeMembers {
  /// Members by name; overloads and extensions add more segments to a name.
  private(set) var byName: [String: [CodeSegment]] = [:]
  /// Every member in declaration order.
  private(set) var all: [CodeSegment] = []

  private static let memberKeywords: Set<String> = ["var", "let", "func", "init", "subscript"]
  private static let boundaryKeywords: Set<String> = [
    "case", "struct", "class", "enum", "actor", "protocol", "typealias", "extension", "deinit",
  ]

  /// The members of the type body `bodyStart...bodyEnd` (its braces) in `sources[source]`.
  mutating func add(_ sources: [SwiftSource], source: Int, type: TypeDeclaration) {
    let tokens = sources[source].tokens
    // `extension Module.ViewController` adds to the nested `ViewController`:
    // bare names in its members resolve against that type, whose other
    // declarations hold them (dudinvlad/sample, seventy-second round).
    let owner = type.baseName
    var depth = 0
    var current: CodeSegment?
    var pendingAction = false
    var pendingOverride = false
    var pendingOutlet = false
    var offset = type.bodyStart + 1
    // The selectors the type's strings spell (`"restoreButtonClicked:"`),
    // gathered at the first method that may need them.
    var selectorsOnce: Set<String>?
    func spelledSelectors() -> Set<String> {
      if let selectorsOnce { return selectorsOnce }
      let found = Set(
        (type.bodyStart..<type.bodyEnd).lazy.filter { tokens[$0].kind == .string }
          .map { tokens[$0].text }.filter { $0.hasSuffix(":") })
      selectorsOnce = found
      return found
    }
    func close(at end: Int) {
      guard var segment = current else { return }
      segment.end = max(segment.start, end)
      all.append(segment)
      byName[segment.name, default: []].append(segment)
      current = nil
    }
    while offset < type.bodyEnd {
      let token = tokens[offset]
      switch token.kind {
      case .punctuation where token.text == "{":
        depth += 1
      case .punctuation where token.text == "}":
        depth = max(0, depth - 1)
      case .attribute where depth == 0 && token.text == "IBAction":
        pendingAction = true
      case .attribute where depth == 0 && token.text == "IBOutlet":
        pendingOutlet = true
      case .identifier where depth == 0:
        if token.text == "override" {
          pendingOverride = true
        } else if Self.memberKeywords.contains(token.text),
          offset == 0 || !tokens[offset - 1].is(".")
        {
          close(at: offset - 1)
          var name = token.text
          if token.text != "init" && token.text != "subscript" {
            var next = offset + 1
            while next < type.bodyEnd, !(tokens[next].kind == .identifier) { next += 1 }
            name = next < type.bodyEnd ? tokens[next].text : ""
          }
          // A table or collection row selection is the control in a list-driven screen.
          let selectsRow =
            (name == "tableView" || name == "collectionView")
            && tokens[offset..<min(type.bodyEnd, offset + 12)].contains {
              $0.is("didSelectRowAt") || $0.is("didSelectItemAt")
            }
          // A method taking the control that was used (`func
          // purchaseButtonTapped(_ sender: PurchaseButton)`, a custom button's
          // delegate or a target's action) is a control's action; so is
          // Swift 2's, written without the `_`, when a selector string of the
          // type spells it (`func restoreButtonClicked(sender: UIButton)`
          // behind `action: "restoreButtonClicked:"`; TUBIN, ninety-eighth round).
          let takesSender =
            token.text == "func" && offset + 6 < type.bodyEnd && tokens[offset + 2].is("(")
            && (tokens[offset + 3].is("_") && tokens[offset + 4].is("sender")
              && tokens[offset + 5].is(":")
              || tokens[offset + 3].is("sender") && tokens[offset + 4].is(":")
                && spelledSelectors().contains(name + ":"))
          // An `@IBAction` no interface file wires is behind no control (`ObjCSelectors`).
          let isWiredAction =
            pendingAction && token.text == "func"
            && !Self.isUnwired(after: offset, named: name, in: sources[source])
          current = CodeSegment(
            source: source, start: offset, end: offset, owner: owner, name: name,
            isAction: isWiredAction || selectsRow || takesSender,
            isProperty: token.text == "var" || token.text == "let",
            isOverride: pendingOverride, isOutlet: pendingOutlet)
          pendingAction = false
          pendingOverride = false
          pendingOutlet = false
        } else if Self.boundaryKeywords.contains(token.text) {
          close(at: offset - 1)
        }
      default:
        break
      }
      offset += 1
    }
    close(at: type.bodyEnd - 1)
  }

  /// Whether the function `name` declared at `keyword` (its `func`) is an
  /// `@objc` function or action nothing selects (`unselectedObjCFunctions`).
  private static func isUnwired(after keyword: Int, named name: String, in source: SwiftSource)
    -> Bool
  {
    guard !source.unselectedObjCFunctions.isEmpty,
      let function = source.functions.first(where: { $0.bodyStart > keyword && $0.name == name })
    else { return false }
    return source.unselectedObjCFunctions.contains(function.bodyStart)
  }
}
