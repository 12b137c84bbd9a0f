import Testing

@testable import SubscriptionDoctor

/// Shapes of the twenty-ninth round's misses (docs/doctor-rules.md,
/// "Twenty-ninth round"), each beside the shape that must stay quiet.
struct TwentyNinthRoundShapeTests {
  @Test(
    "A screen subclassing the app's own base view controller is a screen; a store helper subclassing NSObject is not"
  )
  func screenBehindAppBaseClass() {
    func restoreFindings(base: String) -> [String] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Fit"),
        "Sources/Fit/BaseVC.swift": """
        import UIKit

        class BaseVC: UIViewController {}
        class ThemedVC: BaseVC {}

        """,
        "Sources/Fit/SubscriptionScreen.swift": """
        import StoreKit
        import UIKit

        final class SubscriptionScreen: \(base) {
          var product: SKProduct?
          @IBAction func subscribeTapped(_ sender: UIButton) {
            guard let product else { return }
            SKPaymentQueue.default().add(SKPayment(product: product))
          }
        }

        """,
      ]).filter { $0.rule == .paywallMissingRestore }.map(\.file)
    }
    #expect(restoreFindings(base: "ThemedVC") == ["Sources/Fit/SubscriptionScreen.swift"])
    #expect(restoreFindings(base: "NSObject").isEmpty)
  }
}
