import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the hundred-and-fourteenth round
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct HundredFourteenthRoundShapeTests {
  /// The `custom-infoplist-not-used` findings of a target naming a Mac
  /// Catalyst Info.plist for `sdk=macosx*` and, when `unconditional`,
  /// `Resources/Info.plist` without a condition, beside a file at
  /// `Legacy/Info.plist` no setting names.
  private static func catalystInfoPlistFindings(unconditional: Bool) -> [Finding] {
    let iOS = unconditional ? "INFOPLIST_FILE = Resources/Info.plist; " : ""
    let plist = { (keys: String) in
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(keys)</dict></plist>\n"
    }
    return Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings:
          "IPHONEOS_DEPLOYMENT_TARGET = 17.0; SUPPORTS_MACCATALYST = YES; \(iOS)\"INFOPLIST_FILE[sdk=macosx*]\" = \"Resources/Info-Catalyst.plist\";"
      ),
      "App/App.swift": Fixtures.swiftUIApp(showing: "Text(\"Remote\")"),
      "Resources/Info.plist": plist(
        "<key>CFBundleDisplayName</key><string>Remote</string><key>NSBluetoothAlwaysUsageDescription</key><string>Car</string>"
      ),
      "Resources/Info-Catalyst.plist": plist(
        "<key>CFBundleDisplayName</key><string>Remote</string>"),
      "Legacy/Info.plist": plist("<key>NSCameraUsageDescription</key><string>Scan codes</string>"),
    ]).filter { $0.rule == .customInfoPlistNotUsed }
  }

  @Test("The Info.plist set without a condition beside a Mac Catalyst one is used")
  func unconditionalBesideCatalystInfoPlist() {
    // mimi-remote: `INFOPLIST_FILE = Resources/Info.plist;` then
    // `"INFOPLIST_FILE[sdk=macosx*]" = "Resources/Info-Catalyst.plist";`:
    // the Catalyst value replaced the iOS one, whose file read as unused.
    #expect(
      Self.catalystInfoPlistFindings(unconditional: true).map(\.file) == ["Legacy/Info.plist"])
    // With the Catalyst setting alone, the other file is the one nothing names.
    #expect(
      Self.catalystInfoPlistFindings(unconditional: false).map(\.file).sorted() == [
        "Legacy/Info.plist", "Resources/Info.plist",
      ])
  }
}
