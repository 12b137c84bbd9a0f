import Foundation
import TestSupport

/// Paths to the fixtures beside these tests.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let repository = directory.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let webhooks = directory.appendingPathComponent("webhooks")

  /// RevenueCat's sample webhook bodies, by file name.
  static func sampleBodies() throws -> [(name: String, body: Data)] {
    try FileManager.default.contentsOfDirectory(at: webhooks, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
      .sorted { $0.path < $1.path }
      .map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
  }

  /// A new empty folder, removed when the test process exits (`TemporaryFolders`).
  static func temporaryFolder() throws -> URL {
    try TemporaryFolders.make("subkit-analytics")
  }
}
