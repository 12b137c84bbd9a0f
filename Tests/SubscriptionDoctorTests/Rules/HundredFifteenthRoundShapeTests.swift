import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-fifteenth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredFifteenthRoundShapeTests {
  /// `paywall-missing-restore` findings for a controller selling a one-time
  /// unlock from an alert whose actions are `actions`.
  private static func alertRestoreFindings(_ actions: String) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Pings"),
      "Sources/Pings/SettingsViewController.swift": """
      import StoreKit
      import UIKit

      final class SettingsViewController: UIViewController {
        var products: [SKProduct] = []
        @IBAction func upgradeTapped(_ sender: UIButton) {
          displayIAPUI()
        }
        func displayIAPUI() {
          guard let product = products.last else { return }
          let alert = UIAlertController(title: "Remove Ads?", message: product.localizedDescription, preferredStyle: .alert)
          \(actions)
          present(alert, animated: true)
        }
      }

      final class IAPHelper: NSObject {
        static let store = IAPHelper()
        func purchaseProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
        func restoreCompletedTransactions() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
      "Sources/Pings/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window?.rootViewController = SettingsViewController()
          return true
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("An alert action made with UIAlertAction.init is a control: its Restore restores")
  func alertActionInit() {
    // Pings: `let restoreAction = UIAlertAction.init(title: "Restore", style:
    // .Default, handler: { … restoreCompletedTransactions() })`, Swift 2's spelling.
    let buy = """
      let purchaseAction = UIAlertAction.init(title: "Purchase", style: .destructive, handler: { _ in IAPHelper.store.purchaseProduct(product) })
          alert.addAction(purchaseAction)
      """
    let restore = """
      let restoreAction = UIAlertAction.init(title: "Restore", style: .default, handler: { _ in IAPHelper.store.restoreCompletedTransactions() })
          alert.addAction(restoreAction)
      """
    #expect(Self.alertRestoreFindings(buy + "\n" + restore).isEmpty)
    #expect(Self.alertRestoreFindings(buy).count == 1)
  }
}
