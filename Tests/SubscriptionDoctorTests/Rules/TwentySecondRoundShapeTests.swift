import Testing

@testable import SubscriptionDoctor

/// Shapes from the twenty-second round's measurement (docs/doctor-rules.md,
/// "Twenty-second round").
struct TwentySecondRoundShapeTests {
  @Test(
    "A custom INFOPLIST_KEY_ setting the target's own Info.plist carries is read from the file; one it lacks fires"
  )
  func customKeyInOwnInfoPlist() {
    func errors(plistKeys: [String]) -> Int {
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \(plistKeys.map { "<key>\($0)</key><string>$(\($0))</string>" }.joined(separator: "\n"))
        </dict></plist>

        """
      let settings = """
        INFOPLIST_FILE = "App/App-Info.plist"; INFOPLIST_KEY_GADApplicationIdentifier = "ca-app-pub-1~2"; INFOPLIST_KEY_CFBundleDisplayName = Shop;
        """
      let files = [
        "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(settings: settings),
        "App/App.swift": "import SwiftUI\n\n@main struct ShopApp: App {}\n",
        "App/App-Info.plist": plist,
      ]
      return Fixtures.findings(files: files).count { $0.rule == .infoPlistKeyPrefixCustom }
    }
    #expect(errors(plistKeys: ["GADApplicationIdentifier", "CFBundleName"]) == 0)
    #expect(errors(plistKeys: ["CFBundleName"]) == 1)
    #expect(errors(plistKeys: []) == 1)
  }
}

extension TwentySecondRoundShapeTests {
  @Test(
    "A configure wrapper guarded by a state it then sets to a case runs once, even from .task; without the guard it fires"
  )
  func runOnceWrapperWithEnumState() {
    func findings(_ guardLine: String, assigned: String = ".ready") -> Int {
      let manager = """
        import RevenueCat

        @MainActor final class PurchaseManager {
          enum Availability { case disabled, ready }
          private(set) var availability: Availability = .disabled
          func configure() {
            \(guardLine)
            Purchases.configure(withAPIKey: "appl_abcdefghijklmnopqrstuvwxyz1")
            availability = \(assigned)
          }
        }

        """
      let app = """
        import SwiftUI

        @main struct WalkApp: App {
          let purchases = PurchaseManager()
          var body: some Scene {
            WindowGroup { Text("Walk").task { purchases.configure() } }
          }
        }

        """
      return Fixtures.findings(files: ["App/PurchaseManager.swift": manager, "App/App.swift": app])
        .count { $0.rule == .configureCalledTwice }
    }
    #expect(findings("guard availability != .ready else { return }") == 0)
    #expect(findings("if availability == .ready { return }") == 0)
    #expect(findings("") == 1)
    // A state compared with one case and set to another guards nothing.
    #expect(findings("guard availability != .ready else { return }", assigned: ".disabled") == 1)
  }
}
