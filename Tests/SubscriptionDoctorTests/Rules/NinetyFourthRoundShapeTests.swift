import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-third and ninety-fourth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct NinetyFourthRoundShapeTests {
  /// `undefined-build-setting` findings for an Info.plist value
  /// `$(NAME)`, with `debug` and `release` as the two configurations'
  /// settings.
  private static func undefined(_ name: String, debug: String, release: String = "")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = App/Info.plist; \(release)",
        debugSettings: "INFOPLIST_FILE = App/Info.plist; \(debug)"),
      "App/App.swift": "import SwiftUI\n",
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>\(name)</key><string>$(\(name))</string>
      </dict></plist>

      """,
    ]).filter { $0.rule == .undefinedBuildSetting }
  }

  @Test("A debug switch only Debug defines reads empty in Release; other settings must be set")
  func debugSwitchOnlyInDebug() {
    // Capacitor's template: `CAPACITOR_DEBUG = true` in debug.xcconfig only.
    #expect(Self.undefined("CAPACITOR_DEBUG", debug: "CAPACITOR_DEBUG = true;").isEmpty)
    #expect(Self.undefined("DEBUG_MENU", debug: "DEBUG_MENU = YES;").isEmpty)
    // Undefined in Debug too: reported for both.
    let nowhere = Self.undefined("CAPACITOR_DEBUG", debug: "")
    #expect(nowhere.count == 1)
    #expect(nowhere.first?.message.contains("App (Debug), App (Release)") == true)
    // A key or a host (not a switch) that Release lacks is still empty there.
    let key = Self.undefined("API_KEY", debug: "API_KEY = abc;")
    #expect(key.count == 1)
    #expect(key.first?.message.contains("App (Release)") == true)
    #expect(Self.undefined("DEBUGGER_HOST", debug: "DEBUGGER_HOST = a;").count == 1)
  }

  /// Legal-link findings for a subscription overlay drawn by a quiz screen
  /// under `condition` (`if showSubFlag`), whose toolbar holds `raise`.
  private static func overlayFindings(condition: String, raise: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Quiz"),
      "Sources/Quiz/App.swift": Fixtures.swiftUIApp(showing: "QuizView()"),
      "Sources/Quiz/QuizView.swift": """
      import SwiftUI

      struct QuizView: View {
        @State private var showSubFlag = false

        var body: some View {
          ZStack {
            VStack {
              Text("Question 1")
              \(raise)
            }
            \(condition) {
              ZStack {
                Color.black.opacity(0.7)
                SubModalView(isPresented: $showSubFlag)
              }
            }
          }
        }
      }

      """,
      "Sources/Quiz/SubModalView.swift": """
      import StoreKit
      import SwiftUI

      struct SubModalView: View {
        @Binding var isPresented: Bool
        @State private var products: [Product] = []

        var body: some View {
          VStack {
            Text("Monthly subscription: no ads, every quiz")
            ForEach(products) { product in
              Button("Subscribe \\(product.displayPrice) per month") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Button("Close") { isPresented = false }
          }
          .task { products = (try? await Product.products(for: ["quiz.monthly"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("An overlay drawn under a flag nothing raises shows nothing; a raised one is audited")
  func overlayNeverShown() {
    #expect(Self.overlayFindings(condition: "if showSubFlag", raise: "EmptyView()").isEmpty)
    #expect(Self.overlayFindings(condition: "if self.showSubFlag", raise: "EmptyView()").isEmpty)
    #expect(
      Self.overlayFindings(
        condition: "if showSubFlag", raise: "// Button(\"Premium\") { showSubFlag = true }"
      ).isEmpty)
    // Raised, toggled, or drawn when the flag is false: shown, and it fires.
    #expect(
      Self.overlayFindings(
        condition: "if showSubFlag", raise: "Button(\"Premium\") { showSubFlag = true }"
      ).count == 1)
    #expect(
      Self.overlayFindings(
        condition: "if showSubFlag", raise: "Button(\"Premium\") { showSubFlag.toggle() }"
      ).count == 1)
    #expect(Self.overlayFindings(condition: "if !showSubFlag", raise: "EmptyView()").count == 1)
  }

  /// Hard-coded price findings for a coin shop whose rows hold `row`.
  private static func coinShopPrices(row: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Coins"),
      "Sources/Coins/App.swift": Fixtures.swiftUIApp(showing: "CoinShopView()"),
      "Sources/Coins/CoinShopView.swift": """
      import StoreKit
      import SwiftUI

      struct CoinShopView: View {
        @State private var products: [Product] = []

        var body: some View {
          List(products) { product in
            HStack {
              \(row)
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
          }
          .task { products = (try? await Product.products(for: ["coins.500", "coins.1000"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price compared with a product's name picks a layout; one shown is hard-coded")
  func comparedPriceIsATest() {
    let picked = """
      if product.displayName == "1000円" { Image("coins-big") } else { Image("coins") }
      """
    #expect(Self.coinShopPrices(row: picked).isEmpty)
    #expect(
      Self.coinShopPrices(row: "if \"$4.99\" != product.displayPrice { Text(\"Sale\") }").isEmpty)
    #expect(Self.coinShopPrices(row: "Text(\"1000円\")").count == 1)
    #expect(
      Self.coinShopPrices(row: "Text(product.id == \"a\" ? \"$4.99\" : \"$9.99\")").count == 2)
  }

  /// `configure-called-twice` findings for an app configuring RevenueCat at
  /// launch through a static wrapper, whose list screen holds `row`.
  private static func wrapperFindings(row: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"],
        launching: "PurchaseKit.configure(\"appl_abcdefghijklmnopqrstuvwxyz\")"),
      "App/PurchaseKit.swift": """
      import RevenueCat

      public final class PurchaseKit {
        public static func configure(_ apiKey: String) {
          Purchases.configure(withAPIKey: apiKey)
        }
      }

      """,
      "App/CustomersViewController.swift": """
      import UIKit

      final class CustomersViewController: UITableViewController {
        var rows: [DateHeaderView] = []
        let model = "Today"

        override func viewDidLoad() {
          super.viewDidLoad()
          \(row)
        }
      }

      """,
    ]).filter { $0.rule == .configureCalledTwice }
  }

  @Test("An instance's configure(_:) is not a static wrapper's; a second wrapper call is")
  func staticWrapperIsNotAnInstanceMethod() {
    #expect(Self.wrapperFindings(row: "rows.forEach { header in header.configure(model) }").isEmpty)
    #expect(Self.wrapperFindings(row: "rows.first?.configure(model)").isEmpty)
    #expect(
      Self.wrapperFindings(row: "PurchaseKit.configure(\"appl_abcdefghijklmnopqrstuvwxyz\")")
        .count == 1)
  }

  /// Price findings for a RevenueCat paywall whose label formats `used`
  /// from a private `Constants` enum that also holds an unused disclaimer.
  private static func disclaimerFindings(used: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SubscriptionViewController()"),
      "App/SubscriptionViewController.swift": """
      import RevenueCat
      import UIKit

      final class SubscriptionViewController: UIViewController {
        private enum Constants {
          static let freeTrialPriceDisclaimer = "Try 7 Days free, then %@/month"
          static let priceDisclaimer = "Try 7 Days free, then $%@/month"
        }

        private let priceLabel = UILabel()
        private var package: Package?

        override func viewDidLoad() {
          super.viewDidLoad()
          Purchases.shared.getOfferings { offerings, _ in
            self.package = offerings?.current?.monthly
            let price = self.package?.storeProduct.localizedPriceString ?? ""
            self.priceLabel.text = String(format: Constants.\(used), price)
          }
        }

        @objc func subscribe() {
          guard let package else { return }
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }

        @objc func restore() { Purchases.shared.restorePurchases { _, _ in } }
        @objc func terms() { UIApplication.shared.open(URL(string: "https://x.app/terms")!) }
        @objc func privacy() { UIApplication.shared.open(URL(string: "https://x.app/privacy")!) }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A private constant nothing reads shows no price; the one the label formats does")
  func unreadDisclaimerConstant() {
    #expect(Self.disclaimerFindings(used: "freeTrialPriceDisclaimer").isEmpty)
    let used = Self.disclaimerFindings(used: "priceDisclaimer")
    #expect(used.count == 1)
    #expect(used.first?.message.contains("$%") == true)
  }

  /// Hard-coded price findings for a screen that sets a price label under `condition`.
  private static func switchedOffFindings(condition: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "WordViewController()"),
      "App/WordViewController.swift": """
      import StoreKit
      import UIKit

      final class WordViewController: UIViewController {
        let priceLabel = UILabel()
        var generated = 0
        var product: SKProduct?

        func check(_ flag: Bool) -> Bool { flag }

        @objc func generate() {
          generated += 1
          priceLabel.text = product?.localizedTitle
          if \(condition) {
            priceLabel.text = "Pro: $4.99"
          }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("Code only a condition needing a literal false reaches never runs")
  func literalFalseSwitchesOff() {
    #expect(Self.switchedOffFindings(condition: "generated > 100 && false").isEmpty)
    #expect(
      Self.switchedOffFindings(condition: "(generated > 100 && product != nil&&false)").isEmpty)
    #expect(Self.switchedOffFindings(condition: "false, generated > 100").isEmpty)
    #expect(Self.switchedOffFindings(condition: "false").isEmpty)
    // The condition may hold: the price is shown.
    #expect(Self.switchedOffFindings(condition: "generated > 100").count == 1)
    #expect(Self.switchedOffFindings(condition: "generated > 100 || false").count == 1)
    #expect(Self.switchedOffFindings(condition: "check(false) && generated > 100").count == 1)
    #expect(Self.switchedOffFindings(condition: "product?.isFamilyShareable == false").count == 1)
  }

  /// `plan-type-with-price` findings for a plan model declared `conformance`,
  /// holding `fields` beside its price, built by `make` on a screen.
  private static func planFindings(conformance: String, fields: String, make: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PlanViewController()"),
      "App/Plan.swift": """
      import Foundation

      struct Plan\(conformance) {
        var product: String
        var price: Double
        \(fields)
        var title: String { "\\(product) ($\\(price)/mo)" }
      }

      extension Plan {
        init(json: [String: Any]) {
          self.init(product: json["Product"] as? String ?? "", price: json["Price"] as? Double ?? 0)
        }
      }

      """,
      "App/PlanViewController.swift": """
      import UIKit

      final class PlanViewController: UIViewController {
        let label = UILabel()
        func show(_ json: [String: Any]) { label.text = \(make).title }
      }

      """,
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test(
    "The customer's plan as the server returns it, with its end, is a record; a catalogue is not")
  func serverPlanRecord() {
    // The server's record of the current plan: decoded, with when it ends.
    #expect(
      Self.planFindings(
        conformance: ": Decodable", fields: "var expireOn: String? = nil",
        make: "(try! JSONDecoder().decode(Plan.self, from: Data()))"
      ).isEmpty)
    // Decoded, but no end: a price list the server sends.
    #expect(
      Self.planFindings(
        conformance: ": Decodable", fields: "var startOn: String? = nil",
        make: "(try! JSONDecoder().decode(Plan.self, from: Data()))"
      ).count == 1)
    // The app's own catalogue, with an end date: still the code's prices.
    #expect(
      Self.planFindings(
        conformance: "", fields: "var expireOn: String? = nil",
        make: "Plan(product: \"Pro\", price: 4.99)"
      ).count == 1)
  }

  /// Hard-coded price findings for a tutorial step whose text is `text`.
  private static func tutorialPrices(_ text: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "WalkthroughViewController()"),
      "App/WalkthroughViewController.swift": """
      import UIKit

      enum WalkthroughStep {
        case enterJobDetails

        var text: String {
          switch self {
          case .enterJobDetails: return "\(text)"
          }
        }
      }

      final class WalkthroughViewController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          label.text = WalkthroughStep.enterJobDetails.text
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price given as an example of what to type is no price; one offered is")
  func examplePrice() {
    #expect(
      Self.tutorialPrices("Enter any item and price. For example “car repair” and “$350”.")
        .isEmpty)
    #expect(Self.tutorialPrices("Type the amount, e.g. $12.50").isEmpty)
    #expect(Self.tutorialPrices("Unlock every job for $4.99 a month").count == 1)
    #expect(Self.tutorialPrices("$4.99 a month, for example to unlock every job").count == 1)
  }

  /// Canceled-state notes for an app whose `IAPService` tests the cancel in
  /// its queue callback and registers itself in `setupPurchases()`, which
  /// the app delegate's launch calls when `launch` says so.
  private static func serviceNotes(launch: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Monitor"),
      "Sources/Monitor/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "{ \(launch); return UIViewController() }()"),
      "Sources/Monitor/IAPService.swift": """
      import StoreKit

      final class IAPService: NSObject {
        static let shared = IAPService()
        private let paymentQueue = SKPaymentQueue.default()

        func setupPurchases() {
          paymentQueue.add(self)
        }

      }

      extension IAPService: SKPaymentTransactionObserver {
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .failed {
            failed(transaction: transaction)
          }
        }

        private func failed(transaction: SKPaymentTransaction) {
          if (transaction.error as? SKError)?.code != .paymentCancelled {
            print("failed")
          }
          paymentQueue.finishTransaction(transaction)
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled") }
  }

  @Test("An observer that registers itself only in a function nothing calls hears nothing")
  func registrationNothingCalls() {
    #expect(Self.serviceNotes(launch: "print(IAPService.shared)").isEmpty)
    let registered = Self.serviceNotes(launch: "IAPService.shared.setupPurchases()")
    #expect(registered.map(\.file) == ["Sources/Monitor/IAPService.swift"], "\(registered)")
  }

  /// Price messages of a paywall that also shows a tutorial step whose text is `text`.
  private static func paywallTutorialPrices(_ text: String) -> [String] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Shop"),
      "Sources/Shop/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Shop/TutorialStep.swift": """
      enum TutorialStep {
        case enterPrice

        var text: String {
          switch self {
          case .enterPrice: return "\(text)"
          }
        }
      }

      """,
      "Sources/Shop/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var products: [Product] = []

        var body: some View {
          VStack {
            Text(TutorialStep.enterPrice.text)
            ForEach(products) { product in
              Button("Subscribe monthly") { Task { _ = try? await product.purchase() } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Link("Terms of Use", destination: URL(string: "https://shop.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://shop.app/privacy")!)
          }
          .task { products = (try? await Product.products(for: ["shop.monthly"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }.map(\.message)
  }

  @Test("A paywall showing a tutorial's example amount shows no hard-coded price")
  func paywallExampleAmount() {
    let example = Self.paywallTutorialPrices("Enter a price. For example “car repair” and “$350”.")
    #expect(!example.contains { $0.contains("$350") }, "\(example)")
    let offered = Self.paywallTutorialPrices("Every job for $350 a year")
    #expect(offered.contains { $0.contains("$350") }, "\(offered)")
  }

  /// Restore and legal-link findings for a coin shop that validates the
  /// App Store receipt with a parser type named `parser`.
  private static func coinShopWithReceipt(parser: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "StoreViewController()"),
      "App/\(parser).swift": """
      import Foundation

      enum Status: String {
        case validationSuccess = "This receipt is valid."
        case invalidExpired = "Receipt has expired."
      }

      final class \(parser) {
        var status: Status?
        var expirationDate: Date?
        static func isReceiptPresent() -> Bool { Bundle.main.appStoreReceiptURL != nil }
      }

      """,
      "App/StoreViewController.swift": """
      import StoreKit
      import UIKit

      final class StoreViewController: UIViewController {
        var receipt: \(parser)?
        var products: [SKProduct] = []
        let coinsLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          coinsLabel.text = "Buy coins to grow more plants"
          if \(parser).isReceiptPresent() { receipt = \(parser)() }
          if receipt?.status != Status.validationSuccess { coinsLabel.text = "Try again" }
        }

        @objc func buyTenCoins() {
          guard let product = products.first else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A receipt parser's expiry says nothing of what a coin shop sells")
  func receiptParserExpiry() {
    #expect(Self.coinShopWithReceipt(parser: "Receipt").isEmpty)
    #expect(Self.coinShopWithReceipt(parser: "ReceiptValidator").isEmpty)
    // Its items' subscription expiry (`ReceiptItem.subscriptionExp`; Amble-Cat).
    #expect(Self.coinShopWithReceipt(parser: "ReceiptItem").isEmpty)
    // Another type's expiry is the customer's access: a subscription.
    #expect(Self.coinShopWithReceipt(parser: "MembershipInfo").count == 1)
    // A status text about the receipt itself (Amble-Cat's `enum Status`).
    #expect(!Paywall.readsExpiry("receipt has expired."))
    #expect(Paywall.readsExpiry("your subscription has expired."))
  }

  /// Findings for a venue app with no store code whose `PaywallView` sells
  /// priced tiers, paid through `payment`.
  private static func venueFindings(payment: String, withService: Bool = true) -> [Finding] {
    Fixtures.findings(
      files: [
        "Package.swift": Fixtures.iOSAppManifest("Venue"),
        "Sources/Venue/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
        "Sources/Venue/PaywallView.swift": """
        import SwiftUI

        struct PricingTier: Identifiable {
          let id: String
          let name: String
          let price: Decimal
        }

        struct PaywallView: View {
          let tiers = [PricingTier(id: "entry", name: "Entry pass", price: 25)]

          var body: some View {
            List(tiers) { tier in
              Button("\\(tier.name) for $\\(tier.price)") { Task { try? await pay(for: tier) } }
            }
          }

          func pay(for tier: PricingTier) async throws {
            \(payment)
          }
        }

        """,
        "Sources/Venue/PaymentService.swift": """
        import Foundation

        final class PaymentService {
          static let shared = PaymentService()
          func tokenize(cardNumber: String, expiry: String, cvc: String) async throws -> String { "" }
          func charge(token: String, amount: Decimal) async throws {}
          func charge(amount: Decimal) async throws {}
        }

        """,
      ].filter { withService || !$0.key.hasSuffix("PaymentService.swift") }
    )
    .filter { $0.rule == .planTypeWithPrice }
  }

  @Test("An app taking card details itself, with no store code, sells nothing through the store")
  func cardPaymentsOutsideStore() {
    let paid = """
      let token = try await PaymentService.shared.tokenize(cardNumber: "4242", expiry: "12/30", cvc: "123")
      try await PaymentService.shared.charge(token: token, amount: tier.price)
      """
    #expect(Self.venueFindings(payment: paid).isEmpty)
    // Named for selling, with no sign of where it sells: the store, maybe.
    #expect(Self.venueFindings(payment: "_ = tier", withService: false).count == 1)
  }

  @Test("A request's response named after it is the server's reply; a status stays state")
  func requestResponseNames() {
    for name in [
      "getSubscriptionLoginResponse", "getSubscriptionResponse", "getPremiumPlanResponse",
    ] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["subscriptionStatusChanged", "premiumStatusResponse", "isSubscribed"] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  @Test(
    "An SDK framework written relative to a group, or by its bare name, is the SDK's, not a file to commit"
  )
  func sdkFrameworkIsNoMissingFile() {
    let notes = { (extra: String) in
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["App.swift", extra], settings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
        "App/App.swift": "import SwiftUI\n",
      ]).filter { $0.rule == .unreadableFile }
    }
    #expect(notes("System/Library/Frameworks/Network.framework").isEmpty)
    #expect(notes("usr/lib/libz.tbd").isEmpty)
    #expect(notes("Missing.swift").count == 1)
    // Listed by its bare name, as project generators write it (imghost,
    // ninety-eighth round): an Apple framework is the SDK's, a vendor's is missing.
    #expect(notes("StoreKit.framework").isEmpty)
    #expect(notes("AuthenticationServices.framework").isEmpty)
    #expect(notes("libsqlite3.tbd").isEmpty)
    // Newer ones too (QuizzerAI's `FoundationModels.framework`, session 72).
    #expect(notes("FoundationModels.framework").isEmpty)
    #expect(notes("ARKit.framework").isEmpty)
    #expect(notes("Purchases.framework").count == 1)
  }
}
