import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the eighty-fourth and eighty-fifth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire or stay quiet.
struct EightyFifthRoundShapeTests {
  /// A StoreKit 2 store selling unlocks, coins and subscriptions, a store
  /// screen whose rows buy the products of `sections` (one `ForEach` each,
  /// through the screen's own `purchaseProduct(_:)`), and a subscription
  /// screen the store screen pushes (HIGLab's PremiumApp).
  private static func storeScreenFindings(sections: [String]) -> [Finding] {
    let rows = sections.map { collection in
      """
            Section {
              ForEach(store.\(collection)) { product in
                ProductRow(product: product, onPurchase: { await purchaseProduct(product) })
              }
            }
      """
    }.joined(separator: "\n")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Premium"),
      "Sources/Premium/App.swift": Fixtures.swiftUIApp(showing: "StoreView()"),
      "Sources/Premium/StoreManager.swift": """
      import StoreKit

      @MainActor
      final class StoreManager: ObservableObject {
        @Published private(set) var nonConsumables: [Product] = []
        @Published private(set) var consumables: [Product] = []
        @Published private(set) var subscriptions: [Product] = []

        func load() async {
          let products = (try? await Product.products(for: [
            "com.premium.themes", "com.premium.coins100", "com.premium.monthly",
          ])) ?? []
          nonConsumables = products.filter { $0.type == .nonConsumable }
          consumables = products.filter { $0.type == .consumable }
          subscriptions = products.filter { $0.type == .autoRenewable }
        }

        func purchase(_ product: Product) async -> Bool {
          (try? await product.purchase()) != nil
        }

        func restorePurchases() async {
          try? await AppStore.sync()
        }
      }

      """,
      "Sources/Premium/ProductRow.swift": """
      import StoreKit
      import SwiftUI

      struct ProductRow: View {
        let product: Product
        let onPurchase: () async -> Void

        var body: some View {
          HStack {
            Text(product.displayName)
            Button(product.displayPrice) { Task { await onPurchase() } }
          }
        }
      }

      """,
      "Sources/Premium/StoreView.swift": """
      import StoreKit
      import SwiftUI

      struct StoreView: View {
        @StateObject private var store = StoreManager()

        var body: some View {
          NavigationStack {
            List {
      \(rows)
              Section {
                NavigationLink {
                  SubscriptionView(store: store)
                } label: {
                  Text("Subscription plans")
                }
              }
            }
            .toolbar {
              Button("Restore") { Task { await store.restorePurchases() } }
            }
            .task { await store.load() }
          }
        }

        private func purchaseProduct(_ product: Product) async {
          _ = await store.purchase(product)
        }
      }

      """,
      "Sources/Premium/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @ObservedObject var store: StoreManager
        @State private var selected: Product?

        var body: some View {
          VStack {
            ForEach(store.subscriptions) { plan in
              Button("\\(plan.displayName) \\(plan.displayPrice) / month") { selected = plan }
            }
            Button("Subscribe") { Task { await subscribe() } }
          }
        }

        private func subscribe() async {
          guard let plan = selected else { return }
          _ = await store.purchase(plan)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A store screen whose rows buy unlocks and coins sells no subscription it pushes")
  func storeScreenPushingSubscriptions() {
    let findings = Self.storeScreenFindings(sections: ["nonConsumables", "consumables"])
    #expect(findings.map(\.file) == ["Sources/Premium/SubscriptionView.swift"], "\(findings)")
    // A row of the store screen itself buying a subscription owes the links there too.
    let selling = Self.storeScreenFindings(sections: ["nonConsumables", "subscriptions"])
    #expect(
      Set(selling.map(\.file))
        == ["Sources/Premium/StoreView.swift", "Sources/Premium/SubscriptionView.swift"],
      "\(selling)")
  }

  /// A UIKit premium screen buying `product` through the app's own service
  /// from a method misnamed for a monthly subscription (MagentaColorApp,
  /// seventy-sixth round).
  private static func premiumControllerFindings(product: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Colors"),
      "Sources/Colors/IAPService.swift": """
      import StoreKit

      enum IAPProduct: String {
        case nonConsumablePurchase = "com.colors.premium"
        case monthlySubscription = "com.colors.premium.monthly"
      }

      final class IAPService: NSObject {
        static let shared = IAPService()
        private var products: [SKProduct] = []

        func purchase(product: IAPProduct) {
          guard let item = products.first(where: { $0.productIdentifier == product.rawValue })
          else { return }
          SKPaymentQueue.default().add(SKPayment(product: item))
        }

        func restorePurchases() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
      "Sources/Colors/PremiumController.swift": """
      import UIKit

      final class PremiumController: UIViewController {
        private let buyButton = UIButton(type: .system)
        private let restoreButton = UIButton(type: .system)

        override func viewDidLoad() {
          super.viewDidLoad()
          buyButton.setTitle("Unlock Premium", for: .normal)
          buyButton.addTarget(self, action: #selector(purchaseMonthlySubscription), for: .touchUpInside)
          restoreButton.setTitle("Restore Purchases", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          view.addSubview(buyButton)
          view.addSubview(restoreButton)
        }

        @objc func purchaseMonthlySubscription() {
          IAPService.shared.purchase(product: .\(product))
        }

        @objc func restore() {
          IAPService.shared.restorePurchases()
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A screen buying a product named non-consumable sells no subscription")
  func nonConsumableNamedProduct() {
    #expect(Self.premiumControllerFindings(product: "nonConsumablePurchase").isEmpty)
    #expect(Self.premiumControllerFindings(product: "monthlySubscription").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  /// The purchase notes for a Ray Wenderlich-style `open class StoreService`
  /// whose `public func buyProduct(_:)` nothing calls (its one call is in a
  /// block comment), built by a target of `productType`
  /// (My-first-game, eighty-third round).
  private static func uncalledPublicPurchaseNotes(productType: String) -> [Finding] {
    let project = ProjectText.oneTarget(
      sources: ["App.swift", "StoreService.swift"],
      settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"
    ).replacingOccurrences(of: "com.apple.product-type.application", with: productType)
    return Fixtures.purchaseNotes(files: [
      "App.xcodeproj/project.pbxproj": project,
      "App/App.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func showStore() {
          _ = StoreService.shared
          /* StoreService.shared.buyProduct(product) */
        }
      }

      """,
      "App/StoreService.swift": """
      import StoreKit

      open class StoreService: NSObject {
        public static let shared = StoreService()

        override init() {
          super.init()
          SKPaymentQueue.default().add(self)
        }

        public func buyProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      extension StoreService: SKPaymentTransactionObserver {
        public func paymentQueue(
          _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]
        ) {
          for transaction in transactions { queue.finishTransaction(transaction) }
        }
      }

      """,
    ])
  }

  @Test("A public method only an app target builds is no API: uncalled, it gets no note")
  func publicMethodOfAppTarget() {
    #expect(
      Self.uncalledPublicPurchaseNotes(productType: "com.apple.product-type.application").isEmpty)
    // A framework's public method is API another module may call.
    #expect(
      !Self.uncalledPublicPurchaseNotes(productType: "com.apple.product-type.framework").isEmpty)
  }
}

extension EightyFifthRoundShapeTests {
  /// The state findings of a UIKit screen observing `name` with a selector
  /// whose handler's body is `handler` (can-vpn, TawazonApp, MindAndBody).
  private static func selectorObserverFindings(
    name: String, handler: String, inExtensionFile: Bool = false
  ) -> [Finding] {
    let method = """
      @objc func stateChanged(_ notification: Notification) {
        \(handler)
      }
      """
    return Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "HomeViewController()"),
      "App/Notifications.swift": """
      import Foundation
      import StoreKit

      extension Notification.Name {
        static let subscriptionStateUpdated = Notification.Name("subscriptionStateUpdated")
      }

      final class SubscriptionNotifications: NSObject {
        static let dismissLoading = Notification.Name("DismissLoading")
        static let canPresentWalkthrough = Notification.Name("CanPresentWalkthrough")
        static let didCheckSubscription = Notification.Name("DidCheckSubscription")
      }

      final class StoreObserver {
        static let shared = StoreObserver()

        func finish() {
          NotificationCenter.default.post(name: \(name), object: nil)
        }
      }

      """,
      "App/HomeViewController.swift": """
      import UIKit

      final class HomeViewController: UIViewController {
        private var isPremium = false

        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(stateChanged(_:)), name: \(name), object: nil)
          StoreObserver.shared.finish()
        }

        \(inExtensionFile ? "" : method)

        private func refresh() {
          view.backgroundColor = UserDefaults.standard.bool(forKey: "premium") ? .systemYellow : .systemBackground
        }
      }

      """,
      "App/HomeViewController+Handlers.swift": """
      import UIKit

      extension HomeViewController {
        \(inExtensionFile ? method : "")
      }

      """,
    ]).filter {
      $0.rule == .notificationSubscriptionState && $0.file == "App/HomeViewController.swift"
    }
  }

  @Test(
    "A selector observer whose handler another file's extension declares is judged by that handler")
  func selectorHandlerInAnotherFile() {
    #expect(
      Self.selectorObserverFindings(
        name: ".subscriptionStateUpdated", handler: "refresh()", inExtensionFile: true
      ).isEmpty)
    #expect(
      Self.selectorObserverFindings(
        name: ".subscriptionStateUpdated",
        handler: "isPremium = notification.object as? Bool ?? false", inExtensionFile: true
      ).count == 1)
  }

  @Test("A selector observer whose handler drops the notification and keeps no copy is a cue")
  func selectorObserverCue() {
    #expect(
      Self.selectorObserverFindings(name: ".subscriptionStateUpdated", handler: "refresh()").isEmpty
    )
    #expect(
      Self.selectorObserverFindings(
        name: "Notification.Name.subscriptionStateUpdated", handler: "refresh()"
      ).isEmpty)
    #expect(
      Self.selectorObserverFindings(
        name: ".subscriptionStateUpdated", handler: "isPremium = true; refresh()"
      ).count == 1)
    #expect(
      Self.selectorObserverFindings(
        name: ".subscriptionStateUpdated",
        handler: "isPremium = notification.object as? Bool ?? false"
      ).count == 1)
  }

  @Test(
    "A namespace named for subscriptions holding a screen's notification names broadcasts no state")
  func notificationNamespace() {
    let handler = "isPremium = notification.object as? Bool ?? false"
    #expect(
      Self.selectorObserverFindings(
        name: "SubscriptionNotifications.dismissLoading", handler: handler
      )
      .isEmpty)
    #expect(
      Self.selectorObserverFindings(
        name: "SubscriptionNotifications.canPresentWalkthrough", handler: handler
      ).isEmpty)
    #expect(
      Self.selectorObserverFindings(
        name: "SubscriptionNotifications.didCheckSubscription", handler: handler
      ).count == 1)
  }

  /// The price findings of a UIKit paywall whose disclaimer line is `line`.
  private static func disclaimerFindings(_ line: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PurchaseViewController()"),
      "App/PurchaseViewController.swift": """
      import StoreKit
      import UIKit

      final class PurchaseViewController: UIViewController {
        private let disclaimer = UILabel()
        private let buyButton = UIButton(type: .system)
        var remotePrice = ""
        var product: SKProduct?

        override func viewDidLoad() {
          super.viewDidLoad()
          \(line)
          buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          view.addSubview(disclaimer)
          view.addSubview(buyButton)
        }

        @objc private func buy() {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter {
      $0.rule == .hardcodedPrice
        || $0.rule == .paywallPriceNotFromStore && $0.message.contains("hard-coded")
    }
  }

  @Test("Text searched for and replaced is no price shown")
  func searchedText() {
    let replaced = Self.disclaimerFindings(
      #"disclaimer.text = disclaimer.text?.replacingOccurrences(of: "Weekly for $0.99", with: remotePrice)"#
    )
    #expect(replaced.isEmpty, "\(replaced)")
    let tested = Self.disclaimerFindings(
      #"if disclaimer.text?.contains("$0.99") == true { disclaimer.text = remotePrice }"#)
    #expect(tested.isEmpty, "\(tested)")
    let shown = Self.disclaimerFindings(#"disclaimer.text = "Weekly for $0.99""#)
    #expect(shown.contains { $0.rule == .hardcodedPrice }, "\(shown)")
    #expect(shown.contains { $0.rule == .paywallPriceNotFromStore }, "\(shown)")
  }

  @Test("A private key's armour around words in a committed template holds no key")
  func privateKeyArmourAroundWords() {
    func findings(_ body: String) -> [Finding] {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(settings: ""),
        "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
        "backend/.env.bak": """
        APN_KEY_ID=your-dev-apns-key-id
        APN_KEY_CONTENT=-----BEGIN PRIVATE KEY-----
        \(body)
        -----END PRIVATE KEY-----

        """,
      ]).filter { $0.rule == .secretAPIKey }
    }
    #expect(findings("...your key content here...").isEmpty)
    let key = findings(
      """
      MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgevZzL1gdAFr88hb2
      OF/2NxApJCzGCEDdfSp6VQO30hyhRANCAAQRWz+jn65BtOMvdyHKcvjBeBSDZH2r
      """)
    #expect(key.count == 1, "\(key)")
  }
}

extension EightyFifthRoundShapeTests {
  @Test("A Result's success value read for its products is the app's own answer, no store load")
  func successValueProducts() {
    func notes(_ read: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("VPN"),
        "Sources/VPN/App.swift": Fixtures.uiKitApp(showing: "OffersViewController()"),
        "Sources/VPN/OffersViewController.swift": """
        import StoreKit
        import UIKit

        struct Offer: Codable { let sku: String }
        struct CouponResponse: Codable { let products: [Offer] }

        final class OffersViewController: UIViewController {
          var offers: [Offer] = []

          override func viewDidLoad() {
            super.viewDidLoad()
            load { result in
              switch result {
              case .success(let response): \(read)
              case .failure: break
              }
            }
          }

          func load(_ done: @escaping (Result<CouponResponse, Error>) -> Void) {
            done(.success(CouponResponse(products: [])))
          }
        }

        """,
      ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }
    }
    #expect(notes("self.offers = response.products").isEmpty)
    // The same read of a value the code did not bind from a result is still a load.
    #expect(notes("self.offers = store.products").count == 1)
  }

  @Test("A product named for something removed for good is a one-time unlock")
  func removedForGoodProduct() {
    func legalLinks(_ product: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Papers"),
        "Sources/Papers/App.swift": Fixtures.uiKitApp(showing: "SettingsViewController()"),
        "Sources/Papers/IAPService.swift": """
        import StoreKit

        enum IAPProduct: String {
          case removeWatermark = "com.papers.removeWatermark"
          case proMonthly = "com.papers.pro.monthly"
        }

        final class IAPService {
          static let shared = IAPService()
          var products: [SKProduct] = []

          func purchaseProduct(product: IAPProduct) {
            guard let item = products.first(where: { $0.productIdentifier == product.rawValue })
            else { return }
            SKPaymentQueue.default().add(SKPayment(product: item))
          }

          func restorePurchases() { SKPaymentQueue.default().restoreCompletedTransactions() }
        }

        """,
        "Sources/Papers/SettingsViewController.swift": """
        import UIKit

        final class SettingsViewController: UITableViewController {
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if indexPath.row == 0 {
              IAPService.shared.purchaseProduct(product: .\(product))
            } else {
              IAPService.shared.restorePurchases()
            }
          }

          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
          {
            let cell = UITableViewCell()
            cell.textLabel?.text = indexPath.row == 0 ? "Get Pro" : "Restore Purchases"
            return cell
          }
        }

        """,
      ]).filter { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legalLinks("removeWatermark").isEmpty)
    #expect(legalLinks("proMonthly").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  /// The legal-link findings of a UIKit subscription screen whose text view
  /// shows `setup` (a method's body building its attributed text), with
  /// `helper` beside it.
  private static func textViewLinkFindings(setup: String, helper: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SubscriptionScreen()"),
      "App/Helper.swift": "import UIKit\n\n\(helper)\n",
      "App/SubscriptionScreen.swift": """
      import StoreKit
      import UIKit

      final class SubscriptionScreen: UIViewController, UITextViewDelegate {
        private let linkView = UITextView()
        private let yearlyButton = UIButton(type: .system)
        private let restoreButton = UIButton(type: .system)
        var yearly: SKProduct?
        let url = URL(string: "https://mind.example")!

        override func viewDidLoad() {
          super.viewDidLoad()
          yearlyButton.setTitle("Yearly subscription", for: .normal)
          yearlyButton.addTarget(self, action: #selector(buyYearly), for: .touchUpInside)
          restoreButton.setTitle("Restore", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          setupLinks()
          view.addSubview(linkView)
        }

        private func setupLinks() {
          \(setup)
          linkView.delegate = self
        }

        @objc private func buyYearly() {
          guard let yearly else { return }
          SKPaymentQueue.default().add(SKPayment(product: yearly))
        }

        @objc private func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }

        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in range: NSRange) -> Bool {
          UIApplication.shared.open(URL)
          return false
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A localized legal sentence made one link over its whole range names its documents")
  func wholeSentenceLink() {
    func setup(_ key: String) -> String {
      """
      let text = NSLocalizedString("\(key)", comment: "")
          let string = NSMutableAttributedString(string: text)
          string.setAttributes([.link: url], range: NSMakeRange(0, text.count))
          linkView.attributedText = string
      """
    }
    #expect(Self.textViewLinkFindings(setup: setup("termsAndPrivacyLink")).isEmpty)
    #expect(Self.textViewLinkFindings(setup: setup("websiteLink")).count == 1)
  }

  @Test("Attributed text a helper type builds with link runs opens what its literals name")
  func attributedTextHelper() {
    func helper(_ attributes: String) -> String {
      """
      enum Explanation {
        static func text(for url: URL) -> NSAttributedString {
          let string = NSMutableAttributedString()
          string.append(NSAttributedString(string: "Terms of Service", attributes: \(attributes)))
          string.append(NSAttributedString(string: " and "))
          string.append(NSAttributedString(string: "Privacy Statement", attributes: \(attributes)))
          return string
        }
      }
      """
    }
    let setup = "linkView.attributedText = Explanation.text(for: url)"
    #expect(Self.textViewLinkFindings(setup: setup, helper: helper("[.link: url]")).isEmpty)
    #expect(
      Self.textViewLinkFindings(setup: setup, helper: helper("[.foregroundColor: UIColor.red]"))
        .count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  /// The price findings of a UIKit paywall showing `PaywallProductView`
  /// rows, whose price label starts with a sample price, made by `rows`.
  private static func productRowFindings(rows: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "App/PaywallProductView.swift": """
      import UIKit

      final class PaywallProductView: UIView {
        private lazy var priceLabel: UILabel = {
          let label = UILabel()
          label.text = "$0.99"
          return label
        }()

        func set(priceText: String) {
          priceLabel.text = priceText
        }
      }

      """,
      "App/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PaywallViewController: UIViewController {
        private let stack = UIStackView()
        private let restoreButton = UIButton(type: .system)
        var products: [SKProduct] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          restoreButton.setTitle("Restore Purchases", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          view.addSubview(stack)
        }

        \(rows)

        @objc private func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }

        @objc private func buy() {
          guard let product = products.first else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A row view's sample price replaced before every row is added is no price shown")
  func rowViewPlaceholder() {
    let configured = Self.productRowFindings(
      rows: """
        func showRows(prices: [String]) {
            for price in prices {
              let row = PaywallProductView()
              row.set(priceText: price)
              stack.addArrangedSubview(row)
            }
          }
        """)
    #expect(configured.isEmpty, "\(configured)")
    let addedFirst = Self.productRowFindings(
      rows: """
        func showRows(prices: [String]) {
            for price in prices {
              let row = PaywallProductView()
              stack.addArrangedSubview(row)
              row.set(priceText: price)
            }
          }
        """)
    #expect(addedFirst.count == 1, "\(addedFirst)")
    let stored = Self.productRowFindings(
      rows: """
        private let row = PaywallProductView()
          func showRow(price: String) {
            stack.addArrangedSubview(row)
            row.set(priceText: price)
          }
        """)
    #expect(stored.count == 1, "\(stored)")
  }
}

extension EightyFifthRoundShapeTests {
  @Test(
    "A Combine chain into a property holding store products is the catalogue, whatever its name")
  func catalogueAssignedByName() {
    func chains(_ line: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Fasting"),
        "Sources/Fasting/App.swift": Fixtures.swiftUIApp(
          showing: "Text(String(PaywallViewModel().subscriptions.count))"),
        "Sources/Fasting/PaywallViewModel.swift": """
        import Combine
        import StoreKit

        final class SubscriptionService {
          let products = CurrentValueSubject<[Product], Never>([])
          let hasSubscription = CurrentValueSubject<Bool, Never>(false)
        }

        final class PaywallViewModel: ObservableObject {
          @Published private(set) var subscriptions: [Product] = []
          @Published private(set) var hasSubscription = false
          private let service = SubscriptionService()

          init() {
            \(line)
          }
        }

        """,
      ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains("chain") }
    }
    #expect(chains("service.products.assign(to: &$subscriptions)").isEmpty)
    #expect(chains("service.hasSubscription.assign(to: &$hasSubscription)").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  @Test(
    "A placeholder an xcconfig overrides from an optional include the repository lacks is a default"
  )
  func placeholderBeforeMissingOptionalInclude() {
    func placeholders(config: String, extra: [String: String] = [:]) -> [Finding] {
      var files = [
        "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
        "App/App.swift": """
        import RevenueCat

        let key = Bundle.main.object(forInfoDictionaryKey: "RevenueCatKey") as? String ?? ""

        """,
        "Config/Project.xcconfig": config,
      ]
      files.merge(extra) { $1 }
      return Fixtures.findings(files: files).filter { $0.rule == .placeholderAPIKey }
    }
    let overridden = "APP_REVENUECAT_KEY = appl_your_api_key\n#include? \"Secrets.xcconfig\"\n"
    #expect(placeholders(config: overridden).isEmpty)
    // The included file committed (without the key), or an include before
    // the default, or none at all: the placeholder ships.
    #expect(
      placeholders(
        config: overridden, extra: ["Config/Secrets.xcconfig": "DEVELOPMENT_TEAM = ABC\n"]
      ).count == 1)
    #expect(
      placeholders(
        config: "#include? \"Secrets.xcconfig\"\nAPP_REVENUECAT_KEY = appl_your_api_key\n"
      )
      .count == 1)
    #expect(placeholders(config: "APP_REVENUECAT_KEY = appl_your_api_key\n").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  /// The `secrets-not-ignored` errors of an app in `ios/` of a repository
  /// whose root ignore file is `rootIgnore`, whose project builds the
  /// absent `Shared/AppConfig.swift`; `marker` makes the root a repository.
  private static func monorepoKeyFileErrors(rootIgnore: String?, marker: Bool = true) throws
    -> Int
  {
    let repository = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-monorepo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: repository) }
    let files = [
      "ios/App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Shared/AppConfig.swift"], settings: ""),
      "ios/App/App.swift": "import SwiftUI\n",
      "web/package.json": "{}\n",
    ]
    for (path, text) in files {
      let url = repository.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    if let rootIgnore {
      try Data(rootIgnore.utf8).write(to: repository.appendingPathComponent(".gitignore"))
    }
    if marker {
      try FileManager.default.createDirectory(
        at: repository.appendingPathComponent(".git/info"), withIntermediateDirectories: true)
    }
    let directory = repository.appendingPathComponent("ios").path
    return try Doctor.run(directory: directory).count { $0.rule == .secretsNotIgnored }
  }

  @Test("The ignore files of a repository around the audited folder apply to it")
  func enclosingIgnoreFiles() throws {
    #expect(try Self.monorepoKeyFileErrors(rootIgnore: "node_modules/\nAppConfig.swift\n") == 0)
    #expect(try Self.monorepoKeyFileErrors(rootIgnore: "node_modules/\n") == 1)
    #expect(try Self.monorepoKeyFileErrors(rootIgnore: nil) == 1)
    // A rule anchored to another folder of the repository covers nothing here.
    #expect(try Self.monorepoKeyFileErrors(rootIgnore: "/web/AppConfig.swift\n") == 1)
    #expect(try Self.monorepoKeyFileErrors(rootIgnore: "/ios/App/Shared/AppConfig.swift\n") == 0)
  }
}

extension EightyFifthRoundShapeTests {
  @Test("A regular expression's template beside its pattern in a pair is no price a paywall shows")
  func templateBesidePattern() {
    func prices(_ pair: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Destiny"),
        "Sources/Destiny/App.swift": Fixtures.swiftUIApp(showing: "ChatView()"),
        "Sources/Destiny/ChatView.swift": """
        import StoreKit
        import SwiftUI

        struct ChatView: View {
          @State private var product: Product?

          var body: some View {
            VStack {
              Text(Self.neutralize("**answer**"))
              if let product {
                Button("Subscribe \\(product.displayPrice) / month") {
                  Task { _ = try? await product.purchase() }
                }
              }
              Button("Restore") { Task { try? await AppStore.sync() } }
              Link("Terms of Use", destination: URL(string: "https://destiny.app/terms")!)
              Link("Privacy Policy", destination: URL(string: "https://destiny.app/privacy")!)
            }
          }

          static func neutralize(_ text: String) -> String {
            let patterns: [(String, String)] = [\(pair)]
            var result = text
            for (pattern, template) in patterns {
              if let regex = try? NSRegularExpression(pattern: pattern) {
                let range = NSRange(result.startIndex..., in: result)
                result = regex.stringByReplacingMatches(
                  in: result, range: range, withTemplate: template)
              }
            }
            return result
          }
        }

        """,
      ]).filter { $0.rule == .paywallPriceNotFromStore || $0.rule == .hardcodedPrice }
    }
    #expect(prices(##"(#"__([\\s\\S]*?)__"#, "$1")"##).isEmpty)
    #expect(prices(##"(#"\\*\\*__([\\s\\S]*?)__\\*\\*"#, "**$1**")"##).isEmpty)
    // A pair of plain words is no pattern: its `$5` is a price.
    #expect(!prices(##"("tip", "$5")"##).isEmpty)
  }

  @Test("A key-named constant holding an entry's name in capitals is the name a lookup reads")
  func entryNameInCapitals() {
    func placeholders(_ value: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Anicca"),
        "Sources/Anicca/App.swift": Fixtures.swiftUIApp(
          showing: "Text(AppConfig.customerCenterID)"),
        "Sources/Anicca/AppConfig.swift": """
        import Foundation
        import RevenueCat

        enum AppConfig {
          private static let revenueCatCustomerCenterKey = "\(value)"

          private static func infoValue(for key: String) -> String {
            Bundle.main.infoDictionary?[key] as? String ?? ""
          }

          static var customerCenterID: String { infoValue(for: revenueCatCustomerCenterKey) }
        }

        """,
      ]).filter { $0.rule == .placeholderAPIKey }
    }
    #expect(placeholders("REVENUECAT_CUSTOMER_CENTER_ID").isEmpty)
    #expect(placeholders("YOUR_REVENUECAT_KEY").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  @Test("A purchase whose manager also spends what it buys sells a consumable")
  func purchaseSpentByItsManager() {
    func findings(spender: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Listings"),
        "Sources/Listings/App.swift": Fixtures.uiKitApp(showing: "NewListingViewController()"),
        "Sources/Listings/InAppPurchasesController.swift": """
        import StoreKit

        final class InAppPurchasesController {
          static let `default` = InAppPurchasesController()
          static let investorProMonthly = "com.listings.investor_pro.monthly"
          var products: [SKProduct] = []

          \(spender)

          func purchasePlatinumListing(completion: @escaping (Bool) -> Void) {
            guard let product = products.first else { return completion(false) }
            SKPaymentQueue.default().add(SKPayment(product: product))
            completion(true)
          }

          func purchaseInvestorPro(isMonthly: Bool) {
            guard let product = products.last else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
        }

        """,
        "Sources/Listings/NewListingViewController.swift": """
        import UIKit

        final class NewListingViewController: UIViewController {
          private let publishButton = UIButton(type: .system)

          override func viewDidLoad() {
            super.viewDidLoad()
            publishButton.setTitle("Publish as Platinum", for: .normal)
            publishButton.addTarget(self, action: #selector(publish), for: .touchUpInside)
            view.addSubview(publishButton)
          }

          @objc private func publish() {
            InAppPurchasesController.default.purchasePlatinumListing(completion: { success in
              print(success)
            })
          }
        }

        """,
      ]).filter {
        ($0.rule == .paywallMissingRestore || $0.rule == .paywallMissingLegalLinks)
          && $0.file.hasSuffix("NewListingViewController.swift")
      }
    }
    let spends = """
      func consumePlatinum() -> Bool {
          let count = UserDefaults.standard.integer(forKey: "platinum")
          UserDefaults.standard.set(max(0, count - 1), forKey: "platinum")
          return count > 0
        }
      """
    #expect(findings(spender: spends).isEmpty)
    #expect(!findings(spender: "func refresh() {}").isEmpty)
  }
}

extension EightyFifthRoundShapeTests {
  /// The legal-link findings of a UIKit paywall whose Terms label's tap
  /// handler runs `handler` (by default its own `showSubscriptionTerms()`,
  /// whose body is `terms`) and whose Privacy label's opens the policy; an
  /// offer screen declares the same names, its handlers opening nothing and
  /// its Terms an alert (can-vpn).
  private static func tapLabelFindings(
    terms: String, handler: String = "showSubscriptionTerms()"
  ) -> [Finding] {
    let offer = """
      import UIKit

      final class OfferViewController: UIViewController {
        @objc func termsLabelTapped(_ gesture: UITapGestureRecognizer) { print("terms") }

        @objc func privacyLabelTapped(_ gesture: UITapGestureRecognizer) { print("privacy") }

        private func showSubscriptionTerms() {
          let alert = UIAlertController(title: "Terms", message: "Renews weekly.", preferredStyle: .alert)
          present(alert, animated: true)
        }

        private func showPrivacyPage() {
          UIApplication.shared.open(URL(string: "https://vpn.example/privacy-policy/")!)
        }
      }

      """
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("VPN"),
      "Sources/VPN/App.swift": Fixtures.uiKitApp(
        showing: "PaywallViewController()", extra: "let offer = OfferViewController()"),
      "Sources/VPN/OfferViewController.swift": offer,
      "Sources/VPN/Constants.swift": """
      enum Constants {
        static let termsOfServiceURL = "https://vpn.example/terms-of-service/"
        static let privacyPolicyURL = "https://vpn.example/privacy-policy/"
      }

      final class Settings {
        static let shared = Settings()
        var termsURL: String?
        var privacyURL: String?
      }

      """,
      "Sources/VPN/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PaywallViewController: UIViewController {
        private let termsLabel = UILabel()
        private let privacyLabel = UILabel()
        private let weeklyButton = UIButton(type: .system)
        private let restoreButton = UIButton(type: .system)
        var weekly: SKProduct?

        override func viewDidLoad() {
          super.viewDidLoad()
          weeklyButton.setTitle("Weekly subscription", for: .normal)
          weeklyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          restoreButton.setTitle("Restore", for: .normal)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          termsLabel.text = "Terms of Use"
          privacyLabel.text = "Privacy Policy"
          view.addSubview(UIStackView(arrangedSubviews: [termsLabel, privacyLabel]))
          setGestureRecognizer()
        }

        private func setGestureRecognizer() {
          let termsTap = UITapGestureRecognizer(target: self, action: #selector(termsLabelTapped(_:)))
          termsLabel.addGestureRecognizer(termsTap)
          let privacyTap = UITapGestureRecognizer(target: self, action: #selector(privacyLabelTapped(_:)))
          privacyLabel.addGestureRecognizer(privacyTap)
        }

        @objc func termsLabelTapped(_ gesture: UITapGestureRecognizer) { \(handler) }

        @objc func privacyLabelTapped(_ gesture: UITapGestureRecognizer) { showPrivacyPage() }

        private func showSubscriptionTerms() {
          \(terms)
        }

        private func showPrivacyPage() {
          let address = Settings.shared.privacyURL ?? Constants.privacyPolicyURL
          guard let url = URL(string: address) else { return }
          UIApplication.shared.open(url)
        }

        @objc private func buy() {
          guard let weekly else { return }
          SKPaymentQueue.default().add(SKPayment(product: weekly))
        }

        @objc private func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """,
    ]).filter {
      $0.rule == .paywallMissingLegalLinks && $0.file.hasSuffix("PaywallViewController.swift")
    }
  }

  @Test(
    "A screen's own method of a name other screens declare differently opens what its body opens")
  func ownMethodOfSharedName() {
    let opens = Self.tapLabelFindings(
      terms: """
        let address = Settings.shared.termsURL ?? Constants.termsOfServiceURL
            guard let url = URL(string: address) else { return }
            UIApplication.shared.open(url)
        """)
    #expect(opens.isEmpty, "\(opens)")
    // A paywall whose own Terms method opens nothing misses the document.
    let nothing = Self.tapLabelFindings(terms: "print(\"terms\")", handler: "print(\"tapped\")")
    #expect(nothing.count == 1, "\(nothing)")
  }
}

extension EightyFifthRoundShapeTests {
  /// The plan-type findings of an app whose plan struct a store manager
  /// fills, the manager used by a view model, the view model by a screen
  /// that `root` shows or not (readmigo, eighty-seventh round).
  private static func planTypeFindings(root: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Reader"),
      "Sources/Reader/App.swift": Fixtures.swiftUIApp(showing: root),
      "Sources/Reader/SubscriptionProduct.swift": """
      import StoreKit

      struct SubscriptionProduct: Identifiable {
        let id: String
        let price: Decimal
        let displayPrice: String
      }

      @MainActor
      final class SubscriptionManager: ObservableObject {
        static let shared = SubscriptionManager()
        @Published private(set) var products: [Product] = []

        var proProducts: [SubscriptionProduct] {
          products.map { SubscriptionProduct(id: $0.id, price: $0.price, displayPrice: $0.displayPrice) }
        }
      }

      """,
      "Sources/Reader/ImportViewModel.swift": """
      import Foundation

      @MainActor
      final class ImportViewModel: ObservableObject {
        let subscriptionManager = SubscriptionManager.shared
        var firstPrice: String { subscriptionManager.proProducts.first?.displayPrice ?? "" }
      }

      """,
      "Sources/Reader/ImportEntryView.swift": """
      import SwiftUI

      struct ImportEntryView: View {
        @StateObject private var model = ImportViewModel()
        var body: some View { Text(model.firstPrice) }
      }

      """,
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A plan type only a chain of four types nothing shows uses models nothing shown")
  func planTypeFourStepsFromLiveCode() {
    #expect(Self.planTypeFindings(root: "Text(\"Library\")").isEmpty)
    #expect(Self.planTypeFindings(root: "ImportEntryView()").count == 1)
  }
}

extension EightyFifthRoundShapeTests {
  @Test("A Vietnamese price written with the letter đ after the amount is a price")
  func vietnameseDong() {
    #expect(PriceDetector.price(in: "59.000đ/tháng") == "59.000đ")
    #expect(PriceDetector.price(in: "Chỉ 499.000đ mỗi năm") == "499.000đ")
    // A word starting with the letter is no currency (`3đêm`, three nights).
    #expect(PriceDetector.price(in: "3đêm") == nil)
    #expect(PriceDetector.price(in: "0đ") == nil)
  }
}
