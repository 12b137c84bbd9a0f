import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-sixth round's measurement and the twenty-fifth
/// round's misses (docs/doctor-rules.md, "Twenty-sixth round").
struct TwentySixthRoundShapeTests {
  /// A UIKit subscription screen over RevenueCat whose hidden triple tap
  /// saves to Firestore; `restoreControl` is added to `configureUI()`.
  private static func upgradeController(restoreControl: String) -> String {
    """
    import FirebaseFirestore
    import RevenueCat
    import UIKit

    final class UpgradeController: UIViewController {
      private var packages: [Package] = []
      private let continueButton = UIButton()
      private let priceLabel = UILabel()

      override func viewDidLoad() {
        super.viewDidLoad()
        configureUI()
        Purchases.shared.getOfferings { offerings, _ in
          self.packages = offerings?.current?.availablePackages ?? []
          self.priceLabel.text = self.packages.first?.storeProduct.localizedPriceString
        }
      }

      func configureUI() {
        let secretTap = UITapGestureRecognizer(target: self, action: #selector(tappedLogo))
        secretTap.numberOfTapsRequired = 3
        view.addGestureRecognizer(secretTap)
        continueButton.addTarget(self, action: #selector(tappedContinue), for: .touchUpInside)
        \(restoreControl)
      }

      @objc func tappedLogo(sender: UITapGestureRecognizer) {
        unlockPro()
      }

      @objc func tappedContinue(sender: UIButton) {
        guard let package = packages.first else { return }
        Purchases.shared.purchase(package: package) { _, info, _, _ in
          if info?.entitlements["pro"]?.isActive == true { self.unlockPro() }
        }
      }

      @objc func tappedRestore(sender: UIButton) {
        Purchases.shared.restorePurchases { _, _ in }
      }

      private func unlockPro() {
        Firestore.firestore().collection("users").document("me").updateData(["pro": true])
      }

      @objc func tappedTerms() { UIApplication.shared.open(URL(string: "https://subkit.dev/terms")!) }
      @objc func tappedPrivacy() { UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!) }
    }

    """
  }

