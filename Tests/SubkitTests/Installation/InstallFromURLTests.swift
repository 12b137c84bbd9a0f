import Foundation
import TestSupport
import Testing

/// An app adds SubscriptionKit the way the README's Installation section says:
/// by a git URL. This builds a package outside the repository that depends on
/// a git copy of this one by a `file://` URL, on Linux, and checks that the
/// RevenueCat SDK (declared only on Apple hosts) is never resolved.
///
/// One test, because it runs `swift build` of another package: its scratch
/// folder is kept between runs (an unchanged repository rebuilds nothing) and
/// every command has a time limit.
@Suite("Installing from a URL", .timeLimit(.minutes(30)))
struct InstallFromURLTests {
  /// Kept between runs so a second run compiles only what changed.
  static let workspace = FileManager.default.temporaryDirectory
    .appendingPathComponent("subkit-install-from-url")

  @Test("A package outside the repository builds the Linux products from a git URL")
  func buildsFromGitURL() throws {
    let git = try #require(Repository.tool("git"), "git is not on PATH")
    let swift = try #require(Repository.tool("swift"), "swift is not on PATH")
    let fileManager = FileManager.default
    let repository = Self.workspace.appendingPathComponent("SubscriptionKit")
    let app = Self.workspace.appendingPathComponent("Consumer")
    try? fileManager.removeItem(at: repository)
    try? fileManager.removeItem(at: app)
    try fileManager.createDirectory(at: repository, withIntermediateDirectories: true)

    // The repository as it is now (tracked and new files, not ignored ones),
    // committed with a fixed date so the same tree gives the same commit.
    let listed = try Repository.run(
      git, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      in: Repository.root)
    try #require(listed.status == 0, "git ls-files: \(listed.stderr)")
    for path in listed.stdout.split(separator: "\0").map(String.init) {
      let source = Repository.root.appendingPathComponent(path)
      guard fileManager.fileExists(atPath: source.path) else { continue }  // deleted, unstaged
      let target = repository.appendingPathComponent(path)
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.copyItem(at: source, to: target)
    }
    let date = "2026-01-01T00:00:00Z"
    var environment = ProcessInfo.processInfo.environment
    environment.merge(
      [
        "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_AUTHOR_DATE": date,
        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
        "GIT_COMMITTER_DATE": date,
      ]
    ) { _, new in new }
    for arguments in [
      ["init", "-q"], ["add", "-A"], ["commit", "-q", "--no-gpg-sign", "-m", "snapshot"],
    ] {
      let output = try Repository.run(git, arguments, environment: environment, in: repository)
      try #require(output.status == 0, "git \(arguments[0]): \(output.stderr)")
    }
    let head = try Repository.run(git, ["rev-parse", "HEAD"], in: repository)
    let revision = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

    try Self.writeConsumer(
      at: app, url: "file://" + repository.path, revision: revision)
    let build = try ProcessRunner.run(
      swift,
      [
        "build", "--package-path", app.path,
        "--scratch-path", Self.workspace.appendingPathComponent("build").path,
        "--cache-path", Self.workspace.appendingPathComponent("cache").path,
      ],
      in: app, timeLimit: .seconds(25 * 60))
    #expect(
      build.status == 0, "swift build of the consumer failed:\n\(build.stderr)\(build.stdout)")

    let run = try Repository.run(
      Self.workspace.appendingPathComponent("build/debug/Consumer"), [], in: app)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("pro_monthly"), "the consumer did not run: \(run.stdout)")

    // Only this package was resolved: no RevenueCat pin, no RevenueCat checkout.
    let resolved = try String(
      contentsOf: app.appendingPathComponent("Package.resolved"), encoding: .utf8)
    #expect(resolved.contains("subscriptionkit"))
    #expect(!resolved.lowercased().contains("purchases-ios"), "\(resolved)")
    let checkouts = Self.workspace.appendingPathComponent("build/checkouts")
    let fetched = (try? fileManager.contentsOfDirectory(atPath: checkouts.path)) ?? []
    #expect(!fetched.contains { $0.lowercased().contains("purchases-ios") }, "\(fetched)")
  }

  @Test("The manifest declares SubscriptionKitRevenueCat and its SDK only on Apple hosts")
  func revenueCatOnlyOnAppleHosts() throws {
    let manifest = try String(
      contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let parts = manifest.components(separatedBy: "#if canImport(Darwin)")
    try #require(parts.count == 2, "expected one #if canImport(Darwin) block in Package.swift")
    let appleOnly = try #require(parts[1].components(separatedBy: "#endif").first)
    for needle in [
      "purchases-ios-spm.git", #".library(name: "SubscriptionKitRevenueCat""#,
      #"name: "SubscriptionKitRevenueCat""#,
    ] {
      #expect(appleOnly.contains(needle), "the Apple-host block lacks \(needle)")
      #expect(!parts[0].contains(needle), "\(needle) is declared outside the Apple-host block")
    }
    // Evaluated as an Apple host would (the condition made true here), the
    // manifest declares the product, its target and the SDK dependency.
    let host = try Repository.temporaryDirectory()
    defer { try? fileManager.removeItem(at: host) }
    let asApple = manifest.replacingOccurrences(
      of: "#if canImport(Darwin)", with: "#if canImport(Foundation)")
    try Data(asApple.utf8).write(to: host.appendingPathComponent("Package.swift"))
    for match in asApple.matches(of: /path: "([^"]+)"/) {
      try fileManager.createDirectory(
        at: host.appendingPathComponent(String(match.output.1)), withIntermediateDirectories: true)
    }
    let swift = try #require(Repository.tool("swift"), "swift is not on PATH")
    // SwiftPM's lock and temporary files go to TMPDIR: the host folder too.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = host.path
    let dumped = try Repository.run(
      swift,
      ["package", "dump-package", "--scratch-path", host.appendingPathComponent(".build").path],
      environment: environment, in: host)
    try #require(dumped.status == 0, "dump-package: \(dumped.stderr)")
    #expect(dumped.stdout.contains(#""SubscriptionKitRevenueCat""#))
    #expect(dumped.stdout.contains("purchases-ios-spm"))
    #expect(
      !fileManager.fileExists(
        atPath: Repository.root.appendingPathComponent("Integrations/RevenueCat/Package.swift")
          .path), "the nested manifest is back")
  }

  private var fileManager: FileManager { .default }

  /// A command-line package that uses the three Linux products by URL.
  static func writeConsumer(at app: URL, url: String, revision: String) throws {
    let sources = app.appendingPathComponent("Sources/Consumer")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Consumer",
        platforms: [.macOS(.v14)],
        dependencies: [.package(url: "\(url)", revision: "\(revision)")],
        targets: [
          .executableTarget(
            name: "Consumer",
            dependencies: [
              .product(name: "SubscriptionKit", package: "SubscriptionKit"),
              .product(name: "SubscriptionKitTesting", package: "SubscriptionKit"),
              .product(name: "StoreSimulator", package: "SubscriptionKit"),
            ])
        ]
      )

      """
    let main = """
      import Foundation
      import StoreSimulator
      import SubscriptionKit
      import SubscriptionKitTesting

      let product = StoreProduct.fixture(.monthly, price: 7.99, identifier: "pro_monthly")
      let clock = TestClock()
      let backend = InMemoryBackend(
        products: [product], entitlement: "pro", clock: clock.subscriptionClock)
      let options = StoreSimulatorOptions()
      print(product.productIdentifier, type(of: backend), type(of: options))

      """
    try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
    try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))
  }
}
