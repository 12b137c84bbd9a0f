import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the seventy-fourth round (docs/doctor-rules.md),
/// each beside the shape that must still fire.
struct SeventyFourthRoundShapeTests {
  /// Hard-coded prices in a bond calculator that sells nothing itself but
  /// reads as a selling file (its name says `pricing`, it declares
  /// `purchasePrice`), in an app with a paywall elsewhere; its face value
  /// field shows `field`.
  private static func bondCalculator(field: String) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["App.swift", "bond_pricing_calculator.swift", "Store.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "App/App.swift": """
      import SwiftUI

      @main
      struct FireApp: App {
        var body: some Scene { WindowGroup { BondPricingCalculatorView() } }
      }

      """,
      "App/bond_pricing_calculator.swift": """
      import SwiftUI

      struct BondPricingCalculatorView: View {
        @State private var faceValue = "1000"
        @State private var purchasePrice = ""
        var body: some View {
          Form {
            HStack {
              Text("Face Value")
              \(field)
            }
            TextField("Purchase price", text: $purchasePrice)
          }
        }
      }

      """,
      "App/Store.swift": "import StoreKit\nlet proID = \"com.fire.pro.monthly\"\n",
    ]).filter { $0.rule == .hardcodedPrice }
  }

  @Test("A text field's example amount is no price even in a file that reads as selling")
  func fieldPromptInSellingFile() {
    #expect(Self.bondCalculator(field: "TextField(\"$1000\", text: $faceValue)").isEmpty)
    #expect(
      Self.bondCalculator(
        field: "TextField(\"Face\", text: $faceValue, prompt: Text(\"$1,000.00\"))"
      ).isEmpty)
    // The same amount drawn as text is shown to the customer.
    #expect(Self.bondCalculator(field: "Text(\"Pro: $4.99/month\")").count == 1)
  }
}
