import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes left open by earlier rounds and met while measuring the ninetieth
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct NinetiethRoundShapeTests {
  /// `purchases-multiple-owners` findings for an app whose owner calls its
  /// own `checkProStatus()` while `RevenueCatConfig` declares
  /// `checkProStatus` with `parameters`, called by `call` and by `ownCheck`
  /// inside the owner's `checkProStatus()`.
  private static func statusCheckOwners(
    parameters: String, call: String, ownCheck: String = ""
  ) -> [Finding] {
    Fixtures.findings(files: [
      "App/RutinApp.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct RutinApp: App {
        init() {
          RevenueCatConfig.configure()
          \(call)
        }
        var body: some Scene { WindowGroup { Text(ProManager.shared.isPro ? "Pro" : "Free") } }
      }

      """,
      "App/Pro/RevenueCatConfig.swift": """
      import RevenueCat

      enum RevenueCatConfig {
        static func configure() {
          Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
        }
      }

      extension RevenueCatConfig {
        static func checkProStatus(\(parameters)) {
          Purchases.shared.getCustomerInfo { info, _ in
            completion(info?.entitlements["Pro"]?.isActive == true)
          }
        }
      }

      """,
      "App/Pro/ProManager.swift": """
      import Observation
      import RevenueCat

      @Observable
      final class ProManager {
        static let shared = ProManager()
        var isPro = false

        private init() {
          checkProStatus()
        }

        func checkProStatus() {
          \(ownCheck)
          Task {
            let info = try? await Purchases.shared.customerInfo()
            isPro = info?.entitlements["Pro"]?.isActive == true
          }
        }
      }

      """,
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test("A call another type's same-named method cannot take is no call of it")
  func callMatchedByArgumentLabels() {
    let completion = "completion: @escaping (Bool) -> Void"
    // ProManager's `checkProStatus()` cannot call the one taking a completion.
    #expect(Self.statusCheckOwners(parameters: completion, call: "").isEmpty)
    #expect(
      Self.statusCheckOwners(
        parameters: completion, call: "RevenueCatConfig.checkProStatus { _ in }"
      )
      .count == 1)
    #expect(
      Self.statusCheckOwners(
        parameters: completion, call: "RevenueCatConfig.checkProStatus(completion: { _ in })"
      ).count == 1)
    // One overload calling the other inside its own body is its caller.
    #expect(
      Self.statusCheckOwners(
        parameters: completion, call: "", ownCheck: "RevenueCatConfig.checkProStatus { _ in }"
      ).count == 1)
    // A completion with a default lets `checkProStatus()` call either; the
    // bare call inside ProManager is ProManager's own (hundred-and-fourteenth
    // round), so it takes a call naming RevenueCatConfig.
    #expect(
      Self.statusCheckOwners(
        parameters: "completion: ((Bool) -> Void)? = nil",
        call: "RevenueCatConfig.checkProStatus()"
      ).count == 1)
    #expect(
      Self.statusCheckOwners(parameters: "completion: ((Bool) -> Void)? = nil", call: "")
        .isEmpty)
  }

  @Test("A call's labels fill a declaration's parameters as Swift matches them")
  func argumentsFillParameters() throws {
    let load = Fixtures.parameters(
      "func load(for id: String, force: Bool = false, completion: () -> Void)")
    let fills = { (call: String) throws -> Bool in
      try #require(Fixtures.arguments(of: "load", in: call)).fills(load)
    }
    #expect(try fills("load(for: id) { }"))
    #expect(try fills("load(for: id, force: true, completion: done)"))
    #expect(try fills("load(for: id, completion: done)"))
    #expect(try !fills("load(id) { }"))
    #expect(try !fills("load()"))
    #expect(try !fills("load(for: id)"))
    // A brace after the call may open a statement's body, not a closure.
    let check = Fixtures.parameters("func isEligible() -> Bool")
    #expect(
      try #require(Fixtures.arguments(of: "isEligible", in: "if isEligible() { go() }")).fills(
        check))
    // Variadics are taken as filled.
    let log = Fixtures.parameters("func log(_ items: String...)")
    #expect(try #require(Fixtures.arguments(of: "log", in: "log(a, b, c)")).fills(log))
    // A reference calls nothing here: no arguments to read.
    #expect(Fixtures.arguments(of: "refresh", in: "Button(action: refresh)") == nil)
  }

  /// Findings for a UIKit app whose home screen presents `PlansViewController`,
  /// a plans screen written as `plans` (its class body), buying through
  /// StoreKit 1 with SwiftyStoreKit's `localizedPrice`, beside `other` files.
  private static func plansScreen(_ plans: String, other: [String: String] = [:]) -> [Finding] {
    Fixtures.findings(
      files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(
          showing: "HomeViewController()",
          extra: """
            final class HomeViewController: UIViewController {
              @objc func upgrade() {
                present(PlansViewController(), animated: true)
              }
            }
            """),
        "App/PlansViewController.swift": """
        import UIKit
        import StoreKit
        import SwiftyStoreKit

        final class PlansViewController: UIViewController {
          let priceLabel = UILabel()
          var products: [SKProduct] = []
        \(plans)
          @objc func buy() {
            SwiftyStoreKit.purchaseProduct("app.premium.monthly") { _ in }
          }
          @objc func restore() {
            SwiftyStoreKit.restorePurchases { _ in }
          }
        }

        extension PlansViewController: UITableViewDataSource, UICollectionViewDelegateFlowLayout {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
          }
        }

        """,
      ].merging(other) { $1 })
  }

  private static func prices(_ findings: [Finding]) -> [String] {
    findings.filter { $0.rule == .hardcodedPrice }.map(\.message)
  }

  @Test("A controller's stored price list no code reads is never shown, delegates or not")
  func unreadStoredPricesInController() {
    let list = "  let productAmount = [\"$15.95\", \"$30.95\"]"
    #expect(Self.prices(Self.plansScreen(list)).isEmpty)
    let read = list + "\n  func show() { priceLabel.text = productAmount[0] }"
    #expect(Self.prices(Self.plansScreen(read)).count == 2)
  }

  @Test(
    "A product in hand's localizedPrice ?? literal is the store's price; before loading it is not")
  func formattedPriceInHand() {
    let inHand = """
        func show() {
          if let product = products.first(where: { $0.productIdentifier == "app.premium.monthly" }) {
            priceLabel.text = product.localizedPrice ?? "$30.99"
          } else {
            priceLabel.text = "$29.99"
          }
          let paid = products[0].localizedPrice ?? "$16.99"
          print(paid)
        }
      """
    #expect(
      Self.prices(Self.plansScreen(inHand)) == [
        #"Price "$29.99" is hard-coded; prices must come from the store."#
      ])
    let loading = """
        var product: SKProduct?
        func show() { priceLabel.text = product?.localizedPrice ?? "$30.99" }
      """
    #expect(Self.prices(Self.plansScreen(loading)).count == 1)
  }

  @Test("A view controller used only through its shared instance is a service, not a screen")
  func sharedServiceController() {
    let service = """
      import UIKit
      import StoreKit

      class SubscriptionService: UIViewController {
        static let purchaseSuccessfulNotification = Notification.Name("SubscriptionServicePurchaseSuccessful")
        static let shared = SubscriptionService()
        var products: [String: SKProduct] = [:]
        func purchase(product: String) {
          guard let product = products[product] else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """
    let errors = { (presenter: String) -> [Finding] in
      Self.plansScreen(
        "  func buyMonthly() { SubscriptionService.shared.purchase(product: \"monthly\") }\n"
          + "  @objc func showService() { \(presenter) }",
        other: ["App/SubscriptionService.swift": service]
      ).filter { $0.rule == .paywallMissingRestore && $0.file == "App/SubscriptionService.swift" }
    }
    #expect(errors("print(SubscriptionService.purchaseSuccessfulNotification)").isEmpty)
    #expect(errors("present(SubscriptionService(), animated: true)").count == 1)
  }

  /// Paywall findings on an About screen whose first row, titled `title`,
  /// buys the app's one product.
  private static func aboutScreen(title: String) -> [Finding] {
    Self.plansScreen(
      "",
      other: [
        "App/AboutViewController.swift": """
        import UIKit
        import SwiftyStoreKit

        final class AboutViewController: UITableViewController {
          let rows = ["\(title)", "問題回饋⚠️", "給個評價👨‍💻"]
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = rows[indexPath.row]
            return cell
          }
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if indexPath.row == 0 {
              SwiftyStoreKit.purchaseProduct("CrossAnalysis_Product") { result in print(result) }
            }
          }
        }

        extension HomeViewController {
          @objc func about() { show(AboutViewController(), sender: self) }
        }

        """
      ]
    ).filter { $0.file == "App/AboutViewController.swift" && $0.rule == .paywallMissingRestore }
  }

  @Test("A tip in other languages leaves nothing to restore")
  func tipInOtherLanguages() {
    #expect(Self.aboutScreen(title: "贊助一杯飲料🍺").isEmpty)
    #expect(Self.aboutScreen(title: "永久解鎖全部功能").count == 1)
  }

  @Test("A locale set only when the store's formatter has no currency is a fallback")
  func formatterLocaleFallback() {
    let formatted = { (condition: String) -> [Finding] in
      Self.plansScreen(
        """
          var storeProduct: StoreProduct!
          override func viewDidLoad() {
            super.viewDidLoad()
            render(storeProduct)
          }
          func render(_ product: StoreProduct) {
            let formatter = product.priceFormatter ?? NumberFormatter()
            \(condition) {
              formatter.numberStyle = .currency
              formatter.locale = Locale.current
            }
            priceLabel.text = formatter.string(from: product.price as NSDecimalNumber)
          }
        """
      ).filter { $0.rule == .paywallPriceNotFromStore }
    }
    #expect(formatted("if formatter.currencyCode == nil").isEmpty)
    #expect(formatted("if formatter.numberStyle == .none").count == 1)
  }

  @Test("super.viewDidLoad() is UIKit's, not a screen's that buys")
  func superCallIsNoPurchase() {
    let status = { (load: String) -> [Finding] in
      Self.plansScreen(
        """
          override func viewDidLoad() {
            super.viewDidLoad()
            buy()
          }
        """,
        other: [
          "App/SubscriptionStatusViewController.swift": """
          import UIKit

          final class SubscriptionStatusViewController: UIViewController {
            override func viewDidLoad() {
              super.viewDidLoad()
              \(load)
            }
            @objc func change() { present(PlansViewController(), animated: true) }
          }

          extension HomeViewController {
            @objc func subscription() { present(SubscriptionStatusViewController(), animated: true) }
          }

          """
        ]
      ).filter { $0.file == "App/SubscriptionStatusViewController.swift" }
    }
    #expect(status("title = \"My subscription\"").isEmpty)
    #expect(
      status("SwiftyStoreKit.purchaseProduct(\"app.premium.monthly\") { _ in }").contains {
        $0.rule == .paywallMissingRestore
      })
  }

  @Test("A parameter or local of a member's name reads itself, not the member")
  func parameterShadowsMember() {
    let prices = { (paywall: String) -> [Finding] in
      Fixtures.findings(files: [
        "App/OllieApp.swift": """
        import SwiftUI
        import StoreKit

        @main
        struct OllieApp: App {
          var body: some Scene { WindowGroup { PlusSheet(product: nil) } }
        }

        struct PlusSheet: View {
          let product: Product?
          var body: some View {
            VStack {
              \(paywall)
              Button(Strings.Premium.continueWithPrice(product?.displayPrice ?? "")) {
                Task { _ = try? await product?.purchase() }
              }
            }
          }
        }

        """,
        "App/Strings+Premium.swift": """
        import Foundation

        enum Strings {
          enum Premium {
            static let price = String(localized: "€19")
            static func continueWithPrice(_ price: String) -> String {
              let label = String(localized: "Continue with Ollie — \\(price)")
              return label
            }
          }
        }

        """,
      ]).filter { $0.rule == .hardcodedPrice }
    }
    #expect(prices("Text(\"Ollie+\")").isEmpty)
    #expect(prices("Text(Strings.Premium.price)").count == 1)
  }

  /// A `.storekit` file listing `id`, a monthly subscription when it
  /// `renews`, else a non-consumable.
  private static func storeKit(id: String, renews: Bool) -> String {
    let product = #"{ "displayPrice" : "4.99", "productID" : "\#(id)", "#
    let products = renews ? "" : product + #""type" : "NonConsumable" }"#
    let group =
      renews
      ? #"{ "id" : "1", "name" : "Support", "subscriptions" : [ "#
        + product
        + #""recurringSubscriptionPeriod" : "P1M", "type" : "RecurringSubscription" } ] }"#
      : ""
    return """
      {
        "products" : [ \(products) ],
        "subscriptionGroups" : [ \(group) ],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """
  }

  @Test("RevenueCat's offerings alone sell no subscription when the .storekit file lists none")
  func offeringsSellOneTimeContributions() {
    let legal = { (renews: Bool) -> [Finding] in
      Fixtures.findings(files: [
        "App/App.swift": """
        import SwiftUI
        import RevenueCat

        @main
        struct SillyApp: App {
          init() { Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1") }
          var body: some Scene { WindowGroup { ContributionView() } }
        }

        enum Contribution: String, CaseIterable {
          case small = "com.silly.app.contribution.small"
        }

        struct ContributionView: View {
          var body: some View {
            ForEach(Contribution.allCases, id: \\.self) { item in
              Button("Contribute") { Task { await contribute(item) } }
            }
            Button("Restore") { Task { _ = try? await Purchases.shared.restorePurchases() } }
          }
          func contribute(_ item: Contribution) async {
            guard let offerings = try? await Purchases.shared.offerings(),
              let package = offerings.current?.availablePackages.first(where: {
                $0.storeProduct.productIdentifier == item.rawValue
              })
            else { return }
            _ = try? await Purchases.shared.purchase(package: package)
          }
        }

        """,
        "App/Products.storekit": Self.storeKit(
          id: "com.silly.app.contribution.small", renews: renews),
      ]).filter { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legal(false).isEmpty)
    #expect(legal(true).count == 1)
  }

  @Test("A name observed inline that nothing posts broadcasts nothing")
  func inlineNameNeverPosted() {
    let warnings = { (elsewhere: String) -> [Finding] in
      Fixtures.findings(files: [
        "App/MealApp.swift": """
        import SwiftUI
        import StoreKit

        @main
        struct MealApp: App {
          @State private var state = AppState()
          var body: some Scene { WindowGroup { Text(state.isPremium ? "Pro" : "Free") } }
        }

        @Observable
        final class AppState {
          var isPremium = false
          func observeSubscriptionStatus() async {
            for await _ in NotificationCenter.default.notifications(
              named: NSNotification.Name("SubscriptionStatusChanged"))
            {
              isPremium = !(await Transaction.currentEntitlements.contains { _ in true })
            }
          }
          init() {
            Task { await observeSubscriptionStatus() }
            refresh()
          }
          func refresh() {
            \(elsewhere)
          }
        }

        """
      ]).filter { $0.rule == .notificationSubscriptionState && $0.severity != .note }
    }
    #expect(warnings("isPremium = false").isEmpty)
    #expect(
      !warnings(
        "NotificationCenter.default.post(name: NSNotification.Name(\"SubscriptionStatusChanged\"), object: nil)"
      ).isEmpty)
  }

  @Test("An app event's products are no products load")
  func eventProductsAreNoLoad() {
    let notes = { (read: String) -> [Finding] in
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
        "App/App.swift": """
        import SwiftUI
        import StoreKit

        @main
        struct PassApp: App {
          @State private var iap = IAPObservable()
          var body: some Scene { WindowGroup { Text("\\(iap.purchased.count)") } }
        }

        struct Receipt { let products: Set<String> }
        enum IAPEvent { case newReceipt(Receipt), status(Bool) }

        @Observable
        final class IAPObservable {
          var purchased: Set<String> = []
          init() { onUpdate(.newReceipt(Receipt(products: []))) }
          func onUpdate(_ event: IAPEvent) {
            switch event {
            case .newReceipt(let payload):
              \(read)
            case .status:
              break
            }
          }
        }

        """,
      ]).filter {
        $0.rule == .knownStoreKitIssue && $0.message.contains("fail to load products")
      }
    }
    #expect(notes("purchased = payload.products").isEmpty)
    #expect(
      notes("Task { purchased = Set(try await Product.products(for: []).map(\\.id)) }").count == 1)
  }

  /// `custom-infoplist-not-used` findings for a leftover `Clip/` folder
  /// holding an app-shaped Info.plist and `clip` as its Swift file.
  private static func leftoverClip(_ clip: String, ownPlist: Bool = true) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = App/Info.plist;"),
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      ownPlist ? "App/Info.plist" : "App/Other.plist": RecallCase.plist([("CFBundleName", "App")]),
      "Clip/Info.plist": RecallCase.plist([
        ("CFBundleDisplayName", "Clip"), ("NSCameraUsageDescription", "Scan a code"),
      ]),
      "Clip/ClipApp.swift": clip,
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("An Info.plist beside an entry point no target builds belongs to that removed app")
  func removedAppClipInfoPlist() {
    let clipApp =
      "import SwiftUI\n@main\nstruct ClipApp: App {\n  var body: some Scene { WindowGroup { Text(\"Clip\") } }\n}\n"
    #expect(Self.leftoverClip(clipApp).isEmpty)
    #expect(Self.leftoverClip("import Foundation\nlet clipName = \"Clip\"\n").count == 1)
    // Without the target's own Info.plist, the leftover's keys may be the ones it lacks.
    #expect(Self.leftoverClip(clipApp, ownPlist: false).count == 1)
  }

  /// State findings for a web bridge whose sink on the store's
  /// `$purchasedProductIDs` runs `body`.
  private static func purchasedIDsSink(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Shell"),
      "Sources/Shell/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Web\").environmentObject(WebBridge())"),
      "Sources/Shell/WebBridge.swift": """
      import Combine
      import StoreKit

      final class StoreService: ObservableObject {
        static let shared = StoreService()
        @Published var purchasedProductIDs: Set<String> = []
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result { purchasedProductIDs.insert(transaction.productID) }
          }
        }
      }

      final class WebBridge: ObservableObject {
        var pendingProductID: String?
        var awaitingServerValidation = false
        var isPro = false
        private var cancellables = Set<AnyCancellable>()
        init() {
          StoreService.shared.$purchasedProductIDs
            .receive(on: RunLoop.main)
            .sink { [weak self] purchasedIDs in
              \(body)
            }
            .store(in: &cancellables)
        }
        func validate(_ id: String) { awaitingServerValidation = false }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains(".sink") }
  }

  @Test("A sink reading the value only to decide whether to act copies nothing")
  func sinkTrigger() {
    let trigger = """
      guard let self, self.awaitingServerValidation, let pendingID = self.pendingProductID,
        purchasedIDs.contains(pendingID) else { return }
      self.validate(pendingID)
      """
    #expect(Self.purchasedIDsSink(trigger).isEmpty)
    #expect(Self.purchasedIDsSink("self?.isPro = purchasedIDs.contains(\"pro\")").count == 1)
    #expect(
      Self.purchasedIDsSink("if purchasedIDs.contains(\"pro\") { self?.isPro = true }").count == 1)
    // An empty closure reads nothing (and must not trip the reading): it
    // ignores the value it names, so it copies nothing either (Noteshelf3,
    // ninety-seventh round).
    #expect(Self.purchasedIDsSink("").isEmpty)
  }

  /// The `notification-subscription-state` findings on the observer of a
  /// plans screen whose handler reads the product id and runs `handling`.
  private static func thanksObserver(handling: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("VPN"),
      "Sources/VPN/AppDelegate.swift": Fixtures.uiKitApp(showing: "PlansViewController()"),
      "Sources/VPN/PlansViewController.swift": """
      import StoreKit
      import UIKit

      final class PlansViewController: UIViewController {
        var supporter = false

        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(didPurchase(_:)),
            name: .purchased, object: nil)
        }

        @objc func didPurchase(_ notification: Notification) {
          guard let productID = notification.object as? String else { return }
          \(handling)
        }

        @objc func buy(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
          NotificationCenter.default.post(name: .purchased, object: product.productIdentifier)
        }
      }

      extension Notification.Name {
        static let purchased = Notification.Name("purchased")
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.line == 9 }
  }

  @Test("An observer that only shows a passing message keeps no copy; one storing the id does")
  func observerShowsThanks() {
    #expect(
      Self.thanksObserver(
        handling: "Utils.makeNotification(NSLocalizedString(\"thanks\", comment: productID))"
      ).isEmpty)
    #expect(
      !Self.thanksObserver(
        handling:
          "UserDefaults.standard.set(true, forKey: productID); Utils.makeNotification(\"thanks\")"
      ).isEmpty)
  }

  /// `notification-subscription-state` warnings for an app whose debug menu
  /// and mock service post `.subscriptionStatusDidChange`, and whose real
  /// service runs `realPost` when it refreshes.
  private static func mockOnlyPosts(realPost: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cats"),
      "Sources/Cats/App.swift": Fixtures.swiftUIApp(
        showing:
          "VStack { Text(CaptureViewModel().isPremium ? \"Pro\" : \"Free\"); Button(\"Free\") { SettingsViewModel().demoteToFree() } }"
      ),
      "Sources/Cats/Services.swift": """
      import Foundation
      import StoreKit

      extension Notification.Name {
        static let subscriptionStatusDidChange = Notification.Name("subscriptionStatusDidChange")
      }

      protocol SubscriptionServicing: AnyObject {
        var isPremium: Bool { get }
        func refresh() async
      }

      final class SubscriptionService: SubscriptionServicing {
        var isPremium = false
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isPremium = true }
          }
          \(realPost)
        }
      }

      final class MockSubscriptionService: SubscriptionServicing {
        var isPremium = false
        func refresh() async {}
        func togglePremium() {
          isPremium.toggle()
          NotificationCenter.default.post(name: .subscriptionStatusDidChange, object: nil)
        }
      }

      final class ServiceContainer {
        static let shared = ServiceContainer()
        let subscriptions: SubscriptionServicing
        init() {
          #if DEBUG
          subscriptions = MockSubscriptionService()
          #else
          subscriptions = SubscriptionService()
          #endif
        }
      }

      final class SettingsViewModel: ObservableObject {
        func demoteToFree() {
          if let mock = ServiceContainer.shared.subscriptions as? MockSubscriptionService {
            mock.togglePremium()
            NotificationCenter.default.post(name: .subscriptionStatusDidChange, object: nil)
          }
        }
      }

      final class CaptureViewModel: ObservableObject {
        var isPremium = false
        init() {
          Task { await ServiceContainer.shared.subscriptions.refresh() }
          NotificationCenter.default.addObserver(
            forName: .subscriptionStatusDidChange, object: nil, queue: .main
          ) { [weak self] _ in
            self?.isPremium = ServiceContainer.shared.subscriptions.isPremium
          }
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test("A name only a test double or a cast to one posts is broadcast by nothing that ships")
  func mockOnlyPosts() {
    #expect(Self.mockOnlyPosts(realPost: "print(isPremium)").isEmpty)
    #expect(
      !Self.mockOnlyPosts(
        realPost: "NotificationCenter.default.post(name: .subscriptionStatusDidChange, object: nil)"
      ).isEmpty)
  }

  @Test("A list a screen shows, named for subscribers, is no subscription state")
  func listNamedForSubscribers() {
    #expect(!NotificationSubscriptionStateRule.isStateName("optionsSubscribed"))
    #expect(!NotificationSubscriptionStateRule.isStateName("rowsPremium"))
    #expect(NotificationSubscriptionStateRule.isStateName("isSubscribed"))
    #expect(
      NotificationSubscriptionStateRule.isStateName("premiumOptionsUnlocked")
        == NotificationSubscriptionStateRule.isStateName("premiumUnlocked"))
  }

  @Test("A cell a controller registers by its type is part of the screen")
  func registeredCellIsRendered() {
    let legal = { (registers: String) -> [Finding] in
      Self.plansScreen(
        """
          let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
          override func viewDidLoad() {
            super.viewDidLoad()
            \(registers)
          }
        """,
        other: [
          "App/LegalCell.swift": """
          import UIKit

          extension UICollectionViewCell {
            static var identifier: String { String(describing: self) }
          }

          final class LegalCell: UICollectionViewCell {
            @IBAction func openTerms(_ sender: Any) {
              UIApplication.shared.open(URL(string: "https://plansapp.io/terms")!)
            }
            @IBAction func openPrivacy(_ sender: Any) {
              UIApplication.shared.open(URL(string: "https://plansapp.io/privacy")!)
            }
          }

          """
        ]
      ).filter {
        $0.rule == .paywallMissingLegalLinks && $0.file == "App/PlansViewController.swift"
      }
    }
    #expect(
      legal(
        "collectionView.register(LegalCell.self, forCellWithReuseIdentifier: LegalCell.identifier)"
      )
      .isEmpty)
    #expect(legal("collectionView.backgroundColor = .white").count == 1)
  }
}
