/// What the project's own functions do, as far as a paywall control cares: which
/// restore purchases and which open a document (a URL, a Safari or web view),
/// directly or through another project function.
///
/// Built once per run, only when the project has a paywall.
struct PaywallCallables {
  /// Names of functions that restore purchases (`func restoreTapped() { … restorePurchases() }`).
  private(set) var restoring: Set<String> = []
  /// Names of functions that open a URL or present a document.
  private(set) var opening: Set<String> = []
  /// Names declared as stored or computed properties (`restoreHint`): never a call.
  private(set) var properties: Set<String> = []
  /// Names declared as functions anywhere in the project.
  private(set) var functions: Set<String> = []

  /// Calls that restore purchases in RevenueCat, StoreKit 1 and other SDKs.
  static let sdkRestoreNames: Set<String> = [
    "restorePurchases", "syncPurchases", "restoreCompletedTransactions", "restoreTransactions",
  ]

  /// Names whose call opens a URL or shows a web document.
  static let openerNames: Set<String> = [
    "openURL", "Link", "SFSafariViewController", "SafariView", "SafariWebView", "WebView",
    "WKWebView", "WebBrowserView", "BetterSafariView", "safariView", "openInSafari",
  ]

  init(index: ProjectIndex) {
    let sources = index.swiftSources
    var bodies: [(name: String, source: Int, start: Int, end: Int)] = []
    for (sourceOffset, source) in sources.enumerated() where source.role == .app {
      for function in source.functions where function.name != "init" {
        bodies.append((function.name, sourceOffset, function.bodyStart, function.bodyEnd))
        functions.insert(function.name)
      }
      let tokens = source.tokens
      for offset in tokens.indices where tokens[offset].kind == .identifier {
        let text = tokens[offset].text
        guard text == "var" || text == "let", offset + 1 < tokens.count else { continue }
        if tokens[offset + 1].kind == .identifier { properties.insert(tokens[offset + 1].text) }
      }
    }
    properties.subtract(functions)
    // A fixed point: a function restores when it calls one that does. Three
    // rounds cover wrapper-of-wrapper chains; deeper ones are not real code.
    for _ in 0..<3 {
      var changed = false
      for body in bodies where !restoring.contains(body.name) || !opening.contains(body.name) {
        let tokens = sources[body.source].tokens
        var restores = restoring.contains(body.name)
        var opens = opening.contains(body.name)
        for offset in body.start...body.end where tokens[offset].kind == .identifier {
          if !restores, isRestoreCall(tokens, offset) { restores = true }
          if !opens, isOpener(tokens, offset) { opens = true }
          if restores && opens { break }
        }
        if restores, restoring.insert(body.name).inserted { changed = true }
        if opens, opening.insert(body.name).inserted { changed = true }
      }
      if !changed { break }
    }
  }

  /// Whether the identifier at `offset` calls a restore: an SDK restore, a
  /// project function that restores, `AppStore.sync()`, or a call whose name
  /// says restore (`manager.restore()`); a property (`restoreHint`) is not a call.
  func isRestoreCall(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let text = tokens[offset].text
    if offset > 0,
      tokens[offset - 1].is("func") || tokens[offset - 1].is("var")
        || tokens[offset - 1].is("let")
    {
      return false
    }
    let isCall =
      offset + 1 < tokens.count && (tokens[offset + 1].is("(") || tokens[offset + 1].is("{"))
    if Self.sdkRestoreNames.contains(text) || restoring.contains(text) { return true }
    if text == "sync", offset >= 2, tokens[offset - 1].is("."), tokens[offset - 2].is("AppStore") {
      return true
    }
    guard text.lowercased().contains("restore"), !properties.contains(text) else { return false }
    // A method reference (`action: model.restore`) counts when the project
    // declares it as a function; a call counts unless it is a property.
    return isCall || functions.contains(text)
  }

  /// Whether the identifier at `offset` opens a document: `openURL`, a `Link`,
  /// `UIApplication.shared.open(…)`, a Safari or web view, or a project function that does.
  func isOpener(_ tokens: [SwiftToken], _ offset: Int) -> Bool {
    let text = tokens[offset].text
    if Self.openerNames.contains(text) || opening.contains(text) { return true }
    if text == "open", offset > 0, tokens[offset - 1].is("."), offset + 1 < tokens.count,
      tokens[offset + 1].is("(")
    {
      return true
    }
    let lowered = text.lowercased()
    return lowered.contains("safari") || lowered.hasSuffix("webview")
  }
}
