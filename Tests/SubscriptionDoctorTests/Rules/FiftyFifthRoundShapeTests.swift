import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the fifty-fourth and fifty-fifth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct FiftyFifthRoundShapeTests {
  /// A UIKit app delegate whose window shows `root` (`"PayWallVC()"`).
  private static func uikitApp(showing root: String) -> String {
    """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func applicationDidFinishLaunching(_ application: UIApplication) {
        window?.rootViewController = \(root)
      }
    }

    """
  }

  /// Findings for a UIKit paywall whose stack composes a legal footer view
  /// (a `UIStackView` subclass) whose buttons open the terms and run
  /// `privacyAction`, presenting from the root screen reached as a namespace.
  private static func composedFooter(privacyAction: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Self.uikitApp(showing: "BuyController()"),
      "App/TermsView.swift": """
      import UIKit
      import SafariServices

      final class TermsView: UIStackView {
        private let termsButton = UIButton()
        private let privacyButton = UIButton()
        static let termsURL = URL(string: "https://subkit.dev/terms")!
        static let privacyURL = URL(string: "https://subkit.dev/privacy")!

        init() {
          let row = UIStackView([termsButton, privacyButton])
          super.init(frame: .zero)
          addArrangedSubview(row)
          termsButton.setTitle("Terms of Service", for: .normal)
          privacyButton.setTitle("Privacy Policy", for: .normal)
          termsButton.addAction(.init(handler: { _ in
            RootController.instance.present(SFSafariViewController(url: Self.termsURL), animated: true)
          }), for: .touchUpInside)
          privacyButton.addAction(.init(handler: { _ in
            \(privacyAction)
          }), for: .touchUpInside)
        }
        required init(coder: NSCoder) { fatalError() }
      }

      /// The app's root screen, reached as a namespace: its own settings
      /// button opens the privacy policy, which the paywall does not show.
      final class RootController: UIViewController {
        static let instance = RootController()
        override func viewDidLoad() {
          super.viewDidLoad()
          let settings = UIButton()
          settings.addAction(.init(handler: { _ in
            UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!)
          }), for: .touchUpInside)
          view.addSubview(settings)
        }
      }

      """,
      "App/BuyController.swift": """
      import UIKit
      import StoreKit

      class BuyController: UIViewController {
        var product: Product?
        override func viewDidLoad() {
          super.viewDidLoad()
          setup()
        }
      }

      private extension BuyController {
        func setup() {
          let buyButton = UIButton()
          let restoreButton = UIButton()
          restoreButton.setTitle("Restore", for: .normal)

          let mainStack = UIStackView(axis: .vertical, [
            UIView(),
            buyButton,
            restoreButton,
            TermsView()
          ])
          view.addSubview(mainStack)
          Task {
            product = try? await Product.products(for: ["app.pro.monthly"]).first
            buyButton.setTitle("\\(product?.displayPrice ?? "") / month", for: .normal)
          }
          buyButton.addAction(.init(handler: { [weak self] _ in
            guard let product = self?.product else { return }
            Task { _ = try? await product.purchase() }
          }), for: .touchUpInside)
          restoreButton.addAction(.init(handler: { _ in
            Task { try? await AppStore.sync() }
          }), for: .touchUpInside)
        }
      }

      """,
    ])
  }

  @Test("A legal footer view composed inline in a stack's array opens what its buttons open")
  func composedLegalFooter() {
    let opening = Self.composedFooter(
      privacyAction:
        "RootController.instance.present(SFSafariViewController(url: Self.privacyURL), animated: true)"
    )
    #expect(!opening.contains { $0.rule == .paywallMissingLegalLinks }, "\(opening)")
    #expect(!opening.contains { $0.rule == .paywallMissingRestore }, "\(opening)")
    let silent = Self.composedFooter(privacyAction: "print(\"privacy\")")
    #expect(silent.filter { $0.rule == .paywallMissingLegalLinks }.count == 1, "\(silent)")
  }

  /// Plan-type findings for a product-shaped struct conforming to `conformance`.
  private static func productMessage(_ conformance: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct BrowserApp: App {
        var body: some Scene { WindowGroup { Text("Browser").task { await WebPurchase().send() } } }
      }

      struct SubscriptionOptionCost\(conformance) {
        let displayPrice: String
        let recurrence: String
      }

      final class WebPurchase {
        func send() async {
          guard let product = try? await Product.products(for: ["browser.pro.monthly"]).first
          else { return }
          let cost = SubscriptionOptionCost(displayPrice: product.displayPrice, recurrence: "monthly")
          _ = try? await product.purchase()
          print(cost)
        }
      }

      """
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A product-shaped message the app encodes for a web page is a payload; a plain copy is not")
  func encodedProductMessage() {
    #expect(Self.productMessage(": Encodable").isEmpty)
    #expect(Self.productMessage("").count == 1, "\(Self.productMessage(""))")
  }

  @Test("A nested UIKit class named View is not what a SwiftUI paywall's `some View` composes")
  func nestedClassNamedView() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ShopApp: App {
        var body: some Scene { WindowGroup { PlansView() } }
      }

      struct PlansView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("Pro — \\(product?.displayPrice ?? "") per month")
            Button("Subscribe") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
          }
          .task { product = try? await Product.products(for: ["shop.pro.monthly"]).first }
        }
      }

      struct AttributedText: UIViewRepresentable {
        func makeUIView(context: Context) -> View { View() }
        func updateUIView(_ view: View, context: Context) {}

        final class View: UITextView {
          override func didMoveToWindow() {
            let privacy = UIButton()
            privacy.setTitle("Privacy Policy", for: .normal)
            privacy.addAction(UIAction { _ in
              UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!)
            }, for: .touchUpInside)
            addSubview(privacy)
          }
        }
      }

      """
    ])
    #expect(findings.filter { $0.rule == .paywallMissingLegalLinks }.count == 1, "\(findings)")
  }

  @Test("Switching to a tab is navigation; the subscription's status is state")
  func switchToTab() {
    #expect(!NotificationSubscriptionStateRule.isStateName("switchToSubscriptionTab"))
    #expect(!NotificationSubscriptionStateRule.isStateName("premiumTab"))
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionStatusChanged"))
  }

  @Test("A post spread over two lines is one broadcast")
  func postOverTwoLines() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct GymApp: App {
        var body: some Scene { WindowGroup { Text("Gym").task { await Store().refresh() } } }
      }

      final class Store {
        func refresh() async {
          for await _ in Transaction.currentEntitlements {}
          NotificationCenter.default.post(
            name: Notification.Name("subscriptionStatusChanged"),
            object: nil
          )
        }
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState }
    #expect(findings.count == 1, "\(findings)")
  }

  @Test("A manifest's targets bound what its package builds")
  func manifestFolders() {
    let manifest = PackageManifest(
      path: "Package.swift",
      bytes: Array(
        """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "Growth",
          products: [.library(name: "Growth", targets: ["Growth"])],
          dependencies: [.package(url: "https://subkit.dev/kit.git", from: "1.0.0")],
          targets: [
            .target(
              name: "Growth", dependencies: [.product(name: "Kit", package: "kit")],
              path: "Growth", exclude: ["Backup"]),
            .target(name: "Core"),
            .testTarget(name: "GrowthTests", dependencies: ["Growth"]),
          ]
        )

        """.utf8))
    #expect(manifest.isComplete)
    #expect(manifest.role(of: "Growth/App.swift") == .app)
    #expect(manifest.role(of: "Growth/Backup/Old.swift") == nil)
    #expect(manifest.role(of: "Sources/Core/Core.swift") == .app)
    #expect(manifest.role(of: "Tests/GrowthTests/GrowthTests.swift") == .test)
    #expect(manifest.role(of: "OLD_BACKUP/Paywall.swift") == nil)
    let single = PackageManifest(
      path: "Modules/Domain/Package.swift",
      bytes: Array(
        """
        import PackageDescription
        let package = Package(
          name: "Domain",
          targets: [
            .target(name: "Domain", dependencies: ["Model"]),
            .testTarget(name: "DomainTests", dependencies: ["Domain"]),
          ])

        """.utf8))
    #expect(single.role(of: "Modules/Domain/Sources/Repositories/Store.swift") == .app)
    #expect(single.role(of: "Modules/Domain/Tests/StoreTests.swift") == .test)
    #expect(single.role(of: "Modules/Domain/Scripts/gen.swift") == nil)
    let computed = PackageManifest(
      path: "Package.swift",
      bytes: Array(
        """
        import PackageDescription
        let names = ["A", "B"]
        let package = Package(name: "P", targets: names.map { .target(name: $0) })

        """.utf8))
    #expect(!computed.isComplete)
    #expect(computed.role(of: "Sources/A/A.swift") == nil)
  }

  /// Price findings for a package whose manifest is `manifest`, beside a
  /// backup copy of an old paywall outside its target.
  private static func backupPaywall(manifest: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": manifest,
      "Growth/GrowthApp.swift": """
      import SwiftUI

      @main
      struct GrowthApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      """,
      "OLD_BACKUP/PaywallView.swift": """
      import SwiftUI
      import StoreKit

      struct PaywallView: View {
        var body: some View {
          Button("Subscribe for $4.99/month") {
            Task { _ = try? await Product.products(for: ["growth.monthly"]).first?.purchase() }
          }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule.rawValue.hasPrefix("paywall") }
  }

  @Test(
    "A backup folder beside a package target's path is not built; a computed manifest's folder is")
  func backupBesidePackageTarget() {
    let bounded = Self.backupPaywall(
      manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Growth", targets: [.target(name: "Growth", path: "Growth")])

        """)
    #expect(bounded.isEmpty, "\(bounded)")
    let computed = Self.backupPaywall(
      manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Growth", targets: ["Growth"].map { .target(name: $0, path: $0) })

        """)
    #expect(!computed.isEmpty)
  }

  /// Restore findings for a paywall whose manager's `purchase(productID:)`
  /// buys and then syncs, beside `otherButton`.
  private static func syncAfterPurchase(otherButton: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct GymApp: App {
        var body: some Scene { WindowGroup { UpgradeView() } }
      }

      @MainActor
      final class PurchaseManager: ObservableObject {
        @Published var products: [Product] = []
        func purchase(productID: String) async -> Bool {
          guard let product = products.first(where: { $0.id == productID }) else { return false }
          _ = try? await product.purchase()
          try? await AppStore.sync()
          return true
        }
        func refresh() async { try? await AppStore.sync() }
      }

      struct UpgradeView: View {
        @StateObject private var manager = PurchaseManager()
        var body: some View {
          VStack {
            Text("Premium, \\(manager.products.first?.displayPrice ?? "") per month")
            Button("Start Premium", action: handleUpgrade)
            \(otherButton)
          }
        }
        private func handleUpgrade() {
          Task { _ = await manager.purchase(productID: "gym.premium.monthly") }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A purchase that syncs with the App Store after buying is no restore control")
  func syncAfterPurchase() {
    let buys = Self.syncAfterPurchase(otherButton: "")
    #expect(buys.count == 1, "\(buys)")
    let restores = Self.syncAfterPurchase(
      otherButton: "Button(\"Restore\") { Task { await manager.refresh() } }")
    #expect(restores.isEmpty, "\(restores)")
  }

  /// Price findings for an unused `public` paywall in `App/`, which a
  /// package mirroring the folder builds as a library, with or without the
  /// Xcode project whose app target builds it.
  private static func publicInMirroredApp(withProject: Bool) -> [Finding] {
    var files = [
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App", products: [.library(name: "App", targets: ["App"])],
        targets: [.target(name: "App", path: "App")])

      """,
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct GrowApp: App {
        var body: some Scene { WindowGroup { Text("Grow") } }
      }

      """,
      "App/Legacy.swift": """
      import SwiftUI
      import StoreKit

      public struct LegacyPaywall: View {
        public var body: some View {
          Button("Premium $4.99/month") {
            Task { _ = try? await Product.products(for: ["grow.monthly"]).first?.purchase() }
          }
        }
      }

      """,
    ]
    if withProject {
      files["App.xcodeproj/project.pbxproj"] = ProjectText.oneTarget(
        sources: ["App.swift", "Legacy.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    }
    return Fixtures.findings(files: files).filter { $0.rule == .hardcodedPrice }
  }

  @Test("public in a file an app target builds reaches no one, though a package mirrors the folder")
  func publicInMirroredApp() {
    #expect(Self.publicInMirroredApp(withProject: true).isEmpty)
    let library = Self.publicInMirroredApp(withProject: false)
    #expect(library.count == 1, "\(library)")
  }

  /// Paywall and drift findings for a web shell whose page asks for products
  /// through `messageName` script messages, with a `.storekit` of one
  /// subscription the Swift never names (`handlesMessages: false`: the same
  /// controller asks for the products itself).
  private static func webShell(handlesMessages: Bool) -> [Finding] {
    let load =
      handlesMessages
      ? """
        func userContentController(
          _ controller: WKUserContentController, didReceive message: WKScriptMessage
        ) {
          guard message.name == "iap-purchase-request", let ids = message.body as? [String] else {
            return
          }
          Task { _ = try? await Product.products(for: ids).first?.purchase() }
        }
      """
      : """
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          Task { _ = try? await Product.products(for: ["shell.pro.monthly"]).first?.purchase() }
        }
      """
    return Fixtures.findings(files: [
      "Shell/AppDelegate.swift": Self.uikitApp(showing: "ViewController()"),
      "Shell/ViewController.swift": """
      import UIKit
      import WebKit
      import StoreKit

      final class ViewController: UIViewController, WKScriptMessageHandler {
        let webView = WKWebView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(webView)
          webView.configuration.userContentController.add(self, name: "iap-purchase-request")
          webView.load(URLRequest(url: URL(string: "https://shell.subkit.dev")!))
        }
      \(load)
      }

      """,
      "Shell/Shell.storekit": """
      {
        "products" : [],
        "subscriptionGroups" : [
          { "id" : "1", "name" : "Pro", "subscriptions" : [
            { "displayPrice" : "4.99", "productID" : "shell.pro.monthly", "recurringSubscriptionPeriod" : "P1M", "type" : "RecurringSubscription" },
            { "displayPrice" : "39.99", "productID" : "shell.pro.yearly", "recurringSubscriptionPeriod" : "P1Y", "type" : "RecurringSubscription" }
          ] }
        ],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """,
    ]).filter { $0.rule.rawValue.hasPrefix("paywall") || $0.rule == .storeKitConfigDrift }
  }

  @Test(
    "A web page asking for purchases through script messages draws the paywall; a native screen does not"
  )
  func webShellPaywall() {
    let page = Self.webShell(handlesMessages: true)
    #expect(page.filter { $0.rule == .paywallMissingRestore }.map(\.severity) == [.note], "\(page)")
    #expect(!page.contains { $0.message.contains("neither the offerings nor the code") }, "\(page)")
    #expect(!page.contains { $0.severity == .error }, "\(page)")
    let native = Self.webShell(handlesMessages: false)
    #expect(
      native.filter { $0.rule == .paywallMissingRestore }.map(\.severity) == [.error], "\(native)")
    #expect(
      native.contains { $0.message.contains("neither the offerings nor the code") }, "\(native)")
  }

  /// Findings for a sheet (a subclass of a base sheet declaring the
  /// purchase, restore and legal methods) whose table row value carries
  /// `rowArguments` to a cell's buttons.
  private static func rowCarriesActions(rowArguments: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Self.uikitApp(showing: "PayWallVC()"),
      "App/BasePanVC.swift": """
      import UIKit
      import StoreKit

      class BasePanVC: UIViewController {
        func purchase() {
          guard let product = IAPManager.shared.products.first else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        func onRestore() { SKPaymentQueue.default().restoreCompletedTransactions() }
        func onPrivacy() { UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!) }
        func onTerms() { UIApplication.shared.open(URL(string: "https://subkit.dev/terms")!) }
      }

      final class IAPManager {
        static let shared = IAPManager()
        var products: [SKProduct] = []
      }

      """,
      "App/PayWallVC.swift": """
      import UIKit
      import StoreKit

      final class PayWallVC: BasePanVC, UITableViewDataSource {
        struct RequiredRow {
          var privacy: () -> Void
          var restore: () -> Void
          var terms: () -> Void
        }
        var rows: [Any] = []
        let tableView = UITableView()

        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(tableView)
          tableView.dataSource = self
          let price = IAPManager.shared.products.first?.localizedPrice ?? ""
          let subscribe = UIButton()
          subscribe.setTitle("Try 7 days free, then \\(price) / month", for: .normal)
          subscribe.addTarget(self, action: #selector(buy), for: .touchUpInside)
          view.addSubview(subscribe)
          rows = [\(rowArguments)]
        }
        @objc func buy() { purchase() }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "required") as! RequiredCell
          if let row = rows[indexPath.row] as? RequiredRow { cell.configure(row) }
          return cell
        }
      }

      final class RequiredCell: UITableViewCell {
        var onRestore: () -> Void = {}
        var onPrivacy: () -> Void = {}
        var onTerms: () -> Void = {}
        func configure(_ row: PayWallVC.RequiredRow) {
          onRestore = row.restore
          onPrivacy = row.privacy
          onTerms = row.terms
        }
        @IBAction func onRestoreTap() { onRestore() }
        @IBAction func onPrivacyTap() { onPrivacy() }
        @IBAction func onTermsTap() { onTerms() }
      }

      extension SKProduct {
        var localizedPrice: String? {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = priceLocale
          return formatter.string(from: price)
        }
      }

      """,
    ]).filter { $0.rule.rawValue.hasPrefix("paywall") }
  }

  @Test(
    "A row value handing the sheet's restore and legal methods to a cell carries its controls; the base sheet is no paywall of its own"
  )
  func rowCarriesActions() {
    let carried = Self.rowCarriesActions(
      rowArguments:
        "RequiredRow(privacy: self.onPrivacy, restore: self.onRestore, terms: self.onTerms)")
    #expect(carried.isEmpty, "\(carried)")
    let missing = Self.rowCarriesActions(rowArguments: "")
    #expect(missing.filter { $0.rule == .paywallMissingRestore }.count == 1, "\(missing)")
    #expect(missing.allSatisfy { $0.file == "App/PayWallVC.swift" }, "\(missing)")
  }

  @Test("Money someone earns is an income; a plan's monthly price is not")
  func earnedAmount() {
    #expect(
      SellingContext.isEarned("I am so grateful now that I am earning $10,000 a month.", "$10,000"))
    #expect(SellingContext.isEarned("Make an extra $500 a week", "$500"))
    #expect(!SellingContext.isEarned("Premium: $9.99 a month", "$9.99"))
    #expect(TestDouble.names("UITestTipProduct"))
    #expect(!TestDouble.names("UITipProduct"))
  }

  /// State findings for a settings pane whose sink does `body` with `isPro`.
  private static func proSink(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import AppKit
      import Combine
      import StoreKit

      @main
      final class AppDelegate: NSObject, NSApplicationDelegate {
        let pane = AdvancedPane()
        func applicationDidFinishLaunching(_ notification: Notification) { pane.start() }
      }

      final class ProManager: ObservableObject {
        static let shared = ProManager()
        @Published var isPro = false
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isPro = true }
          }
        }
      }

      final class AdvancedPane {
        let historySwitch = NSSwitch()
        var isProCopy = false
        var cancellables = Set<AnyCancellable>()
        func start() {
          ProManager.shared.$isPro
            .receive(on: DispatchQueue.main)
            .sink { [weak self] isPro in \(body) }
            .store(in: &cancellables)
        }
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains(".sink") }
  }

  @Test("A sink setting only what a control shows binds it; one keeping the value copies state")
  func controlBindingSink() {
    #expect(Self.proSink("self?.historySwitch.isEnabled = isPro").isEmpty)
    #expect(Self.proSink("self?.isProCopy = isPro").count == 1)
  }

  /// Key findings for a test key under `#if condition`, with `releaseFlags`
  /// set in the Release configuration.
  private static func testKeyBranch(condition: String, releaseFlags: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift"],
        settings:
          "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"\(releaseFlags)\";"
      ),
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct KlickApp: App {
        init() {
          #if \(condition)
          Purchases.configure(withAPIKey: "test_AbCdEfGhIjKlMnOpQrStUvWxYz1")
          #else
          Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1")
          #endif
        }
        var body: some Scene { WindowGroup { Text("Klick") } }
      }

      """,
    ]).filter { $0.rule == .testKeyInRelease }
  }

  @Test("#if DEBUG || FLAG is a Debug block when no Release configuration sets FLAG")
  func debugOrUndefinedFlag() {
    #expect(Self.testKeyBranch(condition: "DEBUG || DEVELOPMENT", releaseFlags: "RELEASE").isEmpty)
    #expect(
      Self.testKeyBranch(condition: "DEBUG || DEVELOPMENT", releaseFlags: "DEVELOPMENT").count == 1)
    #expect(Self.testKeyBranch(condition: "DEBUG || STAGING", releaseFlags: "").isEmpty)
  }

  /// Purchase notes for a service whose `purchase(_:)` wrapper only
  /// `StoreView` calls, shown by the app when `showsStore`.
  private static func wrapperCalledFrom(showsStore: Bool) -> [Finding] {
    Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Vault"),
      "Sources/Vault/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct VaultApp: App {
        var body: some Scene { WindowGroup { \(showsStore ? "StoreView()" : "Text(\"Vault\")") } }
      }

      final class SubscriptionService {
        static let shared = SubscriptionService()
        func purchase(_ product: Product) async throws -> Bool {
          let result = try await product.purchase()
          if case .success = result { return true }
          return false
        }
      }

      struct StoreView: View {
        @State private var product: Product?
        var body: some View {
          Button("Buy \\(product?.displayPrice ?? "")") {
            Task { if let product { _ = try? await SubscriptionService.shared.purchase(product) } }
          }
        }
      }

      """,
    ])
  }

  @Test("A purchase wrapper only a screen nothing shows calls never runs; shown, it does")
  func wrapperCalledOnlyFromUnusedScreen() {
    #expect(Self.wrapperCalledFrom(showsStore: false).isEmpty)
    #expect(!Self.wrapperCalledFrom(showsStore: true).isEmpty)
  }

  /// State findings for a post asking for the paywall, carrying `payload`.
  private static func paywallRequest(name: String, payload: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct OptimizeApp: App {
        var body: some Scene { WindowGroup { Text("Optimize").task { await Store().refresh() } } }
      }

      enum PremiumFeature { case batchProcessing }

      extension Notification.Name {
        static let \(name) = Notification.Name("\(name)")
      }

      final class Store {
        func refresh() async {
          for await _ in Transaction.currentEntitlements {}
          NotificationCenter.default.post(
            name: .\(name), object: nil, userInfo: ["feature": \(payload)])
        }
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains("broadcast with") }
  }

  @Test(
    "A request for the paywall carries the locked feature, no state; a status post carries state")
  func paywallRequestPayload() {
    let request = Self.paywallRequest(
      name: "showPaywallForFeature", payload: "PremiumFeature.batchProcessing")
    #expect(request.isEmpty, "\(request)")
    #expect(!Self.paywallRequest(name: "statusChanged", payload: "isPremium").isEmpty)
  }

  /// Findings for an Info.plist value `$(NSUserNotificationsUsageDescription)`,
  /// beside `catalog` (an InfoPlist string catalog, or none).
  private static func catalogued(_ catalog: String?) -> [Finding] {
    var files = ProjectText.appUsingInfoPlist(beside: [
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>NSUserNotificationsUsageDescription</key><string>$(NSUserNotificationsUsageDescription)</string>
      </dict></plist>

      """
    ])
    if let catalog { files["App/InfoPlist.xcstrings"] = catalog }
    return Fixtures.findings(files: files).filter { $0.rule == .undefinedBuildSetting }
  }

  @Test(
    "A setting named by the InfoPlist string catalog is the catalog's text; otherwise it is empty")
  func infoPlistCatalogKey() {
    let catalog = """
      { "sourceLanguage" : "en", "strings" : { "NSUserNotificationsUsageDescription" : {
        "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Reminders" } } }
      } }, "version" : "1.0" }

      """
    #expect(Self.catalogued(catalog).isEmpty)
    #expect(Self.catalogued(nil).count == 1)
    #expect(TestDouble.names("fixture"))
  }

  /// Findings for StoreHelper's layout: a screen, a row, a subscription view
  /// and a purchase button above the price view that buys; the screen's
  /// buttons run `screenButtons`; `Products.plist` lists `plistIDs`.
  private static func storeHelperLayout(screenButtons: String, plistIDs: [String]) -> [Finding] {
    let plistItems = plistIDs.map { "<string>\($0)</string>" }.joined()
    return Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ShieldApp: App {
        var body: some Scene { WindowGroup { Subscriptions() } }
      }

      struct Subscriptions: View {
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            SubscriptionListViewRow(products: products)
            \(screenButtons)
          }
          .task {
            let ids = (NSDictionary(contentsOfFile: Bundle.main.path(forResource: "Products", ofType: "plist")!)?["Products"] as? [String]) ?? []
            products = (try? await Product.products(for: ids)) ?? []
          }
        }
      }

      struct SubscriptionListViewRow: View {
        var products: [Product]
        var body: some View { ForEach(products, id: \\.id) { SubscriptionView(product: $0) } }
      }

      struct SubscriptionView: View {
        var product: Product
        var body: some View { HStack { Text(product.displayName); PurchaseButton(product: product) } }
      }

      struct PurchaseButton: View {
        var product: Product
        var body: some View { PriceView(product: product) }
      }

      struct PriceView: View {
        var product: Product
        var body: some View {
          Button("\\(product.displayPrice) / month") { Task { _ = try? await product.purchase() } }
        }
      }

      """,
      "App/Products.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>Products</key><array>\(plistItems)</array></dict></plist>

      """,
      "App/Products.storekit": """
      {
        "products" : [],
        "subscriptionGroups" : [
          { "id" : "1", "name" : "Plus", "subscriptions" : [
            { "displayPrice" : "4.99", "productID" : "shield.plus.monthly", "recurringSubscriptionPeriod" : "P1M", "type" : "RecurringSubscription" }
          ] }
        ],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """,
    ]).filter {
      $0.rule.rawValue.hasPrefix("paywall") || $0.message.contains("neither the offerings")
    }
  }

  @Test(
    "A price view four levels below its screen is judged with the screen's controls; plist-listed ids are named"
  )
  func storeHelperLayout() {
    let buttons = """
      Button("Restore") { Task { try? await AppStore.sync() } }
      Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
      Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
      """
    let full = Self.storeHelperLayout(screenButtons: buttons, plistIDs: ["shield.plus.monthly"])
    #expect(full.isEmpty, "\(full)")
    let bare = Self.storeHelperLayout(screenButtons: "", plistIDs: [])
    #expect(bare.contains { $0.rule == .paywallMissingRestore }, "\(bare)")
  }

  @Test("A sentence denying renewal speaks of a pass; a collector's purchases are no state")
  func passesAndCollections() {
    let pass = Paywall.withoutDenials(
      "*30-day non-refundable subscription, begins at the time of purchase and will not auto-renew."
    )
    #expect(!pass.contains("subscription"))
    #expect(
      Paywall.withoutDenials("monthly subscription. cancel anytime.").contains("subscription"))
    #expect(!NotificationSubscriptionStateRule.isStateName("portfolioPurchaseRecorded"))
    #expect(!NotificationSubscriptionStateRule.isStateName("purchaseLocation"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchasedProductIDs"))
  }

  @Test("A second configure in a type no app code uses never runs; used, it does")
  func configureInUnusedType() {
    func findings(showsManager: Bool) -> [Finding] {
      Fixtures.findings(files: [
        "App/App.swift": """
        import SwiftUI
        import RevenueCat

        @main
        struct CashApp: App {
          init() { Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1") }
          var body: some Scene {
            WindowGroup { Text("Cash")\(showsManager ? ".environmentObject(RevenueCatManager())" : "") }
          }
        }

        final class RevenueCatManager: ObservableObject {
          init() { Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1") }
        }

        """
      ]).filter { $0.rule == .configureCalledTwice }
    }
    #expect(findings(showsManager: false).isEmpty)
    #expect(findings(showsManager: true).count == 1)
  }

  @Test("A purchase screen drawn as a plain UIView subclass is a paywall; a buy button is not")
  func plainViewPaywall() {
    func findings(superclass: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/AppDelegate.swift": """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func applicationDidFinishLaunching(_ application: UIApplication) {
            window?.rootViewController = UIViewController()
            window?.rootViewController?.view.addSubview(PaywallView())
          }
        }

        """,
        "App/PaywallView.swift": """
        import UIKit
        import StoreKit

        final class PaywallView: \(superclass) {
          var product: Product?
          let buyButton = UIButton()
          override init(frame: CGRect) {
            super.init(frame: frame)
            buyButton.setTitle("\\(product?.displayPrice ?? "") per month", for: .normal)
            buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
            addSubview(buyButton)
          }
          required init?(coder: NSCoder) { nil }
          @objc func buy() { Task { _ = try? await product?.purchase() } }
        }

        """,
      ]).filter { $0.rule == .paywallMissingRestore }
    }
    #expect(findings(superclass: "UIView").count == 1)
    #expect(findings(superclass: "UIButton").isEmpty)
  }

  @Test(
    "A target building nothing leaves the shared Info.plist's settings to the targets that build")
  func emptyLeftoverTarget() {
    func findings(sources: [String]) -> [Finding] {
      Fixtures.findings(
        files: ProjectText.appUsingInfoPlist(beside: [
          "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
            sources: sources, settings: "INFOPLIST_FILE = App/Info.plist;"),
          "App/Info.plist": """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict><key>GADApplicationIdentifier</key><string>$(GAD_APPLICATION_ID)</string></dict></plist>

          """,
        ])
      ).filter { $0.rule == .undefinedBuildSetting }
    }
    #expect(findings(sources: []).isEmpty)
    #expect(findings(sources: ["App.swift"]).count == 1)
  }
}
