import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-second round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventySecondRoundShapeTests {
  /// Drift findings for a game whose `ProductIDs` struct keeps `extra` beside
  /// the ids it loads; the `.storekit` file lists the monthly subscription.
  private static func productIDs(extra: String, listed: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "App/Products.storekit": """
      {
        "products" : [],
        "subscriptionGroups" : [
          {
            "id" : "21000001", "name" : "Plus",
            "subscriptions" : [
              { "productID" : "com.rift.app.sub.monthly", "recurringSubscriptionPeriod" : "P1M",
                "displayPrice" : "4.99", "type" : "RecurringSubscription" }
            ]
          }
        ],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """,
      "App/EconomyManager.swift": """
      import StoreKit

      @MainActor
      final class EconomyManager: ObservableObject {
        struct ProductIDs {
          static let monthlySubscription = "com.rift.app.sub.monthly"
          static let allIDs: [String] = [monthlySubscription\(listed)]
          \(extra)
        }

        @Published var products: [Product] = []

        func load() async {
          products = (try? await Product.products(for: ProductIDs.allIDs)) ?? []
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.line != nil }
  }

  @Test("A subscription group's id kept beside the product ids names no product")
  func subscriptionGroupID() {
    let group = Self.productIDs(extra: "static let subscriptionGroupID = \"com.rift.app.sub\"")
    #expect(group.isEmpty, "\(group)")
    // A product the struct keeps but the file lacks is still drift.
    let product = Self.productIDs(
      extra: "static let yearlySubscription = \"com.rift.app.sub.yearly\"",
      listed: ", yearlySubscription")
    #expect(product.map(\.line) == [8], "\(product)")
    #expect(ProductIDLiteral.namesSubscriptionGroup("subscriptionGroupIdentifier"))
    #expect(ProductIDLiteral.namesSubscriptionGroup("premiumGroupName"))
    #expect(!ProductIDLiteral.namesSubscriptionGroup("groupPackProductID"))
  }

  @Test("A store amount beside a currency code the code wrote is a hard-coded price")
  func currencyCodeBesideAmount() {
    #expect(Paywall.currencyBesideInterpolation(["", " USD"]) == "\\(…) USD")
    #expect(Paywall.currencyBesideInterpolation(["", " EUR/month"]) == "\\(…) EUR")
    #expect(Paywall.currencyBesideInterpolation(["USD ", ""]) == "USD \\(…)")
    #expect(Paywall.currencyBesideInterpolation(["Price: ", ""]) == nil)
    #expect(Paywall.currencyBesideInterpolation(["", " USDT"]) == nil)
    #expect(Paywall.currencyBesideInterpolation(["", " users"]) == nil)
    #expect(Paywall.currencyBesideInterpolation(["BUSD ", ""]) == nil)
  }

  /// Paywall findings for a UIKit plans screen whose cell shows `price`.
  private static func plansScreen(price: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/PlansViewController.swift": """
      import StoreKit
      import UIKit

      final class PlansViewController: UIViewController, UICollectionViewDataSource {
        private var products: [SKProduct] = []
        private let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(PlanCell.self, forCellWithReuseIdentifier: "plan")
          collectionView.dataSource = self
          view.addSubview(collectionView)
          let restore = UIButton(type: .system)
          restore.setTitle("Restore Purchases", for: .normal)
          restore.addTarget(self, action: #selector(restoreTapped), for: .touchUpInside)
          view.addSubview(restore)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
          products.count
        }

        func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "plan", for: indexPath)
          (cell as? PlanCell)?.setup(product: products[indexPath.item])
          return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          SKPaymentQueue.default().add(SKPayment(product: products[indexPath.item]))
        }

        @objc private func restoreTapped() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      final class PlanCell: UICollectionViewCell {
        private let priceLabel = UILabel()
        private let termsLink = UIButton(type: .system)

        func setup(product: SKProduct) {
          priceLabel.text = \(price)
        }
      }

      """
    ]).filter {
      $0.rule == .paywallPriceNotFromStore || $0.rule == .paywallMissingLegalLinks
    }
  }

  @Test("A UIKit cell the screen composes draws its text: its period and currency count")
  func uiKitCellDraws() {
    let coded = Self.plansScreen(price: "\"\\(product.price.description) USD / month\"")
    #expect(
      coded.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .paywallMissingLegalLinks, .paywallPriceNotFromStore,
      ], "\(coded)")
    #expect(coded.contains { $0.message.contains("\"\\(…) USD\"") }, "\(coded)")
    // Formatted in the product's locale, the price is the store's.
    let formatted = Self.plansScreen(
      price: """
        {
              let formatter = NumberFormatter()
              formatter.numberStyle = .currency
              formatter.locale = product.priceLocale
              return (formatter.string(from: product.price) ?? "") + " / month"
            }()
        """)
    #expect(formatted.map(\.rule) == [.paywallMissingLegalLinks], "\(formatted)")
  }

  /// Legal-link findings for a Korean UIKit premium screen saying `terms`.
  private static func koreanScreen(terms: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/PremiumViewController.swift": """
      import StoreKit
      import UIKit

      final class PremiumViewController: UIViewController {
        private var product: SKProduct?
        private let buyButton = UIButton(type: .system)
        private let restoreButton = UIButton(type: .system)
        private let infoLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          infoLabel.text = "\(terms)"
          buyButton.setTitle("프리미엄 시작하기", for: .normal)
          buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          restoreButton.setTitle("구매 복원", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          view.addSubview(infoLabel)
          view.addSubview(buyButton)
          view.addSubview(restoreButton)
        }

        @objc private func buy() {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

        @objc private func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Korean words for a subscription that renews make the screen sell one; 'update' does not")
  func koreanRenewal() {
    let renews = Self.koreanScreen(terms: "구독은 현재 기간이 끝나기 전에 취소하지 않으면 자동으로 갱신됩니다.")
    #expect(renews.count == 1, "\(renews)")
    // 갱신 alone is "update" (a data refresh), no renewal.
    #expect(Self.koreanScreen(terms: "광고 제거. 데이터가 갱신되었습니다.").isEmpty)
  }

  /// Simulator-product-loading notes for a view controller loading through
  /// the app's StoreKit 1 service held by a static member of another type.
  private static func staticService(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Refg"),
      "Sources/Refg/AppDelegate.swift": Fixtures.uiKitApp(showing: "PremiumViewController()"),
      "Sources/Refg/IAPService.swift": """
      import StoreKit

      protocol IAPServiceType {
        func getProducts(completion: @escaping ([SKProduct]?) -> Void)
      }

      final class IAPService: NSObject, IAPServiceType, SKProductsRequestDelegate {
        private var completion: (([SKProduct]?) -> Void)?

        func getProducts(completion: @escaping ([SKProduct]?) -> Void) {
          self.completion = completion
          let request = SKProductsRequest(productIdentifiers: ["com.app.pro.monthly"])
          request.delegate = self
          request.start()
        }

        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          completion?(response.products)
        }
      }

      enum MyProducts {
        static let iapService: IAPServiceType = IAPService()
      }

      """,
      "Sources/Refg/PremiumViewController.swift": """
      import StoreKit
      import UIKit

      final class PremiumViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \(call)
        }

        private func show(_ products: [SKProduct]?) { print(products ?? []) }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }
  }

  @Test(
    "A wrapper called with a trailing closure is the app's call; the SDK's inside it is the use")
  func wrapperWithTrailingClosure() {
    let trailing = Self.staticService(
      call: "MyProducts.iapService.getProducts { [weak self] products in self?.show(products) }")
    #expect(trailing.map(\.file) == ["Sources/Refg/IAPService.swift"], "\(trailing)")
    let parenthesised = Self.staticService(
      call: "MyProducts.iapService.getProducts(completion: { _ in })")
    #expect(parenthesised.map(\.file) == ["Sources/Refg/IAPService.swift"], "\(parenthesised)")
  }
  /// Legal-link findings for a paywall whose one legal button is labelled by
  /// a localized constant saying `label` and presents the app's legal text.
  private static func labelConstant(_ label: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PurchaseView()"),
      "App/TxtLocal.swift": """
      import Foundation

      enum TxtLocal {
        static let termsConditions = NSLocalizedString("\(label)", comment: "")
      }

      """,
      "App/PurchaseView.swift": """
      import StoreKit
      import SwiftUI

      struct PurchaseView: View {
        @State private var products: [Product] = []
        @State private var showTerms = false

        var body: some View {
          VStack {
            ForEach(products) { product in
              Button(product.displayPrice + " / month") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore purchases") { Task { try? await AppStore.sync() } }
            Button(TxtLocal.termsConditions) { showTerms = true }
          }
          .sheet(isPresented: $showTerms) { LegalText() }
          .task { products = (try? await Product.products(for: ["pro.monthly"])) ?? [] }
        }
      }

      struct LegalText: View {
        var body: some View { ScrollView { Text("Terms and conditions apply.") } }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A label constant names the documents its text names")
  func labelConstantNamesDocuments() {
    #expect(Self.labelConstant("Terms & Privacy Policy").isEmpty)
    let termsOnly = Self.labelConstant("Terms & Conditions")
    #expect(termsOnly.count == 1, "\(termsOnly)")
    #expect(termsOnly.first?.message.contains("Privacy Policy") == true, "\(termsOnly)")
  }

  @Test(
    "A one-time unlock saying non-subscription or no monthly fee (in Japanese) sells no subscription"
  )
  func negatedRenewalWords() {
    #expect(
      Paywall.withoutDenials("one-time payment (non-subscription)").contains("subscri") == false)
    #expect(Paywall.withoutDenials("買い切り 月額料金なし").contains("月額") == false)
    #expect(Paywall.withoutDenials("月額 ¥480").contains("月額"))
    #expect(Paywall.withoutDenials("monthly subscription").contains("subscri"))
  }

  @Test("An App Store listing's SKU is no product; a SKU of a product type is")
  func listingSKU() {
    func drift(_ type: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Products.storekit": """
        {
          "products" : [
            { "displayPrice" : "4.99", "productID" : "pro.unlock", "type" : "NonConsumable" }
          ],
          "subscriptionGroups" : [],
          "version" : { "major" : 4, "minor" : 0 }
        }

        """,
        "App/Meta.swift": """
        import StoreKit

        enum \(type) {
          static let appName = "Highlight"
          static let bundleID = "com.example.highlight"
          static let sku = "HIGHLIGHT_001"
        }

        func load() async { _ = try? await Product.products(for: ["pro.unlock"]) }

        """,
      ]).filter { $0.rule == .storeKitConfigDrift && $0.line != nil }
    }
    #expect(drift("AppStoreMetadata").isEmpty)
    #expect(drift("ProProduct").map(\.line) == [6])
  }

  @Test("Apple's code-signing entitlements read from a profile are no purchase entitlement")
  func codeSigningEntitlement() {
    let findings = Fixtures.findings(files: [
      "App/Profile.swift": """
      import Foundation

      func environment(_ entitlements: [String: Any]) -> String {
        let aps = entitlements["aps-environment"] as? String ?? "unknown"
        let again = entitlements["aps-environment"] as? String
        return aps + (again ?? "")
      }

      """
    ]).filter { $0.rule == .entitlementIDLiteral }
    #expect(findings.isEmpty, "\(findings)")
    #expect(
      EntitlementIDLiteralRule.isCodeSigningEntitlement(
        "com.apple.developer.icloud-container-environment"))
    #expect(!EntitlementIDLiteralRule.isCodeSigningEntitlement("premium"))
  }

  /// Drift findings for code naming three products and a `.storekit` file
  /// listing `products`.
  private static func storeKitListing(
    _ products: String,
    list: String = #"["app.monthly", "app.yearly", "app.lifetime"]"#
  ) -> [Finding] {
    Fixtures.findings(files: [
      "App/pay.storekit": """
      {
        "products" : [\(products)],
        "subscriptionGroups" : [],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      func load() async {
        _ = try? await Product.products(for: \(list))
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.line != nil }
  }

  @Test("A .storekit stub listing no products is one finding, not one per id the code names")
  func emptyStoreKitFile() {
    let empty = Self.storeKitListing("")
    #expect(empty.count == 1, "\(empty)")
    #expect(empty.first?.message.contains("lists no products") == true, "\(empty)")
    #expect(empty.first?.message.contains("3 the code names") == true, "\(empty)")
    let one = Self.storeKitListing(
      "{ \"displayPrice\" : \"9.99\", \"productID\" : \"app.lifetime\", \"type\" : \"NonConsumable\" }"
    )
    #expect(one.count == 2, "\(one)")
  }

  /// Custom-Info.plist findings for a target generating its Info.plist and
  /// a committed plist holding `keys`.
  private static func strayPlist(path: String, keys: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": "import SwiftUI\n",
      path: """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(keys)
      </dict>
      </plist>

      """,
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("DerivedData's info.plist is no Info.plist; a target setting none is told so")
  func derivedDataInfoPlist() {
    let derived = Self.strayPlist(
      path: "logs/Info.plist",
      keys: """
        <key>LastAccessedDate</key><date>2025-07-01T13:44:50Z</date>
        <key>WorkspacePath</key><string>/Users/runner/work/app/App.xcodeproj</string>
        """)
    #expect(derived.isEmpty, "\(derived)")
    let stray = Self.strayPlist(
      path: "App/Info.plist",
      keys: "<key>NSCameraUsageDescription</key><string>Scans receipts.</string>")
    #expect(stray.count == 1, "\(stray)")
    #expect(stray.first?.message.contains("it sets no INFOPLIST_FILE") == true, "\(stray)")
  }

  @Test("A built folder reached through a symbolic link is here; a dangling link is missing")
  func symlinkedFolder() throws {
    for dangling in [false, true] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try folder.write(
        "Repo/App.xcodeproj/project.pbxproj",
        ProjectText.oneTarget(
          sources: ["App.swift", "Assets.xcassets"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
      )
      try folder.write("Repo/App/App.swift", "import SwiftUI\n")
      if !dangling { try folder.write("Repo/Shared.xcassets/Contents.json", "{}\n") }
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appendingPathComponent("Repo/App/Assets.xcassets").path,
        withDestinationPath: "../Shared.xcassets")
      let findings = try Doctor.run(directory: folder.url.appendingPathComponent("Repo").path)
      let missing = findings.filter { $0.rule == .unreadableFile && $0.message.contains("Assets") }
      #expect(missing.count == (dangling ? 1 : 0), "dangling \(dangling): \(missing)")
    }
  }
  /// `@Observable` notes for a repository whose root project builds an AR
  /// app and whose XcodeGen app under `Apps/focus` builds `sources`.
  private static func portfolio(sources: String) -> [Finding] {
    Fixtures.findings(files: [
      "Measure.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Measure", folder: "Measure", settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "Measure/App.swift": "import SwiftUI\n",
      "Apps/focus/project.yml": """
      name: Focus
      options:
        deploymentTarget:
          iOS: "17.0"
      targets:
        Focus:
          type: application
          platform: iOS
          sources: \(sources)

      """,
      "Apps/focus/Sources/FocusApp.swift": """
      import SwiftUI

      @main
      struct FocusApp: App {
        @StateObject private var subscriptions = SubscriptionManager()
        var body: some Scene { WindowGroup { Text(subscriptions.isPro ? "Pro" : "Free") } }
      }

      """,
      "Apps/Shared/SubscriptionKit.swift": """
      import StoreKit

      @MainActor
      final class SubscriptionManager: ObservableObject {
        @Published private(set) var isPro = false
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("A file another project builds through a path climbing out of its folder is built")
  func sourcesOutsideSpecFolder() {
    let shared = Self.portfolio(sources: "[Sources, ../Shared]")
    #expect(shared.map(\.file) == ["Apps/Shared/SubscriptionKit.swift"], "\(shared)")
    // Built by no target, the shared file is not audited.
    #expect(Self.portfolio(sources: "[Sources]").isEmpty)
  }
  @Test("An enum named for the products it sells carrying literal prices models plans")
  func productEnumWithPrices() {
    func findings(_ name: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Products.swift": """
        import StoreKit

        enum \(name): String, CaseIterable {
          case monthly = "pro.monthly"
          case yearly = "pro.yearly"

          var price: String {
            switch self {
            case .monthly: "$14.99/mo"
            case .yearly: "$149.99/yr"
            }
          }
        }

        func load() async {
          _ = try? await Product.products(for: \(name).allCases.map(\\.rawValue))
        }

        """
      ]).filter { $0.rule == .planTypeWithPrice }
    }
    #expect(findings("SubscriptionProduct").map(\.line) == [3])
    // Named for nothing the app sells (a shop's catalogue), it is the shop's data.
    #expect(findings("MenuProduct").isEmpty)
  }
  /// Restore findings for a VIPER module's view controller, nested in the
  /// module's namespace, whose setup (adding the Restore button) is in
  /// `extension` — `extendedAs` names the type, and `alias` may declare it.
  private static func moduleScreen(extendedAs name: String, alias: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "SubscriptionsModule.ViewController()", extra: "\nenum SubscriptionsModule {}"),
      "App/PurchaseManager.swift": """
      import StoreKit

      final class PurchaseManager: NSObject {
        static let shared = PurchaseManager()
        func restorePurchase() { SKPaymentQueue.default().restoreCompletedTransactions() }
        func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
      }

      """,
      "App/SubscriptionsViewController.swift": """
      import StoreKit
      import UIKit

      \(alias)

      extension SubscriptionsModule {
        final class ViewController: UIViewController {
          var products: [SKProduct] = []
          let buyButton = UIButton(type: .system)
          lazy var restoreButton: UIButton = {
            let button = UIButton(type: .system)
            button.setTitle("Restore", for: .normal)
            button.addTarget(self, action: #selector(restoreTapped), for: .touchUpInside)
            return button
          }()

          override func viewDidLoad() {
            super.viewDidLoad()
            commonSetup()
          }

          @objc func restoreTapped() { PurchaseManager.shared.restorePurchase() }
          @objc func buyTapped() {
            if let product = products.first { PurchaseManager.shared.buy(product) }
          }
        }
      }

      private extension \(name) {
        func commonSetup() {
          buyButton.setTitle("Unlock everything", for: .normal)
          buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
          view.addSubview(restoreButton)
          view.addSubview(buyButton)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("An extension of a nested type, by its qualified name or a file's alias, adds to that type")
  func extensionOfNestedType() {
    #expect(Self.moduleScreen(extendedAs: "SubscriptionsModule.ViewController").isEmpty)
    let aliased = Self.moduleScreen(
      extendedAs: "View",
      alias: """
        private typealias Module = SubscriptionsModule
        private typealias View = Module.ViewController
        """)
    #expect(aliased.isEmpty, "\(aliased)")
    // Without the extension's setup the button is never added: restore is missing.
    let unaliased = Self.moduleScreen(extendedAs: "View")
    #expect(unaliased.count == 1, "\(unaliased)")
  }

  @Test("All-digit product ids listed beside lettered ones are product ids; alone they are numbers")
  func numericProductIDs() {
    func drift(_ list: String) -> [String] {
      Self.storeKitListing(
        #"{ "displayPrice" : "9.99", "productID" : "app.lifetime", "type" : "NonConsumable" }"#,
        list: list
      ).map(\.message)
    }
    let listed = drift(#"["app.lifetime", "1005", "1006"]"#)
    #expect(listed.count == 2 && listed.allSatisfy { $0.contains("\"100") }, "\(listed)")
    #expect(drift(#"["1005", "1006"]"#).isEmpty)
  }
}
