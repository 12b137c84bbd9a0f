/// The fix each paywall finding suggests, in the API the screen buys
/// through: RevenueCat's, Adapty's, Apphud's, Qonversion's, Glassfy's,
/// SwiftyStoreKit's, StoreKit 2's or StoreKit 1's calls, a SwiftUI
/// `Link` or a UIKit button. A screen whose API the doctor cannot tell
/// gets the catalog's fix.
extension Paywall {
  /// The purchase API a screen buys through, as its words show.
  enum PurchaseAPI: Sendable, Equatable {
    case revenueCat, adapty, apphud, qonversion, glassfy, swiftyStoreKit, storeKit2, storeKit1
    case unknown
  }

  /// Other purchase SDKs, by the start of a name the screen uses (`Adapty`,
  /// `AdaptyManager`, `ApphudProduct`).
  private static let sdkPrefixes: [(String, PurchaseAPI)] = [
    ("adapty", .adapty), ("apphud", .apphud), ("qonversion", .qonversion), ("glassfy", .glassfy),
  ]

  /// The API the words of the screen and what it reaches name: RevenueCat's
  /// packages, StoreKit 1's `SKProduct`, StoreKit 2's `Product` calls.
  var purchaseAPI: PurchaseAPI {
    if words.contains("purchases"),
      !words.isDisjoint(with: ["package", "packages", "storeproduct", "offerings", "customerinfo"])
    {
      return .revenueCat
    }
    if words.contains("swiftystorekit") { return .swiftyStoreKit }
    if !words.isDisjoint(with: ["skproduct", "skpaymentqueue", "skpayment", "skmutablepayment"]) {
      return .storeKit1
    }
    if !words.isDisjoint(with: [
      "displayprice", "appstore", "currententitlements", "verificationresult",
    ]) {
      return .storeKit2
    }
    return .unknown
  }

  /// The purchase SDK besides RevenueCat the screen restores through, when
  /// its words name one: RevenueCat's advice in an Adapty app would restore
  /// nothing (MathSolverApp, seventy-fourth round). Its products are still
  /// StoreKit's, so prices keep `purchaseAPI`'s names.
  private var otherSDK: PurchaseAPI? {
    guard purchaseAPI != .revenueCat else { return nil }
    return Self.sdkPrefixes.first { prefix, _ in words.contains { $0.hasPrefix(prefix) } }?.1
  }

  /// What to do about a missing restore control.
  var restoreFix: String? {
    switch otherSDK ?? purchaseAPI {
    case .revenueCat:
      "Add a \"Restore Purchases\" button that calls Purchases.shared.restorePurchases()."
    case .adapty: "Add a \"Restore Purchases\" button that calls Adapty.restorePurchases()."
    case .apphud:
      "Add a \"Restore Purchases\" button that calls Apphud.restorePurchases()."
    case .qonversion:
      "Add a \"Restore Purchases\" button that calls Qonversion.shared().restore()."
    case .glassfy:
      "Add a \"Restore Purchases\" button that calls Glassfy.restorePurchases()."
    case .swiftyStoreKit:
      "Add a \"Restore Purchases\" button that calls SwiftyStoreKit.restorePurchases(atomically:completion:)."
    case .storeKit2: "Add a \"Restore Purchases\" button that calls AppStore.sync()."
    case .storeKit1:
      "Add a \"Restore Purchases\" button that calls SKPaymentQueue.default().restoreCompletedTransactions()."
    case .unknown: nil
    }
  }

  /// What a price from the store is called in the screen's API.
  var storePriceName: String {
    switch purchaseAPI {
    case .revenueCat: "localizedPriceString"
    case .swiftyStoreKit: "localizedPrice"
    case .storeKit2: "displayPrice"
    case .storeKit1: "price with priceLocale"
    case .adapty, .apphud, .qonversion, .glassfy, .unknown: "localizedPriceString, displayPrice"
    }
  }

  /// What to do about a price not taken from the store.
  var priceFix: String? {
    switch purchaseAPI {
    case .revenueCat, .adapty, .apphud, .qonversion, .glassfy: nil
    case .swiftyStoreKit: "Show each retrieved product's localizedPrice."
    case .storeKit2: "Show product.displayPrice for every product you offer."
    case .storeKit1:
      "Show each SKProduct's price formatted by a NumberFormatter with the .currency style and the product's priceLocale."
    case .unknown: nil
    }
  }

  /// What to do about missing Terms of Use and Privacy Policy controls.
  var legalLinksFix: String? {
    type.isView
      ? nil
      : "Add buttons near the purchase button that open your Terms of Use and Privacy Policy (UIApplication.shared.open or SFSafariViewController)."
  }
}
