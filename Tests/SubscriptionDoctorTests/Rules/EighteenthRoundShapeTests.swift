import Testing

@testable import SubscriptionDoctor

/// Shapes from the eighteenth round's measurement (docs/doctor-rules.md,
/// "Eighteenth round"): a notification saying a paywall was shown, a Face
/// ID lock's `isUnlocked`, a legacy product id kept to recognise past
/// purchases, an SDK's paywall id passed where products are fetched, a
/// command to restore, a misspelled failure, points credited to a balance, a
/// product id after an interpolation, and a folder written in another case.
struct EighteenthRoundShapeTests {
  @Test(
    "A notification saying a paywall was presented is an event, wherever the screen word sits; a state name is still reported"
  )
  func paywallPresentedEvent() {
    func warnings(_ name: String) -> Int {
      Fixtures.findings(files: [
        "App/Names.swift": """
        import StoreKit

        extension Notification.Name {
          static let \(name) = Notification.Name("\(name)")
        }

        """,
        "App/Post.swift": """
        import Foundation

        func changed() { NotificationCenter.default.post(name: .\(name), object: nil) }

        """,
      ]).count { $0.rule == .notificationSubscriptionState && $0.file == "App/Names.swift" }
    }
    #expect(warnings("premiumStoreDidPresentPaywallForUITests") == 0)
    #expect(warnings("premiumPaywallShownForOnboarding") == 0)
    #expect(warnings("premiumStatusDidChange") == 1)
  }

