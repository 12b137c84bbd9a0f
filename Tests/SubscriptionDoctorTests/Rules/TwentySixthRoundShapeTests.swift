import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-sixth round's measurement and the twenty-fifth
/// round's misses (docs/doctor-rules.md, "Twenty-sixth round").
struct TwentySixthRoundShapeTests {
  /// A UIKit subscription screen over RevenueCat whose hidden triple tap
  /// saves to Firestore; `restoreControl` is added to `configureUI()`.
  private static func upgradeController(restoreControl: String) -> String {
    """
    import FirebaseFirestore
    import RevenueCat
    import UIKit

    final class UpgradeController: UIViewController {
      private var packages: [Package] = []
      private let continueButton = UIButton()
      private let priceLabel = UILabel()

      override func viewDidLoad() {
        super.viewDidLoad()
        configureUI()
        Purchases.shared.getOfferings { offerings, _ in
          self.packages = offerings?.current?.availablePackages ?? []
          self.priceLabel.text = self.packages.first?.storeProduct.localizedPriceString
        }
      }

      func configureUI() {
        let secretTap = UITapGestureRecognizer(target: self, action: #selector(tappedLogo))
        secretTap.numberOfTapsRequired = 3
        view.addGestureRecognizer(secretTap)
        continueButton.addTarget(self, action: #selector(tappedContinue), for: .touchUpInside)
        \(restoreControl)
      }

      @objc func tappedLogo(sender: UITapGestureRecognizer) {
        unlockPro()
      }

      @objc func tappedContinue(sender: UIButton) {
        guard let package = packages.first else { return }
        Purchases.shared.purchase(package: package) { _, info, _, _ in
          if info?.entitlements["pro"]?.isActive == true { self.unlockPro() }
        }
      }

      @objc func tappedRestore(sender: UIButton) {
        Purchases.shared.restorePurchases { _, _ in }
      }

      private func unlockPro() {
        Firestore.firestore().collection("users").document("me").updateData(["pro": true])
      }

      @objc func tappedTerms() { UIApplication.shared.open(URL(string: "https://example.com/terms")!) }
      @objc func tappedPrivacy() { UIApplication.shared.open(URL(string: "https://example.com/privacy")!) }
    }

    """
  }

  @Test(
    "Firestore is no restore: a screen whose only control near it saves to Firestore owes a Restore control; one wired to restorePurchases does not"
  )
  func firestoreIsNoRestore() {
    func restoreFindings(_ restoreControl: String) -> Int {
      Fixtures.findings(files: [
        "App/UpgradeController.swift": Self.upgradeController(restoreControl: restoreControl),
        "App/SceneDelegate.swift": """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window?.rootViewController = UpgradeController()
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreFindings("") == 1)
    #expect(
      restoreFindings(
        "continueButton.addTarget(self, action: #selector(tappedRestore), for: .touchUpInside)")
        == 0)
  }

  @Test("Restore is a word of its own in a name, not letters inside another word")
  func restoreAsAWord() {
    for name in [
      "restore", "restorePurchases", "tappedRestore", "IAPRestoreButton", "restore_all", "RESTORE",
    ] {
      #expect(PaywallCallables.namesRestore(name), "\(name)")
    }
    for name in ["firestore", "Firestore", "FIRESTORE", "firestoreListener", "store"] {
      #expect(!PaywallCallables.namesRestore(name), "\(name)")
    }
  }

  @Test("An enum case in a case label's list is matched, not called")
  func casePatternIsNoCall() {
    func tokens(_ text: String) -> [SwiftToken] {
      (try? SwiftTokenizer.tokenize(text)) ?? []
    }
    let listed = tokens("switch state { case .purchased, .restored: finish() }")
    let restored = listed.lastIndex { $0.text == "restored" }!
    #expect(PaywallCallables.isCasePattern(listed, restored))
    let sent = tokens("store.send(.restored)")
    #expect(!PaywallCallables.isCasePattern(sent, sent.lastIndex { $0.text == "restored" }!))
  }

  @Test(
    "In an Apple Music player, subscription words are Apple Music's: a tip screen owes no legal links; the app's own subscription words still do"
  )
  func appleMusicSubscriptionIsNotTheApps() {
    func legalLinks(status: String) -> Int {
      Fixtures.findings(files: [
        "App/SettingsView.swift": """
        import MusicKit
        import StoreKit
        import SwiftUI

        struct SettingsView: View {
          @State private var products: [Product] = []
          @State private var isSubscribed = false
          var body: some View {
            Form {
              Section { Text(isSubscribed ? "Ready" : "\(status)") }
              ForEach(products) { product in
                Button("Support us \\(product.displayPrice)") {
                  Task { _ = try? await product.purchase() }
                }
              }
              Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .task {
              products = (try? await Product.products(for: ["com.example.player.support"])) ?? []
              isSubscribed = (try? await MusicSubscription.current)?.canPlayCatalogContent ?? false
            }
          }
        }

        """,
        "App/PlayerApp.swift": """
        import SwiftUI

        @main
        struct PlayerApp: App {
          var body: some Scene { WindowGroup { SettingsView() } }
        }

        """,
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legalLinks(status: "An Apple Music subscription is required.") == 0)
    #expect(legalLinks(status: "Your Player Plus subscription renews monthly.") == 1)
  }

  @Test(
    "A notification asking for Apple Music's subscription is no subscription state; the app's is")
  func musicSubscriptionNotification() {
    #expect(!NotificationSubscriptionStateRule.isStateName("worshipMusicSubscriptionRequired"))
    #expect(NotificationSubscriptionStateRule.isStateName("subscriptionStatusChanged"))
  }
}
