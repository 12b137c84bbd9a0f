import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-eighth round (docs/doctor-rules.md)
/// and left from the seventy-seventh, each beside the shape that must still fire.
struct SeventyEighthRoundShapeTests {
  /// A screen selling StoreKit products at their store prices: the app
  /// around a fixture sells.
  private static let upgradeView = """
    import StoreKit
    import SwiftUI

    struct UpgradeView: View {
      @State private var products: [Product] = []
      var body: some View {
        ForEach(products) { product in
          Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
        }
      }
    }

    """

  /// The legal-links errors of a token shop whose store's state declares
  /// `var hasActiveSubscription`, which the screen reads when `readsFlag`.
  private static func tokenShopLegalErrors(readsFlag: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cats"),
      "Sources/Cats/App.swift": Fixtures.swiftUIApp(showing: "ShopScreen()"),
      "Sources/Cats/ShopStore.swift": """
      import Observation
      import RevenueCat

      @Observable
      final class ShopStore {
        private(set) var state = State()
        var balance = 0

        func purchase(_ package: Package) async {
          guard let result = try? await Purchases.shared.purchase(package: package),
            !result.userCancelled
          else { return }
          addTokens(50)
        }

        func restore() async { _ = try? await Purchases.shared.restorePurchases() }

        private func addTokens(_ amount: Int) { balance += amount }
      }

      extension ShopStore {
        struct State {
          var packages: [Package] = []
          var isPurchasing = false
          var hasActiveSubscription = false
        }
      }

      """,
      "Sources/Cats/ShopScreen.swift": """
      import RevenueCat
      import SwiftUI

      struct ShopScreen: View {
        @State private var store = ShopStore()
        var body: some View {
          VStack {
            \(readsFlag ? #"if store.state.hasActiveSubscription { Text("Thanks!") }"# : "")
            ForEach(store.state.packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString) {
                Task { await store.purchase(package) }
              }
            }
            Button("Restore") { Task { await store.restore() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A renewal-named state member no code reads says nothing of what a token shop sells")
  func unreadSubscriptionFlag() {
    #expect(Self.tokenShopLegalErrors(readsFlag: false).isEmpty)
    #expect(Self.tokenShopLegalErrors(readsFlag: true).count == 1)
  }

  /// The restore and legal-links errors of a UIKit paywall whose close
  /// button presents `closeShows`; the app's home screen opens a settings
  /// screen with Restore and both links, and its "Upgrade" row opens the
  /// paywall again when `settingsUpgrades`.
  private static func paywallClosingTo(_ closeShows: String, settingsUpgrades: Bool = true)
    -> [Finding]
  {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Avatar"),
      "Sources/Avatar/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallVC()"),
      "Sources/Avatar/PaywallVC.swift": """
      import RevenueCat
      import UIKit

      final class PaywallVC: UIViewController {
        private let closeButton = UIButton()
        private let buyButton = UIButton()
        private let priceLabel = UILabel()
        private var package: Package?

        override func viewDidLoad() {
          super.viewDidLoad()
          buyButton.setTitle("Continue – renews yearly", for: .normal)
          closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
          buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
          Purchases.shared.getOfferings { offerings, _ in
            self.package = offerings?.current?.annual
            self.priceLabel.text = self.package?.storeProduct.localizedPriceString
          }
        }

        @objc private func closeTapped() {
          present(\(closeShows), animated: true)
        }

        @objc private func buyTapped() {
          guard let package else { return }
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }
      }

      """,
      "Sources/Avatar/TermsVC.swift": """
      import UIKit

      final class TermsVC: UIViewController {
        private let termsButton = UIButton()
        private let privacyButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          termsButton.addTarget(self, action: #selector(openTerms), for: .touchUpInside)
          privacyButton.addTarget(self, action: #selector(openPrivacy), for: .touchUpInside)
        }
        @objc private func openTerms() {
          UIApplication.shared.open(URL(string: "https://avatar.app/terms")!)
        }
        @objc private func openPrivacy() {
          UIApplication.shared.open(URL(string: "https://avatar.app/privacy")!)
        }
      }

      """,
      "Sources/Avatar/HomeVC.swift": """
      import UIKit

      final class HomeVC: UIViewController {
        private let settingsButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          settingsButton.addTarget(self, action: #selector(openSettings), for: .touchUpInside)
        }
        @objc private func openSettings() { present(SettingsVC(), animated: true) }
      }

      final class SettingsVC: UIViewController {
        private let restoreButton = UIButton()
        private let termsButton = UIButton()
        private let privacyButton = UIButton()
        private let upgradeButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          termsButton.addTarget(self, action: #selector(openTerms), for: .touchUpInside)
          privacyButton.addTarget(self, action: #selector(openPrivacy), for: .touchUpInside)
          upgradeButton.addTarget(self, action: #selector(upgrade), for: .touchUpInside)
        }
        @objc private func restore() { Purchases.shared.restorePurchases { _, _ in } }
        @objc private func openTerms() {
          UIApplication.shared.open(URL(string: "https://avatar.app/terms")!)
        }
        @objc private func openPrivacy() {
          UIApplication.shared.open(URL(string: "https://avatar.app/privacy")!)
        }
        @objc private func upgrade() { \(settingsUpgrades ? "present(PaywallVC(), animated: true)" : "") }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore || $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A home screen a paywall's close button presents, leading back to it, lends it no controls")
  func paywallClosingToHome() {
    // Home → Settings → "Upgrade" → the paywall: where the customer goes next.
    #expect(
      Set(Self.paywallClosingTo("HomeVC()").map(\.rule)) == [
        .paywallMissingRestore, .paywallMissingLegalLinks,
      ])
    // A screen the paywall opens that leads nowhere back is part of it.
    #expect(Self.paywallClosingTo("TermsVC()").map(\.rule) == [.paywallMissingRestore])
    #expect(Self.paywallClosingTo("HomeVC()", settingsUpgrades: false).isEmpty)
  }

  /// The legal-links errors of a subscription list drawn by a sheet nested
  /// in an extension of the home screen, whose own body links both
  /// documents; the sheet links them too when `sheetLinks`.
  private static func nestedSheetLegalErrors(sheetLinks: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Vision"),
      "Sources/Vision/App.swift": Fixtures.swiftUIApp(showing: "HomeView()"),
      "Sources/Vision/Store.swift": """
      import StoreKit

      @MainActor
      final class Store: ObservableObject {
        @Published var subscriptions: [Product] = []
        func purchase(_ product: Product) async throws -> Transaction? {
          _ = try await product.purchase()
          return nil
        }
      }

      """,
      "Sources/Vision/HomeView.swift": """
      import SwiftUI

      struct HomeView: View {
        @State private var showingPlans = false
        var body: some View {
          VStack {
            Link("Terms of Use", destination: URL(string: "https://vision.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://vision.app/privacy")!)
            Button("Plans") { showingPlans = true }
          }
          .sheet(isPresented: $showingPlans) { PlansSheet() }
        }
      }

      extension HomeView {
        struct PlansSheet: View {
          var body: some View {
            NavigationView {
              VStack {
                SubscriptionView()
                \(sheetLinks ? #"Link("Terms", destination: URL(string: "https://vision.app/terms")!)"# : "")
                \(sheetLinks ? #"Link("Privacy", destination: URL(string: "https://vision.app/privacy")!)"# : "")
              }
            }
          }
        }
      }

      """,
      "Sources/Vision/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @EnvironmentObject var store: Store
        @State private var current: Product?
        var available: [Product] { store.subscriptions.filter { $0.id != current?.id } }
        var body: some View {
          List {
            ForEach(available) { product in
              Button("\\(product.displayName) \\(product.displayPrice) / month") {
                Task { _ = try? await store.purchase(product) }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A sheet nested in the home screen's extension draws the paywall, not the home screen; a computed product list is handed by no caller"
  )
  func nestedSheetHost() {
    #expect(Self.nestedSheetLegalErrors(sheetLinks: false).count == 1)
    #expect(Self.nestedSheetLegalErrors(sheetLinks: true).isEmpty)
  }

  /// The legal-links errors of a paywall whose footer calls a helper
  /// drawing a button that opens the address it is handed, once per entry
  /// of `calls`.
  private static func helperLegalErrors(calls: [String]) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Fit"),
      "Sources/Fit/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "Sources/Fit/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @Environment(\\.openURL) private var openURL
        @State private var products: [Product] = []
        private let privacyURL = URL(string: "https://fit.app/privacy")
        private let termsURL = URL(string: "https://www.apple.com/legal/internet-services/itunes/dev/stdeula/")
        var body: some View {
          VStack {
            ForEach(products) { product in
              Button("\\(product.displayPrice) / month") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            HStack {
              \(calls.joined(separator: "\n        "))
            }
          }
        }
        private func legalButton(title: String, url: URL?) -> some View {
          Button(title) {
            guard let url else { return }
            openURL(url)
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A view's helper opening the address it is handed opens what each call names")
  func legalHelperCalls() {
    let privacy = #"legalButton(title: "Privacy Policy", url: privacyURL)"#
    let terms = #"legalButton(title: "Terms of Use", url: termsURL)"#
    #expect(Self.helperLegalErrors(calls: [privacy, terms]).isEmpty)
    let onlyPrivacy = Self.helperLegalErrors(calls: [privacy])
    #expect(onlyPrivacy.count == 1)
    #expect(onlyPrivacy.first?.message.contains("Terms of Use (EULA).") == true)
  }

  /// The legal-links errors of an app declaring its own RevenueCat screen
  /// named `SubscriptionStoreView` (with both links when `linked`), which
  /// the home screen presents and which presents RevenueCatUI's paywall.
  private static func ownStoreViewLegalErrors(linked: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Story"),
      "Sources/Story/App.swift": Fixtures.swiftUIApp(showing: "ContentView()"),
      "Sources/Story/ContentView.swift": """
      import SwiftUI

      struct ContentView: View {
        @State private var showingStore = false
        var body: some View {
          Button("Go Pro") { showingStore = true }
            .sheet(isPresented: $showingStore) { SubscriptionStoreView() }
        }
      }

      """,
      "Sources/Story/SubscriptionStoreView.swift": """
      import RevenueCat
      import RevenueCatUI
      import SwiftUI

      #if os(iOS)
      struct SubscriptionStoreView: View {
        @State private var packages: [Package] = []
        @State private var showingPaywall = false
        var body: some View {
          VStack {
            ForEach(packages, id: \\.identifier) { package in
              Button("\\(package.storeProduct.localizedPriceString) / month") {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Button("Open Paywall") { showingPaywall = true }
            \(linked ? #"Link("Terms of Use", destination: URL(string: "https://story.app/terms")!)"# : "")
            \(linked ? #"Link("Privacy Policy", destination: URL(string: "https://story.app/privacy")!)"# : "")
          }
          .sheet(isPresented: $showingPaywall) { PaywallView() }
        }
      }
      #endif

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "The app's own SubscriptionStoreView is its screen, not StoreKit's; presenting RevenueCatUI's paywall does not draw it"
  )
  func ownSubscriptionStoreView() {
    let unlinked = Self.ownStoreViewLegalErrors(linked: false)
    #expect(unlinked.map(\.file) == ["Sources/Story/SubscriptionStoreView.swift"], "\(unlinked)")
    #expect(Self.ownStoreViewLegalErrors(linked: true).isEmpty)
  }

  /// The restore and legal-links errors of a coin shop whose wallet syncs
  /// through a CloudKit manager naming `syncWords`.
  private static func coinShopErrors(syncWords: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Camp"),
      "Sources/Camp/App.swift": Fixtures.swiftUIApp(showing: "AddFundsSheet()"),
      "Sources/Camp/AddFundsSheet.swift": """
      import StoreKit
      import SwiftUI

      struct AddFundsSheet: View {
        @State private var wallet = WalletManager()
        var body: some View {
          ForEach(wallet.products) { product in
            Button(product.displayPrice) { Task { await wallet.buy(product) } }
          }
          .task { await wallet.load() }
        }
      }

      """,
      "Sources/Camp/WalletManager.swift": """
      import StoreKit

      @Observable
      final class WalletManager {
        var coins = 0
        var products: [Product] = []
        let cloudKitManager = CloudKitManager()
        func load() async {
          products = (try? await Product.products(for: ["com.camp.coins.100", "com.camp.coins.500"])) ?? []
        }
        func buy(_ product: Product) async {
          guard case .success = try? await product.purchase() else { return }
          addCoins(100)
        }
        func addCoins(_ amount: Int) {
          coins += amount
          cloudKitManager.save(coins)
        }
      }

      """,
      "Sources/Camp/CloudKitManager.swift": """
      import CloudKit

      final class CloudKitManager {
        func save(_ coins: Int) {}
        \(syncWords)
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore || $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "The app's platform entitlements (CloudKit's missingEntitlement) are nothing a customer buys")
  func platformEntitlements() {
    let cloudKit = """
      func describe(_ error: CKError) -> String {
          switch error.code {
          case .missingEntitlement: return "Check that the app has proper iCloud entitlements."
          default: return "CloudKit error"
          }
        }
        func check() -> Bool {
          let entitlementsPath = Bundle.main.path(forResource: "embedded", ofType: "mobileprovision")
          return entitlementsPath != nil
        }
      """
    #expect(Self.coinShopErrors(syncWords: cloudKit).isEmpty)
    // A purchase entitlement the sync code reads is something kept: restore it.
    let entitled = Self.coinShopErrors(
      syncWords: cloudKit
        + "\n  var hasProEntitlement = false\n  func isPro() -> Bool { hasProEntitlement }")
    #expect(entitled.map(\.rule) == [.paywallMissingRestore], "\(entitled)")
  }

  /// Price-drift findings for a plan card written on one line as `card`,
  /// beside a `.storekit` pricing the yearly plan at 39.99.
  private static func planCardDrift(_ card: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Spend"),
      "Sources/Spend/App.swift": Fixtures.swiftUIApp(showing: "SubscriptionView()"),
      "Sources/Spend/Products.storekit": Fixtures.storeKitFile([
        ("spend.yearly", "39.99", "RecurringSubscription")
      ]),
      "Sources/Spend/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct PlanBox: View {
        let price: String
        let originalPrice: String
        let isSelected: Bool
        var body: some View { Text(price + " " + originalPrice) }
      }

      struct SubscriptionView: View {
        @State private var selectedPlan = ""
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            \(card)
            Button("Subscribe") {
              Task { _ = try? await products.first { $0.id == selectedPlan }?.purchase() }
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("prices it at") }
  }

  @Test("A struck-through former price beside the real one is no drift; a wrong real price is")
  func comparisonPriceOnPlanCard() {
    let card = { (price: String, label: String) in
      "PlanBox(price: \"\(price)/yr\", \(label): \"$103.48\", isSelected: selectedPlan == \"spend.yearly\")"
    }
    #expect(Self.planCardDrift(card("$39.99", "originalPrice")).isEmpty)
    let wrong = Self.planCardDrift(card("$49.99", "originalPrice"))
    #expect(wrong.count == 1 && wrong.first?.message.contains("$49.99") == true, "\(wrong)")
    // Under another label, the second amount beside the file's price is a comparison too.
    #expect(Self.planCardDrift(card("$39.99", "weeklyTotal")).isEmpty)
  }

  /// State findings for an environment whose sink on the store's
  /// `$isPremium` runs `body`.
  private static func premiumSink(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Kids"),
      "Sources/Kids/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Places\").environmentObject(GlobalEnvironment())"),
      "Sources/Kids/GlobalEnvironment.swift": """
      import Combine
      import StoreKit

      final class PremiumStore: ObservableObject {
        static let shared = PremiumStore()
        @Published var isPremium = false
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isPremium = true }
          }
        }
      }

      final class GlobalEnvironment: ObservableObject {
        @Published var displayPaywall = false
        var isPro = false
        private var cancellables = Set<AnyCancellable>()
        init() {
          PremiumStore.shared.$isPremium
            .receive(on: DispatchQueue.main)
            .sink { isPremium in \(body) }
            .store(in: &cancellables)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains(".sink") }
  }

  @Test("A sink that only closes the paywall reacts; one keeping the value copies state")
  func sinkClosingPaywall() {
    #expect(
      Self.premiumSink("if isPremium, self.displayPaywall == true { self.displayPaywall = false }")
        .isEmpty)
    #expect(Self.premiumSink("self.isPro = isPremium").count == 1)
    #expect(NotificationSubscriptionStateRule.isScreenFlag("isPaywallPresented"))
    #expect(NotificationSubscriptionStateRule.isScreenFlag("showUpgradeSheet"))
    #expect(!NotificationSubscriptionStateRule.isScreenFlag("isPremium"))
    #expect(!NotificationSubscriptionStateRule.isScreenFlag("hasPro"))
  }

  /// Hard-coded prices of a seeded advice paragraph mentioning a "$20"
  /// gadget, in a file declaring `types`.
  private static func seededTipPrices(types: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Plants"),
      "Sources/Plants/App.swift": Fixtures.swiftUIApp(
        showing: "VStack { Text(Advice.seeded.first?.body ?? \"\"); UpgradeView() }"),
      "Sources/Plants/UpgradeView.swift": Self.upgradeView,
      "Sources/Plants/Advice.swift": """
      import Foundation

      struct Advice {
        let body: String
        static let seeded = [
          Advice(body: "Stick a wooden chopstick into the soil. Pull it out after 1 min. If it's damp, don't water. If dry, water. More reliable than any $20 moisture meter I've tried.")
        ]
      }

      \(types)

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("Advice named for tips says nothing of selling; a tip jar does")
  func adviceNamedForTips() {
    #expect(Self.seededTipPrices(types: "enum TipCategory { case watering }").isEmpty)
    #expect(Self.seededTipPrices(types: "struct CommunityTipSeeder {}").isEmpty)
    #expect(Self.seededTipPrices(types: "struct TipJarView {}").count == 1)
    #expect(SellingContext.namesSelling("TipsViewController"))
    #expect(SellingContext.namesSelling("Tips"))
    #expect(!SellingContext.namesSelling("CommunityTip.swift"))
  }

  /// Hard-coded prices of a questionnaire card writing `field`, in a file
  /// that sells when `sells`.
  private static func budgetFieldPrices(_ field: String, sells: Bool = false) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Life"),
      "Sources/Life/App.swift": Fixtures.swiftUIApp(
        showing: "VStack { ResourcesView(); UpgradeView() }"),
      "Sources/Life/UpgradeView.swift": Self.upgradeView,
      "Sources/Life/ResourcesView.swift": """
      import SwiftUI

      struct ResourceCard: View {
        let title: String
        @Binding var text: String
        let placeholder: String
        var body: some View { TextField(placeholder, text: $text) }
      }

      struct ResourcesView: View {
        @State private var budget = ""
        var body: some View {
          VStack {
            \(field)
          }
        }
      }
      \(sells ? "struct PremiumBadge {}" : "")

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A text field's example input is no price, unless its file sells")
  func inputPlaceholderAmounts() {
    let card =
      #"ResourceCard(title: "Money", text: $budget, placeholder: "例如：每月$5000，總預算$50000")"#
    #expect(Self.budgetFieldPrices(card).isEmpty)
    #expect(Self.budgetFieldPrices(#"TextField("e.g. $5000 a month", text: $budget)"#).isEmpty)
    #expect(Self.budgetFieldPrices(card, sells: true).count == 1)
    #expect(Self.budgetFieldPrices(#"Text("Budget: $5000 a month")"#).count == 1)
  }

  /// Hard-coded prices of a news summary `summary` in a model file that
  /// says nothing of selling, in an app that sells elsewhere.
  private static func newsSummaryPrices(_ summary: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Smoke"),
      "Sources/Smoke/App.swift": Fixtures.swiftUIApp(
        showing: "VStack { Text(Article.samples[0].summary); UpgradeView() }"),
      "Sources/Smoke/UpgradeView.swift": Self.upgradeView,
      "Sources/Smoke/Article.swift": """
      import Foundation

      struct Article {
        let summary: String
        static let samples = [Article(summary: "\(summary)")]
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("Only the sentence holding an amount bills it")
  func periodInAnotherSentence() {
    #expect(
      Self.newsSummaryPrices("タバコ税の増税により、1箱あたり約50円の値上げが予想されます。年間で約2万円の負担増となる計算です。")
        .isEmpty)
    #expect(Self.newsSummaryPrices("年間で約50円の負担増となる計算です。").count == 1)
    #expect(
      SellingContext.sentence(holding: "$5", in: "Save more. Only $5 a month! Go.")
        == " Only $5 a month")
  }

  /// The legal-links errors of a storyboard paywall the app calls
  /// `PaywallViewController` (opened by identifier), whose terms and
  /// privacy actions run `action`.
  private static func namedPaywallLegalErrors(action: (String) -> String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Down"),
      "Sources/Down/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "Sources/Down/AppUtils.swift": """
      import UIKit

      enum AppUtils {
        static func showPaywall(on vc: UIViewController) {
          let paywall = vc.storyboard?.instantiateViewController(withIdentifier: "PaywallViewController") as! PaywallViewController
          vc.present(paywall, animated: true)
        }
        static func showIndicator(on vc: UIViewController) {}
      }

      """,
      "Sources/Down/PaywallViewController.swift": """
      import RevenueCat
      import UIKit

      final class PaywallViewController: UIViewController {
        @IBOutlet weak var priceLabel: UILabel!
        private var package: Package?

        override func viewDidLoad() {
          super.viewDidLoad()
          Purchases.shared.getOfferings { offerings, _ in
            self.package = offerings?.current?.weekly
            self.priceLabel.text = "\\(self.package?.localizedPriceString ?? "") / week"
          }
        }

        @IBAction func startButtonTapped(_ sender: Any) {
          guard let package else { return }
          AppUtils.showIndicator(on: self)
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }

        @IBAction func restoreButtonTapped(_ sender: Any) {
          Purchases.shared.restorePurchases { _, _ in }
        }

        @IBAction func termsOfUseTapped(_ sender: Any) {
          \(action("https://down.app/terms"))
        }

        @IBAction func privacyButtonTapped(_ sender: Any) {
          \(action("https://down.app/privacy"))
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A storyboard identifier naming the app's own PaywallViewController is no SDK's paywall")
  func ownPaywallViewControllerIdentifier() {
    #expect(Self.namedPaywallLegalErrors(action: { _ in "" }).count == 1)
    #expect(
      Self.namedPaywallLegalErrors(action: {
        "UIApplication.shared.open(URL(string: \"\($0)\")!)"
      }).isEmpty)
  }

  /// Known-issue notes for a RevenueCat 4 view model whose purchase call is
  /// written over several lines and whose offerings load in a function the
  /// screen calls as `call`.
  private static func viewModelIssueNotes(call: String, purchase: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Tik"),
      "Sources/Tik/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "Sources/Tik/PaywallViewModel.swift": """
      import RevenueCat

      final class PaywallViewModel {
        var packages: [Package] = []
        func fetchProducts(
          callback: (([Package]) -> Void)?
        ) {
          Purchases.shared.getOfferings { (offerings, error) in
            callback?(offerings?.current?.availablePackages ?? [])
          }
        }
        func select(_ package: Package) {
          \(purchase)
        }
      }

      """,
      "Sources/Tik/PaywallViewController.swift": """
      import UIKit

      final class PaywallViewController: UIViewController {
        let viewModel = PaywallViewModel()
        override func viewDidLoad() {
          super.viewDidLoad()
          \(call)
        }
        @IBAction func buyTapped(_ sender: Any) {
          if let package = viewModel.packages.first { viewModel.select(package) }
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue }
  }

  @Test(
    "A trailing closure calls a function whose closure parameter has a label; a purchase call over several lines opens its completion"
  )
  func trailingClosureCallAndSplitPurchase() {
    let purchase = """
      Purchases.shared.purchase(
              package: package
            ) { (transaction, info, error, userCanceled) in
              if userCanceled { print("canceled") }
            }
      """
    let notes = Self.viewModelIssueNotes(
      call: "viewModel.fetchProducts() { packages in self.viewModel.packages = packages }",
      purchase: purchase)
    #expect(notes.contains { $0.message.contains("Simulator may fail to load products") })
    #expect(notes.contains { $0.message.contains("canceled state") }, "\(notes)")
    // Never called: its offerings never load.
    let uncalled = Self.viewModelIssueNotes(call: "", purchase: purchase)
    #expect(!uncalled.contains { $0.message.contains("Simulator may fail to load products") })
    // A flag of another call's completion is no purchase's cancel.
    let other = Self.viewModelIssueNotes(
      call: "",
      purchase: """
        Purchases.shared.purchase(package: package) { _, _, _, _ in }
            Purchases.shared.logIn(
              "user"
            ) { (info, created, error, userCanceled) in print(userCanceled) }
        """)
    #expect(!other.contains { $0.message.contains("canceled state") }, "\(other)")
  }

  /// Price errors of a StoreKit 1 unlock screen labelled `label`, beside the
  /// app's own price formatter on `SKProduct`.
  private static func unlockScreenPriceErrors(label: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Dash"),
      "Sources/Dash/App.swift": Fixtures.swiftUIApp(showing: "ProView()"),
      "Sources/Dash/IAP.swift": """
      import StoreKit

      final class IAPManager: NSObject, ObservableObject {
        static let shared = IAPManager()
        @Published var products: [SKProduct] = []
        func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
        func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      extension SKProduct {
        var regularPrice: String? {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = self.priceLocale
          return formatter.string(from: self.price)
        }
      }

      """,
      "Sources/Dash/ProView.swift": """
      import StoreKit
      import SwiftUI

      struct ProView: View {
        @ObservedObject var iap = IAPManager.shared
        var body: some View {
          VStack {
            if let product = iap.products.first {
              Button(\(label)) { iap.buy(product) }
            }
            Button("Restore") { iap.restore() }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test(
    "The app's price formatter on the store's product shows a price only where a screen reads it")
  func unreadStoreProductFormatter() {
    #expect(Self.unlockScreenPriceErrors(label: #""Unlock""#).count == 1)
    #expect(Self.unlockScreenPriceErrors(label: #"product.regularPrice ?? """#).isEmpty)
  }

  /// Plan-type findings for a product list whose entries hold `member`
  /// (`name: String?`), which the paywall prints after the store's price.
  private static func productListPlanTypes(member: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Piggy"),
      "Sources/Piggy/App.swift": Fixtures.swiftUIApp(showing: "PremiumView()"),
      "Sources/Piggy/PremiumView.swift": """
      import StoreKit
      import SwiftUI

      struct IAPProduct {
        var name: String
        var id: String
        var \(member): String?
      }

      struct PremiumView: View {
        let plans = [IAPProduct(name: "Monthly", id: "piggy.monthly", \(member): "Month")]
        @State private var products: [Product] = []
        var body: some View {
          ForEach(products) { product in
            Button("\\(product.displayPrice) / \\(plans[0].\(member) ?? "")") {
              Task { _ = try? await product.purchase() }
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test("Words printed beside the store's price are no stored price")
  func priceWordingMember() {
    #expect(Self.productListPlanTypes(member: "priceSuffix").isEmpty)
    #expect(Self.productListPlanTypes(member: "pricePeriod").isEmpty)
    #expect(Self.productListPlanTypes(member: "priceText").count == 1)
  }

  /// `@Observable` notes for a theme's published lock, set by the shop's
  /// `unlock` function running `body`.
  private static func themeLockNotes(unlock body: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cards"),
      "Sources/Cards/App.swift": Fixtures.swiftUIApp(showing: "ShopView()"),
      "Sources/Cards/BaseTheme.swift": """
      import Combine
      import SwiftUI

      class BaseTheme: ObservableObject {
        @Published var isUnlocked = false
        @Published var isEquipped = false
      }

      """,
      "Sources/Cards/ShopView.swift": """
      import StoreKit
      import SwiftUI

      struct ShopView: View {
        @StateObject private var theme = BaseTheme()
        @State private var coins = 500
        @State private var products: [Product] = []
        var body: some View {
          VStack {
            Button(theme.isUnlocked ? "Equip" : "Unlock for 100 coins") { Task { await unlock() } }
            ForEach(products) { product in
              Button("Remove ads \\(product.displayPrice)") {
                Task { _ = try? await product.purchase() }
              }
            }
          }
        }
        private func unlock() async {
          \(body)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains("isUnlocked") }
  }

  @Test("A content item's lock that no store code sets is not what the customer owns")
  func contentItemLock() {
    #expect(Self.themeLockNotes(unlock: "coins -= 100\n    theme.isUnlocked = true").isEmpty)
    let bought = Self.themeLockNotes(
      unlock: """
        guard let product = products.first,
                case .success = try? await product.purchase() else { return }
            theme.isUnlocked = true
        """)
    #expect(bought.count == 1, "\(bought)")
  }

  /// Hard-coded prices of a tracker's onboarding listing `rows`.
  private static func trackerOnboardingPrices(_ rows: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Pause"),
      "Sources/Pause/App.swift": Fixtures.swiftUIApp(
        showing: "VStack { OnboardingView(); UpgradeView() }"),
      "Sources/Pause/UpgradeView.swift": Self.upgradeView,
      "Sources/Pause/OnboardingView.swift": """
      import SwiftUI

      struct OnboardingView: View {
        private let subs = [\(rows)]
        var body: some View {
          ForEach(subs, id: \\.name) { sub in Text(sub.name + " " + sub.price) }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("Another company's subscription price in a tracker's list is its content")
  func otherServicePrices() {
    #expect(
      Self.trackerOnboardingPrices(
        #"(name: "Netflix", price: "$15.99"), (name: "Disney+", price: "$7.99")"#
      ).isEmpty)
    #expect(Self.trackerOnboardingPrices(#"(name: "Max", price: "$19.99")"#).count == 1)
  }

  /// Price errors of a subscription row formatting the product's price
  /// with `.currency(code: code)`.
  private static func currencyCodePriceErrors(_ code: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Dine"),
      "Sources/Dine/App.swift": Fixtures.swiftUIApp(showing: "SubscriptionView()"),
      "Sources/Dine/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @State private var products: [Product] = []
        var body: some View {
          List {
            ForEach(products) { product in
              Button {
                Task { _ = try? await product.purchase() }
              } label: {
                Text(product.price.formatted(.currency(code: \(code))))
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("The store's amount in a currency the code chose is no store price; the product's own is")
  func chosenCurrencyCode() {
    #expect(
      Self.currencyCodePriceErrors(#"Locale.current.currency?.identifier ?? "USD""#).count == 1)
    #expect(Self.currencyCodePriceErrors(#""INR""#).count == 1)
    #expect(Self.currencyCodePriceErrors("product.priceFormatStyle.currencyCode").isEmpty)
  }

  /// Restore errors of a paywall whose "Restore Purchases" button runs a
  /// store function walking `sequence`.
  private static func historyRestoreErrors(walking sequence: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Piglet"),
      "Sources/Piglet/App.swift": Fixtures.swiftUIApp(showing: "PremiumView()"),
      "Sources/Piglet/IAPManager.swift": """
      import StoreKit

      @MainActor
      final class IAPManager: ObservableObject {
        static let shared = IAPManager()
        @Published var products: [Product] = []
        @Published var isLifetime = false
        func buy(_ product: Product) async { _ = try? await product.purchase() }
        func checkAllTransactions() async {
          for await result in \(sequence) {
            if case .verified(let transaction) = result, transaction.productID == "piglet.lifetime" {
              isLifetime = true
            }
          }
        }
      }

      """,
      "Sources/Piglet/PremiumView.swift": """
      import StoreKit
      import SwiftUI

      struct PremiumView: View {
        @ObservedObject var iap = IAPManager.shared
        var body: some View {
          VStack {
            ForEach(iap.products) { product in
              Button(product.displayPrice) { Task { await iap.buy(product) } }
            }
            Button("Restore Purchases") { Task { await iap.checkAllTransactions() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A control walking the account's purchase history restores; a status refresh does not")
  func purchaseHistoryRestore() {
    #expect(Self.historyRestoreErrors(walking: "Transaction.all").isEmpty)
    #expect(Self.historyRestoreErrors(walking: "Transaction.currentEntitlements").count == 1)
  }

  /// Legal-links findings of a launch ad buying through `call` from a
  /// manager that also sells a monthly subscription.
  private static func launchAdLegalFindings(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Rep"),
      "Sources/Rep/App.swift": Fixtures.swiftUIApp(showing: "LaunchAdView()"),
      "Sources/Rep/StoreKitManager.swift": """
      import StoreKit

      @MainActor
      final class StoreKitManager: ObservableObject {
        static let shared = StoreKitManager()
        @Published var offerProduct: Product?
        @Published var premiumProduct: Product?
        var premiumPeriod: String {
          premiumProduct?.subscription?.subscriptionPeriod.unit == .month ? "month" : ""
        }
        func purchaseRemoveAds() async { _ = try? await offerProduct?.purchase() }
        func purchasePremium() async { _ = try? await premiumProduct?.purchase() }
        func load() async {
          let products = (try? await Product.products(for: ["rep.removeads", "rep.pro.1m"])) ?? []
          offerProduct = products.first
        }
        func restorePurchases() async { try? await AppStore.sync() }
      }

      """,
      "Sources/Rep/LaunchAdView.swift": """
      import SwiftUI

      struct GymAdCampaign: Codable {
        let ctaLabel: String
        let ctaUrl: String
      }

      struct LaunchAdView: View {
        @ObservedObject var storeKit = StoreKitManager.shared
        @State private var campaign: GymAdCampaign?
        var body: some View {
          VStack {
            if let campaign, let url = URL(string: campaign.ctaUrl) {
              Link(destination: url) { Text(campaign.ctaLabel) }
            }
            if let product = storeKit.offerProduct {
              Button(String(format: NSLocalizedString("launch.cta", comment: ""), product.displayPrice)) {
                Task { await storeKit.\(call)() }
              }
            }
            Button("Restore purchase") { Task { await storeKit.restorePurchases() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A screen whose every purchase is named for a one-time unlock sells that")
  func oneTimeNamedPurchase() {
    #expect(Self.launchAdLegalFindings(call: "purchaseRemoveAds").isEmpty)
    #expect(Self.launchAdLegalFindings(call: "purchasePremium").count == 1)
    #expect(Paywall.buysOnce("purchaseRemoveAds") && Paywall.buysOnce("buyLifetime"))
    #expect(!Paywall.buysOnce("purchasePremium") && !Paywall.buysOnce("purchase"))
  }
}
