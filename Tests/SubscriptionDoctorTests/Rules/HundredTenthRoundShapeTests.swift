import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-tenth round (and left from
/// the hundred-and-ninth; docs/doctor-rules.md), each beside the shape that
/// must still fire or stay quiet.
struct HundredTenthRoundShapeTests {
  /// The `storekit-config-drift` findings for a theme store whose premium
  /// themes' ids sit in a dictionary constant read by `productID(for:)`,
  /// beside a listener reading StoreKit's `transaction.productID`; the shop
  /// loads the theme ids through `productID(for:)` when `called`.
  private static func themeDriftFindings(called: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "ThemeStore.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": Fixtures.swiftUIApp(showing: "ShopView()"),
      "App/Products.storekit": Fixtures.storeKitFile([
        (id: "com.app.plus", price: "4.99", type: "NonConsumable")
      ]),
      "App/ThemeStore.swift": """
      import StoreKit
      import SwiftUI

      final class ThemeStore {
        static let shared = ThemeStore()
        static let unlockIDs: Set<String> = ["com.app.plus"]
        var owned = Set<String>()

        static let themeProductIDs: [Int: String] = [
          16: "com.app.theme.tiedye",
          17: "com.app.theme.terminal",
        ]

        func productID(for index: Int) -> String? {
          Self.themeProductIDs[index]
        }

        func listen() async {
          for await result in Transaction.updates {
            guard case .verified(let transaction) = result else { continue }
            if Self.unlockIDs.contains(transaction.productID) {
              owned.insert(transaction.productID)
            }
            switch transaction.productID {
            case "com.app.plus": owned.insert("plus")
            default: break
            }
            await transaction.finish()
          }
        }
      }

      struct ShopView: View {
        var body: some View {
          Button("Plus") {
            Task {
              let ids = ["com.app.plus"] + [\(called ? "ThemeStore.shared.productID(for: 16)" : "nil")]
                .compactMap { $0 }
              let products = try? await Product.products(for: ids)
              _ = try? await products?.first?.purchase()
            }
          }
          .task { await ThemeStore.shared.listen() }
        }
      }

      """,
    ]).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("com.app.theme") }
  }

  @Test("StoreKit's transaction.productID is no call of the app's productID(for:)")
  func storePropertyNamedLikeAppFunction() {
    // poppy: `transaction.productID` counted `productID(for:)` called, so
    // the ids only it reads read as loaded.
    #expect(Self.themeDriftFindings(called: false).isEmpty)
    #expect(Self.themeDriftFindings(called: true).count == 2)
  }
}
