/// A web page the app hosts that asks it to buy through script messages
/// (`case "iap-purchase-request": … storeKitAPI.purchaseProduct(productID:)`
/// in a `WKScriptMessageHandler`): the page draws the paywall, its
/// Restore button, prices and links, and names the products it asks for
/// (ios-pwa-wrap, fifty-fifth round). The doctor does not read the page.
enum WebPagePurchases {
  /// Whether `source` handles a page's script messages (`WKScriptMessage`)
  /// and buys or loads products in the same file.
  static func handles(_ source: SwiftSource) -> Bool {
    guard source.imports.contains("WebKit") else { return false }
    var receivesMessages = false
    var buys = false
    for token in source.tokens where token.kind == .identifier {
      if token.is("WKScriptMessage") {
        receivesMessages = true
      } else if !buys {
        let lowered = token.text.lowercased()
        buys = lowered.contains("purchase") || lowered.contains("product")
      }
      if receivesMessages && buys { return true }
    }
    return false
  }
}
