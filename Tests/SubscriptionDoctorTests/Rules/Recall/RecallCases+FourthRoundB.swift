/// Shapes from the fourth round on real apps, part B (docs/doctor-rules.md,
/// "Fourth round B": keys, xcconfig, Info.plist, schemes): each false alarm,
/// written small, beside the twin that must still fire.
extension RecallCase {
  /// A project with one app target that generates its Info.plist
  /// (`GENERATE_INFOPLIST_FILE = YES`) and builds `App/App.swift`.
  static let generatedInfoPlistProject = ProjectText.oneTarget(
    "Reader", settings: "GENERATE_INFOPLIST_FILE = YES;")

  /// Bundles shipped as resources (a theme, debug symbols) whose Info.plists
  /// (`bundlePlists`: path and entries) describe those bundles, not the app:
  /// beside them the app target generates its own Info.plist, and only a
  /// stray `App/Info.plist` fires `custom-infoplist-not-used`.
  static func bundleInfoPlistCase(
    _ name: String, bundlePlists: [String: [(String, String)]]
  ) -> RecallCase {
    let app = [
      "Reader.xcodeproj/project.pbxproj": generatedInfoPlistProject,
      "App/App.swift": "import SwiftUI\nlet appName = \"Reader\"\n",
    ]
    return RecallCase(
      name: name, rule: .customInfoPlistNotUsed,
      fires: app.merging(["App/Info.plist": plist([("RevenueCatAPIKey", "$(REVENUECAT_API_KEY)")])])
      { $1 },
      correct: app.merging(bundlePlists.mapValues(plist)) { $1 },
      file: "App/Info.plist")
  }

