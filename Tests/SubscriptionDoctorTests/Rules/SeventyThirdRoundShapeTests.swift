import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-third round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyThirdRoundShapeTests {
  /// State findings for a VPN manager keeping its Combine chains in a set
  /// named `subscriptions`, each chain written as `chain`.
  private static func settingsChains(_ chain: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(VPNManager.shared.keepAlive ? \"On\" : \"Off\")"),
      "App/VPNManager.swift": """
      import Combine
      import Foundation
      import RevenueCat

      final class History {
        var isPro = false
      }

      final class VPNManager: ObservableObject {
        static let shared = VPNManager()
        @Published var keepAlive = false
        @Published var isPro = false
        private let history = History()
        private var subscriptions = Set<AnyCancellable>()

        init() {
          \(chain)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity != .note }
  }

  @Test("A chain inserted into a set of cancellables by hand is stored, like .store(in:)")
  func insertedCancellable() {
    let settings = Self.settingsChains(
      "subscriptions.insert($keepAlive.sink { UserDefaults.standard.set($0, forKey: \"keepAlive\") })"
    )
    #expect(settings.isEmpty, "\(settings)")
    // What the chain carries still counts: the Pro flag copied elsewhere.
    let copied = Self.settingsChains(
      "subscriptions.insert($isPro.sink { [weak self] value in self?.history.isPro = value })")
    #expect(copied.count == 1, "\(copied)")
  }

  /// Paywall findings for a section handed the offering's packages, drawn
  /// by `PaywallModal` the way `draw` says, beside a footer restoring and
  /// linking both documents.
  private static func packageSection(draw: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallModal()"),
      "App/PaywallModal.swift": """
      import RevenueCat
      import SwiftUI

      struct PaywallModal: View {
        @State private var offering: Offering?
        @State private var showOptions = false

        var body: some View {
          VStack {
            Text("Go Pro")
            \(draw)
            PaywallFooter()
          }
          .task { offering = try? await Purchases.shared.offerings().current }
        }
      }

      struct PaywallFooter: View {
        @Environment(\\.openURL) private var openURL

        var body: some View {
          VStack {
            Button("Restore purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            Button("Terms of Use") { openURL(URL(string: "https://subkit.dev/terms")!) }
            Button("Privacy Policy") { openURL(URL(string: "https://subkit.dev/privacy")!) }
          }
        }
      }

      """,
      "App/PackageOptions.swift": """
      import RevenueCat
      import SwiftUI

      struct PackageOptions: View {
        var packages: [Package]
        @State var selectedPackage: Package?

        var body: some View {
          VStack {
            ForEach(packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString + " / month") { selectedPackage = package }
            }
            Button("Subscribe") {
              guard let selectedPackage else { return }
              Task { _ = try? await Purchases.shared.purchase(package: selectedPackage) }
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore || $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A section handed the packages is judged with the screen drawing it inline, not one presenting it"
  )
  func handedPackageList() {
    let inline = Self.packageSection(
      draw: "if let offering { PackageOptions(packages: offering.availablePackages) }")
    #expect(inline.isEmpty, "\(inline)")
    let presented = Self.packageSection(
      draw: """
        Button("See plans") { showOptions = true }
              .sheet(isPresented: $showOptions) {
                PackageOptions(packages: offering?.availablePackages ?? [])
              }
        """)
    #expect(
      presented.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .paywallMissingLegalLinks, .paywallMissingRestore,
      ], "\(presented)")
  }
  /// `@Observable` notes for an iOS 17 library manager publishing
  /// `subscriptionStatus` of `type`.
  private static func libraryManager(holding type: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "LibraryDataManager.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct PlayerApp: App {
        @StateObject private var library = LibraryDataManager()
        var body: some Scene { WindowGroup { Text(library.subscriptionStatus == nil ? "-" : "+") } }
      }

      """,
      "App/LibraryDataManager.swift": """
      import MusicKit
      import StoreKit

      final class LibraryDataManager: ObservableObject {
        @Published var subscriptionStatus: \(type)? = nil
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test("MusicKit's subscription is the customer's Apple Music, nothing the app sells")
  func appleMusicSubscription() {
    let music = Self.libraryManager(holding: "MusicSubscription")
    #expect(music.isEmpty, "\(music)")
    let own = Self.libraryManager(holding: "Product.SubscriptionInfo.Status")
    #expect(own.count == 1, "\(own)")
  }
  /// Price findings for a store screen showing the manager's `priceLabel`,
  /// whose getter is `getter`.
  private static func managerPriceLabel(getter: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "StoreView()"),
      "App/StoreManager.swift": """
      import StoreKit

      @MainActor
      final class StoreManager: ObservableObject {
        @Published var product: Product?

        var priceLabel: String {
          \(getter)
        }

        func load() async { product = try? await Product.products(for: ["deck.full"]).first }
        func buy() async { _ = try? await product?.purchase() }
        func restore() async { try? await AppStore.sync() }
      }

      """,
      "App/StoreView.swift": """
      import SwiftUI

      struct StoreView: View {
        @StateObject private var storeKit = StoreManager()

        var body: some View {
          VStack {
            Text("Unlock the full deck")
            Button("Buy for " + storeKit.priceLabel) { Task { await storeKit.buy() } }
            Button("Restore Purchases") { Task { await storeKit.restore() } }
          }
          .task { await storeKit.load() }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A paywall showing a model's computed price with a literal fallback shows that literal")
  func managerFallbackPrice() {
    let fallback = Self.managerPriceLabel(getter: "product?.displayPrice ?? \"$4.99\"")
    #expect(fallback.map(\.message) == ["StoreView shows the hard-coded price \"$4.99\"."])
    #expect(Self.managerPriceLabel(getter: "product?.displayPrice ?? \"…\"").isEmpty)
  }

  @Test("A store product's own price is the store's, though an app enum also declares `price`")
  func storeMemberNamesAreTheStores() {
    let findings = Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "TipJarView()"),
      "App/Plan.swift": """
      enum Plan {
        case monthly
        var price: String { "$4.99" }
      }

      """,
      "App/TipJarView.swift": """
      import StoreKit
      import SwiftUI

      struct TipJarView: View {
        @State private var products: [Product] = []

        var body: some View {
          VStack {
            ForEach(products.sorted { $0.price < $1.price }) { product in
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
          }
          .task { products = (try? await Product.products(for: ["tip.small", "tip.large"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
    #expect(findings.isEmpty, "\(findings)")
  }
  /// Drift findings for an unlock `com.cipher.premium` the `.storekit` file
  /// types `type`, with ownership read by `ownership`.
  private static func unlockTyped(_ type: String, ownership: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/Products.storekit": """
      {
        "products" : [
          { "displayPrice" : "4.99", "productID" : "com.cipher.premium", "type" : "\(type)" }
        ],
        "subscriptionGroups" : [],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """,
      "App/StoreManager.swift": """
      import StoreKit

      @MainActor
      final class StoreManager: ObservableObject {
        static let premiumProductID = "com.cipher.premium"
        @Published var purchased: Set<String> = []

        func load() async { _ = try? await Product.products(for: [Self.premiumProductID]) }

        func refresh() async {
          \(ownership)
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("consumable") }
  }

  @Test(
    "An unlock typed Consumable in the .storekit file while ownership comes from currentEntitlements"
  )
  func consumableUnlock() {
    let entitlements = """
      for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result { purchased.insert(transaction.productID) }
          }
      """
    let consumable = Self.unlockTyped("Consumable", ownership: entitlements)
    #expect(consumable.map(\.file) == ["App/Products.storekit"], "\(consumable)")
    #expect(Self.unlockTyped("NonConsumable", ownership: entitlements).isEmpty)
    // Ownership kept by the app itself (a balance) reads no entitlement.
    #expect(
      Self.unlockTyped("Consumable", ownership: "purchased.insert(Self.premiumProductID)").isEmpty)
    #expect(StoreKitDriftRule.namesUnlock("pro_lifetime"))
    #expect(!StoreKitDriftRule.namesUnlock("com.app.premium.coins.100"))
  }
}
