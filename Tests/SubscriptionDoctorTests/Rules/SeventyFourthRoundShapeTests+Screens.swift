import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-fourth round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFourthRoundScreenTests {
  /// Price findings for a UIKit paywall listing its plans in a collection
  /// view of `PlanCell`s, whose label is created with a mock price and whose
  /// `setup(price:period:)` assigns what `configure` says; `screen` adds to
  /// the paywall's body.
  private static func planCells(configure: String, screen: String = "") -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallViewController()"),
      "App/PlanCell.swift": """
      import UIKit

      final class PlanCell: UICollectionViewCell {
        private let priceLabel: UILabel = {
          let label = UILabel()
          label.font = .boldSystemFont(ofSize: 28)
          label.text = "$43.54"
          return label
        }()
        private let periodLabel = UILabel()

        override init(frame: CGRect) {
          super.init(frame: frame)
          contentView.addSubview(priceLabel)
          contentView.addSubview(periodLabel)
        }

        required init?(coder: NSCoder) { nil }

        func setup(price: String, period: String) {
          \(configure)
        }
      }

      """,
      "App/PaywallViewController.swift": """
      import RevenueCat
      import UIKit

      final class PaywallViewController: UIViewController, UICollectionViewDataSource {
        private var packages: [Package] = []
        private let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        \(screen)

        override func viewDidLoad() {
          super.viewDidLoad()
          collectionView.register(PlanCell.self, forCellWithReuseIdentifier: "PlanCell")
          collectionView.dataSource = self
          view.addSubview(collectionView)
          let restore = UIButton(type: .system)
          restore.setTitle("Restore Purchases", for: .normal)
          restore.addTarget(self, action: #selector(restoreTapped), for: .touchUpInside)
          let terms = UIButton(type: .system)
          terms.setTitle("Terms of Use", for: .normal)
          terms.addTarget(self, action: #selector(termsTapped), for: .touchUpInside)
          let privacy = UIButton(type: .system)
          privacy.setTitle("Privacy Policy", for: .normal)
          privacy.addTarget(self, action: #selector(privacyTapped), for: .touchUpInside)
          Purchases.shared.getOfferings { [weak self] offerings, _ in
            self?.packages = offerings?.current?.availablePackages ?? []
            self?.collectionView.reloadData()
          }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
          -> Int
        { packages.count }

        func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "PlanCell", for: indexPath)
            as! PlanCell
          let package = packages[indexPath.item]
          cell.setup(
            price: package.storeProduct.localizedPriceString,
            period: package.storeProduct.subscriptionPeriod?.unit == .year ? "Year" : "Month")
          return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          Purchases.shared.purchase(package: packages[indexPath.item]) { _, _, _, _ in }
        }

        @objc private func restoreTapped() { Purchases.shared.restorePurchases { _, _ in } }
        @objc private func termsTapped() {
          UIApplication.shared.open(URL(string: "https://subkit.dev/terms")!)
        }
        @objc private func privacyTapped() {
          UIApplication.shared.open(URL(string: "https://subkit.dev/privacy")!)
        }
      }

      """,
    ]).filter { $0.rule == .hardcodedPrice || $0.rule == .paywallPriceNotFromStore }
  }

  @Test("A cell label's design-time price, replaced whenever the cell is set up, is no price")
  func cellPlaceholderPrice() {
    let replaced = Self.planCells(configure: "priceLabel.text = price\nperiodLabel.text = period")
    #expect(replaced.isEmpty, "\(replaced)")
    // A cell that never reassigns the label shows the mock price.
    let kept = Self.planCells(configure: "periodLabel.text = period")
    #expect(
      Set(kept.map(\.rule)) == [.hardcodedPrice, .paywallPriceNotFromStore], "\(kept)")
    // A view controller's label reassigned only when products load shows
    // the literal whenever loading fails.
    let fallback = Self.planCells(
      configure: "priceLabel.text = price\nperiodLabel.text = period",
      screen: """
        private let headlineLabel: UILabel = {
          let label = UILabel()
          label.text = "$9.99"
          return label
        }()

        func show(_ package: Package) {
          headlineLabel.text = package.storeProduct.localizedPriceString
        }
        """)
    #expect(
      Set(fallback.map(\.rule)) == [.hardcodedPrice, .paywallPriceNotFromStore]
        && fallback.allSatisfy { $0.message.contains("$9.99") }, "\(fallback)")
  }

  /// Restore and legal-link findings for a UIKit paywall buying through
  /// RevenueCat whose `setupFooter()` runs `footer`.
  private static func neonFooter(_ footer: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "PaywallVC()"),
      "App/PaywallVC.swift": """
      import NeonSDK
      import RevenueCat
      import UIKit

      final class PaywallVC: UIViewController {
        private let legalView = NeonLegalView()
        private let startButton = UIButton()
        private var package: Package?

        override func viewDidLoad() {
          super.viewDidLoad()
          startButton.setTitle("Start Free Trial", for: .normal)
          startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
          view.addSubview(startButton)
          setupFooter()
          Purchases.shared.getOfferings { [weak self] offerings, _ in
            self?.package = offerings?.current?.weekly
          }
        }

        private func setupFooter() {
          \(footer)
        }

        @objc private func startTapped() {
          guard let package else { return }
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks || $0.rule == .paywallMissingRestore }
  }

  @Test(
    "A paywall SDK's legal footer draws Terms and Privacy; it restores only through the app's closure"
  )
  func sdkLegalFooter() {
    let configured = Self.neonFooter(
      """
      legalView.configureLegalController(
            onVC: self, backgroundColor: .black, headerColor: .blue, titleColor: .black,
            textColor: .white)
          legalView.restoreButtonClicked = {}
          view.addSubview(legalView)
      """)
    // The footer's restore runs the app's empty closure: that error stays.
    #expect(configured.map(\.rule) == [.paywallMissingRestore], "\(configured)")
    let withURLs = Self.neonFooter(
      """
      legalView.termsURL = "https://subkit.dev/terms"
          legalView.privacyURL = "https://subkit.dev/privacy"
          legalView.restoreButtonClicked = { print("restored") }
          view.addSubview(legalView)
      """)
    #expect(withURLs.map(\.rule) == [.paywallMissingRestore], "\(withURLs)")
    // A footer whose restore closure restores counts as a restore control.
    let restoring = Self.neonFooter(
      """
      legalView.restoreButtonClicked = {
            Purchases.shared.restorePurchases { _, _ in }
          }
          view.addSubview(legalView)
      """)
    #expect(restoring.isEmpty, "\(restoring)")
    // The same paywall without the footer links nothing.
    let without = Self.neonFooter("view.backgroundColor = .black")
    #expect(
      Set(without.map(\.rule)) == [.paywallMissingLegalLinks, .paywallMissingRestore],
      "\(without)")
  }

  /// Legal-link findings for a UIKit paywall composing the app's own
  /// `TermsOfUseButton` and `PrivacyPolicyButton` (opening a constant, or
  /// with `quotedAddress` its name in quotes), each titled by what
  /// `title` writes for its document's name.
  private static func documentButtons(
    quotedAddress: Bool = false, title: (String) -> String
  ) -> [Finding] {
    func button(_ name: String, _ document: String, _ key: String) -> String {
      """
      final class \(name): UIButton {
        override init(frame: CGRect) {
          super.init(frame: .zero)
          setupView()
        }

        required init?(coder: NSCoder) { nil }
      }

      private extension \(name) {
        @objc func buttonTapped() {
          guard let url = URL(string: \(quotedAddress ? "\"AppConstants.\(key)\"" : "AppConstants.\(key)")) else { return }
          guard UIApplication.shared.canOpenURL(url) else { return }
          UIApplication.shared.open(url)
        }

        func setupView() {
          addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
          \(title(document))
        }
      }

      """
    }
    return Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: "SubscriptionViewController()"),
      "App/TermsOfUseButton.swift": "import UIKit\n\n"
        + button("TermsOfUseButton", "Terms of Use", "termsOfUseURL"),
      "App/PrivacyPolicyButton.swift": "import UIKit\n\n"
        + button("PrivacyPolicyButton", "Privacy Policy", "privacyPolicyURL"),
      "App/SubscriptionViewController.swift": """
      import RevenueCat
      import UIKit

      final class SubscriptionViewController: UIViewController {
        private lazy var termsButton = TermsOfUseButton()
        private lazy var privacyButton = PrivacyPolicyButton()
        private lazy var restoreButton = UIButton()
        private var package: Package?

        override func viewDidLoad() {
          super.viewDidLoad()
          let stack = UIStackView(arrangedSubviews: [termsButton, privacyButton, restoreButton])
          view.addSubview(stack)
          restoreButton.setTitle("Restore Purchases", for: .normal)
          restoreButton.addTarget(self, action: #selector(restoreTapped), for: .touchUpInside)
          Purchases.shared.getOfferings { [weak self] offerings, _ in
            self?.package = offerings?.current?.weekly
          }
        }

        @objc private func restoreTapped() { Purchases.shared.restorePurchases { _, _ in } }

        func buy() {
          guard let package else { return }
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A button titled by an attributed string built from a literal opens what the title names")
  func attributedButtonTitle() {
    let assembled = Self.documentButtons { document in
      """
      let title = NSMutableAttributedString()
          let piece = NSAttributedString(
            string: "\(document)", attributes: [.foregroundColor: UIColor.systemPink])
          title.append(piece)
          setAttributedTitle(title, for: .normal)
      """
    }
    #expect(assembled.isEmpty, "\(assembled)")
    let direct = Self.documentButtons { document in
      "setAttributedTitle(NSAttributedString(string: \"\(document)\", attributes: [:]), for: .normal)"
    }
    #expect(direct.isEmpty, "\(direct)")
    // A title naming no document, or one from a value, leaves the run-time note.
    let unnamed = Self.documentButtons { _ in
      "setAttributedTitle(NSAttributedString(string: \"Read more\", attributes: [:]), for: .normal)"
    }
    #expect(
      unnamed.count == 1 && unnamed.allSatisfy { $0.message.contains("decided at run time") },
      "\(unnamed)")
    let fromValue = Self.documentButtons { _ in
      "setAttributedTitle(NSAttributedString(string: accessibilityLabel ?? \"\", attributes: [:]), for: .normal)"
    }
    #expect(
      fromValue.count == 1 && fromValue.allSatisfy { $0.message.contains("decided at run time") },
      "\(fromValue)")
  }

  /// Restore findings for a paywall base class, subclassed by
  /// `LifetimeViewController`, in an app whose window shows `root`.
  private static func baseClassPaywall(root: String) -> [Finding] {
    Fixtures.findings(files: [
      "App/AppDelegate.swift": Fixtures.uiKitApp(showing: root),
      "App/HomeViewController.swift": """
      import UIKit

      final class HomeViewController: UIViewController {}

      """,
      "App/CommonSubscriptionViewController.swift": """
      import RevenueCat
      import UIKit

      class CommonSubscriptionViewController: UIViewController {
        lazy var continueButton = UIButton()
        var package: Package?

        override func viewDidLoad() {
          super.viewDidLoad()
          continueButton.setTitle("Continue", for: .normal)
          continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
          view.addSubview(continueButton)
        }

        @objc func continueTapped() {
          guard let package else { return }
          Purchases.shared.purchase(package: package) { _, _, _, _ in }
        }
      }

      """,
      "App/LifetimeViewController.swift": """
      import UIKit

      final class LifetimeViewController: CommonSubscriptionViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          continueButton.setTitle("Unlock Forever", for: .normal)
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingRestore }
  }

  @Test("A paywall base class whose only subclass nothing shows is not audited")
  func baseClassOfUnusedSubclass() {
    let unshown = Self.baseClassPaywall(root: "HomeViewController()")
    #expect(unshown.isEmpty, "\(unshown)")
    // Shown through its subclass, its missing restore fires.
    let shown = Self.baseClassPaywall(root: "LifetimeViewController()")
    #expect(shown.count == 1, "\(shown)")
  }

  /// The files holding purchase notes for a table of one-time unlocks whose
  /// `OneTimeCell` holds `member`, bought in `didSelectRowAt` by `call` on
  /// the cell the table returns.
  private static func cellPurchase(member: String, call: String) -> [String] {
    Fixtures.purchaseNotes(files: [
      "Package.swift": Fixtures.iOSAppManifest("Feeds"),
      "Sources/Feeds/AppDelegate.swift": Fixtures.uiKitApp(showing: "FeedsViewController()"),
      "Sources/Feeds/OneTimePurchase.swift": """
      import StoreKit
      import SwiftyStoreKit

      final class OneTimePurchase {
        let identifier: String

        init(identifier: String) { self.identifier = identifier }

        func purchase(completion: ((PurchaseResult) -> Void)? = nil) {
          SwiftyStoreKit.purchaseProduct(identifier) { result in completion?(result) }
        }
      }

      """,
      "Sources/Feeds/OneTimeCell.swift": """
      import StoreKit
      import UIKit

      final class OneTimeCell: UITableViewCell {
        \(member)
      }

      """,
      "Sources/Feeds/FeedsViewController.swift": """
      import StoreKit
      import UIKit

      final class FeedsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          if let cell = tableView.cellForRow(at: indexPath) as? OneTimeCell {
            \(call)
          }
        }
      }

      """,
    ]).map(\.file)
  }

  @Test("A member of a cell bound by a cast, typed with the app's wrapper, is the app's purchase")
  func castLocalMemberWrapper() {
    let wrapper = Self.cellPurchase(
      member: "var product = OneTimePurchase(identifier: \"feed.unlock\")\n  var title = \"\"",
      call: "cell.product.purchase { result in print(result) }")
    #expect(
      !wrapper.isEmpty && wrapper.allSatisfy { $0 == "Sources/Feeds/OneTimePurchase.swift" },
      "\(wrapper)")
    let annotated = Self.cellPurchase(
      member: "var product: OneTimePurchase?",
      call: "cell.product?.purchase { result in print(result) }")
    #expect(
      !annotated.isEmpty && annotated.allSatisfy { $0 == "Sources/Feeds/OneTimePurchase.swift" },
      "\(annotated)")
    // A member declared with StoreKit's `Product` buys from the store there.
    let storeKit = Self.cellPurchase(
      member: "var product: Product?",
      call: "Task { _ = try await cell.product?.purchase() }")
    #expect(storeKit.contains("Sources/Feeds/FeedsViewController.swift"), "\(storeKit)")
    // And so does StoreKit's `product.purchase()` on a product it loads.
    let loaded = Self.cellPurchase(
      member: "var title = \"\"",
      call: """
        Task {
                let product = try await Product.products(for: [cell.title]).first
                _ = try await product?.purchase()
              }
        """)
    #expect(loaded.contains("Sources/Feeds/FeedsViewController.swift"), "\(loaded)")
  }

  @Test("Legal buttons whose only address is a literal with no scheme open nothing")
  func schemelessLegalAddress() {
    let titled = { (document: String) in "setTitle(\"\(document)\", for: .normal)" }
    let broken = Self.documentButtons(quotedAddress: true, title: titled)
    #expect(broken.count == 1, "\(broken)")
    #expect(broken.first?.severity == .error)
    #expect(
      broken.first?.message.contains("an address with no scheme, which opens nothing") == true,
      "\(broken)")
    // The constant itself (a value) opens what the title says.
    #expect(Self.documentButtons(title: titled).isEmpty)
  }
}
