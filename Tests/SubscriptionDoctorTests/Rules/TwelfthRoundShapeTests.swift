import Testing

@testable import SubscriptionDoctor

/// Shapes from the twelfth round's measurement (docs/doctor-rules.md,
/// "Twelfth round"): a fallback `Purchases.configure` guarded by
/// `Purchases.isConfigured`, an error notification whose payload is a
/// sentence about a purchase, a tip jar buying through a manager that
/// also sells a lifetime unlock, and purchase code no app code uses.
struct TwelfthRoundShapeTests {
  private static let app = """
    import SwiftUI
    import RevenueCat

    @main
    struct TipsApp: App {
      init() {
        Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1")
      }
      var body: some Scene { WindowGroup { Text("Tips").environmentObject(StoreManager()) } }
    }

    """

  private static func store(_ body: String) -> String {
    """
    import RevenueCat

    final class StoreManager: ObservableObject {
      init() {
    \(body)
      }
    }

    """
  }

  private func findings(_ storeBody: String, rule: RuleID) -> [Finding] {
    Fixtures.findings(files: [
      "App/TipsApp.swift": Self.app, "App/StoreManager.swift": Self.store(storeBody),
    ]).filter { $0.rule == rule }
  }

  @Test(
    "A fallback configure guarded by Purchases.isConfigured is no second call, and its placeholder key never reaches the SDK"
  )
  func guardedFallback() {
    for body in [
      "    if Purchases.isConfigured == false {\n      Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")\n    }",
      "    if !Purchases.isConfigured {\n      Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")\n    }",
      "    guard !Purchases.isConfigured else { return }\n    Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")",
      "    if Purchases.isConfigured { return }\n    Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")",
      // The `else` of the test (app036, fortieth round).
      "    if Purchases.isConfigured {\n      Purchases.logLevel = .info\n    } else {\n      Purchases.logLevel = .info\n      Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")\n    }",
    ] {
      #expect(findings(body, rule: .configureCalledTwice).isEmpty, "\(body)")
      #expect(findings(body, rule: .placeholderAPIKey).isEmpty, "\(body)")
    }
  }

  @Test(
    "An unguarded second configure, or one after an isConfigured test that guards something else, still fires"
  )
  func unguardedSecondCall() {
    for body in [
      "    Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")",
      "    if Purchases.isConfigured { Purchases.shared.invalidateCustomerInfoCache() }\n    Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")",
      "    if !Purchases.isConfigured {\n      Purchases.logLevel = .info\n    } else {\n      Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")\n    }",
    ] {
      #expect(findings(body, rule: .configureCalledTwice).count == 1, "\(body)")
      #expect(findings(body, rule: .placeholderAPIKey).count == 1, "\(body)")
    }
  }

  @Test("A guarded configure that is the app's only one still hands over its placeholder key")
  func guardedOnlyCall() {
    let findings = Fixtures.findings(files: [
      "App/StoreManager.swift": Self.store(
        "    if !Purchases.isConfigured {\n      Purchases.configure(withAPIKey: \"YOUR_REVENUECAT_API_KEY\")\n    }"
      )
    ]).filter { $0.rule == .placeholderAPIKey }
    #expect(findings.count == 1, "\(findings)")
  }

  private func broadcasts(_ statement: String) -> [Finding] {
    let store = """
      import StoreKit

      final class StoreManager: NSObject, SKPaymentTransactionObserver {
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .deferred {
      \(statement)
          }
        }
      }

      """
    return Fixtures.findings(files: ["App/StoreManager.swift": store])
      .filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "A sentence about a purchase in an error notification's payload is a message, not the state broadcast; a name with spaces still is"
  )
  func sentencesInPayloads() {
    let error = """
            NotificationCenter.default.post(Notification(name: Notification.Name(rawValue: "ERROR"), object: nil, userInfo: ["error": NSError(domain: NSLocalizedString("Purchase deferred", comment: "Shown when a purchase waits for a parent's approval"), code: 0)]))
      """
    #expect(broadcasts(error).isEmpty)
    for named in [
      "      NotificationCenter.default.post(name: Notification.Name(\"Premium Status Changed\"), object: nil)",
      "      NotificationCenter.default.post(name: Notification.Name(rawValue: \"premiumStatusChanged\"), object: nil)",
      "      NotificationCenter.default.post(name: .init(\"ERROR\"), object: nil, userInfo: [\"isPremium\": false])",
    ] {
      #expect(broadcasts(named).count == 1, "\(named)")
    }
  }

  /// A RevenueCat tip jar screen buying the `tips` offering's packages
  /// through a manager that also loads a lifetime unlock; the screen passes
  /// `entitlement` to the manager's purchase.
  private static func tipJar(entitlement: String) -> [String: String] {
    [
      "App/IAPManager.swift": """
      import RevenueCat

      final class IAPManager {
        static let shared = IAPManager()
        var tipPackages: [Package] = []
        var proOffering: Offering?

        func loadTips(_ done: @escaping (Bool) -> Void) {
          Purchases.shared.getOfferings { offerings, _ in
            self.tipPackages = offerings?.offering(identifier: "tips")?.availablePackages ?? []
            self.proOffering = offerings?.current
            done(true)
          }
        }

        func unlockPackage() -> Package? { proOffering?.lifetime }

        func purchase(package: Package, entitlementID: String?, completion: @escaping (Bool) -> Void) {
          Purchases.shared.purchase(package: package) { _, info, _, _ in
            completion(entitlementID.map { info?.entitlements[$0]?.isActive == true } ?? true)
          }
        }
      }

      """,
      "App/TipJarVC.swift": """
      import UIKit

      final class TipJarVC: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          IAPManager.shared.loadTips { _ in }
        }

        @objc private func didTapTip(_ sender: UIButton) {
          let tip = IAPManager.shared.tipPackages[sender.tag]
          IAPManager.shared.purchase(package: tip, entitlementID: \(entitlement)) { _ in }
        }
      }

      """,
    ]
  }

  @Test(
    "A tip jar passing no entitlement sells tips though its manager also sells a lifetime unlock; one passing an entitlement is held to the rules"
  )
  func tipJarOfALifetimeManager() {
    func errors(_ entitlement: String) -> Set<RuleID> {
      Set(
        Fixtures.findings(files: Self.tipJar(entitlement: entitlement))
          .filter { $0.file == "App/TipJarVC.swift" && $0.severity == .error }.map(\.rule))
    }
    #expect(errors("nil").isEmpty)
    #expect(errors("\"pro\"").contains(.paywallMissingRestore))
  }

  private static let oldPaywall = """
    import SwiftUI
    import RevenueCat

    struct OldPaywall: View {
      @State private var offering: Offering?
      var body: some View {
        VStack {
          ForEach(offering?.availablePackages ?? []) { package in
            Button(package.storeProduct.localizedPriceString) {
              Task { _ = try? await Purchases.shared.purchase(package: package) }
            }
          }
        }
        .task { offering = try? await Purchases.shared.offerings().current }
      }
    }

    #Preview { OldPaywall() }

    """

  private static func shop(root: String, main: Bool = true) -> [String: String] {
    [
      "App/ShopApp.swift": """
      import SwiftUI

      \(main ? "@main" : "")
      struct ShopApp: App {
        var body: some Scene { WindowGroup { \(root) } }
      }

      """,
      "App/OldPaywall.swift": oldPaywall,
    ]
  }

  @Test(
    "A paywall no app code shows (only its preview) is named in the summary, not audited; shown, or in a folder with no entry point, it is"
  )
  func paywallNothingShows() throws {
    func paywallRules(_ files: [String: String]) -> Set<RuleID> {
      Set(
        Fixtures.findings(files: files).filter { $0.file == "App/OldPaywall.swift" }.map(\.rule)
      ).intersection([.paywallMissingRestore, .paywallMissingLegalLinks])
    }
    #expect(paywallRules(Self.shop(root: "Text(\"Home\")")).isEmpty)
    #expect(paywallRules(Self.shop(root: "OldPaywall()")).count == 2)
    #expect(paywallRules(Self.shop(root: "Text(\"Home\")", main: false)).count == 2)
    let report = Doctor.report(
      ProjectSnapshot(
        files: Self.shop(root: "Text(\"Home\")").map {
          ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8))
        }))
    #expect(
      report.summary.paywalls == [
        "OldPaywall (App/OldPaywall.swift, not audited: no app code shows it)"
      ])
  }

  @Test(
    "A paywall only an unused helper shows is not audited either; once the app uses the helper, it is"
  )
  func paywallOnlyAnUnusedHelperShows() {
    func paywallRules(root: String) -> Set<RuleID> {
      var files = Self.shop(root: root)
      files["App/PaywallPresenter.swift"] = """
        import SwiftUI

        enum PaywallPresenter {
          @ViewBuilder static func paywall() -> some View { OldPaywall() }
        }

        """
      return Set(
        Fixtures.findings(files: files).filter { $0.file == "App/OldPaywall.swift" }.map(\.rule)
      ).intersection([.paywallMissingRestore, .paywallMissingLegalLinks])
    }
    #expect(paywallRules(root: "Text(\"Home\")").isEmpty)
    #expect(paywallRules(root: "PaywallPresenter.paywall()").count == 2)
    // The `@main` App declared inside the app delegate's braces: the delegate runs with it.
    let nested = [
      "App/AppDelegate.swift": """
      import SwiftUI

      class AppDelegate: NSObject {
        static let shared = AppDelegate()

        @main
        struct ShopApp: App {
          var body: some Scene { WindowGroup { OldPaywall() } }
        }
      }

      """,
      "App/OldPaywall.swift": Self.oldPaywall,
    ]
    #expect(Fixtures.findings(files: nested).contains { $0.rule == .paywallMissingRestore })
  }

  @Test("A UIKit purchase screen only a storyboard or Objective-C code could create is audited")
  func storyboardScreen() {
    let screen = """
      import UIKit
      import StoreKit

      final class StoreViewController: UIViewController {
        var products: [Product] = []
        @IBAction func buy(_ sender: UIButton) {
          Task { _ = try? await products[sender.tag].purchase() }
        }
      }

      """
    let app = """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {}

      """
    let storyboard = """
      <document><scenes><scene><objects>
      <viewController id="a1" customClass="StoreViewController" customModule="Shop">
      <button id="b1"><connections><action selector="buy:" destination="a1" id="c1"/></connections></button>
      </viewController>
      </objects></scene></scenes></document>

      """
    func restoreErrors(_ files: [String: String]) -> Int {
      Fixtures.findings(files: files).count { $0.rule == .paywallMissingRestore }
    }
    let files = ["App/AppDelegate.swift": app, "App/StoreViewController.swift": screen]
    #expect(restoreErrors(files) == 0)
    #expect(
      restoreErrors(files.merging(["App/Base.lproj/Main.storyboard": storyboard]) { $1 }) == 1)
    // Objective-C code may create it too, by naming it; importing the
    // generated header alone creates nothing.
    let header = "#import \"Shop-Swift.h\"\n"
    #expect(restoreErrors(files.merging(["App/Menu.m": header]) { $1 }) == 0)
    let creates = header + "void show(void) { [[StoreViewController alloc] init]; }\n"
    #expect(restoreErrors(files.merging(["App/Menu.m": creates]) { $1 }) == 1)
    #expect(restoreErrors(files.merging(["App/Menu.mm": creates]) { $1 }) == 1)
    // A longer name holding it is another class.
    let other = header + "[[StoreViewControllerCell alloc] init];\n"
    #expect(restoreErrors(files.merging(["App/Menu.m": other]) { $1 }) == 0)
    // An Objective-C file that could not be read may name it.
    var snapshot = ProjectSnapshot(
      files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) })
    snapshot.files.append(ProjectSnapshot.File(path: "App/Menu.m", bytes: nil, readError: "no"))
    snapshot.allPaths.insert("App/Menu.m")
    let findings = Doctor.diagnose(snapshot).filter { !Fixtures.isNoProjectNote($0) }
    #expect(findings.count { $0.rule == .paywallMissingRestore } == 1)
    #expect(!findings.contains { $0.rule == .unreadableFile })
  }

  @Test(
    "A second store manager nobody creates holds no known StoreKit issue; the one the app uses does"
  )
  func secondManagerNobodyCreates() {
    func manager(_ name: String) -> String {
      """
      import StoreKit

      final class \(name) {
        static let shared = \(name)()
        func load() async throws -> [Product] { try await Product.products(for: ["pro"]) }
      }

      """
    }
    func noteFiles(using used: String) -> [String] {
      Fixtures.findings(files: [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "Shop", platforms: [.iOS(.v15)], targets: [.executableTarget(name: "Shop")])

        """,
        "Sources/Shop/ShopApp.swift": """
        import SwiftUI

        @main
        struct ShopApp: App {
          var body: some Scene { WindowGroup { Text("Home").task { _ = try? await \(used).shared.load() } } }
        }

        """,
        "Sources/Shop/AStoreManager.swift": manager("AStoreManager"),
        "Sources/Shop/BStoreManager.swift": manager("BStoreManager"),
      ]).filter { $0.rule == .knownStoreKitIssue }.map(\.file)
    }
    let used = noteFiles(using: "BStoreManager")
    #expect(!used.isEmpty)
    #expect(!used.contains("Sources/Shop/AStoreManager.swift"), "\(used)")
    #expect(noteFiles(using: "AStoreManager").contains("Sources/Shop/AStoreManager.swift"))
  }

  @Test(
    "SwiftyStoreKit's purchaseProduct, RevenueCat 3's purchasePackage and StoreKit 1's add(payment) meet the purchase issues"
  )
  func purchaseCallsOfOtherLibraries() {
    func purchaseNotes(_ call: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "Coins", platforms: [.iOS(.v17)], targets: [.executableTarget(name: "Coins")])

        """,
        "Sources/Coins/Store.swift": """
        import SwiftyStoreKit
        import Purchases

        enum Store {
          static func buy(_ id: String) {
            \(call)
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase sheet") }
    }
    #expect(purchaseNotes("SwiftyStoreKit.purchaseProduct(id, quantity: 1) { _ in }") == 1)
    #expect(purchaseNotes("Purchases.shared.purchasePackage(package) { _, _, _, _ in }") == 1)
    #expect(purchaseNotes("SwiftyStoreKit.retrieveProductsInfo([id]) { _ in }") == 0)
    #expect(purchaseNotes("SKPaymentQueue.default().add(SKPayment(product: product(id)))") == 1)
    #expect(purchaseNotes("observers.add(id)") == 0)
  }
}
