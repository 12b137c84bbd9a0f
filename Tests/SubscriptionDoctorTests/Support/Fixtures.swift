import Foundation

@testable import SubscriptionDoctor

/// Finds fixture projects next to this file and copies them to a temporary
/// directory before auditing, so that git's view of *this* repository does not
/// leak into the fixture (each fixture's `gitignore` becomes `.gitignore`).
enum Fixtures {
  /// The `Fixtures` folder beside the tests.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A private copy of the fixture at `relativePath`, outside any git work tree.
  static func copy(_ relativePath: String) throws -> URL {
    let source = root.appendingPathComponent(relativePath)
    let destination = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    let target = destination.appendingPathComponent(source.lastPathComponent)
    try FileManager.default.copyItem(at: source, to: target)
    if let enumerator = FileManager.default.enumerator(at: target, includingPropertiesForKeys: nil)
    {
      for case let url as URL in enumerator where url.lastPathComponent == "gitignore" {
        try FileManager.default.moveItem(
          at: url, to: url.deletingLastPathComponent().appendingPathComponent(".gitignore"))
      }
    }
    return target
  }

  /// The doctor's report for a folder on disk holding a one-line
  /// `main.swift` and a `.storekit` file (one monthly product) at
  /// `storeKitPath`: where a build product's copy of the file lands.
  static func auditWithStoreKitFile(at storeKitPath: String) throws -> DoctorReport {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("subkit-doctor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(storeKitPath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(RecallCase.storeKitFile([("pro_monthly", "4.99")]).utf8).write(to: url)
    try Data("print(\"App\")\n".utf8).write(to: directory.appendingPathComponent("main.swift"))
    return try Doctor.audit(directory: directory.path)
  }

  /// The doctor's findings for the fixture at `relativePath`.
  static func findings(_ relativePath: String) throws -> [Finding] {
    let directory = try copy(relativePath)
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    return try Doctor.run(directory: directory.path).filter { !isNoProjectNote($0) }
  }

  /// Findings for in-memory files (path → contents): the pure path, no disk.
  /// The "no Xcode project here" note is left out: most in-memory snapshots have no project.
  static func findings(files: [String: String]) -> [Finding] {
    let snapshot = ProjectSnapshot(
      files: files.map { ProjectSnapshot.File(path: $0.key, bytes: Array($0.value.utf8)) })
    return Doctor.diagnose(snapshot).filter { !isNoProjectNote($0) }
  }

  /// The known-issue notes about purchasing (the sheet, the daemon) for in-memory files.
  static func purchaseNotes(files: [String: String]) -> [Finding] {
    findings(files: files).filter {
      $0.rule == .knownStoreKitIssue && $0.message.contains("purchase")
    }
  }

  /// A SwiftUI app's entry point showing `root` (`"PaywallView()"`), as
  /// `App/App.swift`'s text.
  static func swiftUIApp(showing root: String) -> String {
    """
    import SwiftUI

    @main
    struct FixtureApp: App {
      var body: some Scene { WindowGroup { \(root) } }
    }

    """
  }

  /// A SwiftUI app's entry point owning an instance of `type` as a
  /// `@StateObject` and handing it to its window as an environment object.
  static func swiftUIApp(owning type: String) -> String {
    """
    import SwiftUI

    @main
    struct FixtureApp: App {
      @StateObject private var owned = \(type)()
      var body: some Scene { WindowGroup { Text("Home").environmentObject(owned) } }
    }

    """
  }

  /// The arguments of the first call of `name` in `code`.
  static func arguments(of name: String, in code: String) -> CallArguments? {
    guard let tokens = try? SwiftTokenizer.tokenize(code) else { return nil }
    guard let offset = tokens.firstIndex(where: { $0.is(name) }) else { return nil }
    return CallArguments(tokens, calledAt: offset)
  }

  /// The parameters of the function `declaration` declares.
  static func parameters(_ declaration: String) -> [FunctionParameter] {
    guard let tokens = try? SwiftTokenizer.tokenize(declaration + " {}"),
      let open = tokens.firstIndex(where: { $0.is("(") }),
      let close = tokens.closingBracket(of: open)
    else { return [] }
    return tokens.parameters(from: open, to: close)
  }

  /// A UIKit app's delegate whose window shows `root`
  /// (`"PremiumViewController()"`), with `extra` declarations after it.
  static func uiKitApp(showing root: String, extra: String = "") -> String {
    """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?

      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        window = UIWindow()
        window?.rootViewController = \(root)
        return true
      }
    }
    \(extra)

    """
  }

  /// A UIKit app delegate importing `modules` whose launch runs `launch`
  /// (`"Purchases.configure(withAPIKey: …)"`), as a file's text.
  static func appDelegate(importing modules: [String], launching launch: String) -> String {
    modules.map { "import \($0)\n" }.joined() + """

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          \(launch)
          return true
        }
      }

      """
  }

  /// A `.storekit` file listing `products` (id, display price, type such
  /// as `NonConsumable` or `Consumable`) and no subscription group.
  static func storeKitFile(_ products: [(id: String, price: String, type: String)]) -> String {
    let lines = products.map {
      "    { \"displayPrice\" : \"\($0.price)\", \"productID\" : \"\($0.id)\", \"type\" : \"\($0.type)\" }"
    }
    return """
      {
        "products" : [
      \(lines.joined(separator: ",\n"))
        ],
        "subscriptionGroups" : [],
        "version" : { "major" : 4, "minor" : 0 }
      }

      """
  }

  /// A package manifest building an app for iOS 17 from the executable
  /// target `name` (`Sources/<name>`): a deployment target the doctor knows,
  /// for in-memory folders without an Xcode project.
  static func iOSAppManifest(_ name: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "\(name)", platforms: [.iOS(.v17)], targets: [.executableTarget(name: "\(name)")])

    """
  }

  /// Whether `finding` is the note for a folder with Swift files and no project.
  static func isNoProjectNote(_ finding: Finding) -> Bool {
    finding.severity == .note && finding.message == ProjectIndex.noProjectMessage
  }
}
