import Foundation
import Testing

@testable import SubscriptionDoctor

/// Full, correct setups (Xcode 15 groups and Xcode 16 synchronized folders),
/// full of things a careless doctor would flag: prices in previews, `#if DEBUG`
/// and tests, keys in comments, a placeholder guard list, an unbuilt Legacy folder.
struct CorrectProjectTests {
  @Test("No rule fires on a correct project", arguments: ["CorrectXcode15", "CorrectXcode16"])
  func noRuleFires(_ fixture: String) throws {
    let findings = try Fixtures.findings(fixture)
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test(
    "Files are classified as app, test or unbuilt", arguments: ["CorrectXcode15", "CorrectXcode16"])
  func roles(_ fixture: String) throws {
    let directory = try Fixtures.copy(fixture)
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let index = ProjectIndex(snapshot: try ProjectLoader.load(directory: directory.path))
    let roles = Dictionary(uniqueKeysWithValues: index.swiftSources.map { ($0.path, $0.role) })
    #expect(roles["MyApp/PaywallView.swift"] == .app)
    #expect(roles["MyAppTests/PaywallTests.swift"] == .test)
    #expect(roles["Legacy/OldPaywall.swift"] == .unbuilt)
  }

  @Test("The Xcode 16 project's synchronized folders and exceptions are read")
  func synchronizedGroups() throws {
    let directory = try Fixtures.copy("CorrectXcode16")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let index = ProjectIndex(snapshot: try ProjectLoader.load(directory: directory.path))
    let project = try #require(index.projects.first)
    #expect(project.synchronizedGroups.map(\.path) == ["MyApp", "MyAppTests"])
    let app = try #require(project.targets.first { $0.name == "MyApp" })
    #expect(!app.isTest)
    #expect(project.targets(building: "MyApp/Configuration/Debug.xcconfig").isEmpty)
    #expect(project.targets(building: "MyApp/AppConfig.swift").map(\.name) == ["MyApp"])
    let release = try #require(app.configurations.first { $0.name == "Release" })
    #expect(release.baseConfigurationPath == "MyApp/Configuration/Release.xcconfig")
    let settings = index.resolver.resolve(project: project, target: app, configuration: release)
    #expect(
      settings.values["PRODUCT_BUNDLE_IDENTIFIER"].map { settings.expand($0.value).value }
        == "com.example.MyApp")
    #expect(settings.values["REVENUECAT_API_KEY"]?.value.hasPrefix("appl_") == true)
  }
}
