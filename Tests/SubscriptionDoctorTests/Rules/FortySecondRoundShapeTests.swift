import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the forty-second round
/// (docs/doctor-rules.md, "Forty-second round"), each beside the shape that
/// must still fire.
struct FortySecondRoundShapeTests {
  /// Known-issue notes for a repository whose `macOS/` project builds the
  /// shared `Code/Purchase.swift` with `settings`, beside an iOS 13 project
  /// in `Mobile/` that builds only its own view.
  private static func notes(macSettings: String) -> [Finding] {
    Fixtures.findings(files: [
      "macOS/Outliner.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Outliner", folder: "../Code", sources: ["Launch.swift", "Purchase.swift"],
        settings: macSettings),
      "Mobile/OutlinerMobile.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "OutlinerMobile", folder: "OutlinerMobile", sources: ["ContentView.swift"],
        settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 13.0;"),
      "Mobile/OutlinerMobile/ContentView.swift": """
      import SwiftUI

      @main
      struct OutlinerApp: App {
        var body: some Scene { WindowGroup { Text("Outline") } }
      }

      """,
      "Code/Launch.swift": """
      @main
      enum Outliner {
        static func main() { PurchaseController.shared.buy() }
      }

      """,
      "Code/Purchase.swift": """
      import StoreKit

      final class PurchaseController: NSObject, SKProductsRequestDelegate {
        static let shared = PurchaseController()
        var product: SKProduct?
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
          product = response.products.first
        }
        func buy() {
          guard let product else { return }
          SKPaymentQueue.default().add(SKPayment(product: product))
        }
      }

      """,
    ]).filter { $0.rule == .knownStoreKitIssue }
  }

  @Test(
    "Purchase code only a macOS project builds, outside that project's folder, meets no iOS bug; built for iOS it does"
  )
  func sharedCodeBuiltForMac() {
    #expect(Self.notes(macSettings: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 10.12;").isEmpty)
    let iOS = Self.notes(macSettings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 13.0;")
    #expect(iOS.contains { $0.file == "Code/Purchase.swift" }, "\(iOS)")
  }
}
