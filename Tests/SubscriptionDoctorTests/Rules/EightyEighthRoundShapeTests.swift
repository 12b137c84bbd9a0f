import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes left open by the eighty-fifth round and met while measuring the
/// eighty-eighth (docs/doctor-rules.md), each beside the shape that must
/// still fire or stay quiet.
struct EightyEighthRoundShapeTests {
  /// `paywall-missing-restore` for a UIKit app launching from `Main.storyboard`,
  /// whose second scene (`DiscountViewController`, identifier `DiscountView`,
  /// reached by no segue) sells without Restore and makes itself in a static
  /// factory; the home screen's button runs `upgrade`.
  private static func discountSceneErrors(upgrade: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Info.plist": RecallCase.plist([("UIMainStoryboardFile", "Main")]),
      "App/Base.lproj/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC1">
        <scenes>
          <scene sceneID="S1">
            <objects>
              <viewController id="VC1" customClass="HomeViewController" sceneMemberID="viewController">
                <button id="B1"><connections><action selector="upgrade:" destination="VC1" id="A1"/></connections></button>
              </viewController>
            </objects>
          </scene>
          <scene sceneID="S2">
            <objects>
              <viewController storyboardIdentifier="DiscountView" id="VC2" customClass="DiscountViewController" sceneMemberID="viewController">
                <button id="B2"><connections><action selector="buy:" destination="VC2" id="A2"/></connections></button>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>

      """,
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      final class HomeViewController: UIViewController {
        @IBAction func upgrade(_ sender: UIButton) {
          \(upgrade)
        }
      }

      """,
      "App/DiscountViewController.swift": """
      import UIKit
      import StoreKit

      final class DiscountViewController: UIViewController {
        static func create() -> UIViewController {
          UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: "DiscountView")
        }

        @IBAction func buy(_ sender: UIButton) {
          let payment = SKMutablePayment()
          payment.productIdentifier = "app.premium.yearly"
          SKPaymentQueue.default().add(payment)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A storyboard scene only its own uncalled factory asks for is shown by nothing")
  func sceneOnlyItsOwnFactoryRequests() {
    #expect(
      Self.discountSceneErrors(
        upgrade: "/* present(DiscountViewController.create(), animated: true) */"
      ).isEmpty)
    #expect(
      Self.discountSceneErrors(upgrade: "present(DiscountViewController.create(), animated: true)")
        .count == 1)
    // Another type asking for the identifier creates the scene.
    #expect(
      Self.discountSceneErrors(
        upgrade:
          "present(storyboard!.instantiateViewController(withIdentifier: \"DiscountView\"), animated: true)"
      ).count == 1)
  }

  /// `notification-subscription-state` for a SwiftUI app relaying every URL
  /// it opens as the notification `name`, whose paywall copies what it reads.
  private static func relayFindings(name: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Fit"),
      "Sources/Fit/FitApp.swift": """
      import SwiftUI

      @main
      struct FitApp: App {
        var body: some Scene {
          WindowGroup {
            PaywallView()
              .onOpenURL { url in
                NotificationCenter.default.post(name: .\(name), object: url)
              }
          }
        }
      }

      extension Notification.Name {
        static let \(name) = Notification.Name("fit.\(name)")
      }

      """,
      "Sources/Fit/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var products: [Product] = []
        @State private var isPro = false

        var body: some View {
          List(products) { product in
            Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
          }
          .onReceive(NotificationCenter.default.publisher(for: .\(name))) { note in
            guard let url = note.object as? URL else { return }
            isPro = url.host == "subscription"
          }
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("A notification named for a link relays an address, not subscription state")
  func deepLinkRelay() {
    #expect(Self.relayFindings(name: "subscriptionDeepLinkReceived").isEmpty)
    #expect(Self.relayFindings(name: "subscriptionURLOpened").isEmpty)
    #expect(!Self.relayFindings(name: "subscriptionStatusReceived").isEmpty)
  }

  /// `hardcoded-price` for a product-id enum with a `price` member holding
  /// literals, beside an `extension Product` that reads StoreKit's `price`
  /// bare, and `reader`, more code of the paywall's file.
  private static func productIDPrices(reader: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Fit"),
      "Sources/Fit/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Fit/ProductID.swift": """
      enum ProductID: String, CaseIterable {
        case coreMonthly = "fit.core.monthly"
        case proMonthly = "fit.pro.monthly"

        /// Monthly price (will be replaced by App Store pricing).
        var price: String {
          switch self {
          case .coreMonthly: return "$8.99"
          case .proMonthly: return "$13.99"
          }
        }
      }

      """,
      "Sources/Fit/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var products: [Product] = []

        var body: some View {
          List(products) { product in
            Button(product.summary) { Task { _ = try? await product.purchase() } }
          }
          .task { products = (try? await Product.products(for: ProductID.allCases.map(\\.rawValue))) ?? [] }
        }
      }

      extension Product {
        var summary: String { "\\(displayName) - \\(price)" }
      }
      \(reader)

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A struct's or enum's member read bare only in another type's extension is unread")
  func memberReadBareElsewhere() {
    #expect(Self.productIDPrices(reader: "").isEmpty)
    // Read bare in the enum's own extension, which a view draws: shown.
    let ownExtension = """
      extension ProductID {
        var label: String { "\\(rawValue): \\(price)" }
      }

      struct PlanLabel: View {
        var body: some View { Text(ProductID.coreMonthly.label) }
      }
      """
    #expect(Self.productIDPrices(reader: ownExtension).count == 2)
  }

  /// The lines of `notification-subscription-state` findings in a UIKit
  /// app's `SubscriptionService.swift`, `service`, which the root screen uses.
  private static func serviceStateLines(_ service: String) -> [Int] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Music"),
      "Sources/Music/AppDelegate.swift": Fixtures.uiKitApp(showing: "StoreViewController()"),
      "Sources/Music/StoreViewController.swift": """
      import Combine
      import StoreKit
      import UIKit

      final class StoreViewController: UIViewController {
        let service = SubscriptionService()

        @objc func buy() {
          SKPaymentQueue.default().add(SKPayment(product: service.product!))
        }
      }

      """,
      "Sources/Music/SubscriptionService.swift": service,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file.hasSuffix("Service.swift") }
      .compactMap(\.line)
  }

  @Test("A session's id handed on by a subscription service is no state; its purchase posts are")
  func sessionIdNotification() {
    let lines = Self.serviceStateLines(
      """
      import Foundation
      import StoreKit

      final class SubscriptionService {
        static let sessionIdSetNotification = Notification.Name("SubscriptionServiceSessionIdSetNotification")
        static let purchaseSuccessfulNotification = Notification.Name("SubscriptionServicePurchaseSuccessfulNotification")
        var product: SKProduct?

        var currentSessionId: String? {
          didSet {
            NotificationCenter.default.post(name: SubscriptionService.sessionIdSetNotification, object: currentSessionId)
          }
        }

        var hasReceipt = false {
          didSet {
            NotificationCenter.default.post(name: SubscriptionService.purchaseSuccessfulNotification, object: nil)
          }
        }
      }

      """)
    #expect(!lines.contains(5) && !lines.contains(11), "\(lines)")
    #expect(lines.contains(6) && lines.contains(17), "\(lines)")
  }

  @Test(
    "A screen module's nested view state, actions and a dismiss event carry no subscription state")
  func nestedSubjectElements() {
    let lines = Self.serviceStateLines(
      """
      import Combine
      import StoreKit

      enum Subscription {
        enum Models {
          enum ViewState { case initial, loading, content }
          enum ViewRoute { case close }
          enum Status { case active, expired }
        }
      }

      final class SubscriptionService {
        var product: SKProduct?
        let viewState = CurrentValueSubject<Subscription.Models.ViewState, Never>(.initial)
        let route = PassthroughSubject<Subscription.Models.ViewRoute, Never>()
        let onSuccessPurchaseDismiss = PassthroughSubject<Void, Never>()
        let premiumStatus = CurrentValueSubject<Subscription.Models.Status, Never>(.expired)
      }

      """)
    #expect(lines == [17], "\(lines)")
  }

  /// The price findings of a paywall whose sample price shows only when
  /// the store's `testingModeEnabled`, declared as `declaration`, is on.
  private static func testingModePrices(
    _ declaration: String, elsewhere: String = "", orElse: String = ""
  ) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Meter"),
      "Sources/Meter/App.swift": Fixtures.swiftUIApp(showing: "UpgradeView()"),
      "Sources/Meter/StoreManager.swift": """
      import StoreKit

      @MainActor
      final class StoreManager: ObservableObject {
        \(declaration)
        @Published var proProduct: Product?

        func load() async {
          proProduct = try? await Product.products(for: ["meter.pro"]).first
        }

        func buy() async {
          _ = try? await proProduct?.purchase()
        }

        func restore() async {
          try? await AppStore.sync()
        }
      }
      \(elsewhere)

      """,
      "Sources/Meter/UpgradeView.swift": """
      import StoreKit
      import SwiftUI

      struct UpgradeView: View {
        @StateObject private var store = StoreManager()

        var body: some View {
          VStack {
            if let product = store.proProduct {
              Text(product.displayPrice)
            } else if StoreManager.testingModeEnabled\(orElse) {
              Text("$2.99")
            }
            Button("Unlock Pro") { Task { await store.buy() } }
            Button("Restore Purchases") { Task { await store.restore() } }
          }
          .task { await store.load() }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A branch a false constant keeps shut shows nothing; a switch that may be on does")
  func constantFalseBranch() {
    #expect(Self.testingModePrices("static let testingModeEnabled = false").isEmpty)
    #expect(Self.testingModePrices("static let testingModeEnabled = Bool(truncating: 0)").isEmpty)
    #expect(!Self.testingModePrices("static let testingModeEnabled = true").isEmpty)
    // `(flag && x) || y` holds without the flag.
    #expect(
      !Self.testingModePrices(
        "static let testingModeEnabled = false", orElse: " && store.proProduct == nil || true"
      ).isEmpty)
    #expect(!Self.testingModePrices("static var testingModeEnabled = false").isEmpty)
    // Another declaration of the name may hold anything.
    #expect(
      !Self.testingModePrices(
        "static let testingModeEnabled = false",
        elsewhere: "func configure(testingModeEnabled: Bool) {}"
      ).isEmpty)
  }

  /// `paywall-missing-legal-links` for a UIKit subscription screen whose
  /// privacy button's storyboard action is `privacyAction`, presenting the
  /// app's own policy screen.
  private static func legalActionErrors(privacyAction: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Bets"),
      "Sources/Bets/AppDelegate.swift": Fixtures.uiKitApp(showing: "ViewController()"),
      "Sources/Bets/ViewController.swift": """
      import StoreKit
      import UIKit

      final class ViewController: UIViewController {
        @IBOutlet weak var priceLabel: UILabel!
        var product: SKProduct?

        @IBAction func goTermsOfUseVC(_ sender: Any) {
          present(TermsOfUseViewController(), animated: true)
        }

        @IBAction func \(privacyAction)(_ sender: Any) {
          present(PolicyScreen(), animated: true)
        }

        @IBAction func subscribe(_ sender: Any) {
          guard let product else { return }
          priceLabel.text = product.localizedTitle
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

        @IBAction func restore(_ sender: Any) {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      final class TermsOfUseViewController: UIViewController {}
      final class PolicyScreen: UIViewController {}

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("An action named go plus a document opens that document; go inside a word does not")
  func goDocumentAction() {
    #expect(Self.legalActionErrors(privacyAction: "goPrivacyPolicy").isEmpty)
    #expect(Self.legalActionErrors(privacyAction: "privacyPolicyTapped").count == 1)
    #expect(Self.legalActionErrors(privacyAction: "googlePrivacyPolicy").count == 1)
  }

  /// `custom-infoplist-not-used` for a project whose target builds
  /// `App/Info.plist` and a leftover copy adding `CFBundleDisplayName`.
  private static func leftoverDisplayName(_ displayName: String) -> [Finding] {
    let used = RecallCase.plist([("CFBundleName", "$(PRODUCT_NAME)")])
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Bets", settings: "INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = iLoveBets;"),
      "App/App.swift": "import UIKit\n",
      "App/Info.plist": used,
      "App/unused/Info.plist": RecallCase.plist([
        ("CFBundleName", "$(PRODUCT_NAME)"), ("CFBundleDisplayName", displayName),
      ]),
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("A leftover Info.plist whose display name is the product name loses nothing")
  func leftoverDisplayNameIsProductName() {
    #expect(Self.leftoverDisplayName("iLoveBets").isEmpty)
    #expect(Self.leftoverDisplayName("Bets Pro").count == 1)
  }

  /// A SwiftUI app's entry point owning a `store` (`@StateObject`).
  private static func appOwning(_ store: String) -> String {
    """
    import SwiftUI

    @main
    struct FixtureApp: App {
      @StateObject private var store = \(store)()
      var body: some Scene { WindowGroup { Text("Home").environmentObject(store) } }
    }

    """
  }

  /// The `@Observable` notes for a one-target project built with `settings`
  /// whose purchase manager is an `ObservableObject`.
  private static func observableNotes(settings: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "PurchaseManager.swift"], settings: settings),
      "App/App.swift": Self.appOwning("PurchaseManager"),
      "App/PurchaseManager.swift": """
      import StoreKit

      @MainActor
      final class PurchaseManager: ObservableObject {
        @Published private(set) var purchasedProductIDs: Set<String> = []

        func buy(_ product: Product) async {
          if case .success(.verified(let transaction)) = try? await product.purchase() {
            purchasedProductIDs.insert(transaction.productID)
          }
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .note }
  }

  @Test(
    "A macOS-only app from macOS 14 may adopt @Observable; an older one or an unknown iOS target not"
  )
  func observationOnMacOSOnly() throws {
    let mac = Self.observableNotes(settings: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 15.0;")
    #expect(mac.count == 1)
    #expect(try #require(mac.first).message.contains("macOS 14"))
    #expect(
      Self.observableNotes(settings: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 13.0;").isEmpty)
    #expect(Self.observableNotes(settings: "SDKROOT = iphoneos;").isEmpty)
    #expect(Self.observableNotes(settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;").count == 1)
  }

  @Test("Apphud's fetchProducts loads products the Simulator may fail to load")
  func apphudFetchProducts() {
    func notes(_ call: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["App.swift", "Store.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        "App/App.swift": Self.appOwning("Store"),
        "App/Store.swift": """
        import ApphudSDK
        import StoreKit

        @MainActor
        final class Store: ObservableObject {
          @Published var products: [Product] = []

          init() {
            Task { await load() }
          }

          func load() async {
            \(call)
          }

          func buy(_ product: Product) async {
            _ = await Apphud.purchase(product)
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }
    }
    #expect(notes("products = (try? await Apphud.fetchProducts()) ?? []") == 1)
    #expect(notes("products = []") == 0)
  }

  @Test("A choice on screen, a link or a session id names no subscription state")
  func namesWithoutState() {
    for name in [
      "hasSubscriptionSelection", "selectedSubscription", "subscriptionDeepLinkReceived",
      "premiumURLOpened", "SubscriptionServiceSessionIdSetNotification",
    ] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["hasActiveSubscription", "isSubscribed", "subscriptionStatusChanged"] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  /// `paywall-missing-legal-links` for a purchase screen drawing a plans
  /// section inline, then Restore, then `footer`.
  private static func sectionLegalErrors(footer: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Water"),
      "Sources/Water/App.swift": Fixtures.swiftUIApp(showing: "PurchaseView()"),
      "Sources/Water/PurchaseView.swift": """
      import StoreKit
      import SwiftUI

      struct PurchaseView: View {
        @State private var products: [Product] = []

        var body: some View {
          VStack {
            PurchaseOptionsSection(products: products)
            Button("Restore Purchase") { Task { try? await AppStore.sync() } }
            \(footer)
          }
          .task { products = (try? await Product.products(for: ["water.monthly", "water.yearly"])) ?? [] }
        }
      }

      struct PurchaseOptionsSection: View {
        let products: [Product]

        var body: some View {
          ForEach(products) { product in
            Button("\\(product.displayName) \\(product.displayPrice)") {
              Task { _ = try? await product.purchase() }
            }
          }
        }
      }

      struct PurchaseLegalSection: View {
        var body: some View {
          Link("Privacy Policy", destination: URL(string: "https://water.app/privacy")!)
          Link("Terms of Use (EULA)", destination: URL(string: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")!)
        }
      }

      struct FeatureList: View {
        var body: some View { Text("Unlimited reminders") }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A legal section the host draws beside an inline plans section is the section's too")
  func legalComponentBesideSection() {
    #expect(Self.sectionLegalErrors(footer: "PurchaseLegalSection()").isEmpty)
    #expect(!Self.sectionLegalErrors(footer: "FeatureList()").isEmpty)
  }

  /// The canceled-state notes of a StoreKit 1 app (iOS 15) whose store's
  /// observer tests `paymentCancelled`, and whose screen runs `buy`.
  private static func storeKitOneCancelNotes(buy: String) -> Int {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "IAPHelper.swift", "FeedViewController.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "FeedViewController()"),
      "App/IAPHelper.swift": """
      import StoreKit

      final class IAPHelper: NSObject, SKPaymentTransactionObserver {
        static let store = IAPHelper()
        var product: SKProduct?

        override init() {
          super.init()
          SKPaymentQueue.default().add(self)
        }

        func buyProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .failed {
            fail(transaction)
          }
        }

        private func fail(_ transaction: SKPaymentTransaction) {
          if let error = transaction.error as NSError?, error.code != SKError.paymentCancelled.rawValue {
            print(error.localizedDescription)
          }
          SKPaymentQueue.default().finishTransaction(transaction)
        }
      }

      """,
      "App/FeedViewController.swift": """
      import UIKit

      final class FeedViewController: UIViewController {
        let store = IAPHelper.store

        @objc func upgrade() {
          guard let product = store.product else { return }
          \(buy)
        }
      }

      """,
    ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled") }
  }

  @Test("StoreKit 1's cancel test meets nothing in an app that adds no payment")
  func cancelWithoutPurchase() {
    #expect(Self.storeKitOneCancelNotes(buy: "// store.buyProduct(product)") == 0)
    #expect(Self.storeKitOneCancelNotes(buy: "store.buyProduct(product)") == 1)
  }

  /// The price findings for a plan enum whose `public` fallback prices only
  /// an unused presentation struct reads; `project` says what builds it.
  private static func publicFallbackPrices(inAppProject: Bool) -> [Finding] {
    let plan = """
      public enum PurchasePlan: String, CaseIterable {
        case weekly, lifetime

        public var fallbackDisplayPrice: String {
          switch self {
          case .weekly: return "$0.99"
          case .lifetime: return "$29.90"
          }
        }
      }

      """
    let models = """
      import StoreKit

      struct PurchasePlanPresentation {
        let plan: PurchasePlan
        let product: Product?
        var displayPrice: String { product?.displayPrice ?? plan.fallbackDisplayPrice }
      }

      """
    var files = [
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(PurchasePlan.weekly.rawValue)")
    ]
    if inAppProject {
      files["App.xcodeproj/project.pbxproj"] = ProjectText.oneTarget(
        sources: ["App.swift", "PurchasePlan.swift", "Models.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
      files["App/PurchasePlan.swift"] = plan
      files["App/Models.swift"] = models
    } else {
      files["Package.swift"] = Fixtures.iOSAppManifest("App")
      files["Sources/App/App.swift"] = files.removeValue(forKey: "App/App.swift")
      files["Sources/Plans/PurchasePlan.swift"] = plan
      files["Sources/App/Models.swift"] = models
    }
    return Fixtures.findings(files: files).filter {
      $0.rule == .hardcodedPrice || $0.rule == .planTypeWithPrice
    }
  }

  @Test("A public member of a file only the app builds, read only by an unused type, shows nothing")
  func publicMemberOnlyAppBuilds() {
    #expect(Self.publicFallbackPrices(inAppProject: true).isEmpty)
    #expect(!Self.publicFallbackPrices(inAppProject: false).isEmpty)
  }

  @Test("An ignore pattern covers a missing key file in any letter case, as git on a Mac does")
  func ignoredKeyFileLetterCase() {
    func errors(ignoring pattern: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["App.swift", "Keys.swift"], settings: ""),
        "App/App.swift":
          "import RevenueCat\n\nlet purchases = Purchases.configure(withAPIKey: Keys.revenueCat)\n",
        ".gitignore": "\(pattern)\n",
      ]).count { $0.rule == .secretsNotIgnored }
    }
    #expect(errors(ignoring: "keys.*") == 0)
    #expect(errors(ignoring: "Keys.swift") == 0)
    #expect(errors(ignoring: "secrets.*") == 1)
    // An ignored file git still tracks is judged as git sees it, by exact case.
    #expect(GitIgnore(files: [(".gitignore", "keys.*")]).isIgnored("App/Keys.swift") == false)
    #expect(
      GitIgnore(files: [(".gitignore", "keys.*")]).isIgnored("App/Keys.swift", ignoringCase: true))
  }

  /// The `notification-subscription-state` findings in a store screen whose
  /// purchase observer's handler runs `handling` with the notification's product id.
  private static func masterObserverFindings(handling: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Weather"),
      "Sources/Weather/AppDelegate.swift": Fixtures.uiKitApp(showing: "MasterViewController()"),
      "Sources/Weather/MasterViewController.swift": """
      import StoreKit
      import UIKit

      final class MasterViewController: UITableViewController {
        var products: [SKProduct] = []
        var owned: Set<String> = []

        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(handlePurchaseNotification(_:)),
            name: NSNotification.Name("IAPHelperPurchaseNotification"), object: nil)
        }

        @objc func handlePurchaseNotification(_ notification: Notification) {
          guard let productID = notification.object as? String else { return }
          for (index, product) in products.enumerated() where product.productIdentifier == productID {
            \(handling)
          }
        }

        @objc func buy(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("An observer reading the notification only to redraw a row keeps no copy; storing it does")
  func observerRedrawsRow() {
    #expect(
      Self.masterObserverFindings(
        handling: "tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .fade)"
      ).isEmpty)
    #expect(
      !Self.masterObserverFindings(
        handling:
          "owned.insert(productID); tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .fade)"
      ).isEmpty)
  }

  /// The missing-file notes of `Vendor/Presentr.xcodeproj`, a copy of the
  /// vendored library's project one folder above its own; with
  /// `realCopy`, the library's own project and sources are there too.
  private static func strayCopyNotes(realCopy: Bool) -> [Finding] {
    var files = [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(sources: ["App.swift"], settings: ""),
      "App/App.swift": Fixtures.uiKitApp(showing: "UIViewController()"),
      "Vendor/Presentr.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Presentr", folder: "Presentr", sources: ["Alert.swift", "Presenter.swift"], settings: ""),
    ]
    if realCopy {
      files["Vendor/Presentr/Presentr.xcodeproj/project.pbxproj"] = ProjectText.oneTarget(
        "Presentr", folder: "Presentr", sources: ["Alert.swift", "Presenter.swift"], settings: "")
      files["Vendor/Presentr/Presentr/Alert.swift"] = "import UIKit\n"
      files["Vendor/Presentr/Presentr/Presenter.swift"] = "import UIKit\n"
    }
    return Fixtures.findings(files: files).filter {
      $0.rule == .unreadableFile && $0.file == "Vendor/Presentr.xcodeproj/project.pbxproj"
    }
  }

  @Test("A stray copy of a project whose files sit beside the real copy asks for nothing")
  func strayProjectCopy() {
    #expect(Self.strayCopyNotes(realCopy: true).isEmpty)
    #expect(Self.strayCopyNotes(realCopy: false).count == 1)
  }

  /// Price-drift findings for a paywall footer whose ternary on the annual
  /// id shows `annual` for it and `other` for the monthly plan, beside a
  /// `.storekit` pricing them at 29.99 and 4.99.
  private static func footerDrift(annual: String, other: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Baby"),
      "Sources/Baby/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Baby/Products.storekit": Fixtures.storeKitFile([
        ("baby.monthly", "4.99", "RecurringSubscription"),
        ("baby.annual", "29.99", "RecurringSubscription"),
      ]),
      "Sources/Baby/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var selected: Product?

        var body: some View {
          VStack {
            Text("7-day free trial, then \\(selected?.id == "baby.annual" ? "\(annual)" : "\(other)")")
            Button("Start") { Task { _ = try? await selected?.purchase() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("prices it at") }
  }

  @Test("A ternary on a product id prices that product in its first branch only")
  func ternaryOtherBranch() {
    #expect(Self.footerDrift(annual: "$29.99/year", other: "$3.99/month").isEmpty)
    let wrong = Self.footerDrift(annual: "$19.99/year", other: "$4.99/month")
    #expect(wrong.count == 1 && wrong.first?.message.contains("$19.99") == true, "\(wrong)")
  }

  /// `paywall-missing-legal-links` for a UIKit paywall whose buttons call a
  /// protocol-typed presenter, whose one conformer opens `privacyAddress`
  /// for the policy.
  private static func presenterLegalFindings(privacyAddress: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Guard"),
      "Sources/Guard/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "Sources/Guard/PaywallPresenter.swift": """
      import StoreKit
      import UIKit

      protocol PaywallPresenter {
        func openToU()
        func openPP()
        func restore()
        func subscribe(_ product: Product)
      }

      final class PaywallPresenterImpl: PaywallPresenter {
        func openToU() {
          UIApplication.shared.open(URL(string: "https://guard.app/terms.html")!, options: [:], completionHandler: nil)
        }

        func openPP() {
          UIApplication.shared.open(URL(string: "\(privacyAddress)")!, options: [:], completionHandler: nil)
        }

        func restore() {
          Task { try? await AppStore.sync() }
        }

        func subscribe(_ product: Product) {
          Task { _ = try? await product.purchase() }
        }
      }

      """,
      "Sources/Guard/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PaywallViewController: UIViewController {
        var presenter: PaywallPresenter = PaywallPresenterImpl()
        var product: Product?
        let priceLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          priceLabel.text = product?.displayPrice
          let terms = UIButton()
          terms.addTarget(self, action: #selector(touButtonAction), for: .touchUpInside)
          let privacy = UIButton()
          privacy.addTarget(self, action: #selector(ppButtonAction), for: .touchUpInside)
          let restore = UIButton()
          restore.addTarget(self, action: #selector(restoreButtonAction), for: .touchUpInside)
          let buy = UIButton()
          buy.addTarget(self, action: #selector(subscribeButtonAction), for: .touchUpInside)
        }

        @objc func touButtonAction() { presenter.openToU() }
        @objc func ppButtonAction() { presenter.openPP() }
        @objc func restoreButtonAction() { presenter.restore() }
        @objc func subscribeButtonAction() {
          guard let product else { return }
          presenter.subscribe(product)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Buttons calling a presenter whose methods open literal addresses open what those name")
  func presenterOpensLiteralAddresses() {
    #expect(Self.presenterLegalFindings(privacyAddress: "https://guard.app/Privacy.html").isEmpty)
    let other = Self.presenterLegalFindings(privacyAddress: "https://guard.app/about.html")
    #expect(other.count == 1 && other.first?.message.contains("Privacy Policy") == true, "\(other)")
  }
}
