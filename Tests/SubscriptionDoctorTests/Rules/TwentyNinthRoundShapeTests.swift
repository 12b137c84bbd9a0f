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

  /// `notification-subscription-state` warnings on `body` (line 11), inside
  /// a class of an app that sells through StoreKit.
  private static func stateWarnings(_ body: String) -> Int {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Ari"),
      "Sources/Ari/Screen.swift": """
      import Combine
      import StoreKit

      final class Screen {
        var subs = Set<AnyCancellable>()
        var isPremium = false
        let premiumChanged = Notification.Name("premiumStatusChanged")
        func buy(_ product: Product) async throws { _ = try await product.purchase() }
        func refresh() { NotificationCenter.default.post(name: premiumChanged, object: true) }
        func observe(_ link: Link) {
      \(body)
        }
      }

      final class Link {
        var subscription: AnyCancellable?
        let titles = PassthroughSubject<String, Never>()
      }

      """,
    ]).count { $0.rule == .notificationSubscriptionState && $0.line == 11 }
  }

  @Test(
    "A chain kept in another object's subscription property is storage; a premium flag copied by sink is state"
  )
  func chainKeptInMemberProperty() {
    #expect(
      Self.stateWarnings("    link.subscription = link.titles.sink { print($0) }") == 0)
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.publisher(for: premiumChanged).sink { [weak self] note in self?.isPremium = note.object as? Bool ?? false }.store(in: &subs)"
      ) == 1)
  }

  @Test(
    "A notification taken only as a cue (its sink ignores it and asks the owner) copies nothing")
  func notificationAsCue() {
    #expect(
      Self.stateWarnings(
        "    NotificationCenter.default.publisher(for: premiumChanged).sink { [weak self] _ in self?.refresh() }.store(in: &subs)"
      ) == 0)
  }

  @Test("Product ids handed to Set([…]) by a product-id constant are named by the code")
  func productIDsInASet() {
    func drift(_ ids: String) -> [String] {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.pad.donation", "0.99")]),
        "App/Store.swift": """
        import StoreKit

        final class Store {
          let allProductIdentifiers = Set([\(ids)])
          func load() { SKProductsRequest(productIdentifiers: allProductIdentifiers).start() }
        }

        """,
      ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("code names") }.map(
        \.message)
    }
    #expect(drift(#""com.example.pad.donation""#).isEmpty)
    #expect(drift(#""com.example.pad.donation", "com.example.pad.donation4""#).count == 1)
  }

  @Test(
    "A game's purchase(research:) that marks research bought reaches no store; one adding a payment does"
  )
  func gamePurchaseMarksState() {
    func findings(_ body: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Vault"),
        "Sources/Vault/Character.swift": """
        import StoreKit

        final class Character {
          var points = 10
          var product: SKProduct?
          func purchase(research: Research) {
        \(body)
          }
        }

        final class Research { var purchased = false }

        """,
        "Sources/Vault/ResearchView.swift": """
        import SwiftUI

        struct ResearchView: View {
          let character: Character
          let research: Research
          var body: some View {
            Button("Learn") { character.purchase(research: research) }
          }
        }

        """,
        "Sources/Vault/VaultApp.swift": """
        import SwiftUI

        @main
        struct VaultApp: App {
          var body: some Scene { WindowGroup { ResearchView(character: Character(), research: Research()) } }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore || $0.rule == .knownStoreKitIssue }
    }
    #expect(findings("    research.purchased = true\n    points -= 1") == 0)
    #expect(findings("    SKPaymentQueue.default().add(SKPayment(product: product!))") > 0)
  }

  @Test(
    "Presenting a screen named for its document opens that document; a screen missing one is reported"
  )
  func screensNamedForTheirDocument() {
    func legalLinks(_ actions: String) -> [String] {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Radio"),
        "Sources/Radio/PremiumVC.swift": """
        import StoreKit
        import UIKit

        final class PremiumVC: UIViewController {
          var product: SKProduct?
          @IBOutlet var priceLabel: UILabel!
          override func viewDidLoad() {
            super.viewDidLoad()
            priceLabel.text = "Monthly: \\(product?.localizedPrice ?? "")"
          }
          @IBAction func subscribeTapped(_ sender: Any) {
            SKPaymentQueue.default().add(SKPayment(product: product!))
          }
          @IBAction func restoreTapped(_ sender: Any) {
            SKPaymentQueue.default().restoreCompletedTransactions()
          }
        \(actions)
        }

        final class TermsVC: UIViewController {}
        final class PrivacyVC: UIViewController {}

        """,
      ]).filter { $0.rule == .paywallMissingLegalLinks }.map(\.message)
    }
    let terms = "  @IBAction func termsTapped(_ sender: Any) { present(TermsVC(), animated: true) }"
    let privacy =
      "  @IBAction func privacyTapped(_ sender: Any) { present(PrivacyVC(), animated: true) }"
    #expect(legalLinks(terms + "\n" + privacy).isEmpty)
    let missing = legalLinks(terms)
    #expect(
      missing.count == 1 && missing[0].contains("Privacy Policy") && !missing[0].contains("Terms"))
  }
}
