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
        var body: some Scene {
          WindowGroup { Text("Commute").task { _ = (await mayShowMaps(), await mayAlert()) } }
        }
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

extension SixtiethRoundShapeTests {
  /// Purchase notes for a store whose item also records a level through a
  /// package's static `Defaults.purchase(level:)` (the package is not in
  /// the folder).
  private static func staticLevelWrite() -> [Finding] {
    Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Truffle"),
      "Sources/Truffle/App.swift": """
      import SwiftUI

      @main
      struct TruffleApp: App {
        @StateObject private var store = Store()
        var body: some Scene { WindowGroup { Button("Upgrade") { Task { await store.buy() } } } }
      }

      """,
      "Sources/Truffle/A.Item.swift": """
      import Foundation

      struct Item {
        let level: Int
        func purchased() { Defaults.purchase(level: level) }
      }

      """,
      "Sources/Truffle/Store.swift": """
      import StoreKit

      final class Store: ObservableObject {
        static let shared = Store()
        var product: Product?
        func record(_ level: Int) {}
        func buy() async {
          guard let product, let result = try? await product.purchase() else { return }
          if case .success = result { Item(level: 1).purchased() }
        }
      }

      """,
    ])
  }

  @Test(
    "A static purchase(level:) of a type from a package is no store purchase: the notes go to StoreKit's call"
  )
  func staticPackagePurchaseIsNoStoreCall() {
    let notes = Self.staticLevelWrite()
    #expect(!notes.isEmpty)
    #expect(notes.allSatisfy { $0.file == "Sources/Truffle/Store.swift" }, "\(notes)")
  }

  /// Restore findings for a paywall whose button calls `controller.refresh`,
  /// a restore in `PurchaseController`, beside another screen's own
  /// `refresh()`; the paywall declares the controller as `declaration`.
  private static func typedRefresh(declaration: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct PublicistApp: App {
        var body: some Scene { WindowGroup { UnlockView(); ContentView() } }
      }

      """,
      "App/PurchaseController.swift": """
      import StoreKit

      final class PurchaseController: ObservableObject {
        @Published var product: SKProduct?
        func unlock() {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        func refresh() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """,
      "App/ContentView.swift": """
      import SwiftUI

      struct ContentView: View {
        @State private var items: [String] = []
        var body: some View { List(items, id: \\.self) { Text($0) }.onAppear(perform: refresh) }
        func refresh() { items = ["a"] }
      }

      """,
      "App/UnlockView.swift": """
      import SwiftUI

      struct UnlockView: View {
        \(declaration)
        var body: some View {
          VStack {
            Text("Unlock forever for \\(controller.product?.price ?? 0)")
            Button("Unlock", action: controller.unlock)
            Button(action: controller.refresh) { Text("Restore Purchase") }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A restore method another type shares a name with restores when the receiver is declared with the restoring type"
  )
  func restoreThroughTypedReceiver() {
    #expect(
      Self.typedRefresh(declaration: "@EnvironmentObject var controller: PurchaseController")
        .isEmpty)
    let untyped = Self.typedRefresh(declaration: "@EnvironmentObject var controller: ContentModel")
    #expect(untyped.count == 1, "\(untyped)")
  }

  /// `configure-called-twice` findings for an app configuring RevenueCat
  /// beside a package's `configure(apiKey:)` wrapper, and `call` in the app.
  private static func packageConfigure(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "Training/Sources/TrainingApp.swift": """
      import RevenueCat
      import SwiftUI

      @main
      struct TrainingApp: App {
        init() {
          Purchases.configure(withAPIKey: "appl_AbCdEfGhIjKlMnOpQrStUvWxYz1")
          \(call)
        }
        var body: some Scene { WindowGroup { Text("Train") } }
      }

      """,
      "Training/Sources/EntitlementService.swift": """
      import RevenueCat

      enum EntitlementService {
        static func configure(apiKey: String) {
          Purchases.configure(with: Configuration.Builder(withAPIKey: apiKey).build())
        }
      }

      """,
    ]).filter { $0.rule == .configureCalledTwice }
  }

  @Test(
    "A configure wrapper nothing calls with its label is no second configure; called, it is"
  )
  func uncalledConfigureWrapper() {
    #expect(Self.packageConfigure(call: "").isEmpty)
    let called = Self.packageConfigure(
      call: "EntitlementService.configure(apiKey: \"appl_AbCdEfGhIjKlMnOpQrStUvWxYz1\")")
    #expect(!called.isEmpty)
  }

  /// Hard-coded price findings for a donation caption in an app whose only
  /// subscription words are a push channel's (`name`).
  private static func donationCaption(typeName name: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Help.swift", "Channel.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct MedoApp: App {
        var body: some Scene { WindowGroup { HelpView() } }
      }

      """,
      "App/Help.swift": """
      import SwiftUI

      struct HelpView: View {
        var body: some View { Text("R$ 29,90 todos os meses pelo Apoia.se") }
      }

      """,
      "App/Channel.swift": """
      import Foundation

      struct \(name): Encodable { let channel: String }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "A subscription to a channel names no selling: an app without store code shows its own prices; a type named for subscriptions may hide store code"
  )
  func channelSubscriptionSellsNothing() {
    #expect(Self.donationCaption(typeName: "ChannelSubscription").isEmpty)
    #expect(Self.donationCaption(typeName: "SubscriptionPlan").count == 1)
  }
}

extension SixtiethRoundShapeTests {
  @Test(
    "A purchase through a property declared `any Protocol` of the app's is its wrapper: the notes sit on the conforming type's StoreKit call"
  )
  func existentialWrapperPurchase() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Spark"),
      "Sources/Spark/A/EntitlementManager.swift": """
      import Foundation

      @MainActor
      final class EntitlementManager {
        private let storeKit: any StoreKitServing
        init(storeKit: any StoreKitServing) { self.storeKit = storeKit }
        func buy(_ id: String) async throws {
          try await storeKit.purchase(productID: id)
        }
      }

      protocol StoreKitServing: Sendable {
        func purchase(productID: String) async throws
      }

      """,
      "Sources/Spark/B/LiveStoreKitService.swift": """
      import StoreKit

      actor LiveStoreKitService: StoreKitServing {
        func purchase(productID: String) async throws {
          guard let product = try await Product.products(for: [productID]).first else { return }
          _ = try await product.purchase()
        }
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(notes.allSatisfy { $0.file == "Sources/Spark/B/LiveStoreKitService.swift" }, "\(notes)")
  }

  /// Drift findings for a store view selling the group `groupID`, with a
  /// `.storekit` file declaring the group `SF_PREMIUM_GROUP`.
  private static func groupDrift(_ argument: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import StoreKit
      import SwiftUI

      @main
      struct SermonApp: App {
        var body: some Scene { WindowGroup { SubscriptionStoreView(\(argument)) } }
      }

      """,
      "Configuration.storekit": RecallCase.storeKitFile([("sf.premium.monthly", "4.99")]),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("names the product") }
  }

  @Test("A subscription group's id is no product id; a product id the file lacks is drift")
  func groupIDIsNoProduct() {
    #expect(Self.groupDrift("groupID: \"SF_PREMIUM_GROUP\"").isEmpty)
    #expect(Self.groupDrift("productIDs: [\"sf.premium.yearly\"]").count == 1)
  }

  /// `custom-infoplist-not-used` findings for a leftover plist at `path`
  /// in an iOS-only project.
  private static func leftoverPlist(at path: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = App/Info.plist; SDKROOT = iphoneos;"),
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>

      """,
      path: """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleName</key><string>App</string>
        <key>UIUserInterfaceStyle</key><string>Automatic</string>
      </dict>
      </plist>

      """,
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test(
    "A tvOS app's Info.plist in a project with no tvOS target is a removed target's; elsewhere it is lost"
  )
  func removedTVTargetPlist() {
    #expect(Self.leftoverPlist(at: "Application/tvOS/Info.plist").isEmpty)
    #expect(Self.leftoverPlist(at: "Application/Shared/Info.plist").count == 1)
  }
}

extension SixtiethRoundShapeTests {
  @Test(
    "A wrapper SDK's static purchase (a type named for the store) still buys: its paywall owes a Restore"
  )
  func wrapperSDKStaticPurchaseBuys() {
    let restore = Fixtures.findings(files: [
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func applicationDidFinishLaunching(_ application: UIApplication) {
          window?.rootViewController = PaywallVC()
        }
      }

      """,
      "App/PaywallVC.swift": """
      import NeonSDK
      import UIKit

      final class PaywallVC: UIViewController {
        private let startButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          startButton.setTitle("Start weekly plan", for: .normal)
          startButton.addAction(UIAction { _ in
            RevenueCatManager.purchase(animation: .loadingBar) { self.dismiss(animated: true) }
          }, for: .touchUpInside)
          view.addSubview(startButton)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
    #expect(restore.count == 1, "\(restore)")
  }
}

extension SixtiethRoundShapeTests {
  /// The Observable notes for a store publishing `properties`.
  private static func observableNotes(_ properties: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Pagi"),
      "Sources/Pagi/App.swift": """
      import SwiftUI

      @main
      struct PagiApp: App {
        @StateObject private var store = Store()
        var body: some Scene { WindowGroup { Text(store.isEntitled ? "Pro" : "Free") } }
      }

      """,
      "Sources/Pagi/Store.swift": """
      import Combine
      import StoreKit

      final class Store: ObservableObject {
      \(properties)
        func refresh() async {
          for await result in Transaction.currentEntitlements {
            if case .verified = result { isEntitled = true }
          }
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .note }
  }

  @Test("The Observable note names what the customer owns over a flag about checking it")
  func observableNoteNamesOwnership() {
    let both = Self.observableNotes(
      """
        @Published var hasCheckedForEntitlements = false
        @Published var isEntitled = false
      """)
    #expect(both.count == 1)
    #expect(both.first?.message.contains("publishes isEntitled") == true, "\(both)")
    #expect(both.first?.line == 6)
  }
}

