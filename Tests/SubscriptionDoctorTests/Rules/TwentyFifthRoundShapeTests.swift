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

extension TwentyFifthRoundShapeTests {
  /// An app configuring RevenueCat with `key` in `App/Launch.swift`, beside `files`.
  private static func placeholders(_ files: [String: String]) -> [Finding] {
    let launch = """
      import RevenueCat

      enum Launch {
        static func start() {
          let key = "appl_REPLACE_WITH_YOUR_KEY"
          Purchases.configure(withAPIKey: key)
        }
      }

      """
    return Fixtures.findings(files: files.merging(["App/Launch.swift": launch]) { $1 })
      .filter { $0.rule == .placeholderAPIKey }
  }

  @Test(
    "A key declared with a type annotation hands no name over, and a bare name handed over is its own file's"
  )
  func passedKeyNamesStayInScope() {
    let books = """
      enum GoogleBooksService {
        static let apiKey: String = "AIzaRealLookingKeyValue0123456789"
      }

      """
    let pill = """
      import SwiftUI

      struct StatusPill: View {
        var systemImage: String = "circle.fill"
        var body: some View { Image(systemName: systemImage) }
      }

      """
    let loader = """
      enum Loader {
        static func read(_ entries: [String: String]) -> String? {
          let key = "YOUR_API_KEY"
          return entries[key]
        }
      }

      """
    let found = Self.placeholders([
      "App/GoogleBooksService.swift": books, "App/StatusPill.swift": pill,
      "App/Loader.swift": loader,
    ])
    #expect(found.map(\.file) == ["App/Launch.swift"])
  }
}

extension TwentyFifthRoundShapeTests {
  @Test(
    "An older copy of the app beside the project's folder is not built: its folder's files are skipped; loose files named like nothing built are still read"
  )
  func strayCopyOfTheApp() {
    let priced =
      "import SwiftUI\n\nstruct Plans: View {\n  var body: some View { Text(\"$4.99/month\") }\n}\n"
    let findings = Fixtures.findings(files: [
      "ios/App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        sources: ["ContentView.swift"], settings: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"),
      "ios/App/ContentView.swift":
        "import StoreKit\nimport SwiftUI\n\nstruct ContentView: View {\n  var body: some View { Text(\"Hi\") }\n}\n",
      "ContentView.swift": priced,
      "PlansView.swift": priced,
      "Snippets/Pricing.swift": priced,
    ]).filter { $0.rule == .hardcodedPrice }
    #expect(findings.map(\.file) == ["Snippets/Pricing.swift"])
  }
}

extension TwentyFifthRoundShapeTests {
  @Test(
    "Ruby gems Bundler installed in vendor/bundle are dependencies, skipped and named in the summary; a Vendor folder elsewhere is read"
  )
  func bundlerInstallIsSkipped() throws {
    let sampleKey =
      "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgHcTz6sE2I2yPB\n-----END RSA PRIVATE KEY-----\n"
    let folder = try TemporaryFolder([
      "App/App.swift":
        "import SwiftUI\n\n@main struct ShopApp: App {\n  var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n",
      "vendor/bundle/ruby/3.4.0/gems/httpclient-2.9.0/sample/ssl/0key.pem": sampleKey,
      "ThirdParty/Vendor/server.pem": sampleKey,
    ])
    defer { folder.remove() }
    let report = try Doctor.audit(directory: folder.path)
    let secrets = report.findings.filter { $0.rule == .secretAPIKey }.map(\.file)
    #expect(secrets == ["ThirdParty/Vendor/server.pem"])
    #expect(report.summary.skipped.contains { $0.path == "vendor/bundle/" })
  }
}
