import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-eighth round (docs/doctor-rules.md)
/// and left from the seventy-seventh, each beside the shape that must still fire.
struct SeventyEighthRoundShapeTests {
  /// The legal-links errors of a token shop whose store's state declares
  /// `var hasActiveSubscription`, which the screen reads when `readsFlag`.
  private static func tokenShopLegalErrors(readsFlag: Bool) -> [Finding] {
    Fixtures.findings(files: [
      "Package.swift": Fixtures.iOSAppManifest("Cats"),
      "Sources/Cats/App.swift": Fixtures.swiftUIApp(showing: "ShopScreen()"),
      "Sources/Cats/ShopStore.swift": """
      import Observation
      import RevenueCat

      @Observable
      final class ShopStore {
        private(set) var state = State()
        var balance = 0

        func purchase(_ package: Package) async {
          guard let result = try? await Purchases.shared.purchase(package: package),
            !result.userCancelled
          else { return }
          addTokens(50)
        }

        func restore() async { _ = try? await Purchases.shared.restorePurchases() }

        private func addTokens(_ amount: Int) { balance += amount }
      }

      extension ShopStore {
        struct State {
          var packages: [Package] = []
          var isPurchasing = false
          var hasActiveSubscription = false
        }
      }

      """,
      "Sources/Cats/ShopScreen.swift": """
      import RevenueCat
      import SwiftUI

      struct ShopScreen: View {
        @State private var store = ShopStore()
        var body: some View {
          VStack {
            \(readsFlag ? #"if store.state.hasActiveSubscription { Text("Thanks!") }"# : "")
            ForEach(store.state.packages, id: \\.identifier) { package in
              Button(package.storeProduct.localizedPriceString) {
                Task { await store.purchase(package) }
              }
            }
            Button("Restore") { Task { await store.restore() } }
          }
        }
      }

      """,
    ]).filter { $0.rule == .paywallMissingLegalLinks }
  }

  @Test("A renewal-named state member no code reads says nothing of what a token shop sells")
  func unreadSubscriptionFlag() {
    #expect(Self.tokenShopLegalErrors(readsFlag: false).isEmpty)
    #expect(Self.tokenShopLegalErrors(readsFlag: true).count == 1)
  }
}
