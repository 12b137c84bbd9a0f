import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-fourth round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFourthRoundShapeTests {
  /// Hard-coded prices in a bond calculator that sells nothing itself but
  /// reads as a selling file (its name says `pricing`, it declares
  /// `purchasePrice`), in an app with a paywall elsewhere; its face value
  /// field shows `field`.
  private static func bondCalculator(field: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "bond_pricing_calculator.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct FireApp: App {
        var body: some Scene { WindowGroup { BondPricingCalculatorView() } }
      }

      """,
      "App/bond_pricing_calculator.swift": """
      import SwiftUI

      struct BondPricingCalculatorView: View {
        @State private var faceValue = "1000"
        @State private var purchasePrice = ""
        var body: some View {
          Form {
            HStack {
              Text("Face Value")
              \(field)
            }
            TextField("Purchase price", text: $purchasePrice)
          }
        }
      }

      """,
      "App/Store.swift": "import StoreKit\nlet proID = \"com.fire.pro.monthly\"\n",
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A text field's example amount is no price even in a file that reads as selling")
  func fieldPromptInSellingFile() {
    #expect(Self.bondCalculator(field: "TextField(\"$1000\", text: $faceValue)").isEmpty)
    #expect(
      Self.bondCalculator(
        field: "TextField(\"Face\", text: $faceValue, prompt: Text(\"$1,000.00\"))"
      ).isEmpty)
    // The same amount drawn as text is shown to the customer.
    #expect(Self.bondCalculator(field: "Text(\"Pro: $4.99/month\")").count == 1)
  }

  /// Price findings for a UIKit paywall whose loaded product is shown by `shown`.
  private static func weeklyPaywall(shown: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Tracker"),
      "Sources/Tracker/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "PaywallViewController()"),
      "Sources/Tracker/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PriceView: UIView {
        init(name: String, price: String) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
      }

      final class PaywallViewController: UIViewController {
        private let priceLabel = UILabel()
        private var priceView: PriceView?
        private var product: Product?

        override func viewDidLoad() {
          super.viewDidLoad()
          let buy = UIButton(type: .system)
          buy.setTitle("Start weekly subscription", for: .normal)
          buy.addTarget(self, action: #selector(subscribe), for: .touchUpInside)
          let restore = UIButton(type: .system)
          restore.setTitle("Restore Purchases", for: .normal)
          restore.addTarget(self, action: #selector(restorePurchases), for: .touchUpInside)
          view.addSubview(buy)
          view.addSubview(restore)
          view.addSubview(priceLabel)
          Task { await load() }
        }

        private func load() async {
          guard let product = try? await Product.products(for: ["com.tracker.weekly"]).first
          else { return }
          self.product = product
          \(shown)
        }

        @objc private func subscribe() { Task { _ = try? await product?.purchase() } }
        @objc private func restorePurchases() { Task { try? await AppStore.sync() } }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A UIKit paywall showing the store's amount behind a currency it chose fires")
  func uiKitAmountBehindFixedCurrency() {
    #expect(
      Self.weeklyPaywall(
        shown: "priceView = PriceView(name: \"Weekly\", price: \"\\(product.price)$\")"
      ).count == 1)
    #expect(Self.weeklyPaywall(shown: "priceLabel.text = \"\\(product.price) €\"").count == 1)
    // The store's own string, and a pattern that is never shown.
    #expect(
      Self.weeklyPaywall(
        shown: """
          priceLabel.text = product.displayPrice
              let pattern = "^\\(product.id)$"
              _ = pattern
          """
      ).isEmpty)
  }

  /// Key findings for an app delegate configuring RevenueCat with `call`.
  private static func keyFindings(_ call: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Glimpse"),
      "Sources/Glimpse/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["RevenueCat", "UIKit"], launching: call),
    ]).filter { $0.rule == .hardcodedAPIKey }
  }

  @Test("A legacy RevenueCat key, with no platform prefix, handed to configure is hard-coded")
  func legacyKeyInConfigure() {
    let legacy = "QWPzLmNbVcXaSdFgHjKlPoIuYtReWqAz"
    let direct = Self.keyFindings("Purchases.configure(withAPIKey: \"\(legacy)\", appUserID: nil)")
    #expect(direct.count == 1)
    #expect(direct.first?.message.contains("QWPz…") == true)
    #expect(direct.first?.message.contains(legacy) == false)
    #expect(
      Self.keyFindings(
        "Purchases.configure(with: Configuration.Builder(withAPIKey: \"\(legacy)\").build())"
      ).count == 1)
    // A prefixed key is reported once, as before.
    #expect(
      Self.keyFindings("Purchases.configure(withAPIKey: \"appl_\(legacy)\")").count == 1)
    // Words run together, a template's name, a constant, Debug code: no key.
    #expect(
      Self.keyFindings("Purchases.configure(withAPIKey: \"MyRevenueCatPublicAppKeyValue\")")
        .isEmpty)
    #expect(Self.keyFindings("Purchases.configure(withAPIKey: \"RevenueCatAPIKey\")").isEmpty)
    #expect(Self.keyFindings("Purchases.configure(withAPIKey: Secrets.revenueCatKey)").isEmpty)
    #expect(
      Self.keyFindings(
        "#if DEBUG\nPurchases.configure(withAPIKey: \"\(legacy)\")\n#endif"
      ).isEmpty)
    // Another SDK's key of the same shape is not RevenueCat's.
    #expect(Self.keyFindings("Analytics.configure(withAPIKey: \"\(legacy)\")").isEmpty)
  }

  /// The restore finding of a UIKit paywall that buys through `purchase`
  /// (a purchase SDK's call) and restores nothing.
  private static func restoreFinding(module: String, purchase: String) -> Finding? {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Solver"),
      "Sources/Solver/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallVC()"),
      "Sources/Solver/PaywallVC.swift": """
      import \(module)
      import UIKit

      final class PaywallVC: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let start = UIButton(type: .system)
          start.setTitle("Start monthly subscription", for: .normal)
          start.addTarget(self, action: #selector(subscribe), for: .touchUpInside)
          view.addSubview(start)
        }

        @objc private func subscribe() {
          \(purchase)
        }
      }

      """,
    ]).first { $0.rule == .paywallMissingRestore }
  }

  @Test("The restore fix names the purchase SDK the paywall buys through")
  func restoreFixNamesTheSDK() {
    let adapty = Self.restoreFinding(
      module: "Adapty", purchase: "AdaptyManager.purchase(animation: .none) { _ in }")
    #expect(
      adapty?.fix.contains("Adapty.restorePurchases()") == true, "\(String(describing: adapty))")
    #expect(adapty?.fix.contains("Purchases.shared") == false)
    let apphud = Self.restoreFinding(
      module: "ApphudSDK", purchase: "Apphud.purchase(\"com.solver.monthly\") { _ in }")
    #expect(
      apphud?.fix.contains("Apphud.restorePurchases()") == true, "\(String(describing: apphud))")
    let revenueCat = Self.restoreFinding(
      module: "RevenueCat",
      purchase:
        "Purchases.shared.getOfferings { offerings, _ in if let package = offerings?.current?.availablePackages.first { Purchases.shared.purchase(package: package) { _, _, _, _ in } } }"
    )
    #expect(
      revenueCat?.fix.contains("Purchases.shared.restorePurchases()") == true,
      "\(String(describing: revenueCat))")
  }

  /// Legal-link findings for a RevenueCat paywall whose two links open
  /// `terms` and `privacy`.
  private static func linkedPaywall(terms: String, privacy: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Calc"),
      "Sources/Calc/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Calc/PaywallView.swift": """
      import RevenueCat
      import SwiftUI

      struct PaywallView: View {
        @State private var packages: [Package] = []

        var body: some View {
          VStack {
            Text("Calc Pro: monthly or yearly subscription")
            ForEach(packages, id: \\.identifier) { package in
              Button("Subscribe for \\(package.storeProduct.localizedPriceString)") {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Link("Terms of Service", destination: URL(string: "\(terms)")!)
            Link("Privacy Policy", destination: URL(string: "\(privacy)")!)
          }
          .task {
            packages = (try? await Purchases.shared.offerings().current?.availablePackages) ?? []
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Legal links to a placeholder host open none of the app's documents")
  func placeholderLegalHosts() {
    let template = Self.linkedPaywall(
      terms: "https://yourwebsite.com/terms", privacy: "https://yourwebsite.com/privacy")
    #expect(template.count == 1, "\(template)")
    #expect(
      template.first?.message.contains("\"https://yourwebsite.com/terms\", a placeholder address")
        == true, "\(template)")
    let reserved = Self.linkedPaywall(
      terms: "https://www.example.com/terms", privacy: "https://calc.example/privacy")
    #expect(reserved.count == 1, "\(reserved)")
    // One real page still leaves the other document missing.
    let one = Self.linkedPaywall(
      terms: "https://calc.app/terms", privacy: "https://example.org/privacy")
    #expect(one.count == 1 && one.first?.message.contains("Privacy Policy.") == true, "\(one)")
    #expect(one.first?.message.contains("Terms of Use") == false)
    // The app's own site (even one whose name starts with "your" or holds "example").
    #expect(
      Self.linkedPaywall(
        terms: "https://yourstory.com/terms", privacy: "https://examples.dev/privacy"
      ).isEmpty)
    #expect(
      Self.linkedPaywall(terms: "https://calc.app/terms", privacy: "https://calc.app/privacy")
        .isEmpty)
  }
}
