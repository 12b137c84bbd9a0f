import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the sixty-fourth to sixty-sixth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct SixtySixthRoundShapeTests {
  /// A UIKit app delegate (`@main`) whose launch runs `launching`.
  private static func appDelegate(launching: String) -> String {
    """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        LAUNCHING
        return true
      }
    }

    """.replacingOccurrences(of: "LAUNCHING", with: launching)
  }

  /// An app whose `PurchaseManager` sells RevenueCat subscriptions and
  /// credit packs; `ChallengesView` (a name that says nothing of credits)
  /// buys with `purchaseCall` and has no Restore.
  private static func creditsScreen(purchaseCall: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct PetApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
      }

      struct HomeView: View {
        @State private var showChallenges = false
        var body: some View {
          Button("Challenges") { showChallenges = true }
            .sheet(isPresented: $showChallenges) { ChallengesView() }
        }
      }

      """,
      "App/PurchaseManager.swift": """
      import RevenueCat

      @MainActor
      final class PurchaseManager: ObservableObject {
        static let shared = PurchaseManager()
        @Published var monthlyPackage: Package?
        @Published var creditPackages: [Package] = []
        @Published var isEligibleForTrial = false

        func load() async {
          let offerings = try? await Purchases.shared.offerings()
          monthlyPackage = offerings?.current?.monthly
          creditPackages = offerings?.offering(identifier: "credits")?.availablePackages ?? []
        }

        func purchase(package: Package) async -> Bool {
          (try? await Purchases.shared.purchase(package: package)) != nil
        }

        func purchaseCredits(package: Package) async -> Bool {
          (try? await Purchases.shared.purchase(package: package)) != nil
        }
      }

      """,
      "App/ChallengesView.swift": """
      import SwiftUI
      import RevenueCat

      struct ChallengesView: View {
        @ObservedObject var purchaseManager = PurchaseManager.shared
        var body: some View {
          List(purchaseManager.creditPackages, id: \\.identifier) { package in
            Button(package.storeProduct.localizedPriceString) {
              Task { _ = await purchaseManager.\(purchaseCall)(package: package) }
            }
          }
        }
      }

      """,
    ])
  }

  @Test("A screen buying only through a credits purchase method sells consumables")
  func creditsPurchaseMethodSellsConsumables() {
    let findings = Self.creditsScreen(purchaseCall: "purchaseCredits")
    #expect(!findings.contains { $0.rule == .paywallMissingRestore })
    #expect(!findings.contains { $0.rule == .paywallMissingLegalLinks })
  }

  @Test("The same screen buying through the manager's general purchase method still owes Restore")
  func generalPurchaseMethodStillOwesRestore() {
    let findings = Self.creditsScreen(purchaseCall: "purchase")
    #expect(
      findings.contains {
        $0.rule == .paywallMissingRestore && $0.file == "App/ChallengesView.swift"
      })
  }

  @Test("Purchase methods are named for consumables by their words, not their letters")
  func purchaseMethodNames() {
    #expect(Paywall.buysConsumables("purchaseCreditPack"))
    #expect(Paywall.buysConsumables("buyCoins"))
    #expect(Paywall.buysConsumables("purchaseTip"))
    #expect(!Paywall.buysConsumables("purchaseMultiple"))
    #expect(!Paywall.buysConsumables("purchaseNonConsumable"))
    #expect(!Paywall.buysConsumables("purchaseWithToken"))
    #expect(!Paywall.buysConsumables("purchaseProduct"))
    #expect(!Paywall.buysConsumables("buttonCredits"))
  }

  /// An Xcode 16 project whose app target builds the synchronized folder
  /// `Tap/`; `files` are the repository's files beside the project.
  private static func synchronizedApp(_ files: [String: String]) -> [Finding] {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
          G = { isa = PBXGroup; children = (S); sourceTree = "<group>"; };
          S = { isa = PBXFileSystemSynchronizedRootGroup; path = Tap; sourceTree = "<group>"; };
          T = { isa = PBXNativeTarget; name = Tap; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S); buildConfigurationList = L2; };
          L = { isa = XCConfigurationList; buildConfigurations = (C1); };
          L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
          C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Tap/Info.plist; }; };
        };
        rootObject = R;
      }
      """
    return Fixtures.findings(
      files: files.merging(["Tap.xcodeproj/project.pbxproj": project]) { $1 })
  }

  private static let tapPaywall = """
    import SwiftUI
    import StoreKit

    @main
    struct TapApp: App {
      var body: some Scene { WindowGroup { PaywallView() } }
    }

    struct PaywallView: View {
      var body: some View {
        VStack {
          Text("Premium: $4.99 / month")
          Button("Subscribe") { Task { _ = try? await Product.products(for: ["tap.monthly"]).first?.purchase() } }
          Button("Restore") { Task { try? await AppStore.sync() } }
        }
      }
    }

    """

  @Test(
    "A missing synchronized folder's sources committed beside the project are audited as the app's")
  func missingSynchronizedFolderSourcesBesideProject() {
    let findings = Self.synchronizedApp([
      "TapApp.swift": Self.tapPaywall,
      "Info.plist": RecallCase.plist([("CFBundleDisplayName", "Tap")]),
    ])
    // `INFOPLIST_FILE = Tap/Info.plist` is the plist beside the project too.
    #expect(!findings.contains { $0.rule == .customInfoPlistNotUsed }, "\(findings)")
    #expect(findings.contains { $0.rule == .hardcodedPrice && $0.file == "TapApp.swift" })
    let note = findings.first { $0.rule == .unreadableFile }
    #expect(note?.file == "Tap.xcodeproj/project.pbxproj")
    #expect(note?.message.contains("synchronized folder Tap/ is not in this folder") == true)
    #expect(note?.message.contains("the 1 Swift file(s) beside the project") == true)
  }

  @Test("A synchronized folder that is here keeps the files beside the project unbuilt")
  func presentSynchronizedFolderLeavesFilesBesideUnbuilt() {
    let findings = Self.synchronizedApp([
      "TapApp.swift": Self.tapPaywall,
      "Tap/ContentView.swift":
        "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n",
    ])
    #expect(!findings.contains { $0.file == "TapApp.swift" })
    #expect(!findings.contains { $0.rule == .unreadableFile })
  }

  @Test(
    "A missing synchronized folder with nothing beside the project is noted, not passed silently")
  func missingSynchronizedFolderIsNoted() {
    let findings = Self.synchronizedApp(["README.md": "# Tap\n"])
    #expect(
      findings.contains {
        $0.rule == .unreadableFile
          && $0.message.contains(
            "synchronized folder Tap/ is not in this folder; the files it holds were not audited")
      })
    // A folder the repository ignores is missing from every clone by design.
    let ignored = Self.synchronizedApp(["README.md": "# Tap\n", ".gitignore": "Tap/\n"])
    #expect(!ignored.contains { $0.rule == .unreadableFile }, "\(ignored)")
    // Files another project builds are that project's, not the missing folder's
    // (an old copy of the project kept after a rename).
    let renamed = Self.synchronizedApp([
      "Real.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Real", folder: "Real", sources: ["TapApp.swift"], settings: ""),
      "Real/TapApp.swift": Self.tapPaywall,
    ])
    #expect(
      renamed.contains {
        $0.rule == .unreadableFile && $0.message.contains("the files it holds were not audited")
      }, "\(renamed)")
  }

  /// An app configuring RevenueCat with a real-looking key and handing
  /// `"REPLACE_WITH_YOUR_KEY"` to `call`'s `apiKey:`.
  private static func placeholderHandedTo(_ call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Setup.swift": """
      import RevenueCat
      import PostHog

      final class PurchaseService {
        init(apiKey: String) { Purchases.configure(withAPIKey: apiKey) }
      }

      enum Setup {
        static func run() {
          Purchases.logLevel = .warn
          let config = CALL(apiKey: "REPLACE_WITH_YOUR_KEY")
          _ = config
        }
      }

      """.replacingOccurrences(of: "CALL", with: call)
    ]).filter { $0.rule == .placeholderAPIKey }
  }

  @Test(
    "A placeholder handed to another SDK's initialiser is its key; one handed to the app's own type may be RevenueCat's"
  )
  func placeholderOfOtherSDKInitialiser() {
    #expect(Self.placeholderHandedTo("PostHogConfig").isEmpty)
    #expect(Self.placeholderHandedTo("PurchaseService").count == 1)
  }

  @Test("An observer's handler whose parameter is typed NotificationCenter is no second broadcast")
  func handlerTypedNotificationCenter() {
    let findings = Fixtures.findings(files: [
      "App/StoreViewController.swift": """
      import UIKit
      import StoreKit

      enum PurchaseNotificationKeys {
        static let success = "purchaseSuccess"
      }

      final class StoreViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(purchaseSuccess(nofi:)),
            name: NSNotification.Name(rawValue: PurchaseNotificationKeys.success), object: nil)
        }

        @objc func purchaseSuccess(nofi: NotificationCenter) {
          isPurchased = true
        }

        private var isPurchased = false
      }

      """
    ]).filter {
      $0.rule == .notificationSubscriptionState && $0.file == "App/StoreViewController.swift"
    }
    #expect(findings.map(\.line) == [11], "\(findings)")
  }

  /// A screen buying an accessory through the app's `purchase(accessory:)`,
  /// whose body is `body`, in an app that also sells a subscription.
  private static func accessoryShop(body: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct PetApp: App {
        var body: some Scene { WindowGroup { TabView { ShopView(); PremiumView() } } }
      }

      struct PremiumView: View {
        var body: some View {
          Button("Subscribe monthly") { Task { _ = try? await Product.products(for: ["pet.monthly"]).first?.purchase() } }
          Button("Restore") { Task { try? await AppStore.sync() } }
          Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
        }
      }

      """,
      "App/Shop.swift": """
      import SwiftUI
      import StoreKit

      final class Player { var gems = 10; var owned: [String] = [] }

      final class AccessoryManager {
        static let shared = AccessoryManager()
        func canPurchase(accessory: String, player: Player) -> Bool { player.gems >= 5 }
        func purchase(accessory: String, player: Player) -> Bool {
          BODY
        }
      }

      struct ShopView: View {
        let player = Player()
        var body: some View {
          Button("Hat") { _ = AccessoryManager.shared.purchase(accessory: "hat", player: player) }
        }
      }

      """.replacingOccurrences(of: "BODY", with: body),
    ]).filter { $0.file == "App/Shop.swift" && $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A purchase function that only checks canPurchase and spends game currency makes no paywall")
  func accessoryShopSpendingGameCurrency() {
    #expect(
      Self.accessoryShop(
        body: "guard canPurchase(accessory: accessory, player: player) else { return false }\n"
          + "player.gems -= 5; player.owned.append(accessory); return true"
      ).isEmpty)
    #expect(
      Self.accessoryShop(
        body: "Task { _ = try? await Product.products(for: [accessory]).first?.purchase() }\n"
          + "return true"
      ).count == 1)
  }

  /// `hardcoded-price` findings in a `UIView` subclass holding a price
  /// sentence in `infoStr`, whose `setup()` runs `use`.
  private static func splashPrices(use: String, attribute: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Self.appDelegate(launching: "SplashPage().setup()"),
      "App/SplashPage.swift": """
      import UIKit
      import StoreKit

      ATTRIBUTEfinal class SplashPage: UIView {
        var infoStr = "Unlimited access for $9.99 per week, auto renewable, cancel anytime."
        let label = UILabel()
        func setup() {
          USE
        }
      }

      """.replacingOccurrences(of: "USE", with: use).replacingOccurrences(
        of: "ATTRIBUTE", with: attribute),
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price sentence in a UIView subclass's property nothing reads is never shown")
  func unreadPropertyOfPlatformView() {
    #expect(Self.splashPrices(use: "label.text = \"Loading…\"").isEmpty)
    #expect(Self.splashPrices(use: "label.text = infoStr").count == 1)
    // `@objcMembers` lets Objective-C (a storyboard's runtime attributes) read it.
    #expect(
      Self.splashPrices(use: "label.text = \"Loading…\"", attribute: "@objcMembers\n").count == 1)
  }

  /// `paywall-missing-legal-links` for a paywall whose one link button opens
  /// `LinkManager.shared.infoURL`, declared as `declaration`.
  private static func constantLink(_ declaration: String, throughMethod: Bool = false)
    -> [Finding]
  {
    let action =
      throughMethod
      ? "openInfo" : "{ UIApplication.shared.open(URL(string: LinkManager.shared.infoURL)!) }"
    return Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct InfoApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      final class LinkManager {
        static let shared = LinkManager()
        DECLARATION
      }

      struct PaywallView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text(product?.displayPrice ?? "")
            Button("Subscribe monthly") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Button(action: ACTION) {
              Image(systemName: "info.circle")
            }
          }
        }
        func openInfo() { UIApplication.shared.open(URL(string: LinkManager.shared.infoURL)!) }
      }

      """.replacingOccurrences(of: "DECLARATION", with: declaration).replacingOccurrences(
        of: "ACTION", with: action)
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A link opening a constant's address opens what the address names")
  func linkThroughConstant() {
    let privacyOnly = Self.constantLink("let infoURL = \"https://subkit.dev/Privacy_Policy.html\"")
    #expect(privacyOnly.map(\.severity) == [.error], "\(privacyOnly)")
    #expect(privacyOnly.first?.message.contains("Terms of Use (EULA) and Privacy") == false)
    let throughMethod = Self.constantLink(
      "let infoURL = \"https://subkit.dev/Privacy_Policy.html\"", throughMethod: true)
    #expect(throughMethod.map(\.severity) == [.error], "\(throughMethod)")
    // An address read at run time is still the doctor's guess.
    let remote = Self.constantLink(
      "var infoURL: String { UserDefaults.standard.string(forKey: \"u\") ?? \"\" }")
    #expect(remote.map(\.severity) == [.note], "\(remote)")
  }

  @Test("In an app locking itself with Face ID anywhere, a published isUnlocked is the lock's")
  func biometricLockElsewhere() {
    func notes(_ settingsImport: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["AppState.swift", "SettingsView.swift"],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        "App/AppState.swift": """
        import StoreKit

        final class AppState: ObservableObject {
          @Published var isUnlocked = true
        }

        """,
        "App/SettingsView.swift": "import SwiftUI\n\(settingsImport)\nlet faceIDLock = true\n",
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(notes("import LocalAuthentication") == 0)
    #expect(notes("import Foundation") == 1)
  }

  @Test("A member named Purchases is not RevenueCat's type; RevenueCat.Purchases is")
  func purchasesMember() throws {
    func usesSDK(_ code: String) throws -> Bool {
      try SwiftSource(path: "App/A.swift", role: .app, bytes: Array(code.utf8))
        .words.contains(.purchasesSDK)
    }
    #expect(try !usesSDK("let title = Strings.ProfileOptions.Purchases.title\n"))
    #expect(try usesSDK("let purchases = RevenueCat.Purchases.shared\n"))
    #expect(try usesSDK("let purchases = Purchases.shared\n"))
  }

  @Test("Firebase's GoogleService-Info.plist holds no RevenueCat key")
  func firebasePlistPlaceholder() {
    let plist = RecallCase.plist([("API_KEY", "YOUR_API_KEY")])
    func placeholders(_ name: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": "import RevenueCat\nlet purchases = Purchases.shared\n",
        "App/\(name)": plist,
      ]).count { $0.rule == .placeholderAPIKey }
    }
    #expect(placeholders("GoogleService-Info.plist") == 0)
    #expect(placeholders("Keys.plist") == 1)
  }

  /// A storyboard whose initial scene is `controller`, whose button sends `action`.
  private static func storyboard(_ controller: String, identifier: String, action: String)
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC1">
      <scenes>
        <scene sceneID="S1">
          <objects>
            <viewController storyboardIdentifier="IDENTIFIER" id="VC1" customClass="CONTROLLER" sceneMemberID="viewController">
              <button id="B1"><connections><action selector="ACTION" destination="VC1" id="A1"/></connections></button>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>

    """.replacingOccurrences(of: "CONTROLLER", with: controller).replacingOccurrences(
      of: "IDENTIFIER", with: identifier
    ).replacingOccurrences(of: "ACTION", with: action)
  }

  /// `paywall-missing-restore` for a UIKit app launching from `Main.storyboard`
  /// whose home screen runs `loader` to show `Premium.storyboard`'s initial
  /// scene, a subscription screen without Restore.
  private static func premiumStoryboard(loader: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Info.plist": RecallCase.plist([("UIMainStoryboardFile", "Main")]),
      "App/Base.lproj/Main.storyboard": storyboard(
        "HomeViewController", identifier: "home", action: "upgrade:"),
      "App/Premium/Premium.storyboard": storyboard(
        "PremiumViewController", identifier: "paywall", action: "subscribeMonthly:"),
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }

      final class HomeViewController: UIViewController {
        @IBAction func upgrade(_ sender: UIButton) {
          LOADER
        }
      }

      """.replacingOccurrences(of: "LOADER", with: loader),
      "App/Premium/PremiumViewController.swift": """
      import UIKit
      import StoreKit

      final class PremiumViewController: UIViewController {
        @IBAction func subscribeMonthly(_ sender: UIButton) {
          let payment = SKMutablePayment()
          payment.productIdentifier = "app.premium.monthly"
          SKPaymentQueue.default().add(payment)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A storyboard whose only loader is commented out creates no screen; a live loader does")
  func storyboardLoadedOnlyInComment() {
    let live =
      "present(UIStoryboard(name: \"Premium\", bundle: nil).instantiateInitialViewController()!, animated: true)"
    #expect(Self.premiumStoryboard(loader: "// " + live).isEmpty)
    #expect(Self.premiumStoryboard(loader: live).count == 1)
    // R.swift's generated accessor names the storyboard too.
    #expect(
      Self.premiumStoryboard(
        loader: "present(R.storyboard.premium.instantiateInitialViewController()!, animated: true)"
      ).count == 1)
  }

  @Test("A synchronized folder written in another letter case is the folder on disk")
  func synchronizedFolderLetterCase() {
    let findings = Self.synchronizedApp(["TAP/TapApp.swift": Self.tapPaywall])
    #expect(findings.contains { $0.rule == .hardcodedPrice && $0.file == "TAP/TapApp.swift" })
    #expect(!findings.contains { $0.rule == .unreadableFile }, "\(findings)")
  }

  /// `hardcoded-price` findings for a plan factory whose default argument is
  /// a price, called by `caller`.
  private static func planFactoryPrices(caller: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct PlansApp: App {
        var body: some Scene { WindowGroup { Text("Plans") } }
      }

      """,
      "App/ProductInfo.swift": """
      import StoreKit

      public struct ProductInfo {
        public let id: String
        public let priceFormatted: String

        public static func monthlyPlan(
          id: String = "com.plans.monthly",
          priceFormatted: String = "$9.99"
        ) -> ProductInfo {
          ProductInfo(id: id, priceFormatted: priceFormatted)
        }
      }

      """,
      "App/Caller.swift": caller,
    ]).filter { $0.rule == .hardcodedPrice && $0.file == "App/ProductInfo.swift" }
  }

  @Test("A price as a default argument of a factory only a test double calls is never shown")
  func defaultArgumentPriceOfStubOnlyFactory() {
    let stub =
      "struct StubProductRepository {\n  func products() -> [ProductInfo] { [ProductInfo.monthlyPlan()] }\n}\n"
    #expect(Self.planFactoryPrices(caller: stub).isEmpty)
    let live =
      "struct PlanStore {\n  func products() -> [ProductInfo] { [ProductInfo.monthlyPlan()] }\n}\nlet shownPlans = PlanStore().products()\n"
    #expect(Self.planFactoryPrices(caller: live).count == 1)
  }

  @Test("A committed built app is a build product: skipped, its .storekit copy no leftover")
  func committedBuiltAppSkipped() throws {
    let report = try Fixtures.auditWithStoreKitFile(
      at: "builds/Cleaner.app/Contents/Resources/Products.storekit")
    #expect(!report.findings.contains { $0.rule == .storeKitConfigDrift }, "\(report.findings)")
    #expect(
      report.summary.skipped.contains {
        $0.path == "builds/Cleaner.app/" && $0.reason == "build products (a built app)"
      }, "\(report.summary.skipped)")
  }

  /// `hardcoded-price` findings in a Lite app's project beside the App Store
  /// app's, the Lite app's upgrade screen using `upgrade`.
  private static func liteAppPrices(upgrade: String) -> [Finding] {
    Fixtures.findings(files: [
      "Cleaner.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Cleaner", folder: "Cleaner", sources: ["Store.swift"], settings: "SDKROOT = macosx;"),
      "Cleaner/Store.swift": """
      import StoreKit

      @main
      enum CleanerMain {
        static func main() async { _ = try? await Product.products(for: ["cleaner.pro"]) }
      }

      """,
      "Lite/Lite.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Lite", folder: "Lite", sources: ["UpgradeView.swift"], settings: "SDKROOT = macosx;"),
      "Lite/Lite/UpgradeView.swift": """
      import SwiftUI
      IMPORTS

      @main
      struct LiteApp: App {
        var body: some Scene { WindowGroup { UpgradeView() } }
      }

      struct UpgradeView: View {
        var body: some View {
          Text("Upgrade to Pro for $19.99")
          UPGRADE
        }
      }

      """.replacingOccurrences(of: "UPGRADE", with: upgrade).replacingOccurrences(
        of: "IMPORTS", with: upgrade.contains("Product") ? "import StoreKit" : ""),
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "A Lite app selling licence keys beside the App Store app in one folder has no store prices")
  func licenceKeyAppBesideStoreApp() {
    let licence = "Button(\"Activate\") { LicenseService.activate(licenseKey: \"\") }"
    #expect(Self.liteAppPrices(upgrade: licence).isEmpty)
    let store = "Button(\"Buy\") { Task { _ = try? await Product.products(for: [\"lite.pro\"]) } }"
    #expect(Self.liteAppPrices(upgrade: store).count == 1)
  }

  /// `notification-subscription-state` lines of `AccessManager.swift`, whose
  /// observer of the store's purchase notification runs `handler`.
  private static func observerLines(handler: String) -> [Int?] {
    Fixtures.findings(files: [
      "App/StoreManager.swift": """
      import StoreKit

      extension Notification.Name {
        static let storePurchaseCompleted = Notification.Name("storePurchaseCompleted")
      }

      final class StoreManager {
        func buy(_ product: Product) async throws {
          _ = try await product.purchase()
          NotificationCenter.default.post(name: .storePurchaseCompleted, object: true)
        }
      }

      """,
      "App/AccessManager.swift": """
      import Foundation

      final class AccessManager {
        var isPremium = false
        init() {
          NotificationCenter.default.addObserver(
            forName: .storePurchaseCompleted, object: nil, queue: .main
          ) HANDLER
        }
        func refresh() async { isPremium = true }
      }

      """.replacingOccurrences(of: "HANDLER", with: handler),
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file == "App/AccessManager.swift" }
      .map(\.line)
  }

  @Test("An observer closure that drops the notification and asks the owner is a cue, not a copy")
  func observerClosureIgnoringNotification() {
    #expect(
      Self.observerLines(handler: "{ [weak self] _ in Task { await self?.refresh() } }").isEmpty)
    #expect(
      Self.observerLines(
        handler: "{ [weak self] note in self?.isPremium = note.object as? Bool ?? false }") == [6])
    // Dropping the notification but setting its own flag keeps a copy.
    #expect(Self.observerLines(handler: "{ [weak self] _ in self?.isPremium = true }") == [6])
  }

  @Test(
    "Positional placeholders ($1 and $2 ending a sentence, a placeholder call's argument) are no prices"
  )
  func positionalPlaceholders() {
    func prices(_ line: String) -> Int {
      Fixtures.findings(files: [
        "App/Agreement.swift": "import StoreKit\n\nfunc agreement() -> String {\n  \(line)\n}\n"
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices("return \"Signing up constitutes acceptance of the $1 and the $2.\"") == 0)
    #expect(prices("return text.replacingPlaceholder(\"$1\", with: terms)") == 0)
    #expect(prices("return \"Upgrade for $2.99 and unlock $1 of extras\"") == 1)
  }

  @Test(
    "An analytics type's purchase(source:) is no store purchase though the store's wrapper shares its label"
  )
  func analyticsPurchaseEvent() {
    let lines = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Fit"),
      "Sources/Fit/App.swift": """
      import SwiftUI

      @main
      struct FitApp: App {
        var body: some Scene { WindowGroup { Text("Fit") } }
      }

      """,
      "Sources/Fit/AnalyticsManager.swift": """
      final class AnalyticsManager {
        static let shared = AnalyticsManager()
        func purchase(source: String, price: Double) {
          capture("purchased", ["source": source, "price": price])
        }
        func capture(_ event: String, _ properties: [String: Any]) {}
      }

      """,
      "Sources/Fit/IAPManager.swift": """
      import StoreKit

      final class IAPManager {
        static let shared = IAPManager()
        var product: Product?
        func purchase(source: String) async throws {
          guard let product else { return }
          AnalyticsManager.shared.purchase(source: source, price: 4.99)
          _ = try await product.purchase()
        }
      }

      let launch = Task { try? await IAPManager.shared.purchase(source: "launch") }

      """,
    ]).filter { $0.file == "Sources/Fit/IAPManager.swift" }.map(\.line)
    #expect(!lines.isEmpty)
    #expect(!lines.contains(8), "\(lines)")
  }

  /// `purchases-multiple-owners` findings for a popover that loads the
  /// offerings with `load`, beside the paywall owning `Purchases.shared`.
  private static func popoverOwners(load: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct TimerApp: App {
        var body: some Scene { WindowGroup { PaywallView(); PopoverView() } }
      }

      final class UserViewModel: ObservableObject {
        static let shared = UserViewModel()
        @Published var offerings: Offerings?
      }

      struct PaywallView: View {
        var body: some View {
          Button("Subscribe") {
            Task {
              guard let package = UserViewModel.shared.offerings?.current?.monthly else { return }
              _ = try? await Purchases.shared.purchase(package: package)
            }
          }
        }
      }

      struct PopoverView: View {
        @State private var offerings: Offerings?
        var body: some View {
          Text("Timer").task { try? await load() }
        }
        func load() async throws {
          LOAD
        }
      }

      """.replacingOccurrences(of: "LOAD", with: load)
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test("Offerings awaited straight into another type's shared instance keep no copy")
  func awaitedOfferingsIntoSharedOwner() {
    #expect(
      Self.popoverOwners(
        load: "UserViewModel.shared.offerings = try await Purchases.shared.offerings()"
      ).isEmpty)
    #expect(
      Self.popoverOwners(load: "offerings = try await Purchases.shared.offerings()").count == 1)
  }

  @Test("A notification asking for the onboarding shown after buying is navigation")
  func onboardingNotificationIsNavigation() {
    #expect(!NotificationSubscriptionStateRule.isStateName("SpotShowPostPurchaseProOnboarding"))
    #expect(NotificationSubscriptionStateRule.isStateName("SpotPurchaseProCompleted"))
  }

  /// `paywall-missing-restore` findings for a screen running `call`, in an
  /// app whose store buys through its own `subscribe(to:)`.
  private static func rxScreen(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Self.appDelegate(
        launching: "window?.rootViewController = AttendanceViewController()"),
      "App/Store.swift": """
      import StoreKit

      final class Store {
        static let shared = Store()
        func subscribe(to plan: String) {
          let payment = SKMutablePayment()
          payment.productIdentifier = plan
          SKPaymentQueue.default().add(payment)
        }
      }

      """,
      "App/AttendanceViewController.swift": """
      import UIKit
      import RxSwift
      import StoreKit

      final class AttendanceViewController: UIViewController {
        let members = Observable<[String]>.just([])
        override func viewDidLoad() {
          super.viewDidLoad()
          CALL
        }
      }

      """.replacingOccurrences(of: "CALL", with: call),
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A stream's subscribe(onNext:) is no purchase though the app buys through its own subscribe(to:)"
  )
  func streamSubscribeIsNoPurchase() {
    #expect(Self.rxScreen(call: "members.subscribe(onNext: { print($0) })").isEmpty)
    #expect(Self.rxScreen(call: "Store.shared.subscribe(to: \"app.monthly\")").count == 1)
  }
}
