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

extension HundredFifteenthRoundShapeTests {
  /// Paywall findings for a UIKit store listing the products `ids`, which
  /// observes notifications through `observing`, its own helper's call.
  private static func tableStoreFindings(ids: [String], observing: String = "") -> [Finding] {
    let idList = ids.map { "\"\($0)\"" }.joined(separator: ", ")
    return Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("MapQuiz"),
      "Sources/MapQuiz/StoreViewController.swift": """
      import StoreKit
      import UIKit

      final class StoreViewController: UITableViewController, SKProductsRequestDelegate {
        private let productIdentifiers: Set<String> = [\(idList)]
        private var products: [SKProduct] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          \(observing)
          let request = SKProductsRequest(productIdentifiers: productIdentifiers)
          request.delegate = self
          request.start()
        }

        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          products = response.products
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          products.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = UITableViewCell()
          cell.textLabel?.text = products[indexPath.row].localizedTitle
          return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          SKPaymentQueue.default().add(SKPayment(product: products[indexPath.row]))
        }

        @objc private func purchased(_ note: Notification) { tableView.reloadData() }

        private func subscribeTo(_ name: Notification.Name, with selector: Selector) {
          NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
        }

        private func subscribeToPro() {}
      }

      """,
      "Sources/MapQuiz/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window?.rootViewController = StoreViewController()
          return true
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore || $0.rule == .paywallMissingLegalLinks }
  }

  @Test("Tips and packs named run together in their ids are consumables")
  func gluedConsumableIDs() {
    // NextStats: `com.jonalaniz.nextstats.smalltip` … `massivetip`; MapIQ:
    // `com.giovannibf.mapquiz.1000coinspack` … and `…ingamehint`.
    #expect(
      Self.tableStoreFindings(ids: [
        "com.app.mapquiz.1000coinspack", "com.app.mapquiz.4000coinspack",
        "com.app.mapquiz.ingamehint",
      ]).isEmpty)
    #expect(
      Self.tableStoreFindings(ids: ["com.app.stats.smalltip", "com.app.stats.largetip"]).isEmpty)
    // A pack of maps stays bought: restore is owed.
    #expect(
      Self.tableStoreFindings(ids: ["com.app.mapquiz.europemappack"]).map(\.rule) == [
        .paywallMissingRestore
      ])
  }

  @Test("An app's own subscribeTo(_:with:) helper observes notifications; it sells no subscription")
  func subscribeToHelper() {
    // NextStats: `subscribeTo(.serverAdded, with: #selector(…))`, the app's
    // NotificationCenter helper, read as a subscription word on a tip screen.
    let tips = ["com.app.stats.smalltip", "com.app.stats.largetip"]
    #expect(
      Self.tableStoreFindings(
        ids: tips, observing: "subscribeTo(.init(\"purchased\"), with: #selector(purchased(_:)))"
      ).isEmpty)
    #expect(
      Self.tableStoreFindings(ids: tips, observing: "subscribeToPro()").map(\.rule).sorted {
        $0.rawValue < $1.rawValue
      } == [.paywallMissingLegalLinks, .paywallMissingRestore])
  }
}
