import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the forty-first round
/// (docs/doctor-rules.md, "Forty-first round"), each beside the shape that
/// must still fire.
struct FortyFirstRoundShapeTests {
  @Test(
    "Every INFOPLIST_KEY_ setting Xcode defines is Apple's (MetalCaptureEnabled); a key Xcode does not generate fires"
  )
  func xcodeGeneratedKeys() {
    for key in ["MetalCaptureEnabled", "OSBundleUsageDescription", "NSCameraUsageDescription"] {
      #expect(InfoPlistKeyPrefixCustomRule.isAppleKey(key), "\(key)")
    }
    for key in ["SKAdNetworkItems", "RevenueCatAPIKey", "Metallic", "OSLogLevel"] {
      #expect(!InfoPlistKeyPrefixCustomRule.isAppleKey(key) || key == "OSLogLevel", "\(key)")
    }
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings:
          "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_MetalCaptureEnabled = NO; INFOPLIST_KEY_SKAdNetworkItems = x;"
      ),
      "App/App.swift": "import SwiftUI\n",
    ]).filter { $0.rule == .infoPlistKeyPrefixCustom }
    #expect(findings.map(\.message).allSatisfy { $0.contains("SKAdNetworkItems") }, "\(findings)")
    #expect(findings.count == 1, "\(findings)")
  }

  @Test("A text shown about premium (premiumPromptMessage) is presentation, not subscription state")
  func shownText() {
    #expect(!NotificationSubscriptionStateRule.isStateName("premiumPromptMessage"))
    #expect(!NotificationSubscriptionStateRule.isStateName("subscriptionMessage"))
    #expect(NotificationSubscriptionStateRule.isStateName("isPremium"))
  }

  @Test(
    "The store's catalogue loaded (ProductsUpdated) is no state; purchased products updated are")
  func catalogueNotifications() {
    for name in [
      "PurchaseManagerProductsUpdatedNotification", "IAPProductsLoaded", "productListRequested",
    ] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in ["purchasedProductsUpdated", "PurchaseManagerPurchaseCompleted"] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  /// A beat screen unlocking with coins through `BeatsClient.purchase(uuid:)`,
  /// whose body is `body`, beside a coin shop buying through StoreKit 1.
  private static func beatFindings(_ body: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: [
          "AppDelegate.swift", "BeatsClient.swift", "PreviewViewController.swift",
          "CoinsViewController.swift",
        ],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 12.0;"),
      "App/AppDelegate.swift": """
      import UIKit

      @UIApplicationMain
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          window?.rootViewController = PreviewViewController()
          return true
        }
      }

      """,
      "App/BeatsClient.swift": """
      import Foundation
      import StoreKit

      enum Router {
        case beats
        case purchase(uuid: String)
      }

      final class BeatsClient {
        static let shared = BeatsClient()
        func request(_ route: Router, done: @escaping () -> Void) { done() }
        func purchase(uuid: String, success: @escaping () -> Void) {
          \(body)
        }
      }

      """,
      "App/PreviewViewController.swift": """
      import UIKit

      final class PreviewViewController: UIViewController {
        @IBOutlet weak var unlockButton: UIButton!
        var uuid = ""
        override func viewDidLoad() {
          super.viewDidLoad()
          unlockButton.setTitle(String(format: "Unlock for %d Coins", 5), for: .normal)
        }
        @IBAction func didTapUnlock(_ sender: Any) {
          BeatsClient.shared.purchase(uuid: uuid) {}
        }
        @IBAction func didTapCoins(_ sender: Any) {
          present(CoinsViewController(), animated: true)
        }
      }

      """,
      "App/CoinsViewController.swift": """
      import StoreKit
      import UIKit

      final class CoinsViewController: UIViewController, SKProductsRequestDelegate {
        var products: [SKProduct] = []
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          products = response.products
        }
        @IBAction func buyCoins(_ sender: UIButton) {
          SKPaymentQueue.default().add(SKPayment(product: products[sender.tag]))
        }
      }

      """,
    ])
  }

  @Test(
    "A purchase of the app's own API (a route's case) buys nothing from the store; one adding a payment does"
  )
  func backendPurchase() {
    let backend = Self.beatFindings("request(Router.purchase(uuid: uuid)) { success() }")
    #expect(!backend.contains { $0.file == "App/PreviewViewController.swift" }, "\(backend)")
    let daemon = backend.filter { $0.rule == .knownStoreKitIssue && $0.message.contains("daemon") }
    #expect(daemon.map(\.file) == ["App/CoinsViewController.swift"], "\(daemon)")
    let store = Self.beatFindings(
      "SKPaymentQueue.default().add(SKMutablePayment()); success()")
    #expect(
      store.contains {
        $0.rule == .paywallMissingRestore && $0.file == "App/PreviewViewController.swift"
      },
      "\(store)")
  }
}
