import Foundation
import Testing

@testable import SubscriptionDoctor

/// Shapes met while measuring the ninety-third and ninety-fourth rounds
/// (docs/doctor-rules.md), each beside the shape that must still fire or
/// stay quiet.
struct NinetyFourthRoundShapeTests {
  /// `undefined-build-setting` findings for an Info.plist value
  /// `$(NAME)`, with `debug` and `release` as the two configurations'
  /// settings.
  private static func undefined(_ name: String, debug: String, release: String = "")
    -> [Finding]
  {
    Fixtures.findings(files: [
      "App.xcodeproj/project.pbxproj": ProjectText.oneTarget(
        settings: "INFOPLIST_FILE = App/Info.plist; \(release)",
        debugSettings: "INFOPLIST_FILE = App/Info.plist; \(debug)"),
      "App/App.swift": "import SwiftUI\n",
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>\(name)</key><string>$(\(name))</string>
      </dict></plist>

      """,
    ]).filter { $0.rule == .undefinedBuildSetting }
  }

  @Test("A debug switch only Debug defines reads empty in Release; other settings must be set")
  func debugSwitchOnlyInDebug() {
    // Capacitor's template: `CAPACITOR_DEBUG = true` in debug.xcconfig only.
    #expect(Self.undefined("CAPACITOR_DEBUG", debug: "CAPACITOR_DEBUG = true;").isEmpty)
    #expect(Self.undefined("DEBUG_MENU", debug: "DEBUG_MENU = YES;").isEmpty)
    // Undefined in Debug too: reported for both.
    let nowhere = Self.undefined("CAPACITOR_DEBUG", debug: "")
    #expect(nowhere.count == 1)
    #expect(nowhere.first?.message.contains("App (Debug), App (Release)") == true)
    // A key or a host (not a switch) that Release lacks is still empty there.
    let key = Self.undefined("API_KEY", debug: "API_KEY = abc;")
    #expect(key.count == 1)
    #expect(key.first?.message.contains("App (Release)") == true)
    #expect(Self.undefined("DEBUGGER_HOST", debug: "DEBUGGER_HOST = a;").count == 1)
  }
}
