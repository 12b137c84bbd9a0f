import Foundation
import Testing

/// SwiftUI, StoreKit and the RevenueCat SDK do not exist on Linux, so the
/// Apple-only sources cannot be compiled here; parsing them still catches
/// every syntax error before it reaches an Xcode user.
@Suite("Apple-only sources")
struct AppleSourcesParseTests {
  static let appleOnlyFolders = ["Sources/SubscriptionKitUI", "Integrations", "Examples"]

  @Test("Every Apple-only Swift file parses with swiftc -parse")
  func parses() throws {
    let files = Self.appleOnlyFolders.flatMap(Repository.swiftFiles(under:))
    #expect(files.count >= 3, "expected the adapter, the views and the example app")
    let swiftc = try #require(Repository.tool("swiftc"), "swiftc is not on PATH")
    let output = try Repository.run(swiftc, ["-parse"] + files.map(\.path))
    #expect(output.status == 0, "swiftc -parse failed:\n\(output.stderr)")
  }

  @Test("Every file of the SwiftUI module is inside #if canImport(SwiftUI)")
  func guardedByCanImport() throws {
    for file in Repository.swiftFiles(under: "Sources/SubscriptionKitUI") {
      let text = try String(contentsOf: file, encoding: .utf8)
      let code = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("//") }
      #expect(code.first == "#if canImport(SwiftUI)", "\(file.lastPathComponent) is not guarded")
      #expect(code.last == "#endif", "\(file.lastPathComponent) does not end its guard")
    }
  }
}

/// What we ship as the model setup must pass our own audit.
@Suite("subkit doctor on our own example and templates")
struct ShippedSetupDoctorTests {
  @Test(
    "No findings on the example app or the key-setup templates",
    arguments: ["Examples/InvoiceApp", "Integrations/RevenueCat/Templates"])
  func clean(folder: String) throws {
    let output = try Repository.subkit(["doctor", folder, "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let findings = try #require(report?["findings"] as? [Any])
    #expect(findings.isEmpty, "\(output.stdout)")
  }
}
