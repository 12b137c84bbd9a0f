import Foundation
import Testing

@testable import SubscriptionDoctor

/// Project shapes from the fourth round on real apps, part A
/// (docs/doctor-rules.md, "Fourth round A") that cried wolf, each beside the
/// twin that must still fire.
@Suite("Doctor shapes from the fourth round A", .timeLimit(.minutes(10)))
struct FourthRoundAShapeTests {
  /// A one-target project building `App/App.swift`; its Info.plist is `App/Info.plist`.
  private let pbxproj = ProjectText.oneTarget(settings: "INFOPLIST_FILE = App/Info.plist;")

  private func plist(_ entries: [(String, String)]) -> String {
    let body = entries.map { "  <key>\($0.0)</key>\n  \($0.1)\n" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body.joined())</dict>
      </plist>

      """
  }

  private func unusedPlistFindings(_ leftover: [(String, String)]) -> [Finding] {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": pbxproj,
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": plist([("CFBundleName", "<string>App</string>")]),
      "AppWatch/Info.plist": plist(leftover),
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test(
    "A removed watch app's, extension's or App Clip's Info.plist is not the app's; an app-shaped leftover still fires"
  )
  func watchAppInfoPlist() {
    let watch = unusedPlistFindings([
      ("CFBundleDisplayName", "<string>App</string>"), ("WKApplication", "<true/>"),
      ("WKCompanionAppBundleIdentifier", "<string>com.example.app</string>"),
    ])
    #expect(watch.isEmpty, "\(watch)")
    let extensionPlist = unusedPlistFindings([
      ("CFBundleDisplayName", "<string>App</string>"),
      (
        "NSExtension",
        "<dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>"
      ),
    ])
    #expect(extensionPlist.isEmpty, "\(extensionPlist)")
    // A deleted App Clip target's Info.plist (fourteenth round, session 38).
    let appClip = unusedPlistFindings([
      ("CFBundleDisplayName", "<string>App</string>"),
      ("NSAppClip", "<dict><key>NSAppClipRequestLocationConfirmation</key><false/></dict>"),
    ])
    #expect(appClip.isEmpty, "\(appClip)")
    let app = unusedPlistFindings([
      ("CFBundleDisplayName", "<string>App</string>"),
      ("NSCameraUsageDescription", "<string>Scan</string>"),
    ])
    #expect(app.map(\.file) == ["AppWatch/Info.plist"], "\(app)")
  }

  /// A paywall listing rows that each buy the app's own product wrapper; the
  /// list renders the rows and its `footer` in a private extension.
  private func rowPaywall(footer: String) -> [String: String] {
    [
      "App/Paywall/InAppProduct.swift": """
      import StoreKit

      struct InAppProduct {
        let id: String
        let displayPrice: String
        let native: Product
      }

      """,
      "App/Paywall/ProductRow.swift": """
      import StoreKit
      import SwiftUI

      struct ProductRow: View {
        let product: InAppProduct

        var body: some View {
          Button(product.displayPrice) {
            Task { _ = try await product.native.purchase() }
          }
        }
      }

      """,
      "App/Paywall/PaywallScreen.swift": """
      import StoreKit
      import SwiftUI

      struct PaywallScreen: View {
        let products: [InAppProduct]

        var body: some View {
          List {
            rows
            footer
          }
        }
      }

      private extension PaywallScreen {
        var rows: some View {
          ForEach(products, id: \\.id) { item in
            ProductRow(product: item)
          }
        }

        var footer: some View {
          VStack {
      \(footer)
            Link("Terms of Use", destination: URL(string: "https://subkit.dev/terms")!)
            Link("Privacy Policy", destination: URL(string: "https://subkit.dev/privacy")!)
          }
        }
      }

      """,
    ]
  }

  @Test(
    "A row handed the app's own product type is judged with the screen rendering it in an extension"
  )
  func rowOfOwnProductType() {
    let restoring = Fixtures.findings(
      files: rowPaywall(
        footer: "      Button(\"Restore Purchases\") { Task { try await AppStore.sync() } }"))
    #expect(!restoring.contains { $0.rule == .paywallMissingRestore }, "\(restoring)")
    let without = Fixtures.findings(files: rowPaywall(footer: ""))
    #expect(without.contains { $0.rule == .paywallMissingRestore }, "\(without)")
  }

  @Test("A receipt's CodingKeys raw value is a JSON field; a product-id constant still counts")
  func codingKeysAreNoProductIDs() {
    func drift(_ declaration: String) -> [Finding] {
      Fixtures.findings(files: RecallCase.receiptApp(declaration)).filter {
        $0.rule == .storeKitConfigDrift && $0.severity != .note
      }
    }
    let codingKeys = drift(
      "enum CodingKeys: String, CodingKey {\n    case productId = \"product_id\"\n  }")
    #expect(codingKeys.isEmpty, "\(codingKeys)")
    let constant = drift("static let bundleProductID = \"com.example.game.bundle\"")
    #expect(constant.count == 1, "\(constant)")
  }

  @Test(
    "A scheme naming a .storekit the repository git-ignores is a note; naming a typo stays an error"
  )
  func gitIgnoredSchemeStoreKit() {
    func drift(_ files: [String: String]) -> [Finding] {
      Fixtures.findings(
        files: files.merging([
          "App/Store.swift":
            "import StoreKit\nlet ids = [\"pro_monthly\"]\nfunc load() async throws { _ = try await Product.products(for: ids) }\n",
          RecallCase.schemePath: RecallCase.scheme(usingStoreKit: "../App/Local.storekit"),
        ]) { $1 }
      ).filter { $0.rule == .storeKitConfigDrift }
    }
    let ignored = drift([".gitignore": "*.storekit\n"])
    #expect(ignored.map(\.severity) == [.note], "\(ignored)")
    let typo = drift([".gitignore": "build/\n"])
    #expect(typo.map(\.severity) == [.error], "\(typo)")
  }
}