extension SixtiethRoundShapeTests {
  /// Paywall errors for an upgrade screen drawing `text` beside a store
  /// button for the product `id`, bought through a manager whose other
  /// product renews.
  private static func upgradeScreen(text: String, id: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct ReminderApp: App {
        var body: some Scene { WindowGroup { UpgradeView() } }
      }

      """,
      "App/UpgradeView.swift": """
      import StoreKit
      import SwiftUI

      struct UpgradeView: View {
        @State private var product: Product?
        var body: some View {
          VStack {
            Text("\(text)")
            if let product {
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
          }
          .task { product = try? await Product.products(for: ["\(id)"]).first }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks || $0.rule == .paywallMissingRestore }
  }

  @Test(
    "Buy-once wording in Japanese makes an unlock, and a sized tip id a tip; a subscription word still sells one"
  )
  func buyOnceWordsAndSizedTips() {
    #expect(
      !Self.upgradeScreen(text: "買い切りで広告をすべて非表示", id: "com.app.removeads.jp")
        .contains { $0.rule == .paywallMissingLegalLinks })
    let tip = Self.upgradeScreen(text: "☕ Coffee-Sized Thanks", id: "com.app.smalltip")
    #expect(tip.isEmpty, "\(tip)")
    let renewing = Self.upgradeScreen(
      text: "Premium subscription, billed monthly", id: "com.app.pro")
    #expect(renewing.contains { $0.rule == .paywallMissingLegalLinks })
  }

  @Test(
    "An unreadable project.pbxproj outside any .xcodeproj bundle is a stray file, not reported; in a bundle it is"
  )
  func strayProjectFile() {
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(settings: "SDKROOT = iphoneos;"),
      "App/App.swift": "import SwiftUI\n",
      "App/project.pbxproj": "SWIFT_VERSION = 5.0\nOTHER_LDFLAGS = -ObjC\n",
    ])
    #expect(!findings.contains { $0.file == "App/project.pbxproj" }, "\(findings)")
    let broken = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": "SWIFT_VERSION = 5.0\n",
      "App/App.swift": "import SwiftUI\n",
    ])
    #expect(
      broken.contains { $0.file == "App.xcodeproj/project.pbxproj" && $0.rule == .unreadableFile })
  }

  /// Hard-coded prices in a ticket log's form whose field shows `title`.
  private static func ticketForm(title: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "TicketForm.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct OshiApp: App {
        var body: some Scene { WindowGroup { TicketForm() } }
      }

      """,
      "App/TicketForm.swift": """
      import SwiftUI

      struct TicketForm: View {
        @State private var price = ""
        var body: some View {
          Form { \(title) }
        }
      }

      """,
      "App/Store.swift": "import StoreKit\nlet proID = \"com.oshi.pro\"\n",
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("An example amount in a text field's title or prompt is no price; shown as text it is")
  func fieldPromptIsNoPrice() {
    #expect(Self.ticketForm(title: "TextField(\"例: ¥8,800\", text: $price)").isEmpty)
    #expect(
      Self.ticketForm(title: "TextField(\"Price\", text: $price, prompt: Text(\"$12.99\"))").isEmpty
    )
    #expect(Self.ticketForm(title: "Text(\"Pro: $12.99\")").count == 1)
  }
}

extension SixtiethRoundShapeTests {
  /// Known-issue notes on line 11, the `else` of `if #available(iOS
  /// \(version), *)` that buys through StoreKit 1.
  private static func fallbackNotes(version: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Clean"),
      "Sources/Clean/Store.swift": """
      import StoreKit

      final class Store {
        var product: Product?
        var legacyProduct: SKProduct?
        func buy() async {
          if #available(iOS \(version), *) {
            guard product != nil else { return }
            print("bought elsewhere")
          } else {
            if let legacyProduct { SKPaymentQueue.default().add(SKPayment(product: legacyProduct)) }
          }
        }
      }

      @main
      struct CleanApp {
        static func main() async { await Store().buy() }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.line == 11 }
  }

  @Test(
    "The else of #available(iOS 15) runs only below iOS 15: no iOS 18 issue meets it; below 18.4 it may"
  )
  func availabilityFallbackMeetsNoIssue() {
    #expect(Self.fallbackNotes(version: "15.0").isEmpty)
    #expect(!Self.fallbackNotes(version: "18.4").isEmpty)
  }
}

