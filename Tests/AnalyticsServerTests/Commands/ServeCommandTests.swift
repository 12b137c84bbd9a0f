import Foundation
import HTTPTestSupport
import TestSupport
import Testing

@testable import AnalyticsServer

/// `subkit-analytics serve` as a process: it says where it listens, takes a
/// webhook, and stops cleanly on SIGTERM.
@Suite("subkit-analytics serve, end to end", .timeLimit(.minutes(10)))
struct ServeCommandTests {
  @Test("Serves on the port it prints, stores a webhook, stops on SIGTERM")
  func serves() throws {
    let serve = try ServeProcess([])
    #expect(!serve.banner.contains(ServeProcess.secret))
    let body = try #require(try ServerFixtures.bodies(customers: 1, months: 1).first)
    #expect(try serve.post(body).status == 200)
    #expect(try serve.get("/healthz").text.contains("\"events\": 1"))
    #expect(serve.stop() == 0)
    #expect(serve.remainingOutput().contains("stopped"))
  }

  @Test("Secrets from files: the webhook secret and the dashboard token, trailing newline dropped")
  func secretsFromFiles() throws {
    let folder = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let authorization = folder.appendingPathComponent("authorization")
    let token = folder.appendingPathComponent("token")
    try Data((ServeProcess.secret + "\n").utf8).write(to: authorization)
    try Data("dashboard-secret\r\n".utf8).write(to: token)
    let serve = try ServeProcess(
      [],
      secrets: ["--authorization-file", authorization.path, "--dashboard-token-file", token.path])
    let body = try #require(try ServerFixtures.bodies(customers: 1, months: 1).first)
    #expect(try serve.post(body).status == 200)
    let client = { try LoopbackHTTPClient(connectingTo: serve.address) }
    let wrong = try client().request(
      "POST", AnalyticsRoutes.webhookPath, headers: ["Authorization": "Bearer other"], body: body)
    #expect(wrong.status == 401)
    #expect(try serve.get("/healthz").status == 200)
    #expect(try serve.get("/api/metrics/mrr").status == 401)
    #expect(try serve.get("/api/metrics/mrr?token=dashboard-secret").status == 200)
    #expect(serve.stop() == 0)
  }

  @Test("A secret file that is missing, empty or two lines, or given twice, is refused at once")
  func badSecretFiles() throws {
    let folder = try ServerFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("a.sqlite")
    let file = folder.appendingPathComponent("secret")
    func serve(_ arguments: [String]) throws -> ProcessOutput {
      try ServerFixtures.run(
        ServerFixtures.analyticsBinary,
        ["serve", "--port", "0", "--database", "sqlite:" + database.path] + arguments)
    }
    let missing = try serve(["--authorization-file", folder.appendingPathComponent("none").path])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("cannot read the --authorization-file"), "\(missing.stderr)")
    try Data("\n".utf8).write(to: file)
    let empty = try serve(["--dashboard-token-file", file.path])
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("is empty"), "\(empty.stderr)")
    try Data("Bearer a\nX-Injected: 1\n".utf8).write(to: file)
    let twoLines = try serve(["--authorization-file", file.path])
    #expect(twoLines.status == 2)
    #expect(twoLines.stderr.contains("line break"), "\(twoLines.stderr)")
    let both = try serve(["--authorization-file", file.path, "--authorization", "Bearer a"])
    #expect(both.status == 2)
    for run in [missing, empty, twoLines, both] {
      #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: database.path))
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
