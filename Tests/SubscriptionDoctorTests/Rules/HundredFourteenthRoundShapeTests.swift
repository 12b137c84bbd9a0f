import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-fourteenth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredFourteenthRoundShapeTests {
  /// The `custom-infoplist-not-used` findings of a target naming a Mac
  /// Catalyst Info.plist for `sdk=macosx*` and, when `unconditional`,
  /// `Resources/Info.plist` without a condition, beside a file at
  /// `Legacy/Info.plist` no setting names.
  private static func catalystInfoPlistFindings(unconditional: Bool) -> [Finding] {
    let iOS = unconditional ? "INFOPLIST_FILE = Resources/Info.plist; " : ""
    let plist = { (keys: String) in
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(keys)</dict></plist>\n"
    }
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings:
          "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SUPPORTS_MACCATALYST = YES; \(iOS)\"INFOPLIST_FILE[sdk=macosx*]\" = \"Resources/Info-Catalyst.plist\";"
      ),
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Remote\")"),
      "Resources/Info.plist": plist(
        "<key>CFBundleDisplayName</key><string>Remote</string><key>NSBluetoothAlwaysUsageDescription</key><string>Car</string>"
      ),
      "Resources/Info-Catalyst.plist": plist(
        "<key>CFBundleDisplayName</key><string>Remote</string>"),
      "Legacy/Info.plist": plist("<key>NSCameraUsageDescription</key><string>Scan codes</string>"),
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("The Info.plist set without a condition beside a Mac Catalyst one is used")
  func unconditionalBesideCatalystInfoPlist() {
    // mimi-remote: `INFOPLIST_FILE = Resources/Info.plist;` then
    // `"INFOPLIST_FILE[sdk=macosx*]" = "Resources/Info-Catalyst.plist";`:
    // the Catalyst value replaced the iOS one, whose file read as unused.
    #expect(
      Self.catalystInfoPlistFindings(unconditional: true).map(\.file) == ["Legacy/Info.plist"])
    // With the Catalyst setting alone, the other file is the one nothing names.
    #expect(
      Self.catalystInfoPlistFindings(unconditional: false).map(\.file).sorted() == [
        "Legacy/Info.plist", "Resources/Info.plist",
      ])
  }
}

extension HundredFourteenthRoundShapeTests {
  /// The `configure-called-twice` findings of a manager whose `configure()`
  /// opens with `guardLines` and keeps its work in `configureTask`, called at
  /// launch and again from a paywall's `.task`.
  private static func taskGuardFindings(_ guardLines: String, assigned: String = "Task {")
    -> [Finding]
  {
    let manager = """
      import RevenueCat

      @MainActor final class SubscriptionManager {
        static let shared = SubscriptionManager()
        private var configureTask: Task<Void, Never>?
        func configure() async {
          \(guardLines)
          configureTask = \(assigned)
            Purchases.configure(withAPIKey: "appl_abcdefghijklmnopqrstuvwxyz1")
          }
          await configureTask?.value
        }
      }

      """
    let app = """
      import SwiftUI

      @main struct SchedulrApp: App {
        init() { Task { await SubscriptionManager.shared.configure() } }
        var body: some Scene {
          WindowGroup {
            Text("Plans").task { await SubscriptionManager.shared.configure() }
          }
        }
      }

      """
    return Fixtures.findings(files: [
      "App/SubscriptionManager.swift": manager, "App/SchedulrApp.swift": app,
    ]).filter { $0.rule == .configureCalledTwice }
  }

  @Test("A configure wrapper that finds its task empty and then fills it runs once")
  func configureTaskGuard() {
    // Schedulr: `guard configureTask == nil else { return }` then
    // `configureTask = Task { … Purchases.configure(with: …) … }`.
    #expect(Self.taskGuardFindings("guard configureTask == nil else { return }").isEmpty)
    #expect(
      Self.taskGuardFindings("if let running = configureTask { return await running.value }")
        .isEmpty)
    #expect(Self.taskGuardFindings("if configureTask != nil { return }").isEmpty)
    // No guard, or one that empties the task rather than fills it: twice.
    #expect(Self.taskGuardFindings("").count == 1)
    #expect(
      Self.taskGuardFindings(
        "guard configureTask == nil else { return }", assigned: "nil; _ = Task {"
      ).count == 1)
  }
}

