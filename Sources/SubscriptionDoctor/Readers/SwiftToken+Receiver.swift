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
}
