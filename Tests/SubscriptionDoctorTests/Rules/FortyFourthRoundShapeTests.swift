import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes of the forty-third round left open, and those of the
/// forty-fourth (docs/doctor-rules.md, "Forty-fourth round"), each beside the
/// shape that must still fire.
struct FortyFourthRoundShapeTests {
  /// Known-issue notes for an iOS 15 app whose StoreKit 1 manager keeps its
  /// singleton in a file-private variable above the class, with `launch` as
  /// the app delegate's body.
  private static func singletonNotes(launch: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "AppStore.swift"],
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
      "App/AppDelegate.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          \(launch)
          return true
        }
      }

      """,
      "App/AppStore.swift": """
      import StoreKit

      private var _shared: AppStore? = nil

      class AppStore: NSObject, SKProductsRequestDelegate {
        class var shared: AppStore {
          if _shared == nil { _shared = AppStore() }
          return _shared!
        }
        var products: [SKProduct] = []
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          products = response.products
        }
        func completePurchase(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue }
  }

  @Test(
    "A store manager whose only mention outside it is its file-private singleton storage is unused; called from the app it meets the known issues"
  )
  func fileLevelSingletonStorage() {
    #expect(Self.singletonNotes(launch: "").isEmpty)
    let used = Self.singletonNotes(launch: "_ = AppStore.shared.products")
    #expect(used.contains { $0.file == "App/AppStore.swift" }, "\(used)")
  }

  /// Paywall findings for a repository of two apps that each declare a
  /// `HomeViewController`; only `Puzzle`'s buys, in an extension.
  private static func monorepoPaywalls() -> [Finding] {
    Fixtures.findings(files: [
      "Checker/Checker.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Checker", folder: "Checker", sources: ["AppDelegate.swift", "HomeViewController.swift"],
        settings: "SDKROOT = iphoneos;"),
      "Checker/Checker/AppDelegate.swift": """
      import UIKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = HomeViewController() }
      }

      """,
      "Checker/Checker/HomeViewController.swift": """
      import UIKit

      class HomeViewController: UIViewController {
        var backgroundTask: UIBackgroundTaskIdentifier = .invalid
        override func viewDidLoad() {
          backgroundTask = UIApplication.shared.beginBackgroundTask(expirationHandler: {})
        }
      }

      """,
      "Puzzle/Puzzle.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Puzzle", folder: "Puzzle",
        sources: ["AppDelegate.swift", "HomeViewController.swift", "IAPHelper.swift"],
        settings: "SDKROOT = iphoneos;"),
      "Puzzle/Puzzle/AppDelegate.swift": """
      import UIKit

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = HomeViewController() }
      }

      """,
      "Puzzle/Puzzle/IAPHelper.swift": """
      import StoreKit

      class IAPHelper: NSObject {
        static let shared = IAPHelper()
        func buyProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
      "Puzzle/Puzzle/HomeViewController.swift": """
      import UIKit
      import StoreKit

      class HomeViewController: UIViewController {
        var products: [SKProduct] = []
      }

      extension HomeViewController {
        @objc func buyTapped(_ sender: UIButton) {
          let product = products[sender.tag]
          let label = UILabel()
          label.text = product.localizedTitle + " " + "\\(product.price)"
          IAPHelper.shared.buyProduct(product)
        }
      }

      """,
    ]).filter { [.paywallMissingRestore, .paywallMissingLegalLinks].contains($0.rule) }
  }

  @Test(
    "Where two apps declare the same screen name, the screen judged is the one whose extension buys, and a background task's expiration handler sells no subscription"
  )
  func sameNameScreensInMonorepo() {
    let findings = Self.monorepoPaywalls()
    #expect(
      findings.allSatisfy { $0.file == "Puzzle/Puzzle/HomeViewController.swift" }, "\(findings)")
    // It sells what a customer keeps (no period, no expiry): restore, no legal links.
    #expect(findings.map(\.rule) == [.paywallMissingRestore], "\(findings)")
  }

  @Test("An expiry a background task's handler names is no customer's expiry")
  func expirationHandler() {
    #expect(!Paywall.readsExpiry("beginbackgroundtaskwithexpirationhandler"))
    #expect(!Paywall.readsExpiry("expirationhandler"))
    #expect(Paywall.readsExpiry("expirationdate"))
    #expect(Paywall.readsExpiry("subscriptionexpiry"))
  }

  /// `hardcoded-price` findings for a paywall that shows `sample` beside a
  /// store price.
  private static func prices(_ sample: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct CRMApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      struct Lead { let name: String; let value: String }

      struct PaywallView: View {
        @State private var products: [Product] = []
        \(sample)
        var body: some View {
          VStack {
            ForEach(leads, id: \\.name) { Text($0.value) }
            ForEach(products) { product in
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }
      }

      """
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .paywallPriceNotFromStore }
  }

  @Test(
    "Amounts in a widget's placeholder entry (drawn redacted) are no prices; the same amounts in a plan list are"
  )
  func placeholderEntry() {
    #expect(
      Self.prices(
        "static let placeholder = [Lead(name: \"Netflix\", value: \"€15.99\")]\nprivate var leads: [Lead] { Self.placeholder }"
      ).isEmpty)
    let plans = Self.prices("private let leads = [Lead(name: \"Yearly\", value: \"$19.99\")]")
    #expect(plans.count == 2, "\(plans)")
    #expect(TestDouble.names("placeholder") && !TestDouble.names("placeholderPrice"))
  }

  @Test(
    "A plan of something other than a purchase (a merge plan, a meal plan) models no store plan")
  func otherPlans() {
    #expect(PlanTypeWithPriceRule.namesOtherPlan("AppleContactLeadMergePlan"))
    #expect(PlanTypeWithPriceRule.namesOtherPlan("MealPlan"))
    #expect(!PlanTypeWithPriceRule.namesOtherPlan("SubscriptionPlan"))
    #expect(!PlanTypeWithPriceRule.namesOtherPlan("Plan"))
    #expect(!PlanTypeWithPriceRule.namesOtherPlan("PricingPlan"))
    #expect(!PlanTypeWithPriceRule.namesOtherPlan("MealPlanSubscriptionPlan"))
  }

  /// Paywall findings for an iOS 17 SwiftUI settings screen whose purchase
  /// section (Buy beside Restore) is drawn by `body` when `drawn`, or whose
  /// one use was commented out.
  private static func settingsPaywall(drawn: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct QiblaApp: App {
        var body: some Scene { WindowGroup { SettingsView() } }
      }

      struct SettingsView: View {
        @State private var product: Product?
        var body: some View {
          List {
            \(drawn ? "premiumSection" : "// premiumSection")
            Text("About")
          }
        }

        @ViewBuilder
        private var premiumSection: some View {
          Section {
            Button("Unlock") { Task { if let product { _ = try? await product.purchase() } } }
            Text(product?.displayPrice ?? "")
          }
        }
      }

      """
    ]).filter { $0.rule.rawValue.hasPrefix("paywall-") }
  }

  @Test(
    "A private view section nothing draws (its use commented out) makes no paywall; drawn, its screen is judged"
  )
  func unrenderedSection() {
    #expect(Self.settingsPaywall(drawn: false).isEmpty)
    let drawn = Self.settingsPaywall(drawn: true)
    #expect(drawn.contains { $0.rule == .paywallMissingRestore }, "\(drawn)")
  }

  /// What a tokens shop (consumables) is held to, with `registration` as its
  /// model's call registering for the purchase SDK's paywalls.
  private static func tokenShop(registration: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct PixApp: App {
        var body: some Scene { WindowGroup { TokensShopView() } }
      }

      final class ShopModel: ObservableObject {
        @Published var products: [Product] = []
        func \(registration)() {}
        func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      struct TokensShopView: View {
        @StateObject private var model = ShopModel()
        var body: some View {
          ForEach(model.products) { product in
            Button(product.displayPrice) { Task { await model.buy(product) } }
          }
          .onAppear { model.\(registration)() }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "Subscribing to an SDK's paywall callbacks sells no subscription; a method subscribing the customer does"
  )
  func subscribeToCallbacks() {
    #expect(Self.tokenShop(registration: "subscribeToPaywalls").isEmpty)
    #expect(Self.tokenShop(registration: "subscribeToUpdates").isEmpty)
    #expect(Self.tokenShop(registration: "subscribeToPremium").count == 1)
  }

  /// The `@Observable` note for an iOS 17 app whose store publishes `property`.
  private static func observableNotes(_ property: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift"], settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.5;"),
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct GameApp: App {
        @StateObject private var store = IAPManager()
        var body: some Scene { WindowGroup { Text(store.premiumProduct?.displayPrice ?? "") } }
      }

      final class IAPManager: ObservableObject {
        \(property)
        @Published var premiumProduct: Product?
        func buy() async { _ = try? await premiumProduct?.purchase() }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "A published store product is the catalogue, not what is owned; a published isPremium is state")
  func publishedProduct() throws {
    #expect(Self.observableNotes("").isEmpty)
    #expect(Self.observableNotes("@Published var isPremium = false").count == 1)
    let tokens = try SwiftTokenizer.scan(
      bytes: Array("@Published var premiumProducts: [StoreKit.Product] = []".utf8)
    ).tokens
    #expect(NotificationSubscriptionStateRule.holdsCatalogue(tokens, after: 0))
  }

  /// Known-issue notes for a food app whose check-in sheet draws the app's
  /// own `ProductView` (when `ownProductView`) and whose subscription sheet
  /// shows StoreKit's store.
  private static func productViewNotes(ownProductView: Bool) -> [Finding] {
    var files = [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "CheckInSheet.swift", "SubscriptionSheet.swift"],
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct FoodApp: App {
        var body: some Scene { WindowGroup { CheckInSheet(); SubscriptionSheet() } }
      }

      """,
      "App/CheckInSheet.swift": """
      import SwiftUI
      import StoreKit

      struct CheckInSheet: View {
        var body: some View { ProductView(id: "espresso") }
      }

      """,
      "App/SubscriptionSheet.swift": """
      import SwiftUI
      import StoreKit

      struct SubscriptionSheet: View {
        var body: some View {
          SubscriptionStoreView(groupID: "1234")
            .storeButton(.visible, for: .restorePurchases, .policies)
        }
      }

      """,
    ]
    if ownProductView {
      files["App/ProductView.swift"] = """
        import SwiftUI

        struct ProductView: View {
          let id: String
          var body: some View { Text(id) }
        }

        """
    }
    return Fixtures.findings(files: files).filter { $0.rule == .knownStoreKitIssue }
  }

  @Test(
    "The app's own ProductView shadows StoreKit's: the purchase notes go to the store view that buys"
  )
  func ownProductView() {
    let shadowed = Self.productViewNotes(ownProductView: true)
    #expect(
      !shadowed.isEmpty && shadowed.allSatisfy { $0.file == "App/SubscriptionSheet.swift" },
      "\(shadowed)")
    let storeKit = Self.productViewNotes(ownProductView: false)
    #expect(storeKit.contains { $0.file == "App/CheckInSheet.swift" }, "\(storeKit)")
  }

  /// Drift findings for tiers whose products are loaded through `load`.
  private static func tierDrift(load: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ClosetApp: App {
        var body: some Scene { WindowGroup { Text("Closet") } }
      }

      enum SubscriptionTier: String, CaseIterable {
        case free = "Free"
        case boutique = "Boutique"
        var productId: String? {
          switch self {
          case .free: return nil
          case .boutique: return "com.closet.boutique"
          }
        }
      }

      func load() async throws -> [Product] {
        try await Product.products(for: \(load))
      }

      """,
      "Products.storekit": RecallCase.storeKitFile([("com.closet.boutique", "4.99")]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("names the product") }
  }

  @Test(
    "Tiers mapped to their productId name products by that member, not by their raw values; mapped by rawValue they do"
  )
  func tiersMappedToProductID() {
    #expect(Self.tierDrift(load: "SubscriptionTier.allCases.compactMap { $0.productId }").isEmpty)
    #expect(Self.tierDrift(load: "SubscriptionTier.allCases.compactMap(\\.productId)").isEmpty)
    let raw = Self.tierDrift(load: "SubscriptionTier.allCases.map { $0.rawValue }")
    #expect(raw.contains { $0.message.contains("\"Free\"") }, "\(raw)")
  }

  /// `paywall-price-not-from-store` for a store screen whose products section
  /// lives in `placement` (`"body"` or an extension of the view).
  private static func extensionPrice(inExtension: Bool) -> [Finding] {
    let section = """
        var productsSection: some View {
          ForEach(store.products) { product in
            Button("$\\(product.price.description)") { Task { _ = try? await product.purchase() } }
          }
        }
      """
    return Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct GameApp: App {
        var body: some Scene { WindowGroup { InAppPurchaseView() } }
      }

      final class Store: ObservableObject {
        @Published var products: [Product] = []
      }

      struct InAppPurchaseView: View {
        @StateObject var store = Store()
        var body: some View {
          List {
            productsSection
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }
      \(inExtension ? "}\n\nextension InAppPurchaseView {\n" : "")\(section)
      }

      """
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test(
    "A currency written before the store price counts in the view's own extension as in its body")
  func priceInViewExtension() {
    #expect(Self.extensionPrice(inExtension: false).count == 1)
    #expect(Self.extensionPrice(inExtension: true).count == 1)
  }

  /// The legal-links findings for a UIKit paywall whose lazy buttons are
  /// titled `terms` and `privacy` and open short links.
  private static func uiKitLegal(terms: String, privacy: String) -> [Finding] {
    func button(_ name: String, _ title: String) -> String {
      """
        lazy var \(name)Button: UIButton = {
          let button = UIButton()
          button.setTitle("\(title)", for: .normal)
          button.addTarget(self, action: #selector(\(name)Pressed(_:)), for: .touchUpInside)
          return button
        }()
        @objc func \(name)Pressed(_ sender: UIButton) {
          UIApplication.shared.open(URL(string: "https://cutt.ly/\(name)")!)
        }
      """
    }
    return Fixtures.findings(files: [
      "App/PaywallViewController.swift": """
      import UIKit
      import RevenueCat

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = PaywallViewController() }
      }

      class PaywallViewController: UIViewController {
        var packages: [Package] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          [firstButton, secondButton, restoreButton].forEach { view.addSubview($0) }
        }
      \(button("first", terms))
      \(button("second", privacy))
        lazy var restoreButton: UIButton = {
          let button = UIButton()
          button.addTarget(self, action: #selector(restore), for: .touchUpInside)
          return button
        }()
        @objc func restore() { Purchases.shared.restorePurchases { _, _ in } }
        func buy(_ package: Package) {
          let label = UILabel()
          label.text = package.localizedPriceString + " / month"
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A UIKit button's title in the closure configuring it names the document its target opens; titled otherwise it opens neither"
  )
  func uiKitButtonTitles() {
    #expect(Self.uiKitLegal(terms: "Terms of Use", privacy: "Privacy Policy").isEmpty)
    let other = Self.uiKitLegal(terms: "Rate us", privacy: "Privacy Policy")
    #expect(other.count == 1 && other.first?.severity == .error, "\(other)")
  }

  /// Findings for an iOS 17 app whose settings screen draws the purchase
  /// section (when `drawn`) that reaches the store through a view model
  /// forwarding to the store manager by the same names.
  private static func forwardedSection(drawn: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "StoreManager.swift", "SettingsView.swift"],
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct QiblaApp: App {
        var body: some Scene { WindowGroup { SettingsView() } }
      }

      """,
      "App/StoreManager.swift": """
      import StoreKit

      final class StoreManager: ObservableObject {
        static let shared = StoreManager()
        @Published var premiumProduct: Product?
        var premiumPrice: String { premiumProduct?.displayPrice ?? "$2.99" }
        func purchasePremium() async {
          guard let premiumProduct else { return }
          _ = try? await premiumProduct.purchase()
        }
      }

      """,
      "App/SettingsView.swift": """
      import SwiftUI

      final class SettingsViewModel: ObservableObject {
        let storeManager = StoreManager.shared
        var premiumPrice: String { storeManager.premiumPrice }
        func purchasePremium() { Task { await storeManager.purchasePremium() } }
      }

      struct SettingsView: View {
        @StateObject private var viewModel = SettingsViewModel()
        var body: some View {
          List {
            \(drawn ? "premiumSection" : "// premiumSection")
            Text("About")
          }
        }

        @ViewBuilder
        private var premiumSection: some View {
          Button { viewModel.purchasePremium() } label: { Text(viewModel.premiumPrice) }
        }
      }

      """,
    ]).filter { [.hardcodedPrice, .knownStoreKitIssue, .paywallMissingRestore].contains($0.rule) }
  }

  @Test(
    "What only an undrawn section reaches through same-named forwarders never runs: no fallback price, no purchase notes; drawn, they are reported"
  )
  func forwardersOfUndrawnSection() {
    #expect(Self.forwardedSection(drawn: false).isEmpty, "\(Self.forwardedSection(drawn: false))")
    let drawn = Self.forwardedSection(drawn: true)
    #expect(drawn.contains { $0.rule == .hardcodedPrice }, "\(drawn)")
    #expect(drawn.contains { $0.rule == .knownStoreKitIssue }, "\(drawn)")
    #expect(drawn.contains { $0.rule == .paywallMissingRestore }, "\(drawn)")
  }
}
