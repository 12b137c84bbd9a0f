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
    for (_, tester) in Self.apiTesters {
      #expect(files.contains { $0.path.hasSuffix(tester) }, "\(tester) is not parsed")
    }
    let swiftc = try #require(Repository.tool("swiftc"), "swiftc is not on PATH")
    let output = try Repository.run(swiftc, ["-parse"] + files.map(\.path))
    #expect(output.status == 0, "swiftc -parse failed:\n\(output.stderr)")
  }

  /// Each Apple-only module and the API tester that must use all of it.
  static let apiTesters = [
    (
      module: "Sources/SubscriptionKitUI",
      tester: "Integrations/RevenueCat/Tests/APITesters/SubscriptionKitUIAPI.swift"
    ),
    (
      module: "Integrations/RevenueCat/Sources",
      tester: "Integrations/RevenueCat/Tests/APITesters/RevenueCatBackendAPI.swift"
    ),
  ]

  @Test("The API testers name every public symbol of SubscriptionKitUI and the adapter")
  func apiTestersCoverThePublicSurface() throws {
    for (module, tester) in Self.apiTesters {
      let files = Repository.swiftFiles(under: module)
      #expect(!files.isEmpty, "no sources under \(module)")
      let names = try Set(files.flatMap { try Self.publicNames(in: $0) })
      #expect(names.count >= 3, "too few public names found in \(module): \(names)")
      let text = try String(
        contentsOf: Repository.root.appendingPathComponent(tester), encoding: .utf8)
      for name in names.sorted() {
        #expect(text.contains(name), "\(tester) does not use \(module)'s public \(name)")
      }
    }
  }

  /// The names a file declares `public` (types, methods, properties); `body`
  /// and initializers are left out, since every view has them.
  static func publicNames(in file: URL) throws -> [String] {
    let text = try String(contentsOf: file, encoding: .utf8)
    let declaration =
      /public\s+(?:static\s+)?(?:final\s+class|struct|enum|protocol|func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)/
    return text.matches(of: declaration).map { String($0.output.1) }.filter { $0 != "body" }
  }

  @Test("No view, snippet or doc keeps the shared manager in @State: only its owner may")
  func managerNeverInState() throws {
    let docs =
      ["README.md", "Integrations/RevenueCat/README.md"]
      + (try FileManager.default.contentsOfDirectory(
        atPath: Repository.root.appendingPathComponent("docs").path)).filter { $0.hasSuffix(".md") }
      .map { "docs/\($0)" }
    let files =
      Self.appleOnlyFolders.flatMap(Repository.swiftFiles(under:))
      + docs.map { Repository.root.appendingPathComponent($0) }
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n")
      where line.contains(/@State[^=]*=\s*SubscriptionManager/) {
        Issue.record("\(file.lastPathComponent): \(line)")
      }
    }
  }

  @Test("controlSize, unavailable on tvOS in the SDKs we support, is always guarded")
  func controlSizeGuarded() throws {
    for file in Self.appleOnlyFolders.flatMap(Repository.swiftFiles(under:))
    where !file.path.contains("/Examples/") {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
      for (index, line) in lines.enumerated() where line.contains(".controlSize(") {
        #expect(
          index > 0 && lines[index - 1] == "#if !os(tvOS)",
          "\(file.lastPathComponent):\(index + 1) uses controlSize outside #if !os(tvOS)")
      }
    }
  }

  @Test("The RevenueCat adapter drops no error with try?")
  func adapterDropsNothing() throws {
    for file in Repository.swiftFiles(under: "Integrations/RevenueCat/Sources") {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("try?"), "\(file.lastPathComponent) swallows an error with try?")
    }
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
    "No findings on the example app or the key-setup templates, but notes on 2026 store features",
    arguments: ["Examples/InvoiceApp", "Integrations/RevenueCat/Templates"])
  func clean(folder: String) throws {
    let output = try Repository.subkit(["doctor", folder, "--format", "json"])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let findings = try #require(report?["findings"] as? [[String: Any]])
    // The example shows the 2026 store: pro_annual offers a monthly billing
    // plan and pro_monthly a win-back offer, to an app that supports iOS 17.
    // The doctor rightly notes that customers below iOS 26 (the monthly plan)
    // and iOS 18 (win-back offers) never see them: notes, not problems;
    // anything else is one.
    let expected: [[String]] =
      folder == "Examples/InvoiceApp"
      ? [
        ["storekit-config-drift", "note", "billing plan"],
        ["storekit-config-drift", "note", "win-back offers"],
      ] : []
    let found = findings.map { finding in
      let message = finding["message"] as? String ?? ""
      return [
        finding["rule"] as? String ?? "", finding["severity"] as? String ?? "",
        ["billing plan", "win-back offers"].first { message.contains($0) } ?? message,
      ]
    }
    #expect(found == expected, "\(output.stdout)")
  }
}