extension SixtiethRoundShapeTests {
  @Test(
    "A framework another target builds into a hidden or build folder is output, not a missing file; a missing source is"
  )
  func buildOutputIsNotMissing() {
    #expect(
      ProjectIndex.isBuildOutput(".tmp/SharedBuildProducts-Frameworks/CocoaExtensions.framework"))
    #expect(ProjectIndex.isBuildOutput("DerivedData/Build/Products/Debug/Kit.framework"))
    #expect(!ProjectIndex.isBuildOutput("Vendor/Kit.framework"))
    #expect(!ProjectIndex.isBuildOutput("Carthage/Build/iOS/Kit.framework"))
    #expect(!ProjectIndex.isBuildOutput(".tmp/Generated.swift"))
  }

  @Test("An XML file of another kind named .plist is no property list; a broken plist is reported")
  func otherXMLIsNoPlist() {
    let installer = """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- productbuild -->
      <installer-gui-script minSpecVersion="2"><title>Extras</title></installer-gui-script>

      """
    #expect(ProjectIndex.isOtherXML(Array(installer.utf8)))
    #expect(!ProjectIndex.isOtherXML(Array("<?xml version=\"1.0\"?>\n<plist><dict><key>A".utf8)))
    #expect(!ProjectIndex.isOtherXML(Array("<key>CFBundleName</key><string>App</string>".utf8)))
    let findings = Fixtures.findings(files: [
      "Installer/distribution.plist": installer,
      "Broken/Settings.plist": "<?xml version=\"1.0\"?>\n<plist><dict><key>A</key>",
      "App/App.swift": "import SwiftUI\n",
    ]).filter { $0.rule == .unreadableFile }
    #expect(findings.map(\.file) == ["Broken/Settings.plist"], "\(findings)")
  }

  @Test("A bundle named by its extension alone (jazzy's .docset) holds its own Info.plist")
  func docsetBundle() {
    #expect(CustomInfoPlistNotUsedRule.isInsideBundle("docs/docsets/.docset/Contents/Info.plist"))
    #expect(!CustomInfoPlistNotUsedRule.isInsideBundle("App/Info.plist"))
  }
}