  @Test(
    "Firestore is no restore: a screen whose only control near it saves to Firestore owes a Restore control; one wired to restorePurchases does not"
  )
  func firestoreIsNoRestore() {
    func restoreFindings(_ restoreControl: String) -> Int {
      Fixtures.findings(files: [
        "App/UpgradeController.swift": Self.upgradeController(restoreControl: restoreControl),
        "App/SceneDelegate.swift": """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = UpgradeController()
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreFindings("") == 1)
    #expect(
      restoreFindings(
        "continueButton.addTarget(self, action: #selector(tappedRestore), for: .touchUpInside)")
        == 0)
  }

  @Test("Restore is a word of its own in a name, not letters inside another word")
  func restoreAsAWord() {
    for name in [
      "restore", "restorePurchases", "tappedRestore", "IAPRestoreButton", "restore_all", "RESTORE",
    ] {
      #expect(PaywallCallables.namesRestore(name), "\(name)")
    }
    for name in ["firestore", "Firestore", "FIRESTORE", "firestoreListener", "store"] {
      #expect(!PaywallCallables.namesRestore(name), "\(name)")
    }
  }

  @Test("An enum case in a case label's list is matched, not called")
  func casePatternIsNoCall() {
    func tokens(_ text: String) -> [SwiftToken] {
      (try? SwiftTokenizer.tokenize(text)) ?? []
    }
    let listed = tokens("switch state { case .purchased, .restored: finish() }")
    let restored = listed.lastIndex { $0.text == "restored" }!
    #expect(PaywallCallables.isCasePattern(listed, restored))
    let sent = tokens("store.send(.restored)")
    #expect(!PaywallCallables.isCasePattern(sent, sent.lastIndex { $0.text == "restored" }!))
  }

  @Test(
    "In an Apple Music player, subscription words are Apple Music's: a tip screen owes no legal links; the app's own subscription words still do"
  )
  func appleMusicSubscriptionIsNotTheApps() {
    func legalLinks(status: String) -> Int {
      Fixtures.findings(files: [
        "App/SettingsView.swift": """
        import MusicKit
        import StoreKit
        import SwiftUI

        struct SettingsView: View {
          @State private var products: [Product] = []
          @State private var isSubscribed = false
          var body: some View {
            Form {
              Section { Text(isSubscribed ? "Ready" : "\(status)") }
              ForEach(products) { product in
                Button("Support us \\(product.displayPrice)") {
                  Task { _ = try? await product.purchase() }
                }
              }
              Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .task {
              products = (try? await Product.products(for: ["com.example.player.support"])) ?? []
              isSubscribed = (try? await MusicSubscription.current)?.canPlayCatalogContent ?? false
            }
          }
        }

        """,
        "App/PlayerApp.swift": """
        import SwiftUI

        @main
        struct PlayerApp: App {
          var body: some Scene { WindowGroup { SettingsView() } }
        }

        """,
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legalLinks(status: "An Apple Music subscription is required.") == 0)
    #expect(legalLinks(status: "Your Player Plus subscription renews monthly.") == 1)
  }

  @Test(
    "A notification asking for Apple Music's subscription is no subscription state; the app's is")
  func musicSubscriptionNotification() {
    #expect(!NotificationSubscriptionStateRule.isStateName("worshipMusicSubscriptionRequired"))
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionStatusChanged"))
  }
}

/// Shapes of the twenty-sixth round's false findings, each with the shape
/// that must still fire beside it.
struct TwentySixthRoundFalseClassTests {
  /// A StoreKit store so the app sells through the store, beside `files`.
  private static func findings(_ files: [String: String]) -> [Finding] {
    let store = """
      import StoreKit

      enum Store {
        static func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """
    return Fixtures.findings(files: files.merging(["App/Store.swift": store]) { $1 })
  }

  @Test("A translator's comment written as joined literals shows no price; the shown value does")
  func joinedLocalizationComment() {
    func prices(value: String) -> Int {
      Self.findings([
        "App/RowStrings.swift": """
        import Foundation

        enum RowStrings {
          static let billing = NSLocalizedString(
            "row.billing",
            value: "\(value)",
            comment: "The subscription price of a product, with its period. " +
              "Reads as: '$60.00 / 2 months'.")
        }

        """
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices(value: "%1$@ / %2$@") == 0)
    #expect(prices(value: "$60.00 / 2 months") == 1)
  }

  @Test(
    "Keys and wire values held by product- or SKU-named constants are no product ids; an id held by one is"
  )
  func productKeysAreNoProductIDs() {
    func drift(_ declarations: String) -> [String] {
      Self.findings([
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
        "App/Keys.swift": """
        enum RemoteKeys {
        \(declarations)
        }

        """,
      ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("code names") }
        .map(\.message)
    }
    #expect(
      drift(
        """
          static let product = "product"
          static let skuKey = "sku"
          static let partialSKUSearch = "search_sku"
          static let orderProductSearchViaSKUSuccess = "product_search_via_sku_success"
        """
      ).isEmpty)
    #expect(drift("  static let monthlySKU = \"com.example.pro.yearly\"").count == 1)
    #expect(drift("  static let upgradeProduct = \"com.example.pro.lifetime\"").count == 1)
  }

  @Test("A merchant's catalogue type no store code names is no copy of the store's products")
  func merchantCatalogue() {
    func plans(usedByStore: Bool) -> Int {
      Self.findings([
        "App/POSProduct.swift": """
        import Foundation

        struct POSProduct: Hashable {
          let name: String
          let price: String
          let currencyCode: String
        }

        """,
        "App/Catalogue.swift": """
        enum Catalogue {
          static var items: [POSProduct] = []
        }

        """,
        "App/StoreShelf.swift": """
        import StoreKit

        enum StoreShelf {
          static var shown: [\(usedByStore ? "POSProduct" : "String")] = []
        }

        """,
      ]).count { $0.rule == .planTypeWithPrice }
    }
    #expect(plans(usedByStore: false) == 0)
    #expect(plans(usedByStore: true) == 1)
  }

  @Test("A skeleton plan drawn redacted while plans load stands in for the store")
  func skeletonPlan() {
    #expect(TestDouble.names("SkeletonWPComPlanProduct"))
    #expect(!TestDouble.names("SkeletalPlan"))
  }

  @Test(
    "A developer's debug screen is listed, not audited; the same screen for customers is audited")
  func developerScreen() {
    func restore(_ name: String) -> (findings: Int, listed: [String]) {
      let files = [
        "App/\(name).swift": """
        import StoreKit
        import SwiftUI

        struct \(name): View {
          @State private var products: [Product] = []
          var body: some View {
            List(products) { product in
              Button("Subscribe \\(product.displayPrice) / month") {
                Task { _ = try? await product.purchase() }
              }
            }
            .task { products = (try? await Product.products(for: ["pro.monthly"])) ?? [] }
          }
        }

        """,
        "App/HubApp.swift": """
        import SwiftUI

        @main
        struct HubApp: App {
          var body: some Scene { WindowGroup { \(name)() } }
        }

        """,
      ]
      let snapshot = ProjectSnapshot(
        files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) })
      let report = Doctor.report(snapshot)
      return (report.findings.count { $0.rule == .paywallMissingRestore }, report.summary.paywalls)
    }
    let debug = restore("InAppPurchasesDebugView")
    #expect(debug.findings == 0)
    #expect(debug.listed.contains { $0.contains("not audited: a developer's debug screen") })
    #expect(restore("InAppPurchasesView").findings == 1)
  }

  @Test("An old-style (OpenStep) property list is read, like an XML one")
  func openStepPropertyList() throws {
    let ascii = #"{ "NSPhotoLibraryAddUsageDescription" = "Saves quote images."; }"#
    let value = try PropertyListReader.read(bytes: Array(ascii.utf8))
    #expect(value.entries?.map(\.key) == ["NSPhotoLibraryAddUsageDescription"])
    #expect(throws: ReaderError.self) {
      try PropertyListReader.read(bytes: Array("// only a comment\n".utf8))
    }
    // Files that are no property list say what they are.
    let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:f1aa\nsize 2381\n"
    #expect(throws: ReaderError("a Git LFS pointer, not the file (run `git lfs pull`)")) {
      try PropertyListReader.read(bytes: Array(pointer.utf8))
    }
    let encrypted: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0, 0x8F, 0x12]
    #expect(throws: ReaderError("encrypted with git-crypt (unlock the repository to audit it)")) {
      try PropertyListReader.read(bytes: encrypted)
    }
  }

  @Test("XcodeGen's excludes leave files out of a source folder")
  func xcodeGenExcludes() {
    let group = SynchronizedGroup(
      id: "App#sources0", path: "Resources", membershipExceptions: [:], line: nil,
      isXcodeGenSources: true, excludes: ["Info-*.plist", "macOS/**", "**/*.md"])
    #expect(!group.contains("Resources/Info-iOS.plist"))
    #expect(!group.contains("Resources/macOS/Menu.xib"))
    #expect(!group.contains("Resources/README.md"))
    #expect(group.contains("Resources/Fonts/Inter.ttf"))
    #expect(group.contains("Resources/Localizable.xcstrings"))
  }

  @Test("Registering a shared transaction observer is no purchase; adding a payment is")
  func observerRegistrationIsNoPurchase() throws {
    let observer = try SwiftTokenizer.tokenize("SKPaymentQueue.default().add(IAPService.instance)")
    #expect(!Paywall.isOtherPurchaseCall(observer, 0))
    let payment = try SwiftTokenizer.tokenize("SKPaymentQueue.default().add(SKPayment(product: p))")
    #expect(Paywall.isOtherPurchaseCall(payment, 0))
  }

  @Test("A service SDK's -Info.plist is a resource; another -Info.plist is an Info.plist")
  func serviceInfoPlists() {
    #expect(CustomInfoPlistNotUsedRule.namesService("AliyunEmasServices-Info.plist"))
    #expect(CustomInfoPlistNotUsedRule.namesService("GoogleService-Info.plist"))
    #expect(!CustomInfoPlistNotUsedRule.namesService("App-Info.plist"))
  }

  @Test("A private key's base64 body without its PEM lines is a secret; a public key is not")
  func bareKeys() {
    let body = String(repeating: "Qk1uZ3h5c2tleWJvZHkK", count: 4)
    #expect(!ServerSecret.find(in: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + body).isEmpty)
    #expect(
      !ServerSecret.find(in: "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg" + body).isEmpty)
    #expect(!ServerSecret.find(in: "MIIEpAIBAAKCAQEA" + body).isEmpty)
    #expect(ServerSecret.find(in: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + body).isEmpty)
    #expect(ServerSecret.find(in: "prefix MIIEvQIBADANBgkqhkiG9w0BAQEFAASC").isEmpty)
  }

  @Test("Local currency signs written like codes are prices: RM, Rp, Rs")
  func localCurrencySigns() {
    #expect(PriceDetector.price(in: "then RM79.90 per year") == "RM79.90")
    #expect(PriceDetector.price(in: "Rs 499.00") == "Rs 499.00")
    #expect(PriceDetector.price(in: "Rp 703.600") == nil)
    #expect(PriceDetector.price(in: "RM5") == nil)
    #expect(PriceDetector.price(in: "FORM79.90") == nil)
    #expect(PriceDetector.price(in: "$5") == "$5")
  }

  @Test("A permission to show the Manage subscription row is no subscription state")
  func manageSubscriptionPermission() {
    #expect(!NotificationSubscriptionStateRule.isStateName("canManageSubscription"))
    #expect(NotificationSubscriptionStateRule.isStateName("hasActiveSubscription"))
  }

  @Test("Non-renewing is the opposite of a subscription: a tip jar reading it sells consumables")
  func nonRenewingIsNoSubscription() {
    func restore(_ flag: String) -> Int {
      Self.findings([
        "App/TipJarView.swift": """
        import StoreKit
        import SwiftUI

        struct TipJarView: View {
          @State private var products: [Product] = []
          @State private var \(flag) = false
          var body: some View {
            ForEach(products) { product in
              Button("Tip \\(product.displayPrice)") { Task { _ = try? await product.purchase() } }
            }
            .task { products = (try? await Product.products(for: ["tip.small"])) ?? [] }
          }
        }

        """,
        "App/TipApp.swift": """
        import SwiftUI

        @main
        struct TipApp: App {
          var body: some Scene { WindowGroup { TipJarView() } }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restore("lastNonRenewingPurchase") == 0)
    #expect(restore("lastRenewingSubscription") == 1)
  }

  @Test("Adapty's purchase is a purchase call; the app's wrapper of the same name is not the place")
  func adaptyPurchase() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Clips"),
      "Sources/Clips/BuyButton.swift": """
      import SwiftUI

      struct BuyButton: View {
        let product: AdaptyPaywallProduct
        var body: some View {
          Button("Continue") { AdaptyService.shared.makePurchase(product: product) }
        }
      }

      """,
      "Sources/Clips/Services/AdaptyService.swift": """
      import Adapty

      final class AdaptyService {
        static let shared = AdaptyService()
        func makePurchase(product: AdaptyPaywallProduct) {
          Adapty.makePurchase(product: product) { _ in }
        }
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(
      notes.allSatisfy { $0.file == "Sources/Clips/Services/AdaptyService.swift" && $0.line == 6 })
  }

  @Test(
    "Swift 2's addPayment buys like add(payment): the known-issue notes sit on it, not on the wrapper's call"
  )
  func swiftTwoAddPayment() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Wodeo"),
      "Sources/Wodeo/ProductPage.swift": """
      import UIKit

      final class ProductPage: UIViewController {
        var products: [SKProduct] = []
        func buyButtonTapped(button: UIButton) {
          Store.helper.purchaseProduct(products[button.tag])
        }
      }

      """,
      "Sources/Wodeo/IAPHelper.swift": """
      import StoreKit

      final class IAPHelper {
        func purchaseProduct(product: SKProduct) {
          let payment = SKPayment(product: product)
          SKPaymentQueue.defaultQueue().addPayment(payment)
        }
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(notes.allSatisfy { $0.file == "Sources/Wodeo/IAPHelper.swift" && $0.line == 6 })
    let queue =
      (try? SwiftTokenizer.tokenize("SKPaymentQueue.defaultQueue().addPayment(payment)")) ?? []
    #expect(Paywall.isOtherPurchaseCall(queue, 0))
  }

  @Test(
    "A controller method another file calls is one of its entry points: the Restore action of the sheet it shows counts"
  )
  func controllerMethodCalledByScene() {
    func restoreFindings(_ actions: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Dainzu"),
        "Sources/Dainzu/GameViewController.swift": """
        import StoreKit
        import UIKit

        final class GameViewController: UIViewController {
          var product: SKProduct?
          func removeAdsButtonPressed(sourceView: UIView) {
            let sheet = UIAlertController(title: "Remove Ads", message: nil, preferredStyle: .actionSheet)
            \(actions)
            present(sheet, animated: true)
          }
          private func removeAds() {
            guard let product else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
          private func restorePurchases() {
            SKPaymentQueue.default().restoreCompletedTransactions()
          }
        }

        """,
        "Sources/Dainzu/GameScene.swift": """
        import SpriteKit

        final class GameScene: SKScene {
          weak var gameViewController: GameViewController?
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            gameViewController?.removeAdsButtonPressed(sourceView: view!)
          }
        }

        """,
        "Sources/Dainzu/AppDelegate.swift": """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window?.rootViewController = GameViewController()
            return true
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    let buy =
      "sheet.addAction(UIAlertAction(title: \"Buy\", style: .default) { _ in self.removeAds() })"
    let restore =
      "sheet.addAction(UIAlertAction(title: \"Restore\", style: .default) { _ in self.restorePurchases() })"
    #expect(restoreFindings(buy + "\n" + restore) == 0)
    #expect(restoreFindings(buy) == 1)
  }

}
