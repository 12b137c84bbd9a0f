import Foundation
import Testing

@testable import AnalyticsServer

/// `subkit-analytics serve` as a process: it says where it listens, takes a
/// webhook, and stops cleanly on SIGTERM.
@Suite("subkit-analytics serve, end to end", .timeLimit(.minutes(5)))
struct ServeCommandTests {
  @Test("Serves on the port it prints, stores a webhook, stops on SIGTERM")
  func serves() throws {
    let directory = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = "sqlite:" + directory.appendingPathComponent("a.sqlite").path
    let process = Process()
    process.executableURL = ServerFixtures.analyticsBinary
    process.arguments = [
      "serve", "--port", "0", "--database", database, "--authorization", "Bearer abc",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    // The first line says where it listens (read until it arrives or the process ends).
    var text = ""
    while !text.contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    #expect(!text.contains("Bearer abc"))
    let port = try #require(
      text.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }
        .flatMap { UInt16($0.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) })
    let address = try BindAddress(host: "127.0.0.1", port: port)
    let body = try #require(try ServerFixtures.bodies(customers: 1, months: 1).first)
    let posted = try LoopbackHTTPClient(connectingTo: address).request(
      "POST", "/webhooks/revenuecat", headers: ["Authorization": "Bearer abc"], body: body)
    #expect(posted.status == 200)
    let health = try LoopbackHTTPClient(connectingTo: address).request("GET", "/healthz")
    #expect(health.text.contains("\"events\": 1"))

    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(rest.contains("stopped"))
  }
}
