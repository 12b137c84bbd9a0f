import Testing

@testable import SubscriptionDoctor

/// Shapes left over from the ninety-seventh round and met while measuring the
/// ninety-eighth (docs/doctor-rules.md), each beside the shape that must
/// still fire or stay quiet.
struct NinetyEighthRoundShapeTests {
  @Test(
    "A period adjective beside `daily` chooses how often something repeats; alone it is a billing period"
  )
  func recurrenceChoices() {
    func legalLinkErrors(_ cases: String, buttons: String = "") -> Int {
      Fixtures.findings(files: [
        "App/Reminder.swift": """
        enum Repeat: String, CaseIterable { case \(cases) }

        """,
        "App/UnlockView.swift": """
        import StoreKit
        import SwiftUI

        struct UnlockView: View {
          @State private var product: Product?
          @State private var schedule = Repeat.allCases[0]
          \(buttons)
          var body: some View {
            VStack {
              Text("Unlock every feature")
              Picker("Repeat", selection: $schedule) {
                ForEach(Repeat.allCases, id: \\.self) { Text($0.rawValue).tag($0) }
              }
              if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["com.app.unlock"]).first }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    // PrayerDevotion: a prayer repeats daily or weekly; the unlock is paid once.
    #expect(legalLinkErrors("daily, weekly") == 0)
    #expect(legalLinkErrors("hourly, weekly, monthly") == 0)
    // Its controls come in the same pairs (`dailyButton`, `weeklyButton`).
    let pair = "let dailyButton = UIButton(); let weeklyButton = UIButton()"
    #expect(legalLinkErrors("once, other", buttons: pair) == 0)
    #expect(legalLinkErrors("once, other", buttons: "let weeklyButton = UIButton()") == 1)
    // Plans billed weekly or monthly are a subscription's.
    #expect(legalLinkErrors("weekly, monthly") == 1)
  }

  @Test(
    "A model stores a currency when each value has one (let currencyCode), not through its catalogue's static constant"
  )
  func currencyOfEachValue() {
    func planFindings(_ currency: String) -> [Finding] {
      Fixtures.findings(files: [
        "App/Coin.swift": """
        struct Coin {
          let id: String
          private var price: Double?
          \(currency)
          func isNative() -> Bool {
            let currencyID = Coin.nativeCurrencyCoinID
            return id == currencyID
          }
        }

        """,
        "App/StoreView.swift": """
        import StoreKit
        import SwiftUI

        struct StoreView: View {
          @State private var product: Product?
          let coins: [Coin] = []
          var body: some View {
            VStack {
              Text("Portfolio: \\(coins.count) coins")
              if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
              Button("Restore Purchases") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["com.app.unlock"]).first }
          }
        }

        """,
      ]).filter { $0.rule == .planTypeWithPrice }
    }
    // Coin-Pal: a crypto coin's market price, beside a static catalogue id.
    #expect(planFindings(#"static let nativeCurrencyCoinID = "native-currency""#).isEmpty)
    // A value carrying its own currency mirrors a store product.
    #expect(planFindings("let currencyCode: String").count == 1)
  }

  /// The summary and findings of a repository checked out as `checkout`
  /// whose project reaches its app folder by climbing out and back in as
  /// `../Shop/App` (`path = "../Shop/App"`).
  private static func renamedCheckout(_ checkout: String, group: String = "../Shop/App")
    -> DoctorReport
  {
    let paywall = """
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @State private var product: Product?
        var body: some View {
          if let product {
            Button("Subscribe monthly for \\(product.displayPrice)") {
              Task { _ = try? await product.purchase() }
            }
          }
        }
      }

      """
    let files = [
      "Shop.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Shop", folder: "\"\(group)\"",
        sources: ["ShopApp.swift", "PaywallView.swift", "Model.swift"],
        settings: "SDKROOT = iphoneos;"),
      "App/ShopApp.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "App/PaywallView.swift": paywall,
      "App/Model.swift": "struct Model {}\n",
    ]
    let snapshot = ProjectSnapshot(
      files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) },
      rootComponents: ["home", "ci", checkout])
    return Doctor.report(snapshot)
  }

  @Test(
    "A project whose groups climb out and back in by the repository's name reads its files in a checkout of another name"
  )
  func renamedCheckout() {
    for checkout in ["Shop", "src"] {
      let report = Self.renamedCheckout(checkout)
      #expect(report.summary.appSwiftFiles == 3, "\(checkout)")
      #expect(report.findings.contains { $0.rule == .paywallMissingRestore }, "\(checkout)")
      #expect(report.summary.skipped.isEmpty, "\(checkout)")
    }
    // A sibling folder's files are out of reach, and the summary says so.
    let sibling = Self.renamedCheckout("src", group: "../Shared/Sources")
    #expect(sibling.summary.appSwiftFiles == 0)
    #expect(
      sibling.summary.skipped.map(\.path).contains(
        "3 Swift file(s) the project builds from outside this folder"))
  }

  @Test(
    "An Info.plist in a Mac app's synchronized folder is a stray copy in Contents/Resources (a warning); in an iOS app it collides (an error)"
  )
  func infoPlistInMacSyncedFolder() {
    func findings(sdk: String) -> [Finding] {
      let project = RecallCase.rootSynchronizedProject(exceptions: ["Scripts"])
        .replacingOccurrences(
          of: #"INFOPLIST_FILE = "Config/App-Info.plist";"#,
          with: "GENERATE_INFOPLIST_FILE = YES; SDKROOT = \(sdk);")
      return Fixtures.findings(files: [
        "Habits.xcodeproj/project.pbxproj": project,
        "App/HabitsApp.swift": "import SwiftUI\nlet appName = \"Habits\"\n",
        "App/Info.plist": RecallCase.plist([("NSAppTransportSecurity", "x")]),
      ]).filter { $0.rule == .infoPlistInSyncedFolder }
    }
    // Shortkey: a macOS-only app.
    #expect(findings(sdk: "macosx").map(\.severity) == [.warning])
    #expect(findings(sdk: "iphoneos").map(\.severity) == [.error])
  }

  /// `broken-xcconfig-include` findings for `Config/Project.xcconfig`
  /// including `include`, with `Config/Ad.xcconfig` git-ignored or present.
  private static func includeFindings(_ include: String, present: Bool = false) -> [Finding] {
    var files = [
      "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
      "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
      "Config/Project.xcconfig": "#include \"\(include)\"\n",
      ".gitignore": "Config/Ad.xcconfig\n",
    ]
    if present { files["Config/Ad.xcconfig"] = "AD_UNIT_ID = ca-app-pub-1\n" }
    return Fixtures.findings(files: files).filter { $0.rule == .brokenXCConfigInclude }
  }

  @Test(
    "An include written without its extension reads the .xcconfig of that name: present, it is fine; git-ignored, a note; a typo, an error"
  )
  func includeWithoutExtension() {
    // WakeApp: `#include "Config"` for a git-ignored `Config.xcconfig`.
    #expect(Self.includeFindings("Ad").map(\.severity) == [.note])
    #expect(Self.includeFindings("Ad", present: true).isEmpty)
    #expect(Self.includeFindings("Add").map(\.severity) == [.error])
  }

  /// The lines of the purchase notes for a store screen whose button runs `pressed`.
  private static func storeScreenNoteLines(pressed: String) -> [Int] {
    Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Band"),
      "Sources/Band/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["UIKit"], launching: "window?.rootViewController = PlusViewController()"),
      "Sources/Band/PlusViewController.swift": """
      import StoreKit
      import SwiftyStoreKit
      import UIKit

      final class PlusViewController: UIViewController, SKPaymentTransactionObserver {
        var product: SKProduct?
        @IBAction func plusPressed(_ sender: Any) {
          \(pressed)
        }
        func buyProduct() {
          if let product { SKPaymentQueue.default().add(SKPayment(product: product)) }
        }
        func purchase() {
          SwiftyStoreKit.purchaseProduct("plus") { result in print(result) }
        }
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
      }

      """,
    ]).compactMap(\.line)
  }

  @Test("A view controller's own purchase method whose only call is commented out never runs")
  func viewControllerMethodNeverCalled() {
    // Musician: `//buyProduct()` then `purchase()`.
    let live = Self.storeScreenNoteLines(pressed: "//buyProduct()\n    purchase()")
    #expect(!live.isEmpty)
    #expect(live.allSatisfy { $0 == 15 }, "\(live)")
    // Called, it runs.
    #expect(Self.storeScreenNoteLines(pressed: "buyProduct()").contains(11))
  }

  /// `notification-subscription-state` findings for an iOS 17 app whose
  /// store publishes `property` and names the products `ids`.
  private static func publishedStateNotes(_ property: String, ids: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Store.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Shop\").environmentObject(Store())"),
      "App/Store.swift": """
      import StoreKit

      final class Store: ObservableObject {
        @Published var \(property) = false
        @Published var products: [Product] = []
        func load() async {
          products = (try? await Product.products(for: [\(ids)])) ?? []
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState }
  }

  @Test(
    "What a coins-only shop or a reminder setting publishes is no subscription state; a subscription store's flag is"
  )
  func publishedNonSubscriptionState() {
    let plans = #""app.pro.monthly", "app.pro.yearly""#
    #expect(Self.publishedStateNotes("isPremium", ids: plans).count == 1)
    // Tagup: every product a coin pack.
    #expect(
      Self.publishedStateNotes("isPremium", ids: #""app.coins.100", "app.coins.500""#).isEmpty)
    // Plantvia: a premium-only reminder switched on.
    #expect(Self.publishedStateNotes("isDailyPremiumReminderEnabled", ids: plans).isEmpty)
  }

  /// The lines of `entitlement-id-literal` findings for a RevenueCat app
  /// whose launch runs `launch`.
  private static func entitlementLiteralLines(launch: String) -> [Int] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Study"),
      "Sources/Study/AppDelegate.swift": Fixtures.appDelegate(
        importing: ["RevenueCat", "UIKit"],
        launching: "IAPManager.shared.fetchStatus()\n\(launch)"),
      "Sources/Study/IAPManager.swift": """
      import RevenueCat

      final class IAPManager {
        static let shared = IAPManager()
        var isPremium = false
        func fetchStatus() {
          Purchases.shared.getCustomerInfo { info, _ in
            self.isPremium = info?.entitlements["Premium"]?.isActive == true
          }
        }
        func getSubscriptionStatus(completion: (() -> Void)?) {
          Purchases.shared.getCustomerInfo { info, _ in
            self.isPremium = info?.entitlements.all["Premium"]?.isActive == true
          }
        }
        func restorePurchases(completion: (() -> Void)?) {
          Purchases.shared.restorePurchases { info, _ in
            self.isPremium = info?.entitlements.all["Premium"]?.isActive == true
          }
        }
      }

      """,
    ]).filter { $0.rule == .entitlementIDLiteral }.compactMap(\.line)
  }

