import Testing

@testable import SubscriptionDoctor

/// Shapes from the eighteenth round's measurement (docs/doctor-rules.md,
/// "Eighteenth round"): a notification saying a paywall was shown, a Face
/// ID lock's `isUnlocked`, a legacy product id kept to recognise past
/// purchases, and an SDK's paywall id passed where products are fetched.
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

        """
      ]).count { $0.rule == .notificationSubscriptionState }
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
}
