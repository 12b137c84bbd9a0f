/// Design-time text of a table or collection cell's label, which the cell
/// replaces whenever it is configured: a label created with a mock price
/// (`private let priceLabel: UILabel = { let l = UILabel(); l.text =
/// "$43.54"; return l }()`) in a `UICollectionViewCell` whose
/// `func setupCell(price: String) { priceLabel.text = price }` the data
/// source calls on every dequeued cell (grocerylist1, seventy-fourth round).
enum CellPlaceholder {
  /// UIKit's cell classes, whose instances the data source configures
  /// before showing them.
  private static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

  /// How far back the label's initializer closure is looked for.
  private static let closureLimit = 120

  /// Whether the literal at `offset` is the text a cell's label is created
  /// with (in the label's initializer closure, or in the cell's `init`/
  /// `awakeFromNib`), and a method of the same cell that takes parameters
  /// assigns that label's `text` or `attributedText` from a value that is
  /// no literal. A view controller's label, or a cell that never
  /// reassigns it, keeps the literal on screen.
  /// A reusable row view (a `UIView` subclass) counts too when every place
  /// app code makes one (`let row = PaywallProductView()`) calls such a
  /// method on it before adding it to a view (`row.set(newPriceText:
  /// price)` before `stack.addArrangedSubview(row)`; can-vpn, eighty-fifth
  /// round); a row kept in a stored property, laid out before the store
  /// answers, keeps its literal.
  static func isReplaced(_ source: SwiftSource, _ offset: Int, in sources: [SwiftSource])
    -> Bool
  {
    let tokens = source.tokens
    guard offset >= 4, tokens[offset - 1].is("="),
      tokens[offset - 2].is("text") || tokens[offset - 2].is("attributedText"),
      tokens[offset - 3].is("."), tokens[offset - 4].kind == .identifier,
      let type = source.enclosingType(offset)
    else { return false }
    let isCell = isCell(type, in: source)
    guard isCell || type.kind == "class" && type.isPlatformView,
      let label = label(source, offset, receiver: offset - 4)
    else { return false }
    let setters = setters(of: label, in: type, source)
    guard !setters.isEmpty else { return false }
    return isCell || everyRowConfiguredFirst(type.name, setters: setters, in: sources)
  }

