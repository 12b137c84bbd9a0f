import Testing

@testable import SubscriptionDoctor

/// A placeholder committed under the real file's name that a CI script
/// overwrites before building (Xcode Cloud's `ci_post_clone.sh`, a GitHub
/// Actions step) never ships; one the script only reads still does.
struct ContinuousIntegrationScriptTests {
  /// One app target whose Release configuration is based on
  /// `BuildConfiguration/Release.xcconfig`.
  private static let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
        G = { isa = PBXGroup; children = (A, X); sourceTree = "<group>"; };
        A = { isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        X = { isa = PBXFileReference; path = BuildConfiguration/Release.xcconfig; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        P = { isa = PBXSourcesBuildPhase; files = (B1); };
        T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (P); buildConfigurationList = L2; };
        L = { isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
        C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        C2 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X; buildSettings = { }; };
      };
      rootObject = R;
    }
    """

  private static func app(script: (path: String, text: String)?) -> [String: String] {
    var files = [
      "App.xcodeproj/project.pbxproj": pbxproj,
      "App/App.swift": """
      import RevenueCat

      let key = Bundle.main.object(forInfoDictionaryKey: "RevenueCatKey") as? String ?? ""

      """,
      "BuildConfiguration/Release.xcconfig":
        "DEVELOPMENT_TEAM = ABC\nAPP_REVENUECAT_KEY = replace.me\n",
    ]
    if let script { files[script.path] = script.text }
    return files
  }

  private static func placeholders(script: (path: String, text: String)?) -> [Finding] {
    Fixtures.findings(files: app(script: script)).filter { $0.rule == .placeholderAPIKey }
  }

  @Test("The doctor reads Xcode Cloud's scripts from disk")
  func readsScriptsFromDisk() throws {
    let script = (
      "ci_scripts/ci_post_clone.sh",
      "echo \"APP_REVENUECAT_KEY = $KEY\" > ../BuildConfiguration/Release.xcconfig\n"
    )
    let folder = try TemporaryFolder(Self.app(script: script))
    defer { folder.remove() }
    let findings = try Doctor.run(directory: folder.path)
    #expect(!findings.contains { $0.rule == .placeholderAPIKey }, "\(findings)")
  }

  @Test("Without a script the committed placeholder fires")
  func noScript() {
    #expect(
      Self.placeholders(script: nil).map(\.file) == ["BuildConfiguration/Release.xcconfig"])
  }

  @Test(
    "A CI script or pipeline that writes the file before building clears it",
    arguments: [
      (
        "ci_scripts/ci_post_clone.sh",
        """
        #!/bin/sh
        echo "Rewriting Release.xcconfig file"
        echo "DEVELOPMENT_TEAM = $DEVELOPMENT_TEAM" > ../BuildConfiguration/Release.xcconfig
        echo "APP_REVENUECAT_KEY = $APP_REVENUECAT_KEY" >> ../BuildConfiguration/Release.xcconfig

        """
      ),
      (
        "ci_scripts/ci_pre_xcodebuild.sh",
        "sed -i '' \"s/replace.me/$KEY/\" \"$CI_PRIMARY_REPOSITORY_PATH/BuildConfiguration/Release.xcconfig\"\n"
      ),
      (
        ".github/workflows/release.yml",
        """
        jobs:
          build:
            steps:
              - name: Keys
                run: |
                  echo "APP_REVENUECAT_KEY = ${{ secrets.RC_KEY }}" > BuildConfiguration/Release.xcconfig

        """
      ),
    ])
  func written(_ path: String, _ text: String) {
    #expect(Self.placeholders(script: (path, text)).isEmpty)
  }

  @Test(
    "A script that only reads the file, names another file, or writes it in a comment does not",
    arguments: [
      ("ci_scripts/ci_post_clone.sh", "cat ../BuildConfiguration/Release.xcconfig\n"),
      (
        "ci_scripts/ci_post_clone.sh",
        "cp Release.xcconfig.template Other.xcconfig > /dev/null\n"
      ),
      ("ci_scripts/ci_post_clone.sh", "# echo \"KEY = x\" > Release.xcconfig\n"),
      ("scripts/setup.sh", "echo \"KEY = $KEY\" > BuildConfiguration/Release.xcconfig\n"),
    ])
  func notWritten(_ path: String, _ text: String) {
    #expect(
      Self.placeholders(script: (path, text)).map(\.file) == [
        "BuildConfiguration/Release.xcconfig"
      ])
  }
}
