import Foundation

/// Asks git which files it ignores (the effect behind `secrets-not-ignored`).
///
/// Runs `git check-ignore`, which also says a tracked file is *not* ignored even
/// when a pattern matches it — exactly the leak the rule is about.
enum GitIgnoreQuery {
  /// The candidates git ignores, or `nil` when `directory` is not in a git work
  /// tree or git cannot be run (the doctor then reads `.gitignore` itself).
  static func ignoredPaths(in directory: String, candidates: [String]) -> Set<String>? {
    guard
      let inside = run(["-C", directory, "rev-parse", "--is-inside-work-tree"]),
      inside.status == 0, inside.output.trimmingWhitespace() == "true"
    else { return nil }
    guard !candidates.isEmpty else { return [] }
    guard let result = run(["-C", directory, "check-ignore", "--"] + candidates),
      result.status == 0 || result.status == 1
    else { return nil }
    return Set(result.output.split(separator: "\n").map(String.init))
  }

  private static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
