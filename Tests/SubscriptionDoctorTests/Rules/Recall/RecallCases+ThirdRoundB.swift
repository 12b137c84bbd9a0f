/// Shapes from the third round on real apps, part B (docs/doctor-rules.md,
/// "Third round B": UIKit, StoreKit 1, Tuist, cross-platform shells): each
/// false alarm or miss, written small, beside its twin.
extension RecallCase {
  /// A UIKit store screen that buys in a delegate method its extension adds,
  /// through a helper that adds a StoreKit 1 payment; `products` are the ids
  /// it lists, `controls` lines added to `viewDidLoad`, `others` more files.
  static func uikitStore(
    products: String, controls: String = "", others: [String: String] = [:]
  ) -> [String: String] {
    [
      "App/IAP/PaymentObserver.swift": """
      import StoreKit

      final class PaymentObserver: NSObject {
        static let shared = PaymentObserver()

        func buy(_ product: SKProduct, accountID: Int) {
          let payment = SKMutablePayment(product: product)
          payment.applicationUsername = "\\(accountID)"
          SKPaymentQueue.default().add(payment)
        }

        func restore() {
          SKPaymentQueue.default().restoreCompletedTransactions()
        }
      }

      """,
      "App/Store/ShopViewController.swift": """
      import StoreKit
      import UIKit

      final class ShopViewController: UICollectionViewController {
        let identifiers = [\(products)]
        var products: [SKProduct] = []
        let formatter = NumberFormatter()

        override func viewDidLoad() {
          super.viewDidLoad()
      \(controls)
          collectionView.reloadData()
        }

        @objc func restoreTapped() {
          PaymentObserver.shared.restore()
        }

        override func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
          formatter.locale = products[indexPath.item].priceLocale
          return cell
        }
      }

      extension ShopViewController: ShopFooterDelegate {
        func buyTapped(at index: Int) {
          PaymentObserver.shared.buy(products[index], accountID: 1)
        }
      }

      protocol ShopFooterDelegate: AnyObject {
        func buyTapped(at index: Int)
      }

      """,
    ].merging(others) { $1 }
  }

  /// Another screen of a large UIKit app: its `collectionView(_:cellForItemAt:)`
  /// shows a localized string whose accessor is named for restoring a file.
  static let activityScreen: [String: String] = [
    "App/Files/ActivityViewController.swift": """
    import UIKit

    final class ActivityViewController: UICollectionViewController {
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = Strings.Localizable.fileActivityFileRestore(indexPath.item)
        return cell
      }

      @objc func closeButtonPressed() {
        dismiss(animated: true)
      }
    }

    """
  ]

  static let restoreButton = """
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          title: "Restore", style: .plain, target: self, action: #selector(restoreTapped))
    """

  static let legalButtons = """
        let terms = URL(string: "https://subkit.dev/terms")!
        let privacy = URL(string: "https://subkit.dev/privacy")!
        navigationItem.leftBarButtonItems = [
          UIBarButtonItem(primaryAction: UIAction(title: "Terms of Use") { _ in UIApplication.shared.open(terms) }),
          UIBarButtonItem(primaryAction: UIAction(title: "Privacy Policy") { _ in UIApplication.shared.open(privacy) }),
        ]
    """

  /// A shared scheme whose Run action uses the `.storekit` file at `identifier`
  /// (written, as Xcode does, relative to the `.xcodeproj`).
  static func scheme(usingStoreKit identifier: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <Scheme version = "1.7">
       <LaunchAction buildConfiguration = "Debug">
          <StoreKitConfigurationFileReference
             identifier = "\(identifier)">
          </StoreKitConfigurationFileReference>
       </LaunchAction>
    </Scheme>

    """
  }

  /// A model whose method, named for what it sells, adds a StoreKit 1
  /// payment, and the screen that calls it and shows no product.
  static func upgradeScreen(_ members: String) -> [String: String] {
    [
      "App/UpgradeModel.swift": """
      import StoreKit

      final class UpgradeModel: NSObject {
        static let shared = UpgradeModel()
        var items: [SKProduct] = []

        func unlockPremium() {
          guard let item = items.first else { return }
          SKPaymentQueue.default().add(SKPayment(product: item))
        }
      }

      """,
      "App/UpgradeViewController.swift": """
      import StoreKit
      import UIKit

      final class UpgradeViewController: UIViewController {
        @IBAction func upgradeTapped(_ sender: UIButton) {
          UpgradeModel.shared.unlockPremium()
        }
      \(members)
      }

      """,
    ]
  }

  static let thirdRoundBCases: [RecallCase] = [
    RecallCase(
      name: "a screen calls a model's unlockPremium() that adds a StoreKit 1 payment",
      rule: .paywallMissingRestore,
      fires: upgradeScreen(""),
      correct: upgradeScreen(
        """
          @IBAction func restoreTapped(_ sender: UIButton) {
            SKPaymentQueue.default().restoreCompletedTransactions()
          }
        """),
      file: "App/UpgradeViewController.swift"),
    RecallCase(
      name:
        "a UIKit store buying in an extension's delegate method, beside another screen whose collectionView(_:cellForItemAt:) mentions a file restore",
      rule: .paywallMissingRestore,
      fires: uikitStore(
        products: "\"com.example.drive.solo.monthly\"", controls: legalButtons,
        others: activityScreen),
      correct: uikitStore(
        products: "\"com.example.drive.solo.monthly\"",
        controls: restoreButton + "\n" + legalButtons,
        others: activityScreen),
      file: "App/Store/ShopViewController.swift"),
    RecallCase(
      name: "a UIKit store buying in an extension, with Restore but no Terms or Privacy",
      rule: .paywallMissingLegalLinks,
      fires: uikitStore(
        products: "\"com.example.drive.solo.monthly\"", controls: restoreButton,
        others: activityScreen),
      correct: uikitStore(
        products: "\"com.example.drive.solo.monthly\"",
        controls: restoreButton + "\n" + legalButtons,
        others: activityScreen),
      file: "App/Store/ShopViewController.swift"),
    RecallCase(
      name:
        "a product id labelled productIdentifier is named; the currency code after it is not",
      rule: .storeKitConfigDrift,
      fires: [
        "App/Products.storekit": storeKitFile([("com.example.pro.monthly", "4.99")]),
        schemePath: scheme(usingStoreKit: "../App/Products.storekit"),
        "App/PreviewOptions.swift": """
        struct PlanOption {
          let price: Double
          let productIdentifier: String
          let currency: String
        }

        let options = [
          PlanOption(price: 4.99, productIdentifier: "com.example.pro.yearly", currency: "EUR"),
        ]

        """,
      ],
      correct: [
        "App/Products.storekit": storeKitFile([("com.example.pro.monthly", "4.99")]),
        schemePath: scheme(usingStoreKit: "../App/Products.storekit"),
        "App/PreviewOptions.swift": """
        struct PlanOption {
          let price: Double
          let productIdentifier: String
          let currency: String
        }

        let options = [
          PlanOption(price: 4.99, productIdentifier: "com.example.pro.monthly", currency: "USD"),
          PlanOption(price: 39.99, productIdentifier: "", currency: "USD"),
        ]

        """,
      ]),
  ]
}
