import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the eightieth and eighty-first rounds (docs/doctor-rules.md),
/// each beside the shape that must still fire or stay quiet.
struct EightiethRoundShapeTests {
  /// The findings of an app whose paywall buys through its view model's
  /// completion-style method, called with a trailing closure; the view
  /// model buys through a manager (iSalah.iOS). `links` is drawn under the
  /// buttons.
  private static func trailingClosurePaywall(
    links: String,
    price: String =
      "var priceText: String { currentPackage?.storeProduct.localizedPriceString ?? \"\" }"
  ) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Salah"),
      "Sources/Salah/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Salah/RevenueCatManager.swift": """
      import RevenueCat

      final class RevenueCatManager {
        static let shared = RevenueCatManager()
        var packages: [Package] = []

        func purchase(_ package: Package) async throws -> CustomerInfo {
          try await Purchases.shared.purchase(package: package).customerInfo
        }

        func restore() async throws -> CustomerInfo {
          try await Purchases.shared.restorePurchases()
        }
      }

      """,
      "Sources/Salah/PaywallViewModel.swift": """
      import RevenueCat
      import SwiftUI

      final class PaywallViewModel: ObservableObject {
        @Published var currentPackage: Package?
        let manager = RevenueCatManager.shared

        \(price)

        func purchasePackage(result: @escaping (Bool) -> Void) {
          guard let package = currentPackage else { return result(false) }
          Task {
            let info = try? await manager.purchase(package)
            result(info?.entitlements.active.isEmpty == false)
          }
        }

        func restorePurchases(result: @escaping (Bool) -> Void) {
          Task { result((try? await manager.restore()) != nil) }
        }
      }

      """,
      "Sources/Salah/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        @Environment(\\.dismiss) private var dismiss
        @StateObject private var vm = PaywallViewModel()

