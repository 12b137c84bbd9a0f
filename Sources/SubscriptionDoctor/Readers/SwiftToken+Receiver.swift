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
  /// `self.productsStore.products`) and through optional chaining (`model`
  /// in `model?.products`, `self.model!.products`).
  func receiverRootPastSelf(before offset: Int) -> String? {
    var back = offset - 1
    var chain: [String] = []
    while back > 0, self[back].is(".") {
      var link = back - 1
      if link > 0, self[link].is("?") || self[link].is("!") { link -= 1 }
      guard self[link].kind == .identifier else { break }
      chain.append(self[link].text)
      back = link - 1
    }
    guard let root = chain.last else { return nil }
    return root == "self" && chain.count > 1 ? chain[chain.count - 2] : root
  }

  /// The name a call's receiver is written with, past a singleton accessor:
  /// `PurchaseService` in `PurchaseService.shared.purchase()` and in
  /// `PurchaseService.purchase()`, `purchaseService` in
  /// `purchaseService.purchase()`; `nil` when the member at `offset` has no
  /// named receiver.
  func receiverName(skippingSingletonBefore offset: Int) -> String? {
    guard offset >= 2, self[offset - 1].is("."), self[offset - 2].kind == .identifier else {
      return nil
    }
    var receiver = offset - 2
    if Self.singletonAccessors.contains(self[receiver].text), receiver >= 2,
      self[receiver - 1].is("."), self[receiver - 2].kind == .identifier
    {
      receiver -= 2
    }
    return self[receiver].text
  }

  /// Names a type's one shared instance is read through (`.shared`, `.default`).
  private static var singletonAccessors: Set<String> {
    ["shared", "sharedInstance", "instance", "default", "main"]
  }
}
