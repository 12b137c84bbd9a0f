import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-fourth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredFourthRoundShapeTests {
  /// Findings for a UIKit app whose home screen presents `PlansViewController`,
  /// a plans screen written as `plans` (its class body), buying through
  /// SwiftyStoreKit, beside `other` files.
  private static func plansScreen(_ plans: String, other: [String: String] = [:]) -> [Finding] {
    Fixtures.findings(
      files: [
        "App/AppDelegate.swift": Fixtures.uiKitApp(
          showing: "HomeViewController()",
          extra: """
            final class HomeViewController: UIViewController {
              @objc func upgrade() {
                present(PlansViewController(), animated: true)
              }
            }
            """),
        "App/PlansViewController.swift": """
        import UIKit
        import StoreKit
        import SwiftyStoreKit

        final class PlansViewController: UIViewController {
          let priceLabel = UILabel()
        \(plans)
          @objc func buy() {
            SwiftyStoreKit.purchaseProduct("app.premium.monthly") { _ in }
          }
          @objc func restore() {
            SwiftyStoreKit.restorePurchases { _ in }
          }
        }

        """,
      ].merging(other) { $1 })
  }

  private static func prices(_ findings: [Finding]) -> [String] {
    findings.filter { $0.rule == .hardcodedPrice }.map(\.message)
  }

  @Test("localizedPrice ?? literal on a product parameter that is not optional is the store's price")
  func formattedPriceOfProductParameter() {
    let parameter = """
        override func viewDidLoad() {
          super.viewDidLoad()
          SwiftyStoreKit.retrieveProductsInfo(["app.premium.monthly"]) { result in
            for product in result.retrievedProducts { self.showMonthly(product: product) }
          }
        }
        func showMonthly(product: SKProduct) {
          let price = product.localizedPrice ?? "$14.99"
          priceLabel.text = "\\(price) / month"
        }
      """
    let findings = Self.plansScreen(parameter)
    #expect(Self.prices(findings).isEmpty)
    #expect(!findings.contains { $0.rule == .paywallPriceNotFromStore })
    let optional = parameter.replacingOccurrences(of: "product: SKProduct)", with: "product: SKProduct?)")
      .replacingOccurrences(of: "product.localizedPrice", with: "product?.localizedPrice")
    let loading = Self.plansScreen(optional)
    #expect(Self.prices(loading).count == 1)
    #expect(loading.contains { $0.rule == .paywallPriceNotFromStore })
  }
}
