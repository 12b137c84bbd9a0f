import Foundation

@testable import AnalyticsServer

/// `subkit-analytics serve` running as a process for one test (optionally
/// under another program, such as `prlimit`), over a SQLite file in its own
/// folder: the address it printed, and a stop that waits for it.
final class ServeProcess {
  let directory: URL
  let process = Process()
  let address: BindAddress
  /// The first line it printed (where it listens).
  let banner: String
  static let secret = "Bearer flood-test"
  private let output = Pipe()
  private let errors = Pipe()

  /// Starts `serve --port 0` with `arguments` added; `wrapper` runs before it
  /// (`["prlimit", "--as=…", "--"]`); `secrets` say where the webhook secret
  /// comes from (default `--authorization` ``secret``).
  init(
    _ arguments: [String], wrapper: [String] = [],
    secrets: [String] = ["--authorization", ServeProcess.secret]
  ) throws {
    directory = try ServerFixtures.temporaryDirectory()
    let database = "sqlite:" + directory.appendingPathComponent("a.sqlite").path
    let command =
      [ServerFixtures.analyticsBinary.path, "serve", "--port", "0", "--database", database]
      + secrets + arguments
    if let first = wrapper.first {
      process.executableURL = URL(fileURLWithPath: first)
      process.arguments = Array(wrapper.dropFirst()) + command
    } else {
      process.executableURL = ServerFixtures.analyticsBinary
      process.arguments = Array(command.dropFirst())
    }
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // The first line says where it listens (read until it arrives or the process ends).
    var text = ""
    while !text.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard
      let port = text.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") })
        .flatMap({ UInt16($0.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) })
    else {
      process.terminate()
      let reason = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
      throw HTTPServerError("serve did not start: \(text) \(reason)")
    }
    address = try BindAddress(host: "127.0.0.1", port: port)
    banner = text
  }

  /// Posts one webhook body from `source` (default 127.0.0.1), waiting at most `timeout` s.
  func post(_ body: Data, from source: BindAddress? = nil, timeout: Int = 10) throws
    -> LoopbackHTTPClient.Response
  {
    try LoopbackHTTPClient(connectingTo: address, from: source, timeout: timeout).request(
      "POST", AnalyticsRoutes.webhookPath,
      headers: ["Authorization": Self.secret, "Content-Type": "application/json"], body: body)
  }

  /// A GET, waiting at most `timeout` seconds for the answer.
  func get(_ path: String, timeout: Int = 120) throws -> LoopbackHTTPClient.Response {
    try LoopbackHTTPClient(connectingTo: address, timeout: timeout).request("GET", path)
  }

  /// What it printed after the banner, once it has ended.
  func remainingOutput() -> String {
    String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  /// Stops it (SIGTERM) and returns its exit status.
  @discardableResult
  func stop() -> Int32 {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return process.terminationStatus
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: directory)
  }
}
