import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the thirty-seventh round
/// (docs/doctor-rules.md, "Thirty-seventh round"), each beside the shape
/// that must still fire.
struct ThirtySeventhRoundShapeTests {
  /// The `notification-subscription-state` warnings for `body`, statements
  /// in a StoreKit 1 purchase helper's methods.
  private static func stateWarnings(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Shop"),
      "Sources/Shop/PurchaseHelper.swift": """
      import StoreKit

      final class PurchaseHelper: NSObject {
        static let shared = PurchaseHelper()
        static let kPurchaseCompleted = "kPurchaseCompleted"

        func buy(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

      \(body)
      }

      extension Notification.Name {
        static let purchaseStatus = Notification.Name("purchaseStatus")
      }

      """,
    ]).filter { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test(
    "A spinner shown or hidden for a purchase is presentation; the purchase's own post is state"
  )
  func spinnerCommands() {
    #expect(
      Self.stateWarnings(
        """
          func verify() {
            NotificationCenter.default.post(name: NSNotification.Name(rawValue: "kSpinForPurchase"), object: nil)
            NotificationCenter.default.post(name: NSNotification.Name(rawValue: "kUnspinForPurchase"), object: nil)
            NotificationCenter.default.post(name: Notification.Name("hideLoaderAfterPurchase"), object: nil)
          }
        """
      ).isEmpty)
    let state = Self.stateWarnings(
      """
        func verify() {
          NotificationCenter.default.post(name: Notification.Name(rawValue: PurchaseHelper.kPurchaseCompleted), object: nil)
        }
      """)
    #expect(state.count == 1)
    // The member is what is broadcast, not the type holding it.
    #expect(state.first?.message.contains("(kPurchaseCompleted)") == true)
  }

  @Test(
    "A failure or an alert's sentence posted on the purchase channel, or a post from a failing function, is no state"
  )
  func failurePayloads() {
    #expect(
      Self.stateWarnings(
        """
          func verify(ok: Bool) {
            if !ok { NotificationCenter.default.post(name: .purchaseStatus, object: "failure") }
            NotificationCenter.default.post(name: .purchaseStatus, object: "There's no subscription to restore")
          }
          private func fail(transaction: SKPaymentTransaction) {
            NotificationCenter.default.post(name: .purchaseStatus, object: transaction)
          }
        """
      ).count == 1)  // the declaration of `purchaseStatus` alone
    #expect(
      Self.stateWarnings(
        """
          private func complete(transaction: SKPaymentTransaction) {
            NotificationCenter.default.post(name: .purchaseStatus, object: transaction)
            NotificationCenter.default.post(name: .purchaseStatus, object: "success")
          }
        """
      ).count == 3)
  }

  /// The `hardcoded-price` findings for `literal`, a table's display name in
  /// a file of game data beside a store that sells.
  private static func priceFindings(_ literal: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Casino"),
      "Sources/Casino/Store.swift": """
      import StoreKit

      func buy(_ product: Product) async throws { _ = try await product.purchase() }

      """,
      "Sources/Casino/Tables.swift": """
      struct Table { let id: String; let displayName: String; let minimumAnte: Int }

      let tables = [
        Table(id: "table_10", displayName: \(literal), minimumAnte: 10),
      ]

      """,
    ]).count { $0.rule == .hardcodedPrice }
  }

  @Test("A whole-dollar stake beside a noun is game content; with cents or a period it is a price")
  func tableStakes() {
    #expect(Self.priceFindings(#""$10 Table""#) == 0)
    #expect(Self.priceFindings(#""€25 Table""#) == 0)
    #expect(Self.priceFindings(#""$9.99 Table""#) == 1)
    #expect(Self.priceFindings(#""$10 a month""#) == 1)
    #expect(Self.priceFindings(#""Go Pro for $10""#) == 1)
  }

  /// The `paywall-missing-restore` errors of a UIKit screen buying the
  /// product its store helper names with `constant`.
  private static func restoreErrors(_ constant: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Ohm"),
      "Sources/Ohm/IAPHandler.swift": """
      import StoreKit

      final class IAPHandler: NSObject {
        static let shared = IAPHandler()
        let \(constant) = "com.example.AdRemoval"
        var products: [SKProduct] = []

        func purchaseProduct(index: Int) {
          SKPaymentQueue.default().add(SKPayment(product: products[index]))
        }

        func restorePurchase() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }

        func fetchAvailableProducts() {
          let request = SKProductsRequest(productIdentifiers: [\(constant)])
          request.start()
        }
      }

      """,
      "Sources/Ohm/SettingVC.swift": """
      import UIKit

      final class SettingVC: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          IAPHandler.shared.fetchAvailableProducts()
        }

        @IBAction func removeAdsBtnWasPressed(_ sender: UIButton) {
          IAPHandler.shared.purchaseProduct(index: 0)
        }
      }

      """,
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A product named non-consumable is a one-time unlock that needs Restore; a consumable does not"
  )
  func nonConsumableNames() {
    #expect(Self.restoreErrors("NON_CONSUMABLE_PURCHASE_PRODUCT_ID") == 1)
    #expect(Self.restoreErrors("nonConsumableProductID") == 1)
    #expect(Self.restoreErrors("UNLOCK_PRODUCT_ID") == 1)
    #expect(Self.restoreErrors("CONSUMABLE_COINS_PRODUCT_ID") == 0)
  }

  @Test(
    "A Mac app's Info.plist left in a project with no Mac target is a removed target's; with one it is lost"
  )
  func macInfoPlistLeftover() {
    func unused(sdk: String) -> Int {
      Fixtures.findings(files: [
        "Game.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          "Game", folder: "ios", sources: ["GameApp.swift"],
          settings:
            "INFOPLIST_FILE = ios/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = \(sdk);"
        ),
        "ios/GameApp.swift":
          "import SwiftUI\n@main struct GameApp: App { var body: some Scene { WindowGroup { Text(\"Game\") } } }\n",
        "ios/Info.plist":
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>UIRequiresFullScreen</key><true/></dict></plist>\n",
        "mac/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleExecutable</key><string>${EXECUTABLE_NAME}</string>
        <key>LSApplicationCategoryType</key><string>public.app-category.games</string>
        <key>NSMainNibFile</key><string>MainMenu</string>
        <key>NSPrincipalClass</key><string>NSApplication</string>
        </dict></plist>

        """,
      ]).count { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(unused(sdk: "iphoneos") == 0)
    #expect(unused(sdk: "macosx") == 1)
  }

  /// The `notification-subscription-state` warnings of an app declaring
  /// `.subscriptionStatusChanged`, observing it in a view and running `poster`.
  private static func observedNameWarnings(_ poster: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Swipe"),
      "Sources/Swipe/Names.swift": """
      import Foundation

      extension Notification.Name {
        static let subscriptionStatusChanged = Notification.Name("subscriptionStatusChanged")
      }

      """,
      "Sources/Swipe/ContentView.swift": """
      import SwiftUI

      struct ContentView: View {
        @State private var isPro = false
        var body: some View {
          Text(isPro ? "Pro" : "Free")
            .onReceive(NotificationCenter.default.publisher(for: .subscriptionStatusChanged)) { note in
              isPro = note.object as? Bool ?? false
            }
        }
      }

      """,
      "Sources/Swipe/Store.swift": """
      import StoreKit

      final class Store {
        func buy(_ product: Product) async throws {
          _ = try await product.purchase()
      \(poster)
        }
        func announce(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: true) }
      }

      """,
    ]).count { $0.rule == .notificationSubscriptionState && $0.severity == .warning }
  }

  @Test(
    "A name the app observes but never posts broadcasts nothing; posted, or handed to a helper, it does"
  )
  func observedNeverPosted() {
    #expect(Self.observedNameWarnings("") == 0)
    #expect(
      Self.observedNameWarnings(
        "    NotificationCenter.default.post(name: .subscriptionStatusChanged, object: true)") == 3)
    #expect(Self.observedNameWarnings("    announce(.subscriptionStatusChanged)") == 2)
  }

  /// The `paywall-missing-restore` errors of a UIKit paywall whose restore
  /// button is wired by `wiring`, members of the controller.
  private static func outletRestoreErrors(_ wiring: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("VPN"),
      "Sources/VPN/ProViewController.swift": """
      import StoreKit
      import UIKit

      final class ProViewController: UIViewController {
        var product: SKProduct?

        @IBAction func subscribe(_ sender: UIButton) {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }

      \(wiring)

        @objc func restore() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
    ]).count { $0.rule == .paywallMissingRestore }
  }

  @Test("A restore button wired in an outlet's didSet restores; an outlet wired nowhere does not")
  func restoreWiredInOutletObserver() {
    #expect(
      Self.outletRestoreErrors(
        """
          @IBOutlet weak var restoreButton: UIButton! {
            didSet { restoreButton.addTarget(self, action: #selector(restore), for: .touchUpInside) }
          }
        """) == 0)
    #expect(Self.outletRestoreErrors("  @IBOutlet weak var restoreButton: UIButton!") == 1)
  }

  @Test(
    "A purchase through a protocol the app declares is the app's wrapper: the notes sit on the conforming type's StoreKit call"
  )
  func protocolWrapperPurchase() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Chips"),
      "Sources/Chips/A/ChipShopViewModel.swift": """
      import Foundation

      @MainActor
      final class ChipShopViewModel {
        private let iapService: IAPService
        init(iapService: IAPService) { self.iapService = iapService }
        func buy(_ id: String) async throws {
          try await iapService.purchase(id)
        }
      }

      """,
      "Sources/Chips/B/IAPService.swift": """
      import Foundation

      protocol IAPService {
        func purchase(_ id: String) async throws
      }

      """,
      "Sources/Chips/C/StoreKitIAPService.swift": """
      import StoreKit

      final class StoreKitIAPService: IAPService {
        func purchase(_ id: String) async throws {
          guard let product = try await Product.products(for: [id]).first else { return }
          _ = try await product.purchase()
        }
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(
      notes.allSatisfy { $0.file == "Sources/Chips/C/StoreKitIAPService.swift" && $0.line == 6 })
  }

  @Test("A protocol a StoreKit type adopts stands in for StoreKit: a call through it is the use")
  func protocolAdoptedByFramework() {
    let notes = Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Shoots"),
      "Sources/Shoots/PaymentQueueController.swift": """
      import StoreKit

      protocol PaymentQueue: AnyObject {
        func add(_ payment: SKPayment)
      }

      extension SKPaymentQueue: PaymentQueue {}

      final class PaymentQueueController {
        let paymentQueue: PaymentQueue
        init(paymentQueue: PaymentQueue = SKPaymentQueue.default()) { self.paymentQueue = paymentQueue }
        func buy(_ product: SKProduct) {
          paymentQueue.add(SKPayment(product: product))
        }
      }

      """,
    ])
    #expect(!notes.isEmpty)
    #expect(notes.allSatisfy { $0.line == 13 })
  }

  /// The `storekit-config-drift` findings of an app whose shared scheme names
  /// `../../Products.storekit`, saved at `storeKitPath`, selling `groupID`.
  private static func driftFindings(storeKitPath: String, groupID: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings:
          "GENERATE_INFOPLIST_FILE = YES; IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos;"),
      RecallCase.schemePath: RecallCase.scheme,
      storeKitPath: RecallCase.storeKitFile([("pro.monthly", "4.99"), ("pro.yearly", "39.99")]),
      "App/App.swift": """
      import StoreKit
      import SwiftUI

      func monthly() async throws -> Product? {
        try await Product.products(for: ["pro.monthly"]).first
      }

      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup {
            SubscriptionStoreView(groupID: "\(groupID)")
              .storeButton(.visible, for: .restorePurchases)
          }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift }
  }

  @Test(
    "A .storekit saved as a package folder is the file the scheme names; a group the code sells names its products"
  )
  func storeKitPackageAndGroups() {
    #expect(
      Self.driftFindings(storeKitPath: "Products.storekit/Configuration.storekit", groupID: "1")
        .isEmpty)
    #expect(Self.driftFindings(storeKitPath: "Products.storekit", groupID: "1").isEmpty)
    // Another group: the product the code does not load goes unnamed.
    #expect(Self.driftFindings(storeKitPath: "Products.storekit", groupID: "2").count == 1)
    // A scheme naming a package folder that is not there still fires.
    #expect(
      Self.driftFindings(storeKitPath: "Other.storekit/Configuration.storekit", groupID: "1")
        .contains { $0.severity == .error })
  }

  @Test("A deployment target with a patch version (18.3.2) is read as its minor version")
  func patchDeploymentTarget() {
    func notes(_ target: String) -> Int {
      Fixtures.purchaseNotes(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          settings:
            "GENERATE_INFOPLIST_FILE = YES; IPHONEOS_DEPLOYMENT_TARGET = \(target); SDKROOT = iphoneos;"
        ),
        "App/App.swift": """
        import StoreKit

        func buy(_ product: Product) async throws {
          _ = try await product.purchase()
        }

        """,
      ]).count
    }
    #expect(notes("18.3") > 0)
    #expect(notes("18.3.2") == notes("18.3"))
  }

  /// The `hardcoded-price` findings for `declaration`, a member of a product model.
  private static func modelPriceFindings(_ declaration: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Chat"),
      "Sources/Chat/AnyProduct.swift": """
      import StoreKit

      struct AnyProduct {
        let id: String
        let priceString: String

        \(declaration)
      }

      func show(_ product: AnyProduct) -> String { product.priceString }
      func buy(_ product: Product) async throws { _ = try await product.purchase() }
      let shown = show(AnyProduct.yearly)

      """,
    ]).count { $0.rule == .hardcodedPrice }
  }

  @Test("A stored property named for a mock stands in for the store; a plain one is a price")
  func storedMockProperty() {
    #expect(
      Self.modelPriceFindings(
        """
        static let yearly = AnyProduct(id: "y", priceString: "$4.99")
          static let mockYearly: AnyProduct = AnyProduct(
            id: "mock.yearly", priceString: "$99.99/year")
        """) == 1)
    #expect(
      Self.modelPriceFindings(
        """
        static let yearly = AnyProduct(id: "y", priceString: "$4.99")
          static let annual: AnyProduct = AnyProduct(
            id: "annual", priceString: "$99.99/year")
        """) == 2)
  }
}