  @Test(
    "An entitlement literal in a function nothing calls (or only the SDK's same-named call inside it) is no place"
  )
  func entitlementLiteralInUncalledFunction() {
    // StudyAI: both calls commented out.
    #expect(
      Self.entitlementLiteralLines(
        launch: "// IAPManager.shared.getSubscriptionStatus(completion: nil)"
      ).isEmpty)
    #expect(
      Self.entitlementLiteralLines(
        launch: "IAPManager.shared.getSubscriptionStatus(completion: nil)") == [8, 13])
    #expect(
      Self.entitlementLiteralLines(
        launch: "IAPManager.shared.restorePurchases(completion: nil)") == [8, 18])
  }

  @Test(
    "A purchase method buying tokens (buyTokens) sells consumables; buying with a token does not")
  func buyingTokens() {
    #expect(Paywall.buysConsumables("buyTokens"))
    #expect(!Paywall.buysConsumables("purchaseWithToken"))
    #expect(!Paywall.buysConsumables("buyToken"))
  }

  /// `paywall-missing-restore` findings for a Swift 2 store screen whose
  /// Restore button's outlet wires `restoreButtonClicked:`, which runs `restore`.
  private static func swift2RestoreFindings(_ restore: String, extra: String? = nil) -> [Finding] {
    Fixtures.findings(files: [
      "App/Receipt.swift": extra ?? "",
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "StoreViewController()"),
      "App/StoreViewController.swift": """
      import StoreKit
      import UIKit

      class StoreViewController: UIViewController {
        var product: SKProduct?
        @IBOutlet weak var textLabel: UILabel! {
          didSet { textLabel.text = "One time payment for permanent use" }
        }
        @IBOutlet weak var purchaseButton: UIButton! {
          didSet {
            purchaseButton.addTarget(self, action: "purchaseButtonClicked:", forControlEvents: .TouchUpInside)
          }
        }
        @IBOutlet weak var restoreButton: UIButton! {
          didSet {
            restoreButton.setTitle("RESTORE", forState: .Normal)
            restoreButton.addTarget(self, action: "restoreButtonClicked:", forControlEvents: .TouchUpInside)
          }
        }
        func purchaseButtonClicked(sender: UIButton) {
          SKPaymentQueue.defaultQueue().addPayment(SKPayment(product: product!))
        }
        func restoreButtonClicked(sender: UIButton) {
          \(restore)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A Swift 2 action taking `sender:` is a control's action: its restore counts")
  func swift2SenderAction() {
    // TUBIN.
    #expect(
      Self.swift2RestoreFindings("SKPaymentQueue.defaultQueue().restoreCompletedTransactions()")
        .isEmpty)
    #expect(Self.swift2RestoreFindings("print(sender)").count == 1)
  }

  /// The lines of known-issue notes for an iOS 26 paywall reading a
  /// package store's products, and running `load` when it appears.
  private static func packageStoreNoteLines(load: String) -> [Int] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "PaywallView.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 26.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
      "App/PaywallView.swift": """
      import FlexStore
      import StoreKit
      import SwiftUI

      struct PaywallView: View {
        @Environment(StoreKitService<AppTier>.self) private var flexStore
        @State private var selection: String?
        var body: some View {
          List(flexStore.products, id: \\.id) { product in Text(product.displayPrice) }
            .onChange(of: flexStore.products.map(\\.id)) { _, ids in selection = ids.first }
            .task { \(load) }
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue && $0.message.contains("load products") }
      .compactMap(\.line)
  }

  @Test(
    "Reading a store object's products (a package's @Environment(Store<T>.self)) loads nothing; StoreKit's load does"
  )
  func packageStoreProductsRead() {
    // aiassistant: the note sat on `.onChange(of: flexStore.products.map(\.id))`.
    #expect(Self.packageStoreNoteLines(load: "selection = nil").isEmpty)
    #expect(
      Self.packageStoreNoteLines(load: "_ = try? await Product.products(for: [\"pro\"])") == [11])
    // An SDK's loaded result (Adapty 1's paywall) is the load met.
    #expect(
      Self.packageStoreNoteLines(
        load: "let paywall: PaywallModel? = nil; _ = paywall?.products.first")
        == [11])
  }

  /// `notification-subscription-state` findings for a screen observing
  /// `name` from `object`.
  private static func observerFindings(name: String, object: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PurchaseViewController()"),
      "App/PurchaseViewController.swift": """
      import StoreKit
      import UIKit

      final class SubscriptionManager {
        static let shared = SubscriptionManager()
        static let SubscriptionFailed = Notification.Name("io.app.subscription.failed")
        static let SubscriptionActive = Notification.Name("io.app.subscription.active")
        var isSubscribed = false
        func fail() { NotificationCenter.default.post(name: SubscriptionManager.SubscriptionFailed, object: self) }
      }

      final class PurchaseViewController: UIViewController {
        let subscriptionManager = SubscriptionManager.shared
        override func viewDidLoad() {
          super.viewDidLoad()
          NotificationCenter.default.addObserver(
            self, selector: #selector(subscriptionFailed(notification:)), name: \(name),
            object: \(object))
        }
        @objc func subscriptionFailed(notification: Notification) {
          let error = notification.userInfo?["error"] as? Error
          title = error?.localizedDescription
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file.hasSuffix("Controller.swift") }
  }

  @Test(
    "The sender a notification comes from (object: subscriptionManager) is not the state it carries"
  )
  func stateKeeperIsNoState() {
    // Windmill: a failure observed from the manager.
    #expect(
      Self.observerFindings(
        name: "SubscriptionManager.SubscriptionFailed", object: "subscriptionManager"
      ).filter { $0.line == 16 }.isEmpty)
    // The state as the object, or a state name, is the state.
    #expect(
      !Self.observerFindings(name: "SubscriptionManager.SubscriptionFailed", object: "isSubscribed")
        .filter { $0.line == 16 }.isEmpty)
  }

  @Test(
    "A group two groups list takes the path of its shallowest parent (XcodeGen's shared groups)")
  func groupListedTwice() {
    // septena: `Settings` under the main group and under `Shell`, its path
    // written from the project's folder.
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
          G = { isa = PBXGroup; children = (SH, ST); sourceTree = "<group>"; };
          SH = { isa = PBXGroup; children = (A, ST); path = App/Shell; sourceTree = "<group>"; };
          ST = { isa = PBXGroup; children = (F); path = App/Shell/Settings; sourceTree = "<group>"; };
          A = { isa = PBXFileReference; path = ShopApp.swift; sourceTree = "<group>"; };
          F = { isa = PBXFileReference; path = Paywall.swift; sourceTree = "<group>"; };
          BA = { isa = PBXBuildFile; fileRef = A; };
          BF = { isa = PBXBuildFile; fileRef = F; };
          P = { isa = PBXSourcesBuildPhase; files = (BA, BF); };
          T = { isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application"; buildPhases = (P); buildConfigurationList = L2; };
          L = { isa = XCConfigurationList; buildConfigurations = (C1); };
          L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
          C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
        };
        rootObject = R;
      }

      """
    let findings = Fixtures.findings(files: [
      "Shop.xcodeproj/project.pbxproj": project,
      "App/Shell/ShopApp.swift": Fixtures.swiftUIApp(showing: "Text(\"Shop\")"),
      "App/Shell/Settings/Paywall.swift":
        "import SwiftUI\nstruct Paywall: View { var body: some View { Text(\"Pro\") } }\n",
    ])
    #expect(!findings.contains { $0.rule == .unreadableFile }, "\(findings)")
  }

  @Test(
    "Chinese words denying a subscription (没有订阅, 无订阅) sell once; a subscription said plainly renews"
  )
  func chineseDenials() {
    func legalLinkErrors(_ line: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
        "App/PaywallView.swift": """
        import StoreKit
        import SwiftUI

        struct PaywallView: View {
          @State private var product: Product?
          var body: some View {
            VStack {
              Text("\(line)")
              if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
              Button("恢复购买") { Task { try? await AppStore.sync() } }
            }
            .task { product = try? await Product.products(for: ["app.qingyu.unlock"]).first }
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    // SanJiao.
    #expect(legalLinkErrors("没有订阅，没有月费") == 0)
    #expect(legalLinkErrors("一次买断 · 永久使用 · 无订阅") == 0)
    #expect(legalLinkErrors("每月订阅，随时取消") == 1)
  }

  @Test(
    "A control refreshing the receipt (verifyReceipt forceRefresh: true, SKReceiptRefreshRequest) restores"
  )
  func receiptRefreshRestores() {
    func restoreFindings(_ refresh: String) -> Int {
      Self.swift2RestoreFindings(
        "AppDelegate.shared.verifyReceipt()",
        extra: """
          import SwiftyStoreKit

          extension AppDelegate {
            static let shared = AppDelegate()
            func verifyReceipt() {
              \(refresh)
            }
          }

          """
      ).count
    }
    // Foto Design.
    let validator = "AppleReceiptValidator(service: .production, sharedSecret: \"s\")"
    #expect(
      restoreFindings(
        "SwiftyStoreKit.verifyReceipt(using: \(validator), forceRefresh: true) { print($0) }") == 0)
    #expect(restoreFindings("SKReceiptRefreshRequest(receiptProperties: nil).start()") == 0)
    #expect(
      restoreFindings(
        "SwiftyStoreKit.verifyReceipt(using: \(validator), forceRefresh: false) { print($0) }") == 1
    )
  }

  @Test(
    "A call of a method reads no property of the same name: the property's literal price is never shown"
  )
  func methodSharingPropertyName() {
    func prices(_ call: String, methodFallback: String = "\"\"") -> [String] {
      Fixtures.findings(files: [
        "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
        "App/Store.swift": """
        import StoreKit

        @Observable final class Store {
          static let unlimitedID = "app.unlimited"
          var products: [String: Product] = [:]
          var displayPrice: String { products[Self.unlimitedID]?.displayPrice ?? "$9.99" }
          func displayPrice(_ id: String) -> String { products[id]?.displayPrice ?? \(methodFallback) }
        }

        """,
        "App/PaywallView.swift": """
        import SwiftUI

        struct PaywallView: View {
          @State private var store = Store()
          var body: some View {
            Text(\(call))
          }
        }

        """,
      ]).filter { $0.rule == .hardcodedPrice }.map(\.message)
    }
    // Peel: only the method is called.
    #expect(prices("store.displayPrice(Store.unlimitedID)").isEmpty)
    #expect(prices("store.displayPrice").count == 1)
    // The method's own price is shown by its call.
    #expect(
      prices("store.displayPrice(Store.unlimitedID)", methodFallback: "\"$4.99\"")
        .contains { $0.contains("$4.99") })
  }

  /// `notification-subscription-state` findings in a StoreKit 1 helper whose
  /// transaction callback runs `deliver`.
  private static func deliveredNameFindings(_ deliver: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(
        showing: "UIViewController()",
        extra: "let helper: Void = SKPaymentQueue.default().add(IAPHelper.shared)"),
      "App/IAPHelper.swift": """
      import StoreKit

      final class IAPHelper: NSObject, SKPaymentTransactionObserver {
        static let shared = IAPHelper()
        static let IAPPurchaseSuccess = Notification.Name("IAPPurchaseSuccess")
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
          for transaction in transactions where transaction.transactionState == .purchased {
            \(deliver)
          }
        }
        private func deliverPurchaseSuccess(identifier: String) {
          NotificationCenter.default.post(name: IAPHelper.IAPPurchaseSuccess, object: identifier)
        }
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.file == "App/IAPHelper.swift" }
  }

  @Test("A name posted only in a function no running code reaches broadcasts nothing")
  func namePostedOnlyInDeadCode() {
    let call = "deliverPurchaseSuccess(identifier: transaction.payment.productIdentifier)"
    // Serviline: the one call commented out.
    #expect(Self.deliveredNameFindings("// " + call).isEmpty)
    #expect(!Self.deliveredNameFindings(call).isEmpty)
  }

  @Test(
    "A computed Bool that ships as false (its #if DEBUG branch never ships) keeps its branch shut")
  func computedFalseFlag() {
    func prices(_ release: String) -> Int {
      Fixtures.findings(files: [
        "App/App.swift": Fixtures.swiftUIApp(showing: "PaywallView()"),
        "App/PaywallView.swift": """
        import StoreKit
        import SwiftUI

        struct PaywallView: View {
          @State private var product: Product?
          private var isScreenshotMode: Bool {
            #if DEBUG
            ProcessInfo.processInfo.arguments.contains("--screenshot-paywall")
            #else
            \(release)
            #endif
          }
          var body: some View {
            VStack {
              if isScreenshotMode {
                Text("$4.99 / month")
              } else if let product {
                Button(product.displayPrice) { Task { _ = try? await product.purchase() } }
              }
            }
            .task { product = try? await Product.products(for: ["app.pro.monthly"]).first }
          }
        }

        """,
      ]).count { $0.rule == .hardcodedPrice }
    }
    // NudgeMate: sample prices for screenshots, in Debug only.
    #expect(prices("false") == 0)
    #expect(prices("true") == 1)
  }

  /// The files of `paywall-missing-legal-links` findings for a controller
  /// composing a UIKit purchase view `composition` (`let cardView = PaywallCardView()`).
  private static func composedViewFindings(_ composition: String) -> [String] {
    Fixtures.findings(files: composedViewFiles(composition)).filter {
      $0.rule == .paywallMissingLegalLinks || $0.rule == .paywallMissingRestore
    }.map { "\($0.file) \($0.rule)" }
  }
  private static func composedViewFiles(_ composition: String) -> [String: String] {
    [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "App/PaywallCardView.swift": """
      import StoreKit
      import UIKit

      protocol PaywallCardDelegate: AnyObject {
        func paywallCardDidTapPurchase(_ cardView: PaywallCardView, product: SKProduct)
      }

      final class PaywallCardView: UIView {
        weak var delegate: PaywallCardDelegate?
        var products: [SKProduct] = []
        let titleLabel = UILabel()
        let buyButton = UIButton()
        func setUp() {
          titleLabel.text = "Unlock Pro: billed monthly, cancel anytime"
          buyButton.addTarget(self, action: #selector(buyTapped), for: .touchUpInside)
        }
        @objc func buyTapped() {
          if let product = products.first { delegate?.paywallCardDidTapPurchase(self, product: product) }
        }
      }

      """,
      "App/PaywallViewController.swift": """
      import StoreKit
      import UIKit

      final class PaywallViewController: UIViewController, PaywallCardDelegate {
        \(composition)
        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Pro, billed monthly"
          cardView.delegate = self
          cardView.setUp()
          view.addSubview(cardView)
        }
        func paywallCardDidTapPurchase(_ cardView: PaywallCardView, product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        @objc func restoreTapped() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      """,
    ]
  }

  @Test("A UIKit purchase view a paywall controller makes is judged with it, not reported again")
  func composedUIKitView() {
    let found = Self.composedViewFindings("let cardView = PaywallCardView()")
    #expect(
      found == [
        "App/PaywallViewController.swift paywallMissingLegalLinks",
        "App/PaywallViewController.swift paywallMissingRestore",
      ], "\(found)")
  }

  @Test(
    "Legal documents named in Turkish and other languages, or in a percent-encoded address, are known"
  )
  func legalDocumentsInMoreLanguages() {
    // HealthcareOrganizationsApp: a Turkish slug, percent-encoded.
    #expect(LegalDocument.namesPrivacy("https://site.example/gizlilik-politikas%C4%B1"))
    #expect(LegalDocument.percentDecoded("gizlilik-politikas%C4%B1") == "gizlilik-politikası")
    #expect(LegalDocument.percentDecoded("100%") == "100%")
    #expect(LegalDocument.namesTerms("Kullanım Koşulları"))
    #expect(LegalDocument.namesTerms("Syarat & Ketentuan"))
    #expect(LegalDocument.namesPrivacy("Kebijakan Privasi"))
    #expect(!LegalDocument.namesPrivacy("Kullanım Koşulları"))
    #expect(!LegalDocument.namesTerms("Gizlilik Politikası"))
  }

  @Test("A screen named for recharging a balance sells consumables")
  func rechargeScreen() {
    #expect(Paywall.isNamedForConsumables("RechargeViewController"))
    #expect(Paywall.isNamedForConsumables("CoinTopUpView"))
    #expect(!Paywall.isNamedForConsumables("PremiumViewController"))
  }
}
