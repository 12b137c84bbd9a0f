import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-sixth round (docs/doctor-rules.md)
/// and left from the seventy-fifth, each beside the shape that must still fire.
struct SeventySixthRoundShapeTests {
  /// The coverage notes of an app project beside `vendored`, a project
  /// building a file that is not here.
  private static func missingFileNotes(vendored path: String, withApp: Bool = true) -> [Finding] {
    var files = [
      "\(path)/project.pbxproj": ProjectText.oneTarget(
        "EchoServer", folder: "..", sources: ["GCDAsyncSocket.m"], settings: "")
    ]
    if withApp {
      files["App.xcodeproj/project.pbxproj"] = ProjectText.oneTarget(settings: "")
      files["App/App.swift"] = Fixtures.swiftUIApp(showing: "Text(\"Hi\")")
    }
    return Fixtures.findings(files: files).filter {
      $0.rule == .unreadableFile && $0.message.contains("not in this folder")
    }
  }

  @Test("A vendored library's example project missing its files is not the app's to fix")
  func vendoredExampleProjects() {
    #expect(
      Self.missingFileNotes(
        vendored: "Client/Vendor/CocoaAsyncSocket/Examples/GCD/EchoServer.xcodeproj"
      ).isEmpty)
    #expect(
      Self.missingFileNotes(vendored: "ThirdParty/Charts/Demo/ChartsDemo.xcodeproj").isEmpty)
    // The app's own second project, or a vendored library's project that is
    // no example, still misses what it builds.
    #expect(Self.missingFileNotes(vendored: "Widget/Widget.xcodeproj").count == 1)
    #expect(Self.missingFileNotes(vendored: "Vendor/Charts/Charts.xcodeproj").count == 1)
    // Example projects are all the folder holds: they are what was asked about.
    #expect(
      Self.missingFileNotes(
        vendored: "Vendor/CocoaAsyncSocket/Examples/GCD/EchoServer.xcodeproj", withApp: false
      ).count == 1)
  }

  /// Hard-coded prices in an expense tracker whose app file also sells
  /// (it shows the paywall) and declares a quick-add widget drawing a
  /// preset expense of "¥15"; `bundle` is the widget extension's bundle body.
  private static func quickExpensePrices(bundle: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Expenses"),
      "Sources/Expenses/ExpensesApp.swift": """
      import StoreKit
      import SwiftUI
      import WidgetKit

      @main
      struct ExpensesApp: App {
        @State private var showingPurchase = false
        var body: some Scene {
          WindowGroup {
            Button("Go Pro") { showingPurchase = true }
              .sheet(isPresented: $showingPurchase) { PurchaseView() }
          }
        }
      }

      struct PurchaseView: View {
        @State private var products: [Product] = []
        var body: some View {
          ForEach(products) { product in
            Button("\\(product.displayName) \\(product.displayPrice)") {
              Task { _ = try? await product.purchase() }
            }
          }
        }
      }

      struct QuickExpenseWidget: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "quick", provider: QuickProvider()) { _ in QuickExpenseView() }
        }
      }

      struct QuickExpenseView: View {
        var body: some View {
          Link(destination: URL(string: "expenses://quick?item=breakfast")!) {
            VStack { Text("Breakfast"); Text("¥15") }
          }
        }
      }

      """,
      "Sources/Expenses/Bundle.swift": """
      import SwiftUI
      import WidgetKit

      @main
      struct ExpensesWidgets: WidgetBundle {
        var body: some Widget { \(bundle) }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A widget no widget bundle lists is never drawn; one a bundle lists is")
  func widgetNoBundleLists() {
    #expect(Self.quickExpensePrices(bundle: "BalanceWidget()").isEmpty)
    #expect(Self.quickExpensePrices(bundle: "QuickExpenseWidget()").count == 1)
  }

  /// Paywall findings for a Composable Architecture screen sending
  /// `.subscribe` to a reducer whose `.subscribe` case runs `subscribeCase`.
  private static func reducerScreen(subscribeCase: String, sent: String = ".subscribe")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Vital"),
      "Sources/Vital/App.swift": Fixtures.swiftUIApp(
        showing: "IAPView(store: Store(initialState: IAP.State()) { IAP() })"),
      "Sources/Vital/IAP.swift": """
      import ComposableArchitecture
      import StoreKit

      struct IAP: ReducerProtocol {
        struct State: Equatable { var products: [Product] = [] }
        enum Action { case subscribe, getProducts, setProducts([Product]) }

        func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
          switch action {
          case .setProducts(let products):
            state.products = products
            return .none
          case .subscribe:
            \(subscribeCase)
          case .getProducts:
            return .run { send in
              await send(.setProducts(try await Product.products(for: ["vital.monthly"])))
            }
          }
        }
      }

      """,
      "Sources/Vital/IAPView.swift": """
      import ComposableArchitecture
      import SwiftUI

      struct IAPView: View {
        let store: StoreOf<IAP>
        var body: some View {
          WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
              Text("First month free, then a monthly subscription that renews automatically.")
              Button("Subscribe") { viewStore.send(\(sent)) }
              Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
            }
            .onAppear { viewStore.send(.getProducts) }
          }
        }
      }

      """,
    ]).filter { [.paywallMissingRestore, .paywallMissingLegalLinks].contains($0.rule) }
  }

  @Test("A screen sending an action its reducer buys in is a paywall; one sending another is not")
  func reducerBuysForScreen() {
    let buys = """
      guard let product = state.products.first else { return .none }
      return .run { _ in _ = try await product.purchase() }
      """
    let found = Self.reducerScreen(subscribeCase: buys)
    #expect(
      found.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .paywallMissingLegalLinks, .paywallMissingRestore,
      ], "\(found)")
    #expect(found.allSatisfy { $0.file == "Sources/Vital/IAPView.swift" })
    // The case only opens another screen, or the screen sends another action.
    #expect(Self.reducerScreen(subscribeCase: "return .none").isEmpty)
    #expect(Self.reducerScreen(subscribeCase: buys, sent: ".getProducts").isEmpty)
  }

  /// Placeholder-key findings for a bundled `Config.plist` holding `entry`.
  private static func configPlistPlaceholders(_ entry: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Words"),
      "Sources/Words/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Words\")"),
      "Sources/Words/Store.swift": """
      import RevenueCat

      enum Store {
        static func start() { Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1") }
      }

      """,
      "Sources/Words/Config.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      \(entry)
      </dict></plist>

      """,
    ]).filter { $0.rule == .placeholderAPIKey }
  }

  @Test("A plist key written with spaces or a colon is data, not a key's name")
  func plistKeyThatIsData() {
    #expect(
      Self.configPlistPlaceholders(
        "<key>apikey 4mjn1AjHx8fkRQplId3w3q:7AtWiwfJnZY5UJ7fR2OrSR</key><string>NewsApiKey</string>"
      ).isEmpty)
    #expect(
      Self.configPlistPlaceholders(
        "<key>RevenueCatAPIKey</key><string>REVENUECAT_API_KEY</string>"
      ).count == 1)
  }

  /// Drift notes for a Superwall app (whose launch runs `launch`) with a
  /// `.storekit` file holding a non-consumable no code names.
  private static func superwallProduct(launch: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SuperwallKit
      import SwiftUI
      import StoreKit

      @main
      struct DreamApp: App {
        init() { Superwall.configure(apiKey: "pk_aBcDeFgHiJkLmNoP") }
        var body: some Scene {
          WindowGroup { Text("Dreams").task { await load() }.onAppear { \(launch) } }
        }
        func load() async { _ = try? await Product.products(for: ["dream.yearly"]) }
      }

      """,
      "App/Products.storekit": Fixtures.storeKitFile([
        ("dream.yearly", "19.99", "NonConsumable"), ("dream.special", "9.99", "NonConsumable"),
      ]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("neither") }
  }

  @Test("A product a Superwall placement's paywall sells is named in its dashboard")
  func superwallPlacementProducts() {
    #expect(
      Self.superwallProduct(launch: "Superwall.shared.register(placement: \"paywall_discount\")")
        .isEmpty)
    #expect(Self.superwallProduct(launch: "print(\"launched\")").count == 1)
  }

  /// The `@Observable` notes of an app whose store sells through StoreKit,
  /// with `model` (an `ObservableObject` named `type`, and what it needs)
  /// beside it, which the app's screen creates.
  private static func observableNotes(_ model: String, type: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Items"),
      "Sources/Items/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Items\").environmentObject(\(type)())"),
      "Sources/Items/Store.swift": """
      import StoreKit

      enum Store {
        static func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      """,
      "Sources/Items/Model.swift": model,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.message.contains("@Observable") }
  }

  @Test("A purchase's progress is no state the customer owns; an ownership enum is")
  func purchaseProgressEnum() {
    func tipManager(cases: String) -> String {
      """
      import StoreKit

      enum PurchaseState: Equatable { case \(cases) }

      final class TipManager: ObservableObject {
        @Published var purchaseState: PurchaseState = .idle
        func purchase(_ product: Product) async {
          purchaseState = .purchasing
          _ = try? await product.purchase()
        }
      }

      """
    }
    #expect(
      Self.observableNotes(
        tipManager(cases: "idle, purchasing, success, error(String)"), type: "TipManager"
      ).isEmpty)
    #expect(
      Self.observableNotes(tipManager(cases: "idle, purchasing, unlocked"), type: "TipManager")
        .isEmpty)
    #expect(
      Self.observableNotes(tipManager(cases: "idle, locked, unlocked"), type: "TipManager").count
        == 1)
  }

  @Test("A form's shop link and owned date are the app's data; purchased ids are not")
  func purchaseLinkAndOwnedDate() {
    let draft = """
      import Foundation

      final class WishlistItemDraft: ObservableObject {
        @Published var name = ""
        @Published var purchaseLink: String
        @Published var ownedDate: Date
        init() { purchaseLink = ""; ownedDate = Date() }
      }

      """
    #expect(Self.observableNotes(draft, type: "WishlistItemDraft").isEmpty)
    let owned = draft.replacingOccurrences(
      of: "@Published var ownedDate: Date", with: "@Published var purchasedIDs: [String] = []")
    #expect(Self.observableNotes(owned, type: "WishlistItemDraft").count == 1)
  }

  /// Hard-coded-price findings for `code` in an app that sells through StoreKit.
  private static func prices(in code: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Friends"),
      "Sources/Friends/App.swift": Fixtures.swiftUIApp(showing: "FriendsView()"),
      "Sources/Friends/Store.swift": """
      import StoreKit

      enum Store {
        static func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      """,
      "Sources/Friends/FriendsView.swift": """
      import SwiftUI

      struct Friend { let name: String; let balance: String; let price: String }

      struct FriendsView: View {
        let friends: [Friend] = [\(code)]
        var body: some View {
          ForEach(friends, id: \\.name) { Text($0.name + $0.balance + $0.price) }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("What a friend owes, signed or under a balance label, is no price; a price still is")
  func friendsBalances() {
    #expect(Self.prices(in: #"Friend(name: "Ayşe", balance: "- ₺150", price: "")"#).isEmpty)
    #expect(Self.prices(in: #"Friend(name: "Ayşe", balance: "₺150", price: "")"#).isEmpty)
    #expect(Self.prices(in: #"Friend(name: "Ayşe", balance: "", price: "₺149,99")"#).count == 1)
    #expect(HardcodedPriceRule.isSigned("+ ₺75", price: "₺75"))
    #expect(!HardcodedPriceRule.isSigned("- ₺75 per month", price: "₺75"))
  }

  @Test("A limit of the app's own money flow is no price")
  func minimumAmount() {
    let minimum =
      #"Friend(name: "Minimum amount required to buy any cryptocurrency is $3.", balance: "", price: "")"#
    #expect(Self.prices(in: minimum).isEmpty)
    let offer = #"Friend(name: "Unlock every friend for $3.", balance: "", price: "")"#
    #expect(Self.prices(in: offer).count == 1)
    let quota =
      #"Friend(name: "You've hit your limit — upgrade for $3/mo", balance: "", price: "")"#
    #expect(Self.prices(in: quota).count == 1)
  }

  /// Legal-link findings for an unlock paywall that says "No subscription"
  /// through a strings accessor and names the app's own promo trial, with a
  /// `.storekit` file listing its one non-consumable when `storeKit`.
  private static func unlockAfterPromoTrial(storeKit: Bool) -> [Finding] {
    var files = [
      "Package.swift": Fixtures.iOSAppManifest("Keys"),
      "Sources/Keys/App.swift": Fixtures.swiftUIApp(
        showing: "PaywallView(context: .afterTrial, product: UnlockStore.shared.product)"),
      "Sources/Keys/UnlockStore.swift": """
      import StoreKit

      final class UnlockStore {
        static let shared = UnlockStore()
        var product: Product?
        func load() async { product = try? await Product.products(for: ["keys.plus"]).first }
      }

      """,
      "Sources/Keys/Products.storekit": Fixtures.storeKitFile([
        ("keys.plus", "4.99", "NonConsumable")
      ]),
      "Sources/Keys/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      enum Texts {
        static let noSubscription = NSLocalizedString("paywall.noSubscription", comment: "")
        static let headlineAfterTrial = NSLocalizedString("paywall.afterTrial", comment: "")
      }

      enum PaywallContext { case favoritesLimit, settings, afterTrial }

      struct PaywallView: View {
        let context: PaywallContext
        let product: Product?
        var body: some View {
          VStack {
            if context == .afterTrial { Text(Texts.headlineAfterTrial) }
            Text(Texts.noSubscription)
            Button("Unlock once for \\(product?.displayPrice ?? "")") {
              Task { _ = try? await product?.purchase() }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }
      }

      """,
    ]
    if !storeKit { files["Sources/Keys/Products.storekit"] = nil }
    return Fixtures.findings(files: files).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("The app's own promo trial and a denied subscription beside a one-time product sell once")
  func promoTrialOfUnlock() {
    #expect(Self.unlockAfterPromoTrial(storeKit: true).isEmpty)
    // With no .storekit file to say what it sells, the trial still reads as a subscription's.
    #expect(Self.unlockAfterPromoTrial(storeKit: false).count == 1)
  }

  @Test("StoreKit's StoreView after a view ending in a literal still buys")
  func storeViewAfterLiteral() {
    for before in [#"Text("iap.title")"#, "Divider()", #"Text("a").font(.title3)"#] {
      let notes = Fixtures.purchaseNotes(files: [
        "Package.swift": Fixtures.iOSAppManifest("Cars"),
        "Sources/Cars/App.swift": Fixtures.swiftUIApp(showing: "IAPView()"),
        "Sources/Cars/IAPView.swift": """
        import StoreKit
        import SwiftUI

        struct IAPView: View {
          var body: some View {
            VStack(spacing: 16) {
              \(before)
              StoreView(ids: ["com.cars.pack.one"])
            }
          }
        }

        """,
      ])
      #expect(notes.count == 2, "after \(before): \(notes)")
    }
  }

  /// Paywall findings for a UIKit screen named `screen` whose button calls a
  /// manager method that buys, named with a typo.
  private static func upgradeScreen(named screen: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Tickets"),
      "Sources/Tickets/AppDelegate.swift": Fixtures.uiKitApp(showing: "\(screen)()"),
      "Sources/Tickets/IAPHandler.swift": """
      import SwiftyStoreKit

      final class IAPHandler {
        static let shared = IAPHandler()
        func upgratePro(_ id: String) {
          SwiftyStoreKit.purchaseProduct(id, quantity: 1, atomically: true) { _ in }
        }
      }

      """,
      "Sources/Tickets/\(screen).swift": """
      import UIKit

      final class \(screen): UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let label = UILabel()
          label.text = "Plus: 14-day free trial, then yearly. Cancel anytime."
          view.addSubview(label)
        }
        @IBAction func continueButtonPressed(_ sender: Any) {
          IAPHandler.shared.upgratePro("tickets.plus.yearly")
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A screen named for selling that calls a method which buys is a paywall, whatever the name")
  func sellingScreenCallsBuyingMethod() {
    #expect(Self.upgradeScreen(named: "NewInAppPurchaseVC").count == 1)
    #expect(Self.upgradeScreen(named: "TicketListViewController").isEmpty)
  }

  /// Broadcast findings in a view modifier whose `.onReceive` of a
  /// purchases-changed notification runs `handler`.
  private static func onReceiveFindings(_ handler: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/ExpiredAlert.swift": """
      import StoreKit
      import SwiftUI

      struct ExpiredAlert: ViewModifier {
        @State private var showingExpiredAlert = false
        @State private var isPremium = true
        func body(content: Content) -> some View {
          content
            .alert("Subscription Expired", isPresented: $showingExpiredAlert) {}
            .onReceive(NotificationCenter.default.publisher(for: .init("PurchasesChanged"))) { _ in
              \(handler)
            }
        }
        private func check() { showingExpiredAlert = true }
      }

      """
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "An onReceive that drops the notification and asks the owner is a cue; one copying it is not")
  func onReceiveCue() {
    #expect(Self.onReceiveFindings("check()").isEmpty)
    #expect(Self.onReceiveFindings("isPremium = false").count == 1)
    #expect(Self.onReceiveFindings("").count == 1)
  }

  /// Store-price findings for a paywall showing its view model's price,
  /// which reads `member` of the store's product.
  private static func premiumPagePrice(member: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cat"),
      "Sources/Cat/App.swift": Fixtures.swiftUIApp(showing: "PremiumPage()"),
      "Sources/Cat/SKProduct+Price.swift": """
      import StoreKit

      extension SKProduct {
        var locatedPrice: String {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = priceLocale
          return formatter.string(from: price) ?? ""
        }
        var shortTitle: String { localizedTitle }
      }

      """,
      "Sources/Cat/PremiumPage.swift": """
      import ApphudSDK
      import SwiftUI

      final class PremiumViewModel: ObservableObject {
        @Published var product: ApphudProduct?
        var priceText: String { product?.skProduct?.\(member) ?? "_._" }
        func buy() {
          guard let product else { return }
          Apphud.purchase(product) { _ in }
        }
      }

      struct PremiumPage: View {
        @StateObject private var viewModel = PremiumViewModel()
        var body: some View {
          VStack {
            Text("Unlimited chats, billed monthly")
            Button("Subscribe for \\(viewModel.priceText)/month") { viewModel.buy() }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("The app's own price formatter on the store's product shows the store price")
  func storeProductPriceExtension() {
    #expect(Self.premiumPagePrice(member: "locatedPrice").isEmpty)
    #expect(Self.premiumPagePrice(member: "shortTitle").count == 1)
  }

  /// Price-drift findings for a paywall's sample prices written as one
  /// dictionary line, `pairs`, beside a `.storekit` pricing plus at 5.99 and
  /// pro at 9.99.
  private static func samplePriceDrift(_ pairs: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Mesh"),
      "Sources/Mesh/App.swift": Fixtures.swiftUIApp(showing: "PlansView()"),
      "Sources/Mesh/Products.storekit": Fixtures.storeKitFile([
        ("mesh.plus", "5.99", "NonConsumable"), ("mesh.pro", "9.99", "NonConsumable"),
      ]),
      "Sources/Mesh/PlansView.swift": """
      import StoreKit
      import SwiftUI

      struct PlansView: View {
        private static let samplePrice: [String: String] = [\(pairs)]
        @State private var products: [Product] = []
        var body: some View {
          ForEach(["mesh.plus", "mesh.pro"], id: \\.self) { id in
            Button(Self.samplePrice[id] ?? "") {
              Task { _ = try? await products.first { $0.id == id }?.purchase() }
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("prices it at") }
  }

  @Test("Two id-price pairs on one line pair each price with the id before it")
  func idPricePairsOnOneLine() {
    #expect(Self.samplePriceDrift(#""mesh.plus": "$5.99", "mesh.pro": "$9.99""#).isEmpty)
    #expect(Self.samplePriceDrift(#""mesh.plus": "$9.99", "mesh.pro": "$5.99""#).count == 2)
  }

  /// Hard-coded prices of a product cell subclassing a library's generic
  /// `superclass`, whose label's design-time price `configure(with:)` replaces.
  private static func libraryCellPrices(superclass: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Moon"),
      "Sources/Moon/AppDelegate.swift": Fixtures.uiKitApp(showing: "PlansViewController()"),
      "Sources/Moon/PlansViewController.swift": """
      import RevenueCat
      import UIKit

      final class PlansViewController: UIViewController {
        let table = UITableView()
        override func viewDidLoad() {
          super.viewDidLoad()
          table.register(ProductsTableViewCell.self, forCellReuseIdentifier: "product")
        }
        func buy(_ package: Package) { Purchases.shared.purchase(package: package) { _, _, _, _ in } }
      }

      """,
      "Sources/Moon/ProductsTableViewCell.swift": """
      import UIKit

      struct ProductItemModel { let title: String; let price: String }

      final class ProductsTableViewCell: \(superclass)<ProductItemModel> {
        private lazy var priceLabel: UILabel = {
          let label = UILabel()
          label.text = "$9.99"
          return label
        }()
        override func configure(with product: ProductItemModel) {
          super.configure(with: product)
          priceLabel.text = product.price
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A library cell's design-time price its configure(with:) replaces is no price")
  func libraryCellPlaceholder() {
    #expect(Self.libraryCellPrices(superclass: "NeonTableViewCell").isEmpty)
    #expect(Self.libraryCellPrices(superclass: "NeonCollectionViewCell").isEmpty)
    #expect(Self.libraryCellPrices(superclass: "NeonListRow").count == 1)
  }

  /// Legal-link findings for a paywall whose "Terms" button opens `terms`
  /// and whose "Privacy" button opens a policy generator's page.
  private static func generatorLinks(terms: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Camera"),
      "Sources/Camera/App.swift": Fixtures.swiftUIApp(showing: "InAppPaywallView()"),
      "Sources/Camera/InAppPaywallView.swift": """
      import RevenueCat
      import SwiftUI

      struct InAppPaywallView: View {
        @State private var packages: [Package] = []
        var body: some View {
          VStack {
            Text("Weekly subscription, cancel anytime")
            ForEach(packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Button("Restore") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Button("Privacy") {
              UIApplication.shared.open(URL(string: "https://www.freeprivacypolicy.com/live/d174945f")!)
            }
            Button("Terms") { UIApplication.shared.open(URL(string: "\(terms)")!) }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("An address names its document by its path, not a policy generator's host")
  func policyGeneratorHost() {
    #expect(Self.generatorLinks(terms: "https://www.freeprivacypolicy.com/live/ac37fc73").isEmpty)
    #expect(Self.generatorLinks(terms: "https://subkit.dev/privacy").count == 1)
  }

  @Test("A whole amount glued to a closing dollar sign is a price; a format argument is not")
  func wholeAmountBeforeDollar() {
    #expect(PriceDetector.price(in: "20$") == "20$")
    #expect(PriceDetector.price(in: "4$ / week") == "4$")
    #expect(PriceDetector.price(in: "Only 50$, billed yearly") == "50$")
    #expect(PriceDetector.price(in: "%1$@ of %2$@") == nil)
    #expect(PriceDetector.price(in: "T0$1") == nil)
    #expect(PriceDetector.price(in: "0$") == nil)
  }

  /// Store-price findings for a NeonSDK paywall buying with
  /// `RevenueCatManager.subscribe(…)` whose price label shows `price`.
  private static func neonPaywall(price: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Rap"),
      "Sources/Rap/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallVC()"),
      "Sources/Rap/PaywallVC.swift": """
      import NeonSDK
      import UIKit

      final class PaywallVC: UIViewController {
        let priceLabel = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          priceLabel.text = \(price)
        }
        @objc func nextButtonTapped() {
          RevenueCatManager.selectPackage(id: "com.rap.weekly")
          RevenueCatManager.subscribe(animation: .loadingBar) {
            self.dismiss(animated: true)
          } completionFailure: {}
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("NeonSDK's RevenueCatManager.subscribe buys; its getPackagePrice is the store's price")
  func neonSDKPaywall() {
    #expect(Self.neonPaywall(price: #""20$ / week""#).count == 1)
    #expect(
      Self.neonPaywall(price: #"RevenueCatManager.getPackagePrice(id: "com.rap.weekly")"#).isEmpty)
  }

  /// Canceled-state notes for a RevenueCat service whose async purchase is
  /// destructured into `tuple`.
  private static func asyncCancelNotes(tuple: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Talk"),
      "Sources/Talk/App.swift": Fixtures.swiftUIApp(showing: "BuyView()"),
      "Sources/Talk/SubscriptionService.swift": """
      import RevenueCat
      import SwiftUI

      struct BuyView: View {
        @State private var package: Package?
        var body: some View {
          Button("Continue") {
            guard let package else { return }
            Task { _ = try? await SubscriptionService.buy(package) }
          }
        }
      }

      enum SubscriptionService {
        static func buy(_ package: Package) async throws -> Bool {
          let \(tuple) = try await Purchases.shared.purchase(package: package)
          return info.entitlements["pro"]?.isActive == true
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled state") }
  }

  @Test(
    "RevenueCat's async purchase destructured with its cancel flag meets the canceled-state issue")
  func asyncCancelFlag() {
    #expect(Self.asyncCancelNotes(tuple: "(_, info, userCancelled)").count == 1)
    #expect(Self.asyncCancelNotes(tuple: "(_, info, _)").isEmpty)
  }

  /// Hard-coded prices of a view showing `amount` alone, in a file that
  /// sells (it imports StoreKit) when `sells`.
  private static func wholeLira(_ amount: String, sells: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Wallet"),
      "Sources/Wallet/App.swift": Fixtures.swiftUIApp(showing: "OnboardingView()"),
      "Sources/Wallet/Store.swift": """
      import StoreKit

      enum Store {
        static func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      """,
      "Sources/Wallet/OnboardingView.swift": """
      \(sells ? "import StoreKit" : "")
      import SwiftUI

      struct OnboardingView: View {
        var body: some View {
          VStack {
            Text("Your wallet at a glance")
            HStack { Image(systemName: "wallet.pass.fill"); Text("\(amount)") }
          }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A whole lira amount in a file that sells nothing is the app's content")
  func wholeLiraAmount() {
    #expect(Self.wholeLira("₺12,450", sells: false).isEmpty)
    #expect(Self.wholeLira("₺150", sells: false).isEmpty)
    #expect(Self.wholeLira("₺150", sells: true).count == 1)
    #expect(Self.wholeLira("₺149,99", sells: false).count == 1)
  }

  /// Broadcast findings in a dependency client's live closure, whose
  /// property a test calls, and the app's screen too when `appCalls`.
  private static func clientBroadcasts(appCalls: Bool) -> [Finding] {
    let call = appCalls ? "UserDefaultsClient.liveValue.setIsPremiumUser(true)" : ""
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Voice"),
      "Sources/Voice/App.swift": """
      import SwiftUI

      @main
      struct VoiceApp: App {
        init() {
          _ = UserDefaultsClient.liveValue.isPremiumUser()
          \(call)
        }
        var body: some Scene { WindowGroup { Text("Voice") } }
      }

      """,
      "Sources/Voice/UserDefaultsClient.swift": """
      import Foundation
      import StoreKit

      struct UserDefaultsClient: Sendable {
        var isPremiumUser: @Sendable () -> Bool
        var setIsPremiumUser: @Sendable (Bool) -> Void
      }

      extension UserDefaultsClient {
        static let liveValue = Self(
          isPremiumUser: { UserDefaults.standard.bool(forKey: "IsPremiumUser") },
          setIsPremiumUser: { newValue in
            UserDefaults.standard.set(newValue, forKey: "IsPremiumUser")
            NotificationCenter.default.post(name: .init("PremiumStatusDidChange"), object: nil)
          })
      }

      """,
      "Tests/VoiceTests/UserDefaultsClientTests.swift": """
      import Testing
      @testable import Voice

      @Test func setsPremium() { UserDefaultsClient.liveValue.setIsPremiumUser(true) }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file.hasSuffix("Client.swift") }
  }

  @Test("A client closure only tests call never broadcasts; one the app calls does")
  func clientClosureOnlyTestsCall() {
    #expect(Self.clientBroadcasts(appCalls: false).isEmpty)
    #expect(Self.clientBroadcasts(appCalls: true).count == 1)
  }
}
