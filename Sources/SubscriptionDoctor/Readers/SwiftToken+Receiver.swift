extension Array where Element == SwiftToken {
  /// The first name of the receiver chain before the member at `offset`:
  /// `Purchases` in `Purchases.shared.getOfferings`, `MobileAds` in
  /// `MobileAds.shared.start()`; `nil` for a bare name.
  func receiverRoot(before offset: Int) -> String? {
    var back = offset - 1
    var root: String?
    while back > 0, self[back].is("."), self[back - 1].kind == .identifier {
      root = self[back - 1].text
      back -= 2
    }
    return root
  }

  /// `receiverRoot(before:)`, past a leading `self` (`productsStore` in
  /// `self.productsStore.products`).
  func receiverRootPastSelf(before offset: Int) -> String? {
    var back = offset - 1
    var chain: [String] = []
    while back > 0, self[back].is("."), self[back - 1].kind == .identifier {
      chain.append(self[back - 1].text)
      back -= 2
    }
    guard let root = chain.last else { return nil }
    return root == "self" && chain.count > 1 ? chain[chain.count - 2] : root
  }
}
