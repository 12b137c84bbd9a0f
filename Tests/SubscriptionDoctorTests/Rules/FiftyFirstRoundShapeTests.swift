import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes of the fifty-first round (docs/doctor-rules.md,
/// "Fifty-first round"), each beside the shape that must still fire.
struct FiftyFirstRoundShapeTests {
  @Test("Words that only look like subscriptions: a certificate's expiry, a carrier's subscriber")
  func lookalikeWords() {
    #expect(!Paywall.readsExpiry("an expired certificate was detected."))
    #expect(!Paywall.readsExpiry("the crl expired"))
    #expect(Paywall.readsExpiry("your plan expires on"))
    #expect(Paywall.readsExpiry("expired. renew to keep pro"))
    #expect(Paywall.namesCarrier("servicesubscribercellularproviders"))
    #expect(Paywall.namesCarrier("subscribercellularprovider"))
    #expect(!Paywall.namesCarrier("issubscriber"))
    #expect(Paywall.creditsBalance("addcoin"))
    #expect(!Paywall.creditsBalance("addlinetopoint"))
  }

  @Test("A sentence about other apps' subscriptions says what this app does not sell")
  func comparedApps() {
    let text = Paywall.withoutDenials(
      "one payment. most apps in this category charge a subscription. this is forever.")
    #expect(!text.contains("subscription"), "\(text)")
    #expect(Paywall.withoutDenials("pro is a subscription.").contains("subscription"))
  }

  /// Legal-links findings for a one-time unlock paywall saying `pitch`.
  private static func unlockScreen(pitch: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import StoreKit

      @main
      struct TipApp: App {
        var body: some Scene { WindowGroup { UnlockView() } }
      }

      struct UnlockView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("\(pitch)")
            Button(product?.displayPrice ?? "") { Task { _ = try? await product?.purchase() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { product = try? await Product.products(for: ["tip.unlock.forever"]).first }
        }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A one-time unlock comparing itself with subscription apps sells no subscription")
  func comparisonOnUnlockScreen() {
    #expect(
      Self.unlockScreen(pitch: "Most apps charge a subscription. This is one payment.").isEmpty)
    #expect(Self.unlockScreen(pitch: "Pro is a monthly subscription.").count == 1)
  }

  /// `purchases-multiple-owners` findings for an owner and a second type
  /// fetching with `call`.
  private static func secondUse(_ call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct FitApp: App {
        init() {
          Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
          SubscriptionManager.shared.refresh()
        }
        var body: some Scene {
          WindowGroup {
            Text("Fit").onAppear {
              \(call)
            }
          }
        }
      }

      final class SubscriptionManager {
        static let shared = SubscriptionManager()
        var isPro = false
        func update(_ info: CustomerInfo?) { isPro = info?.entitlements["pro"]?.isActive == true }
        func refresh() { Purchases.shared.getCustomerInfo { info, _ in self.update(info) } }
        func buy(_ package: Package) { Purchases.shared.purchase(package: package) { _, _, _, _ in } }
      }

      """
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test(
    "A completion that only logs, or hands the info to another type's shared instance, keeps nothing"
  )
  func completionsKeepingNothing() {
    #expect(
      Self.secondUse(
        """
        Purchases.shared.getOfferings { offerings, _ in
          if let packages = offerings?.current?.availablePackages { print(packages.count) }
        }
        """
      ).isEmpty)
    #expect(
      Self.secondUse(
        "Purchases.shared.getCustomerInfo { info, _ in SubscriptionManager.shared.update(info) }"
      ).isEmpty)
    #expect(
      Self.secondUse(
        """
        Purchases.shared.getOfferings { offerings, _ in
          cachedCount = offerings?.current?.availablePackages.count ?? 0
        }
        """
      ).count == 1)
    // FaceApp (hundred-and-tenth round): a variable of the completion's own,
    // set again inside it, keeps nothing either.
    #expect(
      Self.secondUse(
        """
        Purchases.shared.getOfferings { offerings, _ in
          var duration = ""
          if offerings?.current?.annual != nil { duration = "/Year" }
          print(duration)
        }
        """
      ).isEmpty)
    #expect(
      Self.secondUse(
        """
        Purchases.shared.getOfferings { offerings, _ in
          var duration = ""
          if offerings?.current?.annual != nil { self.duration = "/Year" }
          print(duration)
        }
        """
      ).count == 1)
  }

  /// Findings of `rule` for a test key constant read by `reader`.
  private static func sandboxKey(reader: String, rule: RuleID) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      enum Keys {
        static let sandboxAPIKey = "test_aBcDeFgHiJkLmNoPqRsTuVwXyZ"
        static let productionAPIKey = "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1"
        static var apiKey: String {
          \(reader)
        }
      }

      @main
      struct TimeApp: App {
        init() { Purchases.configure(withAPIKey: Keys.apiKey) }
        var body: some Scene { WindowGroup { Text("Time") } }
      }

      """
    ]).filter { $0.rule == rule }
  }

  @Test("A test key constant read only inside #if DEBUG reaches no Release build")
  func testKeyReadOnlyInDebug() {
    let debugOnly = """
      #if DEBUG
          return sandboxAPIKey
          #else
          return productionAPIKey
          #endif
      """
    #expect(Self.sandboxKey(reader: debugOnly, rule: .testKeyInRelease).isEmpty)
    #expect(
      Self.sandboxKey(reader: "return sandboxAPIKey", rule: .testKeyInRelease).count == 1)
  }

  /// Drift notes for a `.storekit` file bundled by the target of `productType`.
  private static func bundledStoreKit(productType: String) -> [Finding] {
    let project = ProjectText.oneTarget(
      sources: ["App.swift", "Products.storekit"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"
    ).replacingOccurrences(
      of: "com.apple.product-type.application", with: productType)
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": project,
      "App/App.swift": "import SwiftUI\n",
      "App/Products.storekit": RecallCase.storeKitFile([("com.example.pro.monthly", "4.99")]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("scheme") }
  }

  @Test("A .storekit file only a test target bundles is a test fixture, not an unused file")
  func testTargetStoreKit() {
    #expect(Self.bundledStoreKit(productType: "com.apple.product-type.bundle.unit-test").isEmpty)
    #expect(Self.bundledStoreKit(productType: "com.apple.product-type.application").count == 1)
  }

  /// Restore findings for a view controller whose `caller` calls the
  /// manager's `called`, which buys through SwiftyStoreKit when `buys`.
  private static func orderScreen(caller: String, called: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Manager.swift": """
      import Foundation
      import SwiftyStoreKit

      enum IAPType: String { case year = "com.kik.year" }

      final class PurchaseManager {
        static let `default` = PurchaseManager()
        func order(iapType: IAPType, success: (() -> Void)? = nil) {
          SwiftyStoreKit.purchaseProduct(iapType.rawValue) { _ in success?() }
        }
        func refresh() {}
      }

      """,
      "App/StoreVC.swift": """
      import UIKit

      final class StoreVC: UIViewController {
        @objc func yearClick() { \(caller)() }
      }

      extension StoreVC {
        func \(caller)() {
          PurchaseManager.default.\(called)
        }
      }

      """,
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func applicationDidFinishLaunching(_ application: UIApplication) {
          window?.rootViewController = StoreVC()
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A screen ordering through its manager's method that buys is a paywall; a refresh is not")
  func orderingScreen() {
    #expect(
      Self.orderScreen(caller: "purchaseOrderIAP", called: "order(iapType: .year)").count == 1)
    #expect(Self.orderScreen(caller: "reloadList", called: "refresh()").isEmpty)
  }

  /// Legal-links findings for a shop of credit packs saying `note`, buying
  /// through a manager that also sells subscriptions.
  private static func creditShop(note: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct BananaApp: App {
        var body: some Scene { WindowGroup { ShopPage() } }
      }

      struct ShopPage: View {
        @StateObject private var subscriptionManager = SubscriptionManager.shared
        let packs = [("85", "com.navo.ai.85.credits"), ("300", "com.navo.ai.300.credits")]
        var body: some View {
          VStack {
            Text("\(note)")
            ForEach(packs, id: \\.1) { pack in
              Button(subscriptionManager.price(of: pack.1)) {
              subscriptionManager.purchaseCredits(productId: pack.1)
            }
            }
            Button("Restore") { subscriptionManager.restore() }
          }
          .onAppear { subscriptionManager.fetchOfferings() }
        }
      }

      final class SubscriptionManager: ObservableObject {
        static let shared = SubscriptionManager()
        @Published var isSubscribed = false
        @Published var offerings: Offerings?
        func fetchOfferings() { Purchases.shared.getOfferings { offerings, _ in self.offerings = offerings } }
        func price(of id: String) -> String {
          offerings?.current?.availablePackages.first { $0.storeProduct.productIdentifier == id }?
            .storeProduct.localizedPriceString ?? ""
        }
        func purchaseCredits(productId: String) {
          guard let package = offerings?.current?.availablePackages.first(where: {
            $0.storeProduct.productIdentifier == productId
          }) else { return }
          Purchases.shared.purchase(package: package) { _, info, _, _ in
            self.isSubscribed = info?.entitlements["pro"]?.isActive == true
          }
        }
        func restore() { Purchases.shared.restorePurchases { _, _ in } }
      }

      """
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A shop whose own product ids are all credit packs sells consumables; one showing a plan does not"
  )
  func creditShopOfSubscriptionManager() {
    #expect(Self.creditShop(note: "Purchase Credits").isEmpty)
    #expect(Self.creditShop(note: "Or go unlimited with a monthly subscription").count == 1)
  }
}
