import Testing

@testable import SubscriptionDoctor

/// The third round on real apps, part B (docs/doctor-rules.md, "Third round
/// B"): UIKit stores, Tuist and Flutter projects, schemes and Info.plists as
/// those apps write them, each beside the twin that must still fire.
@Suite("Doctor shapes from real apps, third round B", .timeLimit(.minutes(10)))
struct ThirdRoundBShapeTests {
  @Test("Third-round-B source shapes: the mistake fires", arguments: RecallCase.thirdRoundBCases)
  func fires(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.fires)
    #expect(
      findings.contains {
        $0.rule == recall.rule && $0.severity != .note
          && (recall.file == nil || $0.file == recall.file)
      }, "\(findings)")
  }

  @Test("Third-round-B source shapes: the twin does not", arguments: RecallCase.thirdRoundBCases)
  func correct(_ recall: RecallCase) {
    let findings = Fixtures.findings(files: recall.correct)
    #expect(!findings.contains { $0.rule == recall.rule }, "\(findings)")
  }

  // MARK: - Project shapes

  /// One app target whose Release configuration is based on `Flutter/Release.xcconfig`
  /// and reads `App/Info.plist`.
  private let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
        G = { isa = PBXGroup; children = (A, X); sourceTree = "<group>"; };
        A = { isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        F1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        X = { isa = PBXFileReference; path = Flutter/Release.xcconfig; sourceTree = "<group>"; };
        B1 = { isa = PBXBuildFile; fileRef = F1; };
        P = { isa = PBXSourcesBuildPhase; files = (B1); };
        T = { isa = PBXNativeTarget; name = Runner; productType = "com.apple.product-type.application"; buildPhases = (P); buildConfigurationList = L2; };
        L = { isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
        C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
        C2 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
      };
      rootObject = R;
    }
    """

  private func infoPlist(_ value: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>CFBundleName</key>
      <string>App</string>
      <key>RevenueCatAPIKey</key>
      <string>\(value)</string>
    </dict>
    </plist>

    """
  }

  private func flutterApp(xcconfig: String, plistKey: String = "$(REVENUECAT_API_KEY)")
    -> [String: String]
  {
    [
      "Runner.xcodeproj/project.pbxproj": pbxproj,
      "App/App.swift": "import UIKit\nlet name = \"App\"\n",
      "App/Info.plist": infoPlist(plistKey),
      "Flutter/Release.xcconfig": xcconfig,
      "Flutter/Secrets.xcconfig": "REVENUECAT_API_KEY = appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1\n",
      "pubspec.yaml": "name: runner\n",
      "Podfile": "platform :ios, '13.0'\n",
    ]
  }

  @Test(
    "A Flutter or CocoaPods xcconfig a build tool generates is a note; a mistyped include is an error"
  )
  func generatedInclude() {
    let generated = """
      #include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig"
      #include "Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig"
      #include "Generated.xcconfig"
      #include "Secrets.xcconfig"

      """
    let includes = Fixtures.findings(files: flutterApp(xcconfig: generated))
      .filter { $0.rule == .brokenXCConfigInclude }
    #expect(includes.count == 2, "\(includes)")
    #expect(includes.allSatisfy { $0.severity == .note }, "\(includes)")
    #expect(includes.contains { $0.message.contains("flutter pub get") })
    #expect(includes.contains { $0.message.contains("pod install") })

    let mistyped = "#include \"Generated.xcconfig\"\n#include \"Secret.xcconfig\"\n"
    let broken = Fixtures.findings(files: flutterApp(xcconfig: mistyped))
      .filter { $0.rule == .brokenXCConfigInclude && $0.severity == .error }
    #expect(broken.count == 1, "\(broken)")
    #expect(broken.first?.message.contains("Flutter/Secret.xcconfig") == true)
  }

  @Test("A public key written into a committed Info.plist fires; $(REVENUECAT_API_KEY) does not")
  func keyInInfoPlist() {
    let include = "#include \"Secrets.xcconfig\"\n"
    let written = Fixtures.findings(
      files: flutterApp(xcconfig: include, plistKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
    ).filter { $0.rule == .hardcodedAPIKey }
    #expect(written.count == 1, "\(written)")
    #expect(written.first?.file == "App/Info.plist")
    #expect(written.first?.message.contains("appl_aBc") == false)

    let referenced = Fixtures.findings(files: flutterApp(xcconfig: include))
    #expect(!referenced.contains { $0.rule == .hardcodedAPIKey }, "\(referenced)")
    var ignored = flutterApp(xcconfig: include, plistKey: "appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1")
    ignored[".gitignore"] = "App/Info.plist\n"
    #expect(!Fixtures.findings(files: ignored).contains { $0.rule == .hardcodedAPIKey })
  }

  private let storeKit = RecallCase.storeKitFile([("pro_monthly", "4.99")])

  @Test(
    "A scheme's StoreKit path relative to the .xcodeproj resolves; one naming no file is an error")
  func schemeRelativeToProject() {
    let schemePath = RecallCase.schemePath
    let found = Fixtures.findings(files: [
      "App/Configuration.storekit": storeKit,
      schemePath: RecallCase.scheme(usingStoreKit: "../App/Configuration.storekit"),
    ]).filter { $0.rule == .storeKitConfigDrift }
    #expect(found.isEmpty, "\(found)")
    let missing = Fixtures.findings(files: [
      "App/Configuration.storekit": storeKit,
      schemePath: RecallCase.scheme(usingStoreKit: "../App/Products.storekit"),
    ]).filter { $0.rule == .storeKitConfigDrift && $0.severity == .error }
    #expect(missing.count == 1, "\(missing)")
  }

  @Test("A Tuist scheme's storeKitConfigurationPath uses the file; without it the file is a note")
  func tuistScheme() {
    func project(_ options: String) -> String {
      """
      import ProjectDescription

      let project = Project(
        name: "App",
        targets: [],
        schemes: [
          .scheme(
            name: "App",
            runAction: .runAction(options: .options(\(options)))
          ),
        ]
      )

      """
    }
    let used = Fixtures.findings(files: [
      "App/Mobile/Store.storekit": storeKit,
      "Project.swift": project("storeKitConfigurationPath: \"App/Mobile/Store.storekit\""),
    ]).filter { $0.rule == .storeKitConfigDrift }
    #expect(used.isEmpty, "\(used)")
    let unused = Fixtures.findings(files: [
      "App/Mobile/Store.storekit": storeKit, "Project.swift": project(""),
    ]).filter { $0.rule == .storeKitConfigDrift }
    #expect(unused.count == 1 && unused.first?.severity == .note, "\(unused)")
  }

  @Test("XcodeGen targetTemplates give their sources (with ${target_name}) to the target")
  func xcodeGenTemplates() {
    let configure =
      "import RevenueCat\nfunc setUp() { Purchases.configure(withAPIKey: \"appl_aBcDeFgHiJkLmNoPqRsTuVwXyZ1\") }\n"
    func spec(_ templates: String) -> String {
      """
      name: App
      targetTemplates:
        ApplicationTarget:
          type: application
          platform: iOS
          sources:
            - ${target_name}/Sources
      targets:
        Reader:
      \(templates)

      """
    }
    let files = [
      "Reader/Sources/Setup.swift": configure, "Unbuilt/Old.swift": configure,
    ]
    let templated = Fixtures.findings(
      files: files.merging(["project.yml": spec("    templates: [ApplicationTarget]")]) { $1 }
    ).filter { $0.rule == .hardcodedAPIKey }
    #expect(templated.map(\.file) == ["Reader/Sources/Setup.swift"], "\(templated)")
    let none = Fixtures.findings(
      files: files.merging(["project.yml": spec("    type: application")]) { $1 }
    ).filter { $0.rule == .hardcodedAPIKey }
    #expect(none.isEmpty, "\(none)")
  }
}
