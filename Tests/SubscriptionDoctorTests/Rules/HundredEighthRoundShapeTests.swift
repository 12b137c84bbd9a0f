import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-eighth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredEighthRoundShapeTests {
  /// The Simulator notes of `known-storekit-issue` for an iOS 17 app whose
  /// launch screen loads its offerings through `PurchasesService`, whose
  /// loading method's body is `load`.
  private static func simulatorNotes(_ load: String) -> Int {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "PurchasesService.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(\"Home\").task { await PurchasesService.shared.fetchProducts() }"),
      "App/PurchasesService.swift": """
      import RevenueCat

      final class PurchasesService {
        static let shared = PurchasesService()
        var packages: [Package] = []

        func fetchProducts() async {
      \(load)
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("Simulator") }.count
  }

  @Test("A product load built only for devices never meets the Simulator's bug")
  func deviceOnlyLoad() {
    let load = """
          let offerings = try? await Purchases.shared.offerings()
          packages = offerings?.current?.availablePackages ?? []
      """
    // bond: the Simulator returns early; the load sits in the `#else`.
    #expect(
      Self.simulatorNotes(
        """
        #if targetEnvironment(simulator)
            return
        #else
        \(load)
        #endif
        """) == 0)
    #expect(Self.simulatorNotes("#if !targetEnvironment(simulator)\n\(load)\n#endif") == 0)
    #expect(
      Self.simulatorNotes(
        """
        #if os(iOS)
        #if targetEnvironment(simulator)
            print("no store here")
        #elseif canImport(UIKit)
        \(load)
        #endif
        #endif
        """) == 0)
    // Loaded everywhere, or in the Simulator itself: the note stands.
    #expect(Self.simulatorNotes(load) == 1)
    #expect(Self.simulatorNotes("#if targetEnvironment(simulator)\n\(load)\n#endif") == 1)
    // A group before the load, closed, says nothing of it.
    #expect(
      Self.simulatorNotes(
        """
        #if targetEnvironment(simulator)
            print("Simulator")
        #else
            print("device")
        #endif
        \(load)
        """) == 1)
  }

  /// The `secrets-not-ignored` findings for an app whose configuration is
  /// based on the xcconfig at `path`, missing from the repository.
  private static func missingBaseConfigurationFindings(_ path: String) -> [Finding] {
    let project = ProjectText.oneTarget(sources: ["App.swift"], settings: "")
      .replacingOccurrences(of: "children = (A);", with: "children = (A, X);")
      .replacingOccurrences(
        of: "C2 = { isa = XCBuildConfiguration;",
        with: "X = { isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };\n"
          + "    C2 = { isa = XCBuildConfiguration; baseConfigurationReference = X;")
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": project,
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Home\")"),
    ]).filter { $0.rule == .secretsNotIgnored }
  }

  @Test("CocoaPods' generated xcconfig of a target named for secrets holds no key")
  func cocoaPodsXCConfigOfSecretTarget() {
    // MySecretOpen: the target "My Secret" names CocoaPods' file.
    #expect(
      Self.missingBaseConfigurationFindings(
        "Pods/Target Support Files/Pods-My Secret/Pods-My Secret.debug.xcconfig"
      ).isEmpty)
    #expect(Self.missingBaseConfigurationFindings("Config/Secrets.xcconfig").count == 1)
    #expect(Self.missingBaseConfigurationFindings("Config/MySecret.xcconfig").count == 1)
  }

  /// The `storekit-config-drift` findings naming "annual" for a paywall
  /// whose plan picker maps its choice with `choice`.
  private static func annualDriftFindings(choice: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "PaywallView.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "App/Products.storekit": Fixtures.storeKitFile([
        (id: "com.app.monthly", price: "4.99", type: "NonConsumable"),
        (id: "com.app.annual", price: "29.99", type: "NonConsumable"),
      ]),
      "App/PaywallView.swift": """
      import StoreKit
      import SwiftUI

      enum StoreProduct: String {
        case monthly = "com.app.monthly"
        case annual = "com.app.annual"
      }

      struct PaywallView: View {
        @State private var selectedPlan = "trial"
        @State private var selectedProductID = "com.app.monthly"

        var body: some View {
          Button("Annual") { selectedPlan = "annual" }
          Button("Continue") { Task { await buy() } }
        }

        func buy() async {
          let productID: StoreProduct = \(choice)
          let products = try? await Product.products(for: [productID.rawValue])
          _ = try? await products?.first?.purchase()
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("\"annual\"") }
  }

  @Test("A plan picker's choice compared with a literal names no product")
  func planChoiceComparedWithLiteral() {
    // GoutCare: `selectedPlan == "annual" ? .annual : .monthly`.
    #expect(
      Self.annualDriftFindings(choice: "selectedPlan == \"annual\" ? .annual : .monthly").isEmpty)
    // Compared with a product id, the literal is one.
    #expect(
      Self.annualDriftFindings(choice: "selectedProductID == \"annual\" ? .annual : .monthly")
        .count == 1)
  }

  /// The `notification-subscription-state` findings in a screen whose
  /// button posts with `arguments`.
  private static func postFindings(_ arguments: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Recharge"),
      "Sources/Recharge/App.swift": Fixtures.swiftUIApp(showing: "TodayView()"),
      "Sources/Recharge/Store.swift": """
      import Foundation
      import StoreKit

      final class Store: ObservableObject {
        static let shared = Store()
        @Published var isPro = false
      }

      extension Notification.Name {
        static let plusRequested = Notification.Name("plusRequested")
        static let upgradeRequested = Notification.Name("upgradeRequested")
        static let showPaywall = Notification.Name("showPaywall")
      }

      enum SubscriptionFeature {
        case basicWorkoutTracking
        case subscriptionHistory
      }

      """,
      "Sources/Recharge/TodayView.swift": """
      import SwiftUI

      struct TodayView: View {
        @ObservedObject var store = Store.shared

        var body: some View {
          Button("More") {
            NotificationCenter.default.post(\(arguments))
          }
        }
      }

      """,
    ]).filter {
      $0.rule == .notificationSubscriptionState && $0.file.hasSuffix("TodayView.swift")
    }
  }

  @Test("A notification the customer's state picks by a conditional broadcasts no state")
  func notificationPickedByState() {
    // recovery: RootView opens the Plus tab or the paywall on either name.
    #expect(
      Self.postFindings("name: store.isPro ? .plusRequested : .upgradeRequested, object: nil")
        .isEmpty)
    #expect(
      Self.postFindings("name: .upgradeRequested, object: store.isPro ? \"pro\" : \"free\"")
        .count == 1)
    #expect(Self.postFindings("name: .upgradeRequested, object: store.isPro").count == 1)
  }

  /// The `hardcoded-price` findings of an onboarding page whose card shows
  /// `argument`.
  private static func onboardingPriceFindings(_ argument: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "SocialProofView()"),
      "App/SocialProofView.swift": """
      import SwiftUI

      struct SocialProofView: View {
        var body: some View {
          TestimonialCard(\(argument))
        }
      }

      struct TestimonialCard: View {
        var quote = ""
        var caption = ""

        var body: some View {
          Text(quote + caption)
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A customer's testimonial quoting an amount is no price")
  func testimonialQuote() {
    // mycartally: a car-expense tracker's onboarding.
    #expect(
      Self.onboardingPriceFindings(
        "quote: \"I had no idea my car was costing me €720/month until I started tracking.\""
      ).isEmpty)
    #expect(Self.onboardingPriceFindings("caption: \"Premium: €7.20/month\"").count == 1)
  }
}

/// Shapes met while measuring the hundred-and-ninth round.
extension HundredEighthRoundShapeTests {
  @Test("A price's thousands separator is no decimal point")
  func thousandsSeparator() {
    // aikotoba-app: `price: "¥1,480"` beside a `.storekit` price of 1480.
    #expect(StoreKitDriftRule.amount(in: "¥1,480") == 1480)
    #expect(StoreKitDriftRule.amount(in: "Rp 12.000") == 12000)
    #expect(StoreKitDriftRule.amount(in: "$1,299.99") == Decimal(string: "1299.99"))
    #expect(StoreKitDriftRule.amount(in: "1.299,00 €") == 1299)
    #expect(StoreKitDriftRule.amount(in: "₩1,000,000") == 1_000_000)
    // One separator before two digits, or one, is the decimal point.
    #expect(StoreKitDriftRule.amount(in: "4,99 €") == Decimal(string: "4.99"))
    #expect(StoreKitDriftRule.amount(in: "R$ 24,9") == Decimal(string: "24.9"))
    #expect(StoreKitDriftRule.amount(in: "$9.99/month") == Decimal(string: "9.99"))
  }

  /// The `entitlement-id-literal` findings for an app checking "premium"
  /// once, beside a constant `name` holding "premium".
  private static func premiumLiteralFindings(constant name: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(
        showing: "Text(Constants.Store.title).task { await PurchaseManager.shared.refresh() }"),
      "App/PurchaseManager.swift": """
      import RevenueCat

      final class PurchaseManager {
        static let shared = PurchaseManager()
        var isPremium = false

        func refresh() async {
          let customerInfo = try? await Purchases.shared.customerInfo()
          isPremium = customerInfo?.entitlements["premium"]?.isActive == true
        }
      }

      """,
      "App/Constants.swift": """
      enum Constants {
        enum Store {
          static let title = "Store"
          static let \(name) = "premium"
        }
      }

      """,
    ]).filter { $0.rule == .entitlementIDLiteral }
  }

  @Test("A subscription group's id is no second place of an entitlement identifier")
  func subscriptionGroupIDConstant() {
    // MonoTimer: `static let subscriptionGroupID = "premium"`, never read.
    #expect(Self.premiumLiteralFindings(constant: "subscriptionGroupID").isEmpty)
    #expect(Self.premiumLiteralFindings(constant: "premiumEntitlementID").count == 1)
  }

  /// The legal-links findings' severities of a subscription screen whose
  /// extra button runs `action`.
  private static func setupScreenLegalSeverities(_ action: String) -> [Severity] {
    HundredTwelfthRoundShapeTests.plansViewLegalSeverities(
      extra: #"Button { \#(action) } label: { Text("Copy App Store address") }"#,
      members: "let copyLink: () -> Void = {}")
  }

  /// The legal-links findings' severities of a subscription screen that
  /// also draws `view` for each of its pages (`TemplateDetailView` and
  /// `WebPageView` each open the address they are handed).
  private static func composedScreenLegalSeverities(_ view: String) -> [Severity] {
    HundredTwelfthRoundShapeTests.plansViewLegalSeverities(
      extra: "ForEach(pages, id: \\.self) { page in \(view) }",
      members: #"let pages = ["https://example.com/grid"]"#)
  }

  @Test("A screen of the app's own drawn on a paywall opens its own links, not the paywall's")
  func composedAppScreen() {
    // PitchMark: the storefront draws `TemplateDetailView(template: t)`.
    #expect(Self.composedScreenLegalSeverities("TemplateDetailView(template: page)") == [.error])
    // A web page's view opens what it is handed: decided at run time.
    #expect(
      Self.composedScreenLegalSeverities("WebPageView(address: Remote.pageAddress)") == [.note])
  }

  @Test("A closure named for a link is no link view")
  func closureNamedLink() {
    // PitchMark: `Button { copyLink() }`, copying an address to the pasteboard.
    #expect(Self.setupScreenLegalSeverities("copyLink()") == [.error])
  }
}

extension HundredEighthRoundShapeTests {
  /// The `storekit-config-drift` findings for a theme store whose premium
  /// themes' ids sit in a dictionary constant, read by `productID(for:)`,
  /// which the shop calls when `called`; with `listening`, a listener reads
  /// StoreKit's `transaction.productID` too.
  static func themeDriftFindings(called: Bool, listening: Bool = false) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "ThemeStore.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "ShopView()"),
      "App/Products.storekit": Fixtures.storeKitFile([
        (id: "com.app.plus", price: "4.99", type: "NonConsumable")
      ]),
      "App/ThemeStore.swift": """
      import StoreKit
      import SwiftUI

      final class ThemeStore {
        static let shared = ThemeStore()
        static let count = 27

        /// Product IDs for individual theme purchases
        static let themeProductIDs: [Int: String] = [
          16: "com.app.theme.tiedye",
          17: "com.app.theme.terminal",
        ]

        func productID(for index: Int) -> String? {
          Self.themeProductIDs[index]
        }
      \(listening ? Self.transactionListener : "")
      }

      struct ShopView: View {
        var body: some View {
          Text("\\(ThemeStore.count) themes")
          Button("Poppy Plus") {
            Task {
              let ids = ["com.app.plus"] + [\(called ? "ThemeStore.shared.productID(for: 16)" : "nil")]
                .compactMap { $0 }
              let products = try? await Product.products(for: ids)
              _ = try? await products?.first?.purchase()
            }
          }
          \(listening ? ".task { await ThemeStore.shared.listen() }" : "")
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("com.app.theme") }
  }

  /// A listener reading StoreKit's `transaction.productID` (poppy).
  private static let transactionListener = """
      var owned = Set<String>()
        func listen() async {
          for await result in Transaction.updates {
            guard case .verified(let transaction) = result else { continue }
            if ["com.app.plus"].contains(transaction.productID) {
              owned.insert(transaction.productID)
            }
            switch transaction.productID {
            case "com.app.plus": owned.insert("plus")
            default: break
            }
            await transaction.finish()
          }
        }
    """

  @Test("Ids in a collection constant that only an uncalled function reads are never loaded")
  func idsReadOnlyByUncalledFunction() {
    // poppy: `themeProductIDs` read only by `productID(for:)`, which nothing calls.
    #expect(Self.themeDriftFindings(called: false).isEmpty)
    #expect(Self.themeDriftFindings(called: true).count == 2)
  }
}

