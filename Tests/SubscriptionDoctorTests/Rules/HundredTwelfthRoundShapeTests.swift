import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-twelfth round (and left from
/// the hundred-and-tenth and -eleventh; docs/doctor-rules.md), each beside
/// the shape that must still fire or stay quiet.
struct HundredTwelfthRoundShapeTests {
  /// The legal-links findings' severities of a UIKit subscription screen
  /// (restore, no Terms or Privacy) whose help button runs `help()`, with
  /// `helpers` declared beside it.
  static func helpButtonLegalSeverities(help: String, helpers: String = "")
    -> [Severity]
  {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PlansViewController()"),
      "App/PlansViewController.swift": """
      import StoreKit
      import SwiftyStoreKit
      import UIKit

      final class PlansViewController: UIViewController {
        let monthlyButton = UIButton()
        let restoreButton = UIButton()
        let helpButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          monthlyButton.setTitle("Monthly membership", for: .normal)
          monthlyButton.addTarget(self, action: #selector(buyMonthly), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          helpButton.addTarget(self, action: #selector(help), for: .touchUpInside)
        }
        @objc func buyMonthly() {
          SwiftyStoreKit.purchaseProduct("app.membership.monthly") { _ in }
        }
        @objc func restore() {
          SwiftyStoreKit.restorePurchases { _ in }
        }
        @objc func help() {
          \(help)
        }
      }

      """,
      "App/Helpers.swift": "import UIKit\n\n" + helpers,
    ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.severity)
  }

  @Test("The Settings app's address is a known place, not a link decided at run time")
  func settingsAddress() {
    // Authenticator: a scanner screen's "Open Settings" drawn with the
    // onboarding paywall made its legal links a run-time question.
    #expect(
      Self.helpButtonLegalSeverities(
        help: "UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)")
        == [.error])
    #expect(
      Self.helpButtonLegalSeverities(
        help: "UIApplication.shared.open(URL(string: UIApplicationOpenSettingsURLString)!)")
        == [.error])
    // An address from data is still decided at run time.
    #expect(
      Self.helpButtonLegalSeverities(help: "UIApplication.shared.open(URL(string: Remote.help)!)")
        == [.note])
  }

  @Test("A method reaching only the Settings app through others opens a known place")
  func settingsThroughHelpers() {
    // MentalMindiOS: `checkNotifications()` → `showNoificationsAlert()` →
    // `UIApplication.openAppSettings()`, the app's own extension.
    let settings = """
      extension UIApplication {
        static func openAppSettings() {
          UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
        }
        static func openHelpCenter() {
          UIApplication.shared.open(URL(string: Remote.helpCenter)!)
        }
      }

      """
    #expect(
      Self.helpButtonLegalSeverities(
        help: "showSettingsAlert()",
        helpers: settings + """
          func showSettingsAlert() { UIApplication.openAppSettings() }

          """) == [.error])
    #expect(
      Self.helpButtonLegalSeverities(
        help: "showSettingsAlert()",
        helpers: settings + """
          func showSettingsAlert() { UIApplication.openHelpCenter() }

          """) == [.note])
  }

  /// The legal-links findings' severities of a SwiftUI subscription screen
  /// (restore, no Terms or Privacy) that also draws `extra` and declares
  /// `members`, beside views of the app's own (`SetupView`, and
  /// `TemplateDetailView` and `WebPageView`, each opening the address it is handed).
  static func plansViewLegalSeverities(extra: String, members: String = "")
    -> [Severity]
  {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PlansView()"),
      "App/PlansView.swift": """
      import StoreKit
      import SwiftUI

      struct PlansView: View {
        @State private var products: [Product] = []
        \(members)

        var body: some View {
          VStack {
            ForEach(products, id: \\.id) { product in
              Button("Subscribe monthly for \\(product.displayPrice)") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            \(extra)
          }
          .task { products = (try? await Product.products(for: ["app.pro.monthly"])) ?? [] }
        }
      }

      struct SetupView: View {
        var body: some View { Text("Allow the VPN configuration") }
      }

      struct TemplateDetailView: View {
        let template: String
        @Environment(\\.openURL) private var openURL

        var body: some View {
          Button("Open") { openURL(URL(string: template)!) }
        }
      }

      struct WebPageView: View {
        let address: String
        @Environment(\\.openURL) private var openURL

        var body: some View {
          Button("Open") { openURL(URL(string: address)!) }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.severity)
  }

  @Test("A state presenting one of the app's own screens opens a known place")
  func stateShowingOwnScreen() {
    // VPNApp: `AppButton(text: L10n.Welcome.startButton) { showingSetup = true }` with
    // `.fullScreenCover(isPresented: $showingSetup) { SetupVPNView() }`.
    let members = "@State private var showingSetup = false"
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Button(Strings.setUp) { showingSetup = true }
            .fullScreenCover(isPresented: $showingSetup) { SetupView() }
          """, members: members) == [.error])
    // A web page it is handed is still decided at run time.
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Button(Strings.help) { showingSetup = true }
            .sheet(isPresented: $showingSetup) { WebPageView(address: Remote.help) }
          """, members: members) == [.note])
  }

  @Test("A hidden link to EmptyView leads nowhere")
  func linkToEmptyView() {
    // VPNApp: `NavigationLink(destination: EmptyView()) { EmptyView() }`.
    #expect(
      Self.plansViewLegalSeverities(
        extra: "NavigationLink(destination: EmptyView()) { EmptyView() }") == [.error])
    #expect(
      Self.plansViewLegalSeverities(
        extra: "NavigationLink(destination: WebPageView(address: Remote.help)) { Text(\"Help\") }")
        == [.note])
  }

  /// The legal-links findings of a UIKit subscription screen whose own
  /// superclass's `viewDidLoad` runs `baseSetup`.
  private static func subclassedPaywallLegalFindings(baseSetup: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PremiumViewController()"),
      "App/BasePremiumViewController.swift": """
      import UIKit

      class BasePremiumViewController: UIViewController {
        let policyButton = UIButton()
        let termsButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          \(baseSetup)
        }
        @objc func openPolicy() {
          UIApplication.shared.open(URL(string: "https://premiumapp.kz/privacy-policy")!)
        }
        @objc func openTerms() {
          UIApplication.shared.open(URL(string: "https://premiumapp.kz/terms-of-use")!)
        }
      }

      """,
      "App/PremiumViewController.swift": """
      import StoreKit
      import SwiftyStoreKit
      import UIKit

      final class PremiumViewController: BasePremiumViewController {
        let monthlyButton = UIButton()
        let restoreButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          monthlyButton.setTitle("Monthly membership", for: .normal)
          monthlyButton.addTarget(self, action: #selector(buyMonthly), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
        }
        @objc func buyMonthly() {
          SwiftyStoreKit.purchaseProduct("app.membership.monthly") { _ in }
        }
        @objc func restore() {
          SwiftyStoreKit.restorePurchases { _ in }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A paywall draws the controls its own superclass adds")
  func superclassControls() {
    // MentalMindiOS: `class PremiumPurchaseView: PremiumBaseView`, whose
    // policy button runs `openPolicy()`.
    #expect(
      Self.subclassedPaywallLegalFindings(
        baseSetup: """
          policyButton.addTarget(self, action: #selector(openPolicy), for: .touchUpInside)
          termsButton.addTarget(self, action: #selector(openTerms), for: .touchUpInside)
          view.addSubview(policyButton)
          view.addSubview(termsButton)
          """
      ).isEmpty)
    #expect(
      Self.subclassedPaywallLegalFindings(baseSetup: "view.backgroundColor = .black").count == 1)
  }
}

