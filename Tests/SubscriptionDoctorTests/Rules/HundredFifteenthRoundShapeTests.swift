import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-fifteenth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredFifteenthRoundShapeTests {
  /// `paywall-missing-restore` findings for a controller selling a one-time
  /// unlock from an alert whose actions are `actions`.
  private static func alertRestoreFindings(_ actions: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Pings"),
      "Sources/Pings/SettingsViewController.swift": """
      import StoreKit
      import UIKit

      final class SettingsViewController: UIViewController {
        var products: [SKProduct] = []
        @IBAction func upgradeTapped(_ sender: UIButton) {
          displayIAPUI()
        }
        func displayIAPUI() {
          guard let product = products.last else { return }
          let alert = UIAlertController(title: "Remove Ads?", message: product.localizedDescription, preferredStyle: .alert)
          \(actions)
          present(alert, animated: true)
        }
      }

      final class IAPHelper: NSObject {
        static let store = IAPHelper()
        func purchaseProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        func restoreCompletedTransactions() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
      "Sources/Pings/AppDelegate.swift": Fixtures.uiKitApp(showing: "SettingsViewController()"),
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("An alert action made with UIAlertAction.init is a control: its Restore restores")
  func alertActionInit() {
    // Pings: `let restoreAction = UIAlertAction.init(title: "Restore", style:
    // .Default, handler: { … restoreCompletedTransactions() })`, Swift 2's spelling.
    let buy = """
      let purchaseAction = UIAlertAction.init(title: "Purchase", style: .destructive, handler: { _ in IAPHelper.store.purchaseProduct(product) })
          alert.addAction(purchaseAction)
      """
    let restore = """
      let restoreAction = UIAlertAction.init(title: "Restore", style: .default, handler: { _ in IAPHelper.store.restoreCompletedTransactions() })
          alert.addAction(restoreAction)
      """
    #expect(Self.alertRestoreFindings(buy + "\n" + restore).isEmpty)
    #expect(Self.alertRestoreFindings(buy).count == 1)
  }
}

extension HundredFifteenthRoundShapeTests {
  /// Paywall findings for a UIKit store listing the products `ids`, which
  /// observes notifications through `observing`, its own helper's call.
  private static func tableStoreFindings(ids: [String], observing: String = "") -> [Finding] {
    let idList = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("MapQuiz"),
      "Sources/MapQuiz/StoreViewController.swift": """
      import StoreKit
      import UIKit

      final class StoreViewController: UITableViewController, SKProductsRequestDelegate {
        private let productIdentifiers: Set<String> = [\(idList)]
        private var products: [SKProduct] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          \(observing)
          let request = SKProductsRequest(productIdentifiers: productIdentifiers)
          request.delegate = self
          request.start()
        }

        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          products = response.products
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          products.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          cell.textLabel?.text = products[indexPath.row].localizedTitle
          return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          SKPaymentQueue.default().add(SKPayment(product: products[indexPath.row]))
        }

        @objc private func purchased(_ note: Notification) { tableView.reloadData() }

        private func subscribeTo(_ name: Notification.Name, with selector: Selector) {
          NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
        }

        private func subscribeToPro() {}
      }

      """,
      "Sources/MapQuiz/AppDelegate.swift": Fixtures.uiKitApp(showing: "StoreViewController()"),
    ]).filter { $0.rule == .paywallMissingRestore || $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Tips and packs named run together in their ids are consumables")
  func gluedConsumableIDs() {
    // NextStats: `com.jonalaniz.nextstats.smalltip` … `massivetip`; MapIQ:
    // `com.giovannibf.mapquiz.1000coinspack` … and `…ingamehint`.
    #expect(
      Self.tableStoreFindings(ids: [
        "com.app.mapquiz.1000coinspack", "com.app.mapquiz.4000coinspack",
        "com.app.mapquiz.ingamehint",
      ]).isEmpty)
    #expect(
      Self.tableStoreFindings(ids: ["com.app.stats.smalltip", "com.app.stats.largetip"]).isEmpty)
    // A pack of maps stays bought: restore is owed.
    #expect(
      Self.tableStoreFindings(ids: ["com.app.mapquiz.europemappack"]).map(\.rule) == [
        .paywallMissingRestore
      ])
  }

  @Test("An app's own subscribeTo(_:with:) helper observes notifications; it sells no subscription")
  func subscribeToHelper() {
    // NextStats: `subscribeTo(.serverAdded, with: #selector(…))`, the app's
    // NotificationCenter helper, read as a subscription word on a tip screen.
    let tips = ["com.app.stats.smalltip", "com.app.stats.largetip"]
    #expect(
      Self.tableStoreFindings(
        ids: tips, observing: "subscribeTo(.init(\"purchased\"), with: #selector(purchased(_:)))"
      ).isEmpty)
    #expect(
      Self.tableStoreFindings(ids: tips, observing: "subscribeToPro()").map(\.rule).sorted {
        $0.rawValue < $1.rawValue
      } == [.paywallMissingLegalLinks, .paywallMissingRestore])
  }
}

extension HundredFifteenthRoundShapeTests {
  /// `entitlement-id-literal` findings for a service checking "premium" in
  /// `hasActiveSubscription()` and in `status()`, beside a paywall keeping
  /// its own `hasActiveSubscription` flag, filled by `load`.
  private static func ownFlagEntitlementFindings(load: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "App/RevenueCatService.swift": """
      import RevenueCat

      final class RevenueCatService {
        static let shared = RevenueCatService()
        func hasActiveSubscription() async -> Bool {
          let info = try? await Purchases.shared.customerInfo()
          return info?.entitlements["premium"]?.isActive == true
        }
        func status() async -> Bool {
          let info = try? await Purchases.shared.customerInfo()
          return info?.entitlements["premium"]?.isActive == true
        }
      }

      """,
      "App/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        @State private var hasActiveSubscription = false
        var body: some View {
          VStack {
            if hasActiveSubscription {
              Text("You are Pro")
            }
            Text(hasActiveSubscription ? "Pro" : "Free")
          }
          .task { \(load) }
        }
      }

      """,
    ]).filter { $0.rule == .entitlementIDLiteral }
  }

  @Test("A view's own flag read bare calls no service method of that name")
  func ownStoredFlagIsNoCall() {
    // Ai-Tranfer-To-Text: `if hasActiveSubscription {` read the views'
    // `@State private var hasActiveSubscription`, and made the service's
    // uncalled `func hasActiveSubscription()` (its "premium") a second place.
    #expect(
      Self.ownFlagEntitlementFindings(
        load: "hasActiveSubscription = await RevenueCatService.shared.status()"
      ).isEmpty)
    #expect(
      Self.ownFlagEntitlementFindings(
        load:
          "hasActiveSubscription = await RevenueCatService.shared.hasActiveSubscription(); _ = await RevenueCatService.shared.status()"
      ).count == 2)
  }

  @Test("A call through a type's shared instance calls that type's method, not a namesake's")
  func sharedInstanceCall() throws {
    // Ai-Tranfer-To-Text: `StoreKitService.shared.getAvailablePlans()` made
    // RevenueCatService's uncalled `getAvailablePlans()` look called.
    let services = try SwiftSource(
      path: "App/Services.swift", role: .app,
      bytes: Array(
        """
        final class StoreKitService {
          static let shared = StoreKitService()
          func plans() -> [String] { ["app.pro.monthly"] }
        }
        final class RevenueCatService {
          static let shared = RevenueCatService()
          func plans() -> [String] { ["app.pro.yearly"] }
        }
        """.utf8))
    let paywall = try SwiftSource(
      path: "App/Paywall.swift", role: .app,
      bytes: Array(
        """
        struct Paywall {
          func load() {
            _ = StoreKitService.shared.plans()
            _ = store.plans()
          }
        }
        """.utf8))
    let overloads = FunctionOverloads([services, paywall])
    let keys = services.functions.map { overloads.key(of: $0, in: services) }
    #expect(keys == ["plans@StoreKitService", "plans@RevenueCatService"])
    let calls = paywall.tokens.indices.filter { paywall.tokens[$0].is("plans") }
    try #require(calls.count == 2)
    // Through the shared instance: that type's alone.
    #expect(overloads.mayName("plans@StoreKitService", at: calls[0], in: paywall))
    #expect(!overloads.mayName("plans@RevenueCatService", at: calls[0], in: paywall))
    // On a value of a type the doctor does not know: either.
    #expect(overloads.mayName("plans@StoreKitService", at: calls[1], in: paywall))
    #expect(overloads.mayName("plans@RevenueCatService", at: calls[1], in: paywall))
  }
}

