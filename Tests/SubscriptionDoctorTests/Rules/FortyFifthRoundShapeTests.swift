import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes of the forty-fifth round (docs/doctor-rules.md,
/// "Forty-fifth round"), each beside the shape that must still fire.
struct FortyFifthRoundShapeTests {
  /// `hardcoded-price` findings for a subscription manager whose simulated
  /// plans are built by a function called from `call`.
  private static func simulatedPlans(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct PlannerApp: App {
        @StateObject private var manager = SubscriptionManager()
        var body: some Scene {
          WindowGroup { Text(manager.plans.first?.price ?? "").task { await manager.load() } }
        }
      }

      struct SimPlan { let name: String; let price: String }

      final class SubscriptionManager: ObservableObject {
        @Published var products: [Product] = []
        @Published var plans: [SimPlan] = []
        func load() async {
          products = (try? await Product.products(for: ["tempa_yearly"])) ?? []
          \(call)
        }
        private func activateSimulation() {
          plans = [SimPlan(name: "Yearly", price: "$29.99")]
        }
      }

      """
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "Plans built by a function only #if DEBUG code calls never ship; called from running code they do"
  )
  func debugOnlyCaller() {
    #expect(Self.simulatedPlans(call: "#if DEBUG\n    activateSimulation()\n    #endif").isEmpty)
    #expect(Self.simulatedPlans(call: "if products.isEmpty { activateSimulation() }").count == 1)
  }

  /// Legal-links findings for an unlock screen saying `pitch`, in an app
  /// whose own countdown is named for a trial, with `storeKit` as its file.
  private static func unlockLegalLinks(pitch: String, storeKit: String? = nil) -> [Finding] {
    var files = [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct TeachingsApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      final class Preferences: ObservableObject {
        var daysSinceInstall = 0
        var trialDaysRemaining: Int { max(0, 7 - daysSinceInstall) }
      }

      struct PaywallView: View {
        @StateObject private var preferences = Preferences()
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("\\(preferences.trialDaysRemaining) days left")
            Text("\(pitch)")
            Button(product?.displayPrice ?? "") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { product = try? await Product.products(for: ["app.unlock"]).first }
        }
      }

      """
    ]
    if let storeKit { files["Products.storekit"] = storeKit }
    return Fixtures.findings(files: files).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "An app's own trial on a screen that says it sells once is no subscription; a trial alone is"
  )
  func appTrialOnUnlock() {
    #expect(Self.unlockLegalLinks(pitch: "No subscription. Pay once, unlock forever.").isEmpty)
    #expect(Self.unlockLegalLinks(pitch: "Unlock everything").count == 1)
  }

  @Test(
    "Products a hand-written .storekit lists under a key Xcode does not read still say what is sold, but never load"
  )
  func unreadProductLists() throws {
    let storeKit = """
      { "nonConsumableProducts" : [ { "productID" : "app.unlock", "type" : "NonConsumable",
          "displayPrice" : "4.99" } ],
        "version" : { "major" : 4, "minor" : 0 } }

      """
    #expect(Self.unlockLegalLinks(pitch: "Unlock everything", storeKit: storeKit).isEmpty)
    let file = try StoreKitFile.read(Array(storeKit.utf8))
    #expect(file.products.isEmpty)
    #expect(file.unreadProducts.map(\.id) == ["app.unlock"])
  }

  @Test("An amount after a comparison sign is a bound (table stakes), not a price")
  func comparisonBounds() {
    #expect(HardcodedPriceRule.isBound("Micro (≤ €0.10)", "€0.10"))
    #expect(HardcodedPriceRule.isBound("< $5.00", "$5.00"))
    #expect(!HardcodedPriceRule.isBound("Pro for $4.99", "$4.99"))
  }

  /// `plan-type-with-price` findings for a TCA reducer whose nested state
  /// stores a price, with `reducerPrice` in the reducer itself.
  private static func reducerPlans(reducerPrice: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/ProductPurchaseRow.swift": """
      import StoreKit

      struct ProductPurchaseRowLogic {
        \(reducerPrice)
        struct State: Equatable {
          let id: String
          let price: Decimal
          let currencyCode: String
        }
      }

      """
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A reducer is not blamed for its nested State's price; a price of its own still is")
  func nestedStatePrice() {
    let nested = Self.reducerPlans(reducerPrice: "")
    #expect(nested.map(\.line) == [5], "\(nested)")
    let own = Self.reducerPlans(reducerPrice: "let price: Decimal")
    #expect(own.count == 2, "\(own)")
  }

  /// `broken-xcconfig-include` findings for an include of `Ad.xcconfig`,
  /// git-ignored when `ignored`.
  private static func adInclude(ignored: Bool) -> [Finding] {
    var files = [
      "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
      "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
      "Config/Project.xcconfig": "#include \"Ad.xcconfig\"\n",
    ]
    if ignored { files[".gitignore"] = "Config/Ad.xcconfig\n" }
    return Fixtures.findings(files: files).filter { $0.rule == .brokenXCConfigInclude }
  }

  @Test(
    "An include of a file .gitignore keeps out is absent by design (a note); not ignored, it is broken"
  )
  func ignoredInclude() {
    let ignored = Self.adInclude(ignored: true)
    #expect(ignored.count == 1 && ignored.first?.severity == .note, "\(ignored)")
    let broken = Self.adInclude(ignored: false)
    #expect(broken.count == 1 && broken.first?.severity == .error, "\(broken)")
  }

  @Test("An empty property list is a note, not an unreadable file")
  func emptyPropertyList() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": "import SwiftUI\n",
      "macOS/Info.plist": "\n",
      "App/Broken.plist": "<plist><dict><key>A</key></plist>\n",
    ]).filter { $0.rule == .unreadableFile && $0.file != "." }
    #expect(findings.first { $0.file == "macOS/Info.plist" }?.severity == .note, "\(findings)")
    #expect(findings.first { $0.file == "App/Broken.plist" }?.severity == .warning, "\(findings)")
  }

  /// Drift notes for a `.storekit` file with a tip and a subscription, in an
  /// app that names the tip, and presents a RevenueCat paywall when `paywall`.
  private static func offeringDrift(paywall: Bool) -> [Finding] {
    let storeKit = """
      { "products" : [ { "productID" : "tips1", "type" : "Consumable", "displayPrice" : "0.99" } ],
        "subscriptionGroups" : [ { "id" : "1", "name" : "Plus", "subscriptions" : [
          { "productID" : "wallabagplus", "type" : "RecurringSubscription",
            "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "1.99" } ] } ],
        "version" : { "major" : 4, "minor" : 0 } }

      """
    return Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat
      import RevenueCatUI

      @main
      struct ReaderApp: App {
        var body: some Scene {
          WindowGroup {
            Text("Articles")\(paywall ? "\n          .presentPaywallIfNeeded(requiredEntitlementIdentifier: \"pro\")" : "")
          }
        }
      }

      func tip() async { _ = await Purchases.shared.products(["tips1"]) }

      """,
      "App/Products.storekit": storeKit,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("wallabagplus") }
  }

  @Test(
    "Subscriptions a RevenueCat paywall sells are named by the offering, though the code names a tip; without one they are named by nothing"
  )
  func offeringSellsSubscriptions() {
    #expect(Self.offeringDrift(paywall: true).isEmpty)
    #expect(Self.offeringDrift(paywall: false).count == 1)
  }

  /// Legal-links findings for a UIKit paywall whose ActiveLabel opens the
  /// documents in the app's prefixed web screen through `handler`.
  private static func activeLabelLinks(handler: String) -> [Finding] {
    func tap(_ type: String, _ url: String, _ title: String) -> String {
      """
            label.\(handler)(for: \(type)) { [unowned self] _ in
              let vc = MVWebViewController()
              vc.url = URL(string: \(url))
              vc.navigationItem.title = "\(title)"
              self.present(vc, animated: true, completion: nil)
            }
      """
    }
    return Fixtures.findings(files: [
      "App/MVPremiumViewController.swift": """
      import UIKit
      import StoreKit

      let TERMS_USE = "https://subkit.dev/terms"
      let PRIVACY_POLICY = "https://subkit.dev/privacy"

      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func start() { window?.rootViewController = MVPremiumViewController() }
      }

      class MVWebViewController: UIViewController { var url: URL? }

      class MVPremiumViewController: UIViewController {
        var product: SKProduct?
        let label = ActiveLabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(label)
          label.customize { label in
      \(tap("ppType", "PRIVACY_POLICY", "Privacy Policy"))
      \(tap("termsType", "TERMS_USE", "Terms Of Use"))
          }
        }
        @objc func subscribe() {
          guard let product else { return }
          let price = UILabel()
          price.text = product.localizedTitle + " / month"
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        @objc func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("ActiveLabel's tap handlers opening the documents in the app's web screen are legal links")
  func activeLabelHandlers() {
    #expect(Self.activeLabelLinks(handler: "handleCustomTap").isEmpty)
    #expect(Self.activeLabelLinks(handler: "configureLinkAttribute").count == 1)
  }

  @Test("A name ending in an amount (itemsWithoutPurchasePrice) is no purchase state")
  func amountNames() {
    #expect(!NotificationSubscriptionStateRule.isStateName("itemsWithoutPurchasePrice"))
    #expect(!NotificationSubscriptionStateRule.isStateName("purchaseCost"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchasedItems"))
  }

  /// `plan-type-with-price` findings for a tip row model beside StoreKit's
  /// `Product`, which adopts the app's protocol when `adopts`.
  private static func tipRowModels(adopts: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App/TipProduct.swift": """
      import StoreKit

      protocol TipProduct {
        var id: String { get }
        var displayName: String { get }
        var displayPrice: String { get }
      }

      \(adopts ? "extension Product: TipProduct {}" : "")

      struct SimpleTipProduct: TipProduct {
        var id: String
        var displayName: String
        var displayPrice: String
      }

      """
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test(
    "A struct adopting the protocol the app makes StoreKit's Product adopt stands in for it; alone it mirrors a product"
  )
  func standInForStoreProduct() {
    #expect(Self.tipRowModels(adopts: true).isEmpty)
    #expect(Self.tipRowModels(adopts: false).count == 1)
  }

  /// `custom-infoplist-not-used` findings for an app whose `INFOPLIST_FILE`
  /// is the absolute path `infoPlist`, beside a removed target's leftover
  /// plist holding the same key as the committed `App/Info.plist`.
  private static func absoluteInfoPlist(_ infoPlist: String) -> [Finding] {
    let urlTypes = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleURLTypes</key>
        <array><dict><key>CFBundleURLSchemes</key><array><string>shot</string></array></dict></array>
      </dict>
      </plist>

      """
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = \"\(infoPlist)\";"),
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": urlTypes,
      "Leftover-macOS-Info.plist": urlTypes,
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test(
    "An absolute INFOPLIST_FILE from the author's Mac names the committed file sharing its tail"
  )
  func absoluteInfoPlistPath() {
    #expect(Self.absoluteInfoPlist("/Users/conor/Developer/App-clone/App/Info.plist").isEmpty)
    #expect(!Self.absoluteInfoPlist("/Users/conor/Developer/App-clone/Other/Plist.plist").isEmpty)
  }
}
