/// One of Apple's StoreKit bugs, as RevenueCat's "Known Store Issues" pages
/// list them: the iOS versions it affects and the code shape that meets it.
struct KnownStoreKitIssue: Sendable, Hashable {
  /// What goes wrong.
  var title: String
  /// The first affected iOS version.
  var firstVersion: Double
  /// The last affected iOS version (inclusive).
  var lastVersion: Double
  /// The words in app code that show the app meets it (any of them).
  var codeWords: Set<String>
  /// Whether only calls of the words count (`purchase(…)`: an analytics
  /// case `.purchase.rawValue` is not one); otherwise a call is preferred and
  /// a value counts too (`case .userCancelled`, StoreKit 1's `response.products`).
  var codeWordsAreCalls: Bool = true
  /// Whether only the Simulator meets it: code built only for devices does not.
  var meetsOnlyInSimulator = false
  /// What to do about it.
  var advice: String
  /// Where it is documented.
  var source: String

  private static let knownIssuesPage = "https://www.revenuecat.com/docs/known-store-issues/storekit"

  /// Calls that buy: StoreKit 2's and RevenueCat's `purchase`, RevenueCat 3's
  /// `purchasePackage`, SwiftyStoreKit's `purchaseProduct`, Adapty's
  /// `makePurchase`, StoreKit 1's `SKPaymentQueue.default().add(payment)`
  /// (Swift 2's `addPayment`; the rule takes both only there).
  static let purchaseCalls: Set<String> = [
    "purchase", "purchasePackage", "purchaseProduct", "makePurchase", "add", "addPayment",
  ]

  /// The table (docs/doctor-rules.md lists it with its sources).
  static let table: [KnownStoreKitIssue] = [
    KnownStoreKitIssue(
      title: "the purchase sheet may fail to appear (iOS 18.2–18.2.1)", firstVersion: 18.2,
      lastVersion: 18.2, codeWords: purchaseCalls,
      advice:
        "Show an error and a retry when a purchase returns without a result; ask affected customers to update iOS.",
      source: knownIssuesPage + "/ios-18-2-purchase-sheet-may-fail-to-appear"),
    KnownStoreKitIssue(
      title: "purchases may fail when the StoreKit daemon connection drops (iOS 18.0–18.3.2)",
      firstVersion: 18.0, lastVersion: 18.3, codeWords: purchaseCalls,
      advice: "Treat an unknown StoreKit error as retryable and let the customer try again.",
      source: knownIssuesPage + "/ios-18-purchase-fails-due-to-failed-storekitdaemon-connection"),
    KnownStoreKitIssue(
      title: "a successful purchase may report the canceled state (iOS 18.3.1–18.5)",
      firstVersion: 18.3, lastVersion: 18.5,
      codeWords: ["userCancelled", "purchaseCancelledError", "paymentCancelled"],
      codeWordsAreCalls: false,
      advice:
        "After a cancel, refresh customer info (or Transaction.currentEntitlements) before telling the customer nothing was bought.",
      source: knownIssuesPage + "/ios-18-4-canceled-state-after-successful-purchase"),
    KnownStoreKitIssue(
      title: "the Simulator may fail to load products from the sandbox (iOS 18.4–26)",
      firstVersion: 18.4, lastVersion: 26.0,
      codeWords: [
        "offerings", "getOfferings", "products", "getProducts", "retrieveProductsInfo",
        "getPaywallProducts",
        // Apphud's paywalls, with their products, once loaded, and its
        // products alone (`Apphud.fetchProducts()`; openred, eighty-eighth round).
        "paywallsDidLoadCallback", "fetchProducts",
      ],
      codeWordsAreCalls: false, meetsOnlyInSimulator: true,
      advice:
        "Test in the Simulator with a StoreKit configuration file attached to the scheme, and on a device against the sandbox.",
      source: knownIssuesPage + "/ios-18-4-simulator-fails-to-load-products"),
  ]

  /// Whether an app supporting iOS `deploymentTarget` and later can run on an affected version.
  func affects(deploymentTarget: Double) -> Bool {
    deploymentTarget <= lastVersion + 0.09
  }
}
