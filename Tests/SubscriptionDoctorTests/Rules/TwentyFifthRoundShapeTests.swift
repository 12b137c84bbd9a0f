import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-fifth round's measurement (docs/doctor-rules.md,
/// "Twenty-fifth round").
struct TwentyFifthRoundShapeTests {
  @Test(
    "Sample product ids in a view only a preview creates are never loaded: no drift; the same view shown by the app is"
  )
  func previewOnlyProductIDs() {
    func drift(shownBy caller: String) -> Int {
      Fixtures.findings(files: [
        "App/Products.storekit": RecallCase.storeKitFile([("com.example.premium.monthly", "4.99")]),
        "App/ChatPaywallCell.swift": """
        import StoreKit
        import SwiftUI

        struct ChatPaywallCell_TESTPREVIEW: View {
          @State private var products: [Product] = []
          var body: some View {
            List(products, id: \\.id) { Text($0.displayName) }
              .task { products = (try? await Product.products(for: ["sample.weekly"])) ?? [] }
          }
        }

        #Preview {
          ChatPaywallCell_TESTPREVIEW()
        }

        """,
        "App/ChatApp.swift": """
        import SwiftUI

        @main
        struct ChatApp: App {
          var body: some Scene { WindowGroup { \(caller) } }
        }

        """,
      ]).count { $0.rule == .storeKitConfigDrift && $0.message.contains("sample.weekly") }
    }
    #expect(drift(shownBy: "Text(\"Chat\")") == 0)
    #expect(drift(shownBy: "ChatPaywallCell_TESTPREVIEW()") == 1)
  }
}