  /// A plist dictionary of `entries` (key, string value).
  static func plist(_ entries: [(String, String)]) -> String {
    let body = entries.map { "  <key>\($0.0)</key>\n  <string>\($0.1)</string>" }
      .joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>

      """
  }

  /// A Decodable settings type whose keys come from the environment, its
  /// `CodingKeys` naming each field, and the RevenueCat key handed to the SDK.
  static func environmentSettings(_ extra: String = "") -> String {
    """
    import RevenueCat

    struct EnvironmentSettings: Decodable {
      let apiKey: String
      let mailerApiKey: String

      private enum CodingKeys: String, CodingKey {
        case apiKey = "REVENUECAT_API_KEY"
        case mailerApiKey = "MAILER_API_KEY"
      }
    \(extra)
    }

    func startPurchases(with settings: EnvironmentSettings) {
      Purchases.configure(withAPIKey: settings.apiKey)
    }

    """
  }

  /// A project whose Xcode 16 synchronized folder is the project's root
  /// (`path = .`), built by one app target; `exceptions` are the paths
  /// (written from the root) the target leaves out.
  static func rootSynchronizedProject(exceptions: [String]) -> String {
    let list = exceptions.map { "\"\($0)\"," }.joined(separator: " ")
    return """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
          R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
          G = { isa = PBXGroup; children = (S); sourceTree = "<group>"; };
          E = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(list)); target = T; };
          S = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E); path = .; sourceTree = "<group>"; };
          T = { isa = PBXNativeTarget; name = Habits; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S); buildConfigurationList = L2; };
          L = { isa = XCConfigurationList; buildConfigurations = (C1); };
          L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
          C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "Config/App-Info.plist"; }; };
        };
        rootObject = R;
      }
      """
  }

  static let fourthRoundBCases: [RecallCase] = [
    RecallCase(
      name:
        "an Info.plist in a synchronized folder at the project root (path = .) that its exceptions leave out",
      rule: .infoPlistInSyncedFolder,
      fires: [
        "Habits.xcodeproj/project.pbxproj": rootSynchronizedProject(exceptions: ["Scripts"]),
        "App/HabitsApp.swift": "import SwiftUI\nlet appName = \"Habits\"\n",
        "Config/App-Info.plist": plist([("CFBundleName", "Habits")]),
      ],
      correct: [
        "Habits.xcodeproj/project.pbxproj": rootSynchronizedProject(exceptions: [
          "Config/App-Info.plist", "Scripts",
        ]),
        "App/HabitsApp.swift": "import SwiftUI\nlet appName = \"Habits\"\n",
        "Config/App-Info.plist": plist([("CFBundleName", "Habits")]),
      ],
      file: "Config/App-Info.plist"),
    RecallCase(
      name:
        "a test_ key outside #if DEBUG fires; a notification name spelt test_camelCaseWords does not",
      rule: .testKeyInRelease,
      fires: [
        "App/DisplayWatcher.swift": """
        import Foundation
        import RevenueCat

        enum DisplayWatcher {
          static let purchasesKey = "test_KqWvRbTzXnMpLsDfGhJyCvBn"
        }

        """
      ],
      correct: [
        "App/DisplayWatcher.swift": """
        import Foundation
        import RevenueCat

        enum DisplayWatcher {
          static var changed: Notification.Name {
            .init(rawValue: "test_displaysWillChangeNotification")
          }
        }

        """
      ],
      file: "App/DisplayWatcher.swift"),
    RecallCase(
      name: "a notification name spelt appl_camelCaseWords is no hard-coded key; a real one is",
      rule: .hardcodedAPIKey,
      fires: [
        "App/Launch.swift": """
        import RevenueCat

        func launch() {
          Purchases.configure(withAPIKey: "appl_QzXwVbNmKrTyPlSdFgHjKcVb")
        }

        """
      ],
      correct: [
        "App/Launch.swift": """
        import Foundation
        import RevenueCat

        let launched = Notification.Name("appl_didFinishLaunchingSequence")

        func launch() {
          Purchases.configure(withAPIKey: Bundle.main.object(forInfoDictionaryKey: "RevenueCatAPIKey") as? String ?? "")
        }

        """
      ],
      file: "App/Launch.swift"),
    RecallCase(
      name:
        "a CodingKeys case naming the key's environment variable is no placeholder; the name as the key's value is",
      rule: .placeholderAPIKey,
      fires: [
        "App/EnvironmentSettings.swift": environmentSettings(
          """
            static let fallbackKey = "REVENUECAT_API_KEY"
            func configureFallback() { Purchases.configure(withAPIKey: Self.fallbackKey) }
          """)
      ],
      correct: ["App/EnvironmentSettings.swift": environmentSettings()],
      file: "App/EnvironmentSettings.swift"),
    RecallCase(
      name:
        "an enum case naming the Info.plist key the key is read by is no placeholder; a constant handed to the SDK is",
      rule: .placeholderAPIKey,
      fires: [
        "App/PurchasesSetup.swift": """
        import RevenueCat

        enum InfoKey {
          static let apiKey = "REVENUECAT_API_KEY"
        }

        func setUpPurchases() {
          Purchases.configure(withAPIKey: InfoKey.apiKey)
        }

        """
      ],
      correct: [
        "App/PurchasesSetup.swift": """
        import Foundation
        import RevenueCat

        enum InfoKey: String {
          case apiKey = "REVENUECAT_API_KEY"
        }

        func setUpPurchases() {
          let key = Bundle.main.object(forInfoDictionaryKey: InfoKey.apiKey.rawValue) as? String
          Purchases.configure(withAPIKey: key ?? "")
        }

        """
      ],
      file: "App/PurchasesSetup.swift"),
    RecallCase(
      name:
        "placeholders for another service's key (postHogAPIKey, mapTilesAPIKey) in Secrets.swift are not RevenueCat's",
      rule: .placeholderAPIKey,
      fires: [
        "Secrets/Secrets.swift": """
        enum Secrets {
          static let analyticsHost: String? = "https://analytics.localhost"
          static let revenueCatAPIKey: String? = "your_key"
        }

        """
      ],
      correct: [
        "Secrets/Secrets.swift": """
        enum Secrets {
          static let analyticsHost: String? = "https://analytics.localhost"
          static let postHogAPIKey: String? = "your_key"
          static let mapTilesAPIKey: String? = "your_key"
        }

        """,
        "App/Settings.xcconfig": "MAPBOX_API_KEY = YOUR_API_KEY\n",
      ],
      file: "Secrets/Secrets.swift"),
    RecallCase(
      name:
        "a receipt's CodingKeys case \"product_id\" is a JSON field, not a product the .storekit file lacks",
      rule: .storeKitConfigDrift,
      fires: [
        "App/Products.storekit": storeKitFile([("com.example.words.full", "4.99")]),
        schemePath: scheme(usingStoreKit: "../App/Products.storekit"),
        "App/Store.swift": """
        import StoreKit

        enum ProductID: String {
          case fullGame = "com.example.words.full"
          case hints = "com.example.words.hints"
        }

        """,
      ],
      correct: [
        "App/Products.storekit": storeKitFile([("com.example.words.full", "4.99")]),
        schemePath: scheme(usingStoreKit: "../App/Products.storekit"),
        "App/Store.swift": """
        import StoreKit

        enum ProductID: String {
          case fullGame = "com.example.words.full"
        }

        struct VerifiedPurchase: Decodable {
          let productId: String
          let transactionId: String

          enum CodingKeys: String, CodingKey {
            case productId = "product_id"
            case transactionId = "transaction_id"
          }
        }

        """,
      ],
      file: "App/Store.swift"),
    bundleInfoPlistCase(
      "a theme bundle's Info.plist (Themes/Sepia.readertheme/Info.plist) is the bundle's, not an unused app Info.plist",
      bundlePlists: [
        "Themes/Sepia.readertheme/Info.plist": [
          ("Name", "Sepia"), ("ThemeIdentifier", "com.example.themes.sepia"),
          ("CreatorName", "Example"),
        ],
        "Tools/Helper.app/Contents/Info.plist": [("CFBundleName", "Helper")],
      ]),
  ]
}
