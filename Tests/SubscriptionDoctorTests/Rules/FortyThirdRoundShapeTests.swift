import Foundation
import Testing

@testable import SubscriptionDoctor

/// The false classes and misses of the forty-third round
/// (docs/doctor-rules.md, "Forty-third round"), each beside the shape that
/// must still fire.
struct FortyThirdRoundShapeTests {
  /// `undefined-build-setting` findings for a project whose configuration's
  /// base xcconfig sits in a group no other group lists (a hand-edited
  /// project's `TEMP_…` group), with `files` beside it.
  private static func undefined(_ files: [String: String]) -> [Finding] {
    let project = ProjectText.oneTarget(
      sources: ["App.swift"], settings: "INFOPLIST_FILE = App/Info.plist;"
    )
    .replacingOccurrences(
      of: "C2 = { isa = XCBuildConfiguration;",
      with:
        "\"TEMP_1\" = { isa = PBXGroup; children = (\"TEMP_2\"); path = Config; sourceTree = \"<group>\"; };\n"
        + "    \"TEMP_2\" = { isa = PBXFileReference; path = Secrets.xcconfig; sourceTree = \"<group>\"; };\n"
        + "    C2 = { isa = XCBuildConfiguration; baseConfigurationReference = \"TEMP_2\";")
    return Fixtures.findings(
      files: [
        "App.xcodeproj/project.pbxproj": project,
        "App/App.swift": "import SwiftUI\n",
        "App/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>APIKey</key><string>$(ATTIC_API_KEY)</string></dict></plist>

        """,
      ].merging(files) { $1 }
    ).filter { $0.rule == .undefinedBuildSetting }
  }

  @Test(
    "A base xcconfig in a group nothing lists is still the configuration's: missing, it may define the setting; present without it, the setting is undefined"
  )
  func orphanGroupBaseConfiguration() {
    #expect(Self.undefined([:]).isEmpty)
    #expect(Self.undefined(["Config/Secrets.xcconfig": "ATTIC_API_KEY = abc\n"]).isEmpty)
    let undefined = Self.undefined(["Config/Secrets.xcconfig": "OTHER = 1\n"])
    #expect(undefined.count == 1 && undefined.first?.severity == .error, "\(undefined)")
  }

  /// Scheme findings for `App/Develop/Develop.xcodeproj`, whose shared scheme
  /// names `../App/Develop/Develop/Products.storekit`, with a root workspace
  /// when `withWorkspace`.
  private static func schemeFindings(withWorkspace: Bool) throws -> [Finding] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-doctor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files = [
      "App/Develop/Develop.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        "Develop", folder: "Develop", sources: ["DevelopApp.swift"],
        settings: "IPHONEOS_DEPLOYMENT_TARGET = 18.0;"),
      "App/Develop/Develop.xcodeproj/xcshareddata/xcschemes/Develop.xcscheme": RecallCase.scheme(
        usingStoreKit: "../App/Develop/Develop/Products.storekit"),
      "App/Develop/Develop/DevelopApp.swift": "import SwiftUI\n",
      "App/Develop/Develop/Products.storekit": RecallCase.storeKitFile([("tip.coffee", "2.99")]),
    ]
    if withWorkspace {
      files["NowPlaying.xcworkspace/contents.xcworkspacedata"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:App/Develop/Develop.xcodeproj"></FileRef>
        </Workspace>

        """
    }
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try Doctor.audit(directory: directory.path).findings.filter {
      $0.rule == .storeKitConfigDrift && ($0.message.contains("cheme"))
    }
  }

  @Test(
    "A scheme's StoreKit path written from the root workspace the project is opened in names that file; with no such workspace it is missing"
  )
  func rootWorkspaceStoreKitPath() throws {
    #expect(try Self.schemeFindings(withWorkspace: true).isEmpty)
    let missing = try Self.schemeFindings(withWorkspace: false)
    #expect(missing.contains { $0.severity == .error }, "\(missing)")
  }

  @Test("Rewards bought with points (rewardPurchases) are a balance spent, not subscription state")
  func rewardPurchases() {
    #expect(!NotificationSubscriptionStateRule.isStateName("rewardPurchases"))
    #expect(NotificationSubscriptionStateRule.isStateName("activePurchases"))
  }
}
