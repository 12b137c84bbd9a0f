import Testing

@testable import SubscriptionDoctor

/// Shapes of the twenty-eighth round's false findings and misses
/// (docs/doctor-rules.md, "Twenty-eighth round"), each beside the shape that
/// must still fire.
struct TwentyEighthRoundShapeTests {
  @Test("Restoring a drawing state, a scroll position or a button's look restores no purchase")
  func restoringOtherThings() {
    for name in [
      "restoreGState", "restoreUserActivityState", "apply_button_restore", "restoreScrollPosition",
    ] {
      #expect(!PaywallCallables.namesRestore(name), "\(name)")
    }
    for name in [
      "restore", "restorePurchases", "restoreTapped", "onRestore", "restoreSubscription",
    ] {
      #expect(PaywallCallables.namesRestore(name), "\(name)")
    }
  }

  @Test(
    "The #else of #if canImport(StoreKit) is built by no app; code under #if canImport(StoreKit) is"
  )
  func canImportStoreKitElse() {
    func warnings(inElse: Bool) -> Int {
      let broadcast = """
        final class StoreManager {
          func publish() { NotificationCenter.default.post(name: .init("premiumStatusChanged"), object: nil) }
          func buy(_ product: Product) async throws { _ = try await product.purchase() }
        }
        """
      let body =
        inElse
        ? "#if canImport(StoreKit)\nimport StoreKit\n#else\n\(broadcast)\n#endif\n"
        : "#if canImport(StoreKit)\nimport StoreKit\n\(broadcast)\n#endif\n"
      return Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Clock"),
        "Sources/Clock/StoreManager.swift": body,
        "Sources/Clock/Buy.swift": """
        import StoreKit

        enum Buy {
          static func run(_ product: Product) async throws { _ = try await product.purchase() }
        }

        """,
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(warnings(inElse: true) == 0)
    #expect(warnings(inElse: false) == 1)
  }

  @Test(
    "An Info.plist holding only Xcode's template keys loses nothing; one with a usage string does")
  func templateOnlyPlist() {
    func errors(_ extra: String) -> Int {
      Fixtures.findings(
        files: ProjectText.appUsingInfoPlist(beside: [
          "macOS/Info.plist": """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict>
          <key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
          <key>CFBundleVersion</key><string>1</string>
          <key>LSMinimumSystemVersion</key><string>$(MACOSX_DEPLOYMENT_TARGET)</string>
          \(extra)
          </dict></plist>

          """
        ])
      ).count { $0.rule == .customInfoPlistNotUsed }
    }
    #expect(errors("") == 0)
    #expect(errors("<key>NSCameraUsageDescription</key><string>Scans.</string>") == 1)
  }

  @Test(
    "A product id naming a quantity (add_500_stars) is a consumable pack; pro_12months is a period")
  func quantityPacks() {
    func restore(_ ids: [String]) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Tri"),
        "Sources/Tri/ShopViewController.swift": """
        import StoreKit
        import UIKit

        final class ShopViewController: UIViewController {
          var products: [SKProduct] = []
          override func viewDidLoad() {
            super.viewDidLoad()
            SKProductsRequest(productIdentifiers: [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))]).start()
          }
          @IBAction func buyTapped(_ sender: UIButton) {
            SKPaymentQueue.default().add(SKPayment(product: products[sender.tag]))
          }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restore(["add_500_stars", "add_1000_stars"]) == 0)
    #expect(restore(["com.tri.pro_12months"]) == 1)
    #expect(restore(["com.tri.unlock_all"]) == 1)
  }

  @Test(
    "Combine's publisher.subscribe(subject) is no subscription word; a subscription's words are")
  func combineSubscribe() {
    func restore(_ line: String) -> Int {
      Fixtures.findings(files: [
        "Package.swift": Fixtures.iOSAppManifest("Beetle"),
        "Sources/Beetle/CoinShop.swift": """
        import Combine
        import StoreKit
        import SwiftUI

        struct CoinShop: View {
          @State private var products: [Product] = []
          let scroll = PassthroughSubject<Double, Never>()
          let offsets = PassthroughSubject<Double, Never>()
          var body: some View {
            List(products) { product in
              Button("Buy \\(product.displayName) \\(product.displayPrice)") {
                Task { _ = try? await product.purchase() }
              }
            }
            .task {
              products = (try? await Product.products(for: ["beetle.hint.pack"])) ?? []
              \(line)
            }
          }
        }

        """,
        "Sources/Beetle/BeetleApp.swift": """
        import SwiftUI

        @main
        struct BeetleApp: App {
          var body: some Scene { WindowGroup { CoinShop() } }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restore("_ = scroll.subscribe(offsets)") == 0)
    #expect(restore("_ = \"Subscribe monthly for more hints\"") == 1)
  }
}