  /// A manager publishing `name`, in a file importing `imports`.
  private static func lockManager(_ imports: String, _ name: String) -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["PrivacyGate.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/PrivacyGate.swift": """
      import StoreKit
      \(imports)

      final class PrivacyGate: ObservableObject {
        @Published var \(name) = false
      }

      """,
    ]
  }

  @Test(
    "In a file locking the app with Face ID, isUnlocked is the lock's; without LocalAuthentication, or naming premium, it is purchase state"
  )
  func biometricLock() {
    func notes(_ imports: String, _ name: String) -> Int {
      Fixtures.findings(files: Self.lockManager(imports, name)).count {
        $0.rule == .notificationSubscriptionState
      }
    }
    #expect(notes("import LocalAuthentication", "isUnlocked") == 0)
    #expect(notes("import Foundation", "isUnlocked") == 1)
    #expect(notes("import LocalAuthentication", "isPremiumUnlocked") == 1)
  }

  /// A StoreKit 2 store whose `.storekit` lists the current products, with
  /// `constant` holding a former one.
  private static func storeWithLegacyID(_ constant: String) -> [String: String] {
    [
      "App/Products.storekit": RecallCase.storeKitFile([("com.example.premium.monthly", "4.99")]),
      "App/Store.swift": """
      import StoreKit

      enum StoreIDs {
        static let monthlyProductID = "com.example.premium.monthly"
        static let \(constant) = "monthly"
      }

      final class Store {
        func load() async throws -> [Product] {
          try await Product.products(for: [StoreIDs.monthlyProductID, StoreIDs.\(constant)])
        }
      }

      """,
    ]
  }

  @Test(
    "A product id held by a constant named legacy, deprecated or old is a past product, not one the .storekit file lacks"
  )
  func legacyProductID() {
    func warnings(_ constant: String) -> Int {
      Fixtures.findings(files: Self.storeWithLegacyID(constant)).count {
        $0.rule == .storeKitConfigDrift && $0.message.contains("\"monthly\"")
      }
    }
    #expect(warnings("legacyMonthlyProductID") == 0)
    #expect(warnings("oldMonthlyID") == 0)
    #expect(warnings("basicMonthlyProductID") == 1)
    #expect(warnings("oldestMonthlyID") == 1)
  }

  @Test("An SDK's paywall or placement id passed where products are fetched names no product")
  func paywallIDLabel() {
    func warnings(_ label: String) -> Int {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.premium.monthly", "4.99")]),
        "App/Paywall.swift": """
        import ApphudSDK
        import StoreKit

        func load() async {
          let products = await Apphud.fetchProducts(\(label): "main")
          _ = products
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("\"main\"") }
    }
    #expect(warnings("paywallID") == 0)
    #expect(warnings("placementIdentifier") == 0)
    #expect(warnings("productID") == 1)
  }

  @Test(
    "A notification asking the store to restore is a command; a failure spelled Faild is a failure; a type holding the name does not name what is broadcast"
  )
  func commandsAndFailures() {
    func warnings(_ statement: String) -> Int {
      Fixtures.findings(files: [
        "App/Store.swift": """
        import StoreKit

        final class InAppPurchaseHelper {
          static let IAPHelperPurchaseNotification = "IAPHelperPurchaseNotification"
          static let IAPHelperFaildNotification = "IAPHelperFaildNotification"
          static let statusUpdateNotification = "statusUpdateNotification"

          func send() {
            \(statement)
          }
        }

        """
      ]).count { $0.rule == .notificationSubscriptionState }
    }
    #expect(
      warnings(
        "NotificationCenter.default.post(name: Notification.Name(rawValue: \"restorePurchases\"), object: nil)"
      ) == 0)
    #expect(
      warnings(
        "NotificationCenter.default.post(name: Notification.Name(rawValue: \"purchasesRestored\"), object: nil)"
      ) == 1)
    #expect(
      warnings(
        "NotificationCenter.default.post(name: NSNotification.Name(rawValue: InAppPurchaseHelper.IAPHelperFaildNotification), object: \"Transaction fail\")"
      ) == 0)
    #expect(
      warnings(
        "NotificationCenter.default.post(name: NSNotification.Name(rawValue: InAppPurchaseHelper.IAPHelperPurchaseNotification), object: nil)"
      ) == 1)
    // A name saying little is judged with the type holding it.
    #expect(
      warnings(
        "NotificationCenter.default.post(name: NSNotification.Name(rawValue: InAppPurchaseHelper.statusUpdateNotification), object: nil)"
      ) == 1)
  }

  @Test("A screen that credits points to a balance sells consumables: nothing to restore")
  func pointsCreditedToBalance() {
    func restoreErrors(_ credit: String) -> Int {
      Fixtures.findings(files: [
        "App/PurchaseMainViewController.swift": """
        import StoreKit
        import SwiftyStoreKit
        import UIKit

        final class PurchaseMainViewController: UIViewController {
          let productIDs = ["com.example.talk.300", "com.example.talk.990"]
          @IBOutlet private weak var priceLabel: UILabel!

          @IBAction func buyTapped(_ sender: UIButton) {
            SwiftyStoreKit.purchaseProduct(productIDs[sender.tag], atomically: true) { _ in
              self.\(credit)(300)
            }
          }

          func \(credit)(_ amount: Int) {}
        }

        """
      ]).filter { $0.rule == .paywallMissingRestore }.count
    }
    #expect(restoreErrors("addRewardPoints") == 0)
    #expect(restoreErrors("addCoins") == 0)
    #expect(restoreErrors("refreshScreen") == 1)
    // Drawing (`addLineToPoint`) credits nothing.
    #expect(restoreErrors("addLineToPoint") == 1)
  }

  @Test("A SwiftyStoreKit screen's restore fix names SwiftyStoreKit's call")
  func swiftyStoreKitFix() throws {
    let findings = Fixtures.findings(files: [
      "App/UpgradeViewController.swift": """
      import SwiftyStoreKit
      import UIKit

      final class UpgradeViewController: UIViewController {
        @IBAction func buyTapped(_ sender: UIButton) {
          SwiftyStoreKit.purchaseProduct("com.example.pro", atomically: true) { _ in }
        }
      }

      """
    ])
    let restore = try #require(findings.first { $0.rule == .paywallMissingRestore })
    #expect(restore.fix.contains("SwiftyStoreKit.restorePurchases"), "\(restore.fix)")
  }

  @Test("Cents glued to a name after an interpolation are part of a product id, not a price")
  func productIDAfterInterpolation() {
    func prices(_ literal: String) -> Int {
      Fixtures.findings(files: [
        "App/CoinPackages.swift": """
        import StoreKit

        enum CoinPackages {
          static let coins = "\(literal)"
        }

        """
      ]).count { $0.rule == .hardcodedPrice }
    }
    #expect(prices("\\(Constants.appBundleID).42_") == 0)
    #expect(prices("\\(Constants.appBundleID).42.pack") == 0)
    #expect(prices("Only \\(dollars).99") == 1)
  }

  @Test("A folder the project builds, written in another letter case than on disk, is present")
  func folderInAnotherCase() {
    func notes(_ disk: String) -> Int {
      Fixtures.findings(files: [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
          sources: ["App.swift", "Homeowner"], settings: ""),
        "App/App.swift": "import SwiftUI\n",
        "\(disk)/Item.swift": "struct Item {}\n",
      ]).count { $0.message.contains("not in this folder") }
    }
    #expect(notes("App/HomeOwner") == 0)
    #expect(notes("App/Homeowner") == 0)
    #expect(notes("App/Other") == 1)
  }
}
