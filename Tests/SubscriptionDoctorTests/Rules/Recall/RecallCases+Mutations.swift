/// Misses found by injecting one mistake into real open-source apps
/// (scripts/doctor-mutations): each shape written minimal, with its fix.
extension RecallCase {
  /// A store type that loads the products listed in `identifiers`.
  static func productStore(_ identifiers: String) -> String {
    """
    import StoreKit

    final class Store {
      private let identifiers = [\(identifiers)]

      func load() async throws -> [Product] {
        try await Product.products(for: identifiers)
      }
    }

    """
  }

  static let storeIDs = """
    struct StoreIDs {
      static var monthly = "app.pro.monthly"
      static var yearly = "app.pro.yearly"
    }

    enum Screen {
      static let name = "paywall_screen"
    }

    """

  /// A wrapper around `Purchases.configure` the app's `init` calls.
  static let configureWrapper = """
    import RevenueCat

    func setUpPurchases() {
      Purchases.configure(withAPIKey: Bundle.main.object(forInfoDictionaryKey: "RevenueCatAPIKey") as? String ?? "")
    }

    """

  static let launchingApp = """
    import SwiftUI

    @main
    struct NotesApp: App {
      init() { setUpPurchases() }
      var body: some Scene { WindowGroup { HomeView() } }
    }

    """

