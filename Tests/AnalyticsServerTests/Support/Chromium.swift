import Foundation

/// Headless Chromium (Debian's `chromium`) driven from tests: the rendered
/// DOM of a page, and a screenshot. Every run is bounded by `timeout`.
enum Chromium {
  /// The browser on PATH, if installed.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
    }
    return nil
  }()

  /// Browser tests run when Chromium is installed, and always in CI (where a
  /// missing browser is a failure, not a skip).
  static var shouldRun: Bool {
    executable != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The DOM after Chromium loaded and rendered `url`.
  static func dumpDOM(_ url: String) throws -> String {
    try run(["--dump-dom", url])
  }

  /// The DOM after Chromium loaded and rendered `url` in a `width`×`height`
  /// window, and a screenshot of it into `screenshot`, from one launch.
  static func dumpDOM(_ url: String, screenshot: URL, width: Int, height: Int) throws -> String {
    try run([
      "--dump-dom", "--screenshot=\(screenshot.path)", "--window-size=\(width),\(height)", url,
    ])
  }

  /// Takes a screenshot of `url` at `width`×`height` into `file`.
  static func screenshot(_ url: String, to file: URL, width: Int, height: Int) throws {
    _ = try run(["--screenshot=\(file.path)", "--window-size=\(width),\(height)", url])
  }

  private static func run(_ arguments: [String]) throws -> String {
    guard let executable else {
      throw Failure(
        description:
          "chromium is not installed (scripts/test installs it: apt-get install chromium)")
    }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-profile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-out-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    // `timeout` bounds the wait: a browser that hangs is killed after 90 s.
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments =
      [
        "-k", "5", "90", executable.path, "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)",
      ]
      + arguments
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with status \(process.terminationStatus)")
    }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }
}
