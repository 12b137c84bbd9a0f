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
          UIApplication.shared.open(URL(string: "https://example.com/terms")!)
        }
        @objc private func privacyTapped() {
          UIApplication.shared.open(URL(string: "https://example.com/privacy")!)
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
      legalView.termsURL = "https://example.com/terms"
          legalView.privacyURL = "https://example.com/privacy"
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
}
