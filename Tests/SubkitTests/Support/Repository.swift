import Foundation
import TestSupport

/// Paths in this repository and a way to run tools, for end-to-end tests.
enum Repository {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every `.swift` file below `folder` (relative to the root), sorted.
  static func swiftFiles(under folder: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else {
      return []
    }
    return walker.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build") }
      .sorted { $0.path < $1.path }
  }

  /// The result of running a program.
  typealias Output = ProcessOutput

  /// Runs `executable` with `arguments`, feeding `input` to its stdin
  /// (`ProcessRunner`: both pipes drained, time-limited).
  static func run(
    _ executable: URL, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil,
    in directory: URL? = nil
  ) throws -> Output {
    try ProcessRunner.run(
      executable, arguments, input: input, environment: environment, in: directory)
  }

  /// `name` found on PATH.
  static func tool(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent(name)
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

extension Repository {
  /// The `subkit` binary `swift test` built beside the test bundle.
  static var subkit: URL { BuiltProducts.executable("subkit") }

  /// Runs `subkit` with a clean environment (UTC, no colour preference).
  static func subkit(
    _ arguments: [String], input: String = "", in directory: URL? = nil,
    environment extra: [String: String] = [:]
  ) throws -> Output {
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    environment.removeValue(forKey: "NO_COLOR")
    environment.removeValue(forKey: "ENABLE_DEBUG_PREMIUM")
    environment.removeValue(forKey: "COLUMNS")
    environment.merge(extra) { _, new in new }
    return try run(subkit, arguments, input: input, environment: environment, in: directory ?? root)
  }

  /// A new empty folder for one test, removed when the test process exits (`TemporaryFolders`).
  static func temporaryDirectory() throws -> URL {
    try TemporaryFolders.make("subkit-tests")
  }
}