        var body: some View {
          VStack {
            Text("Unlimited tasbih and every theme, renewed yearly.")
            buyButtonView
            restoreButtonView
            \(links)
          }
        }
      }

      private extension PaywallView {
        var buyButtonView: some View {
          Button {
            vm.purchasePackage { purchased in
              if purchased { dismiss() }
            }
          } label: {
            Text(vm.priceText + " per year")
          }
        }

        var restoreButtonView: some View {
          Button("Restore Purchases") {
            vm.restorePurchases { _ in }
          }
        }
      }

      """,
    ])
  }

  @Test("A paywall buying through a view model method called with a trailing closure is judged")
  func trailingClosurePurchaseMakesAPaywall() {
    let missing = Self.trailingClosurePaywall(links: "")
    #expect(
      missing.contains {
        $0.rule == .paywallMissingLegalLinks && $0.file.hasSuffix("PaywallView.swift")
      },
      "\(missing)")
    #expect(!missing.contains { $0.rule == .paywallMissingRestore }, "\(missing)")
    let linked = Self.trailingClosurePaywall(
      links: """
        Link("Terms of Use", destination: URL(string: "https://salah.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://salah.app/privacy")!)
        """)
    let paywallRules: Set<RuleID> = [
      .paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore,
    ]
    #expect(!linked.contains { paywallRules.contains($0.rule) }, "\(linked)")
  }

  @Test("A trailing closure on a method named for nothing bought is no purchase call")
  func mainActorRunIsNoPurchase() {
    let findings = Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Tunnel"),
      "Sources/Tunnel/App.swift": Fixtures.swiftUIApp(showing: "AccountView()"),
      "Sources/Tunnel/PaywallStore.swift": """
      import StoreKit

      @MainActor
      final class PaywallStore {
        enum Effect { case buy(Product) }
        func run(_ effect: Effect) {
          switch effect {
          case .buy(let product): Task { _ = try? await product.purchase() }
          }
        }
      }

      """,
      "Sources/Tunnel/AccountView.swift": """
      import SwiftUI

      struct AccountView: View {
        @State private var plan = "Yearly plan"
        @State private var productName = ""
        var body: some View {
          VStack {
            Text(plan + productName)
            Button("Refresh") {
              Task {
                await MainActor.run { plan = "Monthly plan" }
              }
            }
          }
        }
      }

      """,
    ])
    #expect(!findings.contains { $0.file.hasSuffix("AccountView.swift") }, "\(findings)")
  }

  /// Drift findings of a journal app loading the ids its pricing type lists,
  /// beside a constants namespace holding other ids, read by `reader` when given.
  private static func leftoverIDDrift(reader: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Ink"),
      "Sources/Ink/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Ink/Products.storekit": Fixtures.storeKitFile([
        (id: "premium_monthly", price: "4.99", type: "NonConsumable")
      ]),
      "Sources/Ink/Constants.swift": """
      enum Constants {
        static let freeEntriesPerDay = 3
        enum ProductIds {
          static let premiumMonthly = "com.quantumtech.ink.premium.monthly"
        }
      }

      """,
      "Sources/Ink/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      enum SubscriptionPricing {
        static let allProductIDs = ["premium_monthly"]
      }

      struct PaywallView: View {
        @State private var products: [Product] = []
        var body: some View {
          Text("\\(Constants.freeEntriesPerDay) free entries a day")
          ForEach(products) { product in
            Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
          }
          .task {
            products = (try? await Product.products(for: SubscriptionPricing.allProductIDs)) ?? []
            \(reader)
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("names the product") }
  }

  @Test("A product id constant no code reads asks the store for nothing")
  func unreadProductIDConstant() {
    #expect(Self.leftoverIDDrift().isEmpty, "\(Self.leftoverIDDrift())")
    let read = Self.leftoverIDDrift(
      reader: "_ = try? await Product.products(for: [Constants.ProductIds.premiumMonthly])")
    #expect(read.map(\.file) == ["Sources/Ink/Constants.swift"], "\(read)")
  }

  /// `infoplist-key-prefix-custom` findings for a custom key set as a build
  /// setting, with `reader` as the app's code.
  private static func droppedKeyFindings(reader: String, key: String = "IAP_PRODUCT_SKU")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_\(key) = com.azg.Convertik;"
      ),
      "App/App.swift": "import Foundation\n\(reader)\n",
    ]).filter { $0.rule == .infoPlistKeyPrefixCustom }
  }

  @Test("A dropped custom key no code reads is a note; one the app reads is an error")
  func droppedKeyNobodyReads() {
    let unread = Self.droppedKeyFindings(reader: "let productID = \"com.azg.Convertik\"")
    #expect(unread.map(\.severity) == [.note], "\(unread)")
    let read = Self.droppedKeyFindings(
      reader: "let sku = Bundle.main.object(forInfoDictionaryKey: \"IAP_PRODUCT_SKU\") as? String")
    #expect(read.map(\.severity) == [.error], "\(read)")
    // A credential's key is meant to be read, through whatever name the code builds.
    let credential = Self.droppedKeyFindings(
      reader: "let productID = \"com.azg.Convertik\"", key: "RevenueCatAPIKey")
    #expect(credential.map(\.severity) == [.error], "\(credential)")
  }

  /// `plan-type-with-price` findings of a coin paywall whose plan enum holds
  /// placeholder prices, read by `reader` when given.
  private static func placeholderPlanFindings(reader: String = "plan.title") -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Capy"),
      "Sources/Capy/App.swift": Fixtures.swiftUIApp(showing: "CoinPaywall()"),
      "Sources/Capy/CoinPaywall.swift": """
      import StoreKit
      import SwiftUI

      private enum CoinPaywallPlan: String, CaseIterable {
        case weekly, annual
        var productID: String { "capy.coins.\\(rawValue)" }
        var title: String { rawValue.capitalized }
        /// Unused placeholders: the paywall shows the store's price.
        var hardcodedPaywallPrice: String {
          switch self {
          case .weekly: "$0.99"
          case .annual: "$99.99"
          }
        }
      }

      struct CoinPaywall: View {
        @State private var products: [Product] = []
        var body: some View {
          ForEach(CoinPaywallPlan.allCases, id: \\.self) { plan in
            Text(\(reader))
            if let product = products.first(where: { $0.id == plan.productID }) {
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
          }
          Button("Restore") { Task { try? await AppStore.sync() } }
        }
      }

      """,
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("A plan's price member no code reads gives the plan no price")
  func unreadPlanPrice() {
    #expect(Self.placeholderPlanFindings().isEmpty, "\(Self.placeholderPlanFindings())")
    let shown = Self.placeholderPlanFindings(reader: "plan.hardcodedPaywallPrice")
    #expect(shown.count == 1, "\(shown)")
  }

  /// The findings of a subscription tracker selling its own Premium, whose
  /// tracked model is `model` (a file's whole text), and whose list view
  /// draws `row` for each tracked subscription.
  private static func trackerFindings(model: String, row: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Kansyl"),
      "Sources/Kansyl/App.swift": Fixtures.swiftUIApp(showing: "ListView()"),
      "Sources/Kansyl/Subscription.swift": model,
      "Sources/Kansyl/ListView.swift": """
      import StoreKit
      import SwiftUI

      extension Notification.Name {
        static let subscriptionAdded = Notification.Name("subscriptionAdded")
      }

      struct ListView: View {
        @State private var subscriptions: [Subscription] = []
        @State private var options: [SubscriptionOption] = []
        var body: some View {
          List(subscriptions) { subscription in
            \(row)
          }
          ForEach(options, id: \\.serviceName) { Text($0.serviceName) }
          Button("Add") {
            NotificationCenter.default.post(name: .subscriptionAdded, object: nil)
          }
        }
      }

      """,
      "Sources/Kansyl/PremiumView.swift": """
      import StoreKit
      import SwiftUI

      struct PremiumView: View {
        @State private var products: [Product] = []
        var body: some View {
          ForEach(products) { product in
            Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
          }
          Button("Restore") { Task { try? await AppStore.sync() } }
          Link("Terms of Use", destination: URL(string: "https://kansyl.app/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://kansyl.app/privacy")!)
        }
      }

      """,
    ]).filter {
      [.notificationSubscriptionState, .hardcodedPrice, .planTypeWithPrice].contains($0.rule)
    }
  }

  /// A tracker's model of subscriptions, in a file importing `module`:
  /// with `Foundation` only a tracker's; with `StoreKit` the app's own.
  private static func subscriptionModel(importing module: String) -> String {
    """
    import \(module)

    struct Subscription: Identifiable, Codable {
      var id = UUID()
      var serviceName: String
      var monthlyPrice: Double
    }

    struct SubscriptionOption {
      let serviceName: String
      let price: Double
    }

    """
  }
  private static let trackedModel = subscriptionModel(importing: "Foundation")
  private static let ownModel = subscriptionModel(importing: "StoreKit")

  @Test("A tracker's notifications and prices of tracked subscriptions are its content")
  func trackedSubscriptionsAreContent() {
    let row = #"Text(subscription.serviceName + " $\(subscription.monthlyPrice)/month")"#
    #expect(Self.trackerFindings(model: Self.trackedModel, row: row).isEmpty)
    let own = Self.trackerFindings(model: Self.ownModel, row: row)
    #expect(
      own.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .hardcodedPrice, .notificationSubscriptionState, .notificationSubscriptionState,
        .planTypeWithPrice,
      ], "\(own)")
    // Stored with Core Data, the model is a tracker's too.
    let coreData = Self.trackerFindings(
      model: """
        import CoreData

        func addSample(in context: NSManagedObjectContext) {
          let subscription = Subscription(context: context)
          subscription.serviceName = "Netflix"
        }

        """, row: row)
    #expect(coreData.isEmpty, "\(coreData)")
  }

  @Test("A price beside a literal starting with another service's name is that service's")
  func servicePriceBesideTitle() {
    func findings(_ title: String) -> [Finding] {
      Self.trackerFindings(
        model: Self.ownModel,
        row: #"ReminderPreview(title: "\#(title)", subtitle: "$15.99/month after trial")"#
      ).filter { $0.rule == .hardcodedPrice }
    }
    #expect(findings("⏰ Netflix trial ends in 3 days").isEmpty)
    #expect(findings("Cheaper than Netflix").count == 1)
  }

  /// Secret findings for a store posting its own `verifyReceipt` request
  /// whose JSON body is `body`.
  private static func receiptBodyFindings(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/IAPManager.swift": """
      import Foundation
      import StoreKit

      final class IAPManager {
        private static let appSecret = "f55293fc159847dc8eccfa360865bd00"

        func validate(_ receipt: String) {
          let contents: [String: Any] = \(body)
          let request = URLRequest(url: URL(string: "https://buy.itunes.apple.com/verifyReceipt")!)
          _ = (contents, request)
        }
      }

      """
    ]).filter { $0.rule == .secretAPIKey }
  }

  @Test("The password of a verifyReceipt body the app posts itself is the shared secret")
  func receiptBodyPassword() {
    let literal = Self.receiptBodyFindings(
      #"["receipt-data": receipt, "password": "f55293fc159847dc8eccfa360865bd00", "exclude-old-transactions": true]"#
    )
    #expect(literal.map(\.line) == [8], "\(literal)")
    let constant = Self.receiptBodyFindings(
      #"["receipt-data": receipt, "password": IAPManager.appSecret]"#)
    #expect(constant.map(\.line) == [5], "\(constant)")
    // A login form's password beside other fields is no receipt's.
    let login = Self.receiptBodyFindings(
      #"["user": receipt, "password": "f55293fc159847dc8eccfa360865bd00"]"#)
    #expect(login.isEmpty, "\(login)")
  }

  /// Paywall findings of a UIKit paywall whose buttons are bound with
  /// RxSwift and buy through Adapty (Smart-Reader); `privacy` binds the
  /// privacy button when given.
  private static func rxPaywallFindings(privacy: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Reader"),
      "Sources/Reader/App.swift": Fixtures.uiKitApp(showing: "PurchasesViewController()"),
      "Sources/Reader/PurchaseService.swift": """
      import Adapty

      protocol PurchaseServiceProtocol {
        func makePurchase(product: AdaptyPaywallProduct) async
        func restorePurchases() async
      }

      final class PurchaseService: PurchaseServiceProtocol {
        static let shared = PurchaseService()
        var products: [AdaptyPaywallProduct] = []

        func makePurchase(product: AdaptyPaywallProduct) async {
          _ = try? await Adapty.makePurchase(product: product)
        }

        func restorePurchases() async { _ = try? await Adapty.restorePurchases() }
      }

      """,
      "Sources/Reader/PurchasesViewController.swift": """
      import RxCocoa
      import RxSwift
      import UIKit

      final class PurchasesViewController: UIViewController {
        private let disposeBag = DisposeBag()
        private let buyButton = UIButton()
        private let restoreButton = UIButton()
        private let termsOfUseButton = UIButton()
        private let privacyPolicyButton = UIButton()
        private let priceLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          let price = PurchaseService.shared.products.first?.localizedPrice ?? "$6.99"
          priceLabel.text = "3 days free, then \\(price) per week"
          buyButton.rx.tap.asDriver().drive(onNext: { _ in
            guard let product = PurchaseService.shared.products.first else { return }
            Task { await PurchaseService.shared.makePurchase(product: product) }
          }).disposed(by: disposeBag)
          restoreButton.rx.tap.asDriver().drive(onNext: { _ in
            Task { await PurchaseService.shared.restorePurchases() }
          }).disposed(by: disposeBag)
          termsOfUseButton.rx.tap.asDriver().drive(onNext: { [weak self] _ in
            self?.open("https://docs.google.com/document/d/12Vo18RoC7Jhsl")
          }).disposed(by: disposeBag)
          \(privacy)
        }

        private func open(_ address: String) {
          guard let url = URL(string: address) else { return }
          UIApplication.shared.open(url)
        }
      }

      """,
    ]).filter {
      [.paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore].contains(
        $0.rule)
    }
  }

  @Test("An Adapty paywall bound with RxSwift is judged by its buttons' names")
  func rxBoundAdaptyPaywall() {
    let linked = Self.rxPaywallFindings(
      privacy: """
        privacyPolicyButton.rx.tap.asDriver().drive(onNext: { [weak self] _ in
              self?.open("https://docs.google.com/document/d/1ABLEDZf52tn")
            }).disposed(by: disposeBag)
        """)
    #expect(linked.map(\.rule) == [.paywallPriceNotFromStore], "\(linked)")
    let unlinked = Self.rxPaywallFindings(privacy: "")
    #expect(
      unlinked.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .paywallMissingLegalLinks, .paywallPriceNotFromStore,
      ], "\(unlinked)")
  }

  /// Legal-links findings of a UIKit paywall whose legal sentence turns
  /// each `(text, scheme)` of `links` into a `.link` on its range.
  private static func attributedLinkFindings(
    links: String, sentence: String = "By continuing you accept our:\\nTerms of Use, Privacy Policy"
  ) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Onboard"),
      "Sources/Onboard/App.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "Sources/Onboard/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PaywallViewController: UIViewController, UITextViewDelegate {
        private let buyButton = UIButton()
        private let restoreButton = UIButton()
        private let legal = UITextView()
        private var product: Product?

        override func viewDidLoad() {
          super.viewDidLoad()
          buyButton.setTitle(product?.displayPrice, for: .normal)
          title = "Weekly subscription, renews automatically until cancelled"
          buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          setUpLegal()
        }

        private func setUpLegal() {
          let base = "\(sentence)"
          let text = NSMutableAttributedString(string: base)
          let links: [(String, String)] = \(links)
          links.forEach { title, scheme in
            let range = (base as NSString).range(of: title)
            text.addAttributes([.link: scheme], range: range)
          }
          legal.attributedText = text
          legal.delegate = self
        }

        @objc private func buy() {
          Task { _ = try? await product?.purchase() }
        }

        @objc private func restore() {
          Task { try? await AppStore.sync() }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Link attributes a function sets on the ranges of its legal texts open those documents")
  func attributedLegalLinks() {
    let linked = Self.attributedLinkFindings(
      links: #"[("Terms of Use", "termsOfUse://"), ("Privacy Policy", "privacyPolicy://")]"#)
    #expect(linked.isEmpty, "\(linked)")
    let other = Self.attributedLinkFindings(
      links: #"[("Help", "help://")]"#, sentence: "Questions? Get Help")
    #expect(other.count == 1, "\(other)")
  }

  /// Legal-links findings of a UIKit paywall whose legal label is tappable
  /// by range; its tap handler opens `addresses`.
  private static func tappableLabelFindings(addresses: [String]) -> [Finding] {
    let branches = addresses.map { address in
      """
      if gesture.state == .ended {
                UIApplication.shared.open(URL(string: "\(address)")!)
              }
      """
    }.joined(separator: "\n        ")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Fit"),
      "Sources/Fit/App.swift": Fixtures.uiKitApp(showing: "PaywallSingleController()"),
      "Sources/Fit/PaywallSingleController.swift": """
      import StoreKit
      import UIKit

      final class PaywallSingleController: UIViewController {
        private let buyButton = UIButton()
        private let restoreButton = UIButton()
        private let privacyLabel = UILabel()
        private var product: Product?

        override func viewDidLoad() {
          super.viewDidLoad()
          title = "\\(product?.displayPrice ?? "") a month, renews automatically"
          buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          privacyLabel.text = "Privacy Policy and Terms of Use"
          privacyLabel.isUserInteractionEnabled = true
          let tap = UITapGestureRecognizer(target: self, action: #selector(tappedOnLabel(_:)))
          privacyLabel.addGestureRecognizer(tap)
        }

        @objc func tappedOnLabel(_ gesture: UITapGestureRecognizer) {
          \(branches)
        }

        @objc private func buy() { Task { _ = try? await product?.purchase() } }

        @objc private func restore() { Task { try? await AppStore.sync() } }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A tappable label's handler opens the documents its addresses name")
  func tappableLegalLabel() {
    let both = Self.tappableLabelFindings(addresses: [
      "https://mob325.com/fit/privacy_policy.html",
      "https://mob325.com/fit/terms_and_conditions.html",
    ])
    #expect(both.isEmpty, "\(both)")
    let privacyOnly = Self.tappableLabelFindings(addresses: [
      "https://mob325.com/fit/privacy_policy.html"
    ])
    #expect(privacyOnly.count == 1, "\(privacyOnly)")
    #expect(
      privacyOnly.allSatisfy { !$0.message.contains("decided at run time") }, "\(privacyOnly)")
  }

  /// Price findings of a UIKit MVP paywall whose presenter hands the view
  /// `price` through the view's protocol method.
  private static func presenterPriceFindings(price: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Onboard"),
      "Sources/Onboard/App.swift": Fixtures.uiKitApp(
        showing: "PaywallViewController(presenter: PaywallPresenter())"),
      "Sources/Onboard/PaywallPresenter.swift": """
      import StoreKit

      protocol PaywallViewControllerProtocol: AnyObject {
        func updatePriceText(_ priceText: String)
      }

      protocol PaywallPresenterProtocol: AnyObject {
        var vc: PaywallViewControllerProtocol? { get set }
        func loadProduct() async
        func buy() async
      }

      final class PaywallPresenter: PaywallPresenterProtocol {
        weak var vc: PaywallViewControllerProtocol?
        var product: Product?
        var cachedPrice = ""

        func loadProduct() async {
          product = try? await Product.products(for: ["app.weekly"]).first
          guard let product else { return }
          await MainActor.run { vc?.updatePriceText(\(price)) }
        }

        func buy() async { _ = try? await product?.purchase() }
      }

      """,
      "Sources/Onboard/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PaywallViewController: UIViewController {
        private let presenter: PaywallPresenterProtocol

        init(presenter: PaywallPresenterProtocol) {
          self.presenter = presenter
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
        private let buyButton = UIButton()
        private let restoreButton = UIButton()
        private let descriptionLabel = UILabel()

        override func viewDidLoad() {
          super.viewDidLoad()
          presenter.vc = self
          buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          Task { await presenter.loadProduct() }
        }

        @objc private func buy() { Task { await presenter.buy() } }
        @objc private func restore() { Task { try? await AppStore.sync() } }
      }

      extension PaywallViewController: PaywallViewControllerProtocol {
        func updatePriceText(_ priceText: String) {
          descriptionLabel.text = "then \\(priceText) per week, auto-renewable"
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A price method a presenter hands only the store's price shows the store's price")
  func presenterHandsStorePrice() {
    let store = Self.presenterPriceFindings(price: "product.displayPrice")
    #expect(store.isEmpty, "\(store)")
    let cached = Self.presenterPriceFindings(price: "cachedPrice")
    #expect(cached.count == 1, "\(cached)")
  }

  @Test("A .swift file that is a Finder alias or other binary is said to be one")
  func binarySwiftFiles() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Hi\")"),
      "App/PaywallView.swift":
        "book\u{0}\u{0}\u{0}\u{0}mark\u{0}\u{0}\u{0}\u{0}8\u{0}\u{0}\u{0}\"\"/Users/me/PaywallView.swift",
      "App/Logic.swift": "\u{CF}\u{FA}\u{ED}\u{FE}\u{7}\u{0}\u{0}\u{1}",
    ]).filter { $0.rule == .unreadableFile }
    // UTF-16 text (its byte-order mark, then NULs) is no binary.
    let utf16 = Doctor.diagnose(
      ProjectSnapshot(files: [
        .init(path: "App/Note.swift", bytes: [0xFF, 0xFE, 0x6C, 0x00, 0x65, 0x00, 0x74, 0x00])
      ])
    ).filter { $0.rule == .unreadableFile && $0.message.contains("binary") }
    #expect(utf16.isEmpty, "\(utf16)")
    #expect(
      findings.map(\.file).sorted() == ["App/Logic.swift", "App/PaywallView.swift"], "\(findings)")
    #expect(
      findings.first { $0.file == "App/PaywallView.swift" }?.message.contains("a Finder alias")
        == true, "\(findings)")
    #expect(
      findings.first { $0.file == "App/Logic.swift" }?.message.contains("a binary file") == true,
      "\(findings)")
  }

  @Test("A model property reading another that falls back to a literal price shows that price")
  func priceThroughAnotherProperty() {
    let links = """
      Link("Terms of Use", destination: URL(string: "https://salah.app/terms")!)
          Link("Privacy Policy", destination: URL(string: "https://salah.app/privacy")!)
      """
    let findings = Self.trailingClosurePaywall(
      links: links,
      price: """
        var formattedPrice: String { currentPackage?.storeProduct.localizedPriceString ?? "9.99$" }
          var priceText: String { self.formattedPrice }
        """)
    #expect(
      findings.filter { $0.rule == .paywallPriceNotFromStore }.map(\.file) == [
        "Sources/Salah/PaywallView.swift"
      ], "\(findings)")
  }

  /// `@Observable` notes for a `name` flag published by an event feed's
  /// view model whose `filter` body runs after a paywall sells.
  private static func feedFlagNotes(_ name: String, set body: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Events"),
      "Sources/Events/App.swift": Fixtures.swiftUIApp(showing: "FeedView()"),
      "Sources/Events/FeedViewModel.swift": """
      import Combine
      import Foundation

      final class FeedViewModel: ObservableObject {
        @Published var isFree = false
        @Published var \(name) = false
        @Published var minPrice = ""
        @Published var radiusKM = 10.0
      }

      """,
      "Sources/Events/FeedView.swift": """
      import StoreKit
      import SwiftUI

      struct FeedView: View {
        @StateObject private var feed = FeedViewModel()
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            Toggle("Free events", isOn: $feed.isFree)
            ForEach(products) { product in
              Button("Go Plus \\(product.displayPrice) a month") { Task { await buy(product) } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }

        func buy(_ product: Product) async {
          guard case .success = try? await product.purchase() else { return }
          \(body)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains(name) }
  }

  @Test("A feed filter's isPaid that no store code sets is what is listed, not what is owned")
  func paidFilterFlag() {
    #expect(Self.feedFlagNotes("isPaid").isEmpty)
    #expect(Self.feedFlagNotes("isPaid", set: "feed.isPaid = true").count == 1)
    #expect(Self.feedFlagNotes("hasPaid").count == 1)
  }
}
