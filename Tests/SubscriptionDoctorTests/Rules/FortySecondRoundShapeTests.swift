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

  /// An app whose project lists `Letters/…` files, committed with those files
  /// at `folder` (`""`: beside the `.xcodeproj`, the repository made from
  /// inside the app's folder).
  private static func lettersFindings(folder: String) -> [Finding] {
    func at(_ name: String) -> String { folder.isEmpty ? name : "\(folder)/\(name)" }
    return Fixtures.findings(files: [
      "Letters.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Letters", folder: "Letters",
        sources: ["LettersApp.swift", "SubscriptionView.swift", "PurchaseManager.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0; INFOPLIST_FILE = Letters/Info.plist;"),
      at("Info.plist"): """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Mincho.ttf</string></array></dict></plist>

      """,
      at("LettersApp.swift"): """
      import SwiftUI

      @main
      struct LettersApp: App {
        var body: some Scene { WindowGroup { SubscriptionView() } }
      }

      """,
      at("SubscriptionView.swift"): """
      import StoreKit
      import SwiftUI

      struct SubscriptionView: View {
        @State private var manager = PurchaseManager()
        var body: some View {
          VStack {
            Text("週額200円")
            Button("Subscribe weekly") { Task { await manager.buy() } }
            Button("Restore") { Task { try? await AppStore.sync() } }
          }
        }
      }

      """,
      at("PurchaseManager.swift"): """
      import StoreKit

      @Observable final class PurchaseManager {
        func buy() async {
          guard let product = try? await Product.products(for: ["letters.weekly"]).first else { return }
          _ = try? await product.purchase()
        }
      }

      """,
    ]).filter { $0.severity != .note }
  }

  @Test(
    "A repository committed from inside the app's folder is the app: its files beside the project are built"
  )
  func flattenedRepository() {
    for folder in ["", "Letters"] {
      let findings = Self.lettersFindings(folder: folder)
      let prefix = folder.isEmpty ? "" : "\(folder)/"
      #expect(
        findings.contains {
          $0.rule == .hardcodedPrice && $0.file == "\(prefix)SubscriptionView.swift"
        },
        "\(folder): \(findings)")
      #expect(!findings.contains { $0.rule == .customInfoPlistNotUsed }, "\(folder): \(findings)")
    }
  }
}
