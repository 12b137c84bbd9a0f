import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the thirty-fourth to thirty-sixth
/// rounds (docs/doctor-rules.md, "Thirty-fourth round" to "Thirty-sixth
/// round"), each beside the shape that must still fire.
struct ThirtyFourthRoundShapeTests {
  /// `notification-subscription-state` warnings for `body`, a line in a view
  /// model beside a manager publishing state and non-state properties.
  private static func stateWarnings(_ body: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Scanner"),
      "Sources/Scanner/SubscriptionManager.swift": """
      import Combine
      import RevenueCat

      final class SubscriptionManager: ObservableObject {
        static let shared = SubscriptionManager()
        @Published var isPremium = false
        @Published var isLoading = false
        @Published var items: [String] = []
        @Published var buyInProgress = false
        @Published var status = false
        func buy(_ package: Package) async throws {
          _ = try await Purchases.shared.purchase(package: package)
        }
      }

      """,
      "Sources/Scanner/SettingsViewModel.swift": """
      import Combine

      final class SettingsViewModel: ObservableObject {
        @Published var isPremium = false
        @Published var isLoading = false
        @Published var isInProgress = false
        @Published var items: [String] = []
        var cancellables = Set<AnyCancellable>()

        init() {
      \(body)
        }

        func configureSections(isPremium: Bool) {}
      }

      """,
    ]).count { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test(
    "A Combine chain off the subscription manager's loading flag or rows carries no state; its premium flag does"
  )
  func managerPublisherByProperty() {
    #expect(
      Self.stateWarnings("    SubscriptionManager.shared.$isLoading.assign(to: &$isLoading)") == 0)
    #expect(
      Self.stateWarnings("    SubscriptionManager.shared.$buyInProgress.assign(to: &$isInProgress)")
        == 0)
    #expect(
      Self.stateWarnings(
        "    SubscriptionManager.shared.$items.sink { [weak self] items in self?.items = items }.store(in: &cancellables)"
      ) == 0)
    #expect(
      Self.stateWarnings("    SubscriptionManager.shared.$isPremium.assign(to: &$isPremium)") == 1)
    // A generic name is its owner's state.
    #expect(
      Self.stateWarnings("    SubscriptionManager.shared.$status.assign(to: &$isPremium)") == 1)
  }

  @Test(
    "A type's own $isPremium sunk into its own method copies nothing further; sunk into UserDefaults it does"
  )
  func ownPublisherReaction() {
    #expect(
      Self.stateWarnings(
        "    $isPremium.sink { [weak self] value in self?.configureSections(isPremium: value) }.store(in: &cancellables)"
      ) == 0)
    #expect(
      Self.stateWarnings(
        "    $isPremium.sink { value in UserDefaults.standard.set(value, forKey: \"premium\") }.store(in: &cancellables)"
      ) == 1)
    #expect(
      Self.stateWarnings(
        "    $isPremium.map { $0 }.sink { [weak self] value in self?.configureSections(isPremium: value) }.store(in: &cancellables)"
      ) == 0)
    #expect(
      Self.stateWarnings(
        "    $isPremium.sink(receiveValue: { [weak self] value in self?.configureSections(isPremium: value) }).store(in: &cancellables)"
      ) == 0)
  }

  @Test(
    "An ObservableObject store's purchase(_:) nothing calls meets no StoreKit issue; called, it does"
  )
  func observableObjectUncalledPurchase() {
    func notes(_ root: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Template"),
        "Sources/Template/Store.swift": """
        import StoreKit

        final class Store: ObservableObject {
          @Published var purchased: [Product] = []
          func purchase(_ product: Product) async throws -> Transaction? {
            let result = try await product.purchase()
            switch result {
            case .success: return nil
            case .userCancelled, .pending: return nil
            @unknown default: return nil
            }
          }
        }

        """,
        "Sources/Template/TemplateApp.swift": """
        import StoreKit
        import SwiftUI

        @main
        struct TemplateApp: App {
          @StateObject private var store = Store()
          @State private var product: Product?
          var body: some Scene {
            WindowGroup { Text("Template").task { \(root) } }
          }
        }

        """,
      ]).count { $0.rule == .knownStoreKitIssue && $0.file == "Sources/Template/Store.swift" }
    }
    #expect(notes("_ = store") == 0)
    #expect(notes("if let product { _ = try? await store.purchase(product) }") > 0)
  }

  @Test(
    "A dependency client's closure property named purchase is the app's: the note lands on the StoreKit call inside it"
  )
  func dependencyClientClosure() {
    let findings = Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Shop"),
      "Sources/Shop/StoreKitClient.swift": """
      import StoreKit

      struct StoreKitClient {
        var products: @Sendable ([String]) async throws -> [Product]
        var purchase: @Sendable (String) async throws -> Bool
      }

      extension StoreKitClient {
        static let live = StoreKitClient(
          products: { ids in try await Product.products(for: ids) },
          purchase: { id in
            guard let product = try await Product.products(for: [id]).first else { return false }
            let result = try await product.purchase()
            if case .success = result { return true }
            return false
          }
        )
      }

      """,
      "Sources/Shop/ShopApp.swift": """
      import StoreKit
      import SwiftUI

      @main
      struct ShopApp: App {
        let storeKitClient = StoreKitClient.live
        var body: some Scene {
          WindowGroup {
            Text("Shop").task {
              _ = try? await storeKitClient.products(["pro_monthly"])
              _ = try? await storeKitClient.purchase("pro_monthly")
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue }
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.file == "Sources/Shop/StoreKitClient.swift" }, "\(findings)")
  }

  /// `purchases-multiple-owners` warnings when `other` is a second type
  /// beside the owner.
  private static func ownerWarnings(_ other: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Study"),
      "Sources/Study/PurchasesStore.swift": """
      import RevenueCat

      final class PurchasesStore {
        static let shared = PurchasesStore()
        var isPro = false
        func refresh() {
          Purchases.shared.getCustomerInfo { info, _ in
            self.isPro = info?.entitlements["pro"]?.isActive == true
          }
        }
        func buy(_ package: Package) {
          Purchases.shared.purchase(package: package) { _, info, _, _ in
            self.isPro = info?.entitlements["pro"]?.isActive == true
          }
        }
      }

      """,
      "Sources/Study/Other.swift": """
      import RevenueCat

      \(other)

      """,
      "Sources/Study/StudyApp.swift": """
      import SwiftUI

      @main
      struct StudyApp: App {
        let session = SessionStore()
        let delegate = PurchasesListener()
        var body: some Scene {
          WindowGroup { Text("Study").onAppear { session.signIn("u1"); PurchasesStore.shared.refresh() } }
        }
      }

      """,
    ]).count { $0.rule == .purchasesMultipleOwners }
  }

  @Test(
    "Setting RevenueCat's paywall language or identifying the customer while discarding the info owns nothing; keeping it does"
  )
  func identityAndLocaleCalls() {
    let listener = "final class PurchasesListener {}"
    func session(_ call: String) -> String {
      "final class SessionStore {\n  var isPro = false\n  func signIn(_ uid: String) {\n    \(call)\n  }\n}\n\(listener)"
    }
    #expect(Self.ownerWarnings(session("Purchases.shared.overridePreferredUILocale(\"de\")")) == 0)
    #expect(
      Self.ownerWarnings(
        session("Purchases.shared.logIn(uid) { _, _, error in print(error as Any) }"))
        == 0)
    #expect(Self.ownerWarnings(session("Task { _ = try? await Purchases.shared.logIn(uid) }")) == 0)
    #expect(Self.ownerWarnings(session("Purchases.shared.reset { _, _ in print(uid) }")) == 0)
    #expect(
      Self.ownerWarnings(
        session(
          "Purchases.shared.logIn(uid) { customerInfo, created, error in print(error as Any) }"))
        == 0)
    #expect(
      Self.ownerWarnings(
        session(
          "Purchases.shared.logIn(uid) { info, _, _ in self.isPro = info?.entitlements[\"pro\"]?.isActive == true }"
        )) == 1)
    // Chatr (hundred-and-tenth round): the signed-in user's id built in a
    // literal; a fixed id makes every device one customer.
    #expect(
      Self.ownerWarnings(session("Purchases.shared.identify(\"\\(uid)\") { (_, _) in }")) == 0)
    #expect(
      Self.ownerWarnings(session("Purchases.shared.identify(\"support\") { (_, _) in }")) == 1)
  }

  @Test(
    "delegate = self whose delegate method ignores the info it is handed owns nothing; one reading it owns"
  )
  func forwardingDelegate() {
    func delegate(_ method: String) -> String {
      """
      final class SessionStore { func signIn(_ uid: String) {} }
      final class PurchasesListener: NSObject, PurchasesDelegate {
        var isPro = false
        override init() {
          super.init()
          Purchases.shared.delegate = self
        }
        \(method)
      }
      """
    }
    #expect(
      Self.ownerWarnings(
        delegate(
          "func purchases(_ purchases: Purchases, receivedUpdated _: CustomerInfo) { PurchasesStore.shared.refresh() }"
        )) == 0)
    #expect(
      Self.ownerWarnings(
        delegate(
          "func purchases(_: Purchases, didReceiveUpdated _: Purchases.PurchaserInfo) { PurchasesStore.shared.refresh() }"
        )) == 0)
    #expect(
      Self.ownerWarnings(
        delegate(
          "func purchases(_ purchases: Purchases, receivedUpdated customerInfo: CustomerInfo) { PurchasesStore.shared.refresh() }"
        )) == 0)
    #expect(
      Self.ownerWarnings(
        delegate(
          "func purchases(_ purchases: Purchases, receivedUpdated customerInfo: CustomerInfo) { isPro = customerInfo.entitlements[\"pro\"]?.isActive == true }"
        )) == 1)
    // Only logged, it is kept nowhere (easykiip, ninety-seventh round).
    let logs =
      "func purchases(_ purchases: Purchases, didReceiveUpdated info: Purchases.PurchaserInfo)"
    #expect(Self.ownerWarnings(delegate(logs + " { print(info) }")) == 0)
    #expect(
      Self.ownerWarnings(
        delegate(logs + " { print(info); isPro = !info.entitlements.active.isEmpty }"))
        == 1)
  }

  @Test(
    "A Finder copy of the target's Info.plist holding Xcode's template keys and used keys loses nothing; one with a key of its own does"
  )
  func templateKeysInLeftoverCopy() {
    func unused(_ extra: String) -> Int {
      Fixtures.findings(files: [
        "Tuner.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          "Tuner", folder: "Tuner", sources: ["TunerApp.swift"],
          settings:
            "INFOPLIST_FILE = Tuner/Info.plist; GENERATE_INFOPLIST_FILE = YES; IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos;"
        ),
        "Tuner/TunerApp.swift":
          "import SwiftUI\n@main struct TunerApp: App { var body: some Scene { WindowGroup { Text(\"Tuner\") } } }\n",
        "Tuner/Info.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>NSMicrophoneUsageDescription</key><string>Tuning</string></dict></plist>\n",
        "Tuner copy-Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
        <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        <key>CFBundleVersion</key><string>1</string>
        <key>LSRequiresIPhoneOS</key><true/>
        <key>NSMicrophoneUsageDescription</key><string>Tuning</string>
        \(extra)
        </dict></plist>

        """,
      ]).count { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(unused("") == 0)
    #expect(unused("<key>NSCameraUsageDescription</key><string>Scan</string>") == 1)
  }

  /// `hardcoded-price` warnings for `rows`, a wallet screen's body, in an
  /// app that sells through the store elsewhere.
  private static func priceWarnings(_ rows: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Circle"),
      "Sources/Circle/Store.swift": """
      import StoreKit

      final class Store {
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
      }

      """,
      "Sources/Circle/EarningsView.swift": """
      import SwiftUI

      struct EarningsView: View {
        var body: some View {
          VStack {
      \(rows)
          }
        }
      }

      """,
      "Sources/Circle/CircleApp.swift": """
      import SwiftUI

      @main
      struct CircleApp: App {
        var body: some Scene { WindowGroup { EarningsView() } }
      }

      """,
    ]).count { $0.rule == .hardcodedPrice }
  }

  @Test("A wallet's figure under its label (Income, 可提现余额) is no price; under a plan's name it is")
  func ledgerLabelledAmounts() {
    #expect(
      Self.priceWarnings(
        "      Text(\"Income\").font(.caption)\n      Text(\"$5,340.00\").font(.title)") == 0)
    #expect(
      Self.priceWarnings("      Text(\"可提现余额\")\n      Text(\"¥ 4,285.50\").bold()") == 0)
    #expect(
      Self.priceWarnings("      Text(\"Yearly plan\")\n      Text(\"$49.99\").bold()") == 1)
  }

  @Test(
    "A notification-name constant nothing posts or observes broadcasts nothing; posted, it does. A receipt-invalid notice is a failure"
  )
  func unusedNotificationConstant() {
    func warnings(_ use: String) -> Int {
      Self.stateWarnings(
        "    let purchaseSuccessfulNotification = Notification.Name(\"PurchaseSuccessfulNotification\")\n    \(use)"
      )
    }
    #expect(warnings("") == 0)
    #expect(
      warnings("NotificationCenter.default.post(name: purchaseSuccessfulNotification, object: nil)")
        >= 1)
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.post(name: Notification.Name(\"IAPHelperPurchaseReceiptInvalidNotification\"), object: nil)"
      ) == 0)
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.post(name: Notification.Name(\"didPurchaseCredits\"), object: nil)"
      ) == 0)
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.post(name: Notification.Name(\"didPurchasePremium\"), object: nil)"
      ) == 1)
  }

  @Test("A Tuist storeKitConfigurationPath written across lines names its file")
  func tuistPathAcrossLines() {
    let manifest = """
      .options(
          storeKitConfigurationPath: .relativeToRoot(
              "Zeno/Resources/Product.storekit"
          ),
      )
      // storeKitConfigurationPath: nil, "Other.storekit"
      .options(storeKitConfigurationPath: "App/Store.storekit")
      """
    #expect(
      TuistManifest.storeKitConfigurations(
        in: Array(manifest.utf8), manifestPath: "Projects/App/Project.swift")
        == ["Zeno/Resources/Product.storekit", "Projects/App/App/Store.storekit"])
  }

  @Test(
    "A configure wrapper whose first guard asks a helper that tests and sets a flag runs once; a helper that only reads it does not"
  )
  func runOnceFlagInHelper() {
    func twice(_ helperBody: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Episode"),
        "Sources/Episode/RevenueCatBootstrap.swift": """
        import Foundation
        import RevenueCat

        enum RevenueCatBootstrap {
          private static var hasAttemptedConfiguration = false
          private static let lock = NSLock()

          static func configureIfNeeded() {
            guard markConfigurationAttemptIfNeeded() else { return }
            Purchases.configure(withAPIKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
          }

          private static func markConfigurationAttemptIfNeeded() -> Bool {
            lock.lock()
            defer { lock.unlock() }
        \(helperBody)
          }
        }

        """,
        "Sources/Episode/EpisodeApp.swift": """
        import SwiftUI

        @main
        struct EpisodeApp: App {
          init() { RevenueCatBootstrap.configureIfNeeded() }
          var body: some Scene {
            WindowGroup { Text("Episode").onAppear { RevenueCatBootstrap.configureIfNeeded() } }
          }
        }

        """,
      ]).count { $0.rule == .configureCalledTwice }
    }
    #expect(
      twice(
        "    guard !hasAttemptedConfiguration else { return false }\n    hasAttemptedConfiguration = true\n    return true"
      ) == 0)
    #expect(twice("    return !hasAttemptedConfiguration") == 1)
  }

  @Test(
    "A buy button handed one product takes no Restore from a host screen no app code shows; from a shown host it does"
  )
  func unusedHostLendsNoRestore() {
    func restoreErrors(shown: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Tuner"),
        "Sources/Tuner/BuyButton.swift": """
        import StoreKit
        import SwiftUI

        struct BuyButton: View {
          let product: Product
          var body: some View {
            Button(product.displayPrice) {
              Task { _ = try? await product.purchase() }
            }
          }
        }

        struct LegalFooter: View {
          var body: some View {
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }

        """,
        "Sources/Tuner/SubscriptionsView.swift": """
        import StoreKit
        import SwiftUI

        struct SubscriptionsView: View {
          let products: [Product]
          var body: some View {
            List(products) { product in BuyButton(product: product) }
            LegalFooter()
          }
        }

        """,
        "Sources/Tuner/StoreView.swift": """
        import StoreKit
        import SwiftUI

        struct StoreView: View {
          let products: [Product]
          var body: some View {
            List(products) { product in BuyButton(product: product) }
            Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            LegalFooter()
          }
        }

        """,
        "Sources/Tuner/TunerApp.swift": """
        import SwiftUI

        @main
        struct TunerApp: App {
          var body: some Scene { WindowGroup { \(shown)(products: []) } }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore && $0.severity == .error }
    }
    #expect(restoreErrors(shown: "SubscriptionsView") >= 1)
    #expect(restoreErrors(shown: "StoreView") == 0)
  }

  @Test(
    "A screen selling subscriptions through StoreKit's ProductView is a paywall: it owes the legal links, not a price of its own"
  )
  func productViewPaywall() {
    func findings(_ footer: String) -> [Finding] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Archiver"),
        "Sources/Archiver/Products.storekit": RecallCase.storeKitFile([
          ("SUBSCRIPTION_YEARLY", "19.99"), ("SUBSCRIPTION_MONTHLY", "1.99"),
        ]),
        "Sources/Archiver/IAPView.swift": """
        import StoreKit
        import SwiftUI

        struct IAPView: View {
          var body: some View {
            VStack {
              ProductView(id: "SUBSCRIPTION_YEARLY")
              ProductView(id: "SUBSCRIPTION_MONTHLY")
              Button("Restore purchases") { Task { try? await AppStore.sync() } }
        \(footer)
            }
          }
        }

        """,
        "Sources/Archiver/ArchiverApp.swift": """
        import SwiftUI

        @main
        struct ArchiverApp: App {
          var body: some Scene { WindowGroup { IAPView() } }
        }

        """,
      ]).filter { $0.file == "Sources/Archiver/IAPView.swift" && $0.severity == .error }
    }
    let bare = findings("")
    #expect(bare.map(\.rule) == [.paywallMissingLegalLinks], "\(bare)")
    let linked = findings(
      """
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
      """)
    #expect(linked.isEmpty, "\(linked)")
  }

  @Test(
    "StoreKit's views showing products chosen at run time owe no legal links; an app's own ProductView is no purchase"
  )
  func storeKitViewsWithoutNamedSubscriptions() {
    func errors(_ shop: String, extra: [String: String] = [:]) -> [Finding] {
      Fixtures.findings(
        files: [
          "Package.swift": Fixtures.iOSAppManifest("Texture"),
          "Sources/Texture/Products.storekit": RecallCase.storeKitFile([("pro.monthly", "2.99")]),
          "Sources/Texture/Store.swift": """
          import StoreKit

          @Observable final class Store {
            var textureProducts: [Product] = []
            var isSubscribed = false
            func load() async throws {
              textureProducts = try await Product.products(for: ["texture.paper"])
            }
          }

          """,
          "Sources/Texture/ShopView.swift": """
          import StoreKit
          import SwiftUI

          struct ShopView: View {
            let store: Store
            var body: some View {
              VStack {
          \(shop)
                Button("Restore Purchases") { Task { try? await AppStore.sync() } }
              }
            }
          }

          """,
          "Sources/Texture/TextureApp.swift": """
          import SwiftUI

          @main
          struct TextureApp: App {
            var body: some Scene { WindowGroup { ShopView(store: Store()) } }
          }

          """,
        ].merging(extra) { $1 }
      ).filter { $0.file == "Sources/Texture/ShopView.swift" && $0.severity == .error }
    }
    let runTime = errors(
      "      ForEach(store.textureProducts) { product in ProductView(id: product.id) }")
    #expect(runTime.isEmpty, "\(runTime)")
    let named = errors("      ProductView(id: \"pro.monthly\")")
    #expect(named.map(\.rule) == [.paywallMissingLegalLinks], "\(named)")
    let own = errors(
      "      ProductView(id: \"pro.monthly\")",
      extra: [
        "Sources/Texture/ProductView.swift":
          "import SwiftUI\n\nstruct ProductView: View {\n  let id: String\n  var body: some View { Text(id) }\n}\n"
      ])
    #expect(own.isEmpty, "\(own)")
  }

  @Test(
    "A purchase through a property declared with the app's purchasing type is the app's call: the note lands in the type"
  )
  func purchaseThroughDeclaredProperty() {
    let notes = Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cake"),
      "Sources/Cake/A/ItemViewModel.swift": """
      import Foundation

      final class ItemViewModel {
        let subscriptionManager = SubscriptionService()
        var optionalManager: SubscriptionService?
        func makeSubscriptionPurchase() {
          subscriptionManager.purchase(productId: "rr_499_yearly") {}
        }
        func buyAgain() {
          guard let manager = optionalManager else { return }
          manager.purchase(productId: "rr_499_yearly") {}
        }
      }

      """,
      "Sources/Cake/B/SubscriptionService.swift": """
      import RevenueCat

      final class SubscriptionService {
        func purchase(productId: String, done: @escaping () -> Void) {
          Purchases.shared.getProducts([productId]) { products in
            guard let product = products.first else { return }
            Purchases.shared.purchase(product: product) { _, _, _, _ in done() }
          }
        }
      }

      """,
      "Sources/Cake/CakeApp.swift": """
      import SwiftUI

      @main
      struct CakeApp: App {
        let model = ItemViewModel()
        var body: some Scene {
          WindowGroup {
            Text("Cake").onAppear {
              model.makeSubscriptionPurchase()
              model.buyAgain()
            }
          }
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("purchase sheet") }
    #expect(notes.map(\.file) == ["Sources/Cake/B/SubscriptionService.swift"], "\(notes)")
  }

  @Test("A signed amount is a change in value, not a price; a bulleted price still is")
  func signedAmounts() {
    #expect(HardcodedPriceRule.isSigned("+$1,240", price: "$1,240"))
    #expect(HardcodedPriceRule.isSigned("-€12.50", price: "€12.50"))
    #expect(HardcodedPriceRule.isSigned("−12,50 €", price: "12,50 €"))
    #expect(!HardcodedPriceRule.isSigned("- $4.99/month", price: "$4.99"))
    #expect(!HardcodedPriceRule.isSigned("$4.99", price: "$4.99"))
    #expect(Self.priceWarnings("      Text(\"+$1,240\").foregroundStyle(.green)") == 0)
    #expect(Self.priceWarnings("      Text(\"$1,240.99\")") == 1)
  }

  @Test("A test double's subject shipped in a module broadcasts nothing; the live client's does")
  func mockSubject() {
    func warnings(_ name: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Books"),
        "Sources/Books/Premium.swift": """
        import Combine
        import StoreKit

        final class \(name) {
          let isPremium = CurrentValueSubject<Bool, Never>(false)
          func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }

        """,
        "Sources/Books/BooksApp.swift": """
        import SwiftUI

        @main
        struct BooksApp: App {
          let client = \(name)()
          var body: some Scene { WindowGroup { Text("Books") } }
        }

        """,
      ]).count { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
    }
    #expect(warnings("PremiumClientMock") == 0)
    #expect(warnings("LivePremiumClient") == 1)
  }

  @Test(
    "A scheme's StoreKit path resolves against the workspace bundle first: the root file, not a stray copy in the project bundle"
  )
  func schemePathFromWorkspaceBundle() {
    let storeKit = RecallCase.storeKitFile([("pro_monthly", "4.99")])
    let stray = Fixtures.findings(files: [
      "Products.storekit": storeKit,
      "App.xcodeproj/Products.storekit": storeKit,
      RecallCase.schemePath: RecallCase.scheme(usingStoreKit: "../../Products.storekit"),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.file == "Products.storekit" }
    #expect(stray.isEmpty, "\(stray)")
    let bare = Fixtures.findings(files: [
      "App.xcodeproj/project.xcworkspace/Test.storekit": storeKit,
      RecallCase.schemePath: RecallCase.scheme(usingStoreKit: "Test.storekit"),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .error }
    #expect(bare.isEmpty, "\(bare)")
    let missing = Fixtures.findings(files: [
      "Products.storekit": storeKit,
      RecallCase.schemePath: RecallCase.scheme(usingStoreKit: "Missing.storekit"),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .error }
    #expect(missing.count == 1, "\(missing)")
  }

  @Test(
    "A .storekit file inside a project's workspace bundle is found on disk, where the scheme names it"
  )
  func workspaceBundleStoreKitOnDisk() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-doctor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      "App.xcodeproj/project.xcworkspace/Test.storekit": RecallCase.storeKitFile([
        ("pro_monthly", "4.99")
      ]),
      RecallCase.schemePath: RecallCase.scheme(usingStoreKit: "Test.storekit"),
    ]
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let errors = try Doctor.run(directory: directory.path).filter {
      $0.rule == .storeKitConfigDrift && $0.severity == .error
    }
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test(
    "A file the committed project leaves out but built code needs is audited as the app's; one in a folder of its own is not"
  )
  func unlistedFileBuiltCodeNeeds() {
    func restoreErrors(paywallPath: String) -> Int {
      Fixtures.findings(files: [
        "Drop.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          "Drop", folder: "Drop", sources: ["DropApp.swift"],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;"),
        "Drop/DropApp.swift": """
        import SwiftUI

        @main
        struct DropApp: App {
          var body: some Scene { WindowGroup { PaywallView() } }
        }

        """,
        paywallPath: """
        import StoreKit
        import SwiftUI

        struct PaywallView: View {
          @State private var products: [Product] = []
          var body: some View {
            ForEach(products) { product in
              Button("Subscribe \\(product.displayPrice) per month") {
                Task { _ = try? await product.purchase() }
              }
            }
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore && $0.severity == .error }
    }
    #expect(restoreErrors(paywallPath: "Drop/PaywallView.swift") == 1)
    #expect(restoreErrors(paywallPath: "Old/PaywallView.swift") == 0)
  }

  @Test("A committed .xcarchive is a build product: skipped, its .storekit file no leftover")
  func committedArchiveSkipped() throws {
    let report = try Fixtures.auditWithStoreKitFile(
      at: "Dial.xcarchive/Products/Applications/Dial.app/Products.storekit")
    #expect(!report.findings.contains { $0.rule == .storeKitConfigDrift }, "\(report.findings)")
    #expect(
      report.summary.skipped.contains { $0.path == "Dial.xcarchive/" }, "\(report.summary.skipped)")
  }

  @Test(
    "A plan enum's price nothing reads stays unread though another type's price is read through a typed parameter"
  )
  func memberReadThroughOtherType() {
    func warnings(_ read: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Chef"),
        "Sources/Chef/Store.swift": """
        import StoreKit

        final class Store {
          func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }

        enum SubscriptionTier: String, CaseIterable {
          case basic, premium
          var price: String { self == .basic ? "$4.99/mo" : "$9.99/mo" }
        }

        struct UnlockableItem {
          let name: String
          let price: Int
        }

        final class UnlockablesStore {
          var coins = 100
          func canAfford(_ item: UnlockableItem) -> Bool { coins >= item.price }
          func describe(tier: SubscriptionTier) -> String { \(read) }
        }

        """,
        "Sources/Chef/ChefApp.swift": """
        import SwiftUI

        @main
        struct ChefApp: App {
          let store = UnlockablesStore()
          var body: some Scene {
            WindowGroup {
              Text(store.describe(tier: .basic))
                .onAppear { _ = store.canAfford(UnlockableItem(name: "hat", price: 5)) }
            }
          }
        }

        """,
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(warnings("tier.rawValue") == 0)
    #expect(warnings("tier.price") == 2)
  }
}