extension HundredEighthRoundShapeTests {
  /// The `hardcoded-price` findings of an advice screen saying `tip`.
  static func taxAdvicePriceFindings(_ tip: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "TaxAdviceView()"),
      "App/TaxAdviceView.swift": """
      import SwiftUI

      struct TaxAdviceView: View {
        var body: some View {
          Text("\(tip)")
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A rate per unit of measure is no price")
  func ratePerUnitOfMeasure() {
    // TravelNurse: the IRS mileage rate in a tax tip.
    #expect(
      Self.taxAdvicePriceFindings("At $0.67/mile (2024 rate), a 20-mile trip saves you taxes.")
        .isEmpty)
    #expect(Self.taxAdvicePriceFindings("Electricity costs about $0.17 per kWh here.").isEmpty)
    #expect(Self.taxAdvicePriceFindings("Go Premium: $0.67/month, cancel anytime.").count == 1)
  }
}

extension HundredEighthRoundShapeTests {
  /// The `notification-subscription-state` findings of a settings model
  /// whose switch `property` posts `name` when it changes, beside the
  /// subscription manager owning the real state.
  private static func switchFindings(property: String, name: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Bikes"),
      "Sources/Bikes/App.swift": Fixtures.swiftUIApp(
        showing:
          "SettingsView(model: SettingsViewModel()).environmentObject(SubscriptionManager.shared)"),
      "Sources/Bikes/SubscriptionManager.swift": """
      import Foundation
      import StoreKit

