import Testing

@testable import SubscriptionDoctor

/// Shapes of the twenty-ninth and thirtieth rounds' leftovers and the thirtieth
/// round's false classes (docs/doctor-rules.md, "Thirtieth round"), each beside
/// the shape that must stay quiet or fire.
struct ThirtiethRoundShapeTests {
  @Test(
    "A restore offered as a Markdown link handled by an OpenURLAction restores; a handler that only opens the link does not"
  )
  func markdownRestoreLink() {
    func restoreFindings(handler: String) -> Int {
      Fixtures.findings(files: [
        "App/PlansView.swift": RecallCase.legalPaywall(
          """
                Link("Terms of Use", destination: AppLinks.terms)
                Link("Privacy Policy", destination: AppLinks.privacy)
                Text("Already subscribed? [Restore purchases](app://restore)")
                  .environment(\\.openURL, OpenURLAction { url in
          \(handler)
                  })
          """
        ).replacingOccurrences(
          of:
            "Button(\"Restore Purchases\") {\n        Task { _ = try? await Purchases.shared.restorePurchases() }\n      }",
          with: "")
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(
      restoreFindings(
        handler:
          "            guard url.host == \"restore\" else { return .systemAction }\n            Task { _ = try? await Purchases.shared.restorePurchases() }\n            return .handled"
      ) == 0)
    #expect(
      restoreFindings(handler: "            print(url)\n            return .systemAction") == 1)
  }

  @Test(
    "A same-named start() on a property declared as another app type is that type's; on the purchase service it configures again"
  )
  func sameNamedStartOnAnotherType() {
    func twiceFindings(property: String) -> [Int] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Walk"),
        "Sources/Walk/PurchaseService.swift": """
        import RevenueCat

        final class PurchaseService {
          static let shared = PurchaseService()
          func start() {
            Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
          }
        }

        final class AudioEngine {
          func start() {}
        }

        """,
        "Sources/Walk/WalkApp.swift": """
        import SwiftUI

        @main
        struct WalkApp: App {
          init() { PurchaseService.shared.start() }
          var body: some Scene { WindowGroup { RootView() } }
        }

        struct RootView: View {
          \(property)
          var body: some View {
            Text("Walk")
              .onAppear { engine.start() }
          }
        }

        """,
      ]).filter { $0.rule == .configureCalledTwice }.compactMap(\.line)
    }
    #expect(twiceFindings(property: "@State private var engine = AudioEngine()").isEmpty)
    #expect(twiceFindings(property: "private let engine: AudioEngine = .init()").isEmpty)
    #expect(twiceFindings(property: "private let engine = PurchaseService.shared") == [13])
  }

  @Test(
    "A multiplatform-template target listing only macOS builds no iOS app: its leftover iOS deployment target meets no iOS StoreKit issue"
  )
  func macOnlyMultiplatformTarget() {
    func issueNotes(platforms: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Store.swift"],
          settings:
            "IPHONEOS_DEPLOYMENT_TARGET = 16.4; MACOSX_DEPLOYMENT_TARGET = 14.6; SDKROOT = auto; SUPPORTED_PLATFORMS = \(platforms);"
        ),
        "App/Store.swift": """
        import StoreKit

        final class Store {
          func load() async throws -> [Product] {
            try await Product.products(for: ["app.unlock"])
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue }
    }
    #expect(issueNotes(platforms: "macosx") == 0)
    #expect(issueNotes(platforms: "\"iphoneos iphonesimulator macosx\"") > 0)
  }

  /// `hardcoded-price` warnings in an app whose plan enum holds prices in
  /// `var description`, and whose paywall `view` line uses it or not.
  private static func planPriceWarnings(conformance: String = "", paywallLine: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Clip"),
      "Sources/Clip/Plans.swift": """
      import StoreKit

      enum SubscriptionPlan: String, CaseIterable\(conformance) {
        case monthly = "app.clip.monthly"
        case yearly = "app.clip.yearly"

        var description: String {
          switch self {
          case .monthly: return "$2.99/month"
          case .yearly: return "$19.99/year"
          }
        }
      }

      let fallbackPlans: [(String, String)] = [("Monthly", "$2.99"), ("Yearly", "$19.99")]

      """,
      "Sources/Clip/ClipApp.swift": """
      import StoreKit
      import SwiftUI

      @main
      struct ClipApp: App {
        var body: some Scene { WindowGroup { PlansView() } }
      }

      struct PlansView: View {
        let products: [Product] = []
        var body: some View {
          VStack {
            ForEach(products, id: \\.id) { product in
              FeatureRow(description: product.displayName)
              Text(product.displayPrice)
            }
      \(paywallLine)
          }
        }
      }

      struct FeatureRow: View {
        let description: String
        var body: some View { Text(description) }
      }

      """,
    ]).count { $0.rule == .hardcodedPrice }
  }

  @Test(
    "Prices in a member no code reads (an enum's description that is no CustomStringConvertible, a list whose reader was commented out) are never shown"
  )
  func unreadPriceMembers() {
    #expect(
      Self.planPriceWarnings(
        paywallLine: "      // ForEach(fallbackPlans, id: \\.0) { Text($0.1) }") == 0)
    // Read by name: both the description and the list are shown.
    #expect(
      Self.planPriceWarnings(
        paywallLine:
          "      Text(SubscriptionPlan.monthly.description)\n      ForEach(fallbackPlans, id: \\.0) { Text($0.1) }"
      ) == 4)
    // Read by Swift: string interpolation of a CustomStringConvertible.
    #expect(
      Self.planPriceWarnings(
        conformance: ", CustomStringConvertible",
        paywallLine: "      Text(\"\\(SubscriptionPlan.monthly)\")") == 2)
  }

  /// `storekit-config-drift` findings for a tip jar building its ids from a
  /// prefix constant chosen per platform, against a `.storekit` file of `ids`.
  private static func prefixDrift(storeKitIDs ids: [String]) -> [Finding] {
    let products = ids.map {
      "{ \"displayPrice\" : \"0.99\", \"productID\" : \"\($0)\", \"referenceName\" : \"\($0)\", \"type\" : \"Consumable\" }"
    }.joined(separator: ", ")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Drop"),
      "Sources/Drop/TipJar.swift": """
      import StoreKit

      struct Tip {
        let productId: String
        let emoji: String
      }

      final class TipJar {
        #if os(macOS)
          private static let identifierPrefix = "MAC_DROP_TIP_TIER"
        #else
          private static let identifierPrefix = "DROP_TIP_TIER"
        #endif
        let tips = [
          Tip(productId: "\\(identifierPrefix)_001", emoji: "🙂"),
          Tip(productId: "\\(identifierPrefix)_002", emoji: "😍"),
        ]
        func load() async throws -> [Product] {
          try await Product.products(for: tips.map(\\.productId))
        }
      }

      """,
      "Drop.storekit": """
      { "products" : [\(products)], "subscriptionGroups" : [], "version" : { "major" : 4, "minor" : 0 } }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && !$0.message.contains("scheme") }
  }

  @Test(
    "Product ids built from a prefix constant (\"\\(prefix)_001\") are the ids its values make: the prefix is no product, and an id the file lacks still fires"
  )
  func productIDsFromPrefixConstant() {
    let all = [
      "DROP_TIP_TIER_001", "DROP_TIP_TIER_002", "MAC_DROP_TIP_TIER_001", "MAC_DROP_TIP_TIER_002",
    ]
    #expect(Self.prefixDrift(storeKitIDs: all).isEmpty, "\(Self.prefixDrift(storeKitIDs: all))")
    let missing = Self.prefixDrift(storeKitIDs: Array(all.dropLast()))
    #expect(missing.map(\.message).count == 1, "\(missing)")
    #expect(missing.first?.message.contains("\"MAC_DROP_TIP_TIER_002\"") == true, "\(missing)")
  }

  @Test("A main app's id (mainAppId) is a bundle id, not an in-app purchase's; an iapId is")
  func mainAppIDIsNoProduct() {
    func drift(_ name: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Helper"),
        "Sources/Helper/Launcher.swift": """
        import AppKit
        import StoreKit

        enum Launcher {
          static let \(name) = "build.example.MainApp"
          static var isRunning: Bool {
            NSWorkspace.shared.runningApplications.contains { $0.bundleIdentifier == \(name) }
          }
          static func load() async throws -> [Product] { try await Product.products(for: ["app.tip"]) }
        }

        """,
        "Helper.storekit": RecallCase.typedStoreKitFile("app.tip", "Consumable"),
      ]).count { $0.rule == .storeKitConfigDrift && $0.severity == .warning }
    }
    #expect(drift("mainAppId") == 0)
    #expect(drift("proIapId") == 1)
  }

  /// Restore errors for a tip screen whose base class reaches an app-wide
  /// settings namespace (`enum Options`, extended elsewhere) holding a
  /// migration flag named for CloudKit's subscriptions, and sync code.
  private static func tipScreenRestoreErrors(
    extensionMember: String, syncImport: String = "CloudKit"
  ) -> Int {
    let settings = (1...8).map { "  static var option\($0) = false" }.joined(separator: "\n")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Drop"),
      "Sources/Drop/Options.swift": """
      import Foundation

      enum Options {
      \(settings)
        static var migratedSubscriptions8 = false
      }

      """,
      "Sources/Drop/Options+Mac.swift": """
      extension Options {
        \(extensionMember)
      }

      """,
      "Sources/Drop/Sync.swift": """
      import \(syncImport)

      final class Sync {
        static let shared = Sync()
        func start() { updateSubscriptions() }
        private func updateSubscriptions() {}
      }

      """,
      "Sources/Drop/BaseViewController.swift": """
      import UIKit

      class BaseViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          if Options.option1 { Sync.shared.start() }
        }
      }

      """,
      "Sources/Drop/AboutController.swift": """
      import StoreKit
      import UIKit

      final class AboutController: BaseViewController {
        var products: [Product] = []
        @IBAction func tipTapped(_ sender: UIButton) {
          Task { _ = try? await products[sender.tag].purchase() }
        }
      }

      """,
      "Drop.storekit": RecallCase.typedStoreKitFile("app.tip.small", "Consumable"),
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A tip screen reaching a settings namespace extended elsewhere, or CloudKit sync code, sells tips; instance code in the extension, or sync code without CloudKit, speaks for itself"
  )
  func tipScreenThroughExtendedNamespace() {
    #expect(Self.tipScreenRestoreErrors(extensionMember: "static var hotkey = false") == 0)
    // The extension adds an instance member: no namespace, its words count.
    #expect(Self.tipScreenRestoreErrors(extensionMember: "var hotkey: Bool { false }") == 1)
    // The sync code's `updateSubscriptions()` is CloudKit's; without CloudKit
    // it is the app's own word for what it sells.
    #expect(
      Self.tipScreenRestoreErrors(
        extensionMember: "static var hotkey = false", syncImport: "Foundation") == 1)
  }

  @Test(
    "A custom INFOPLIST_KEY_ for one SDK is carried by the Info.plist that SDK's INFOPLIST_FILE names; missing from it, it fires"
  )
  func sdkConditionalInfoPlist() {
    func customKeyErrors(iOSPlistKeys: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          settings:
            "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\"; GENERATE_INFOPLIST_FILE = YES; \"INFOPLIST_FILE[sdk=iphoneos*]\" = \"Info-iOS.plist\"; \"INFOPLIST_FILE[sdk=macosx*]\" = \"Info-macOS.plist\"; \"INFOPLIST_KEY_MacDownloadURL[sdk=iphoneos*]\" = \"https://subkit.dev/mac\";"
        ),
        "App/App.swift": "import SwiftUI\nlet name = \"App\"\n",
        "Info-iOS.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(iOSPlistKeys)</dict></plist>\n",
        "Info-macOS.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>AppStoreID</key><string>1</string></dict></plist>\n",
      ]).count { $0.rule == .infoPlistKeyPrefixCustom }
    }
    #expect(
      customKeyErrors(
        iOSPlistKeys: "<key>MacDownloadURL</key><string>https://subkit.dev/mac</string>")
        == 0)
    #expect(customKeyErrors(iOSPlistKeys: "<key>AppStoreID</key><string>1</string>") == 1)
  }

  /// `notification-subscription-state` warnings for `body` inside a method of
  /// `type`, in an app that sells through StoreKit.
  private static func stateWarnings(_ body: String, type: String = "Screen") -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Browser"),
      "Sources/Browser/Screen.swift": """
      import Combine
      import StoreKit
      import UIKit

      final class Store: ObservableObject {
        @Published var isPremium = false
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      final class \(type) {
        let store = Store()
        let purchaseView = UIView()
        let settings = Settings()
        var subs = Set<AnyCancellable>()
        func observe() {
      \(body)
        }
      }

      final class Settings { var isPremium = false }

      """,
    ]).count { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test(
    "A reverse-DNS notification name is judged by its last segment; a name that moves between screens is a command"
  )
  func navigationNotificationNames() {
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.post(name: Notification.Name(\"com.app.subscription.open-feedback-form\"), object: nil)"
      ) == 0)
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.post(name: Notification.Name(\"com.app.purchases.subscriptionStatusChanged\"), object: nil)"
      ) == 1)
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.post(name: Notification.Name(\"subscriptionPageCloseAndOpenPreferences\"), object: nil)"
      ) == 0)
  }

  @Test("A debug screen's sink never ships; the same sink in a screen copies the state")
  func debugScreenSink() {
    let sink = "    store.$isPremium.sink { print($0) }.store(in: &subs)"
    #expect(Self.stateWarnings(sink, type: "DebugPurchaseViewController") == 0)
    #expect(Self.stateWarnings(sink, type: "PurchaseViewController") == 1)
  }

  @Test("assign(to:on:) names the object written to, not the state; a state key path is the state")
  func assignTarget() {
    #expect(
      Self.stateWarnings(
        "    store.$isPremium\n      .assign(to: \\.isHidden, on: purchaseView)\n      .store(in: &subs)"
      ) == 0)
    #expect(
      Self.stateWarnings(
        "    store.$isPremium.map { !$0 }\n      .assign(to: \\.isPremium, on: settings)\n      .store(in: &subs)"
      ) == 1)
  }

  @Test(
    "A .storekit file no code speaks of is left over: an app with no store code has no store prices; code naming its product sells"
  )
  func leftoverStoreKitFile() {
    func priceWarnings(extra: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["Onboarding.swift"],
          settings: "MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx;"),
        "App/Onboarding.swift": """
        import SwiftUI

        struct Onboarding: View {
          var body: some View {
            Text("AWS charges $0.01 per Cost Explorer request")
        \(extra)
          }
        }

        """,
        "App/Configuration.storekit": RecallCase.typedStoreKitFile(
          "app.team.cache", "NonConsumable"),
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(priceWarnings(extra: "") == 0)
    #expect(priceWarnings(extra: "    Text(\"app.team.cache\")") == 1)
  }

  @Test(
    "An enum's cases loaded through allCases.map { $0.rawValue } are product ids; an enum's cases listed for a picker are not"
  )
  func productIDsFromAllCases() {
    func driftWarnings(storeKitID: String, load: String) -> [String] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Launch"),
        "Sources/Launch/IAPManager.swift": """
        import StoreKit

        enum TipValue: String, CaseIterable {
          case small = "com.example.launch.tipjar.small"
        }

        enum Theme: String, CaseIterable {
          case dark = "com.example.launch.theme.dark"
        }

        final class IAPManager: NSObject {
          var request: SKProductsRequest?
          func load() {
            \(load)
          }
          func themes() -> [String] { Theme.allCases.map { $0.rawValue } }
        }

        """,
        "Launch.storekit": RecallCase.typedStoreKitFile(storeKitID, "Consumable"),
      ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .warning }.map(\.message)
    }
    let load =
      "let productIdentifiers = Set(TipValue.allCases.map { $0.rawValue })\n    request = SKProductsRequest(productIdentifiers: productIdentifiers)"
    #expect(driftWarnings(storeKitID: "com.example.launch.tipjar.small", load: load).isEmpty)
    let missing = driftWarnings(storeKitID: "com.example.tipjar.small", load: load)
    #expect(missing.count == 1, "\(missing)")
    #expect(missing.first?.contains("com.example.launch.tipjar.small") == true)
  }

  @Test(
    "A widget preview's labelled timeline closure is the preview's; the same entry in the widget's provider ships"
  )
  func widgetPreviewTimeline() {
    func priceWarnings(_ widget: String) -> Int {
      Fixtures.findings(
        files: Self.sellingApp("Incomes") + [
          "Sources/Incomes/MonthWidget.swift": """
          import SwiftUI
          import WidgetKit

          struct Entry: TimelineEntry {
            let date: Date
            let price: String
          }

          \(widget)

          """
        ]
      ).count { $0.rule == .hardcodedPrice }
    }
    #expect(
      priceWarnings(
        "#Preview(\"Small\", as: .systemSmall) {\n  MonthWidget()\n} timeline: {\n  Entry(date: .now, price: \"$9.99\")\n}"
      ) == 0)
    #expect(
      priceWarnings(
        "struct Provider {\n  func snapshot() -> Entry { Entry(date: .now, price: \"$9.99\") }\n}\nlet provider = Provider().snapshot()"
      ) == 1)
  }

  @Test("Product ids of a view model no app code creates are never loaded; created, they are")
  func productIDsInUnusedType() {
    func driftWarnings(creates: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Coin"),
        "Sources/Coin/CoinApp.swift": """
        import SwiftUI

        @main
        struct CoinApp: App {
          @StateObject private var model = \(creates)()
          var body: some Scene {
            WindowGroup { Text("Coin").task { _ = try? await model.load() } }
          }
        }

        """,
        "Sources/Coin/Models.swift": """
        import StoreKit

        @MainActor final class PurchaseManager: ObservableObject {
          private let productIDs = ["com.coin.pro.monthly"]
          func load() async throws -> [Product] { try await Product.products(for: productIDs) }
        }

        @MainActor final class PaywallViewModel: ObservableObject {
          private let productIDs = ["com.coin.premium.monthly"]
          func load() async throws -> [Product] { try await Product.products(for: productIDs) }
        }

        """,
        "Coin.storekit": RecallCase.typedStoreKitFile(
          "com.coin.pro.monthly", "RecurringSubscription"),
      ]).count { $0.rule == .storeKitConfigDrift && $0.severity == .warning }
    }
    #expect(driftWarnings(creates: "PurchaseManager") == 0)
    #expect(driftWarnings(creates: "PaywallViewModel") == 1)
  }

  @Test("A .storekit file listing subscriptions outside any group still names them")
  func subscriptionsOutsideGroups() {
    func driftWarnings(listed: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Calm"),
        "Sources/Calm/Store.swift": """
        import StoreKit

        enum SubscriptionProduct: String, CaseIterable {
          case monthly = "app.calm.monthly"
        }

        func loadProducts() async throws -> [Product] {
          try await Product.products(for: SubscriptionProduct.allCases.map(\\.rawValue))
        }

        """,
        "Calm.storekit": """
        { "products" : [], "subscriptions" : [{ "displayPrice" : "7.99", "productID" : "\(listed)",
          "recurringSubscriptionPeriod" : "P1M", "type" : "RecurringSubscription" }],
          "version" : { "major" : 3, "minor" : 0 } }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.severity == .warning }
    }
    #expect(driftWarnings(listed: "app.calm.monthly") == 0)
    #expect(driftWarnings(listed: "app.calm.month") == 1)
  }

  @Test(
    "A bare API_KEY placeholder beside a setting named for RevenueCat is another service's; alone in a RevenueCat app it is RevenueCat's"
  )
  func genericKeySettingBesideRevenueCatSetting() {
    func placeholderErrors(_ settings: String) -> [String] {
      Fixtures.findings(files: [
        "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
        "App/App.swift": """
        import RevenueCat

        func configure(key: String) { Purchases.configure(withAPIKey: key) }

        """,
        "Config/Project.xcconfig": settings,
      ]).filter { $0.rule == .placeholderAPIKey }.map(\.message)
    }
    #expect(
      placeholderErrors("REVENUECAT_API_KEY = \nAPI_KEY = your-dev-api-key\n").isEmpty)
    #expect(placeholderErrors("API_KEY = your-dev-api-key\n").count == 1)
    #expect(placeholderErrors("REVENUECAT_API_KEY = YOUR_REVENUECAT_API_KEY\n").count == 1)
  }

  @Test("A key-named constant holding a message about the key is no key; a placeholder in it is")
  func keyNamedMessage() {
    func placeholderErrors(_ declaration: String) -> Int {
      Fixtures.findings(files: [
        "App/APIConfig.swift": """
        import RevenueCat

        enum APIConfig {
          \(declaration)
        }

        """
      ]).count { $0.rule == .placeholderAPIKey }
    }
    #expect(
      placeholderErrors(
        "static let apiKeyNotConfiguredMessage = \"OpenAI API key not configured. Add your key in Settings.\""
      ) == 0)
    #expect(placeholderErrors("static let apiKey = \"YOUR_API_KEY_HERE\"") == 1)
  }

  @Test(
    "PEM armour around placeholder words on one line of an .env is no key; around a key's body it is"
  )
  func oneLinePEMArmour() {
    func secretErrors(_ body: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": "import RevenueCat\nlet name = \"App\"\n",
        "backend/.env.test":
          "FIREBASE_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n\(body)\\n-----END PRIVATE KEY-----\"\n",
      ]).count { $0.rule == .secretAPIKey }
    }
    #expect(secretErrors("Your Firebase private key here") == 0)
    #expect(
      secretErrors(
        "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgZ2xkZmFrZWtleWZvcnRlc3RzMDEyMzQ1Njc4OQ"
      ) == 1)
  }

  @Test(
    "A view model's upgradeToPremium() that opens the paywall sheet is no purchase, though the billing service's of that name buys; forwarding to it is"
  )
  func sameNamedMethodThatOpensTheSheet() {
    func restoreErrors(viewModelBody: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Good"),
        "Sources/Good/BillingService.swift": """
        import StoreKit

        final class BillingService {
          static let shared = BillingService()
          var product: Product?
          func upgradeToPremium(plan: String = "core") async -> Bool {
            guard let product else { return false }
            return (try? await product.purchase()) != nil
          }
        }

        """,
        "Sources/Good/InsightsView.swift": """
        import SwiftUI

        final class InsightsViewModel: ObservableObject {
          @Published var showPremiumUpgrade = false
          func upgradeToPremium() {
        \(viewModelBody)
          }
        }

        struct InsightsView: View {
          @StateObject private var viewModel = InsightsViewModel()
          var body: some View {
            Button("View recap") { viewModel.upgradeToPremium() }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors(viewModelBody: "    showPremiumUpgrade = true") == 0)
    #expect(
      restoreErrors(
        viewModelBody:
          "    Task { _ = await BillingService.shared.upgradeToPremium(plan: \"core\") }")
        == 1)
  }

  /// Legal-links errors for a paywall whose buy button is a project view
  /// handed `action`, in an app whose view model buys two hops down.
  private static func handedOverLegalErrors(action: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Affine"),
      "Sources/Affine/Store.swift": """
      import StoreKit

      final class Store {
        static let shared = Store()
        var product: Product?
        func buyProduct(_ product: Product, completion: @escaping (Bool) -> Void) {
          Task { completion((try? await product.purchase()) != nil) }
        }
      }

      @MainActor final class PaywallModel: ObservableObject {
        func purchase() {
          guard let product = Store.shared.product else { return }
          Store.shared.buyProduct(product) { _ in }
        }
        func restore() { Task { try? await AppStore.sync() } }
        func close() {}
      }

      """,
      "Sources/Affine/PaywallView.swift": """
      import SwiftUI

      struct GiveMeMoneyButton: View {
        let title: String
        let callback: () -> Void
        var body: some View { Button(title) { callback() } }
      }

      struct PaywallView: View {
        @StateObject private var model = PaywallModel()
        var body: some View {
          VStack {
            Text("The Monthly and Annual plans renew automatically.")
            GiveMeMoneyButton(title: "Upgrade", callback: \(action))
            Button("Restore", action: model.restore)
          }
        }
      }

      """,
    ]).count { $0.rule == .paywallMissingLegalLinks && $0.severity == .error }
  }

  @Test(
    "A buying method handed to a project button by reference makes a paywall, two hops above the store; a close method does not"
  )
  func buyingMethodHandedOver() {
    #expect(Self.handedOverLegalErrors(action: "model.purchase") == 1)
    #expect(Self.handedOverLegalErrors(action: "model.close") == 0)
  }

  @Test(
    "The app's own enum switching over its userCancelled case is a sign-in's cancel; a purchase result's is StoreKit's"
  )
  func ownUserCancelledCase() {
    func cancelNotes(_ code: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Auth"),
        "Sources/Auth/AuthService.swift": """
        import RevenueCat
        import StoreKit

        \(code)

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.message.contains("canceled state") }
    }
    #expect(
      cancelNotes(
        """
        enum AuthError: LocalizedError {
          case userCancelled, network
          var errorDescription: String? {
            switch self {
            case .userCancelled: return "Sign in was cancelled"
            case .network: return "No connection"
            }
          }
        }
        func signIn(_ uid: String) async throws { _ = try await Purchases.shared.logIn(uid) }
        """) == 0)
    #expect(
      cancelNotes(
        """
        func buy(_ product: Product) async throws -> Bool {
          switch try await product.purchase() {
          case .success: return true
          case .userCancelled: return false
          default: return false
          }
        }
        """) == 1)
  }

  @Test(
    "A sibling screen with links of its own, beside a paywall in its host, is no run-time link: the missing documents are an error"
  )
  func siblingScreenLinks() {
    func legalFindings(paywallFooter: String) -> [Severity?] {
      Fixtures.findings(files: [
        "App/ContentView.swift": """
        import SwiftUI

        struct ContentView: View {
          @State private var dialog = 0
          var body: some View {
            switch dialog {
            case 1: PremiumPaywall()
            default: ConfigurationDialog()
            }
          }
        }

        struct ConfigurationDialog: View {
          var body: some View { Link("Datenschutz", destination: URL(string: "https://subkit.dev/dsgvo")!) }
        }

        struct LegalFooter: View {
          var body: some View {
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }

        """,
        "App/PremiumPaywall.swift": """
        import StoreKit
        import SwiftUI

        struct PremiumPaywall: View {
          @State private var products: [Product] = []
          var body: some View {
            VStack {
              ForEach(products, id: \\.id) { product in
                Button("\\(product.displayName) \\(product.displayPrice) per month") {
                  Task { _ = try? await product.purchase() }
                }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
        \(paywallFooter)
            }
          }
        }

        """,
      ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.severity)
    }
    #expect(legalFindings(paywallFooter: "") == [.error])
    #expect(legalFindings(paywallFooter: "      LegalFooter()").isEmpty)
  }

  @Test(
    "A second Purchases.configure in a function nothing calls never runs; called, it configures twice"
  )
  func configureInUncalledFunction() {
    func twice(_ appBody: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Song"),
        "Sources/Song/PurchaseController.swift": """
        import RevenueCat

        final class PurchaseController {
          static let shared = PurchaseController()
          init() {
            Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
          }
          func update(with userID: String) {
            Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1", appUserID: userID)
          }
        }

        """,
        "Sources/Song/SongApp.swift": """
        import SwiftUI

        @main
        struct SongApp: App {
          init() { \(appBody) }
          var body: some Scene { WindowGroup { Text("Song") } }
        }

        """,
      ]).count { $0.rule == .configureCalledTwice }
    }
    #expect(twice("_ = PurchaseController.shared") == 0)
    #expect(twice("PurchaseController.shared.update(with: \"me\")") == 1)
  }

  /// Paywall findings for a screen drawing its legal text and Restore as
  /// attributed links in a `UIViewRepresentable` text view.
  private static func attributedLinkFindings(links: String, onTap: String) -> [RuleID] {
    Fixtures.findings(files: [
      "App/AttributedText.swift": """
      import SwiftUI
      import UIKit

      struct AttributedText: UIViewRepresentable {
        var text: NSMutableAttributedString
        var didTapLink: ((URL) -> Void)?
        init(_ text: NSMutableAttributedString, didTapLink: ((URL) -> Void)? = nil) {
          self.text = text
          self.didTapLink = didTapLink
        }
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) { view.attributedText = text }
      }

      extension NSMutableAttributedString {
        @discardableResult func setAsLink(textToFind: String, linkURL: String) -> Bool {
          let range = mutableString.range(of: textToFind)
          addAttribute(.link, value: linkURL, range: range)
          return true
        }
      }

      """,
      "App/PaymentView.swift": """
      import RevenueCat
      import SwiftUI

      struct PaymentView: View {
        @State private var offering: Offering?

        static let legalString: NSMutableAttributedString = {
          let string = NSMutableAttributedString(string: "Renews monthly. See our Privacy Policy and Terms & Conditions")
      \(links)
          return string
        }()

        static let restoreString = NSMutableAttributedString(string: "Already a member? Restore Purchases")

        var body: some View {
          VStack {
            ForEach(offering?.availablePackages ?? []) { package in
              Button(package.storeProduct.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            AttributedText(Self.legalString)
            AttributedText(Self.restoreString) { _ in
              \(onTap)
            }
          }
        }

        func restorePurchases() {
          Task { _ = try? await Purchases.shared.restorePurchases() }
        }
      }

      """,
    ]).map(\.rule).filter { $0 == .paywallMissingRestore || $0 == .paywallMissingLegalLinks }
  }

  @Test(
    "Legal links set on an attributed string the screen renders, and a link-tap handler that restores, count; a missing document or a handler that does not restore fires"
  )
  func attributedLinks() {
    let both =
      "    string.setAsLink(textToFind: \"Privacy Policy\", linkURL: \"https://subkit.dev/privacy\")\n    string.setAsLink(textToFind: \"Terms & Conditions\", linkURL: \"https://subkit.dev/terms\")"
    #expect(Self.attributedLinkFindings(links: both, onTap: "restorePurchases()").isEmpty)
    let privacyOnly =
      "    string.setAsLink(textToFind: \"Privacy Policy\", linkURL: \"https://subkit.dev/privacy\")"
    #expect(
      Self.attributedLinkFindings(links: privacyOnly, onTap: "restorePurchases()") == [
        .paywallMissingLegalLinks
      ])
    #expect(
      Self.attributedLinkFindings(links: both, onTap: "print(\"tapped\")") == [
        .paywallMissingRestore
      ])
  }

  @Test("A tip jar for the developer ships; a developer's debug screen does not")
  func developerTipJar() {
    #expect(!PaywallRules.isDeveloperScreen("DeveloperTipJarView"))
    #expect(!PaywallRules.isDeveloperScreen("SupportTheDeveloperView"))
    #expect(PaywallRules.isDeveloperScreen("DeveloperStoreScreen"))
    #expect(PaywallRules.isDeveloperScreen("InAppPurchasesDebugView"))
  }

  @Test(
    "A target's custom-named Info.plist in a synchronized folder is copied under its own name: a warning, not the Info.plist collision"
  )
  func customNamedPlistInSyncedFolder() {
    let findings = Fixtures.findings(files: [
      "Habits.xcodeproj/project.pbxproj": RecallCase.rootSynchronizedProject(exceptions: ["Scripts"]
      ),
      "App/HabitsApp.swift": "import SwiftUI\nlet appName = \"Habits\"\n",
      "Config/App-Info.plist": RecallCase.plist([("CFBundleName", "Habits")]),
    ]).filter { $0.rule == .infoPlistInSyncedFolder }
    #expect(findings.map(\.severity) == [.warning], "\(findings)")
    #expect(findings.first?.message.contains("Multiple commands") == false)
  }

  @Test(
    "A vendored library's example key is no app secret; the same key in the app's own folder is"
  )
  func vendoredSampleKey() {
    func secretErrors(_ path: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": "import RevenueCat\nlet name = \"App\"\n",
        path:
          "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAwJ0fakekeybodyfortestsonly0123456789abcdefghijklmnopqrstuv\n-----END RSA PRIVATE KEY-----\n",
      ]).count { $0.rule == .secretAPIKey }
    }
    #expect(secretErrors("Vendors/asio/src/examples/cpp11/ssl/server.pem") == 0)
    #expect(secretErrors("App/Resources/server.pem") == 1)
    #expect(
      RelativePath.isVendoredSample("Libraries/Vendors/asio/asio/src/examples/ssl/ca.pem"))
    #expect(!RelativePath.isVendoredSample("Vendors/asio/keys/ca.pem"))
    // A crypto library's published test vectors (BoringSSL's Wycheproof copy).
    #expect(
      RelativePath.isVendoredSample(
        "third-party/boringssl/src/third_party/wycheproof_testvectors/x25519_pem_test.json"))
    #expect(RelativePath.isVendoredSample("third-party/boringssl/src/ssl/test/runner/key.pem"))
    #expect(!RelativePath.isVendoredSample("third-party/contestant/keys/ca.pem"))
  }

  @Test("An Xcode file template's broken plist is no part of the app; a broken plist of the app is")
  func fileTemplatePlist() {
    func unreadable(_ path: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": "let name = \"App\"\n",
        path:
          "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>Path</key><string>X</dict></plist>\n",
      ]).count { $0.rule == .unreadableFile }
    }
    #expect(unreadable("XCTemplates/TCA.xctemplate/TemplateInfo.plist") == 0)
    #expect(unreadable("App/Settings.plist") == 1)
  }

  @Test(
    "addAttribute(.link, value:) with the documents' URLs opens them; with one URL the other is missing"
  )
  func addAttributeLinks() {
    func legalFindings(_ links: String) -> [Severity?] {
      Fixtures.findings(files: [
        "App/UnlockViewController.swift": """
        import StoreKit
        import UIKit

        final class UnlockViewController: UIViewController {
          let textView = UITextView()
          var product: SKProduct?
          override func viewDidLoad() {
            super.viewDidLoad()
            let text = NSMutableAttributedString(string: "Renews monthly. Terms of Service and Privacy Policy")
        \(links)
            textView.attributedText = text
          }
          @IBAction func subscribe(_ sender: UIButton) {
            guard let product else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
          @IBAction func restore(_ sender: UIButton) {
            SKPaymentQueue.default().restoreCompletedTransactions()
          }
        }

        """
      ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.severity)
    }
    let terms =
      "    text.addAttribute(.link, value: \"https://subkit.dev/app-tos/\", range: NSRange(location: 16, length: 16))"
    let privacy =
      "    text.addAttribute(.link, value: \"https://subkit.dev/app-privacy/\", range: NSRange(location: 37, length: 14))"
    #expect(legalFindings(terms + "\n" + privacy).isEmpty)
    #expect(legalFindings(terms) == [.error])
  }

  @Test(
    "An include not beside its xcconfig but beside the project using it resolves there; one resolving nowhere is broken"
  )
  func includeBesideTheProject() {
    func broken(_ files: [String: String]) -> Int {
      Fixtures.findings(
        files: [
          "Source/Base/Base.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject
            .replacingOccurrences(of: "Config/Project.xcconfig", with: "config/default.xcconfig"),
          "Source/Base/App/App.swift": "let name = \"Base\"\n",
          "Source/Base/config/default.xcconfig": "#include \"../XCConfig/common.xcconfig\"\n",
        ].merging(files) { $1 }
      ).count { $0.rule == .brokenXCConfigInclude }
    }
    #expect(broken(["Source/XCConfig/common.xcconfig": "MARKETING_VERSION = 1.0\n"]) == 0)
    #expect(broken(["Source/Other/common.xcconfig": "MARKETING_VERSION = 1.0\n"]) == 1)
  }

  @Test(
    "An amount the code works out, behind a currency sign in a form that sells nothing, is the app's data; in a paywall it is a price"
  )
  func computedAmountInForm() {
    func priceWarnings(file: String, type: String) -> Int {
      Fixtures.findings(
        files: Self.sellingApp("Tax") + [
          "Sources/Tax/\(file).swift": """
          import SwiftUI

          struct \(type): View {
            @State private var amount = ""
            var body: some View {
              let annualCost = (Double(amount) ?? 0) * 12
              Text("$\\(String(format: "%.2f", annualCost)) per year")
            }
          }

          """
        ]
      ).count { $0.rule == .hardcodedPrice }
    }
    #expect(priceWarnings(file: "AddExpenseFormView", type: "AddExpenseFormView") == 0)
    #expect(priceWarnings(file: "UpgradeView", type: "UpgradeView") == 1)
  }

  @Test(
    "An Info.plist the linker embeds (-sectcreate __TEXT __info_plist) is used; the same file unnamed is not"
  )
  func linkerEmbeddedInfoPlist() {
    func unused(_ flags: String) -> Int {
      Fixtures.findings(files: [
        "Helper.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          "Helper", folder: "Helper", sources: ["main.swift"],
          settings: "MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = macosx; \(flags)"),
        "Helper/main.swift": "print(\"helper\")\n",
        "Helper/Helper-Info.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>SMAuthorizedClients</key><string>app</string></dict></plist>\n",
      ]).count { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(
      unused(
        "OTHER_LDFLAGS = (\"-sectcreate\", __TEXT, __info_plist, \"Helper/Helper-Info.plist\");")
        == 0)
    #expect(unused("") == 1)
  }

  @Test(
    "A Mac app's Purchases menu with a restore command serves its purchase screens; an iOS app's menu does not"
  )
  func macMenuRestore() {
    func restoreErrors(settings: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["PlayerApp.swift", "UnlockView.swift"], settings: settings),
        "App/PlayerApp.swift": """
        import StoreKit
        import SwiftUI

        @main
        struct PlayerApp: App {
          var body: some Scene {
            WindowGroup { UnlockView() }
              .commands {
                CommandMenu("Purchases") {
                  Button("Restore purchases") { Task { try? await AppStore.sync() } }
                }
              }
          }
        }

        """,
        "App/UnlockView.swift": """
        import StoreKit
        import SwiftUI

        struct UnlockView: View {
          @State private var product: Product?
          var body: some View {
            Button("Unlock lifetime \\(product?.displayPrice ?? "")") {
              Task { _ = try? await product?.purchase() }
            }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors(settings: "MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx;") == 0)
    #expect(restoreErrors(settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;") == 1)
  }

  @Test(
    "A paywall only previews create, and the rows only it draws naming its nested plan type, show nothing; created by the app, they do"
  )
  func previewOnlyPaywallCycle() {
    func priceWarnings(root: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Cat"),
        "Sources/Cat/CatApp.swift": """
        import SwiftUI

        @main
        struct CatApp: App {
          var body: some Scene { WindowGroup { \(root) } }
        }

        """,
        "Sources/Cat/PaywallView.swift": """
        import StoreKit
        import SwiftUI

        struct PaywallView: View {
          enum Plan: CaseIterable {
            case monthly, yearly
            var subtitle: String { self == .monthly ? "Pro powers for $0.99/mo" : "Save with $7.99/yr" }
          }
          var body: some View {
            ForEach(Plan.allCases, id: \\.self) { PlanRow(plan: $0) }
          }
        }

        private struct PlanRow: View {
          let plan: PaywallView.Plan
          var body: some View { Text(plan.subtitle) }
        }

        #Preview { PaywallView() }

        """,
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(priceWarnings(root: "Text(\"Cats\")") == 0)
    #expect(priceWarnings(root: "PaywallView()") == 2)
  }

  @Test(
    "A UIKit dialog view handed its restore action through a closure property restores; a closure that does not restore leaves the error"
  )
  func dialogClosureProperty() {
    func restoreErrors(_ action: String) -> Int {
      Fixtures.findings(files: [
        "App/PurchaseView.swift": """
        import RevenueCat
        import UIKit

        final class PurchaseView: UIView {
          var purchase: ((Package) -> Void)?
          var restore: (() -> Void)?
          init(offering: Offering) {
            super.init(frame: .zero)
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Restore Purchases") { _ in
              self.restore?()
            })
            addSubview(button)
          }
          required init?(coder: NSCoder) { nil }
        }

        """,
        "App/LockedViewController.swift": """
        import RevenueCat
        import UIKit

        final class LockedViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            Purchases.shared.getOfferings { offerings, _ in
              guard let current = offerings?.current else { return }
              let dialog = PurchaseView(offering: current)
              dialog.purchase = { package in
                Purchases.shared.purchase(package: package) { _, _, _, _ in }
              }
              dialog.restore = {
                \(action)
              }
              self.view.addSubview(dialog)
            }
          }
          private func restorePurchases() {
            Purchases.shared.restorePurchases { _, _ in }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors("self.restorePurchases()") == 0)
    #expect(restoreErrors("print(\"restore tapped\")") == 1)
  }

  @Test(
    "A private method of a paywall view nothing calls shows no price; called from the body, it does"
  )
  func privateViewMethodNeverCalled() {
    func priceWarnings(_ bodyLine: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Faith"),
        "Sources/Faith/FaithApp.swift": """
        import SwiftUI

        @main
        struct FaithApp: App {
          var body: some Scene { WindowGroup { PaywallView() } }
        }

        """,
        "Sources/Faith/PaywallView.swift": """
        import RevenueCat
        import SwiftUI

        struct PaywallView: View {
          @State private var package: Package?
          var body: some View {
            VStack {
              Text(package?.storeProduct.localizedPriceString ?? "")
        \(bodyLine)
            }
          }
          private func discountedPrice(for package: Package) -> String {
            package.storeProduct.localizedPricePerMonth ?? "$9.99"
          }
        }

        """,
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(priceWarnings("") == 0)
    #expect(priceWarnings("      if let package { Text(discountedPrice(for: package)) }") == 1)
  }

  @Test(
    "A survey's whole-dollar budget range is an answer, even per month; a price with cents per month still fires"
  )
  func budgetRangeAnswers() {
    func priceWarnings(_ text: String) -> Int {
      Fixtures.findings(
        files: Self.sellingApp("Genie") + [
          "Sources/Genie/BusinessListing.swift": """
          import Foundation

          enum AdBudget: CaseIterable {
            case under200
            var label: String {
              switch self {
              case .under200: return "\(text)"
              }
            }
          }

          let budgets = AdBudget.allCases.map(\\.label)

          """
        ]
      ).count { $0.rule == .hardcodedPrice }
    }
    #expect(priceWarnings("Under $200 / month") == 0)
    #expect(priceWarnings("$200 – $500 / month") == 0)
    #expect(priceWarnings("Only $4.99 / month") == 1)
  }

  @Test("A price in a view's body after a private property is shown: body is no private member")
  func bodyAfterPrivateProperty() {
    let findings = Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Demo"),
      "Sources/Demo/DemoApp.swift": """
      import SwiftUI

      @main
      struct DemoApp: App {
        var body: some Scene { WindowGroup { ContentView() } }
      }

      """,
      "Sources/Demo/ContentView.swift": """
      import StoreKit
      import SwiftUI

      struct ContentView: View {
        @EnvironmentObject
        private var store: Store

        var body: some View {
          ForEach(store.products) { product in
            Text("$4.99 - \\(product.displayName)")
          }
        }
      }

      final class Store: ObservableObject {
        @Published var products: [Product] = []
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
    #expect(findings.map(\.line) == [10], "\(findings)")
  }

  /// A package app named `name` whose `Store` buys with StoreKit 2: the app
  /// sells through the store, whatever the other files say.
  private static func sellingApp(_ name: String) -> [String: String] {
    [
      "Package.swift": Fixtures.iOSAppManifest(name),
      "Sources/\(name)/Store.swift": """
      import StoreKit

      final class Store {
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """,
    ]
  }

  @Test(
    "An app's purchase(_:) wrapper nothing calls meets no StoreKit issue, though StoreKit's purchase() is named inside it; called with its label, it does"
  )
  func uncalledWrapperNamedLikeStoreKit() {
    func notes(_ root: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Vector"),
        "Sources/Vector/Store.swift": """
        import StoreKit

        final class Store {
          static let shared = Store()
          func purchase(_ product: Product) async throws {
            _ = try await product.purchase()
          }
        }

        """,
        "Sources/Vector/VectorApp.swift": """
        import StoreKit
        import SwiftUI

        @main
        struct VectorApp: App {
          @State private var product: Product?
          var body: some Scene {
            WindowGroup { Text("Vector").task { \(root) } }
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.file == "Sources/Vector/Store.swift" }
    }
    #expect(notes("_ = Store.shared") == 0)
    #expect(notes("if let product { try? await Store.shared.purchase(product) }") > 0)
  }

  @Test("A function whose first parameter has a default value is called without it")
  func calledWithDefaultArgument() {
    func notes(_ call: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Pix"),
        "Sources/Pix/Store.swift": """
        import StoreKit

        final class Store {
          static let shared = Store()
          func loadProducts(identifier: String = "main") async throws -> [Product] {
            try await Product.products(for: [identifier])
          }
        }

        """,
        "Sources/Pix/PixApp.swift": """
        import SwiftUI

        @main
        struct PixApp: App {
          var body: some Scene {
            WindowGroup { Text("Pix").task { \(call) } }
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.file == "Sources/Pix/Store.swift" }
    }
    #expect(notes("_ = try? await Store.shared.loadProducts()") > 0)
    #expect(notes("_ = Store.shared") == 0)
  }
}

/// A fixture's files with more files added (a later one wins).
private func + (lhs: [String: String], rhs: [String: String]) -> [String: String] {
  lhs.merging(rhs) { $1 }
}
