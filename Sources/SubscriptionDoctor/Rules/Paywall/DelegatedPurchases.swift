/// Purchases a screen makes on another screen's behalf, through a delegate
/// protocol the app declares: the upgrade sheet's Purchase button calls
/// `delegate?.didFinishSubscription(with: plan) { … }`, and the screen that
/// presented it, adopting `ATCUpgradeAccountDelegate`, buys in its
/// `didFinishSubscription(with:completionHandler:)` (Instamobile's
/// templates; Interview, ninety-second round). The sheet is the paywall: it
/// shows the plans and leads to the purchase through an injected object.
/// The presenter, which shows none of it, is not.
enum DelegatedPurchases {
  /// The requirements of the app's protocols that some adopting type
  /// implements by buying (`buysAt` holds in the body) and that a type not
  /// adopting the protocol calls on a member it declares with the
  /// protocol's type (`weak var delegate: ATCUpgradeAccountDelegate?`),
  /// each with the protocols requiring it.
  static func requirements(
    in sources: [SwiftSource], buysAt: ([SwiftToken], Int) -> Bool
  ) -> [String: Set<String>] {
    // Each app protocol's function requirements.
    var required: [String: Set<String>] = [:]
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for type in source.types where type.kind == "protocol" {
        for offset in type.bodyStart..<type.bodyEnd
        where tokens[offset].is("func") && tokens[offset + 1].kind == .identifier {
          required[type.name, default: []].insert(tokens[offset + 1].text)
        }
      }
    }
    guard !required.isEmpty else { return [:] }
    // The requirements some adopting screen implements by buying, with their
    // protocols. (A presenter or a service adopting its protocol is the
    // injected object a screen buys through, which the purchase calls
    // already follow.)
    var buying: [String: Set<String>] = [:]
    for source in sources where source.role == .app {
      for type in source.types where isScreen(type) {
        for name in type.conformances {
          guard let names = required[name] else { continue }
          for function in source.functions
          where names.contains(function.name) && function.bodyStart > type.bodyStart
            && function.bodyEnd < type.bodyEnd
            && (function.bodyStart..<function.bodyEnd).contains(where: {
              buysAt(source.tokens, $0)
            })
          {
            buying[function.name, default: []].insert(name)
          }
        }
      }
    }
    guard !buying.isEmpty else { return [:] }
    // Called through a member of the protocol's type by a view controller
    // not adopting it: a screen of its own, presented. (A view the adopter
    // composes, `overlay.delegate = self`, is part of the adopter's screen.)
    var delegated: [String: Set<String>] = [:]
    for source in sources where source.role == .app {
      let tokens = source.tokens
      for type in source.types where type.kind != "protocol" && isController(type) {
        for offset in (type.bodyStart + 1)..<type.bodyEnd
        where tokens[offset].kind == .identifier && tokens[offset - 1].is(".")
          && tokens[offset + 1].is("(")
        {
          let name = tokens[offset].text
          guard delegated[name] == nil, let protocols = buying[name],
            protocols.isDisjoint(with: type.conformances),
            declaresMember(ofAnyType: protocols, in: tokens, type)
          else { continue }
          delegated[name] = protocols
        }
      }
    }
    return delegated
  }

  /// Whether the token at `offset` lies in an implementation of one of
  /// `delegated`'s requirements by a type adopting its protocol: code run
  /// for the screen holding the delegate.
  static func isInImplementation(
    _ source: SwiftSource, _ offset: Int, of delegated: [String: Set<String>]
  ) -> Bool {
    let index = Int(source.contexts[offset].functionIndex)
    guard index >= 0 else { return false }
    let function = source.functions[index]
    guard let protocols = delegated[function.name],
      let type = source.enclosingType(function.bodyStart)
    else { return false }
    return !protocols.isDisjoint(with: type.conformances)
  }

  /// Whether `type` (or the type an extension extends) is a screen: a
  /// SwiftUI view or a view controller.
  private static func isScreen(_ type: TypeDeclaration) -> Bool {
    type.isView || isController(type)
  }

  /// Whether `type` (or the type an extension extends) is a view controller.
  private static func isController(_ type: TypeDeclaration) -> Bool {
    type.name.hasSuffix("ViewController") || type.name.hasSuffix("VC")
      || type.conformances.contains { $0.hasSuffix("ViewController") }
  }

  /// Whether `type`'s body declares a member with one of `types`
  /// (`var delegate: ATCUpgradeAccountDelegate?`).
  private static func declaresMember(
    ofAnyType types: Set<String>, in tokens: [SwiftToken], _ type: TypeDeclaration
  ) -> Bool {
    (type.bodyStart..<(type.bodyEnd - 1)).contains { offset in
      tokens[offset].is(":") && types.contains(tokens[offset + 1].text)
    }
  }
}
