/// The text of small Xcode projects (`project.pbxproj`) for the doctor's
/// tests, so a fixture says only what differs: its target, its files, its settings.
enum ProjectText {
  /// One app target named `target`, building the Swift files `sources` of
  /// the group at `folder`, with `settings` (`KEY = value;` pairs, written
  /// as Xcode writes them) for its one configuration, Release — and, with
  /// `debugSettings`, a Debug configuration with those.
  static func oneTarget(
    _ target: String = "App", folder: String = "App", sources: [String] = ["App.swift"],
    settings: String, debugSettings: String? = nil
  ) -> String {
    let references = sources.indices.map {
      "    F\($0) = { isa = PBXFileReference; path = \(sources[$0]); sourceTree = \"<group>\"; };\n"
        + "    B\($0) = { isa = PBXBuildFile; fileRef = F\($0); };\n"
    }
    let files = sources.indices.map { "F\($0)" }.joined(separator: ", ")
    let builds = sources.indices.map { "B\($0)" }.joined(separator: ", ")
    let debug =
      debugSettings.map {
        """
            D1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
            D2 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \($0) }; };

        """
      } ?? ""
    let (projectConfigurations, targetConfigurations) =
      debugSettings == nil ? ("C1", "C2") : ("D1, C1", "D2, C2")
    return """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
          R = { isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L; };
          G = { isa = PBXGroup; children = (A); sourceTree = "<group>"; };
          A = { isa = PBXGroup; children = (\(files)); path = \(folder); sourceTree = "<group>"; };
      \(references.joined())    P = { isa = PBXSourcesBuildPhase; files = (\(builds)); };
          T = { isa = PBXNativeTarget; name = \(target); productType = "com.apple.product-type.application"; buildPhases = (P); buildConfigurationList = L2; };
          L = { isa = XCConfigurationList; buildConfigurations = (\(projectConfigurations)); };
          L2 = { isa = XCConfigurationList; buildConfigurations = (\(targetConfigurations)); };
          C1 = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          C2 = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(settings) }; };
      \(debug)  };
        rootObject = R;
      }

      """
  }

  /// An app project whose one target uses `App/Info.plist` (one key), with
  /// `files` beside it: what the Info.plist rules' fixtures share.
  static func appUsingInfoPlist(beside files: [String: String]) -> [String: String] {
    [
      "App.xcodeproj/project.pbxproj": oneTarget(
        sources: ["App.swift"], settings: "INFOPLIST_FILE = App/Info.plist;"),
      "App/App.swift": "import SwiftUI\n",
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>

      """,
    ].merging(files) { $1 }
  }
}
