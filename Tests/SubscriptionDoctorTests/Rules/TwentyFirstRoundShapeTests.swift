import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-first round's measurement (docs/doctor-rules.md,
/// "Twenty-first round"): a free trial counted in sessions on a one-time
/// unlock's screen.
struct TwentyFirstRoundShapeTests {
  /// A UIKit screen buying one product, whose card says `headline`.
  private static func unlockScreen(headline: String) -> [String: String] {
    [
      "App/PricingViewController.swift": """
      import StoreKit
      import UIKit

      final class PricingViewController: UIViewController {
        var product: Product?
        let headline = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          headline.text = "\(headline)"
        }
        @IBAction func buy(_ sender: UIButton) {
          Task { _ = try await product?.purchase() }
        }
        @IBAction func restore(_ sender: UIButton) {
          Task { try await AppStore.sync() }
        }
      }

      """
    ]
  }

  @Test(
    "A free trial counted in sessions or uses names no subscription; one counted in days, or a bare free trial, does"
  )
  func usageTrial() {
    func legalLinks(_ headline: String) -> Int {
      Fixtures.findings(files: Self.unlockScreen(headline: headline)).count {
        $0.rule == .paywallMissingLegalLinks
      }
    }
    #expect(legalLinks("Unlock everything") == 0)
    #expect(legalLinks("Start 7-session free trial") == 0)
    #expect(legalLinks("Try 3 scans trial, then unlock everything") == 0)
    #expect(legalLinks("Start 7-day free trial") == 1)
    #expect(legalLinks("Start 2 weeks free trial") == 1)
    #expect(legalLinks("Start your free trial") == 1)
    // One trial of uses beside one of time: the time one renews.
    #expect(legalLinks("7-session free trial or a 1-month trial") == 1)
  }
}