extension HundredFifteenthRoundShapeTests {
  @Test("A list of plans on sale is no subscription state; products bought are")
  func catalogueIsNoState() {
    // SpeakApper.AI: `@Published var SubscriptionOptions: [SubscriptionOption]`,
    // the plans the paywall lists.
    #expect(!NotificationSubscriptionStateRule.isStateName("SubscriptionOptions"))
    #expect(!NotificationSubscriptionStateRule.isStateName("subscriptionProducts"))
    #expect(!NotificationSubscriptionStateRule.isStateName("premiumPackages"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchasedProducts"))
    #expect(NotificationSubscriptionStateRule.isStateName("activeSubscriptionProducts"))
    #expect(NotificationSubscriptionStateRule.isStateName("isSubscribed"))
  }
}

extension HundredFifteenthRoundShapeTests {
  /// Paywall findings for a checkbox row named for purchasing whose label
  /// reads `text`, in an app buying through StoreKit elsewhere.
  private static func purchaseRowFindings(text: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Orchestra"),
      "Sources/Orchestra/BulkInstrumentPurchaseView.swift": """
      import UIKit

      enum LocalizedKey: String {
        case purchase, purchased
        var value: String { rawValue }
      }

      final class BulkInstrumentPurchaseView: UIView {
        private let label = UILabel()
        var purchased: Bool = false {
          didSet { label.text = \(text) }
        }
      }

      """,
      "Sources/Orchestra/AppDelegate.swift": """
      import StoreKit
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let row = BulkInstrumentPurchaseView()
        func purchase(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule.rawValue.hasPrefix("paywall-") }
  }

  @Test("A label text picked by a ternary from a key named purchase hands no purchase over")
  func ternaryLocalizedKeyIsNoPurchase() {
    // Orchestra: `label.text = (purchased ? LocalizedKey.purchased :
    // LocalizedKey.purchase).value` in a checkbox row, read as a purchase
    // method handed to a control.
    #expect(
      Self.purchaseRowFindings(
        text: "(purchased ? LocalizedKey.purchased : LocalizedKey.purchase).value"
      ).isEmpty)
    #expect(Self.purchaseRowFindings(text: "LocalizedKey.purchased.value").isEmpty)
  }
}

extension HundredFifteenthRoundShapeTests {
  /// Paywall findings for an app beside a copy of a purchase library's
  /// repository (`StoreLib-master/`, its project building a demo app with a
  /// paywall lacking Restore), the copy holding `libraryFiles` besides.
  private static func vendoredDemoFindings(libraryFiles: [String: String]) -> [Finding] {
    var files: [String: String] = [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"News\")"),
      "StoreLib-master/StoreLib.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "StoreLibDemo", folder: "Demo", sources: ["DemoApp.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "StoreLib-master/Demo/DemoApp.swift": """
      import StoreKit
      import SwiftUI

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { DemoPaywall() } }
      }

      struct DemoPaywall: View {
        @State private var products: [Product] = []
        var body: some View {
          List(products) { product in
            Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
          }
          .task { products = (try? await Product.products(for: ["demo.unlock"])) ?? [] }
        }
      }

      """,
    ]
    files["StoreLib-master/Demo/Info.plist"] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>NSCameraUsageDescription</key><string>Scan</string></dict></plist>\n"
    files.merge(libraryFiles) { $1 }
    return Fixtures.findings(files: files).filter {
      $0.rule.rawValue.hasPrefix("paywall-") || $0.rule == .customInfoPlistNotUsed
    }
  }

  @Test("A library's own repository copied beside the app builds the library's demos, not the app")
  func vendoredLibraryDemos() {
    // RealNews: `SwiftyStoreKit-master/` with `SwiftyStoreKit.podspec`, its
    // project and demo apps, whose demo screens were audited as paywalls
    // (and, once its project was set aside, whose Info.plists read as unused).
    #expect(
      Self.vendoredDemoFindings(libraryFiles: [
        "StoreLib-master/StoreLib.podspec": "Pod::Spec.new do |s|\n  s.name = 'StoreLib'\nend\n"
      ]).isEmpty)
    // Without the podspec, a second project of the app's: its demo is audited.
    #expect(
      Self.vendoredDemoFindings(libraryFiles: [:]).contains {
        $0.file == "StoreLib-master/Demo/DemoApp.swift"
      })
  }
}

extension HundredFifteenthRoundShapeTests {
  @Test("A key naming tries or a request that expired reads no customer's expiry")
  func attemptsExpiredIsNoExpiry() {
    // Tazweeg: `"approval_attempts_expired".localized`, `"marriage_attempts_expired"`
    // on a screen selling a one-time fee, read as a subscription's expiry.
    #expect(!Paywall.readsExpiry("approval_attempts_expired"))
    #expect(!Paywall.readsExpiry("timer_expired"))
    #expect(!Paywall.readsExpiry("request-expired"))
    #expect(Paywall.readsExpiry("subscription_expired"))
    #expect(Paywall.readsExpiry("premium_expires_at"))
    #expect(Paywall.readsExpiry("expirationdate"))
  }

  @Test("A yearly amount of the app's own data is no billing period")
  func annualIncomeIsNoPeriod() {
    // Tazweeg: a member's `annual_income` field, `txtAnnualIncome`.
    #expect(Paywall.namesPeriodicThing("annual_income", "annual"))
    #expect(Paywall.namesPeriodicThing("txtannualincome", "annual"))
    #expect(!Paywall.namesPeriodicThing("annual_plan", "annual"))
    #expect(!Paywall.namesPeriodicThing("annualsubscription", "annual"))
  }
}

extension HundredFifteenthRoundShapeTests {
  @Test(
    "A profile's annual income, a card field and an attempts-expired alert sell no subscription")
  func profileWordsSellNoSubscription() {
    // Tazweeg: a one-time fee sold on a member's profile screen whose keys
    // are `annual_income`, `credit_debit_card`, `approval_attempts_expired`.
    let fields = """
      let keys = [NSLocalizedString("annual_income", comment: ""), NSLocalizedString("credit_debit_card", comment: "")]
          title = keys.joined() + NSLocalizedString("approval_attempts_expired", comment: "")
      """
    // The fee stays bought: Restore is owed, the subscription's links are not.
    #expect(
      Self.tableStoreFindings(ids: ["com.app.matching.list"], observing: fields).map(\.rule) == [
        .paywallMissingRestore
      ])
    let renewing =
      fields + "\n    title = NSLocalizedString(\"subscription_expired\", comment: \"\")"
    #expect(
      Self.tableStoreFindings(ids: ["com.app.matching.list"], observing: renewing).map(\.rule)
        .sorted { $0.rawValue < $1.rawValue } == [
          .paywallMissingLegalLinks, .paywallMissingRestore,
        ])
  }
}

extension HundredFifteenthRoundShapeTests {
  /// `paywall-missing-legal-links` findings for a paywall rendering a
  /// localized constant as Markdown, its catalog value `value`.
  private static func markdownConstantFindings(value: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "SubscriptionView()"),
      "App/Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "PaywallMarkdownTerms" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } }
            }
          }
        },
        "version" : "1.0"
      }

      """,
      "App/Texts.swift": """
      import Foundation

      enum Texts {
        static let markdownTerms = NSLocalizedString("PaywallMarkdownTerms", comment: "Legal footer")
      }

      """,
      "App/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            Text("Planzo Pro renews monthly")
            ForEach(products) { product in
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            termsPolicyLabel
          }
        }

        private var termsPolicyLabel: some View {
          Text((try? AttributedString(markdown: Texts.markdownTerms)) ?? "")
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A localized constant whose catalog text holds Markdown links shows them where rendered")
  func markdownLocalizedConstant() {
    // Planzo: `Text(AttributedString(markdown: Texts.OnboardingPage.markdownTerms))`,
    // the constant an `NSLocalizedString` whose catalog value links both documents.
    #expect(
      Self.markdownConstantFindings(
        value:
          "By subscribing you agree to our [Terms of Service](https://planzo.app/terms) and [Privacy Policy](https://planzo.app/privacy)."
      ).isEmpty)
    #expect(
      Self.markdownConstantFindings(value: "By subscribing you agree to our terms.").count == 1)
  }
}
