import Foundation
import SubscriptionKit
import Testing

@testable import SubscriptionDoctor

/// File facts (`SwiftSource.holdsKeyLiteral`, `holdsLongString`, `holdsPrice`)
/// let rules skip Swift files without walking them. A skipped file must be one
/// the rule would have found nothing in: over every fixture, every recall case,
/// the bundled example, this repository's own sources and seeded random files,
/// the report with the facts and the report with every file walked are equal —
/// findings, their order, and the audit summary.
struct FileFactsTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every fixture project: `Rules/<rule>/{fires,correct}`, `Configuration/*` and the
  /// projects at the top of `Fixtures`.
  static let fixtureProjects: [String] = {
    let manager = FileManager.default
    func children(_ path: String) -> [String] {
      let url = Fixtures.root.appendingPathComponent(path)
      let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().filter { name in
        var isDirectory: ObjCBool = false
        return manager.fileExists(
          atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
          && isDirectory.boolValue
      }.map { path.isEmpty ? $0 : "\(path)/\($0)" }
    }
    var projects: [String] = []
    for top in children("") {
      switch top {
      case "Rules": projects += children("Rules").flatMap(children)
      case "Configuration": projects += children("Configuration")
      default: projects.append(top)
      }
    }
    return projects
  }()

  private func expectSameReport(_ snapshot: ProjectSnapshot, _ what: String) {
    let withFacts = Doctor.report(snapshot)
    let walkingEveryFile = Doctor.report(snapshot, usesFileFacts: false)
    #expect(withFacts == walkingEveryFile, "\(what)")
  }

  @Test("There are fixtures to compare")
  func fixturesFound() {
    #expect(Self.fixtureProjects.count >= 40, "\(Self.fixtureProjects)")
  }

  @Test("Every fixture project: the same report with and without file facts")
  func fixtures() throws {
    for project in Self.fixtureProjects {
      let directory = try Fixtures.copy(project)
      defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
      expectSameReport(try ProjectLoader.load(directory: directory.path), project)
    }
  }

  @Test("Every recall case, firing and corrected: the same report with and without file facts")
  func recallCases() {
    for recall in RecallTests.cases {
      for files in [recall.fires, recall.correct] {
        let snapshot = ProjectSnapshot(
          files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) })
        expectSameReport(snapshot, recall.testDescription)
      }
    }
  }

  @Test(
    "The example app and this repository's sources and tests: the same report with and without file facts",
    arguments: ["Examples/InvoiceApp", "Sources", "Tests"])
  func realCode(_ folder: String) throws {
    let snapshot = try ProjectLoader.load(
      directory: Self.repository.appendingPathComponent(folder).path)
    #expect(snapshot.files.count > 5)
    expectSameReport(snapshot, folder)
  }

  /// Pieces of Swift that rules skipping by file facts care about: keys of every
  /// kind, server secrets, prices in every form, interpolations, and plain code.
  private static let pieces = [
    #"let apiKey = "appl_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg""#,
    #"Purchases.configure(withAPIKey: "test_Qw3rTy7uIo9pAs2dFg4hJk6lZx")"#,
    #"let secret = "sk_Qw3rTy7uIo9pAs2dFg4hJk6lZx""#,
    #"let stripe = "sk_live_51HqW8xKZ9vQ2mN4pL7tR""#,
    #"let token = "ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tV9wX1yZ3aB5""#,
    #"let long = "a plain sentence that is long enough""#, #"Text("$9.99 per month")"#,
    #"Text("\(price).99")"#, #"Text("4,99 €")"#, #"Text("Screen 12")"#,
    #"let p = "USD 9.99""#, #"let placeholder = "YOUR_API_KEY_HERE""#,
    #"if entitlements["pro"]?.isActive == true { }"#, "#if DEBUG", "#else", "#endif",
    "struct Plan {", "struct Paywall: View {", "var body: some View {", "}", "// $4.99 comment",
    #"let products = ["pro_monthly", "pro_yearly"]"#, "func buy() async { try await purchase(p) }",
    #"let key = "\(prefix)_Xk9dQ2mZp4LrT7vB3nHs8wYc1Fg""#, #"let apiKey = "<your key>""#,
    #"Purchases.configure(withAPIKey: "YOUR_REVENUECAT_API_KEY")"#,
    #"static let proEntitlementID = "pro""#, #"if hasEntitlement("premium") { }"#,
    #"if entitlement.identifier == "pro" { }"#, #"let plain = "pro""#,
  ]

  @Test("Seeded random projects: the same report with and without file facts")
  func randomProjects() {
    let seed =
      ProcessInfo.processInfo.environment["SUBKIT_TEST_SEED"].flatMap { UInt64($0) } ?? 20_261_202
    print("FileFactsTests.randomProjects: seed \(seed) (replay with SUBKIT_TEST_SEED=\(seed))")
    var generator = SeededRandomNumberGenerator(seed: seed)
    for round in 0..<200 {
      var files: [ProjectSnapshot.File] = []
      for file in 0..<Int.random(in: 1...4, using: &generator) {
        let lines = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
          Self.pieces.randomElement(using: &generator) ?? ""
        }
        let directory =
          ["App", "AppTests", "App/Secrets"].randomElement(using: &generator) ?? "App"
        files.append(
          ProjectSnapshot.File(
            path: "\(directory)/File\(file).swift",
            bytes: Array(lines.joined(separator: "\n").utf8)))
      }
      expectSameReport(ProjectSnapshot(files: files), "round \(round)")
    }
  }

  @Test("The manifest check's fast path agrees with reading the name")
  func manifestFastPath() {
    let paths = [
      "Package.swift", "App/Package.swift", "Project.swift", "Workspace.swift",
      "Tuist/Config.swift",
      "App/Tuist/Config.swift", "Config.swift", "Tuist/Helpers/X.swift", "App/MyPackage.swift",
      "App/XPackage.swift/Y.swift", "Tuist", "App/Tuist", "a/b/c.swift", "Tuistx/Config.swift",
      "é/Package.swift", "\u{301}Package.swift", "App/\u{600}/Package.swift", "",
    ]
    for path in paths {
      #expect(ProjectIndex.isManifest(path) == ProjectIndex.isManifestByName(path), "\(path)")
    }
  }

  @Test("Every keyword's spelling is found, and nothing else")
  func keywords() {
    for (keyword, text) in SwiftKeyword.spellings {
      #expect(SwiftToken(kind: .identifier, text: text, line: 1).keyword == keyword, "\(text)")
    }
    #expect(Set(SwiftKeyword.spellings.map(\.text)).count == SwiftKeyword.spellings.count)
    for text in ["vars", "Func", "purchases", "Purchase", "sinks", "", "é", "protocols", "self"] {
      #expect(SwiftToken(kind: .identifier, text: text, line: 1).keyword == .none, "\(text)")
    }
    #expect(SwiftToken(kind: .string, text: "func", line: 1).keyword == .none)
    #expect(SwiftToken(kind: .punctuation, text: "{", line: 1).punctuationByte == UInt8(ascii: "{"))
    #expect(SwiftToken(kind: .punctuation, text: "->", line: 1).punctuationByte == 0)
  }
}
