import Testing

@testable import SubscriptionDoctor

/// Shapes from the fifth round on real apps, part B (docs/doctor-rules.md,
/// "Fifth round B"): each false alarm, written small, beside the twin that
/// must still fire.
extension RecallCase {
  /// A project whose app target's Release configuration is based on
  /// `Config/Project.xcconfig`.
  static let xcconfigBasedProject = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
        G = { isa = PBXGroup; children = (A, X); sourceTree = "<group>"; };
        A = { isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        X = { isa = PBXFileReference; path = Config/Project.xcconfig; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        P = { isa = PBXSourcesBuildPhase; files = (B1); };
        T = { isa = PBXNativeTarget; name = Garage; productType = "com.apple.product-type.application"; buildPhases = (P); buildConfigurationList = L2; };
        L = { isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
        C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        C2 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
      };
      rootObject = R;
    }

    """

  static let fifthRoundBCases: [RecallCase] = [
    bundleInfoPlistCase(
      "a prebuilt framework's debug symbols (Sparkle.framework.dSYM/Contents/Info.plist) are the bundle's, not an unused app Info.plist",
      bundlePlists: [
        "Frameworks/Sparkle.framework.dSYM/Contents/Info.plist": [
          ("CFBundleIdentifier", "com.apple.xcode.dsym.org.sparkle-project.Sparkle"),
          ("CFBundlePackageType", "dSYM"), ("CFBundleShortVersionString", "2.6.0"),
        ]
      ]),
    RecallCase(
      name:
        "an include of a per-developer xcconfig is still broken when the repository has no template for it",
      rule: .brokenXCConfigInclude,
      fires: [
        "Garage.xcodeproj/project.pbxproj": xcconfigBasedProject,
        "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
        "Config/Project.xcconfig": "#include \"Local.xcconfig\"\nMARKETING_VERSION = 1.0\n",
        "Local.xcconfig.md": "Create Local.xcconfig with your team.\n",
      ],
      correct: [
        "Garage.xcodeproj/project.pbxproj": xcconfigBasedProject,
        "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
        "Config/Project.xcconfig": "#include? \"Local.xcconfig\"\nMARKETING_VERSION = 1.0\n",
        "Local.xcconfig.template": "DEVELOPMENT_TEAM = \n",
      ],
      file: "Config/Project.xcconfig"),
  ]
}

@Suite("Fifth round B shapes", .timeLimit(.minutes(10)))
struct FifthRoundBShapeTests {
  @Test("An include of a file copied from a committed template is a note, not an error")
  func templateIncludeIsNote() {
    let findings = Fixtures.findings(files: [
      "Garage.xcodeproj/project.pbxproj": RecallCase.xcconfigBasedProject,
      "App/App.swift": "import SwiftUI\nlet appName = \"Garage\"\n",
      "Config/Project.xcconfig": "#include \"Local.xcconfig\"\nMARKETING_VERSION = 1.0\n",
      "Local.xcconfig.template": "DEVELOPMENT_TEAM = \n",
    ]).filter { $0.rule == .brokenXCConfigInclude }
    #expect(findings.count == 1, "\(findings)")
    #expect(
      findings.allSatisfy { $0.severity == .note && $0.message.contains("Local.xcconfig.template") }
    )
  }

  @Test(
    "Template names the include may be copied from",
    arguments: [
      ("Config/Secrets.xcconfig", "Secrets.example.xcconfig", true),
      ("Config/Secrets.xcconfig", "Config/Secrets-Sample.xcconfig", true),
      ("Config/Secrets.xcconfig", "Secrets.xcconfig.template", true),
      ("Config/Secrets.xcconfig", "Other.xcconfig.template", false),
    ])
  func templateNames(_ target: String, _ file: String, _ found: Bool) {
    #expect((BrokenXCConfigIncludeRule.template(of: target, among: [file]) != nil) == found)
  }
}
