import Foundation
import TestSupport

@testable import AnalyticsServer

/// `subkit-analytics serve` running as a process for one test: started on a
/// free port (read from its banner), stopped with SIGTERM when released.
final class ServeProcess {
  let process = Process()
  /// The first line it printed (`subkit-analytics: serving … on http://…`).
  let banner: String
  let address: BindAddress
  private let errors: URL

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts `serve --port 0` with `arguments`; fails when it exits before
  /// printing where it listens (within 60 s).
  init(_ arguments: [String]) throws {
    errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.executableURL = ServerFixtures.analyticsBinary
    process.arguments = ["serve", "--port", "0"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    // The banner line, or the end of output if it exits first; bounded by a
    // watchdog that kills a process silent for 60 s.
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
    let errorText = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    guard
      let port = text.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") })
        .flatMap({ UInt16($0.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) })
    else {
      if process.isRunning { process.terminate() }
      throw Failure(description: "serve did not start: \(text) \(errorText)")
    }
    address = try BindAddress(host: "127.0.0.1", port: port)
  }

  /// A request on a new connection.
  func request(_ method: String, _ path: String, body: Data = Data()) throws
    -> LoopbackHTTPClient.Response
  {
    try LoopbackHTTPClient(connectingTo: address, timeout: 30).request(
      method, path, headers: ["Content-Type": "application/json"], body: body)
  }

  /// Posts a webhook body.
  func post(_ body: Data) throws -> LoopbackHTTPClient.Response {
    try request("POST", "/webhooks/revenuecat", body: body)
  }

  /// What it wrote to standard error so far.
  var errorText: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: errors)
  }
}
