import Foundation

/// Runs the `subkit-analytics` binary `swift test` built beside the test bundle.
enum AnalyticsCommand {
  /// What a run printed and returned.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var executable: URL {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent("subkit-analytics"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("subkit-analytics"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  /// Runs `subkit-analytics arguments…` in `directory`; output goes to files,
  /// so a chatty child can never block on a full pipe.
  static func run(
    _ arguments: [String], in directory: URL, executable: URL = AnalyticsCommand.executable
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let scratch = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("stdout")
    let err = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
