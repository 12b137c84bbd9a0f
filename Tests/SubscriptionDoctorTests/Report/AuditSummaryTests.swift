import Foundation
import Testing

@testable import SubscriptionDoctor

/// The audit summary after the findings (issue 29 §5): what was read, the
/// paywalls and `.storekit` files found, and what was skipped with why, in
/// text, JSON and SARIF.
struct AuditSummaryTests {
  private func report(_ relativePath: String) throws -> DoctorReport {
    let directory = try Fixtures.copy(relativePath)
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    return try Doctor.audit(directory: directory.path)
  }

  @Test("A clean Xcode project: targets, configurations, files, the paywall and test files skipped")
  func cleanProject() throws {
    let summary = try report("CorrectXcode16").summary
    #expect(summary.targets.contains("MyApp"), "\(summary.targets)")
    #expect(summary.targets.contains { $0.hasSuffix("(tests)") }, "\(summary.targets)")
    #expect(summary.configurations == ["Debug", "Release"])
    #expect((summary.files["swift"] ?? 0) > 0 && summary.appSwiftFiles > 0)
    #expect(summary.paywalls.contains { $0.hasPrefix("PaywallView (") }, "\(summary.paywalls)")
    #expect(
      summary.skipped.contains {
        $0.reason.contains("test targets") || $0.path.contains("test targets")
      })
  }

  @Test("Skipped folders, excluded patterns and rules turned off are listed with the reason")
  func skippedWithReasons() {
    let snapshot = ProjectSnapshot(
      files: [
        ProjectSnapshot.File(path: "App/A.swift", bytes: Array("let a = 1\n".utf8)),
        ProjectSnapshot.File(path: "Legacy/B.swift", bytes: Array("let b = 2\n".utf8)),
        ProjectSnapshot.File(
          path: ".subkit-doctor.json",
          bytes: Array(#"{"rules": {"hardcoded-price": "off"}, "exclude": ["Legacy/**"]}"#.utf8)),
      ], skippedFolders: ["Pods", "build"])
    let summary = Doctor.report(snapshot).summary
    let reasons = Dictionary(summary.skipped.map { ($0.path, $0.reason) }) { first, _ in first }
    #expect(reasons["Pods/"]?.contains("dependencies") == true, "\(summary.skipped)")
    #expect(reasons["build/"] == "build products")
    #expect(reasons["Legacy/**"]?.contains("excluded") == true)
    #expect(reasons["rule hardcoded-price"]?.contains("turned off") == true)
    #expect(summary.appSwiftFiles == 1)
  }

  @Test("An unreadable file is listed once with why, not with its finding's opening again")
  func unreadableReason() {
    let snapshot = ProjectSnapshot(files: [
      ProjectSnapshot.File(path: "App/A.swift", bytes: Array("let a = 1\n".utf8)),
      ProjectSnapshot.File(path: "App/B.swift", bytes: Array("let b = \"open\n".utf8)),
    ])
    let summary = Doctor.report(snapshot).summary
    let reason = summary.skipped.first { $0.path == "App/B.swift" }?.reason
    #expect(
      reason?.hasPrefix("could not be read: unterminated string literal") == true,
      "\(summary.skipped)")
  }

  @Test("Objective-C and C/C++ sources are counted as not audited, excluded ones left out")
  func otherLanguagesCounted() {
    let swiftOnly: Set<String> = ["App/A.swift", "App/Info.plist"]
    let mixed = swiftOnly.union([
      "App/AppDelegate.m", "App/Bridge.mm", "Engine/Game.cpp", "Engine/vec.c", "App/AppDelegate.h",
      "Legacy/Old.m",
    ])
    func summary(_ paths: Set<String>) -> AuditSummary {
      let snapshot = ProjectSnapshot(
        files: [
          ProjectSnapshot.File(path: "App/A.swift", bytes: Array("let a = 1\n".utf8)),
          ProjectSnapshot.File(
            path: ".subkit-doctor.json", bytes: Array(#"{"exclude": ["Legacy/**"]}"#.utf8)),
        ], allPaths: paths)
      return Doctor.report(snapshot).summary
    }
    let other = summary(mixed).skipped.filter { $0.path.contains("Objective-C") }
    #expect(other.map(\.path) == ["4 Objective-C or C/C++ file(s)"], "\(other)")
    #expect(other.first?.reason.contains("not audited") == true)
    #expect(!summary(swiftOnly).skipped.contains { $0.path.contains("Objective-C") })
  }

  @Test("Text prints Audited and Skipped lines before the last line, also when nothing was found")
  func text() {
    var summary = AuditSummary()
    summary.targets = ["MyApp"]
    summary.files = ["swift": 3]
    summary.appSwiftFiles = 3
    summary.paywalls = ["PaywallView (App/PaywallView.swift)"]
    summary.skipped = [AuditSummary.Skipped(path: "Pods/", reason: "dependencies")]
    let text = TextRenderer(useColor: false).render(DoctorReport(findings: [], summary: summary))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(text)")
    #expect(lines[0].hasPrefix("Audited: targets MyApp;"))
    #expect(lines[0].contains("3 file(s) read (3 swift)"))
    #expect(lines[0].contains("paywalls PaywallView (App/PaywallView.swift)"))
    #expect(lines[1] == "Skipped: Pods/ (dependencies).")
    #expect(lines[2] == "subkit doctor: no problems found.")
  }

  @Test("JSON carries an audit object; SARIF carries it in run properties and notifications")
  func jsonAndSARIF() throws {
    var summary = AuditSummary()
    summary.targets = ["MyApp"]
    summary.storeKitFiles = ["Products.storekit (scheme MyApp)"]
    summary.skipped = [AuditSummary.Skipped(path: "Pods/", reason: "dependencies")]
    let report = DoctorReport(
      findings: [Finding(rule: .hardcodedPrice, file: "A.swift", line: 1, message: "m")],
      summary: summary)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(report).utf8))
        as? [String: Any])
    let audit = try #require(json["audit"] as? [String: Any])
    #expect(audit["targets"] as? [String] == ["MyApp"])
    #expect(audit["storeKitFiles"] as? [String] == ["Products.storekit (scheme MyApp)"])
    #expect((audit["skipped"] as? [[String: String]])?.first?["reason"] == "dependencies")
    #expect((json["findings"] as? [Any])?.count == 1)
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(SARIFRenderer.render(report).utf8))
        as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let properties = try #require(run["properties"] as? [String: Any])
    #expect((properties["audit"] as? [String: Any])?["targets"] as? [String] == ["MyApp"])
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(
      (notes.first?["message"] as? [String: Any])?["text"] as? String
        == "Skipped Pods/: dependencies.")
  }
}
