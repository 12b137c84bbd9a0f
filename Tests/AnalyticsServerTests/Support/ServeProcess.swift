import Foundation
import HTTPCore
import HTTPTestSupport
import TestSupport

@testable import AnalyticsServer

/// `subkit-analytics serve` running as a process for one test (optionally
/// under another program, such as `prlimit`): started on a free port (read
/// from its banner) over a SQLite file in its own folder unless the arguments
/// name another `--database`, and stopped with SIGTERM when released.
final class ServeProcess {
  let directory: URL
  let process = Process()
  let address: BindAddress
  /// The first line it printed (`subkit-analytics: serving … on http://…`).
  let banner: String
  static let secret = "Bearer flood-test"
  private let output = Pipe()
  private let errors: URL

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts `serve --port 0` with `arguments` added; `wrapper` runs before it
  /// (`["prlimit", "--as=…", "--"]`); `secrets` say where the webhook secret
  /// comes from (default `--authorization` ``secret``). Fails when it exits
  /// before printing where it listens (within 60 s).
  init(
    _ arguments: [String], wrapper: [String] = [],
    secrets: [String] = ["--authorization", ServeProcess.secret]
  ) throws {
    directory = try ServerFixtures.temporaryDirectory()
    errors = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    // A later `--database` in `arguments` wins over this one.
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
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // The banner line, or the end of output if it exits first; bounded by a
    // watchdog that stops a process silent for 60 s.
    let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    var text = ""
    while !text.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    watchdog.cancel()
    banner = text
    guard
      let port = text.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") })
        .flatMap({ UInt16($0.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) })
    else {
      if process.isRunning { process.terminate() }
      let reason = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw Failure(description: "serve did not start: \(text) \(reason)")
    }
    address = try BindAddress(host: "127.0.0.1", port: port)
  }

  /// Posts one webhook body with the secret from `source` (default
  /// 127.0.0.1), waiting at most `timeout` s.
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

  /// A request without credentials on a new connection (30 s at most).
  func request(_ method: String, _ path: String, body: Data = Data()) throws
    -> LoopbackHTTPClient.Response
  {
    try LoopbackHTTPClient(connectingTo: address, timeout: 30).request(
      method, path, headers: ["Content-Type": "application/json"], body: body)
  }

  /// What it wrote to standard error so far.
  var errorText: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

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
