import Foundation
import TestSupport

/// Runs the `subkit-analytics` binary `swift test` built beside the test bundle.
enum AnalyticsCommand {
  /// What a run printed and returned.
  typealias Output = ProcessOutput

  static var executable: URL { BuiltProducts.executable("subkit-analytics") }

  /// Runs `subkit-analytics arguments…` (or another built `executable`) in
  /// `directory` (`ProcessRunner`: both pipes drained, time-limited).
  static func run(
    _ arguments: [String], in directory: URL, executable: URL = AnalyticsCommand.executable
  ) throws -> Output {
    try ProcessRunner.run(executable, arguments, in: directory)
  }
}
