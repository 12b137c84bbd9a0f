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

  @Test("--help shows every receiver limit with its default; a bad limit is a one-line usage error")
  func limitOptions() throws {
    let help = try ServerFixtures.run(ServerFixtures.analyticsBinary, ["serve", "--help"])
    #expect(help.status == 0)
    for line in [
      "--max-connections N", "(default 512)", "--max-connections-per-address N", "(default 64;",
      "--request-deadline S", "(default 10; 0: none)", "--idle-timeout S", "(default 30)",
      "--max-concurrent-reads N", "(default 2)", "at most 20000 periods", "at most 1000",
    ] {
      #expect(help.stdout.contains(line), "\(line)")
    }
    let directory = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("a.sqlite")
    for (option, value) in [
      ("--request-deadline", "-1"), ("--max-connections", "0"),
      ("--max-connections-per-address", "many"), ("--max-concurrent-reads", "0"),
      ("--idle-timeout", "0"),
    ] {
      let run = try ServerFixtures.run(
        ServerFixtures.analyticsBinary,
        ["serve", "--port", "0", "--database", "sqlite:" + database.path, option, value])
      #expect(run.status == 2, "\(option) \(value)")
      #expect(run.stderr.contains("\(option) takes"), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(!FileManager.default.fileExists(atPath: database.path))
    }
  }
}
