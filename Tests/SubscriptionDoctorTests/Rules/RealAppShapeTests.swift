import Foundation
import Testing

@testable import SubscriptionDoctor

/// Project shapes measured on real open-source apps (docs/doctor-rules.md,
/// "Measured on real apps") that cried wolf, each beside the twin that must
/// still fire.
@Suite("Doctor shapes from real apps", .timeLimit(.minutes(10)))
struct RealAppShapeTests {
  /// A one-target project building `App/App.swift`, `App/Gone.swift` (absent
  /// unless written) and the asset catalog `App/Assets.xcassets` (a folder);
  /// the target's Info.plist is `App/Info.plist`.
  private let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
        G = { isa = PBXGroup; children = (A); sourceTree = "<group>"; };
        A = { isa = PBXGroup; children = (F1, F2, F3); path = App; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        F2 = { isa = PBXFileReference; path = Gone.swift; sourceTree = "<group>"; };
        F3 = { isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        B2 = { isa = PBXBuildFile; fileRef = F2; };
        B3 = { isa = PBXBuildFile; fileRef = F3; };
        P = { isa = PBXSourcesBuildPhase; files = (B1, B2); };
        Q = { isa = PBXResourcesBuildPhase; files = (B3); };
        T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (P, Q); buildConfigurationList = L2; };
        L = { isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
        C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
      };
      rootObject = R;
    }
    """

  private func plist(_ keys: [String]) -> String {
    let entries = keys.map { "  <key>\($0)</key>\n  <string>$(\($0.uppercased()))</string>\n" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \(entries.joined())</dict>
      </plist>

      """
  }

  private func project(_ extra: [String: String]) -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj": pbxproj,
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": plist(["CFBundleName", "CFBundleIdentifier"]),
    ].merging(extra) { $1 }
  }

  private func missingNotes(_ files: [String: String]) -> [String] {
    Fixtures.findings(files: files)
      .filter { $0.rule == .unreadableFile && $0.severity == .note }
      .map(\.message)
  }

  @Test("A built folder with files inside (an asset catalog) is not missing; an absent file is")
  func builtFolder() {
    let catalog = ["App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}\n"]
    let present = project(catalog.merging(["App/Gone.swift": "let gone = 1\n"]) { $1 })
    #expect(missingNotes(present).isEmpty)
    let notes = missingNotes(project(catalog))
    #expect(notes.count == 1)
    #expect(notes.first?.contains("1 file(s)") == true)
    #expect(notes.first?.contains("App/Gone.swift") == true)
    #expect(notes.first?.contains("Assets.xcassets") == false)
  }

  @Test("On disk too: the asset catalog folder is here, the absent source file is not")
  func builtFolderOnDisk() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = project(["App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}\n"])
    for (path, text) in files { try folder.write(path, text) }
    let notes = try Doctor.run(directory: folder.url.path)
      .filter { $0.rule == .unreadableFile && $0.severity == .note }.map(\.message)
    #expect(notes.count == 1)
    #expect(notes.first?.contains("1 file(s)") == true)
    #expect(notes.first?.contains("App/Gone.swift") == true)
  }

  @Test("A leftover Info.plist whose keys the used one carries loses nothing; an extra key fires")
  func leftoverInfoPlist() {
    let gone = ["App/Gone.swift": "let gone = 1\n"]
    let copy = project(
      gone.merging(["Resources/Info.plist": plist(["CFBundleName", "CFBundleIdentifier"])]) { $1 })
    #expect(!Fixtures.findings(files: copy).contains { $0.rule == .customInfoPlistNotUsed })
    let extra = project(
      gone.merging(["Resources/Info.plist": plist(["CFBundleName", "RevenueCatAPIKey"])]) { $1 })
    #expect(
      Fixtures.findings(files: extra).filter { $0.rule == .customInfoPlistNotUsed }.map(\.file)
        == ["Resources/Info.plist"])
  }

  @Test("A setting only a sample xcconfig defines is a note; defined nowhere, an error")
  func sampleXCConfig() {
    let gone = ["App/Gone.swift": "let gone = 1\n"]
    func severities(_ files: [String: String]) -> [Severity] {
      Fixtures.findings(files: project(files)).filter { $0.rule == .undefinedBuildSetting }
        .map(\.severity)
    }
    let sample = gone.merging([
      "sample.debug.xcconfig":
        "// Copy to debug.xcconfig\nCFBUNDLENAME = App\nCFBUNDLEIDENTIFIER = com.example\n"
    ]) { $1 }
    #expect(severities(sample) == [.note, .note])
    #expect(severities(gone) == [.error, .error])
  }

  @Test("A configure wrapper guarded by a once-flag may be called from several places")
  func onceGuardedWrapper() {
    func payments(_ guardLine: String) -> String {
      """
      import RevenueCat
      final class Payments {
        private var didConfigure = false
        func start() {
      \(guardLine)
          Purchases.configure(withAPIKey: AppKeys.revenueCat)
          didConfigure = true
        }
      }
      """
    }
    let app = """
      struct Launch {
        let payments = Payments()
        init() { payments.start() }
        func resume() { payments.start() }
        func ads() { MobileAds.shared.start() }
      }
      """
    let guarded = payments("    guard !didConfigure else { return }")
    #expect(
      !Fixtures.findings(files: ["App/Payments.swift": guarded, "App/Launch.swift": app])
        .contains { $0.rule == .configureCalledTwice })
    #expect(
      Fixtures.findings(files: ["App/Payments.swift": payments(""), "App/Launch.swift": app])
        .contains { $0.rule == .configureCalledTwice })
  }

  @Test("Another type's configure() of the same name is not a second call of the wrapper")
  func sameNamedConfigure() {
    let payments = """
      import RevenueCat
      final class Payments {
        func configure() { Purchases.configure(withAPIKey: AppKeys.revenueCat) }
      }
      enum Analytics {
        static func configure() {}
      }
      """
    let app = """
      struct Launch {
        let payments = Payments()
        init() {
          Analytics.configure()
          payments.configure()
        }
      }
      """
    let twice = """
      struct Launch {
        let payments = Payments()
        init() { payments.configure() }
        func reset() { payments.configure() }
      }
      """
    #expect(
      !Fixtures.findings(files: ["App/Payments.swift": payments, "App/Launch.swift": app])
        .contains { $0.rule == .configureCalledTwice })
    #expect(
      Fixtures.findings(files: ["App/Payments.swift": payments, "App/Launch.swift": twice])
        .contains { $0.rule == .configureCalledTwice })
  }

  // MARK: - Second round (docs/doctor-rules.md, "Measured on real apps")

  @Test("Second-round source shapes: the mistake fires", arguments: RecallCase.secondRoundCases)
  func secondRoundFires(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.fires)
    #expect(findings.contains { $0.rule == recall.rule && $0.severity != .note }, "\(findings)")
  }

  @Test("Second-round source shapes: the twin does not", arguments: RecallCase.secondRoundCases)
  func secondRoundCorrect(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.correct)
    #expect(!findings.contains { $0.rule == recall.rule }, "\(findings)")
  }

  // MARK: - Third round A (docs/doctor-rules.md, "Third round A")

  @Test("Third-round A source shapes: the mistake fires", arguments: RecallCase.thirdRoundACases)
  func thirdRoundAFires(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.fires)
    #expect(findings.contains { $0.rule == recall.rule && $0.severity != .note }, "\(findings)")
  }

  @Test("Third-round A source shapes: the twin does not", arguments: RecallCase.thirdRoundACases)
  func thirdRoundACorrect(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.correct)
    #expect(!findings.contains { $0.rule == recall.rule }, "\(findings)")
  }

  @Test("A known StoreKit issue meets a purchase call, not an analytics case named purchase")
  func knownIssueNeedsACall() {
    let targeted = pbxproj.replacingOccurrences(
      of: "INFOPLIST_FILE = App/Info.plist;",
      with: "INFOPLIST_FILE = App/Info.plist; IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    func notes(_ code: String, about topic: String) -> [Finding] {
      Fixtures.findings(
        files: project([
          "App.xcodeproj/project.pbxproj": targeted, "App/Gone.swift": code,
        ])
      ).filter { $0.rule == .knownStoreKitIssue && $0.message.contains(topic) }
    }
    func purchaseNotes(_ code: String) -> [Finding] { notes(code, about: "purchase sheet") }
    // StoreKit 1 loads products through a delegate: the value counts.
    #expect(
      notes(
        """
        import StoreKit

        final class TipJar: NSObject, SKProductsRequestDelegate {
          func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
            let loaded = response.products
            print(loaded)
          }
        }

        """, about: "Simulator"
      ).count == 1)
    // RevenueCat's `getProducts` and SwiftyStoreKit's `retrieveProductsInfo` load products.
    for load in [
      "Purchases.shared.getProducts([\"tip\"]) { self.products = $0 }",
      "SwiftyStoreKit.retrieveProductsInfo([\"tip\"]) { self.products = Array($0.retrievedProducts) }",
    ] {
      let found = notes(
        """
        import StoreKit

        final class TipStore {
          var products: [Any] = []
          func load() { \(load) }
        }

        """, about: "Simulator")
      #expect(found.map(\.line) == [5], "\(load)")
    }
    // Storing the app's own `products` property loads nothing.
    #expect(
      notes(
        """
        import StoreKit

        final class TipBoxViewController {
          private var products: [SKProduct] = []
          func setProducts(_ products: [SKProduct]) { self.products = products }
        }

        """, about: "Simulator"
      ).isEmpty)
    #expect(
      purchaseNotes(
        """
        import StoreKit

        enum AnalyticEvent: String { case appLaunched, purchase }
        func track(_ name: String) {}
        func logPurchase() { track(AnalyticEvent.purchase.rawValue) }

        """
      ).isEmpty)
    #expect(
      purchaseNotes(
        """
        import StoreKit

        func buy(_ product: Product) async throws { _ = try await product.purchase() }

        """
      ).count == 1)
  }

  @Test("A scheme's path written with XML character references (an emoji folder) is found")
  func schemeEntityPath() {
    func missing(_ identifier: String) -> [Finding] {
      let scheme = RecallCase.scheme.replacingOccurrences(
        of: "../../Products.storekit", with: identifier)
      return Fixtures.findings(
        files: project([
          "App/Gone.swift": "import StoreKit\nlet ids = [\"com.example.pro\"]\n",
          RecallCase.schemePath: scheme,
          "App/🧰Support/Products.storekit": RecallCase.storeKitFile([("com.example.pro", "4.99")]),
        ])
      ).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("does not exist") }
    }
    #expect(missing("../../App/&#x1f9f0;Support/Products.storekit").isEmpty)
    #expect(missing("../../App/&#x1f9f0;Support/Gone.storekit").count == 1)
  }

  @Test("Firebase's GoogleService-Info.plist in a synchronized folder is a resource")
  func googleServiceInSyncedFolder() throws {
    let synced = try String(
      contentsOf: Fixtures.root.appendingPathComponent(
        "Rules/infoplist-in-synced-folder/fires/App.xcodeproj/project.pbxproj"),
      encoding: .utf8)
    func flagged(_ name: String) -> [String] {
      Fixtures.findings(
        files: [
          "App.xcodeproj/project.pbxproj": synced, "App/App.swift": "let name = \"App\"\n",
          "App/\(name)": plist(["API_KEY", "GOOGLE_APP_ID"]),
        ]
      ).filter { $0.rule == .infoPlistInSyncedFolder }.map(\.file)
    }
    #expect(flagged("GoogleService-Info.plist").isEmpty)
    // Copied under its own name, no target's Info.plist: a plain resource,
    // nothing collides (thirtieth round, addy).
    #expect(flagged("Staging-Info.plist").isEmpty)
    #expect(flagged("Info.plist") == ["App/Info.plist"])
  }

  @Test(
    "Subscription words in names: isPro, isUnlocked and paidUser are state; failures, navigation and others are not"
  )
  func subscriptionStateNames() {
    for name in [
      "isPro", "isProUser", "isUnlocked", "featuresUnlocked", "paidUser", "isPremium",
      "appIsUnlocked", "alreadyPaid", "isFullVersionUnlocked", "PaymentPaid",
      "CastSnipPaymentPurchaseNotification", "purchaseSucceeded", "subscriptionRenewed",
      "isProActive", "isProMember", "hasPro", "isSubscriber", "subscriberStatus",
      "SUBSCRIBER_UPDATED", "KSubscriptionStatusDidUpdate", "isUserSubscribed",
      "activeSubscriptionIds", "currentSubscriptionId", "isShowroomPremium", "subscriptionStream",
      "subscriptionEvents",
    ] {
      #expect(NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
    for name in [
      "isProcessing", "unlockedAchievements", "hasPaidForTrainer", "OpenMyPurchases",
      "showPremiumPaywall", "vaultIsUnlocked", "levelUnlocked", "doorUnlocked",
      "purchaseFailed", "CastSnipFailedPurchaseNotification", "subscriptionError",
      "PurchaseCancelledNotification", "premiumPurchaseFailure", "isProMotionEnabled",
      "hasProMotionDisplay", "toast.subscribed", "showPremiumBanner",
      "SubredditSubscriptionDidChange", "pauseSubscriber", "playerGravitySubscriber",
      "podcastSubscribed", "showingPremiumAlert", "isShowingPaywall", "shouldShowSubscription",
      "showingSubscriptionManagement", "isPresentingPurchase", "premiumAlert",
      "purchaseSheet", "userSubscriptionId", "subscriptionGroupID", "pushSubscriptionToken",
      "subscribedChannels", "subscriptionTopics", "podcastsSubscribed",
      "subscribedMessageChannelIds", "premiumFeatureAccessed", "proButtonTapped",
      "subscriptionCellClicked",
    ] {
      #expect(!NotificationSubscriptionStateRule.isStateName(name), "\(name)")
    }
  }

  private func infoPlist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """
  }

  @Test("$(AppIdentifierPrefix) is Xcode's (the team prefix); a setting nobody defines is not")
  func appIdentifierPrefix() {
    let gone = ["App/Gone.swift": "let gone = 1\n"]
    func undefined(_ value: String) -> [Finding] {
      Fixtures.findings(
        files: project(
          gone.merging([
            "App/Info.plist": infoPlist(
              "  <key>KeychainGroup</key>\n  <string>\(value).com.example.shared</string>")
          ]) { $1 })
      ).filter { $0.rule == .undefinedBuildSetting }
    }
    #expect(undefined("$(AppIdentifierPrefix)").isEmpty)
    #expect(undefined("$(TeamIdentifierPrefix)").isEmpty)
    #expect(undefined("$(KEYCHAIN_PREFIX)").map(\.severity) == [.error])
  }

  @Test("An Info.plist with preprocessor lines (INFOPLIST_PREPROCESS) reads; stray text does not")
  func preprocessedInfoPlist() {
    let gone = ["App/Gone.swift": "let gone = 1\n"]
    func unreadable(_ line: String) -> [Finding] {
      Fixtures.findings(
        files: project(
          gone.merging([
            "App/Info.plist": infoPlist(
              """
                <key>CFBundleName</key>
                <string>App</string>
              \(line)
                <key>NSAppTransportSecurity</key>
                <dict><key>NSAllowsArbitraryLoads</key><true/></dict>
                #endif
              """)
          ]) { $1 })
      ).filter { $0.rule == .unreadableFile && $0.severity == .warning }
    }
    #expect(unreadable("  #ifndef DISABLE_PLAIN_HTTP").isEmpty)
    #expect(unreadable("  DISABLE_PLAIN_HTTP").count == 1)
  }

  @Test("A mock GoogleService-Info.plist is a resource; an unused custom -Info.plist fires")
  func mockGoogleServicePlist() {
    let gone = ["App/Gone.swift": "let gone = 1\n"]
    func unused(_ name: String) -> [String] {
      Fixtures.findings(
        files: project(
          gone.merging(["App/Credentials/\(name)": plist(["API_KEY", "GOOGLE_APP_ID"])]) { $1 })
      ).filter { $0.rule == .customInfoPlistNotUsed }.map(\.file)
    }
    #expect(unused("mock-GoogleService-Info.plist").isEmpty)
    // A build flavour inside the name (Noteshelf3, ninety-seventh round).
    #expect(unused("GoogleService-Beta-Info.plist").isEmpty)
    #expect(unused("GoogleService-Prod-EE-Info.plist").isEmpty)
    #expect(unused("Staging-Info.plist") == ["App/Credentials/Staging-Info.plist"])
  }

  @Test("A built file in a folder the walk skips but that is here (fastlane/) is not missing")
  func skippedFolderBuildFile() throws {
    func notes(_ path: String, writing extra: [String: String]) throws -> [String] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let moved = pbxproj.replacingOccurrences(
        of: "path = Gone.swift; sourceTree = \"<group>\";",
        with: "path = \(path); sourceTree = SOURCE_ROOT;")
      let files = project([
        "App.xcodeproj/project.pbxproj": moved,
        "App/Assets.xcassets/AppIcon.appiconset/Contents.json": "{}\n",
      ]).merging(extra) { $1 }
      for (path, text) in files { try folder.write(path, text) }
      return try Doctor.run(directory: folder.url.path)
        .filter { $0.rule == .unreadableFile && $0.severity == .note }.map(\.message)
    }
    let helper = "fastlane/SnapshotHelper.swift"
    #expect(try notes(helper, writing: [helper: "import XCTest\n"]).isEmpty)
    // An ignored build product that is not here is reported, as any absent file.
    #expect(try notes("Carthage/Build/iOS/Swinject.framework", writing: [:]).count == 1)
    #expect(try notes("Tools/SnapshotHelper.swift", writing: [:]).count == 1)
  }

  private func xcodeGenSpec(sources: String, settings: String) -> String {
    """
    name: App
    targets:
      App:
        type: application
        platform: iOS
        sources:
    \(sources)
        settings:
    \(settings)

    """
  }

  @Test("XcodeGen sources hold Info.plist without copying it, and give it to the target")
  func xcodeGenSourcesInfoPlist() {
    let files: [String: String] = [
      "App/App.swift": "import StoreKit\nlet name = \"App\"\n",
      "App/Info.plist": plist(["CFBundleName", "RevenueCatAPIKey"]),
    ]
    func rules(_ spec: String) -> Set<RuleID> {
      Set(Fixtures.findings(files: files.merging(["project.yml": spec]) { $1 }).map(\.rule))
    }
    let generated =
      "      GENERATE_INFOPLIST_FILE: YES\n      CFBUNDLENAME: App\n      REVENUECATAPIKEY: appl_x"
    let plain = rules(xcodeGenSpec(sources: "      - App", settings: generated))
    #expect(!plain.contains(.infoPlistInSyncedFolder))
    #expect(!plain.contains(.customInfoPlistNotUsed))
    let synced = rules(
      xcodeGenSpec(
        sources: "      - path: App\n        type: syncedFolder",
        settings:
          "      INFOPLIST_FILE: App/Info.plist\n      CFBUNDLENAME: App\n      REVENUECATAPIKEY: appl_x"
      ))
    #expect(synced.contains(.infoPlistInSyncedFolder))
    let elsewhere = rules(
      xcodeGenSpec(sources: "      - Sources", settings: generated)
    ).contains(.customInfoPlistNotUsed)
    #expect(elsewhere)
  }

  @Test("A .storekit product the code writes anywhere is named; one it never writes is a note")
  func storeKitProductWritten() {
    func unnamed(_ extra: String) -> [String] {
      Fixtures.findings(
        files: [
          "Products.storekit": RecallCase.storeKitFile([
            ("com.example.monthly", "4.99"), ("com.example.supporter", "9.99"),
          ]),
          "App/Store.swift": """
          import StoreKit

          struct SupporterIDs { var tier: String }

          enum Store {
            static let supporter = SupporterIDs(tier: \(extra))
            static func load() async throws -> [Product] {
              try await Product.products(for: ["com.example.monthly"])
            }
          }

          """,
        ]
      ).filter { $0.rule == .storeKitConfigDrift && $0.message.contains("neither") }
        .map(\.message)
    }
    #expect(unnamed("\"com.example.supporter\"").isEmpty)
    #expect(unnamed("\"supporter\"").count == 1)
  }
}
