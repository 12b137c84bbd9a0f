import Foundation

/// Apple's Python `app-store-server-library` (pinned and installed by
/// scripts/test) run as a referee: the tests hand a script JSON on stdin
/// and judge the JSON it prints.
public enum AppleLibraryReferee {
  /// Whether python3 can import Apple's library.
  public static let isAvailable: Bool = {
    let output = try? ProcessRunner.run(
      python, ["python3", "-c", "import appstoreserverlibrary"], timeLimit: .seconds(60))
    return output?.status == 0
  }()

  /// Runs `script` with `input` (a JSON object) on stdin; what it printed.
  public static func run(_ script: URL, input: Any) throws -> ProcessOutput {
    let request = try JSONSerialization.data(withJSONObject: input)
    return try ProcessRunner.run(
      python, ["python3", script.path], input: String(decoding: request, as: UTF8.self),
      timeLimit: .seconds(120))
  }

  private static let python = URL(fileURLWithPath: "/usr/bin/env")
}