extension HundredTwelfthRoundShapeTests {
  @Test("A mail or a call, its subject interpolated, opens another app, not a document")
  func mailAddress() {
    // TicketCollection: `openURL(URL(string:
    // "mailto:dev@site.com?subject=Feedback-Ticket-\(build)")!)`.
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Button(Strings.feedback) {
            UIApplication.shared.open(URL(string: "mailto:dev@ticketapp.cn?subject=Feedback-\\(build)")!)
          }
          """, members: "let build = \"42\"") == [.error])
    #expect(
      Self.helpButtonLegalSeverities(
        help: #"UIApplication.shared.open(URL(string: "tel:+8610\(Remote.phone)")!)"#) == [.error])
    // An address built from data is still decided at run time.
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Button(Strings.feedback) {
            UIApplication.shared.open(URL(string: Remote.helpPage)!)
          }
          """, members: "let build = \"42\"") == [.note])
  }

  @Test("A method setting a state that shows the app's own screen opens a known place")
  func methodShowingOwnScreen() {
    // TicketCollection: `.contextMenu(ContextMenu { itemActions(for: item) })`,
    // whose buttons set `showsEditor`, presenting `EditorView(…)`.
    let members = """
      @State private var showsEditor = false
        @ViewBuilder func itemActions() -> some View {
          Button { showsEditor = true } label: { Image(systemName: "square.and.pencil") }
        }
      """
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Text(Strings.ticket).contextMenu(ContextMenu { itemActions() })
            .fullScreenCover(isPresented: $showsEditor) { SetupView() }
          """, members: members) == [.error])
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Text(Strings.ticket).contextMenu(ContextMenu { itemActions() })
            .fullScreenCover(isPresented: $showsEditor) { WebPageView(address: Remote.page) }
          """, members: members) == [.note])
    // RevenueCatUI's paywall is a known place too.
    #expect(
      Self.plansViewLegalSeverities(
        extra: """
          Text(Strings.ticket).contextMenu(ContextMenu { itemActions() })
            .sheet(isPresented: $showsEditor) { PaywallView(displayCloseButton: true) }
          """, members: members) == [.error])
  }

  @Test("An estimate of what people miss or spend is no price")
  func estimatedAmount() {
    // MilitaryApp: "Reserve and Guard members miss an estimated $3,600 a
    // year in benefits they never claimed."
    #expect(
      HundredEighthRoundShapeTests.taxAdvicePriceFindings(
        "Members miss an estimated $3,600 a year in benefits they never claim."
      )
      .isEmpty)
    #expect(
      HundredEighthRoundShapeTests.taxAdvicePriceFindings(
        "Families spend an average of $1,200 a year on takeout."
      ).isEmpty)
    #expect(
      HundredEighthRoundShapeTests.taxAdvicePriceFindings("Unlock every benefit for $36 a year.")
        .count == 1)
    #expect(
      HundredEighthRoundShapeTests.taxAdvicePriceFindings("Only $3.99 a month, cancel anytime.")
        .count == 1)
  }

  /// The restore findings of a shop selling hint packs (every product a
  /// consumable in the `.storekit` file) through a generic `purchase(_:)`,
  /// whose buy button animates with `animation`.
  private static func hintShopRestoreFindings(animation: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "ShopView()"),
      "App/Hints.storekit": Fixtures.storeKitFile([
        (id: "app.hints.small", price: "0.99", type: "Consumable"),
        (id: "app.hints.large", price: "2.99", type: "Consumable"),
      ]),
      "App/ShopView.swift": """
      import StoreKit
      import SwiftUI

      final class StoreManager: ObservableObject {
        @Published var products: [Product] = []
        func load() async { products = (try? await Product.products(for: Catalog.ids)) ?? [] }
        func purchase(_ product: Product) async { _ = try? await product.purchase() }
      }

      struct ShopView: View {
        @StateObject var store = StoreManager()
        @State private var pulse = false

        var body: some View {
          VStack {
            ForEach(store.products, id: \\.id) { product in
              Button {
                Task { await store.purchase(product) }
              } label: {
                Text(product.displayPrice).scaleEffect(pulse ? 1.1 : 1)
              }
              .animation(\(animation), value: pulse)
            }
          }
          .task { await store.load() }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A pulsing animation's repeatForever says nothing about what a shop sells")
  func repeatForeverAnimation() {
    // matrix-mania: hint packs, all consumables in the `.storekit` file,
    // read as a one-time unlock for `.repeatForever()`.
    #expect(
      Self.hintShopRestoreFindings(animation: ".easeInOut(duration: 1).repeatForever()").isEmpty)
    #expect(Self.hintShopRestoreFindings(animation: ".easeInOut(duration: 1)").isEmpty)
    #expect(HundredTwelfthRoundShapeTests.saysOnceExamples())
  }

  private static func saysOnceExamples() -> Bool {
    Paywall.saysOnce("unlock forever, pay once") && Paywall.saysOnce("lifetimeproduct")
      && !Paywall.saysOnce("repeatforever") && !Paywall.saysOnce("autoreverses")
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The paywall findings of an app whose coin shop "buys" an item for the
  /// app's own currency, with `otherFiles` beside it.
  private static func coinShopPaywallFindings(otherFiles: [String: String]) -> [Finding] {
    var files = [
      "App/App.swift": Fixtures.swiftUIApp(showing: "CoinShopView()"),
      "App/CoinShopView.swift": """
      import SwiftData
      import SwiftUI

      struct ShopItem: Identifiable { let id: String; let cost: Int }

      final class CoinStore: ObservableObject {
        @Published var coins = 300
        func purchase(_ item: ShopItem) {
          guard coins >= item.cost else { return }
          coins -= item.cost
        }
      }

      struct CoinShopView: View {
        @StateObject private var store = CoinStore()
        let items = [ShopItem(id: "hat", cost: 150), ShopItem(id: "scarf", cost: 90)]

        var body: some View {
          List(items) { item in
            Button("Premium \\(item.id): $4.99 per month") { store.purchase(item) }
          }
        }
      }

      """,
    ]
    files.merge(otherFiles) { $1 }
    return Fixtures.findings(files: files).filter {
      [.paywallMissingRestore, .paywallMissingLegalLinks, .paywallPriceNotFromStore].contains(
        $0.rule)
    }
  }

  @Test("A shop spending the app's own currency, in an app reaching no store, is no paywall")
  func appCurrencyShop() {
    // Ohana's coconut shop, System-Trainer's XP shop: SwiftUI and SwiftData only.
    #expect(Self.coinShopPaywallFindings(otherFiles: [:]).isEmpty)
    #expect(
      Self.coinShopPaywallFindings(otherFiles: [
        "App/Charts.swift": "import Charts\nimport FoundationModels\n\nenum Stats {}\n"
      ]).isEmpty)
    // An app that reaches the store (here through an SDK the doctor does
    // not know) is still audited.
    #expect(
      !Self.coinShopPaywallFindings(otherFiles: [
        "App/Billing.swift": "import NeonSDK\n\nenum Billing {}\n"
      ]).isEmpty)
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The restore findings of a settings screen whose heart button buys
  /// through `StoreManager.shared.<purchase> { _ in … }`, a call with a
  /// trailing closure alone.
  private static func heartButtonRestoreFindings(purchase: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "GeneralViewController()"),
      "App/StoreManager.swift": """
      import SwiftyStoreKit

      final class StoreManager {
        static let shared = StoreManager()
        var localizedPrice: String?
        func \(purchase)(completion: ((Bool) -> Void)?) {
          SwiftyStoreKit.purchaseProduct("app.accelerate.item") { _ in completion?(true) }
        }
      }

      """,
      "App/GeneralViewController.swift": """
      import UIKit

      final class GeneralViewController: UIViewController {
        let heartButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          heartButton.setTitle("♥ \\(StoreManager.shared.localizedPrice ?? "")", for: .normal)
          heartButton.addTarget(self, action: #selector(heartTapped), for: .touchUpInside)
        }
        @objc private func heartTapped() {
          StoreManager.shared.\(purchase) { _ in
            self.view.setNeedsLayout()
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A purchase called with a trailing closure alone says what it buys")
  func trailingClosurePurchase() {
    // accelerate: `StoreManager.shared.purchaseTip { _ in … }` behind a "♥" button.
    #expect(Self.heartButtonRestoreFindings(purchase: "purchaseTip").isEmpty)
    #expect(Self.heartButtonRestoreFindings(purchase: "purchasePro").count == 1)
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The legal-links findings of a UIKit subscription screen whose footer
  /// text view's tap handler runs `handler` for the tapped phrase.
  private static func tappedPhraseLegalFindings(handler: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SubscriptionViewController()"),
      "App/StaticPageViewController.swift": """
      import UIKit

      final class StaticPageViewController: UIViewController {
        var page = 0
      }

      """,
      "App/SubscriptionViewController.swift": """
      import StoreKit
      import SwiftyStoreKit
      import UIKit

      final class SubscriptionViewController: UIViewController {
        let monthlyButton = UIButton()
        let restoreButton = UIButton()
        let termsView = UITextView()
        override func viewDidLoad() {
          super.viewDidLoad()
          monthlyButton.setTitle("Monthly membership", for: .normal)
          monthlyButton.addTarget(self, action: #selector(buyMonthly), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
          termsView.text = "See our Terms & Conditions and Privacy Policy"
          let tap = UITapGestureRecognizer(target: self, action: #selector(tapLabel(recognizer:)))
          termsView.addGestureRecognizer(tap)
        }
        @objc func buyMonthly() {
          SwiftyStoreKit.purchaseProduct("app.membership.monthly") { _ in }
        }
        @objc func restore() {
          SwiftyStoreKit.restorePurchases { _ in }
        }
        @objc func tapLabel(recognizer: UITapGestureRecognizer) {
          let tappedPhrase = phrase(at: recognizer.location(in: termsView))
          \(handler)
        }
        private func phrase(at point: CGPoint) -> String { termsView.text }
        private func showPage(_ page: Int) {
          let page = StaticPageViewController()
          navigationController?.pushViewController(page, animated: true)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A tap handler showing a page for each document's phrase opens those documents")
  func tappedPhraseDocuments() {
    // Canoodle: `if tappedPhrase == "Privacy Policy" { … pushViewController(staticPageVC, …) }`.
    let pushes = """
      if tappedPhrase == "Terms & Conditions" {
          navigationController?.pushViewController(StaticPageViewController(), animated: true)
        }
        if tappedPhrase == "Privacy Policy" {
          navigationController?.pushViewController(StaticPageViewController(), animated: true)
        }
      """
    #expect(Self.tappedPhraseLegalFindings(handler: pushes).isEmpty)
    // Comparing the phrases without showing anything opens nothing.
    let logs = """
      if tappedPhrase == "Terms & Conditions" { print("terms") }
        if tappedPhrase == "Privacy Policy" { print("privacy") }
      """
    #expect(Self.tappedPhraseLegalFindings(handler: logs).map(\.severity) == [.error])
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The `storekit-config-drift` notes of a quiz app selling its categories,
  /// whose ids the code builds with `template`.
  private static func categoryDriftNotes(template: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "CategoriesView()"),
      "App/Danetka.storekit": Fixtures.storeKitFile([
        (id: "danetka.category.anime", price: "0.99", type: "NonConsumable"),
        (id: "danetka.category.films", price: "0.99", type: "NonConsumable"),
        (id: "danetka.unlock.all", price: "2.99", type: "NonConsumable"),
      ]),
      "App/CategoriesView.swift": """
      import StoreKit
      import SwiftUI

      enum Category: String, CaseIterable {
        case anime = "Anime", films = "Films"
        var productId: String { \(template) }
      }

      struct CategoriesView: View {
        @State private var products: [Product] = []

        var body: some View {
          List(products, id: \\.id) { product in
            Button(product.displayName + " " + product.displayPrice) {
              Task { _ = try? await product.purchase() }
            }
          }
          .task {
            let unlock = try? await Product.products(for: ["danetka.unlock.all"])
            let packs = try? await Product.products(for: Category.allCases.map(\\.productId))
            products = (unlock ?? []) + (packs ?? [])
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("neither") }
  }

  @Test("An id template filling one part of the id names every id of its shape")
  func idTemplate() {
    // Danetka: `"danetka.category.\(rawValue.lowercased())"`.
    #expect(
      Self.categoryDriftNotes(template: #""danetka.category.\(rawValue.lowercased())""#).isEmpty)
    // A template of another shape names none of them.
    #expect(
      Self.categoryDriftNotes(template: #""danetka.theme.\(rawValue.lowercased())""#).count == 2)
    let ids: Set<String> = ["app.pack.anime", "app.pack.anime.big", "app.packs"]
    #expect(StoreKitDriftRule.idsFitting(["app.pack.", ""], among: ids) == ["app.pack.anime"])
    #expect(StoreKitDriftRule.idsFitting(["Buy ", " now"], among: ["Buy it now"]).isEmpty)
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The legal-links findings of a screen offering to buy the whole app
  /// early during the app's own trial, its button titled `title`.
  private static func fullAppLegalFindings(title: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PurchaseAppViewController()"),
      "App/PurchaseAppViewController.swift": """
      import StoreKit
      import UIKit

      final class PurchaseAppViewController: UIViewController {
        let buyButton = UIButton()
        let restoreButton = UIButton()
        var trialDaysLeft = 30
        override func viewDidLoad() {
          super.viewDidLoad()
          buyButton.setTitle("\(title) (\\(trialDaysLeft) days left in your trial)", for: .normal)
          buyButton.addTarget(self, action: #selector(unlockFullAppPressed), for: .touchUpInside)
          restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside)
        }
        @objc func unlockFullAppPressed() {
          let payment = SKMutablePayment()
          payment.productIdentifier = "FullApp"
          SKPaymentQueue.default().add(payment)
        }
        @objc func restore() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("The whole app bought early during the app's own trial is no subscription")
  func fullAppDuringTrial() {
    // FlashSpelling: `productIdentifier = "FullApp"`, "Would you like to
    // purchase the app early?" beside the app's own 30-day trial.
    #expect(Self.fullAppLegalFindings(title: "Buy the app early").isEmpty)
    #expect(Self.fullAppLegalFindings(title: "Subscribe monthly").count == 1)
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The restore findings of a shop loading `ids` and buying the one tapped.
  private static func packShopRestoreFindings(_ ids: [String]) -> [Finding] {
    let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "BuyWaveView()"),
      "App/BuyWaveView.swift": """
      import StoreKit
      import SwiftUI

      struct BuyWaveView: View {
        @State private var products: [Product] = []

        var body: some View {
          List(products, id: \\.id) { product in
            Button(product.displayName + " " + product.displayPrice) {
              Task { _ = try? await product.purchase() }
            }
          }
          .task { products = (try? await Product.products(for: [\(list)])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("Amounts after the noun (`wave.5` … `wave.4000`) are packs of a balance; levels are not")
  func amountAfterNoun() {
    // SurfergraphyIOS: `["sufergraphy.wave.5", "sufergraphy.wave.15", … "sufergraphy.wave.4000"]`.
    #expect(
      Self.packShopRestoreFindings([
        "sufergraphy.wave.5", "sufergraphy.wave.15", "sufergraphy.wave.55", "sufergraphy.wave.4000",
      ]).isEmpty)
    // Levels counted from one are unlocks a customer keeps.
    #expect(
      Self.packShopRestoreFindings([
        "app.puzzle.level.1", "app.puzzle.level.2", "app.puzzle.level.3",
      ])
      .count == 1)
    #expect(Paywall.isQuantityFamily(["com.app.5pin", "com.app.10pin", "com.app.30pin"]))
    #expect(!Paywall.isQuantityFamily(["com.app.pack.1", "com.app.pack.2", "com.app.pack.3"]))
    #expect(!Paywall.isQuantityFamily(["com.app.pro.12", "com.app.pro.24", "com.app.plus"]))
  }
}

extension HundredTwelfthRoundShapeTests {
  /// The legal-links findings' severities of a UIKit settings screen whose
  /// rows (models with a tap handler) sell the monthly plan, restore and run
  /// `rows`; a reset alert builds the rows again with `self.configure()`.
  private static func settingsRowsLegalSeverities(rows: String) -> [Severity] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SettingListViewController()"),
      "App/SettingsOption.swift": """
      import UIKit

      struct SettingsOption {
        let title: String
        let handler: () -> Void
        init(title: String, handler: @escaping () -> Void) {
          self.title = title
          self.handler = handler
        }
      }

      """,
      "App/SettingListViewController.swift": """
      import SafariServices
      import SwiftyStoreKit
      import UIKit

      final class SettingListViewController: UITableViewController {
        var models: [SettingsOption] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          configure()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "trash"), style: .plain, target: self,
            action: #selector(resetTapped))
        }
        func configure() {
          models = [
            SettingsOption(title: Strings.subscribeMonthly) { [weak self] in
              SwiftyStoreKit.purchaseProduct("app.pro.monthly") { _ in self?.tableView.reloadData() }
            },
            SettingsOption(title: Strings.restore) {
              SwiftyStoreKit.restorePurchases { _ in }
            },
            \(rows)
          ]
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          models[indexPath.row].handler()
        }
        @objc func resetTapped() {
          let alert = UIAlertController(title: Strings.reset, message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: Strings.delete, style: .destructive) { _ in
            self.configure()
          })
          present(alert, animated: true)
        }
        private func openSafari(url: String) {
          present(SFSafariViewController(url: URL(string: url)!), animated: true)
        }
        private func legalURL(_ type: LegalDoc) -> String {
          switch type {
          case .privacy: "https://cafe-app.notion.site/Privacy-Policy"
          case .terms: "https://cafe-app.notion.site/Terms-of-Service"
          }
        }
        private enum LegalDoc { case privacy, terms }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.severity)
  }

  @Test("A settings row's tap handler is a control; setting the screen up again opens nothing")
  func settingsRowHandlers() {
    // TrackMyCafe: `SettingsStaticOption(title: …) { self.openSafari(url:
    // self.getLegalUrl(type: .privacy)) }`, and `self.configure()` in an alert.
    let legalRows = """
      SettingsOption(title: Strings.privacy) { self.openSafari(url: self.legalURL(.privacy)) },
            SettingsOption(title: Strings.terms) { self.openSafari(url: self.legalURL(.terms)) },
      """
    #expect(Self.settingsRowsLegalSeverities(rows: legalRows).isEmpty)
    // Without them, the reset alert building the rows again (among them a
    // help row, which says where it goes) opens no link decided at run time:
    // the documents are missing.
    let helpRow =
      #"SettingsOption(title: "Help center") { self.openSafari(url: Remote.helpPage) },"#
    #expect(Self.settingsRowsLegalSeverities(rows: helpRow) == [.error])
    // A row whose label and address both come from data is such a link.
    let remoteRow = "SettingsOption(title: Remote.title) { self.openSafari(url: Remote.page) },"
    #expect(Self.settingsRowsLegalSeverities(rows: remoteRow) == [.note])
  }
}
