import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes from the sixteenth round's measurement (docs/doctor-rules.md,
/// "Sixteenth round"): a purchase helper declared `open` in an app nothing
/// imports, a SpriteKit scene that creates the screen's class, and one-time
/// unlocks that never say anything renews.
struct SixteenthRoundShapeTests {
  /// A StoreKit 1 app (iOS 15) whose purchase helper is `open`, as Ray
  /// Wenderlich's `IAPHelper` template declares it, built by a target of `productType`.
  private static func helperApp(productType: String, creator: String = "") -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["AppDelegate.swift", "IAPHelper.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"
      ).replacingAll("com.apple.product-type.application", with: productType),
      "App/AppDelegate.swift": """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        \(creator)
      }

      """,
      "App/IAPHelper.swift": """
      import StoreKit

      open class IAPHelper: NSObject {
        public func buyProduct(_ product: SKProduct) {
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]
  }

  @Test(
    "An open purchase helper's method nothing calls, in an app, runs nothing; called, or in a framework another module may import, it runs"
  )
  func openHelperInAnApp() {
    func notes(_ productType: String, creator: String = "") -> Int {
      Fixtures.findings(files: Self.helperApp(productType: productType, creator: creator))
        .count { $0.rule == .knownStoreKitIssue }
    }
    #expect(notes("com.apple.product-type.application") == 0)
    #expect(notes("com.apple.product-type.app-extension") == 0)
    // Created, its public method still runs only where the app calls it
    // (no other module imports an app; eighty-fifth round).
    #expect(notes("com.apple.product-type.application", creator: "let store = IAPHelper()") == 0)
    #expect(
      notes(
        "com.apple.product-type.application",
        creator:
          "let store = IAPHelper()\n  func buy(_ product: SKProduct) { store.buyProduct(product) }"
      ) > 0)
    #expect(notes("com.apple.product-type.framework") > 0)
  }

  /// A SpriteKit game whose store scene only a `.sks` file names.
  private static func gameSnapshot(scene: [UInt8]?) -> ProjectSnapshot {
    var files: [String: [UInt8]] = [
      "App.xcodeproj/project.pbxproj": Array(
        ProjectText.oneTarget(
          sources: ["GameViewController.swift", "StoreScene.swift"],
          settings: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"
        ).utf8),
      "App/GameViewController.swift": Array(
        """
        import SpriteKit
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}

        final class GameViewController: UIViewController {
          func show(_ view: SKView) { view.presentScene(SKScene(fileNamed: "Store")) }
        }

        """.utf8),
      "App/StoreScene.swift": Array(
        """
        import SpriteKit
        import StoreKit

        final class StoreScene: SKScene {
          override func didMove(to view: SKView) { buy(SKProduct()) }
          func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
        }

        """.utf8),
    ]
    if let scene { files["App/Store.sks"] = scene }
    return ProjectSnapshot(files: files.map { ProjectSnapshot.File(path: $0.key, bytes: $0.value) })
  }

  @Test(
    "A SpriteKit scene file naming a class creates it, as a storyboard does; with no scene naming it, it is unused"
  )
  func spriteKitSceneCreatesClass() throws {
    func notes(_ scene: [UInt8]?) -> Int {
      Doctor.diagnose(Self.gameSnapshot(scene: scene)).count { $0.rule == .knownStoreKitIssue }
    }
    // Xcode saves scenes as binary archives; the class is one of its strings.
    let archive: [String: Any] = [
      "$objects": ["$null", "_PB_previewSKNodeCustomClassName", "StoreScene"]
    ]
    let binary = try PropertyListSerialization.data(
      fromPropertyList: archive, format: .binary, options: 0)
    #expect(notes(Array(binary)) > 0)
    let xml = try PropertyListSerialization.data(
      fromPropertyList: ["$objects": ["$null", "Game.StoreScene"]], format: .xml, options: 0)
    #expect(notes(Array(xml)) > 0)
    let other = try PropertyListSerialization.data(
      fromPropertyList: ["$objects": ["$null", "MenuScene"]], format: .binary, options: 0)
    #expect(notes(Array(other)) == 0)
    #expect(notes(nil) == 0)
  }

  /// A SwiftUI card that buys the app's one product through `PurchaseManager`,
  /// showing `headline`, with a restore button and no legal links.
  private static func card(
    _ headline: String, productID: String = "com.example.app.premium", member: String = ""
  ) -> [String: String] {
    [
      "App/PremiumCard.swift": """
      import StoreKit
      import SwiftUI

      struct PremiumCard: View {
        @ObservedObject var store: PurchaseManager
        \(member)

        var body: some View {
          VStack {
            Text("\(headline)")
            if let product = store.products.first {
              Button("Purchase \\(product.localizedPrice)") { store.buy(product) }
            }
            Button("Restore") { store.restore() }
          }
        }
      }

      """,
      "App/PurchaseManager.swift": """
      import StoreKit

      final class PurchaseManager: NSObject, ObservableObject {
        @Published var products: [SKProduct] = []
        private let productID = "\(productID)"

        func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
        func restore() { SKPaymentQueue.default().restoreCompletedTransactions() }
      }

      extension SKProduct {
        var localizedPrice: String {
          let formatter = NumberFormatter()
          formatter.numberStyle = .currency
          formatter.locale = priceLocale
          return formatter.string(from: price) ?? ""
        }
      }

      """,
    ]
  }

  @Test(
    "A purchase screen that never says anything renews sells an unlock: no Terms or Privacy owed; a period, an expiry or a period in the id makes it a subscription"
  )
  func unlockWithoutRenewalWords() {
    func legalLinks(
      _ headline: String, productID: String = "com.example.app.premium", member: String = ""
    ) -> Int {
      Fixtures.findings(files: Self.card(headline, productID: productID, member: member))
        .count { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legalLinks("Go Premium: remove all ads and support development!") == 0)
    #expect(legalLinks("Get Premium for more artworks") == 0)
    #expect(legalLinks("Go Premium for one month at a time") == 1)
    #expect(legalLinks("Premium, $2.99/mo") == 1)
    #expect(legalLinks("Get Premium", productID: "com.example.app.premium_1m") == 1)
    #expect(legalLinks("Get Premium", productID: "com.example.app.premium.12months") == 1)
    #expect(legalLinks("Get Premium", productID: "com.example.app.premium.v2") == 0)
    // A calendar's identifiers name no billing period; reading an expiry does.
    #expect(legalLinks("Get Premium", member: "@State private var monthView = 0") == 0)
    #expect(legalLinks("Get Premium", member: "var expirationDate: Date?") == 1)
  }

  @Test(
    "A screen that buys a RevenueCat package sells a subscription unless its words say otherwise")
  func revenueCatPackageIsASubscription() {
    func legalLinks(_ headline: String) -> Int {
      Fixtures.findings(files: [
        "App/PaywallView.swift": """
        import RevenueCat
        import SwiftUI

        struct PaywallView: View {
          @State private var packages: [Package] = []

          var body: some View {
            VStack {
              Text("\(headline)")
              ForEach(packages, id: \\.identifier) { package in
                Button(package.localizedPriceString) {
                  Task { _ = try? await Purchases.shared.purchase(package: package) }
                }
              }
              Button("Restore") { Task { _ = try? await Purchases.shared.restorePurchases() } }
            }
          }
        }

        """
      ]).count { $0.rule == .paywallMissingLegalLinks }
    }
    #expect(legalLinks("Unlock Pro") == 1)
    #expect(legalLinks("Unlock Pro for life") == 0)
    #expect(legalLinks("Unlock Pro: lifetime access") == 0)
  }

  @Test(
    "A purchase card drawn inline beside a restore component of the same screen is restored by it; beside another view it is not"
  )
  func restoreComponentBesideSection() {
    func restoreErrors(_ sibling: String) -> Int {
      Fixtures.findings(files: [
        "App/SettingsView.swift": """
        import StoreKit
        import SwiftUI

        struct SettingsView: View {
          let store: Store

          var body: some View {
            VStack {
              PremiumCard(store: store)
              \(sibling)(store: store)
            }
          }
        }

        struct PremiumCard: View {
          let store: Store
          var body: some View {
            Button("Get Premium for \\(store.price)") { store.buy() }
          }
        }

        struct RestoreButton: View {
          let store: Store
          var body: some View {
            Button("Restore Premium") { store.restore() }
          }
        }

        struct ThemeRow: View {
          let store: Store
          var body: some View { Text("Theme") }
        }

        """,
        "App/Store.swift": """
        import StoreKit

        final class Store {
          var product: Product?
          var price: String { product?.displayPrice ?? "" }
          func buy() { Task { _ = try await product?.purchase() } }
          func restore() { Task { try await AppStore.sync() } }
        }

        """,
      ]).count { $0.rule == .paywallMissingRestore }
    }
    #expect(restoreErrors("RestoreButton") == 0)
    #expect(restoreErrors("ThemeRow") == 1)
  }

  @Test(
    "The note on files a project builds that are missing says how to audit them, not how to fix a file's syntax"
  )
  func missingFilesNoteFix() {
    let findings = Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "Gone.swift"], settings: ""),
      "App/App.swift": "import SwiftUI\n",
    ])
    let note = findings.first { $0.file == "App.xcodeproj/project.pbxproj" }
    #expect(note?.message.contains("Gone.swift") == true, "\(findings)")
    #expect(note?.fix == ProjectIndex.missingFilesFix)
  }
}
