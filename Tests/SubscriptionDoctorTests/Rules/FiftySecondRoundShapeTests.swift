import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes of the fifty-second round (docs/doctor-rules.md,
/// "Fifty-second round"), each beside the shape that must still fire.
struct FiftySecondRoundShapeTests {
  /// A `.storekit` file listing one product of `type` (`NonConsumable`,
  /// `Consumable`).
  private static func storeKit(_ id: String, type: String) -> String {
    """
    {
      "products" : [
        { "displayPrice" : "4.99", "productID" : "\(id)", "type" : "\(type)" }
      ],
      "subscriptionGroups" : [],
      "version" : { "major" : 4, "minor" : 0 }
    }

    """
  }

  /// Legal-links findings for an unlock screen of an Apple-sample-style
  /// store whose product-type switch names `.autoRenewable`, its product
  /// typed `type` by the `.storekit` file.
  private static func sampleStore(type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct BagApp: App {
        var body: some Scene { WindowGroup { UnlockView() } }
      }

      final class Store: ObservableObject {
        @Published var unlocks: [Product] = []
        func load() async {
          let products = (try? await Product.products(for: ["bag.unlock"])) ?? []
          for product in products {
            switch product.type {
            case .nonConsumable: unlocks.append(product)
            case .autoRenewable: break
            default: break
            }
          }
        }
        func buy(_ product: Product) async { _ = try? await product.purchase() }
      }

      struct UnlockView: View {
        @StateObject private var store = Store()
        var body: some View {
          VStack {
            ForEach(store.unlocks) { product in
              Button(product.displayPrice) { Task { await store.buy(product) } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { await store.load() }
        }
      }

      """,
      "App/Products.storekit": type == "RecurringSubscription"
        ? RecallCase.storeKitFile([("bag.unlock", "4.99")]) : storeKit("bag.unlock", type: type),
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A product-type switch naming .autoRenewable sells what the .storekit file types")
  func productTypeSwitch() {
    #expect(Self.sampleStore(type: "NonConsumable").isEmpty)
    #expect(Self.sampleStore(type: "RecurringSubscription").count == 1)
  }

  /// Legal-links findings for a lifetime upsell saying `subtitle`.
  private static func upsell(subtitle: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct HoursApp: App {
        var body: some Scene { WindowGroup { UpsellSheet() } }
      }

      struct UpsellSheet: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("\(subtitle)")
            Button(product?.displayPrice ?? "") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { product = try? await Product.products(for: ["hours.premium"]).first }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A free tier's quota per week sells no subscription; a price per week does")
  func quotaOnUpsell() {
    #expect(Self.upsell(subtitle: "Free plan includes 3 sessions per week").isEmpty)
    #expect(Self.upsell(subtitle: "Premium is billed per week").count == 1)
  }

  /// Legal-links findings for a screen saying `pitch` whose manager names
  /// its entitlement check for subscriptions.
  private static func lifetimeScreen(pitch: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct HoursApp: App {
        var body: some Scene { WindowGroup { LifetimeSheet() } }
      }

      final class PremiumManager: ObservableObject {
        @Published var isPremium = false
        func checkSubscriptionStatus() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isPremium = true }
          }
        }
        func purchaseLifetime() async {
          guard let product = try? await Product.products(for: ["hours.premium"]).first else { return }
          _ = try? await product.purchase()
        }
      }

      struct LifetimeSheet: View {
        @StateObject private var premiumManager = PremiumManager()
        var body: some View {
          VStack {
            Text("\(pitch)")
            Button("Buy") { Task { await premiumManager.purchaseLifetime() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { await premiumManager.checkSubscriptionStatus() }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A screen saying it sells once is an unlock though its manager checks 'subscription status'")
  func lifetimeOnScreen() {
    #expect(Self.lifetimeScreen(pitch: "One-time purchase, lifetime access").isEmpty)
    #expect(Self.lifetimeScreen(pitch: "Lifetime access or a monthly subscription").count == 1)
  }

  @Test("A count of uses per period is a quota; a price per period bills")
  func quotaPerPeriod() {
    #expect(Paywall.countsUsesPerPeriod("free plan includes 3 sessions per week", "week"))
    #expect(!Paywall.countsUsesPerPeriod("$4.99 per week", "week"))
    #expect(!Paywall.countsUsesPerPeriod("pro is billed per week", "week"))
    #expect(!Paywall.countsUsesPerPeriod("5 dollars per month", "month"))
  }

  /// `purchases-multiple-owners` findings for an app whose own `Purchases`
  /// type is declared when `own`.
  private static func ownPurchasesType(own: Bool) -> [Finding] {
    var files = [
      "App/App.swift": """
      import SwiftUI
      \(own ? "" : "import RevenueCat")

      @main
      struct NomzApp: App {
        var body: some Scene {
          WindowGroup {
            Text(Purchases.shared.isPro ? "Pro" : "Free").onAppear { Settings().refresh() }
          }
        }
      }

      final class Settings {
        func refresh() { Purchases.shared.restore() }
      }

      """
    ]
    if own {
      files["App/Purchases.swift"] = """
        import StoreKit

        final class Purchases {
          static let shared = Purchases()
          var isPro = false
          func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
        }

        """
    }
    return Fixtures.findings(files: files).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test("An app's own Purchases type is not RevenueCat's")
  func ownPurchases() {
    #expect(Self.ownPurchasesType(own: true).isEmpty)
    #expect(Self.ownPurchasesType(own: false).count == 1)
  }

  /// Drift notes for a RevenueCat app whose `.storekit` has an unnamed
  /// product of `type`.
  private static func offeringProduct(type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct EjectApp: App {
        init() { Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1") }
        var body: some Scene { WindowGroup { Text("Eject").task { await load() } } }
        func load() async {
          _ = try? await Purchases.shared.offerings().current?.availablePackages
          _ = try? await Purchases.shared.products(["eject.tip"])
        }
      }

      """,
      "App/Products.storekit": """
      {
        "products" : [
          { "displayPrice" : "0.99", "productID" : "eject.tip", "type" : "Consumable" },
          { "displayPrice" : "9.99", "productID" : "eject.other", "type" : "\(type)" }
        ],
        "subscriptionGroups" : [],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("neither") }
  }

  @Test(
    "An unlock a RevenueCat offering sells is named in the dashboard; an unnamed consumable is not")
  func offeringUnlocks() {
    #expect(Self.offeringProduct(type: "NonConsumable").isEmpty)
    #expect(Self.offeringProduct(type: "Consumable").count == 1)
  }

  /// Restore findings for a tip jar selling RevenueCat packages, whose
  /// manager also reads `extra`.
  private static func revenueCatTipJar(extra: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct InkApp: App {
        var body: some Scene { WindowGroup { TipJarView() } }
      }

      final class TipJarManager: ObservableObject {
        @Published var packages: [Package] = []
        @Published var hasTipped = false
        func loadOfferings() async {
          packages = (try? await Purchases.shared.offerings().current?.availablePackages) ?? []
          \(extra)
        }
        func tip(_ package: Package) async {
          let result = try? await Purchases.shared.purchase(package: package)
          hasTipped = result?.customerInfo.nonSubscriptions.isEmpty == false
        }
      }

      struct TipJarView: View {
        @StateObject private var manager = TipJarManager()
        var body: some View {
          VStack {
            Text("Support the app")
            ForEach(manager.packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString) { Task { await manager.tip(package) } }
            }
          }
          .task { await manager.loadOfferings() }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A tip jar sold from RevenueCat offerings sells tips; one reading a subscription period does not"
  )
  func revenueCatTips() {
    #expect(Self.revenueCatTipJar(extra: "").isEmpty)
    #expect(
      Self.revenueCatTipJar(extra: "_ = packages.first?.storeProduct.subscriptionPeriod").count == 1
    )
  }

  @Test("A purchase waiting for Ask to Buy is no state; a completed one is")
  func deferredPurchase() {
    #expect(!NotificationSubscriptionStateRule.isStateName("purchaseDeferred"))
    #expect(!NotificationSubscriptionStateRule.isStateName("IAPPurchasePending"))
    #expect(NotificationSubscriptionStateRule.isStateName("purchaseCompleted"))
  }
}
