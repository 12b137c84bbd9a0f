import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the fifty-eighth to sixtieth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire.
struct SixtiethRoundShapeTests {
  /// `hardcoded-price` findings for a plan enum whose `title` holds prices,
  /// beside a paywall whose own `PricingOption` rows are read as
  /// `option.title` and whose body adds `reader`. The paywall's view model
  /// holds the selected plan.
  private static func planTitlePrices(reader: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct PlansApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      """,
      "App/Plan.swift": """
      enum Plan: String, CaseIterable, Identifiable {
        case monthly = "com.plans.monthly"
        case yearly = "com.plans.yearly"
        var id: String { rawValue }
        var title: String {
          switch self {
          case .monthly: return "$4.99/month. Cancel anytime."
          case .yearly: return "$39.99/year. Cancel anytime."
          }
        }
      }

      """,
      "App/PlanModel.swift": """
      import Combine

      final class PlanModel: ObservableObject {
        @Published var selected: Plan = .yearly
      }

      """,
      "App/PaywallView.swift": """
      import SwiftUI
      import StoreKit

      struct PricingOption: Identifiable {
        let id: String
        let title: String
      }

      struct PaywallView: View {
        @State private var products: [Product] = []
        @StateObject private var model = PlanModel()
        private let options = [PricingOption(id: "annual", title: "Best value")]
        var body: some View {
          VStack {
            Text("Go Pro").font(.title)
            ForEach(options) { option in Text(option.title) }
            ForEach(options, id: \\.title) { option in Text(option.id) }
            ForEach(products) { product in
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
            \(reader)
          }
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice && $0.file == "App/Plan.swift" }
  }

  @Test(
    "A plan enum's title is read only where a value of the enum can be: another type's title, an implicit .title and a key path do not read it"
  )
  func memberReadOnlyWhereItsTypeReaches() {
    #expect(Self.planTitlePrices(reader: "").isEmpty)
    // Named by the paywall, the enum's titles are shown.
    let named = Self.planTitlePrices(
      reader: "ForEach(Plan.allCases) { plan in Text(plan.title) }")
    #expect(named.count == 2, "\(named)")
    // Reached through a view model's property declared with the enum.
    let carried = Self.planTitlePrices(reader: "Text(model.selected.title)")
    #expect(carried.count == 2, "\(carried)")
  }
}

extension SixtiethRoundShapeTests {
  /// Findings in `folder` for an iOS project under `ios/` beside a folder
  /// of Swift sources no target builds, one of them a banner the app shows
  /// with a hard-coded price, and a source file named `Package.swift`.
  private static func besideProject(folder: String) -> [Finding] {
    Fixtures.findings(files: [
      "ios/App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "ios/App/App.swift": """
      import SwiftUI

      @main
      struct ShellApp: App {
        var body: some Scene { WindowGroup { TrialBanner() } }
      }

      """,
      "\(folder)/Sources/Purchasing/Package.swift": """
      import Foundation

      public final class PresentedOfferingContext: NSObject {
        public let offeringIdentifier: String
        public init(offeringIdentifier: String) { self.offeringIdentifier = offeringIdentifier }
      }

      """,
      "\(folder)/Sources/Purchasing/TrialBanner.swift": """
      import SwiftUI
      import StoreKit

      struct TrialBanner: View {
        var body: some View { Text("Then $4.99/month") }
      }

      """,
    ]).filter { $0.file.hasPrefix("\(folder)/") }
  }

  @Test(
    "A purchase SDK's sources copied beside the project are built by no target; other loose sources stay app code, and a Package.swift importing no PackageDescription is no manifest"
  )
  func storeLibraryCopyBesideProject() {
    #expect(Self.besideProject(folder: "revenuecat_sources").isEmpty)
    #expect(Self.besideProject(folder: "Vendor/SwiftyStoreKit-master").isEmpty)
    let loose = Self.besideProject(folder: "Shared")
    #expect(loose.contains { $0.rule == .hardcodedPrice }, "\(loose)")
  }
}

extension SixtiethRoundShapeTests {
  /// An app whose settings form draws `release` beside a debug-only reset
  /// button; the reset reaches a store's post two calls away, and a setter
  /// nothing calls posts too.
  private static func debugReset(release: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct FarmApp: App {
        var body: some Scene { WindowGroup { SettingsView() } }
      }

      """,
      "App/Store.swift": """
      import Foundation
      import StoreKit

      final class Store: NSObject, ObservableObject {
        func clearPurchases() { clearOwned() }
        func clearOwned() {
          NotificationCenter.default.post(name: Notification.Name("PremiumStatusChanged"), object: nil)
        }
        func setExpiry(date: Date) {
          NotificationCenter.default.post(name: Notification.Name("SubscriptionStatusChanged"), object: date)
        }
      }

      """,
      "App/SettingsView.swift": """
      import SwiftUI

      struct SettingsView: View {
        @StateObject private var store = Store()
        var body: some View {
          Form {
            #if DEBUG
            Button("Reset purchases") { resetPurchases() }
            #endif
            \(release)
          }
        }
        private func resetPurchases() { store.clearPurchases() }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity != .note }
  }

  @Test(
    "A broadcast reached only through a view's private function that debug code calls, two calls away, never runs; a release button calling the same chain does"
  )
  func debugOnlyChainsNeverRun() {
    #expect(Self.debugReset(release: "").isEmpty)
    let released = Self.debugReset(release: "Button(\"Sign out\") { store.clearPurchases() }")
    #expect(released.map(\.line) == [7], "\(released)")
  }

  /// Notification findings for a restore that reports through `call`, in
  /// an app declaring an alert helper on `NotificationCenter`.
  private static func restoreReport(_ call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct ArchiveApp: App {
        var body: some Scene {
          WindowGroup { Button("Restore") { Task { await IAPService().restore() } } }
        }
      }

      """,
      "App/NotificationCenter+Alert.swift": """
      import Foundation

      struct AlertModel { let title: String; let message: String }

      extension Notification.Name {
        static let alertMessage = Notification.Name("Error.Message")
      }

      extension NotificationCenter {
        func createAndPost(title: String, message: String) {
          post(name: .alertMessage, object: AlertModel(title: title, message: message))
        }
      }

      """,
      "App/IAPService.swift": """
      import Foundation
      import StoreKit

      final class IAPService {
        func restore() async {
          try? await AppStore.sync()
          \(call)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity != .note }
  }

  @Test(
    "The app's own alert helper on NotificationCenter posts an alert whatever its title says; a post named for the subscription is state"
  )
  func alertHelperIsNoBroadcast() {
    #expect(
      Self.restoreReport(
        "NotificationCenter.default.createAndPost(title: \"Subscription\", message: \"Restored.\")"
      ).isEmpty)
    let posted = Self.restoreReport(
      "NotificationCenter.default.post(name: Notification.Name(\"SubscriptionRestored\"), object: nil)"
    )
    #expect(posted.count == 1, "\(posted)")
  }

  @Test(
    "A published reference to the app's store object is a dependency; published purchases are state"
  )
  func publishedStoreReference() {
    let notes = Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Ads"),
      "Sources/Ads/App.swift": """
      import SwiftUI

      @main
      struct AdsApp: App {
        @StateObject private var ads = AdManager()
        var body: some Scene { WindowGroup { Text("\\(ads.shown)") } }
      }

      """,
      "Sources/Ads/Managers.swift": """
      import Combine
      import StoreKit

      final class PurchaseManager: ObservableObject {
        static let shared = PurchaseManager()
        @Published var purchasedProducts: [String] = []
      }

      final class AdManager: ObservableObject {
        @Published var purchaseManager = PurchaseManager.shared
        @Published var shown = 0
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .note }
    #expect(notes.map(\.line) == [6], "\(notes)")
  }

  /// Purchase notes for a settings screen buying through a store manager
  /// it reads from the environment as `declaration`.
  private static func environmentStoreNotes(_ declaration: String) -> [Finding] {
    Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Rules"),
      "Sources/Rules/App.swift": """
      import SwiftUI

      @main
      struct RulesApp: App {
        @State private var store = StoreManager()
        var body: some Scene { WindowGroup { SettingsView().environment(store) } }
      }

      """,
      "Sources/Rules/StoreManager.swift": """
      import Observation
      import StoreKit

      @Observable final class StoreManager {
        var product: Product?
        func purchase() async -> Bool {
          guard let product else { return false }
          return await buy(product)
        }
        private func buy(_ product: Product) async -> Bool {
          guard let result = try? await product.purchase(), case .success = result else { return false }
          return true
        }
      }

      """,
      "Sources/Rules/SettingsView.swift": """
      import SwiftUI

      struct SettingsView: View {
        \(declaration)
        var body: some View {
          Button("Unlock all rules") { Task { _ = await store.purchase() } }
        }
      }

      """,
    ])
  }

  @Test(
    "A store read with @Environment(Type.self) is the app's wrapper: the purchase notes sit on StoreKit's call inside it"
  )
  func environmentStoreIsTheWrapper() {
    for declaration in [
      "@Environment(StoreManager.self) private var store",
      "@Environment(StoreManager.self) var store",
    ] {
      let notes = Self.environmentStoreNotes(declaration)
      #expect(!notes.isEmpty)
      #expect(notes.allSatisfy { $0.file == "Sources/Rules/StoreManager.swift" }, "\(notes)")
    }
  }

  /// `entitlement-id-literal` findings for two gates asking
  /// `checkEntitlement("Pro")` of a manager whose check has `body`.
  private static func entitlementChecks(body: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct CommuteApp: App {
        var body: some Scene { WindowGroup { Text("Commute") } }
      }

      """,
      "App/SubscriptionManager.swift": """
      import StoreKit

      final class SubscriptionManager {
        static let shared = SubscriptionManager()
        var isSubscribed = false
        var activeEntitlements: Set<String> = []
        func checkEntitlement(_ identifier: String) async -> Bool {
          \(body)
        }
      }

      final class SubscriptionService {
        func checkEntitlement(_ identifier: String) async -> Bool {
          await SubscriptionManager.shared.checkEntitlement(identifier)
        }
      }

      """,
      "App/MapGate.swift": """
      func mayShowMaps() async -> Bool {
        await SubscriptionService().checkEntitlement("Pro")
      }

      """,
      "App/AlertGate.swift": """
      func mayAlert() async -> Bool {
        await SubscriptionService().checkEntitlement("Pro")
      }

      """,
    ]).filter { $0.rule == .entitlementIDLiteral }
  }

  @Test(
    "An identifier handed to the app's own check that never reads it (also through a forwarder) is no lookup; read, it is"
  )
  func ignoredEntitlementArgument() {
    #expect(Self.entitlementChecks(body: "isSubscribed").isEmpty)
    let read = Self.entitlementChecks(body: "activeEntitlements.contains(identifier)")
    #expect(read.count == 2, "\(read)")
  }
}

extension SixtiethRoundShapeTests {
  /// Notification findings for a store view whose catalogue sink takes
  /// `parameters`.
  private static func catalogueSink(parameters: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": """
      import AppKit

      let purchases = Purchases()

      @main
      final class AppDelegate: NSObject, NSApplicationDelegate {
        let view = StoreView(purchases: purchases)
      }

      """,
      "App/Purchases.swift": """
      import Combine
      import StoreKit

      final class Purchases: NSObject {
        let loading = CurrentValueSubject<Bool, Never>(false)
        let products = CurrentValueSubject<[(product: SKProduct, price: String)], Never>([])
        func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
      }

      """,
      "App/StoreView.swift": """
      import AppKit
      import Combine
      import StoreKit

      final class StoreView: NSView {
        private var subs = Set<AnyCancellable>()
        init(purchases: Purchases) {
          super.init(frame: .zero)
          purchases.loading
            .combineLatest(purchases.products)
            .sink { [weak self] (loading: Bool, \(parameters)) in
              if loading {
                self?.contentView = nil
              } else if purchases.first != nil {
                self?.contentView = NSView()
              }
            }
            .store(in: &subs)
        }
        var contentView: NSView?
        required init?(coder: NSCoder) { nil }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity != .note }
  }

  @Test(
    "A sink's parameter annotated with store products holds the catalogue, whatever its name; one holding purchases is state"
  )
  func catalogueSinkParameter() {
    #expect(
      Self.catalogueSink(parameters: "purchases: [(product: SKProduct, price: String)]").isEmpty)
    let owned = Self.catalogueSink(parameters: "purchases: [String]")
    #expect(owned.count == 1, "\(owned)")
  }

  /// Legal-links findings for a clock app's one-time unlock whose screen
  /// also draws a year picker and reaches a reminder cleanup; `extra` is
  /// more text it shows.
  private static func clockUnlock(extra: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct ClockApp: App {
        var body: some Scene { WindowGroup { UnlockView() } }
      }

      """,
      "App/ReminderManager.swift": """
      import Foundation

      final class ReminderManager {
        static let shared = ReminderManager()
        func start() { cleanupExpiredReminderIfNeeded() }
        private func cleanupExpiredReminderIfNeeded() {}
      }

      """,
      "App/UnlockView.swift": """
      import StoreKit
      import SwiftUI

      struct UnlockView: View {
        @State private var product: Product?
        @State private var selectedYear = 2026
        var body: some View {
          VStack {
            Picker("Year", selection: $selectedYear) { Text("2026").tag(2026) }
            Text("Unlock every clock face")
            \(extra)
            if let product {
              Button("Unlock for \\(product.displayPrice)") {
                Task { _ = try? await product.purchase() }
              }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
          .task {
            ReminderManager.shared.start()
            product = try? await Product.products(for: ["com.clock.unlock"]).first
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test(
    "A year picker's binding and an expired reminder name no billing period or expiry; a sentence that renews does"
  )
  func datesAreNoBillingPeriod() {
    #expect(Self.clockUnlock(extra: "").isEmpty)
    let renewing = Self.clockUnlock(extra: "Text(\"Renews every year until cancelled\")")
    #expect(renewing.count == 1, "\(renewing)")
  }
}

extension SixtiethRoundShapeTests {
  @Test("Cents after an interpolation are a price unless they are one cent: the first of a month")
  func oneCentAfterInterpolation() {
    #expect(PriceDetector.price(inParts: ["", ".01"]) == nil)
    #expect(PriceDetector.price(inParts: ["", ",01"]) == nil)
    #expect(PriceDetector.price(inParts: ["", ".99"]) == "\\(…).99")
    #expect(PriceDetector.price(inParts: ["", ".09 €"]) == "\\(…).09")
  }
}

extension SixtiethRoundShapeTests {
  /// `custom-infoplist-not-used` findings for a root `Info.plist` holding
  /// `copyKeys` beside the target's own plist, which writes orientations
  /// per device.
  private static func orientationCopy(copyKeys: String) -> [Finding] {
    func plist(_ body: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """
    }
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = App/Info.plist;"),
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": plist(
        """
        <key>UISupportedInterfaceOrientations~iphone</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        """),
      "Info.plist": plist(copyKeys),
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test(
    "A leftover plist's base key is carried by the used plist's per-device keys; a key of its own is lost"
  )
  func perDeviceKeysCarryTheBaseKey() {
    let orientations = """
      <key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
      <key>UISupportedInterfaceOrientations</key>
      <array><string>UIInterfaceOrientationPortrait</string></array>
      """
    #expect(Self.orientationCopy(copyKeys: orientations).isEmpty)
    let own = Self.orientationCopy(
      copyKeys: orientations + "\n<key>RevenueCatAPIKey</key><string>appl_abc</string>")
    #expect(own.count == 1, "\(own)")
  }
}

extension SixtiethRoundShapeTests {
  /// `configure-called-twice` findings for a shared configure wrapper
  /// called by the iOS app's and the Mac app's `init`, and `more` in the
  /// iOS app.
  private static func sharedWrapper(more: String = "") -> [Finding] {
    func app(_ name: String) -> String {
      """
      import SwiftUI

      @main
      struct \(name): App {
        init() { SubscriptionService.shared.initRevenueCat() }
        var body: some Scene { WindowGroup { Text("Brain") } }
      }

      """
    }
    return Fixtures.findings(files: [
      "iOS/BrainApp.swift": app("BrainApp"),
      "iOS/Settings.swift": more,
      "macOS/BrainMacApp.swift": app("BrainMacApp"),
      "Shared/SubscriptionService.swift": """
      import RevenueCat

      final class SubscriptionService {
        static let shared = SubscriptionService()
        func initRevenueCat() {
          Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1")
        }
      }

      """,
    ]).filter { $0.rule == .configureCalledTwice }
  }

  @Test(
    "A configure wrapper called once by each of two apps configures each once; called twice in one app it is reported"
  )
  func wrapperCalledByTwoApps() {
    #expect(Self.sharedWrapper().isEmpty)
    let twice = Self.sharedWrapper(
      more: """
        func signIn() { SubscriptionService.shared.initRevenueCat() }

        """)
    #expect(twice.count == 1, "\(twice)")
  }
}
