/// Shapes from the seventh round's measurement (docs/doctor-rules.md,
/// "Seventh round"): what a screen says it does not sell.
extension RecallCase {
  /// A one-time unlock screen with restore and no legal links, saying `pitch`.
  private static func unlockScreen(pitch: String) -> [String: String] {
    [
      "App/UnlockView.swift": """
      import RevenueCat
      import SwiftUI

      struct UnlockView: View {
        @State private var package: Package?

        var body: some View {
          VStack {
            Text("Unlock every quiz")
            Text("\(pitch)")
            if let package {
              Button(package.storeProduct.localizedPriceString) {
                Task { _ = try? await Purchases.shared.purchase(package: package) }
              }
            }
            Button("Restore Purchases") { Task { _ = try? await Purchases.shared.restorePurchases() } }
          }
          .task { package = try? await Purchases.shared.offerings().current?.lifetime }
        }
      }

      """
    ]
  }

  /// A store screen showing `rows`, beside `declarations`, with a `.storekit`
  /// file listing only `app.pro.monthly` (`driftCase` adds the scheme using it).
  private static func storeFront(rows: String, declarations: String = "") -> [String: String] {
    [
      "App/StoreFrontView.swift": """
      import StoreKit
      import SwiftUI

      struct StoreFrontView: View {
        var body: some View {
          VStack {
      \(rows)
          }
        }
      }
      \(declarations)

      """,
      "Products.storekit": storeKitFile([("app.pro.monthly", "4.99")]),
    ]
  }

  static let seventhRoundCases: [RecallCase] = [
    driftCase(
      "StoreKit's ProductView(id:) naming a product the .storekit file lacks; the app's own ProductView given an image name is no product",
      fires: storeFront(rows: "      ProductView(id: \"app.pro.yearly\")"),
      correct: storeFront(
        rows: "      ProductView(\"Yearly\", iconName: \"Yearly\")",
        declarations: """

          struct ProductView: View {
            let title: String
            let iconName: String

            init(_ title: String, iconName: String) {
              self.title = title
              self.iconName = iconName
            }

            var body: some View { Label(title, systemImage: iconName) }
          }
          """)),
    RecallCase(
      name:
        "a lifetime unlock that says \"no subscription\" owes no subscription terms; one that offers a monthly subscription beside it does",
      rule: .paywallMissingLegalLinks,
      fires: unlockScreen(pitch: "Pay once for lifetime access, or choose a monthly subscription."),
      correct: unlockScreen(pitch: "Pay once for lifetime access. No subscription, no ads."),
      file: "App/UnlockView.swift"),
    RecallCase(
      name: "\"does not renew\" on a one-time purchase is no renewing offer; \"renews yearly\" is",
      rule: .paywallMissingLegalLinks,
      fires: unlockScreen(pitch: "Lifetime access. Renews yearly until cancelled."),
      correct: unlockScreen(pitch: "Lifetime access. One payment that does not renew."),
      file: "App/UnlockView.swift"),
  ]
}
