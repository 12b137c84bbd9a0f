import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-first and hundred-and-second
/// rounds (docs/doctor-rules.md), each beside the shape that must still fire
/// or stay quiet.
struct HundredFirstRoundShapeTests {
  /// The lines of purchase notes for an iOS 17 app whose analytics events
  /// file holds `event`, beside a tip jar buying through `purchase`.
  private static func purchaseNoteLines(event: String, purchase: String) -> [Int] {
    Fixtures.purchaseNotes(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Log.swift", "TipJar.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "TipJar()"),
      "App/Log.swift": """
      import StoreKit

      enum LogEvent {
        case opened
        case purchase(productId: String, price: Double, currency: String)
      }

      func log(_ event: LogEvent) {
        switch event {
        case .opened: print("opened")
        \(event)
        }
      }

      """,
      "App/TipJar.swift": """
      import StoreKit
      import SwiftUI

      struct TipJar: View {
        @State private var tip: Product?
        var body: some View {
          Button("Tip") { Task { \(purchase) } }
            .task { tip = try? await Product.products(for: ["tip.small"]).first }
            .onAppear { log(.opened) }
        }
      }

      """,
    ]).compactMap { $0.file.hasSuffix("Log.swift") ? $0.line : nil }
  }

  @Test(
    "A case pattern binding an event's values (case let .purchase(id, price, currency)) buys nothing"
  )
  func casePatternIsNoPurchase() {
    // Packlin: an analytics event's `case let .purchase(productId, price, currency):`.
    let buy = "_ = try? await tip?.purchase()"
    #expect(
      Self.purchaseNoteLines(
        event: "case let .purchase(id, price, code): print(id, price, code)", purchase: buy
      ).isEmpty)
    #expect(
      Self.purchaseNoteLines(event: "case .purchase(let id, _, _): print(id)", purchase: buy)
        .isEmpty)
    // A purchase made in the same file still meets the issues.
    #expect(
      !Self.purchaseNoteLines(
        event:
          "case let .purchase(id, _, _): Task { _ = try? await Product.products(for: [id]).first?.purchase() }",
        purchase: "print(1)"
      ).isEmpty)
  }

  @Test(
    "A notification that a subscription's price arrived announces the catalogue, not what is owned")
  func priceUpdatedIsCatalogue() {
    // Confirmed-iOS posts it when `retrieveProductsInfo` caches a localized price.
    for name in ["Subscription Price Updated", "subscriptionPricesLoaded", "PremiumPricingFetched"]
    {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["Subscription Status Updated", "subscriptionUpdated", "purchasedPriceTierUpdated"]
    {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  /// The hard-coded price warnings and paywall price errors for a paywall
  /// file showing `text`.
  private static func priceWarnings(_ text: String) -> [String] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "App/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("\(text)")
            if let product {
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
          }
          .task { product = try? await Product.products(for: ["pro.monthly"]).first }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .paywallPriceNotFromStore }
      .map(\.message)
  }

  @Test(
    "Money beyond any App Store price, a cap or a deduction is the app's content, even on a paywall"
  )
  func capsAndAmountsBeyondTheStore() {
    // Baumio: a renovation planner's grants and tax savings beside its paywall.
    for text in [
      "KfW & BAFA Fördertracker – bis 28.000 €", "Bis zu 1.200 € Steuern sparen",
      "Einkommensbonus, max. 67.500 € Zuschuss",
      "Förderhöchstbetrag: 150.000 € / erste Wohneinheit",
      "Einkommen −10.000 €.", "Save up to $20 on every order", "Total lent: 20,000,000원",
      "Win ¥3,000,000 in prizes",
    ] {
      #expect(Self.priceWarnings(text).isEmpty, "\(text)")
    }
    // Prices the store could charge still count.
    for text in [
      "Pro für 8,99 € / Monat", "Lifetime: $9,999.99", "Only $4.99/month", "연간 ₩15,000,000",
      "Abis 4,99 € / Monat", "Pro - $4.99/month", "¥1,200/月",
    ] {
      #expect(Self.priceWarnings(text).count == 2, "\(text)")
    }
  }

  @Test("The App Store's highest price, per currency")
  func storeMaximum() {
    #expect(PriceDetector.exceedsStoreMaximum("28.000 €"))
    #expect(PriceDetector.exceedsStoreMaximum("$20,000"))
    #expect(PriceDetector.exceedsStoreMaximum("20,000,000원"))
    #expect(!PriceDetector.exceedsStoreMaximum("1.200 €"))
    #expect(!PriceDetector.exceedsStoreMaximum("$9,999.99"))
    #expect(!PriceDetector.exceedsStoreMaximum("12.000,00 €"))
    #expect(!PriceDetector.exceedsStoreMaximum("¥1,500,000"))
    // A currency without a known maximum is never beyond it.
    #expect(!PriceDetector.exceedsStoreMaximum("1.000.000 ₫"))
  }

  /// The products the drift rule says code names and the `.storekit` file
  /// lacks, for a plan row typed `rowType` whose initializer sets labels in
  /// `switch` cases.
  private static func missingProducts(
    rowType: String, declaration: String = "", requested: String = "\"com.app.week\""
  ) -> [String] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PlansView()"),
      "App/Products.storekit": Fixtures.storeKitFile([
        ("com.app.week", "2.99", "RecurringSubscription")
      ]),
      "App/PlansView.swift": """
      import StoreKit
      import SwiftUI

      struct PlansView: View {
        @State private var products: [SKProduct] = []
        var body: some View {
          List(products, id: \\.productIdentifier) { \(rowType)(product: $0) }
            .onAppear { SKProductsRequest(productIdentifiers: [\(requested)]).start() }
        }
      }

      \(declaration)
      struct \(rowType): View {
        var period: String
        init(product: SKProduct) {
          switch product.subscriptionPeriod?.unit {
          case .day: period = "week"
          case .none: period = "none"
          default: period = "unknown"
          }
        }
        var body: some View { Text(period) }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("does not have") }
      .map(\.message)
  }

  @Test("A switch case's statement in a view named Products sets a label, it names no product")
  func switchCaseIsNoRawValue() {
    // citratex: `struct Products: View` with `case .day: period = "week"`.
    #expect(Self.missingProducts(rowType: "Products").isEmpty)
    // An enum's raw values named for products still do.
    let ids = "enum Products: String { case weekly = \"com.app.weekly\" }"
    #expect(
      Self.missingProducts(
        rowType: "PlanRow", declaration: ids,
        requested: "\"com.app.week\", Products.weekly.rawValue"
      ).count == 1)
  }

  /// The paywall findings on an account page a storyboard lays out, whose
  /// scene wires `actions` (selectors) and whose upgrade is an `@IBAction`.
  private static func accountPageRules(actions: [String], storyboard: Bool = true) -> Set<RuleID> {
    let connections = actions.map {
      #"<action selector="\#($0)" destination="A" eventType="touchUpInside" id="\#($0)"/>"#
    }.joined()
    var files = [
      "App/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"],
        launching: "let window = UIWindow(); window.rootViewController = AccountViewController()"),
      "App/AccountViewController.swift": """
      import StoreKit
      import UIKit

      class AccountViewController: UIViewController {
        var product: SKProduct?
        override func viewDidLoad() { super.viewDidLoad() }
        @IBAction func dismissPage() { dismiss(animated: true) }
        @IBAction func upgradeToAnnual() {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]
    if storyboard {
      files["App/Base.lproj/Main.storyboard"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="A">
          <scenes><scene sceneID="s"><objects>
            <viewController id="A" customClass="AccountViewController" sceneMemberID="viewController">
              <view key="view" id="v"><subviews><button id="b"><connections>\(connections)</connections>
              </button></subviews></view>
            </viewController>
          </objects></scene></scenes>
        </document>

        """
    }
    return Set(
      Fixtures.findings(files: files).filter { $0.file == "App/AccountViewController.swift" }
        .map(\.rule)
    ).intersection([.paywallMissingRestore, .paywallMissingLegalLinks])
  }

  @Test(
    "An @IBAction no interface file wires, in a class a storyboard lays out, is behind no button")
  func unwiredAction() {
    // Confirmed-iOS: the account scene wires only `dismissAccountPage`.
    #expect(Self.accountPageRules(actions: ["dismissPage"]).isEmpty)
    // Wired, the upgrade sells from a screen with no Restore and no legal links.
    #expect(Self.accountPageRules(actions: ["dismissPage", "upgradeToAnnual"]).count == 2)
    // A class no interface file lays out keeps its actions.
    #expect(Self.accountPageRules(actions: [], storyboard: false).count == 2)
  }

  /// The paywall findings on a buy-button view named `button` that a
  /// premium screen draws beside a component named `footer` holding
  /// Restore and the legal links.
  private static func buyButtonFindings(button: String, footer: String) -> [RuleID] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PremiumView()"),
      "App/PremiumView.swift": """
      import StoreKit
      import SwiftUI

      struct PremiumView: View {
        var body: some View {
          ZStack(alignment: .bottom) {
            ScrollView { Text("Block distracting apps"); \(footer)() }
            \(button)()
          }
        }
      }

      struct \(footer): View {
        var body: some View {
          VStack {
            Link("Terms of Use", destination: URL(string: "https://detoxbear.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://detoxbear.app/privacy")!)
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
          }
        }
      }

      struct \(button): View {
        @State private var product: Product?
        var body: some View {
          VStack {
            if let product {
              Button("Try Free") { Task { _ = try? await product.purchase() } }
              Text("7 days free, then \\(product.displayPrice) / month")
            }
          }
          .task { product = try? await Product.products(for: ["pro.monthly"]).first }
        }
      }

      """,
    ]).map(\.rule).filter { [.paywallMissingRestore, .paywallMissingLegalLinks].contains($0) }
  }

  @Test(
    "A buy-button view drawn beside a terms-of-use footer counts the footer's Restore and links")
  func buyButtonViewBesideFooter() {
    // AppShield: `PurchaseButtonView()` under `TermOfUseView()` in `PremiumView`.
    #expect(Self.buyButtonFindings(button: "PurchaseButtonView", footer: "TermOfUseView").isEmpty)
    #expect(Self.buyButtonFindings(button: "PurchaseButton", footer: "TermOfUseView").isEmpty)
    // A footer named for something else is another step of the flow.
    #expect(
      Self.buyButtonFindings(button: "PurchasePanelView", footer: "HighlightsView").count == 2)
  }

  /// The files holding paywall findings for a UIKit app whose screens
  /// inherit their purchases from `StoreBaseController`; `launch` shows one.
  private static func baseClassPaywallFiles(launch: String, subclassBuys: Bool = true)
    -> Set<String>
  {
    Set(
      Fixtures.findings(files: [
        "App/AppDelegate.swift": Fixtures.appDelegate(
          importing: ["UIKit"], launching: "let window = UIWindow(); \(launch)"),
        "App/StoreBaseController.swift": """
        import StoreKit
        import UIKit

        class StoreBaseController: UIViewController, SKPaymentTransactionObserver {
          override func viewDidLoad() {
            super.viewDidLoad()
            SKPaymentQueue.default().add(self)
            let buyButton = UIButton()
            buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
          }
          @objc func buyTapped() { buyPlanOne() }
          func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
            transactions.forEach { SKPaymentQueue.default().finishTransaction($0) }
          }
          func buyPlanOne() {
            let payment = SKMutablePayment()
            payment.productIdentifier = "com.sales.monthly"
            SKPaymentQueue.default().add(payment)
          }
        }

        """,
        "App/PremiumViewController.swift": """
        import UIKit

        final class PremiumViewController: StoreBaseController {
          private let buyButton = UIButton()
          override func viewDidLoad() {
            super.viewDidLoad()
            buyButton.setTitle("Monthly plan", for: .normal)
            buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          }
          @objc private func buy() { \(subclassBuys ? "buyPlanOne()" : "dismiss(animated: true)") }
        }

        final class OrderViewController: StoreBaseController {}

        """,
      ]).filter { $0.rule == .paywallMissingRestore }.map(\.file))
  }

  @Test("A class only its subclasses show is judged on the subclasses that sell")
  func baseClassOnlySubclassesShow() {
    // SaleRecord: `AlertController` holds `buyPlanOne()` for eleven screens.
    #expect(
      Self.baseClassPaywallFiles(launch: "window.rootViewController = PremiumViewController()")
        == ["App/PremiumViewController.swift"])
    // Made itself, the base is a screen of its own.
    #expect(
      Self.baseClassPaywallFiles(
        launch: "window.rootViewController = StoreBaseController()", subclassBuys: false)
        == ["App/StoreBaseController.swift"])
  }

  @Test("An AWS key ID inside a presigned S3 address is public by design; alone it is a credential")
  func presignedAddressKeyID() {
    // OKJux-iOS: mock responses holding expired presigned image addresses.
    let keyID = "AKIA" + "IOSFODNN7EXAMPL2"
    let addresses = [
      "https://okjux.s3.amazonaws.com/snap.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=\(keyID)/20170508/us-east-1/s3/aws4_request&X-Amz-Signature=abc",
      "https://okjux.s3.amazonaws.com/snap.jpg?X-Amz-Credential%3D\(keyID)%2F20170508",
      "https://okjux.s3.amazonaws.com/snap.jpg?AWSAccessKeyId=\(keyID)&Expires=1494259200&Signature=abc",
    ]
    for address in addresses {
      #expect(ServerSecret.find(in: address).isEmpty, "\(address)")
    }
    for text in ["aws_access_key_id = \(keyID)", "let key = \"\(keyID)\"", "Credential: \(keyID)"] {
      #expect(ServerSecret.find(in: text).map(\.name) == ["AWS access key ID"], "\(text)")
    }
  }

  /// The restore errors on a shop named `name` whose purchase, once it
  /// succeeds, runs `grant` through a helper of the screen.
  private static func shopRestoreErrors(
    name: String = "ShopView", ids: [String] = ["pack.small", "pack.large"], grant: String
  ) -> Int {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "\(name)()"),
      "App/GemManager.swift": """
      final class GemManager {
        static let shared = GemManager()
        private(set) var balance = 0
        func add(_ amount: Int) { balance += amount }
      }

      """,
      "App/\(name).swift": """
      import StoreKit
      import SwiftUI

      struct \(name): View {
        @State private var products: [Product] = []
        var body: some View {
          List(products, id: \\.id) { product in
            Button(product.displayPrice) { Task { await buy(product) } }
          }
          .task { products = (try? await Product.products(for: \(ids))) ?? [] }
        }

        private func buy(_ product: Product) async {
          let gems = product.id == "\(ids[0])" ? 100 : 500
          let result = try? await product.purchase()
          if case .success = result { grantItem(gems) }
        }

        private func grantItem(_ gems: Int) {
          \(grant)
        }
      }

      """,
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A shop crediting a balance after an awaited purchase, or named for consumables, sells consumables"
  )
  func balanceCreditedAfterPurchase() {
    // Valtasia: `if success { grantItem(item) }` … `GemManager.shared.add(gems)`.
    #expect(Self.shopRestoreErrors(grant: "GemManager.shared.add(gems)") == 0)
    // earthlord: `ConsumableShopView`.
    #expect(Self.shopRestoreErrors(name: "ConsumableShopView", grant: "print(gems)") == 0)
    // An unlock kept for good still needs Restore.
    #expect(
      Self.shopRestoreErrors(grant: "UserDefaults.standard.set(true, forKey: \"unlocked\")") == 1)
  }

  /// The files holding known-issue notes for an app whose manager requests
  /// products as its own delegate, beside a filter screen with a second
  /// products callback whose `viewDidLoad` runs `screenLoad`.
  private static func callbackNoteFiles(screenLoad: String) -> Set<String> {
    Set(
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: [
            "AppDelegate.swift", "FilterViewController.swift", "SubscriptionManager.swift",
          ],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"),
        "App/AppDelegate.swift": Fixtures.appDelegate(
          importing: ["UIKit"],
          launching: """
            let window = UIWindow()
            window.rootViewController = FilterViewController()
            SubscriptionManager.shared.loadProducts()
            """),
        "App/FilterViewController.swift": """
        import StoreKit
        import UIKit

        class FilterViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            \(screenLoad)
          }
        }

        extension FilterViewController: SKProductsRequestDelegate {
          func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            guard let product = response.products.first else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
        }

        """,
        "App/SubscriptionManager.swift": """
        import StoreKit

        final class SubscriptionManager: NSObject, SKProductsRequestDelegate {
          static let shared = SubscriptionManager()
          private var products: [SKProduct] = []
          func loadProducts() {
            let request = SKProductsRequest(productIdentifiers: ["pro.monthly"])
            request.delegate = self
            request.start()
          }
          func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            products = response.products
            if let product = products.first { SKPaymentQueue.default().add(SKPayment(product: product)) }
          }
        }

        """,
      ]).filter { $0.rule == .knownStoreKitIssue }.map(\.file))
  }

  @Test("A products callback no request reports to never runs; the requesting manager's does")
  func productsCallbackNoRequestReportsTo() {
    // Stocks: `extension FilterViewController: SKProductsRequestDelegate`, nothing its delegate.
    #expect(Self.callbackNoteFiles(screenLoad: "print(1)") == ["App/SubscriptionManager.swift"])
    // A screen making its own request hears its own callback.
    let own = """
      let request = SKProductsRequest(productIdentifiers: ["pro.yearly"])
      request.delegate = self
      request.start()
      """
    #expect(Self.callbackNoteFiles(screenLoad: own).contains("App/FilterViewController.swift"))
  }

  /// `notification-subscription-state` findings for a StoreKit 1 helper
  /// posting each purchase, in a game whose product constants are `products`.
  private static func coinShopNotifications(products: String, requested: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "UIViewController()",
        extra:
          "let helper: Void = { SKPaymentQueue.default().add(IAPHelper.shared); IAPHelper.shared.load() }()"
      ),
      "App/Products.swift": """
      public struct GameProducts {
        \(products)
      }

      """,
      "App/IAPHelper.swift": """
      import StoreKit

      final class IAPHelper: NSObject, SKPaymentTransactionObserver {
        static let shared = IAPHelper()
        static let purchaseNotification = Notification.Name("IAPHelperPurchaseNotification")
        func load() { SKProductsRequest(productIdentifiers: [\(requested)]).start() }
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .purchased {
            NotificationCenter.default.post(
              name: IAPHelper.purchaseNotification, object: transaction.payment.productIdentifier)
          }
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("Abbreviated product ids held by constants named for coins are a coin shop's")
  func constantsNameConsumables() {
    // TrumpPunch: `static let PileOfCoins = "trumppunch.pileoc"`.
    let coins = """
      public static let PileOfCoins = "trumppunch.pileoc"
      public static let BagOfCoins = "trumppunch.bagoc"
      """
    #expect(
      Self.coinShopNotifications(
        products: coins, requested: "GameProducts.PileOfCoins, GameProducts.BagOfCoins"
      ).isEmpty)
    let unlock = """
      public static let PileOfCoins = "trumppunch.pileoc"
      public static let RemoveAds = "trumppunch.rmads"
      """
    #expect(
      !Self.coinShopNotifications(
        products: unlock, requested: "GameProducts.PileOfCoins, GameProducts.RemoveAds"
      ).isEmpty)
  }

  /// The legal-links findings' messages for a paywall view whose footer
  /// buttons, made by a helper taking their title, open `host`'s documents.
  private static func footerLinkMessages(host: String) -> [String] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "LockedViewController()"),
      "App/LockedViewController.swift": """
      import UIKit

      final class LockedViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let lockView = PaywallView(frame: view.bounds)
          view.addSubview(lockView)
        }
      }

      """,
      "App/PaywallView.swift": """
      import StoreKit
      import UIKit

      class PaywallView: UIView {
        private var product: Product?
        private let priceLabel = UILabel()
        private let footerStack = UIStackView()

        override init(frame: CGRect) {
          super.init(frame: frame)
          setupFooter()
          Task {
            product = try? await Product.products(for: ["planner.monthly"]).first
            priceLabel.text = product?.displayPrice
          }
        }

        required init?(coder: NSCoder) { nil }

        private func setupFooter() {
          let buy = createFooterButton(title: "Subscribe monthly", action: #selector(didTapBuy))
          let terms = createFooterButton(title: "Terms of Use", action: #selector(didTapTerms))
          let privacy = createFooterButton(title: "Privacy Policy", action: #selector(didTapPrivacy))
          let restore = createFooterButton(title: "Restore", action: #selector(didTapRestore))
          [buy, terms, privacy, restore].forEach { footerStack.addArrangedSubview($0) }
        }

        private func createFooterButton(title: String, action: Selector) -> UIButton {
          let button = UIButton(type: .system)
          let underlined = NSAttributedString(
            string: title, attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
          button.setAttributedTitle(underlined, for: .normal)
          button.addTarget(self, action: action, for: .touchUpInside)
          return button
        }

        @objc private func didTapBuy() { Task { _ = try? await product?.purchase() } }
        @objc private func didTapRestore() { Task { try? await AppStore.sync() } }
        @objc private func didTapTerms() {
          if let url = URL(string: "https://\(host)/terms") { UIApplication.shared.open(url) }
        }
        @objc private func didTapPrivacy() {
          if let url = URL(string: "https://\(host)/privacy") { UIApplication.shared.open(url) }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.message)
  }

  @Test("Legal buttons opening a placeholder address are the error, not a link decided at run time")
  func placeholderLegalAddress() {
    // SmartPlanner: `https://yourdomain.com/terms` behind `createFooterButton(title:action:)`.
    let placeholder = Self.footerLinkMessages(host: "yourdomain.com")
    #expect(
      placeholder.count == 1 && placeholder[0].contains("a placeholder address"), "\(placeholder)")
    #expect(Self.footerLinkMessages(host: "smartplanner.app").isEmpty)
  }

  @Test(
    "A name holding a piece of a product id names no product id; `Example:` introduces an example")
  func idPiecesAndExamples() {
    // StoreKit2.0: `productIdSubscriptionName = "subscription"`, the segment a parser looks for.
    #expect(!ProductIDLiteral.namesProductID("productidsubscriptionname"))
    #expect(!ProductIDLiteral.namesProductID("productidprefix"))
    #expect(ProductIDLiteral.namesProductID("productids"))
    #expect(ProductIDLiteral.namesProductID("premiumproductid"))
    // StoreKitFlow's guide: "Example: $0.99/month for 3 months, then full price."
    #expect(SellingContext.isExample("Example: $0.99/month for 3 months", "$0.99"))
    #expect(
      SellingContext.isExample("Examples: '7 days free', 'first 3 months for $0.99'", "$0.99"))
    #expect(!SellingContext.isExample("Only $0.99/month for 3 months", "$0.99"))
  }

  /// The paywall findings on a settings screen whose upgrade button runs
  /// `upgrade`, beside a coordinator presenting the app's purchase panel.
  private static func settingsPaywallRules(upgrade: String) -> Set<RuleID> {
    Set(
      Fixtures.findings(files: [
        "App/App.swift": Fixtures.swiftUIApp(showing: "SettingsView()"),
        "App/PurchaseCoordinator.swift": """
        import SwiftUI

        @MainActor
        final class PurchaseCoordinator {
          static let shared = PurchaseCoordinator()
          private var panel: NSPanel?
          func present(onPurchase: @escaping () -> Void, onRestore: @escaping () -> Void) {
            panel = NSPanel(contentViewController: NSHostingController(
              rootView: PurchasePanel(onPurchase: onPurchase, onRestore: onRestore)))
            panel?.makeKeyAndOrderFront(nil)
          }
        }

        struct PurchasePanel: View {
          let onPurchase: () -> Void
          let onRestore: () -> Void
          var body: some View {
            VStack {
              Button("Buy Lifetime", action: onPurchase)
              Button("Restore Purchases", action: onRestore)
              Link("Terms of Use", destination: URL(string: "https://picser.app/terms")!)
              Link("Privacy Policy", destination: URL(string: "https://picser.app/privacy")!)
            }
          }
        }

        """,
        "App/SettingsView.swift": """
        import StoreKit
        import SwiftUI

        struct SettingsView: View {
          @State private var product: Product?
          var body: some View {
            Form { Button("Upgrade") { \(upgrade) } }
              .task { product = try? await Product.products(for: ["lifetime"]).first }
          }

          private func presentPrompt() {
            PurchaseCoordinator.shared.present(
              onPurchase: { Task { _ = try? await product?.purchase() } },
              onRestore: { Task { try? await AppStore.sync() } })
          }
        }

        """,
      ]).map(\.rule)
    ).intersection([.paywallMissingRestore, .paywallMissingLegalLinks])
  }

  @Test("A purchase handed to a coordinator's presenter runs from the panel it presents")
  func purchaseHandedToPresenter() {
    // Picser: `PurchaseFlowCoordinator.shared.present(…, onPurchase: { … }, onRestore: { … })`.
    #expect(Self.settingsPaywallRules(upgrade: "presentPrompt()").isEmpty)
    // Bought by the screen's own button, the screen is the paywall.
    #expect(
      Self.settingsPaywallRules(upgrade: "Task { _ = try? await product?.purchase() }").count
        == 1)
  }

  /// Restore errors for a Mac app whose main menu's item sends `action`,
  /// beside an AppKit purchase screen without a Restore button.
  private static func mainMenuRestoreErrors(action: String, restoreBody: String) -> Int {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "Store.swift", "IAPViewController.swift"],
        settings: "MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx;"),
      "App/Base.lproj/Main.storyboard": """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" initialViewController="W">
        <scenes><scene sceneID="M"><objects>
          <application id="A"><menu key="mainMenu" id="MM"><items>
            <menuItem title="Restore In App Purchases" id="R"><connections>
              <action selector="\(action):" target="D" id="RA"/>
            </connections></menuItem>
          </items></menu></application>
          <customObject id="D" customClass="AppDelegate"/>
        </objects></scene>
        <scene sceneID="S"><objects>
          <viewController id="W" customClass="IAPViewController">
            <button id="B"><connections><action selector="buy:" target="W" id="BA"/></connections></button>
          </viewController>
        </objects></scene></scenes>
      </document>

      """,
      "App/AppDelegate.swift": """
      import AppKit

      @main
      final class AppDelegate: NSObject, NSApplicationDelegate {
        @IBAction func \(action)(_ sender: Any) { \(restoreBody) }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      final class Store {
        static let shared = Store()
        func appStoreSync() async throws { try await AppStore.sync() }
      }

      """,
      "App/IAPViewController.swift": """
      import AppKit
      import StoreKit

      final class IAPViewController: NSViewController {
        private var product: Product?
        @IBOutlet var priceLabel: NSTextField!
        override func viewDidLoad() {
          super.viewDidLoad()
          Task {
            product = try? await Product.products(for: ["video.unlock"]).first
            priceLabel.stringValue = product?.displayPrice ?? ""
          }
        }
        @IBAction func buy(_ sender: Any) { Task { _ = try? await product?.purchase() } }
      }

      """,
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test("A Mac app's main menu item restoring through app code serves its purchase screens")
  func macMainMenuRestore() {
    // beatvid-mac: "Restore In App Purchases" → `restoreIAP(_:)` → `Store.shared.appStoreSync()`.
    let sync = "Task { try? await Store.shared.appStoreSync() }"
    #expect(Self.mainMenuRestoreErrors(action: "restoreIAP", restoreBody: sync) == 0)
    // A menu item named for restoring that does nothing restores nothing.
    #expect(Self.mainMenuRestoreErrors(action: "restoreIAP", restoreBody: "NSSound.beep()") == 1)
    #expect(Self.mainMenuRestoreErrors(action: "openWebsite", restoreBody: sync) == 1)
  }
}
