import AnalyticsServer
import Foundation
import HTTPCore
import SQLiteSupport
import TestSupport
import Testing

/// `subkit store deliver` against receivers that misbehave (issue 30):
/// redirects, connections dropped without an answer, credentials in `--to`,
/// and where the Authorization value comes from.
@Suite("subkit store deliver against hostile receivers", .timeLimit(.minutes(10)))
struct StoreDeliverHostileReceiverTests {
  /// An HTTP receiver on loopback that records every request and answers by a rule.
  final class RecordingReceiver: @unchecked Sendable {
    // @unchecked because: `requests` and `rule` are read and written under `lock`.
    private let lock = NSLock()
    private var requests: [HTTPRequest] = []
    private var rule: @Sendable (HTTPRequest) -> HTTPResponse
    private var server: HTTPServer?

    init(rule: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in .text(200, "") }) throws {
      self.rule = rule
      server = try HTTPServer.start(
        at: BindAddress(host: "127.0.0.1", port: 0),
        handler: HTTPHandler { [self] request in
          lock.withLock {
            requests.append(request)
            return self.rule(request)
          }
        })
    }

    var port: Int { Int(server?.port ?? 0) }
    var url: String { "http://127.0.0.1:\(port)/webhooks/revenuecat" }
    var received: [HTTPRequest] { lock.withLock { requests } }
    var eventIDs: [String] {
      received.map {
        (try? JSONSerialization.jsonObject(with: $0.body) as? [String: Any])
          .flatMap { $0["event"] as? [String: Any] }?["id"] as? String ?? "?"
      }
    }

    func answer(by newRule: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
      lock.withLock { rule = newRule }
    }

