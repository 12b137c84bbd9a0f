import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-fifth round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFifthRoundShapeTests {
  /// Legal-link findings for a paywall whose one legal link, labelled
  /// `label`, opens the constant `legalURL` (declared with `address` in the
  /// paywall and again in a settings screen).
  private static func oneLegalPage(label: String, address: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Words"),
      "Sources/Words/App.swift": Fixtures.swiftUIApp(
        showing: "TabView { PremiumView(); SettingsView() }"),
      "Sources/Words/SettingsView.swift": """
      import SwiftUI

      struct SettingsView: View {
        let legalURL = URL(string: "\(address)")!
        var body: some View { Link(destination: legalURL) { Text("\(label)") } }
      }

      """,
      "Sources/Words/PremiumView.swift": """
      import StoreKit
      import SwiftUI

      struct PremiumView: View {
        @State private var products: [Product] = []
        let legalURL = URL(string: "\(address)")!

        var body: some View {
          VStack {
            Text("Weekly or yearly subscription, cancel anytime")
            ForEach(products) { product in
              Button("\\(product.displayName) \\(product.displayPrice)") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            Link(destination: legalURL) { Text("\(label)") }
          }
          .task { products = (try? await Product.products(for: ["words.weekly", "words.yearly"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("One page holding both documents, named so after its host, opens both")
  func onePageForBothDocuments() {
    let both = "https://www.notion.so/APP-TERMS-AND-CONDITIONS-OF-USE-AND-PRIVACY-POLICY-4315?pvs=4"
    #expect(Self.oneLegalPage(label: "Terms & Conditions", address: both).isEmpty)
    // A page of the terms alone leaves the policy missing.
    let terms = Self.oneLegalPage(
      label: "Terms & Conditions", address: "https://www.notion.so/APP-TERMS-AND-CONDITIONS-4315")
    #expect(
      terms.count == 1 && terms.first?.message.contains("Privacy Policy.") == true, "\(terms)")
    // A host named for terms (a generator's) names the service, not the page.
    let hosted = Self.oneLegalPage(
      label: "Privacy Policy", address: "https://www.termsfeed.com/live/privacy-policy-4315")
    #expect(
      hosted.count == 1 && hosted.first?.message.contains("Terms of Use (EULA).") == true,
      "\(hosted)")
  }

  /// Lines of the purchase known-issue notes for a SwiftyStoreKit manager
  /// with two wrappers, the view controller calling `call`.
  private static func purchaseNoteLines(call: String) -> Set<Int> {
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "InAppManager.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;"),
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "PacksViewController()",
        extra: """

          final class PacksViewController: UIViewController {
            @objc func buy() { \(call) }
          }
          """),
      "App/InAppManager.swift": """
      import Foundation
      import SwiftyStoreKit

      class InAppManager: NSObject {
        static let shared = InAppManager()

        func purchaseProduct(productId: String, completion: ((Bool) -> Void)?) {
          SwiftyStoreKit.purchaseProduct(productId, atomically: true) { result in
            completion?(true)
          }
        }

        func purchaseSubscription(productId: String, completion: ((Bool) -> Void)?) {
          SwiftyStoreKit.purchaseProduct(productId, atomically: true) { result in
            completion?(true)
          }
        }
      }

      """,
    ])
    return Set(
      findings.filter { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase") }
        .compactMap(\.line))
  }

  @Test(
    "A wrapper nothing calls keeps no notes: a same-named SDK call inside another is no call of it")
  func sameNamedSDKCallIsNoCaller() {
    #expect(
      Self.purchaseNoteLines(
        call: "InAppManager.shared.purchaseSubscription(productId: \"pack.1\", completion: nil)")
        == [14])
    #expect(
      Self.purchaseNoteLines(
        call: "InAppManager.shared.purchaseProduct(productId: \"pack.1\", completion: nil)")
        == [8])
  }

  /// Restore findings for a shop sheet presented from a settings list by a
  /// flag declared `declaration`, whose toolbar holds `raise`.
  private static func shopSheet(declaration: String, raise: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cards"),
      "Sources/Cards/App.swift": Fixtures.swiftUIApp(showing: "MyInfoView()"),
      "Sources/Cards/MyInfoView.swift": """
      import SwiftUI

      struct MyInfoView: View {
        \(declaration)

        var body: some View {
          NavigationStack {
            List { Text("Cards learned") }
              .toolbar { \(raise) }
              .sheet(isPresented: $showShop) { ShopView(isShow: $showShop) }
          }
        }
      }

      """,
      "Sources/Cards/ShopView.swift": """
      import StoreKit
      import SwiftUI

      struct ShopView: View {
        @Binding var isShow: Bool
        @State private var products: [Product] = []

        var body: some View {
          VStack {
            Text("Monthly subscription: unlimited decks")
            ForEach(products) { product in
              Button("Subscribe \\(product.displayPrice) per month") {
                Task { _ = try? await product.purchase() }
              }
            }
            Link("Terms of Use", destination: URL(string: "https://cards.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://cards.app/privacy")!)
            Button("Close") { isShow = false }
          }
          .task { products = (try? await Product.products(for: ["cards.monthly"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A sheet whose flag nothing raises shows nothing: its screen is not audited")
  func sheetNeverPresented() {
    let flag = "@State private var showShop = false"
    // The one raise commented out with its button.
    #expect(
      Self.shopSheet(declaration: flag, raise: "// Button(\"Shop\") { showShop = true }").isEmpty)
    #expect(
      Self.shopSheet(declaration: "@State private var showShop: Bool = false", raise: "EmptyView()")
        .isEmpty)
    // Raised, toggled, or settable by a caller: the screen shows, and fires.
    #expect(
      Self.shopSheet(declaration: flag, raise: "Button(\"Shop\") { showShop = true }").count == 1)
    #expect(
      Self.shopSheet(declaration: flag, raise: "Button(\"Shop\") { showShop.toggle() }").count == 1)
    #expect(
      Self.shopSheet(declaration: "@State var showShop = false", raise: "EmptyView()").count == 1)
    #expect(
      Self.shopSheet(declaration: flag, raise: "ShopToolbarButton(isOn: $showShop)").count == 1)
  }

  /// `@Observable` notes for a backend manager publishing `flag`, in an app
  /// on iOS 17 that buys with StoreKit elsewhere.
  private static func backendNotes(flag: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Backend.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(Backend().title).task { try? await Store().buy() }"),
      "App/Backend.swift": """
      import SwiftUI

      final class Backend: ObservableObject {
        @Published var title = ""
        @Published var \(flag) = false

        func connect() async {
          \(flag) = true
        }
      }

      """,
      "App/Store.swift": """
      import StoreKit

      final class Store {
        func buy() async throws {
          guard let pro = try await Product.products(for: ["pro.monthly"]).first else { return }
          _ = try await pro.purchase()
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file == "App/Backend.swift" }
  }

  @Test("A live channel's subscribed flag is no purchase state; the customer's still is")
  func realtimeChannelSubscribed() {
    #expect(Self.backendNotes(flag: "realtimeIsSubscribed").isEmpty)
    #expect(Self.backendNotes(flag: "websocketIsSubscribed").isEmpty)
    #expect(Self.backendNotes(flag: "userIsSubscribed").count == 1)
    #expect(Self.backendNotes(flag: "isSubscribed").count == 1)
  }

  /// `custom-infoplist-not-used` findings for a support SDK's `Lu-Info.plist`
  /// beside the app's Info.plist, the app's code holding `reader`.
  private static func supportPlist(reader: String) -> [Finding] {
    Fixtures.findings(
      files: ProjectText.appUsingInfoPlist(beside: [
        "App/App.swift": "import SwiftUI\n\n\(reader)\n",
        "App/Lu-Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>SUPPORT_TIMEOUT</key><integer>30</integer>
        <key>LU_BASE_URL</key><string>https://support.lu.app</string>
        </dict></plist>

        """,
      ])
    ).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("A -Info.plist the app loads by name is a resource, not a lost Info.plist")
  func infoPlistReadByName() {
    #expect(
      Self.supportPlist(
        reader: "let path = Bundle.main.path(forResource: \"Lu-Info\", ofType: \"plist\")"
      ).isEmpty)
    #expect(
      Self.supportPlist(
        reader: "let url = Bundle.main.url(forResource: \"Lu-Info.plist\", withExtension: nil)"
      ).isEmpty)
    #expect(Self.supportPlist(reader: "let name = \"Lu\"").count == 1)
  }

  /// Hard-coded prices in a support screen whose button opens `address`, in
  /// an app that also sells through the store.
  private static func supportScreen(address: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "SupportViewController.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"),
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SupportViewController()"),
      "App/SupportViewController.swift": """
      import UIKit

      final class SupportViewController: UIViewController {
        private let supportButton = UIButton(type: .system)

        override func viewDidLoad() {
          super.viewDidLoad()
          supportButton.setTitle(NSLocalizedString("Join for $3/month", comment: ""), for: .normal)
          supportButton.addTarget(self, action: #selector(openSupport), for: .primaryActionTriggered)
          view.addSubview(supportButton)
        }

        @objc private func openSupport() {
          UIApplication.shared.open(URL(string: "\(address)")!)
        }
      }

      """,
      "App/Store.swift": "import StoreKit\nlet proID = \"com.emu.pro.monthly\"\n",
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A web membership's tier on a screen opening that site is no store price")
  func webMembershipTier() {
    #expect(Self.supportScreen(address: "https://patreon.com/join/emu").isEmpty)
    #expect(Self.supportScreen(address: "https://ko-fi.com/emu").isEmpty)
    #expect(Self.supportScreen(address: "https://emu.app/support").count == 1)
  }

  /// Hard-coded prices of an id enum's `displayPrice`, in an app whose card
  /// view shows `shown`.
  private static func idEnumPrices(shown: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Ledger"),
      "Sources/Ledger/App.swift": Fixtures.swiftUIApp(showing: "PurchaseView()"),
      "Sources/Ledger/IAPManager.swift": """
      import StoreKit

      enum IAPProduct: String, CaseIterable {
        case annual = "com.ledger.pro.annual"
        case lifetime = "com.ledger.pro.lifetime"

        var displayPrice: String {
          switch self {
          case .annual: return "¥12/年"
          case .lifetime: return "¥40"
          }
        }
      }

      final class IAPManager: ObservableObject {
        @Published var products: [Product] = []

        func load() async {
          products = (try? await Product.products(for: IAPProduct.allCases.map(\\.rawValue))) ?? []
          for product in products { print("\\(product.id) \\(product.displayPrice)") }
        }
      }

      """,
      "Sources/Ledger/PurchaseView.swift": """
      import StoreKit
      import SwiftUI

      struct OptionCard: View {
        let product: Product
        var body: some View { Text(product.displayPrice) }
      }

      struct PurchaseView: View {
        @StateObject private var manager = IAPManager()
        var body: some View {
          VStack {
            ForEach(manager.products) { product in OptionCard(product: product) }
            \(shown)
          }
          .task { await manager.load() }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice && $0.file.hasSuffix("IAPManager.swift") }
  }

  @Test("An app member named like StoreKit's, read only on StoreKit values or in a log, is unread")
  func memberNamedLikeStoreKits() {
    #expect(Self.idEnumPrices(shown: "EmptyView()").isEmpty)
    #expect(Self.idEnumPrices(shown: "Text(IAPProduct.lifetime.displayPrice)").count == 2)
  }

  /// Restore findings for a SwiftUI tiers view a UIKit hosting controller
  /// shows, the controller's `viewDidLoad` also holding `barItems`.
  private static func hostedTiers(barItems: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Emu"),
      "Sources/Emu/AppDelegate.swift": Fixtures.uiKitApp(showing: "TiersViewController()"),
      "Sources/Emu/TiersView.swift": """
      import RevenueCat
      import SwiftUI

      struct TiersView: View {
        @State private var packages: [Package] = []

        var body: some View {
          List {
            ForEach(packages, id: \\.identifier) { package in
              Button("\\(package.storeProduct.localizedTitle) \\(package.storeProduct.localizedPriceString)/month") {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Link("Terms of Use", destination: URL(string: "https://emu.app/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://emu.app/privacy")!)
          }
          .task { packages = (try? await Purchases.shared.offerings().current?.availablePackages) ?? [] }
        }
      }

      final class TiersViewController: UIHostingController<TiersView> {
        init() { super.init(rootView: TiersView()) }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
          super.viewDidLoad()
          \(barItems)
        }

        func restorePurchase() {
          Task { _ = try? await Purchases.shared.restorePurchases() }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A SwiftUI paywall's hosting controller lends it the restore in its navigation bar")
  func hostingControllerRestore() {
    let menu = """
      let restore = UIAction(title: "Restore Purchase") { [weak self] _ in self?.restorePurchase() }
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [restore]))
      """
    #expect(Self.hostedTiers(barItems: menu).isEmpty)
    #expect(Self.hostedTiers(barItems: "title = \"Tiers\"").count == 1)
  }
}
