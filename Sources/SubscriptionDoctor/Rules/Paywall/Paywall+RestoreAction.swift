/// A screen that restores when another screen asks it to: Mullvad's purchase
/// sheet is presented with `.restorePurchase` by the account screen's Restore
/// button and carries out the restore itself.
extension Paywall {
  /// Whether the screen carries out a restore that another screen asks for:
  /// it stores an action of a project enum with a restore case, handed over
  /// when it is made (`let paymentAction: PaymentAction`), and switches over a
  /// restore case (`case .restorePurchase:`). Mullvad's purchase sheet is
  /// presented with `.restorePurchase` by the account screen's Restore button.
  static func handlesRestoreAction(
    _ source: SwiftSource, _ type: TypeDeclaration,
    _ typesByName: [String: [PaywallScope.TypePosition]], _ index: ProjectIndex
  ) -> Bool {
    let tokens = source.tokens
    var handlesCase = false
    var offset = type.bodyStart
    while offset + 2 < type.bodyEnd, !handlesCase {
      defer { offset += 1 }
      guard tokens[offset].is("case"), tokens[offset + 1].is("."),
        Self.isRestoreName(tokens[offset + 2].text), !source.isExempt(offset)
      else { continue }
      handlesCase = true
    }
    guard handlesCase else { return false }
    offset = type.bodyStart
    while offset + 3 < type.bodyEnd {
      defer { offset += 1 }
      guard tokens[offset].is("let") || tokens[offset].is("var"), tokens[offset + 2].is(":"),
        source.contexts[offset].functionIndex < 0,
        source.enclosingType(offset)?.bodyStart == type.bodyStart
      else { continue }
      for position in typesByName[tokens[offset + 3].text] ?? [] {
        let enumSource = index.swiftSources[position.source]
        let declaration = enumSource.types[position.type]
        guard declaration.kind == "enum" else { continue }
        let enumTokens = enumSource.tokens
        for inner in declaration.bodyStart..<declaration.bodyEnd
        where enumTokens[inner].kind == .identifier && Self.isRestoreName(enumTokens[inner].text)
          && (enumTokens[inner - 1].is("case") || enumTokens[inner - 1].is(","))
        {
          return true
        }
      }
    }
    return false
  }

  fileprivate static func isRestoreName(_ name: String) -> Bool {
    name.lowercased().hasPrefix("restore")
  }
}