  /// Whether app code makes `typeName` somewhere, and every place it does
  /// binds the row to a local that one of `setters` configures before any
  /// `addSubview`/`addArrangedSubview` adds it.
  private static func everyRowConfiguredFirst(
    _ typeName: String, setters: Set<String>, in sources: [SwiftSource]
  ) -> Bool {
    var made = false
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for offset in tokens.indices.dropLast()
      where tokens[offset].is(typeName) && tokens[offset + 1].is("(") && !source.isExempt(offset) {
        made = true
        let functionIndex = Int(source.contexts[offset].functionIndex)
        guard functionIndex >= 0, offset >= 3, tokens[offset - 1].is("="),
          tokens[offset - 2].kind == .identifier,
          tokens[offset - 3].is("let") || tokens[offset - 3].is("var")
        else { return false }
        let row = tokens[offset - 2].text
        let end = source.functions[functionIndex].bodyEnd
        var configured = false
        for index in offset..<end where tokens[index].is(row) && index + 3 < end {
          if tokens[index + 1].is("."), setters.contains(tokens[index + 2].text),
            tokens[index + 3].is("(")
          {
            configured = true
          } else if tokens[index - 1].is("("), index >= 2,
            ["addSubview", "addArrangedSubview", "insertArrangedSubview", "insertSubview"]
              .contains(tokens[index - 2].text)
          {
            if !configured { return false }
          }
        }
        if !configured { return false }
      }
    }
    return made
  }

  /// Whether `type` is a class whose superclass is a UIKit cell, directly,
  /// through a cell class of the same file (`class BaseCell: UITableViewCell`),
  /// or through a library's cell named as one (NeonSDK's generic
  /// `NeonTableViewCell<ProductItemModel>`, whose `configure(with:)` the
  /// library calls for every row; MoonXClone, seventy-seventh round).
  private static func isCell(_ type: TypeDeclaration, in source: SwiftSource) -> Bool {
    guard type.kind == "class", let superclass = type.conformances.first else { return false }
    if cellClasses.contains(superclass) || superclass.hasSuffix("TableViewCell")
      || superclass.hasSuffix("CollectionViewCell")
    {
      return true
    }
    return source.types.contains {
      $0.kind == "class" && $0.name == superclass
        && $0.conformances.first.map(cellClasses.contains) == true
    }
  }

  /// The name of the label the assignment at `receiver` sets: the stored
  /// property whose initializer closure holds it (`let priceLabel: UILabel
  /// = { … }()`), or the property itself set in `init` or `awakeFromNib` or
  /// a setup method they call, directly or in a configuring closure
  /// (`setupUI()` writing `firstLabel.do { make in make.text = "$9.99" }`;
  /// BroadApps' `SubCell`, eighty-second round).
  private static func label(_ source: SwiftSource, _ offset: Int, receiver: Int) -> String? {
    let tokens = source.tokens
    let functionIndex = Int(source.contexts[offset].functionIndex)
    if functionIndex >= 0 {
      let function = source.functions[functionIndex]
      guard Self.initializers.contains(function.name) || isCalledByInitializer(function, source)
      else { return nil }
      if let subject = closureSubject(tokens, offset, parameter: tokens[receiver].text) {
        return subject
      }
      return receiver > 1 && tokens[receiver - 1].is(".") && !tokens[receiver - 2].is("self")
        ? nil : tokens[receiver].text
    }
    // The closure's `{`: the nearest unmatched one before the literal.
    guard let open = tokens.enclosingBrace(of: offset, within: closureLimit), open > 2,
      tokens[open - 1].is("=")
    else { return nil }
    // `let name: UILabel = {` or `let name = {`.
    var declaration = open - 2
    while declaration > 0, open - declaration < 8,
      !(tokens[declaration - 1].is("let") || tokens[declaration - 1].is("var"))
    {
      declaration -= 1
    }
    guard declaration > 0, tokens[declaration].kind == .identifier,
      tokens[declaration - 1].is("let") || tokens[declaration - 1].is("var")
    else { return nil }
    return tokens[declaration].text
  }

  /// What a cell runs when it is made.
  private static let initializers: Set<String> = ["init", "awakeFromNib"]

  /// Whether `function` is called by the `init` or `awakeFromNib` of its type.
  private static func isCalledByInitializer(_ function: FunctionDeclaration, _ source: SwiftSource)
    -> Bool
  {
    let tokens = source.tokens
    guard let type = source.enclosingType(function.bodyStart) else { return false }
    return source.functions.contains { caller in
      initializers.contains(caller.name)
        && source.enclosingType(caller.bodyStart)?.bodyStart == type.bodyStart
        && (caller.bodyStart..<caller.bodyEnd).contains { at in
          tokens[at].is(function.name) && tokens[at + 1].is("(")
            && (!tokens[at - 1].is(".") || tokens[at - 2].is("self"))
        }
    }
  }

  /// The view a configuring closure holding `offset` is run on, when
  /// `parameter` is the closure's parameter: `firstLabel` in
  /// `firstLabel.do { make in … }` (Then's `do`, `then`).
  private static func closureSubject(_ tokens: [SwiftToken], _ offset: Int, parameter: String)
    -> String?
  {
    guard let open = tokens.enclosingBrace(of: offset, within: closureLimit), open > 3,
      tokens[open + 1].is(parameter),
      tokens[open + 2].is("in"), tokens[open - 1].kind == .identifier, tokens[open - 2].is("."),
      tokens[open - 3].kind == .identifier
    else { return nil }
    return tokens[open - 3].text
  }

  /// The methods of `type` (or of its extensions in the same file) taking
  /// parameters that assign `label`'s text from something other than a
  /// plain literal (`priceLabel.text = price`).
  private static func setters(
    of label: String, in type: TypeDeclaration, _ source: SwiftSource
  ) -> Set<String> {
    let tokens = source.tokens
    let bodies = source.types.filter { $0.name == type.name }
    var names = Set<String>()
    for function in source.functions
    where bodies.contains(where: {
      $0.bodyStart < function.bodyStart && function.bodyEnd < $0.bodyEnd
    })
      && takesParameters(function, tokens)
    {
      for offset in (function.bodyStart + 1)..<function.bodyEnd
      where tokens[offset].is(label) && offset + 4 < function.bodyEnd
        && !(tokens[offset - 1].is(".") && !tokens[offset - 2].is("self"))
        && tokens[offset + 1].is(".")
        && (tokens[offset + 2].is("text") || tokens[offset + 2].is("attributedText"))
        && tokens[offset + 3].is("=")
      {
        let value = tokens[offset + 4]
        if value.kind != .string || value.isInterpolated { names.insert(function.name) }
      }
    }
    return names
  }

  /// Whether `function`'s parameter clause names a parameter.
  private static func takesParameters(_ function: FunctionDeclaration, _ tokens: [SwiftToken])
    -> Bool
  {
    var start = function.bodyStart - 1
    while start > 0, function.bodyStart - start < 120,
      !(tokens[start].is("func") || tokens[start].is("init"))
    {
      if tokens[start].is("{") || tokens[start].is("}") { return false }
      start -= 1
    }
    guard start > 0, let open = (start..<function.bodyStart).first(where: { tokens[$0].is("(") })
    else { return false }
    return open + 1 < function.bodyStart && !tokens[open + 1].is(")")
  }
}