    func stop() { server?.stop() }
  }

  let state: URL

  init() throws {
    state = try Repository.temporaryDirectory()
  }

  func makeEvents() throws -> [String] {
    let made = try Repository.subkit([
      "store", "simulate", "--customers", "4", "--months", "2", "--seed", "9", "--state",
      state.path, "--start", "2026-01-01T00:00:00Z",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let output = try Repository.subkit(["store", "events", "--state", state.path])
    return try output.stdout.split(separator: "\n").map {
      let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      return (object?["event"] as? [String: Any])?["id"] as? String ?? ""
    }
  }

  /// Every byte of the store's files (ledger, WAL, setup), as text.
  func storeBytes() throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
    return try names.map {
      String(decoding: try Data(contentsOf: state.appendingPathComponent($0)), as: UTF8.self)
    }.joined()
  }

  /// Runs `subkit` and fails the test (instead of waiting) past `limit`.
  func deliver(
    _ arguments: [String], limit: Duration = .seconds(20), adding added: [String: String] = [:]
  ) throws -> Repository.Output {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "SUBKIT_WEBHOOK_AUTHORIZATION")
    environment.merge(added) { _, new in new }
    return try ProcessRunner.run(
      Repository.subkit, ["store", "deliver", "--state", state.path] + arguments,
      environment: environment, in: Repository.root, timeLimit: limit)
  }

  @Test(
    "A redirect is a failed attempt: nothing is marked delivered, nothing and no header follows it",
    arguments: [301, 302, 303, 307, 308])
  func redirectIsFailure(status: Int) throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let expected = try makeEvents()
    let elsewhere = try RecordingReceiver()
    defer { elsewhere.stop() }
    let target = "http://127.0.0.1:\(elsewhere.port)/stolen"
    // The Location carries credentials of its own: shown without them.
    let location = "http://thief:location-s3cret@127.0.0.1:\(elsewhere.port)/stolen"
    let redirecting = try RecordingReceiver { _ in
      HTTPResponse(
        status: status, contentType: "text/plain", body: Data(),
        headers: [("Location", location)])
    }
    defer { redirecting.stop() }
    let secretFile = state.appendingPathComponent("secret")
    try Data("Bearer redirect-s3cret\n".utf8).write(to: secretFile)

    let failed = try deliver([
      "--to", redirecting.url, "--authorization-file", secretFile.path, "--retry-delays", "0,0",
    ])
    #expect(failed.status == 1, "\(failed.stderr)")
    #expect(failed.stderr.contains("HTTP \(status), a redirect to \(target)"), "\(failed.stderr)")
    #expect(failed.stderr.contains("not followed"))
    #expect(!(failed.stdout + failed.stderr).contains("s3cret"))
    // Three attempts at the first event, each sent only to --to, with the header.
    #expect(redirecting.eventIDs == Array(repeating: expected[0], count: 3))
    #expect(redirecting.received.allSatisfy { $0.method == "POST" && !$0.body.isEmpty })
    #expect(
      redirecting.received.allSatisfy { $0.header("authorization") == "Bearer redirect-s3cret" })
    #expect(elsewhere.received.isEmpty, "the redirect was followed")

    // Nothing was marked delivered: once the receiver answers, every event arrives.
    redirecting.answer { _ in .text(200, "") }
    let resumed = try deliver(["--to", redirecting.url, "--authorization-file", secretFile.path])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(Array(redirecting.eventIDs.dropFirst(3)) == expected)
    #expect(elsewhere.received.isEmpty)
  }

  @Test("Without libcurl, delivery says so in one line, exits 1, and sends or records nothing")
  func missingLibCurl() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let expected = try makeEvents()
    let receiver = try RecordingReceiver()
    defer { receiver.stop() }
    let before = try storeBytes()
    let failed = try deliver(
      ["--to", receiver.url, "--authorization", "Bearer libcurl-s3cret"],
      adding: ["SUBKIT_LIBCURL": "/nonexistent/libcurl.so.4"])
    #expect(failed.status == 1, "\(failed.stderr)")
    #expect(failed.stdout.isEmpty, "\(failed.stdout)")
    #expect(failed.stderr.split(separator: "\n").count == 1, "\(failed.stderr)")
    #expect(failed.stderr.contains("libcurl (/nonexistent/libcurl.so.4) cannot be loaded"))
    #expect(failed.stderr.contains("libcurl4") && failed.stderr.contains("SUBKIT_LIBCURL"))
    #expect(!failed.stderr.contains("s3cret"))
    #expect(receiver.received.isEmpty)
    #expect(try storeBytes() == before)

    // Nothing was marked delivered or attempted: with libcurl, every event arrives.
    let delivered = try deliver(["--to", receiver.url])
    #expect(delivered.status == 0, "\(delivered.stderr)")
    #expect(receiver.eventIDs == expected)
  }

  @Test("A receiver that drops its kept-alive connection after reading costs no 60 s timeout")
  func droppedKeepAliveConnection() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let expected = try makeEvents()
    #expect(expected.count >= 4)
    // Answers the first request on a connection, reads the second and closes.
    let receiver = try DroppingReceiver(answeredPerConnection: 1)
    defer { receiver.stop() }
    // The request timeout is 60 s; the whole run must end far sooner.
    let output = try deliver(["--to", receiver.url, "--retry-delays", "0"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("delivered \(expected.count) events"), "\(output.stdout)")
  }

  @Test("A receiver that reads every request and closes without answering fails at once")
  func closesWithoutAnswer() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    _ = try makeEvents()
    let receiver = try DroppingReceiver(answeredPerConnection: 0)
    defer { receiver.stop() }
    let output = try deliver(["--to", receiver.url, "--retry-delays", "0,0"])
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stderr.contains("closed the connection without answering"), "\(output.stderr)")
    // Three attempts, each tried twice on a fresh connection: bounded.
    #expect(receiver.received.count == 6)
    #expect(receiver.connectionCount == 6)
  }

  @Test("Credentials in --to are sent as basic auth, never printed, never stored")
  func credentialsInURL() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let expected = try makeEvents()
    let receiver = try RecordingReceiver()
    defer { receiver.stop() }
    let withCredentials = "http://hook%20user:pa%3Ass-s3cret@127.0.0.1:\(receiver.port)/hook"
    let plain = "http://127.0.0.1:\(receiver.port)/hook"
    let output = try deliver(["--to", withCredentials])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("delivered \(expected.count) events to \(plain) "))
    #expect(!(output.stdout + output.stderr).contains("s3cret"))
    let basic = "Basic " + Data("hook user:pa:ss-s3cret".utf8).base64EncodedString()
    #expect(receiver.received.count == expected.count)
    #expect(receiver.received.allSatisfy { $0.header("authorization") == basic })
    #expect(!(try storeBytes()).contains("s3cret"))

    // The state is the URL's, whatever the credentials: nothing is sent again.
    let again = try deliver(["--to", "http://other:s3cret-2@127.0.0.1:\(receiver.port)/hook"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("delivered 0 events"), "\(again.stdout)")

    // Credentials and an Authorization value together are refused; nothing is sent.
    let both = try deliver(["--to", withCredentials, "--authorization", "Bearer x"])
    #expect(both.status == 2, "\(both.stderr)")
    #expect(both.stderr.split(separator: "\n").count == 1)
    #expect(!both.stderr.contains("s3cret"))
    let bad = try deliver(["--to", "ftp://user:s3cret@host/x"])
    #expect(bad.status == 2)
    #expect(!bad.stderr.contains("s3cret") && bad.stderr.contains("ftp://host/x"), "\(bad.stderr)")
    #expect(receiver.received.count == expected.count)
  }

  @Test("A ledger that kept the state under the URL with credentials is read, then rid of them")
  func legacyStateWithCredentials() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let expected = try makeEvents()
    let receiver = try RecordingReceiver()
    defer { receiver.stop() }
    let legacyKey = "webhook_delivery http://old:s3cret@127.0.0.1:\(receiver.port)/hook"
    do {
      let database = try SQLiteDatabase(path: state.appendingPathComponent("store.sqlite").path)
      try database.statement("INSERT INTO settings (key, value) VALUES (?, ?)")
        .bind(.text(legacyKey), .text(#"{"delivered":2,"attempts":0}"#)).run()
    }
    let output = try deliver(["--to", "http://127.0.0.1:\(receiver.port)/hook"])
    #expect(output.status == 0, "\(output.stderr)")
    // Resumed after the two events the old ledger recorded as delivered.
    #expect(receiver.eventIDs == Array(expected.dropFirst(2)))
    let database = try SQLiteDatabase(path: state.appendingPathComponent("store.sqlite").path)
    let keys = try database.statement(
      "SELECT group_concat(key, ' ') FROM settings WHERE key LIKE 'webhook_delivery %'"
    ).firstRow { $0.text(0) }
    #expect(keys == "webhook_delivery http://127.0.0.1:\(receiver.port)/hook")
  }

  @Test("--authorization-file sends the file's line; a missing or empty file is refused")
  func authorizationFile() throws {
    defer { try? FileManager.default.removeItem(at: state) }
    let expected = try makeEvents()
    let receiver = try RecordingReceiver()
    defer { receiver.stop() }
    let secrets = try Repository.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: secrets) }
    let file = secrets.appendingPathComponent("authorization")
    let before = try storeBytes()

    let missing = try deliver([
      "--to", receiver.url, "--authorization-file", secrets.appendingPathComponent("none").path,
    ])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("cannot read the --authorization-file"), "\(missing.stderr)")
    #expect(missing.stderr.split(separator: "\n").count == 1)

    try Data("\n".utf8).write(to: file)
    let empty = try deliver(["--to", receiver.url, "--authorization-file", file.path])
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("is empty"), "\(empty.stderr)")

    try Data("Bearer one\nBearer two\n".utf8).write(to: file)
    let twoLines = try deliver(["--to", receiver.url, "--authorization-file", file.path])
    #expect(twoLines.status != 0)
    #expect(twoLines.stderr.contains("line break"), "\(twoLines.stderr)")

    let both = try deliver([
      "--to", receiver.url, "--authorization-file", file.path, "--authorization", "x",
    ])
    #expect(both.status == 2)
    #expect(receiver.received.isEmpty)
    #expect(try storeBytes() == before)

    try Data("Bearer from-a-file\r\n".utf8).write(to: file)
    let output = try deliver(["--to", receiver.url, "--authorization-file", file.path])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(receiver.received.count == expected.count)
    #expect(receiver.received.allSatisfy { $0.header("authorization") == "Bearer from-a-file" })
    #expect(!(output.stdout + output.stderr).contains("from-a-file"))
  }
}