extension HundredFourteenthRoundShapeTests {
  /// The `hardcoded-price` and `plan-type-with-price` findings of a plan
  /// enum whose `price` holds prices, beside a RevenueCat paywall matching
  /// packages by the enum's raw values and whose body adds `reader`.
  private static func planEnumPriceFindings(reader: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct SchedulrApp: App {
        var body: some Scene { WindowGroup { PaywallView() } }
      }

      """,
      "App/SubscriptionModels.swift": """
      enum SubscriptionProduct: String, CaseIterable {
        case proMonthly = "schedulr_pro_monthly"
        case proYearly = "schedulr_pro_yearly"

        var price: String {
          switch self {
          case .proMonthly: return "£3.99"
          case .proYearly: return "£34.99"
          }
        }
      }

      """,
      "App/PaywallView.swift": """
      import SwiftUI
      import RevenueCat

      struct PaywallView: View {
        @State private var packages: [Package] = []
        var body: some View {
          VStack {
            ForEach(packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Text(savings)
            \(reader)
          }
        }

        private var savings: String {
          guard
            let monthly = packages.first(where: {
              $0.storeProduct.productIdentifier == SubscriptionProduct.proMonthly.rawValue
            }),
            let yearly = packages.first(where: {
              $0.storeProduct.productIdentifier == SubscriptionProduct.proYearly.rawValue
            })
          else { return "" }
          let monthlyPrice = NSDecimalNumber(decimal: monthly.storeProduct.price).doubleValue
          let yearlyPrice = NSDecimalNumber(decimal: yearly.storeProduct.price).doubleValue
          return "Save \\(Int(100 - yearlyPrice / (monthlyPrice * 12) * 100))%"
        }
      }

      """,
    ]).filter {
      ($0.rule == .hardcodedPrice || $0.rule == .planTypeWithPrice)
        && $0.file == "App/SubscriptionModels.swift"
    }
  }

  @Test("A store product's price read through package.storeProduct reads no plan enum's price")
  func storeProductChainReadsNoPlanPrice() {
    // Schedulr: `monthlyPackage.storeProduct.price` counted as a read of
    // `SubscriptionProduct.price`, never shown.
    #expect(Self.planEnumPriceFindings(reader: "").isEmpty)
    // Shown by name, the enum's prices fire.
    let shown = Self.planEnumPriceFindings(
      reader: "ForEach(SubscriptionProduct.allCases, id: \\.self) { plan in Text(plan.price) }")
    #expect(shown.count { $0.rule == .hardcodedPrice } == 2, "\(shown)")
  }
}

extension HundredFourteenthRoundShapeTests {
  /// `hardcoded-price` warnings for `card`, the body of an onboarding's
  /// sample document, in an app that sells through the store elsewhere.
  private static func sampleCardPriceWarnings(_ card: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Invoicer"),
      "Sources/Invoicer/Store.swift": """
      import StoreKit

      final class Store {
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """,
      "Sources/Invoicer/OnboardingView.swift": """
      import SwiftUI

      struct OnboardingView: View {
        var body: some View {
          VStack(alignment: .leading) {
            Text("Acme Studios LLC")
      \(card)
          }
        }

        private func itemRow(text: String, amount: String) -> some View {
          HStack { Text(text); Spacer(); Text(amount) }
        }
      }

      """,
      "Sources/Invoicer/InvoicerApp.swift": """
      import SwiftUI

      @main
      struct InvoicerApp: App {
        var body: some Scene { WindowGroup { OnboardingView() } }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A sample invoice's lines and total are no prices; a plan's price beside them is")
  func sampleInvoiceAmounts() {
    // Scanninger: `itemRow(text: "Brand identity & design", amount:
    // "$650.00")` and `Text("Total")` … `Text("$1,890.00")` on an invoice
    // maker's onboarding card.
    #expect(
      Self.sampleCardPriceWarnings(
        """
            itemRow(text: "Brand identity & design", amount: "$650.00")
            itemRow(text: "Website design & development", amount: "$1,240.00")
            HStack(alignment: .firstTextBaseline) {
              Text("Total")
                .font(.system(size: 14, weight: .medium, design: .rounded))
                .foregroundStyle(.secondary)
              Spacer()
              Text("$1,890.00")
            }
        """
      ).isEmpty)
    #expect(
      Self.sampleCardPriceWarnings(
        """
            itemRow(text: "Brand identity & design", amount: "$650.00")
            itemRow(text: "Unlimited invoices", price: "$4.99")
            HStack { Text("Pro"); Spacer(); Text("$9.99") }
        """
      ).count == 2)
  }
}

extension HundredFourteenthRoundShapeTests {
  /// `purchases-multiple-owners` findings for an app whose `.task` runs
  /// `loop` beside the subscription manager that owns the SDK.
  private static func streamOwners(_ loop: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI
      import RevenueCat

      @main
      struct PrayerTrackerApp: App {
        @State private var subscriptionManager = SubscriptionManager()
        @State private var lastSeen: CustomerInfo?
        var body: some Scene {
          WindowGroup {
            ProView()
              .environment(subscriptionManager)
              .task {
                \(loop)
              }
          }
        }
      }

      @Observable final class SubscriptionManager {
        var isPro = false
        func update(customerInfo: CustomerInfo) {
          isPro = customerInfo.entitlements["pro"]?.isActive == true
        }
        func refresh() async {
          guard let info = try? await Purchases.shared.customerInfo() else { return }
          update(customerInfo: info)
        }
        func buy(_ package: Package) async {
          _ = try? await Purchases.shared.purchase(package: package)
        }
      }

      struct ProView: View {
        @Environment(SubscriptionManager.self) private var manager
        var body: some View { Text(manager.isPro ? "Pro" : "Free").task { await manager.refresh() } }
      }

      """
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test(
    "A customerInfoStream loop handing each update to the owner keeps nothing; one keeping it owns"
  )
  func customerInfoStreamForwarded() {
    // Prayer-Tracker: `for await customerInfo in Purchases.shared.customerInfoStream
    // { subscriptionManager.update(customerInfo: customerInfo) }` in the App's `.task`.
    #expect(
      Self.streamOwners(
        """
        for await info in Purchases.shared.customerInfoStream {
                  subscriptionManager.update(customerInfo: info)
                }
        """
      ).isEmpty)
    #expect(
      Self.streamOwners(
        """
        for await info in Purchases.shared.customerInfoStream {
                  lastSeen = info
                }
        """
      ).count == 1)
  }
}

extension HundredFourteenthRoundShapeTests {
  @Test("A flag saying whether plans are on screen is no subscription state; what is owned is")
  func visibilityFlagIsNoState() {
    // CV-Builder: `@Published var subscriptionsShown = false`, set when the
    // plan list has loaded so it animates in.
    #expect(!NotificationSubscriptionStateRule.isStateName("subscriptionsShown"))
    #expect(!NotificationSubscriptionStateRule.isStateName("isSubscriptionOfferVisible"))
    #expect(!NotificationSubscriptionStateRule.isStateName("premiumPlansExpanded"))
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionsActive"))
    #expect(NotificationSubscriptionStateRule.isStateName("isSubscribed"))
    #expect(NotificationSubscriptionStateRule.isStateName("hasActiveSubscription"))
  }
}

extension HundredFourteenthRoundShapeTests {
  /// `paywall-missing-restore` findings for a shop screen with no restore
  /// of its own that Settings opens as `destination` (with `IAPView(store:
  /// store)` where the screen is made), its `var restore: some View`
  /// calling the store's restore.
  private static func attachedRestoreFindings(destination: String, elsewhere: String = "")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "App/App.swift": """
      import SwiftUI

      @main
      struct CameraApp: App {
        var body: some Scene { WindowGroup { NavigationStack { SettingView() } } }
      }

      """,
      "App/StoreManager.swift": """
      import StoreKit

      final class StoreManager: NSObject, ObservableObject, SKPaymentTransactionObserver {
        @Published var products: [SKProduct] = []
        func purchase(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
        func restoreProducts() { SKPaymentQueue.default().restoreCompletedTransactions() }
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
      }

      """,
      "App/IAPView.swift": """
      import SwiftUI
      import StoreKit

      struct IAPView: View {
        @ObservedObject var store: StoreManager
        var body: some View {
          List(store.products, id: \\.productIdentifier) { product in
            Button("Full package \\(product.localizedTitle)") { store.purchase(product) }
          }
        }
      }

      """,
      "App/SettingView.swift": """
      import SwiftUI

      struct SettingView: View {
        @StateObject private var store = StoreManager()
        var body: some View {
          Form {
            NavigationLink(destination: \(destination), label: { Text("Full package") })
            \(elsewhere)
          }
        }

        var restore: some View {
          HStack {
            Button("Restore", action: { store.restoreProducts() })
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A restore button every maker of the shop attaches to its toolbar is the shop's")
  func restoreAttachedByPresenter() {
    // NNCK!: `NavigationLink(destination: IAPView(storeManager: storeManager)
    // .toolbar{ restore }, …)`, Settings' `var restore: some View` calling
    // `storeManager.restoreProducts()`.
    #expect(
      Self.attachedRestoreFindings(destination: "IAPView(store: store).toolbar { restore }")
        .isEmpty)
    // A toolbar holding something else, or a second maker attaching nothing: no restore.
    #expect(
      Self.attachedRestoreFindings(
        destination: "IAPView(store: store).toolbar { Text(\"Shop\") }"
      ).count == 1)
    #expect(
      Self.attachedRestoreFindings(
        destination: "IAPView(store: store).toolbar { restore }",
        elsewhere: "NavigationLink(\"Shop\") { IAPView(store: store) }"
      ).count == 1)
  }
}

extension HundredFourteenthRoundShapeTests {
  /// `paywall-price-not-from-store` findings for an upgrade screen handing
  /// each `PurchaseButton` its subtitle built from `member` of the product,
  /// an app extension of StoreKit 2's `Product` formatting with `locale`.
  private static func purchaseButtonPriceFindings(member: String, locale: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Peapod"),
      "Sources/Peapod/App.swift": Fixtures.swiftUIApp(showing: "UpgradeView()"),
      "Sources/Peapod/Product+Price.swift": """
      import StoreKit

      extension Product {
        var formattedPrice: String {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = \(locale)
          return formatter.string(from: NSDecimalNumber(decimal: price)) ?? ""
        }
        var shortName: String { displayName }
      }

      """,
      "Sources/Peapod/UpgradeView.swift": """
      import StoreKit
      import SwiftUI

      struct UpgradeView: View {
        @State private var monthly: Product?
        var body: some View {
          VStack {
            Text("Peapod+ renews monthly")
            if let monthly {
              PurchaseButton(title: "Monthly", subtitle: "\\(monthly.\(member))/mo", product: monthly)
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
            Link("Terms of Use", destination: URL(string: "https://peapod.fm/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://peapod.fm/privacy")!)
          }
          .task { monthly = try? await Product.products(for: ["peapod.monthly"]).first }
        }
      }

      struct PurchaseButton: View {
        let title: String
        let subtitle: String
        let product: Product
        var body: some View {
          Button {
            Task { _ = try? await product.purchase() }
          } label: {
            VStack { Text(title); Text(subtitle) }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A price the app formats with the product's priceFormatStyle is the store's")
  func priceFormatStyleFormatter() {
    // PeapodApp: `formatter.locale = priceFormatStyle.locale` in `extension
    // Product { var formattedPrice }`, handed to a `PurchaseButton` as its subtitle.
    #expect(
      Self.purchaseButtonPriceFindings(
        member: "formattedPrice", locale: "priceFormatStyle.locale"
      ).isEmpty)
    #expect(
      Self.purchaseButtonPriceFindings(member: "shortName", locale: "priceFormatStyle.locale")
        .count == 1)
  }
}

extension HundredFourteenthRoundShapeTests {
  /// `purchases-multiple-owners` findings for an app whose service's
  /// `checkSubscriptionStatus()` reads the SDK, beside a view model
  /// declaring its own private method of that name, whose `init` runs `call`.
  private static func sameNamedMethodOwners(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/GhostApp.swift": """
      import SwiftUI

      @main
      struct GhostApp: App {
        @StateObject private var model = PaywallViewModel()
        var body: some Scene { WindowGroup { Text(model.isPro ? "Pro" : "Free") } }
      }

      """,
      "App/SubscriptionManager.swift": """
      import RevenueCat

      final class SubscriptionManager {
        static let shared = SubscriptionManager()
        private(set) var isPro = false
        func refresh() async {
          let info = try? await Purchases.shared.customerInfo()
          isPro = info?.entitlements["pro"]?.isActive == true
        }
        func buy(_ package: Package) async {
          _ = try? await Purchases.shared.purchase(package: package)
        }
      }

      """,
      "App/SubscriptionService.swift": """
      import RevenueCat

      final class SubscriptionService {
        func checkSubscriptionStatus() async -> Bool {
          let info = try? await Purchases.shared.customerInfo()
          return info?.entitlements["pro"]?.isActive == true
        }
      }

      """,
      "App/PaywallViewModel.swift": """
      import Combine

      @MainActor final class PaywallViewModel: ObservableObject {
        @Published var isPro = false
        private let service = SubscriptionService()

        init() {
          \(call)
        }

        private func checkSubscriptionStatus() {
          Task {
            await SubscriptionManager.shared.refresh()
            isPro = SubscriptionManager.shared.isPro
          }
        }
      }

      """,
    ]).filter { $0.rule == .purchasesMultipleOwners }
  }

  @Test("A bare call inside a type declaring that name calls its own method, not another type's")
  func bareCallResolvesToOwnMethod() {
    // Ghost: `init() { checkSubscriptionStatus() }` in two view models, each
    // declaring `private func checkSubscriptionStatus()`, made the service's
    // uncalled `checkSubscriptionStatus()` (its `Purchases.shared`) look called.
    #expect(Self.sameNamedMethodOwners(call: "checkSubscriptionStatus()").isEmpty)
    #expect(Self.sameNamedMethodOwners(call: "self.checkSubscriptionStatus()").isEmpty)
    // Called on the service, the service's method runs.
    #expect(
      Self.sameNamedMethodOwners(
        call: "Task { isPro = await service.checkSubscriptionStatus() }"
      ).count == 1)
  }

  /// `hardcoded-price` findings for a plan model whose `getDefault()` holds a
  /// price, beside another model's `getDefault()` that running code calls;
  /// the paywall runs `call`.
  private static func previewFactoryPrices(call: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/App.swift": Fixtures.swiftUIApp(showing: "SubscriptionView()"),
      "App/Subscription.swift": """
      struct Subscription {
        let title: String
        let price: String
        static func getDefault() -> Subscription {
          Subscription(title: "Monthly", price: "$4,99")
        }
      }

      struct Theme {
        let name: String
        static func getDefault() -> Theme { Theme(name: "Classic") }
      }

      """,
      "App/SubscriptionView.swift": """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @State private var products: [Product] = []
        @State private var plans: [Subscription] = []
        var body: some View {
          VStack {
            Text(Theme.getDefault().name)
            ForEach(plans, id: \\.title) { PlanRow(subscription: $0) }
            \(call)
            ForEach(products) { product in
              Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
            }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }
      }

      struct PlanRow: View {
        let subscription: Subscription
        var body: some View { Text("\\(subscription.title) \\(subscription.price)") }
      }

      #Preview {
        PlanRow(subscription: Subscription.getDefault())
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test(
    "A model's factory called only from a preview ships no price, though another type's namesake runs"
  )
  func previewOnlyFactoryAmongNamesakes() {
    // CV-Builder: `static func getDefault() -> Subscription` holding "$4,99",
    // called only from `#Preview`, while twenty other models' `getDefault()` run.
    #expect(Self.previewFactoryPrices(call: "").isEmpty)
    #expect(
      Self.previewFactoryPrices(call: "PlanRow(subscription: Subscription.getDefault())")
        .count == 1)
  }
}