      final class SubscriptionManager: ObservableObject {
        static let shared = SubscriptionManager()
        @Published private(set) var isPremium = false

        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isPremium = true }
          }
        }
      }

      """,
      "Sources/Bikes/SettingsViewModel.swift": """
      import Combine
      import Foundation
      import SwiftUI

      final class SettingsViewModel: ObservableObject {
        @Published var \(property): Bool = false {
          didSet {
            NotificationCenter.default.post(name: .\(name), object: nil)
          }
        }
      }

      extension Notification.Name {
        static let \(name) = Notification.Name("\(name)")
      }

      struct SettingsView: View {
        @ObservedObject var model: SettingsViewModel

        var body: some View {
          Toggle("Premium (developer)", isOn: $model.\(property))
        }
      }

      """,
    ]).filter {
      $0.rule == .notificationSubscriptionState && $0.file.hasSuffix("SettingsViewModel.swift")
    }
  }

  @Test("A developer's debug switch standing in for premium is no subscription state")
  func debugPremiumSwitch() {
    // BikeCollectionMemo: `isDebugPremiumEnabled` posting `debugPremiumStatusChanged`.
    #expect(
      Self.switchFindings(property: "isDebugPremiumEnabled", name: "debugPremiumStatusChanged")
        .isEmpty)
    #expect(
      Self.switchFindings(property: "isMockPremium", name: "mockPremiumChanged").isEmpty)
    #expect(
      !Self.switchFindings(property: "isPremiumEnabled", name: "premiumStatusChanged").isEmpty)
  }
}

extension HundredEighthRoundShapeTests {
  /// The price findings of a tip jar holding a private list of amounts,
  /// whose rows read the list with `read` (`index` is the row's).
  private static func tipJarPriceFindings(_ read: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "TipJarView()"),
      "App/TipJarView.swift": """
      import StoreKit
      import SwiftUI

      struct TipJarView: View {
        @State private var products: [Product] = []
        private let tipAmounts = ["£0.99", "£2.99", "£4.99"]

        var body: some View {
          VStack {
            ForEach(0..<tipAmounts.count, id: \\.self) { index in
              if index < products.count {
                Button {
                  Task { _ = try? await products[index].purchase() }
                } label: {
                  Text(\(read))
                }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task { products = (try? await Product.products(for: ["tip.small"])) ?? [] }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A list read only for its count shows none of its prices")
  func pricesReadOnlyForCount() {
    // Mend: `ForEach(0..<tipAmounts.count)`, each row showing `product.displayPrice`.
    #expect(Self.tipJarPriceFindings("products[index].displayPrice").isEmpty)
    #expect(!Self.tipJarPriceFindings("tipAmounts[index]").isEmpty)
  }
}

extension HundredEighthRoundShapeTests {
  @Test("A request to show the paywall carries the feature it is shown for, no state")
  func paywallRequestForFeature() {
    // runai: `post(name: .showPaywall, object: SubscriptionFeature.basicWorkoutTracking)`.
    #expect(
      Self.postFindings("name: .showPaywall, object: SubscriptionFeature.basicWorkoutTracking")
        .isEmpty)
    #expect(Self.postFindings("name: .showPaywall, object: .subscriptionHistory").isEmpty)
    // A state handed as the object is still broadcast.
    #expect(Self.postFindings("name: .showPaywall, object: store.isPro").count == 1)
  }
}
