import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the sixty-ninth and seventieth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct SeventiethRoundShapeTests {
  /// A SwiftUI app showing `SettingsView`, which sells RevenueCat packages
  /// and draws its action cards through `helper`, handing it `restoreAction`.
  private static func helperScreen(helper: String, restoreAction: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "SettingsView()"),
      "App/SettingsView.swift": """
      import SwiftUI
      import RevenueCat

      struct SettingsView: View {
        @State private var packages: [Package] = []

        var body: some View {
          VStack {
            ForEach(packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            actionCard(title: L10n.restoreTitle, symbolName: "arrow.clockwise") {
              RESTORE
            }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
          .task { packages = (try? await Purchases.shared.offerings())?.current?.availablePackages ?? [] }
        }

        HELPER
      }

      enum L10n {
        static let restoreTitle = "Restore"
      }

      """
      .replacingOccurrences(of: "HELPER", with: helper)
      .replacingOccurrences(of: "RESTORE", with: restoreAction),
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  private static let buttonHelper = """
    private func actionCard(
      title: String, symbolName: String, action: @escaping () -> Void
    ) -> some View {
      Button(action: action) {
        Label(title, systemImage: symbolName)
      }
    }
    """

  @Test("Restore handed as the action of a private helper drawing a Button is a rendered control")
  func restoreThroughHelperButton() {
    let restore = "Task { _ = try? await Purchases.shared.restorePurchases() }"
    #expect(Self.helperScreen(helper: Self.buttonHelper, restoreAction: restore).isEmpty)
    // The same helper handed something else leaves the screen without Restore.
    #expect(
      Self.helperScreen(helper: Self.buttonHelper, restoreAction: "print(\"tapped\")").count == 1)
    // A helper that draws no control never runs the closure it is handed.
    let inert = """
      private func actionCard(
        title: String, symbolName: String, action: @escaping () -> Void
      ) -> some View {
        Label(title, systemImage: symbolName)
      }
      """
    #expect(Self.helperScreen(helper: inert, restoreAction: restore).count == 1)
  }

  /// `hardcoded-price` findings for a benefits guide's rows, in a file that
  /// imports `imports`.
  private static func benefitsGuide(imports: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/DeductionView.swift": """
      import SwiftUI
      IMPORTS

      struct DeductionView: View {
        @State private var isBlind = false
        var body: some View {
          Form {
            Toggle("I am statutorily blind", isOn: $isBlind)
              .accessibilityHint(
                "Unlocks Blind Work Expense deductions, which preserve $1 of SSI for every $1 spent.")
            Text("Impairment-Related Work Expense: preserves $0.50 of SSI per $1 spent.")
            Text("Earned income: about $0.49 of each dollar counts.")
          }
        }
      }

      """.replacingOccurrences(of: "IMPORTS", with: imports)
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "Money as a rate of other money, or an approximate sum, in a file selling nothing is no price")
  func moneyRatiosAreContent() {
    #expect(Self.benefitsGuide(imports: "").isEmpty)
    // The same sentences in a file that buys through StoreKit are priced.
    #expect(Self.benefitsGuide(imports: "import StoreKit").count == 3)
    #expect(SellingContext.isMoneyRatio("preserves $0.50 of SSI per $1 spent"))
    #expect(SellingContext.isMoneyRatio("saves €1 for every €2"))
    #expect(!SellingContext.isMoneyRatio("$4.99 per month"))
    #expect(SellingContext.isApproximate("about $0.49 a dollar", "$0.49"))
    #expect(!SellingContext.isApproximate("just $0.49 a dollar", "$0.49"))
  }

  /// `notification-subscription-state` findings for an editor gate running `tap`.
  private static func gate(tap: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Names.swift": """
      import Foundation

      extension Notification.Name {
        static let showPaywall = Notification.Name("SpotShowPaywall")
        static let refreshSpots = Notification.Name("SpotRefresh")
      }

      """,
      "App/EditButton.swift": """
      import SwiftUI
      import RevenueCat

      final class AuthModel: ObservableObject {
        var isPro = false
      }

      struct EditButton: View {
        @ObservedObject var authVM: AuthModel
        @State private var showEditSheet = false
        var body: some View {
          Button("Edit") {
            TAP
          }
        }
      }

      """.replacingOccurrences(of: "TAP", with: tap),
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file == "App/EditButton.swift" }
  }

  @Test("A branch on the customer's state that posts a request for the paywall broadcasts no state")
  func branchPostingPaywallRequest() {
    #expect(
      Self.gate(
        tap: """
          if authVM.isPro { showEditSheet = true } else { NotificationCenter.default.post(name: .showPaywall, object: nil) }
          """
      ).isEmpty)
    // The state handed to the post is still broadcast.
    #expect(
      Self.gate(
        tap: """
          if showEditSheet { NotificationCenter.default.post(name: .refreshSpots, object: authVM.isPro) }
          """
      ).count == 1)
  }

  /// `plan-type-with-price` findings for a StoreKit app whose store keeps
  /// `model`, built by `PlanStore.record`.
  private static func planModel(_ model: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(PlanStore.shared.last?.productId ?? \"\")"),
      "App/PlanStore.swift": """
      import StoreKit

      MODEL

      final class PlanStore {
        static let shared = PlanStore()
        var last: IAPPlanResult?
        func record(_ transaction: SKPaymentTransaction, _ product: SKProduct) {
          last = IAPPlanResult(productId: product.productIdentifier, price: product.price)
        }
      }

      """.replacingOccurrences(of: "MODEL", with: model),
    ]).filter { $0.rule == .planTypeWithPrice }
  }

  @Test(
    "A plan-named record of a completed transaction, or a tier priced by Stripe, is no catalogue")
  func transactionRecordIsNoPlan() {
    /// `struct IAPPlanResult` holding `fields`, `Codable` or not.
    func plan(_ fields: String, codable: Bool = false) -> String {
      "struct IAPPlanResult\(codable ? ": Codable" : "") {\n\(fields)\n}"
    }
    let record = plan(
      "var productId: String\nvar transactionId = \"\"\nvar needsFinishTransaction = true\nvar price: NSDecimalNumber"
    )
    #expect(Self.planModel(record).isEmpty)
    let stripe = plan(
      "var name: String\nvar price: Double\nvar stripePriceId = \"\"", codable: true)
    #expect(Self.planModel(stripe).isEmpty)
    // A plan sold through the store and Stripe, or defined by the app, still fires.
    let both = plan(
      "var productId: String\nvar price: Double\nvar stripePriceId = \"\"", codable: true)
    #expect(Self.planModel(both).count == 1)
    let own = plan("var name: String\nvar price: NSDecimalNumber\nvar stripePriceId = \"\"")
    #expect(Self.planModel(own).count == 1)
    // The same plan without the transaction's identity copies the store's price.
    #expect(Self.planModel(plan("var productId: String\nvar price: NSDecimalNumber")).count == 1)
    // A purchase history's row says when it was bought (Grruung,
    // hundred-and-thirteenth round).
    #expect(
      Self.planModel(
        plan("var productId: String\nvar price: NSDecimalNumber\nvar purchaseDate = Date()")
      ).isEmpty)
  }

  /// `hardcoded-price` findings for an earnings card showing `amount`.
  private static func earningsCard(_ amount: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/EarningsCard.swift": """
      import SwiftUI

      struct EarningsCard: View {
        var body: some View {
          VStack {
            Text("This Month")
            AMOUNT
          }
        }
      }

      """.replacingOccurrences(of: "AMOUNT", with: amount)
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("An amount VoiceOver reads as earnings is a ledger's figure, not a price")
  func accessibilityLabelledEarnings() {
    #expect(
      Self.earningsCard(
        """
        Text("$247.99")
          .font(.title)
          .accessibilityLabel("This month earnings: $247.99")
        """
      ).isEmpty)
    #expect(
      Self.earningsCard(
        """
        Text("$247.99")
          .font(.title)
          .accessibilityLabel("Monthly plan: $247.99")
        """
      ).map(\.line) == [7, 9])
  }

  /// `notification-subscription-state` notes for an iOS 17 app whose
  /// `type` publishes `property`.
  private static func published(_ property: String, in type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Model.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct CreatorApp: App {
        @StateObject private var model = TYPE()
        var body: some Scene { WindowGroup { Text("\\(model.PROPERTY)") } }
      }

      """.replacingOccurrences(of: "TYPE", with: type)
        .replacingOccurrences(of: "PROPERTY", with: property),
      "App/Model.swift": """
      import Foundation

      final class TYPE: ObservableObject {
        @Published var PROPERTY = false
      }

      """.replacingOccurrences(of: "TYPE", with: type)
        .replacingOccurrences(of: "PROPERTY", with: property),
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("Money counted and feature flags are not what the customer owns")
  func countedMoneyAndFlagsAreNoState() {
    #expect(Self.published("oneTimePurchaseCents", in: "EarningsModel").isEmpty)
    #expect(Self.published("subscriptionRevenue", in: "EarningsModel").isEmpty)
    #expect(Self.published("entitlementEnforcementEnabled", in: "AMENFeatureFlags").isEmpty)
    #expect(Self.published("isPremium", in: "RemoteConfigStore").isEmpty)
    // The customer's own state still gets the note.
    #expect(Self.published("isPremium", in: "EarningsModel").count == 1)
    #expect(Self.published("hasActiveSubscription", in: "AccountModel").count == 1)
    #expect(NotificationSubscriptionStateRule.namesFlagStore("AppFeatureFlags"))
    #expect(!NotificationSubscriptionStateRule.namesFlagStore("FlagshipStore"))
  }

  /// Findings for a document app whose `ContentView` declares a tip menu,
  /// drawn when `body` names it in `drawn`.
  private static func tipMenuApp(drawn: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "ContentView()"),
      "App/ContentView.swift": """
      import SwiftUI
      import StoreKit

      struct ContentView: View {
        @StateObject private var store = StoreManager()

        var body: some View {
          VStack {
            Text("Editor")
            DRAWN
          }
        }

        var toolGiftMenu: some View {
          Menu {
            Button("Buy for $2.99") { store.purchase(id: "app.tip.small") }
            Button("Buy for $4.99") { store.purchase(id: "app.tip.large") }
          } label: {
            Image(systemName: "gift")
          }
        }
      }

      """.replacingOccurrences(of: "DRAWN", with: drawn),
      "App/StoreManager.swift": """
      import StoreKit

      final class StoreManager: NSObject, ObservableObject {
        var products: [SKProduct] = []
        func purchase(id: String) {
          guard let product = products.first(where: { $0.productIdentifier == id }) else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A view's member that body never names is never drawn; once body names it, it is")
  func undrawnViewMember() {
    #expect(Self.tipMenuApp(drawn: "").isEmpty)
    let drawn = Self.tipMenuApp(drawn: "toolGiftMenu")
    #expect(drawn.filter { $0.rule == .hardcodedPrice }.count == 2, "\(drawn)")
    #expect(drawn.contains { $0.rule == .paywallPriceNotFromStore }, "\(drawn)")
  }

  @Test(
    "A placeholder project file inside a fixtures folder is skipped; one in the app is unreadable")
  func fixtureProjectSkipped() {
    let placeholder = "// fixture project marker\n"
    let snapshot = ProjectSnapshot(
      files: [
        "App/App.swift": "import SwiftUI\n",
        "docs/tool/fixtures/proof-pass/Proof.xcodeproj/project.pbxproj": placeholder,
        "Broken.xcodeproj/project.pbxproj": placeholder,
      ].map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) })
    let report = Doctor.report(snapshot)
    let unreadable = report.findings.filter { $0.rule == .unreadableFile && $0.severity != .note }
    #expect(unreadable.map(\.file) == ["Broken.xcodeproj/project.pbxproj"], "\(unreadable)")
    #expect(
      report.summary.skipped.contains {
        $0.path == "docs/tool/fixtures/proof-pass/Proof.xcodeproj/project.pbxproj"
      }, "\(report.summary.skipped)")
  }

  /// `paywall-price-not-from-store` for a lifetime-unlock paywall showing
  /// the `priceDisplay` its StoreKit client builds with `fill`.
  private static func displayStructPaywall(fill: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView(client: SystemStoreKitClient())"),
      "App/StoreKitClient.swift": """
      import StoreKit

      struct ProProductDisplay: Equatable {
        let productID: String
        let priceDisplay: String
      }

      protocol StoreKitClient {
        func availableProducts() async throws -> [ProProductDisplay]
        func purchase(productID: String) async throws
      }

      struct SystemStoreKitClient: StoreKitClient {
        func availableProducts() async throws -> [ProProductDisplay] {
          try await Product.products(for: ["app.pro.lifetime"]).map { product in
            ProProductDisplay(productID: product.id, priceDisplay: FILL)
          }
        }
        func purchase(productID: String) async throws {
          guard let product = try await Product.products(for: [productID]).first else { return }
          _ = try await product.purchase()
        }
      }

      """.replacingOccurrences(of: "FILL", with: fill),
      "App/PaywallView.swift": """
      import SwiftUI

      struct PaywallView: View {
        let client: StoreKitClient
        @State private var products: [ProProductDisplay] = []

        var body: some View {
          VStack {
            Text("Unlock Pro forever")
            Text(products.first?.priceDisplay ?? "—")
            Button("Buy") { Task { try? await client.purchase(productID: "app.pro.lifetime") } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { products = (try? await client.availableProducts()) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A price field the app fills only from the store carries the store's price")
  func storeFilledDisplayField() throws {
    #expect(Self.displayStructPaywall(fill: "product.displayPrice").isEmpty)
    #expect(Self.displayStructPaywall(fill: "\"$9.99\"").count == 1)
    // A label also written as a literal is no store price.
    #expect(
      PaywallRules.storeFilledPriceLabels([
        try SwiftSource(
          path: "A.swift", role: .app,
          bytes: Array(
            "let a = Row(priceText: product.displayPrice)\nlet b = Row(priceText: \"$1.99\")\n"
              .utf8))
      ]).isEmpty)
  }

  /// `secret-api-key` findings for a receipt helper holding `code`.
  private static func receiptHelper(_ code: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/ReceiptHelper.swift": """
      import StoreKit
      import SwiftyStoreKit

      final class ReceiptHelper {
        CODE
      }

      """.replacingOccurrences(of: "CODE", with: code)
    ]).filter { $0.rule == .secretAPIKey }
  }

  @Test("An App Store shared secret is found where the code says what it is, not by shape alone")
  func appStoreSharedSecret() {
    let secret = "d15077ddf1e541c689b708a74132960d"
    let named = Self.receiptHelper("private let sharedSecret = \"\(secret)\"")
    #expect(named.count == 1 && named[0].message.contains("App Store shared secret"), "\(named)")
    #expect(!named[0].message.contains(secret), "the secret is never printed whole")
    let validator = Self.receiptHelper(
      """
      func verify() {
        let validator = AppleReceiptValidator(service: .production, sharedSecret: "\(secret)")
        SwiftyStoreKit.verifyReceipt(using: validator) { _ in }
      }
      """)
    #expect(validator.count == 1, "\(validator)")
    let password = Self.receiptHelper(
      "func verify() { SwiftyStoreKit.verifyReceipt(password: \"\(secret)\") { _ in } }")
    #expect(password.count == 1, "\(password)")
    // The same shape as a file's checksum or another service's password is no secret of the store's.
    #expect(Self.receiptHelper("let checksum = \"\(secret)\"").isEmpty)
    #expect(
      Self.receiptHelper("func log() { login(user: \"a\", password: \"\(secret)\") }").isEmpty)
    let xcconfig = Fixtures.findings(files: [
      "App/App.swift": "import StoreKit\n",
      "Config/Release.xcconfig": "APP_SHARED_SECRET = \(secret)\nBUILD_HASH = \(secret)\n",
    ]).filter { $0.rule == .secretAPIKey }
    #expect(xcconfig.map(\.line) == [1], "\(xcconfig)")
  }

  /// `paywall-missing-restore` errors of a UIKit paywall whose Restore button
  /// runs `handleRestore`, declared with `body`.
  private static func emptyRestoreErrors(body: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Capstone"),
      "Sources/Capstone/PremiumViewController.swift": """
      import StoreKit
      import UIKit

      final class PremiumViewController: UIViewController {
        var product: SKProduct?
        let restoreButton = UIButton(type: .system)

        override func viewDidLoad() {
          super.viewDidLoad()
          restoreButton.setTitle("Restore", for: .normal)
          restoreButton.addTarget(self, action: #selector(handleRestore), for: .touchUpInside)
        }

        @IBAction func subscribe(_ sender: UIButton) {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

        @objc private func handleRestore() {
          BODY
        }
      }

      """.replacingOccurrences(of: "BODY", with: body),
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test("A Restore button whose action is empty restores nothing")
  func emptyRestoreAction() {
    #expect(Self.emptyRestoreErrors(body: "//print(\"restore button tapped\")") == 1)
    #expect(
      Self.emptyRestoreErrors(body: "SKPaymentQueue.default().restoreCompletedTransactions()") == 0)
  }

  /// Paywall findings for a game whose store manager sells packs, coins and
  /// Premium, and whose `UnlockSheet` buys `product`.
  private static func packSheet(buying product: String, restore: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "UnlockSheet()"),
      "App/StoreKitManager.swift": """
      import StoreKit

      @MainActor
      final class StoreKitManager: ObservableObject {
        static let shared = StoreKitManager()
        static let fantasyPackID = "com.battle.fantasypack"
        static let coinsID = "com.battle.coins1000"
        static let premiumMonthlyID = "com.battle.premium.monthly"
        static let premiumAnnualID = "com.battle.premium.annual"
        @Published var products: [Product] = []

        var fantasyPackProduct: Product? { products.first { $0.id == Self.fantasyPackID } }
        var coins1000Product: Product? { products.first { $0.id == Self.coinsID } }
        var premiumMonthlyProduct: Product? { products.first { $0.id == Self.premiumMonthlyID } }

        func load() async {
          products = (try? await Product.products(for: [
            Self.fantasyPackID, Self.coinsID, Self.premiumMonthlyID, Self.premiumAnnualID,
          ])) ?? []
        }

        func purchase(_ product: Product) async -> Bool {
          (try? await product.purchase()) != nil
        }

        func restorePurchases() async { try? await AppStore.sync() }
      }

      """,
      "App/UnlockSheet.swift": """
      import SwiftUI

      struct UnlockSheet: View {
        @StateObject private var store = StoreKitManager.shared

        var body: some View {
          VStack {
            Text("Unlock it now")
            Button {
              Task {
                if let product = store.PRODUCT {
                  _ = await store.purchase(product)
                }
              }
            } label: {
              Text(store.PRODUCT?.displayPrice ?? "…")
            }
            Text("Also included in Premium subscription")
            RESTORE
          }
        }
      }

      """.replacingOccurrences(of: "PRODUCT", with: product)
        .replacingOccurrences(
          of: "RESTORE",
          with: restore
            ? "Button(\"Restore Purchases\") { Task { await store.restorePurchases() } }" : ""),
    ]).filter {
      $0.rule == .paywallMissingLegalLinks || $0.rule == .paywallMissingRestore
    }
  }

  @Test(
    "A sheet buying the manager's named pack or coins sells that, not the manager's subscriptions")
  func namedProductDecidesOffer() {
    #expect(Self.packSheet(buying: "fantasyPackProduct", restore: true).isEmpty)
    let pack = Self.packSheet(buying: "fantasyPackProduct", restore: false)
    #expect(pack.map(\.rule) == [.paywallMissingRestore], "\(pack)")
    #expect(Self.packSheet(buying: "coins1000Product", restore: false).isEmpty)
    let premium = Self.packSheet(buying: "premiumMonthlyProduct", restore: true)
    #expect(premium.map(\.rule) == [.paywallMissingLegalLinks], "\(premium)")
    #expect(Paywall.productNameKind("removeAdsProduct") == .oneTime)
    #expect(Paywall.productNameKind("lifeTime") == .oneTime)
    #expect(Paywall.productNameKind("energy") == .consumables)
    #expect(Paywall.productNameKind("proLifetimeProduct") == nil)
    #expect(Paywall.productNameKind("selectedProduct") == nil)
  }

  @Test("Flutter's generated xcconfig is a note only where a Flutter project can create it")
  func flutterShellWithoutFlutter() {
    func includes(_ extra: [String: String]) -> [Finding] {
      Fixtures.findings(
        files: [
          "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
          "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
          "Config/Project.xcconfig": "#include \"Generated.xcconfig\"\n",
        ].merging(extra) { $1 }
      ).filter { $0.rule == .brokenXCConfigInclude }
    }
    let live = includes(["pubspec.yaml": "name: runner\n"])
    #expect(live.map(\.severity) == [.note], "\(live)")
    let gone = includes([:])
    #expect(gone.map(\.severity) == [.error], "\(gone)")
  }

  /// Findings for a UIKit points shop selling `ids`, which posts a purchase
  /// notification after each one.
  private static func pointShop(ids: [String]) -> [Finding] {
    let list = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Points"),
      "Sources/Points/ShopViewController.swift": """
      import StoreKit
      import UIKit

      extension Notification.Name {
        static let IAPHelperPurchaseNotification = Notification.Name("IAPHelperPurchaseNotification")
      }

      final class ShopViewController: UIViewController, SKProductsRequestDelegate,
        SKPaymentTransactionObserver
      {
        var products: [SKProduct] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          let request = SKProductsRequest(productIdentifiers: Set([LIST]))
          request.delegate = self
          request.start()
          NotificationCenter.default.addObserver(
            self, selector: #selector(purchased), name: .IAPHelperPurchaseNotification, object: nil)
        }

        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          products = response.products
        }

        @IBAction func buy(_ sender: UIButton) {
          SKPaymentQueue.default().add(SKPayment(product: products[sender.tag]))
        }

        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .purchased {
            NotificationCenter.default.post(name: .IAPHelperPurchaseNotification, object: transaction)
            queue.finishTransaction(transaction)
          }
        }

        @objc func purchased() {}
      }

      """.replacingOccurrences(of: "LIST", with: list),
    ]).filter {
      $0.rule == .notificationSubscriptionState || $0.rule == .paywallMissingRestore
        || $0.rule == .paywallMissingLegalLinks
    }
  }

  @Test("A shop whose products are quantities of one unit sells a balance, not subscriptions")
  func quantityFamilyShop() {
    let pins = [
      "com.shop.app.5pin", "com.shop.app.10pin", "com.shop.app.20pin", "com.shop.app.30pin",
    ]
    let shop = Self.pointShop(ids: pins)
    #expect(shop.isEmpty, "\(shop)")
    // The same shop selling plans is held to the subscription rules.
    let plans = Self.pointShop(ids: [
      "com.shop.app.pro.monthly", "com.shop.app.pro.yearly", "com.shop.app.pro.weekly",
    ])
    #expect(plans.contains { $0.rule == .notificationSubscriptionState }, "\(plans)")
    #expect(plans.contains { $0.rule == .paywallMissingRestore }, "\(plans)")
    // An unlock whose id happens to hold a tip's word is kept, not a balance.
    let unlock = Self.pointShop(ids: ["ski.tip.full.unlock.1"])
    #expect(unlock.contains { $0.rule == .notificationSubscriptionState }, "\(unlock)")
    #expect(Paywall.isQuantityFamily(Set(pins + ["com.other.11pin", "com.other.23pin"])))
    #expect(!Paywall.isQuantityFamily(["app.1month", "app.3months", "app.12months"]))
    #expect(!Paywall.isQuantityFamily(["com.app.10pin", "com.app.20pin", "com.app.pro"]))
  }

  /// Findings for a SwiftPM menu-bar app whose `SubscriptionManager` posts
  /// an expiry notification, importing `imports`.
  private static func menuBarApp(imports: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "OmniKey",
        platforms: [.macOS(.v13)],
        targets: [.executableTarget(name: "OmniKey", path: "Sources")]
      )

      """,
      "Sources/main.swift": """
      import AppKit
      IMPORTS

      NotificationCenter.default.addObserver(
        forName: .subscriptionExpired, object: nil, queue: .main
      ) { _ in SubscriptionManager.shared.showRenewal() }
      Task { await SubscriptionManager.shared.activate() }
      NSApplication.shared.run()

      """.replacingOccurrences(of: "IMPORTS", with: imports),
      "Sources/SubscriptionManager.swift": """
      import Foundation

      extension Notification.Name {
        static let subscriptionExpired = Notification.Name("subscriptionExpired")
      }

      final class SubscriptionManager {
        static let shared = SubscriptionManager()
        var userKey: String?
        func activate() async {
          NotificationCenter.default.post(name: .subscriptionExpired, object: nil)
        }
        func showRenewal() {}
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "An app updating itself with Sparkle is sold outside the App Store; without it, it may not be")
  func sparkleAppSellsOutsideStore() {
    #expect(Self.menuBarApp(imports: "import Sparkle").isEmpty)
    #expect(!Self.menuBarApp(imports: "").isEmpty)
  }

  /// `hardcoded-price` findings for a tier enum the membership store keeps,
  /// whose prices only `SignUpView` reads; the app's root view is `root`.
  private static func tierPrices(root: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct ConnectApp: App {
        @StateObject private var store = MembershipStore()
        var body: some Scene { WindowGroup { ROOT } }
      }

      final class MembershipStore: ObservableObject {
        @Published var tier: ConnectLevel = .free
        func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      enum ConnectLevel {
        case free, plus
        var monthlyPrice: String {
          switch self {
          case .free: "Free"
          case .plus: "$4.99/mo"
          }
        }
      }

      struct HomeView: View {
        var body: some View { Text("Home") }
      }

      struct SignUpView: View {
        var body: some View { Text(ConnectLevel.plus.monthlyPrice) }
      }

      #Preview { SignUpView() }

      """.replacingOccurrences(of: "ROOT", with: root)
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A price member read only by a screen nothing shows is never shown; once shown, it is")
  func memberReadOnlyByUnshownScreen() {
    #expect(Self.tierPrices(root: "HomeView()").isEmpty)
    #expect(Self.tierPrices(root: "SignUpView()").count == 1)
  }

  /// `paywall-price-not-from-store` findings for a wager screen composing a
  /// coin badge, which shows its coin shop `inline` or in a sheet.
  private static func wagerScreen(badgeBody: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "WagerView()"),
      "App/Store.swift": """
      import StoreKit

      final class CoinStore: ObservableObject {
        static let shared = CoinStore()
        @Published var coinsProduct: Product?
        func purchase(_ product: Product) async { _ = try? await product.purchase() }
      }

      """,
      "App/WagerView.swift": """
      import SwiftUI

      struct WagerView: View {
        @StateObject private var store = CoinStore.shared
        var body: some View {
          VStack {
            CoinBadge()
            if let product = store.coinsProduct {
              Button("Buy 1,000 coins for \\(product.displayPrice)") {
                Task { await store.purchase(product) }
              }
            }
          }
        }
      }

      struct CoinBadge: View {
        @State private var showShop = false
        var body: some View {
          BADGE
        }
      }

      struct CoinShopSheet: View {
        @StateObject private var store = CoinStore.shared
        var body: some View {
          Button(store.coinsProduct?.displayPrice ?? "$1.99") {
            Task { if let product = store.coinsProduct { await store.purchase(product) } }
          }
        }
      }

      """.replacingOccurrences(of: "BADGE", with: badgeBody),
    ]).filter { $0.rule == .paywallPriceNotFromStore && $0.file == "App/WagerView.swift" }
      .filter { $0.message.contains("WagerView") }
  }

  @Test("A screen is not charged for the price of a sheet a view it composes presents")
  func presentedSheetPriceIsItsOwn() {
    let presented = Self.wagerScreen(
      badgeBody:
        "Button(\"Coins\") { showShop = true }.sheet(isPresented: $showShop) { CoinShopSheet() }"
    )
    #expect(presented.isEmpty, "\(presented)")
    let inline = Self.wagerScreen(badgeBody: "VStack { Text(\"Coins\"); CoinShopSheet() }")
    #expect(inline.count == 1, "\(inline)")
  }

  /// `paywall-missing-restore` findings for a sheet buying the package a
  /// `@State var selectedPackage: PACKAGE?` holds, through a manager whose
  /// ids include Premium.
  private static func selectedPackageSheet(type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PurchaseSheet()"),
      "App/StoreKitManager.swift": """
      import StoreKit

      struct TYPE: Identifiable { let id: String; let product: Product }

      final class StoreKitManager: ObservableObject {
        static let shared = StoreKitManager()
        let ids = ["com.video.credits.25", "com.video.premium.monthly"]
        @Published var availablePackages: [TYPE] = []
        func purchase(_ package: TYPE) async { _ = try? await package.product.purchase() }
      }

      """.replacingOccurrences(of: "TYPE", with: type),
      "App/PurchaseSheet.swift": """
      import SwiftUI

      struct PurchaseSheet: View {
        @StateObject private var storeKit = StoreKitManager.shared
        @State private var selectedPackage: TYPE?

        var body: some View {
          VStack {
            Text("Renews monthly unless cancelled")
            ForEach(storeKit.availablePackages) { package in
              Button(package.product.displayPrice) { selectedPackage = package }
            }
            Button("Purchase", action: handlePurchase)
          }
        }

        private func handlePurchase() {
          guard let package = selectedPackage else { return }
          Task { await storeKit.purchase(package) }
        }
      }

      """.replacingOccurrences(of: "TYPE", with: type),
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A sheet buying the package its state holds sells what that state's type is named for")
  func selectedPackageType() {
    #expect(Self.selectedPackageSheet(type: "CreditPackage").isEmpty)
    #expect(Self.selectedPackageSheet(type: "PlanPackage").count == 1)
  }

  /// Paywall findings for an app whose paywall is presented by a modifier
  /// that a `View` extension applies; `home` is the root view's body.
  private static func modifierPaywall(home: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "HomeView()"),
      "App/HomeView.swift": """
      import SwiftUI

      struct HomeView: View {
        @State private var showPaywall = false
        var body: some View {
          HOME
        }
      }

      """.replacingOccurrences(of: "HOME", with: home),
      "App/Paywall.swift": """
      import SwiftUI
      import StoreKit

      struct SubscriptionPaywall: View {
        let products: [Product]
        var body: some View {
          ForEach(products) { product in
            Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
          }
        }
      }

      struct SubscriptionPaywallModifier: ViewModifier {
        @Binding var isPresented: Bool
        func body(content: Content) -> some View {
          content.sheet(isPresented: $isPresented) { SubscriptionPaywall(products: []) }
        }
      }

      extension View {
        func subscriptionPaywall(isPresented: Binding<Bool>) -> some View {
          modifier(SubscriptionPaywallModifier(isPresented: isPresented))
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A paywall only a View extension nobody calls presents is shown nowhere; once called, it is")
  func paywallBehindUncalledViewExtension() {
    #expect(Self.modifierPaywall(home: "Text(\"Home\")").isEmpty)
    #expect(
      Self.modifierPaywall(home: "Text(\"Home\").subscriptionPaywall(isPresented: $showPaywall)")
        .count == 1)
  }
}

extension SeventiethRoundShapeTests {
  /// Known-issue notes in a document app whose StoreKit 1 tip store is
  /// reached only from `ContentView.toolGiftMenu` and whose products request
  /// starts in `getProducts()`; `body` draws `shown`, `appearance` runs on appear.
  private static func tipStoreNotes(
    shown: String, appearance: String = "", delegates: String = "SKProductsRequestDelegate"
  ) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Signed"),
      "Sources/Signed/SignedApp.swift": Fixtures.swiftUIApp(showing: "ContentView()"),
      "Sources/Signed/ContentView.swift": """
      import SwiftUI

      struct ContentView: View {
        @StateObject var storeManager = StoreManager()

        var body: some View {
          VStack { SHOWN }
            .onAppear { APPEARANCE }
        }

        var toolGiftMenu: some View {
          Menu {
            Button(action: { storeManager.purchaseId("com.example.signed.tip2") }) {
              Text("Tip the author")
            }
          } label: {
            Image(systemName: "gift")
          }
        }
      }

      """
      .replacingOccurrences(of: "SHOWN", with: shown)
      .replacingOccurrences(of: "APPEARANCE", with: appearance),
      "Sources/Signed/StoreManager.swift": """
      import StoreKit

      final class StoreManager: NSObject, ObservableObject, DELEGATES,
        SKPaymentTransactionObserver
      {
        @Published var products: [SKProduct] = []

        func getProducts() {
          SKPaymentQueue.default().add(self)
          let request = SKProductsRequest(productIdentifiers: ["com.example.signed.tip2"])
          request.delegate = self
          request.start()
        }

        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          DispatchQueue.main.async { self.products = response.products }
        }

        func purchaseId(_ id: String) {
          if let product = products.first(where: { $0.productIdentifier == id }) {
            purchaseProduct(product)
          }
        }

        func purchaseProduct(_ product: SKProduct) {
          let payment = SKPayment(product: product)
          SKPaymentQueue.default().add(payment)
        }

        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions { queue.finishTransaction(transaction) }
        }
      }

      """.replacingOccurrences(of: "DELEGATES", with: delegates),
    ]).filter { $0.rule == .knownStoreKitIssue && $0.file.hasSuffix("StoreManager.swift") }
  }

  @Test(
    "Store code reached only from a view member nothing draws, or a request never started, runs never"
  )
  func storeCodeBehindDeadMember() {
    #expect(Self.tipStoreNotes(shown: "Text(\"Editor\")").isEmpty)
    // Drawn from `body`, the tip menu buys.
    let drawn = Self.tipStoreNotes(shown: "Text(\"Editor\"); toolGiftMenu")
    #expect(drawn.contains { $0.line == 27 })
    #expect(!drawn.contains { $0.line == 16 })
    // Started on appear, the request answers its delegate.
    let started = Self.tipStoreNotes(
      shown: "Text(\"Editor\")", appearance: "storeManager.getProducts()")
    #expect(started.contains { $0.line == 16 })
    #expect(!started.contains { $0.line == 27 })
    // A Swift SDK's delegate names its requirements freely
    // (`handleSuperwallEvent(withInfo:)`): any method may be one, so both run.
    let swiftDelegate = Self.tipStoreNotes(
      shown: "Text(\"Editor\")", delegates: "SKProductsRequestDelegate, SuperwallDelegate")
    #expect(swiftDelegate.contains { $0.line == 16 } && swiftDelegate.contains { $0.line == 27 })
  }
}

extension SeventiethRoundShapeTests {
  /// Cancel notes for a store whose transaction observer conforms through
  /// the app's own protocol `Billing`, declared with `inherits`.
  private static func inheritedObserverNotes(inherits: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Guard"),
      "Sources/Guard/GuardApp.swift": """
      @main
      struct GuardApp {
        static func main() { BillingManager.shared.start() }
      }

      """,
      "Sources/Guard/Billing.swift": """
      import StoreKit

      protocol Billing: \(inherits) {
        func start()
      }

      final class BillingManager: NSObject, Billing {
        static let shared = BillingManager()
        func start() { SKPaymentQueue.default().add(self) }
      }

      extension BillingManager {
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .failed {
            fail(transaction)
          }
        }

        private func fail(_ transaction: SKPaymentTransaction) {
          if (transaction.error as? SKError)?.code != .paymentCancelled { print("failed") }
          SKPaymentQueue.default().finishTransaction(transaction)
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled state") }
  }

  @Test("A framework protocol the app's own protocol inherits calls the conformer's callbacks")
  func observerThroughOwnProtocol() {
    #expect(
      Self.inheritedObserverNotes(inherits: "AnyObject, SKPaymentTransactionObserver").count == 1)
    // `paymentQueue(_:updatedTransactions:)` of a type StoreKit never calls
    // is called by name only, and nothing calls it.
    #expect(Self.inheritedObserverNotes(inherits: "AnyObject").isEmpty)
  }
}