  /// The smallest project an `.xcodeproj` describes: one app target, Release.
  static let minimalProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
        G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
        T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = L; };
        L = { isa = XCConfigurationList; buildConfigurations = (C); };
        C = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
      };
      rootObject = R;
    }

    """

  /// An XcodeGen spec whose target settings end with `extra`.
  static func spec(_ extra: String) -> String {
    """
    name: App
    targets:
      App:
        type: application
        platform: iOS
        sources: [App]
        settings:
          PRODUCT_BUNDLE_IDENTIFIER: com.example.app
    \(extra)
    """
  }

  /// A plan row a paywall composes, showing `price`.
  static func planRowPaywall(_ price: String) -> String {
    """
    import SwiftUI
    import StoreKit

    struct PlansView: View {
      @StateObject private var store = ProductStore()

      var body: some View {
        VStack {
          ForEach(store.products) { product in
            Button {
              Task { await store.buy(product) }
            } label: {
              Text(\(price))
            }
          }
          Button("Restore Purchases") { Task { try? await AppStore.sync() } }
          Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
        }
      }
    }

    """
  }

  static let productStore = """
    import StoreKit

    @MainActor final class ProductStore: ObservableObject {
      @Published var products: [Product] = []
      var cheapestPrice: String? { products.first?.displayPrice }
      func buy(_ product: Product) async {
        _ = try? await product.purchase()
        print("Charged $\\(product.price)")
      }
    }

    """

  static let paymentService = """
    import RevenueCat

    final class PaymentService {
      static let shared = PaymentService()
      func configure() {
        Purchases.configure(withAPIKey: Bundle.main.object(forInfoDictionaryKey: "RevenueCatAPIKey") as? String ?? "")
      }
    }

    enum Analytics {
      static func configure() {}
    }

    """

  static let configuringApp = """
    import SwiftUI

    @main
    struct ToolsApp: App {
      init() { PaymentService.shared.configure() }
      var body: some Scene { WindowGroup { TipJarView() } }
    }

    """

  static let mutationCases: [RecallCase] = [
    RecallCase(
      name:
        "a view calls the payment service's configure again; same-named functions of other types are not it",
      rule: .configureCalledTwice,
      fires: [
        "App/PaymentService.swift": paymentService, "App/ToolsApp.swift": configuringApp,
        "App/TipJarView.swift":
          "import SwiftUI\n\nstruct TipJarView: View {\n  var body: some View {\n    Text(\"Tips\").onAppear { PaymentService.shared.configure() }\n  }\n}\n",
      ],
      correct: [
        "App/PaymentService.swift": paymentService, "App/ToolsApp.swift": configuringApp,
        "App/TipJarView.swift":
          "import SwiftUI\n\nstruct TipJarView: View {\n  var body: some View {\n    Text(\"Tips\").onAppear { configure() }\n  }\n  func configure() { Analytics.configure() }\n}\n",
      ],
      file: "App/TipJarView.swift"),
    RecallCase(
      name: "a Stripe secret in the XcodeGen spec beside a committed .xcodeproj",
      rule: .secretAPIKey,
      fires: [
        "App.xcodeproj/project.pbxproj": minimalProject,
        "project.yml": spec(
          "      STRIPE_SECRET_KEY: sk_live_\(String(repeating: "Ab3dE", count: 6))"),
      ],
      correct: [
        "App.xcodeproj/project.pbxproj": minimalProject,
        "project.yml": spec(
          "      STRIPE_PUBLISHABLE_KEY: pk_live_\(String(repeating: "Ab3dE", count: 6))"),
      ],
      file: "project.yml"),
    RecallCase(
      name: "the store's amount shown behind a hard-coded currency symbol",
      rule: .paywallPriceNotFromStore,
      fires: [
        "App/PlansView.swift": planRowPaywall("\"$\\(product.price)\""),
        "App/ProductStore.swift": productStore,
      ],
      correct: [
        "App/PlansView.swift": planRowPaywall("product.displayPrice"),
        "App/ProductStore.swift": productStore,
      ],
      file: "App/PlansView.swift"),
    driftCase(
      "product ids in a StoreIDs type, listed by name where products load",
      fires: [
        "Products.storekit": storeKitFile([("app.pro.monthly", "2.99")]),
        "App/StoreIDs.swift": storeIDs,
        "App/Store.swift": productStore("StoreIDs.monthly, StoreIDs.yearly"),
      ],
      correct: [
        "Products.storekit": storeKitFile([
          ("app.pro.monthly", "2.99"), ("app.pro.yearly", "19.99"),
        ]),
        "App/StoreIDs.swift": storeIDs,
        "App/Store.swift": productStore("StoreIDs.monthly, StoreIDs.yearly"),
        "App/Tracking.swift":
          "func track() { log([Screen.name]) }\nfunc log(_ names: [String]) {}\n",
      ]),
    RecallCase(
      name: "a configure wrapper also run from a view's .task is reported there",
      rule: .configureCalledTwice,
      fires: [
        "App/Purchases.swift": configureWrapper, "App/NotesApp.swift": launchingApp,
        "App/HomeView.swift":
          "import SwiftUI\n\nstruct HomeView: View {\n  var body: some View {\n    Text(\"Notes\").task { setUpPurchases() }\n  }\n}\n",
      ],
      correct: [
        "App/Purchases.swift": configureWrapper, "App/NotesApp.swift": launchingApp,
        "App/HomeView.swift":
          "import SwiftUI\n\nstruct HomeView: View {\n  var body: some View { Text(\"Notes\") }\n}\n",
      ],
      file: "App/HomeView.swift"),
    RecallCase(
      name: "the template's key name left as the key passed to configure",
      rule: .placeholderAPIKey,
      fires: [
        "App/Constants.swift":
          "import RevenueCat\n\nenum Constants {\n  static let apiKey = \"REVENUECAT_API_KEY\"\n}\n\nfunc setUp() {\n  Purchases.configure(withAPIKey: Constants.apiKey)\n}\n"
      ],
      correct: [
        "App/Constants.swift":
          "import RevenueCat\n\nenum Constants {\n  static let apiKeyInfoKey = \"REVENUECAT_API_KEY\"\n  static var apiKey: String {\n    Bundle.main.object(forInfoDictionaryKey: apiKeyInfoKey) as? String ?? \"\"\n  }\n}\n\nfunc setUp() {\n  Purchases.configure(withAPIKey: Constants.apiKey)\n}\n"
      ],
      file: "App/Constants.swift"),
    RecallCase(
      name: "an Info.plist key whose value lost its $( ) and names the setting",
      rule: .placeholderAPIKey,
      fires: [
        "App/Info.plist":
          "<plist><dict><key>RevenueCatAPIKey</key><string>REVENUECAT_API_KEY</string></dict></plist>"
      ],
      correct: [
        "App/Info.plist":
          "<plist><dict><key>RevenueCatAPIKey</key><string>$(REVENUECAT_API_KEY)</string></dict></plist>"
      ]),
  ]
}

/// Paywalls that buy with other words than `purchase(`: StoreKit 1's payment
/// queue (directly or through a helper) and RevenueCat 3's `purchasePackage`.
extension RecallCase {
  /// A UIKit store screen that buys with StoreKit 1; `members` are extra members.
  static func storeKitOneScreen(buy: String, members: String) -> String {
    """
    import UIKit
    import StoreKit

    final class StoreViewController: UIViewController {
      var products: [SKProduct] = []
      @IBOutlet private weak var priceLabel: UILabel!

      override func viewDidLoad() {
        super.viewDidLoad()
        guard let product = products.first else { return }
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = product.priceLocale
        priceLabel.text = formatter.string(from: product.price)
      }

      @IBAction private func buyTapped(_ sender: UIButton) {
        guard let product = products.first else { return }
        \(buy)
      }
    \(members)
    }

    """
  }

  static let paymentHelper = """
    import StoreKit

    final class StoreHelper: NSObject {
      static let shared = StoreHelper()
      func buy(product: SKProduct) {
        let payment = SKMutablePayment(product: product)
        SKPaymentQueue.default().add(payment)
      }
    }

    """

  static let restoreAction = """
      @IBAction private func restoreTapped(_ sender: UIButton) {
        SKPaymentQueue.default().restoreCompletedTransactions()
      }
    """

  /// What tells a StoreKit 1 screen's subscription from an unlock: its words.
  static let monthlyTitle = """

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "Premium, billed monthly"
      }
    """

  static let legalActions = """
      @IBAction private func termsTapped(_ sender: UIButton) {
        UIApplication.shared.open(URL(string: "https://subkit.dev/terms")!)
      }
      @IBAction private func privacyTapped(_ sender: UIButton) {
        UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!)
      }
    """

  static func revenueCatThreePaywall(_ extra: String) -> String {
    """
    import SwiftUI
    import Purchases

    struct UnlockView: View {
      let packages: [Purchases.Package]

      var body: some View {
        VStack {
          ForEach(packages, id: \\.identifier) { package in
            Button(package.localizedPriceString) {
              Purchases.shared.purchasePackage(package) { _, _, _, _ in }
            }
          }
    \(extra)
          Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
        }
      }
    }

    """
  }

  static let otherPurchaseWordCases: [RecallCase] = [
    RecallCase(
      name: "a StoreKit 1 screen adds payments to the queue and restores nothing",
      rule: .paywallMissingRestore,
      fires: [
        "App/StoreViewController.swift": storeKitOneScreen(
          buy: "SKPaymentQueue.default().add(SKPayment(product: product))",
          members: legalActions)
      ],
      correct: [
        "App/StoreViewController.swift": storeKitOneScreen(
          buy: "SKPaymentQueue.default().add(SKPayment(product: product))",
          members: legalActions + "\n" + restoreAction)
      ],
      file: "App/StoreViewController.swift"),
    RecallCase(
      name:
        "a StoreKit 1 screen buys a monthly plan through a helper's buy(product:) and links no documents",
      rule: .paywallMissingLegalLinks,
      fires: [
        "App/StoreHelper.swift": paymentHelper,
        "App/StoreViewController.swift": storeKitOneScreen(
          buy: "StoreHelper.shared.buy(product: product)", members: restoreAction + monthlyTitle),
      ],
      correct: [
        "App/StoreHelper.swift": paymentHelper,
        "App/StoreViewController.swift": storeKitOneScreen(
          buy: "StoreHelper.shared.buy(product: product)",
          members: restoreAction + monthlyTitle + "\n" + legalActions),
      ],
      file: "App/StoreViewController.swift"),
    RecallCase(
      name: "a SwiftyStoreKit screen buys with purchaseProduct and restores nothing",
      rule: .paywallMissingRestore,
      fires: [
        "App/StoreViewController.swift": storeKitOneScreen(
          buy: "SwiftyStoreKit.purchaseProduct(product, atomically: true) { _ in }",
          members: legalActions)
      ],
      correct: [
        "App/StoreViewController.swift": storeKitOneScreen(
          buy: "SwiftyStoreKit.purchaseProduct(product, atomically: true) { _ in }",
          members: legalActions + """

              @IBAction private func restoreTapped(_ sender: UIButton) {
                SwiftyStoreKit.restorePurchases(atomically: true) { _ in }
              }
            """)
      ],
      file: "App/StoreViewController.swift"),
    RecallCase(
      name: "a RevenueCat 3 paywall buys with purchasePackage and restores nothing",
      rule: .paywallMissingRestore,
      fires: ["App/UnlockView.swift": revenueCatThreePaywall("")],
      correct: [
        "App/UnlockView.swift": revenueCatThreePaywall(
          "      Button(\"Restore Purchases\") { Purchases.shared.restoreTransactions { _, _ in } }"
        )
      ],
      file: "App/UnlockView.swift"),
  ]
}
