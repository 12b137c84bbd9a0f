/// How to show a price from the store, in the purchase API the code buys
/// through: a hard-coded price in a Glassfy or StoreKit 2 app is not fixed
/// with RevenueCat's `localizedPriceString` (eighty-first and eighty-second
/// rounds' wording remarks).
struct StorePriceAdvice {
  /// Modules naming a purchase API, strongest first: an app importing
  /// RevenueCat beside StoreKit shows RevenueCat's packages.
  private static let modules: [(Set<String>, Paywall.PurchaseAPI)] = [
    (["RevenueCat", "Purchases", "RevenueCatUI"], .revenueCat),
    (["Adapty", "AdaptyUI"], .adapty),
    (["ApphudSDK"], .apphud),
    (["Qonversion"], .qonversion),
    (["Glassfy"], .glassfy),
    (["SwiftyStoreKit"], .swiftyStoreKit),
    (["StoreKit"], .storeKit2),
  ]

  /// Each module of `modules` with its rank there (0 strongest).
  private static let ranks: [String: (rank: Int, api: Paywall.PurchaseAPI)] = {
    var ranks: [String: (rank: Int, api: Paywall.PurchaseAPI)] = [:]
    for (rank, module) in modules.enumerated() {
      for name in module.0 { ranks[name] = (rank, module.1) }
    }
    return ranks
  }()

  /// The strongest purchase API `imports` name, with its rank.
  private static func strongest(_ imports: Set<String>) -> (rank: Int, api: Paywall.PurchaseAPI)? {
    var strongest: (rank: Int, api: Paywall.PurchaseAPI)?
    for name in imports {
      if let found = ranks[name], found.rank < strongest?.rank ?? .max { strongest = found }
    }
    return strongest
  }

  private let sources: [SwiftSource]
  /// The API the app's files import, strongest first (nil when none does),
  /// found at the first file that imports none: a project without price
  /// findings never walks its files' imports.
  private var projectAPI: Paywall.PurchaseAPI?
  private var projectAPIFound = false
  /// Which StoreKit the app uses, found at the first question that needs it.
  private var storeKitVersion: Paywall.PurchaseAPI?

  init(index: ProjectIndex) {
    sources = index.swiftSources
  }

  /// The API `source` buys through: the first its imports name, else the
  /// first any app file's imports name; StoreKit is StoreKit 1 in a project
  /// naming `SKProduct` and never StoreKit 2's `displayPrice`.
  mutating func api(of source: SwiftSource) -> Paywall.PurchaseAPI {
    let own = Self.strongest(source.imports)?.api
    if own == nil, !projectAPIFound {
      // One look at each file's few imports (not a set operation per
      // module per file: 70,000 of them in a project of 10,000 files).
      projectAPI =
        sources.lazy.filter { $0.role == .app }.compactMap { Self.strongest($0.imports) }
        .min { $0.rank < $1.rank }?.api
      projectAPIFound = true
    }
    guard let named = own ?? projectAPI else { return .unknown }
    guard named == .storeKit2 else { return named }
    if let storeKitVersion { return storeKitVersion }
    // Words noted while each file was parsed: no token is walked again.
    let appSources = sources.lazy.filter { $0.role == .app }
    let namesStoreKit1 = appSources.contains { $0.words.contains(.storeKit1Product) }
    let namesStoreKit2 = appSources.contains { $0.words.contains(.displayPrice) }
    let version: Paywall.PurchaseAPI = namesStoreKit1 && !namesStoreKit2 ? .storeKit1 : .storeKit2
    storeKitVersion = version
    return version
  }

  /// The fix for a hard-coded price, in `api`'s words; nil for RevenueCat
  /// and an unknown API (the catalog's fix names RevenueCat's packages).
  static func fix(for api: Paywall.PurchaseAPI) -> String? {
    let loading = ", and a progress indicator while products load."
    return switch api {
    case .revenueCat, .unknown: nil
    case .storeKit2: "Show product.displayPrice" + loading
    case .storeKit1:
      "Show each SKProduct's price formatted by a NumberFormatter with the .currency style and the product's priceLocale"
        + loading
    case .swiftyStoreKit: "Show each retrieved product's localizedPrice" + loading
    case .adapty: "Show each Adapty product's localizedPrice" + loading
    case .apphud:
      "Show the price of each Apphud product's skProduct, formatted with its priceLocale" + loading
    case .qonversion: "Show each Qonversion product's prettyPrice" + loading
    case .glassfy:
      "Show the price of each Glassfy SKU's product, formatted with its priceLocale" + loading
    }
  }
}
